// tritonc runtime: value types shared by generated launchers and host code.
#pragma once

#include <cstdint>
#include <type_traits>

namespace tritonc {

/// Launch grid in program instances (CUDA blocks). Aggregate, so
/// `Dim3{n}` means (n, 1, 1).
struct Dim3 {
  unsigned x = 1, y = 1, z = 1;
};

/// A CUstream (nullptr = the legacy default stream of the current context).
/// Declared as void* so that no CUDA header is needed.
using Stream = void *;

/// Ceiling division for grid sizes: cdiv(n, BLOCK) program instances cover n
/// elements. Returns unsigned so it fits Dim3 without a narrowing cast.
template <class A, class B> constexpr unsigned cdiv(A a, B b) {
  static_assert(std::is_integral<A>::value && std::is_integral<B>::value,
                "cdiv takes integers");
  return static_cast<unsigned>((a + b - 1) / b);
}

// Storage types for element types that C++ lacks. They only hold bits, so a
// `tritonc::float16 *` argument cannot be confused with a `uint16_t *` one;
// the conversions below are for building inputs and checking results.
struct float16 { std::uint16_t bits; };
struct bfloat16 { std::uint16_t bits; };
struct float8_e4m3 { std::uint8_t bits; };  ///< Triton "fp8e4nv"
struct float8_e5m2 { std::uint8_t bits; };  ///< Triton "fp8e5"
struct float8_e4m3b15 { std::uint8_t bits; };  ///< Triton "fp8e4b15"
static_assert(sizeof(float16) == 2 && sizeof(bfloat16) == 2, "2-byte storage");
static_assert(sizeof(float8_e4m3) == 1, "1-byte storage");

/// IEEE binary16 <-> float, rounding to nearest even (NaN and Inf preserved).
float16 toFloat16(float value);
float toFloat(float16 value);
/// bfloat16 <-> float, rounding to nearest even.
bfloat16 toBFloat16(float value);
float toFloat(bfloat16 value);

} // namespace tritonc

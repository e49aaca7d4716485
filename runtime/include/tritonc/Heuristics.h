// Python's arithmetic for @triton.heuristics evaluated at launch.
//
// A generated launcher translates each heuristic lambda of its kernel into
// a C++ expression over the launch's arguments (integers widened to
// std::int64_t, floats to double) and runs the variant compiled for the
// value it gives. These helpers give the operators whose C++ meaning
// differs from Python's (floor division and modulo round towards negative
// infinity) and Triton's own helpers. A zero divisor gives 0 instead of
// Python's exception: no variant is compiled for a heuristic that raises,
// so the launcher then refuses the call.
#pragma once

#include <cmath>
#include <cstdio>
#include <cstdint>
#include <string>
#include <type_traits>

namespace tritonc {
namespace heuristics {

template <class T> bool truthy(T value) { return value != T(0); }
inline bool truthy(bool value) { return value; }

template <class A, class B> using Common = typename std::common_type<A, B>::type;

template <class A, class B> Common<A, B> min(A a, B b) { return b < a ? Common<A, B>(b) : Common<A, B>(a); }
template <class A, class B> Common<A, B> max(A a, B b) { return b > a ? Common<A, B>(b) : Common<A, B>(a); }

inline std::int64_t floordiv(std::int64_t a, std::int64_t b) {
  if (b == 0 || (a == INT64_MIN && b == -1))
    return 0;
  return a / b - ((a % b != 0) && ((a < 0) != (b < 0)));
}
inline double floordiv(double a, double b) { return b == 0 ? 0 : std::floor(a / b); }
template <class A, class B> auto floordiv(A a, B b) {
  using T = typename std::conditional<std::is_floating_point<Common<A, B>>::value, double, std::int64_t>::type;
  return floordiv(T(a), T(b));
}

inline std::int64_t mod(std::int64_t a, std::int64_t b) {
  return b == 0 || (a == INT64_MIN && b == -1) ? 0 : a - floordiv(a, b) * b;
}
inline double mod(double a, double b) { return b == 0 ? 0 : a - std::floor(a / b) * b; }
template <class A, class B> auto mod(A a, B b) {
  using T = typename std::conditional<std::is_floating_point<Common<A, B>>::value, double, std::int64_t>::type;
  return mod(T(a), T(b));
}

/// An integer to a non-negative integer power is an integer, as in Python.
template <class A, class B> auto pow(A a, B b) {
  using T = typename std::conditional<std::is_floating_point<Common<A, B>>::value, double, std::int64_t>::type;
  if (std::is_integral<T>::value && b >= 0) {
    std::int64_t result = 1, base = std::int64_t(a);
    for (std::int64_t e = std::int64_t(b); e > 0; --e)
      result *= base;
    return T(result);
  }
  return T(std::pow(double(a), double(b)));
}

/// triton.next_power_of_2: the smallest power of two >= n (0 for 0).
inline std::int64_t next_power_of_2(std::int64_t n) {
  std::uint64_t v = std::uint64_t(n) - 1;
  for (int shift = 1; shift < 64; shift *= 2)
    v |= v >> shift;
  return std::int64_t(v + 1);
}

/// triton.cdiv: (a + b - 1) // b.
inline std::int64_t cdiv(std::int64_t a, std::int64_t b) { return floordiv(a + b - 1, b); }

/// Python's int(): towards zero.
template <class T> std::int64_t to_int(T value) { return std::int64_t(value); }

template <class T> T abs(T value) { return value < T(0) ? -value : value; }
inline std::int64_t abs(bool value) { return value; }

/// math.ceil and math.floor return integers.
template <class T> std::int64_t ceil(T value) { return std::int64_t(std::ceil(double(value))); }
template <class T> std::int64_t floor(T value) { return std::int64_t(std::floor(double(value))); }

/// A value as Python prints it, for messages.
inline std::string text(bool value) { return value ? "True" : "False"; }
inline std::string text(std::int64_t value) { return std::to_string(value); }
inline std::string text(double value) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.17g", value);
  return buffer;
}
template <class T> std::string text(T value) {
  return std::is_floating_point<T>::value ? text(double(value)) : text(std::int64_t(value));
}

} // namespace heuristics
} // namespace tritonc

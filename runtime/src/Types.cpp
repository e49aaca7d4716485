// Bit-exact conversions for the 16-bit float storage types, written out
// because host compilers do not all have _Float16 / __bf16.
#include <tritonc/Types.h>

#include <cmath>
#include <cstring>

namespace tritonc {
namespace {
std::uint32_t bitsOf(float value) {
  std::uint32_t bits;
  std::memcpy(&bits, &value, sizeof bits);
  return bits;
}
float fromBits(std::uint32_t bits) {
  float value;
  std::memcpy(&value, &bits, sizeof value);
  return value;
}
} // namespace

float16 toFloat16(float value) {
  const std::uint32_t f = bitsOf(value);
  const std::uint16_t sign = static_cast<std::uint16_t>((f >> 16) & 0x8000u);
  const std::uint32_t magnitude = f & 0x7fffffffu;
  if (magnitude >= 0x7f800000u)  // Inf stays Inf; NaN stays a quiet NaN
    return {static_cast<std::uint16_t>(sign | 0x7c00u |
                                       (magnitude > 0x7f800000u ? 0x200u | ((magnitude >> 13) & 0x3ffu) : 0u))};
  if (magnitude >= 0x477ff000u)  // >= 65520 rounds to Inf
    return {static_cast<std::uint16_t>(sign | 0x7c00u)};
  if (magnitude < 0x38800000u) {  // below 2^-14: a subnormal half, in units of 2^-24
    float scaled = std::fabs(value) * 16777216.0f;  // exact: a power-of-two scale
    return {static_cast<std::uint16_t>(sign | static_cast<std::uint16_t>(std::nearbyint(scaled)))};
  }
  // Rebias the exponent (127 -> 15) and round the 13 dropped bits to nearest
  // even; a mantissa carry correctly bumps the exponent.
  const std::uint32_t rounded = magnitude - (112u << 23) + 0xfffu + ((magnitude >> 13) & 1u);
  return {static_cast<std::uint16_t>(sign | (rounded >> 13))};
}

float toFloat(float16 value) {
  const std::uint32_t sign = static_cast<std::uint32_t>(value.bits & 0x8000u) << 16;
  const std::uint32_t exponent = (value.bits >> 10) & 0x1fu;
  const std::uint32_t mantissa = value.bits & 0x3ffu;
  if (exponent == 0) {
    float magnitude = std::ldexp(static_cast<float>(mantissa), -24);
    return sign ? -magnitude : magnitude;
  }
  if (exponent == 31)
    return fromBits(sign | 0x7f800000u | (mantissa << 13));
  return fromBits(sign | ((exponent + 112u) << 23) | (mantissa << 13));
}

bfloat16 toBFloat16(float value) {
  const std::uint32_t f = bitsOf(value);
  if ((f & 0x7fffffffu) > 0x7f800000u)  // NaN: keep it a (quiet) NaN
    return {static_cast<std::uint16_t>((f >> 16) | 0x40u)};
  return {static_cast<std::uint16_t>((f + 0x7fffu + ((f >> 16) & 1u)) >> 16)};
}

float toFloat(bfloat16 value) { return fromBits(static_cast<std::uint32_t>(value.bits) << 16); }

} // namespace tritonc

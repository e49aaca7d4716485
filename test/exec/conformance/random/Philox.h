// Philox 4x32-10 with Triton's constants and counters, computed on the
// host (the references of the rnd2_* tests; the same algorithm as rnd.cpp).
#pragma once

#include <array>
#include <cmath>
#include <cstdint>

namespace philox {

inline std::array<std::uint32_t, 4> block(std::uint64_t seed, std::uint64_t offset) {
  std::uint32_t c0 = std::uint32_t(offset), c1 = std::uint32_t(offset >> 32), c2 = 0, c3 = 0;
  std::uint32_t k0 = std::uint32_t(seed), k1 = std::uint32_t(seed >> 32);
  for (int r = 0; r < 10; ++r) {
    std::uint64_t pa = std::uint64_t(0xD2511F53u) * c0, pb = std::uint64_t(0xCD9E8D57u) * c2;
    std::uint32_t n0 = std::uint32_t(pb >> 32) ^ c1 ^ k0, n2 = std::uint32_t(pa >> 32) ^ c3 ^ k1;
    c1 = std::uint32_t(pb);
    c3 = std::uint32_t(pa);
    c0 = n0;
    c2 = n2;
    k0 += 0x9E3779B9u;
    k1 += 0xBB67AE85u;
  }
  return {c0, c1, c2, c3};
}

/// tl.rand's uint32 -> [0, 1) mapping.
inline float uniform(std::uint32_t bits) {
  std::int32_t x = std::int32_t(bits);
  if (x < 0) x = -x - 1;
  return float(x) * 4.6566127342e-10f;
}

/// tl.randn from the first two words (Box-Muller).
inline double normal(const std::array<std::uint32_t, 4> &w) {
  double u1 = std::max(1e-7, double(uniform(w[0]))), u2 = uniform(w[1]);
  return std::sqrt(-2.0 * std::log(u1)) * std::cos(6.283185307179586 * u2);
}

} // namespace philox

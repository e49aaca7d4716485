// Shared by the tl.dot_scaled conformance tests: e2m1 (fp4) and e8m0 values
// on the host, and a check that expects NaN where a scale of 255 puts it.
#pragma once

#include "DotTest.h"

#include <cmath>

namespace mx {

/// An e2m1 nibble: sign, two exponent bits, one mantissa bit.
inline double e2m1(unsigned nibble) {
  static const double magnitude[8] = {0, 0.5, 1, 1.5, 2, 3, 4, 6};
  return (nibble & 8 ? -1.0 : 1.0) * magnitude[nibble & 7];
}

/// An e8m0 scale as Triton's emulation applies it: 2^(s - 127), 0 for 0
/// (the bf16 exponent field 0), NaN for 255.
inline double e8m0(std::uint8_t s) { return s == 255 ? NAN : s == 0 ? 0.0 : std::ldexp(1.0, int(s) - 127); }

/// Random scales around 1 (2^-5 .. 2^5).
inline cputest::Buffer<std::uint8_t> scales(cputest::Test &t, std::size_t n) {
  auto s = t.output<std::uint8_t>(n);
  for (std::size_t i = 0; i < n; ++i)
    s[i] = std::uint8_t(t.random<int>(122, 132));
  return s;
}

/// Random bytes of two e2m1 values, neither zero.
inline cputest::Buffer<std::uint8_t> e2m1Pairs(cputest::Test &t, std::size_t n) {
  auto x = t.output<std::uint8_t>(n);
  for (std::size_t i = 0; i < n; ++i)
    x[i] = std::uint8_t((t.random<int>(1, 7) | t.random<int>(0, 1) << 3) |
                        (t.random<int>(1, 7) | t.random<int>(0, 1) << 3) << 4);
  return x;
}

/// The K x N rhs as the dot sees it: value(j, n), the element at row j (of
/// K) and column n decoded, times its e8m0 scale from `sb` ([N, K / 32]).
template <class F>
std::vector<double> scaledRhs(int K, int N, const cputest::Buffer<std::uint8_t> &sb, F value) {
  std::vector<double> out(std::size_t(K) * N);
  const int groups = K / 32;
  for (int j = 0; j < K; ++j)
    for (int n = 0; n < N; ++n)
      out[std::size_t(j) * N + n] = value(j, n) * e8m0(sb[n * groups + j / 32]);
  return out;
}

/// dot::check, except that a NaN reference expects NaN.
inline bool check(cputest::Test &t, const char *what, const cputest::Buffer<float> &got,
                  const dot::Reference &ref, double rel) {
  long long where = 0;
  if (!t.expect(got.guardsIntact(where), "%s: element %lld outside the buffer was written", what, where))
    return false;
  std::size_t bad = 0;
  for (std::size_t i = 0; i < got.size(); ++i) {
    double g = got.at(i), e = ref.value[i];
    bool ok = std::isnan(e) ? std::isnan(g) : std::fabs(g - e) <= rel * ref.magnitude[i];
    if (!ok && bad++ < 10)
      std::printf("  %s[%zu] = %.9g, expected %.9g\n", what, i, g, e);
  }
  return t.expect(bad == 0, "%s: %zu of %zu elements differ", what, bad, got.size());
}

} // namespace mx

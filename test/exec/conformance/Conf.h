// Helpers shared by the conformance tests (test/exec/conformance): inputs
// that are never zero, references rounded like fp16/bf16/fp32 (through
// float, or straight from double with no double rounding), exact checks of
// 64-bit integers, lanes of multi-result buffers and guard-zone checks. The
// harness is test/exec/cpu/harness/CpuTest.h; see README.md here.
#pragma once

#include "CpuTest.h"

#include <algorithm>
#include <cfenv>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <vector>

namespace conf {

inline double h16(double v) { return tritonc::toFloat(tritonc::toFloat16(float(v))); }
inline double bf16(double v) { return tritonc::toFloat(tritonc::toBFloat16(float(v))); }
inline double f32(double v) { return double(float(v)); }

/// Float x % y as the target computes it (docs/language.md, "Where tritonc
/// differs"): libm's exact fmod on the CPU; on the GPU the NVPTX expansion
/// of frem, x - trunc(x / y) * y in F with the multiply and subtract fused
/// by ptxas, which is off by y when the rounded quotient reaches the next
/// integer.
template <class F> double targetFrem(double x, double y) {
#ifdef TRITONC_TEST_GPU
  F fx = F(x), fy = F(y);
  if (std::isinf(fy))
    return x;
  return double(std::fma(-std::trunc(fx / fy), fy, fx));
#else
  return std::fmod(x, y);
#endif
}

/// A reference of n elements computed by f(i).
template <class F> std::vector<double> gen(std::size_t n, F f) {
  std::vector<double> out(n);
  for (std::size_t i = 0; i < n; ++i)
    out[i] = f(i);
  return out;
}

/// Random values in [lo, hi] that are never 0 (divisors, "never zeros" inputs).
template <class T> cputest::Buffer<T> nonzero(cputest::Test &t, std::size_t n, double lo, double hi) {
  auto b = t.input<T>(n, lo, hi);
  for (std::size_t i = 0; i < n; ++i)
    while (cputest::Traits<T>::toDouble(b[i]) == 0)
      b[i] = t.random<T>(lo, hi);
  return b;
}

/// `v` rounded to nearest even with `bits` significant bits, the smallest
/// normal exponent `emin` (subnormals below) and the largest finite `max`.
inline double roundTo(double v, int bits, int emin, double max) {
  if (v == 0 || std::isnan(v) || std::isinf(v))
    return v;
  int e = std::max(std::ilogb(v), emin);
  double ulp = std::ldexp(1.0, e - (bits - 1));
  double r = std::nearbyint(v / ulp) * ulp;  // ties to even (default mode)
  if (std::fabs(r) > max)
    return r > 0 ? INFINITY : -INFINITY;
  return r;
}
inline double h16d(double v) { return roundTo(v, 11, -14, 65504.0); }
inline double bf16d(double v) { return roundTo(v, 8, -126, 3.3895313892515355e38); }

/// Checks a 64-bit integer buffer element by element against exact values.
template <class T, class F> bool check64(cputest::Test &t, const char *what, const cputest::Buffer<T> &got, F expected) {
  long long where = 0;
  if (!got.guardsIntact(where))
    return t.expect(false, "%s: element %lld outside the buffer was written", what, where);
  std::size_t bad = 0;
  for (std::size_t i = 0; i < got.size(); ++i) {
    T e = T(expected(i));
    if (got[i] != e && bad++ < 10)
      std::printf("  %s[%zu] = %lld, expected %lld\n", what, i, (long long)got[i], (long long)e);
  }
  return t.expect(bad == 0, "%s: %zu of %zu elements differ", what, bad, got.size());
}

/// Lane `k` of a buffer holding `lanes` results per element (element i's
/// lane k at i * lanes + k), as a buffer of its own for Test::check.
template <class T> cputest::Buffer<T> lane(const cputest::Buffer<T> &all, std::size_t lanes, std::size_t k) {
  cputest::Buffer<T> out(all.size() / lanes);
  for (std::size_t i = 0; i < out.size(); ++i)
    out[i] = all[i * lanes + k];
  return out;
}

/// The guard zones of `b` are intact.
template <class T> bool guards(cputest::Test &t, const char *what, const cputest::Buffer<T> &b) {
  long long where = 0;
  return t.expect(b.guardsIntact(where), "%s: element %lld outside the buffer was written", what, where);
}

} // namespace conf

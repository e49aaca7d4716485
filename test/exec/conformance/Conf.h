// Helpers shared by the conformance tests (test/exec/conformance): the
// harness is test/exec/cpu/harness/CpuTest.h; see README.md here.
#pragma once

#include "CpuTest.h"

#include <cmath>
#include <cstdint>
#include <vector>

namespace conf {

inline double h16(double v) { return tritonc::toFloat(tritonc::toFloat16(float(v))); }
inline double bf16(double v) { return tritonc::toFloat(tritonc::toBFloat16(float(v))); }
inline double f32(double v) { return double(float(v)); }

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

} // namespace conf

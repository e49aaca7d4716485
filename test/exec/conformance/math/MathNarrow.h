// Shared programs of the per-type math tests of math.tri (NaN handling of
// maximum/minimum, abs/clamp/fma) instantiated by m2_nan_*, m2_narrow_* and
// m2_clamp_fp32.
#pragma once

#include "../types/TyTest.h"

namespace m2 {

/// _minmax_lanes: propagate_nan=ALL gives NaN when an operand is NaN;
/// the default (NONE) gives one of the operands there.
template <class T, class Launch> int nanMinMax(int argc, char **argv, Launch launch) {
  cputest::Test t(argc, argv);
  using Tr = cputest::Traits<T>;
  for (long long n : t.sizes({1, 63, 1000})) {
    auto x = conf::nonzero<T>(t, n, -100, 100), y = conf::nonzero<T>(t, n, -100, 100);
    for (long long i = 0; i < n; ++i) {
      if (t.random<int>(0, 3) == 0) x[i] = Tr::fromDouble(NAN);
      if (t.random<int>(0, 3) == 0) y[i] = Tr::fromDouble(NAN);
    }
    auto o = t.output<T>(4 * n);
    if (!t.ok(launch(n, x.data(), y.data(), o.data())))
      continue;
    auto X = cputest::exact();
    auto nan2 = [](double a, double b) { return std::isnan(a) || std::isnan(b); };
    t.check("max_all", conf::lane(o, 4, 0), t.map(x, y, [&](double a, double b) { return nan2(a, b) ? NAN : std::max(a, b); }), X);
    t.check("min_all", conf::lane(o, 4, 1), t.map(x, y, [&](double a, double b) { return nan2(a, b) ? NAN : std::min(a, b); }), X);
    for (int k = 2; k < 4; ++k) {
      auto got = conf::lane(o, 4, k);
      t.check(k == 2 ? "max_none" : "min_none", got, conf::gen(n, [&](std::size_t i) {
                double a = x.at(i), b = y.at(i), g = got.at(i);
                if (!nan2(a, b)) return k == 2 ? std::max(a, b) : std::min(a, b);
                // Either operand is accepted; anything else is reported as a itself.
                bool either = (std::isnan(g) && (std::isnan(a) || std::isnan(b))) || g == a || g == b;
                return either ? g : (std::isnan(a) ? 1e300 : a);
              }), X);
    }
    conf::guards(t, "out", o);
  }
  return t.finish();
}

/// _narrow_exact: abs, clamp with tensor bounds and constant bounds (exact),
/// fma rounded once (1 ulp for fp16/bf16: the CPU computes it in fp32).
template <class T, class Launch> int narrowExact(int argc, char **argv, Launch launch) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 63, 1000})) {
    auto x = conf::nonzero<T>(t, n, -4, 4), lo = conf::nonzero<T>(t, n, -3, -0.01), hi = conf::nonzero<T>(t, n, 0.5, 3);
    auto o = t.output<T>(4 * n);
    if (!t.ok(launch(n, x.data(), lo.data(), hi.data(), o.data())))
      continue;
    auto X = cputest::exact();
    t.check("abs", conf::lane(o, 4, 0), t.map(x, [](double v) { return std::fabs(v); }), X);
    t.check("clamp", conf::lane(o, 4, 1), conf::gen(n, [&](std::size_t i) { return std::min(std::max(x.at(i), lo.at(i)), hi.at(i)); }), X);
    t.check("clamp_const", conf::lane(o, 4, 2), t.map(x, [](double v) { return std::min(std::max(v, -1.5), 2.5); }), X);
    bool f32 = std::is_same<T, float>::value;
    t.check("fma", conf::lane(o, 4, 3), conf::gen(n, [&](std::size_t i) { return ty::roundT<T>(std::fma(x.at(i), lo.at(i), hi.at(i))); }),
            f32 ? X : cputest::ulps<T>(1));
    conf::guards(t, "out", o);
  }
  return t.finish();
}

} // namespace m2

#define M2_MAIN(fn, T)                                                                            \
  int main(int argc, char **argv) {                                                               \
    return m2::fn<T>(argc, argv, [](long long n, auto... p) {                                     \
      return k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, p..., int(n));                      \
    });                                                                                           \
  }

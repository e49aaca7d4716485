// Exactly rounded operations: tl.abs, floor, ceil, fma (one rounding),
// div_rn, clamp, maximum/minimum.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::m_exact;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 64, 1000})) {
    auto x = conf::nonzero<float>(t, n, -20, 20), y = conf::nonzero<float>(t, n, -20, 20), z = conf::nonzero<float>(t, n, -20, 20);
    auto ab = t.output<float>(n), fl = t.output<float>(n), ce = t.output<float>(n), fm = t.output<float>(n);
    auto dr = t.output<float>(n), cl = t.output<float>(n), mx = t.output<float>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, x.data(), y.data(), z.data(), ab.data(), fl.data(), ce.data(),
                        fm.data(), dr.data(), cl.data(), mx.data(), int(n))))
      continue;
    auto X = cputest::exact();
    t.check("abs", ab, t.map(x, [](double v) { return std::fabs(v); }), X);
    t.check("floor", fl, t.map(x, [](double v) { return std::floor(v); }), X);
    t.check("ceil", ce, t.map(x, [](double v) { return std::ceil(v); }), X);
    t.check("fma", fm, conf::gen(n, [&](std::size_t i) { return double(std::fma(x[i], y[i], z[i])); }), X);
    t.check("div_rn", dr, t.map(x, y, [](double a, double b) { return double(float(a) / float(b)); }), X);
    t.check("clamp", cl, t.map(x, [](double v) { return std::min(std::max(v, -5.0), 7.5); }), X);
    t.check("max-min", mx, conf::gen(n, [&](std::size_t i) { return double(std::max(x[i], y[i]) - std::min(x[i], z[i])); }), X);
  }
  return t.finish();
}

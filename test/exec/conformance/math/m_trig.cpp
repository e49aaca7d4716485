// tl.sin, tl.cos on [-pi, pi] (absolute 2e-6: sin.approx on the GPU),
// tl.erf and tl.sigmoid on [-6, 6].
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::m_trig;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 64, 1000})) {
    auto x = conf::nonzero<float>(t, n, -3.14159, 3.14159);
    for (long long i = 1; i < n; i += 2)
      x[i] = x[i] * 1.9f;
    auto s = t.output<float>(n), c = t.output<float>(n), e = t.output<float>(n), g = t.output<float>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, x.data(), s.data(), c.data(), e.data(), g.data(), int(n))))
      continue;
    t.check("sin", s, t.map(x, [](double v) { return std::sin(v); }), cputest::close(1e-6, 4e-6));
    t.check("cos", c, t.map(x, [](double v) { return std::cos(v); }), cputest::close(1e-6, 4e-6));
    t.check("erf", e, t.map(x, [](double v) { return std::erf(v); }), cputest::close(1e-6, 1e-7));
    t.check("sigmoid", g, t.map(x, [](double v) { return 1 / (1 + std::exp(-v)); }), cputest::close(2e-6, 1e-7));
  }
  return t.finish();
}

// fp64 math: exp, log, sqrt, sin (libdevice accuracy: a few ulps of double).
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::m_fp64;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 64, 1000})) {
    auto x = conf::nonzero<double>(t, n, -20, 20), p = conf::nonzero<double>(t, n, 1e-6, 1e6);
    auto e = t.output<double>(n), l = t.output<double>(n), s = t.output<double>(n), sn = t.output<double>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, x.data(), p.data(), e.data(), l.data(), s.data(), sn.data(), int(n))))
      continue;
    t.check("exp", e, t.map(x, [](double v) { return std::exp(v); }), cputest::ulps<double>(4));
    t.check("log", l, t.map(p, [](double v) { return std::log(v); }), cputest::close(4 * 2.2e-16, 1e-15));
    t.check("sqrt", s, t.map(p, [](double v) { return std::sqrt(v); }), cputest::exact());
    t.check("sin", sn, t.map(x, [](double v) { return std::sin(v); }), cputest::close(4 * 2.2e-16, 1e-15));
  }
  return t.finish();
}

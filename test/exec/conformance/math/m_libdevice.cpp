// libdevice functions by name (tanh, pow, atan, log1p, expm1, cbrt through
// libdevice., tl.math. and tl.extra.cuda.libdevice.): 8 ulps.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::m_libdevice;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 64, 1000})) {
    auto x = conf::nonzero<float>(t, n, -5, 5), y = conf::nonzero<float>(t, n, 0.25, 4);
    auto th = t.output<float>(n), pw = t.output<float>(n), at = t.output<float>(n), l1 = t.output<float>(n);
    auto em = t.output<float>(n), cb = t.output<float>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, x.data(), y.data(), th.data(), pw.data(), at.data(), l1.data(),
                        em.data(), cb.data(), int(n))))
      continue;
    auto tol = cputest::ulps<float>(8);
    t.check("tanh", th, t.map(x, [](double v) { return std::tanh(v); }), tol);
    t.check("pow", pw, t.map(x, y, [](double a, double b) { return std::pow(std::fabs(a), b); }), tol);
    t.check("atan", at, t.map(x, y, [](double a, double b) { return std::atan(double(float(a / b))); }), tol);
    t.check("log1p", l1, t.map(x, [](double v) { return std::log1p(std::fabs(v)); }), tol);
    t.check("expm1", em, t.map(y, [](double v) { return std::expm1(v); }), tol);
    t.check("cbrt", cb, t.map(x, [](double v) { return std::cbrt(v); }), tol);
  }
  return t.finish();
}

// fp64 exp exp2 log log2 sqrt rsqrt sin cos erf sigmoid (a few ulps: libm /
// libdevice), floor ceil abs fma and / (exact), tl.fdiv.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::m2_fp64;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 63, 1000})) {
    auto x = conf::nonzero<double>(t, n, -20, 20), p = conf::nonzero<double>(t, n, 1e-6, 1e6), y = conf::nonzero<double>(t, n, -4, 4);
    auto o = t.output<double>(16 * n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, x.data(), p.data(), y.data(), o.data(), int(n))))
      continue;
    auto ulp = cputest::close(1e-15, 1e-300);
    auto trig = cputest::close(1e-15, 1e-15);
    auto X = cputest::exact();
    auto L = [&](int lane, const char *name, auto f, cputest::Tolerance tol) {
      t.check(name, conf::lane(o, 16, lane), conf::gen(n, [&](std::size_t i) { return f(x.at(i), p.at(i), y.at(i)); }), tol);
    };
    L(0, "exp", [](double a, double, double) { return std::exp(a); }, ulp);
    L(1, "exp2", [](double a, double, double) { return std::exp2(a); }, ulp);
    L(2, "log", [](double, double b, double) { return std::log(b); }, trig);
    L(3, "log2", [](double, double b, double) { return std::log2(b); }, trig);
    L(4, "sqrt", [](double, double b, double) { return std::sqrt(b); }, X);
    L(5, "fdiv", [](double a, double, double c) { return a / c; }, ulp);
    L(6, "rsqrt", [](double, double b, double) { return 1 / std::sqrt(b); }, ulp);
    L(7, "sin", [](double a, double, double) { return std::sin(a); }, trig);
    L(8, "cos", [](double a, double, double) { return std::cos(a); }, trig);
    L(9, "erf", [](double a, double, double) { return std::erf(a); }, trig);
    L(10, "floor", [](double a, double, double) { return std::floor(a * 3.7); }, X);
    L(11, "ceil", [](double a, double, double) { return std::ceil(a * 3.7); }, X);
    L(12, "abs", [](double a, double, double) { return std::fabs(a); }, X);
    L(13, "fma", [](double a, double b, double c) { return std::fma(a, c, b); }, X);
    L(14, "div", [](double a, double, double c) { return a / c; }, X);
    L(15, "sigmoid", [](double a, double, double) { return 1 / (1 + std::exp(-a)); }, ulp);
    conf::guards(t, "out", o);
  }
  return t.finish();
}

// libdevice on fp64: tanh pow atan log1p expm1 cbrt asinh (a few ulps),
// rint (exact, ties to even).
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::m2_libdevice64;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 63, 1000})) {
    auto x = conf::nonzero<double>(t, n, -0.99, 0.99), y = conf::nonzero<double>(t, n, 0.5, 4);
    for (long long i = 0; i < n; i += 5) x[i] = std::round(x[i] * 20) / 20 + 0.05;  // x * 10 near .5 ties
    auto o = t.output<double>(8 * n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, x.data(), y.data(), o.data(), int(n))))
      continue;
    auto A = cputest::close(1e-15, 1e-300);
    auto L = [&](int lane, const char *name, auto f, cputest::Tolerance tol) {
      t.check(name, conf::lane(o, 8, lane), conf::gen(n, [&](std::size_t i) { return f(x.at(i), y.at(i)); }), tol);
    };
    L(0, "tanh", [](double a, double) { return std::tanh(a); }, A);
    L(1, "pow", [](double a, double b) { return std::pow(b, a); }, A);
    L(2, "atan", [](double a, double) { return std::atan(a * 5); }, A);
    L(3, "log1p", [](double a, double) { return std::log1p(a); }, A);
    L(4, "expm1", [](double a, double) { return std::expm1(a); }, A);
    L(5, "cbrt", [](double a, double) { return std::cbrt(a); }, A);
    L(6, "asinh", [](double, double b) { return std::asinh(b); }, A);
    L(7, "rint", [](double a, double) { return std::nearbyint(a * 10); }, cputest::exact());
    conf::guards(t, "out", o);
  }
  return t.finish();
}

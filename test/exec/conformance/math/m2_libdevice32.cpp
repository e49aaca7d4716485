// More libdevice functions on fp32 (tan asin acos sinh cosh erfc exp10
// log10 atanh hypot: a few ulps; trunc round copysign fmin fmax fmod: exact).
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::m2_libdevice32;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 63, 1000})) {
    auto x = conf::nonzero<float>(t, n, -0.99, 0.99), y = conf::nonzero<float>(t, n, 1, 4);
    auto o = t.output<float>(16 * n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, x.data(), y.data(), o.data(), int(n))))
      continue;
    auto A = cputest::close(1e-6, 1e-7);  // libdevice: at most a few ulps
    auto X = cputest::exact();
    auto L = [&](int lane, const char *name, auto f, cputest::Tolerance tol) {
      t.check(name, conf::lane(o, 16, lane), conf::gen(n, [&](std::size_t i) { return f(x.at(i), y.at(i)); }), tol);
    };
    using conf::f32;
    L(0, "tan", [](double a, double) { return std::tan(a); }, A);
    L(1, "asin", [](double a, double) { return std::asin(a); }, A);
    L(2, "acos", [](double a, double) { return std::acos(a); }, A);
    L(3, "sinh", [](double, double b) { return std::sinh(b); }, A);
    L(4, "cosh", [](double, double b) { return std::cosh(b); }, A);
    L(5, "erfc", [](double a, double) { return std::erfc(a); }, A);
    L(6, "exp10", [](double a, double) { return std::pow(10.0, a); }, A);
    L(7, "log10", [](double, double b) { return std::log10(b); }, A);
    L(8, "trunc", [](double a, double b) { return std::trunc(f32(f32(b * a) * 10)); }, X);
    L(9, "round", [](double a, double b) { return std::round(f32(f32(b * a) * 10)); }, X);
    L(10, "hypot", [](double a, double b) { return std::hypot(a, b); }, A);
    L(11, "copysign", [](double a, double b) { return std::copysign(b, a); }, X);
    L(12, "fmin", [](double a, double b) { return std::fmin(a, f32(b - 2)); }, X);
    L(13, "fmax", [](double a, double b) { return std::fmax(a, f32(b - 2)); }, X);
    L(14, "atanh", [](double a, double) { return std::atanh(f32(a * double(0.9f))); }, A);
    L(15, "fmod", [](double a, double b) { return std::fmod(f32(b * 7), a); }, X);
    conf::guards(t, "out", o);
  }
  return t.finish();
}

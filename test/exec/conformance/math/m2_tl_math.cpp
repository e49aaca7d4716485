// The tl.math.<name> spellings on fp32 give what the builtins give:
// tolerances of m_exp_log / m_trig / m_sqrt (GPU approximations), exact
// for floor ceil abs fma div_rn sqrt_rn.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::m2_tl_math;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 63, 1000})) {
    auto x = conf::nonzero<float>(t, n, -3.1, 3.1), p = conf::nonzero<float>(t, n, 1e-3, 1000), y = conf::nonzero<float>(t, n, -4, 4);
    auto o = t.output<float>(16 * n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, x.data(), p.data(), y.data(), o.data(), int(n))))
      continue;
    auto X = cputest::exact();
    auto L = [&](int lane, const char *name, auto f, cputest::Tolerance tol) {
      t.check(name, conf::lane(o, 16, lane), conf::gen(n, [&](std::size_t i) { return f(x.at(i), p.at(i), y.at(i)); }), tol);
    };
    using conf::f32;
    L(0, "exp", [](double a, double, double) { return std::exp(a); }, cputest::close(2e-6));
    L(1, "exp2", [](double a, double, double) { return std::exp2(a); }, cputest::close(2e-6));
    L(2, "log", [](double, double b, double) { return std::log(b); }, cputest::close(1e-6, 1e-6));
    L(3, "log2", [](double, double b, double) { return std::log2(b); }, cputest::close(1e-6, 1e-6));
    L(4, "sqrt", [](double, double b, double) { return std::sqrt(b); }, cputest::ulps<float>(2));
    L(5, "sqrt_rn", [](double, double b, double) { return f32(std::sqrt(b)); }, X);
    L(6, "rsqrt", [](double, double b, double) { return 1 / std::sqrt(b); }, cputest::close(2e-6));
    L(7, "sin", [](double a, double, double) { return std::sin(a); }, cputest::close(1e-6, 4e-6));
    L(8, "cos", [](double a, double, double) { return std::cos(a); }, cputest::close(1e-6, 4e-6));
    L(9, "erf", [](double a, double, double) { return std::erf(a); }, cputest::close(1e-6, 1e-7));
    L(10, "floor", [](double a, double, double) { return std::floor(f32(a * double(3.7f))); }, X);
    L(11, "ceil", [](double a, double, double) { return std::ceil(f32(a * double(3.7f))); }, X);
    L(12, "abs", [](double a, double, double) { return std::fabs(a); }, X);
    L(13, "fma", [](double a, double b, double c) { return f32(std::fma(a, c, b)); }, X);
    L(14, "div_rn", [](double a, double, double c) { return f32(a / c); }, X);
    L(15, "fdiv", [](double a, double, double c) { return a / c; }, cputest::ulps<float>(2));
    conf::guards(t, "out", o);
  }
  return t.finish();
}

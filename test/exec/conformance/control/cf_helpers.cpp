// @jit helpers inlined with positional, keyword and default arguments (None,
// constexpr, runtime) and a tuple return unpacked by the caller.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::cf_helpers;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int B = k::BLOCK, P = 4;
  auto x = conf::nonzero<float>(t, P * B, -10, 10), y = conf::nonzero<float>(t, P * B, -10, 10);
  float a = t.random<float>(-3, 3);
  auto o1 = t.output<float>(P * B), o2 = t.output<float>(P * B), o3 = t.output<float>(P * B), st = t.output<float>(2 * P);
  if (t.ok(k::launch(nullptr, {unsigned(P)}, x.data(), y.data(), o1.data(), o2.data(), o3.data(), st.data(), a))) {
    auto tol = cputest::close(1e-6, 1e-5);
    t.check("a*x", o1, t.map(x, [&](double v) { return a * v; }), tol);
    t.check("(a*x+y)*2", o2, t.map(x, y, [&](double p, double q) { return (a * p + q) * 2; }), tol);
    t.check("a*x+y+y", o3, t.map(x, y, [&](double p, double q) { return a * p + q + q; }), tol);
    t.check("sum,max", st, conf::gen(2 * P, [&](std::size_t e) {
              double s = 0, m = -1e300;
              for (int j = 0; j < B; ++j) { s += y.at(e / 2 * B + j); m = std::max(m, y.at(e / 2 * B + j)); }
              return e % 2 ? m : s;
            }), cputest::close(1e-6, 1e-4));
  }
  return t.finish();
}

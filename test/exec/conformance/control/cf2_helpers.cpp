// @jit helpers: defaults, keywords in any order, nested helper calls, a
// constexpr keyword, three results unpacked.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::cf2_helpers;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int B = k::BLOCK, P = 4;
  auto x = conf::nonzero<float>(t, P * B, -10, 10);
  auto o = t.output<float>(4 * P * B), st = t.output<float>(3 * P);
  if (t.ok(k::launch(nullptr, {unsigned(P)}, x.data(), o.data(), st.data()))) {
    auto tol = cputest::close(1e-6, 1e-5);  // * + may fuse on the GPU
    t.check("default", conf::lane(o, 4, 0), t.map(x, [](double v) { return v * 2; }), tol);
    t.check("offset", conf::lane(o, 4, 1), t.map(x, [](double v) { return v * 2 + 1; }), tol);
    t.check("keywords", conf::lane(o, 4, 2), t.map(x, [](double v) { return v * 3 - 1; }), tol);
    t.check("nested", conf::lane(o, 4, 3), t.map(x, [](double v) { return v * 0.25; }), tol);
    t.check("stats", st, conf::gen(3 * P, [&](std::size_t e) {
              std::size_t p = e / 3;
              double s = 0, mx = -1e30, mn = 1e30;
              for (int i = 0; i < B; ++i) { double v = x.at(p * B + i); s += v; mx = std::max(mx, v); mn = std::min(mn, v); }
              return e % 3 == 0 ? s + 100 : e % 3 == 1 ? mx : -mn;
            }), cputest::close(1e-6, 1e-4));
    conf::guards(t, "out", o);
  }
  return t.finish();
}

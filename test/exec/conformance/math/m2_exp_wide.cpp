// fp32 exp over (-80, 80), exp2 over (-120, 120), log over (1e-30, 1e30):
// relative 1e-5 covers ex2.approx with the rounding of x * log2(e).
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::m2_exp_wide;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 63, 1000})) {
    auto x = conf::nonzero<float>(t, n, -80, 80), y = conf::nonzero<float>(t, n, -120, 120);
    auto p = t.input<float>(n, -69, 69);
    for (long long i = 0; i < n; ++i) p[i] = std::exp(p[i]);
    auto o = t.output<float>(3 * n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, x.data(), y.data(), p.data(), o.data(), int(n))))
      continue;
    t.check("exp", conf::lane(o, 3, 0), t.map(x, [](double v) { return std::exp(v); }), cputest::close(1e-5));
    t.check("exp2", conf::lane(o, 3, 1), t.map(y, [](double v) { return std::exp2(v); }), cputest::close(1e-5));
    t.check("log", conf::lane(o, 3, 2), t.map(p, [](double v) { return std::log(v); }), cputest::close(1e-6, 2e-6));
    conf::guards(t, "out", o);
  }
  return t.finish();
}

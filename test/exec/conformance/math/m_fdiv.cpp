// tl.fdiv (ieee_rounding=False: 2 ulps allowed, as on the GPU).
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::m_fdiv;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 64, 1000})) {
    auto x = conf::nonzero<float>(t, n, -1e3, 1e3), y = conf::nonzero<float>(t, n, -1e3, 1e3);
    auto o = t.output<float>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, x.data(), y.data(), o.data(), int(n))))
      continue;
    t.check("fdiv", o, t.map(x, y, [](double a, double b) { return a / b; }), cputest::ulps<float>(2));
  }
  return t.finish();
}

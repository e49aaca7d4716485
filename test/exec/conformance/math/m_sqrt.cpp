// tl.sqrt (approximate on the GPU: 2 ulps), tl.sqrt_rn (correctly rounded:
// exact), tl.rsqrt (4 ulps).
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::m_sqrt;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 64, 1000})) {
    auto p = conf::nonzero<float>(t, n, 1e-6, 1e6);
    auto s = t.output<float>(n), rn = t.output<float>(n), rs = t.output<float>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, p.data(), s.data(), rn.data(), rs.data(), int(n))))
      continue;
    t.check("sqrt", s, t.map(p, [](double v) { return std::sqrt(v); }), cputest::ulps<float>(2));
    t.check("sqrt_rn", rn, t.map(p, [](double v) { return double(std::sqrt(float(v))); }), cputest::exact());
    t.check("rsqrt", rs, t.map(p, [](double v) { return 1 / std::sqrt(v); }), cputest::ulps<float>(4));
  }
  return t.finish();
}

// tl.cdiv on positive int32, tl.umulhi on uint32, tl.abs on int32.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::m_int;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 64, 1000})) {
    auto a = conf::nonzero<std::int32_t>(t, n, 1, 1000000), b = conf::nonzero<std::int32_t>(t, n, 1, 5000);
    auto u = conf::nonzero<std::uint32_t>(t, n, 0, 4294967295.0), v = conf::nonzero<std::uint32_t>(t, n, 0, 4294967295.0);
    auto cd = t.output<std::int32_t>(n), ia = t.output<std::int32_t>(n);
    auto hi = t.output<std::uint32_t>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, a.data(), b.data(), u.data(), v.data(), cd.data(), hi.data(), ia.data(), int(n))))
      continue;
    t.check("cdiv", cd, t.map(a, b, [](double p, double q) { return std::ceil(p / q); }), cputest::exact());
    t.check("umulhi", hi, conf::gen(n, [&](std::size_t i) { return double((std::uint64_t(u[i]) * v[i]) >> 32); }), cputest::exact());
    t.check("iabs", ia, t.map(a, [](double p) { return std::fabs(p - 500000); }), cputest::exact());
  }
  return t.finish();
}

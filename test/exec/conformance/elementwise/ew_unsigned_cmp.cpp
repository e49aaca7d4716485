// Unsigned comparisons and tl.maximum / tl.minimum on uint32 values above
// 2^31, uint8 compared with 200.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::ew_unsigned_cmp;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 64, 1000})) {
    auto u = conf::nonzero<std::uint32_t>(t, n, 0, 4294967295.0), v = conf::nonzero<std::uint32_t>(t, n, 0, 4294967295.0);
    auto b = conf::nonzero<std::uint8_t>(t, n, 0, 255);
    auto lt = t.output<std::int8_t>(n);
    auto mx = t.output<std::uint32_t>(n), mn = t.output<std::uint32_t>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, u.data(), v.data(), lt.data(), mx.data(), mn.data(), b.data(), int(n))))
      continue;
    auto X = cputest::exact();
    t.check("lt", lt, conf::gen(n, [&](std::size_t i) { return double(u[i] < v[i]) + 2.0 * (b[i] > 200); }), X);
    t.check("max", mx, t.map(u, v, [](double p, double q) { return std::max(p, q); }), X);
    t.check("min", mn, t.map(u, v, [](double p, double q) { return std::min(p, q); }), X);
  }
  return t.finish();
}

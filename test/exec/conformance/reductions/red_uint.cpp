// Reductions of uint32 values above 2^31: max, min, argmax (unsigned order),
// sum (wrapping).
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::red_uint;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int B = k::BLOCK;
  for (long long rows : t.sizes({1, 6})) {
    auto u = conf::nonzero<std::uint32_t>(t, rows * B, 0, 4294967295.0);
    auto mx = t.output<std::uint32_t>(rows), mn = t.output<std::uint32_t>(rows), s = t.output<std::uint32_t>(rows);
    auto am = t.output<std::int32_t>(rows);
    if (!t.ok(k::launch(nullptr, {unsigned(rows)}, u.data(), mx.data(), mn.data(), am.data(), s.data())))
      continue;
    std::vector<double> emx, emn, eam, es;
    for (long long r = 0; r < rows; ++r) {
      std::uint32_t hi = 0, lo = UINT32_MAX, sum = 0;
      int arg = 0;
      for (int i = 0; i < B; ++i) {
        std::uint32_t v = u[r * B + i];
        if (v > hi) { hi = v; arg = i; }
        lo = std::min(lo, v);
        sum += v;
      }
      emx.push_back(hi); emn.push_back(lo); eam.push_back(arg); es.push_back(sum);
    }
    auto X = cputest::exact();
    t.check("max", mx, emx, X);
    t.check("min", mn, emn, X);
    t.check("argmax", am, eam, X);
    t.check("sum", s, es, X);
  }
  return t.finish();
}

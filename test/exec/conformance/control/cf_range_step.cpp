// tl.range(lo, hi, STEP, num_stages=2) with runtime bounds, and range with a
// negative step (hi - 1 down to lo).
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::cf_range_step;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int B = k::BLOCK, S = k::STEP;
  for (int rep = 0; rep < 6; ++rep) {
    int lo = t.random<int>(0, 5), hi = lo + t.random<int>(rep == 0 ? 0 : 1, 12);
    auto x = conf::nonzero<std::int32_t>(t, (hi + 1) * B, -1000, 1000);
    auto out = t.output<std::int32_t>(B), rev = t.output<std::int32_t>(B);
    if (!t.ok(k::launch(nullptr, {1}, x.data(), out.data(), rev.data(), lo, hi)))
      continue;
    std::vector<double> e(B), er(B);
    for (int j = 0; j < B; ++j) {
      std::uint32_t a = 0, r = 0;
      for (int i = lo; i < hi; i += S) a = a * 3u + std::uint32_t(x[i * B + j]);
      for (int i = hi - 1; i > lo - 1; --i) r = r * 3u + std::uint32_t(x[i * B + j]);
      e[j] = std::int32_t(a);
      er[j] = std::int32_t(r);
    }
    t.check("step", out, e, cputest::exact());
    t.check("reverse", rev, er, cputest::exact());
  }
  return t.finish();
}

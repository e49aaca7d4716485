// tl.cumprod in fp64 on values near 1, one row per program.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::scan_cumprod;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int B = k::BLOCK;
  for (long long rows : t.sizes({1, 4})) {
    auto x = conf::nonzero<double>(t, rows * B, 0.5, 1.5);
    for (long long i = 0; i < rows * B; i += 3)
      x[i] = -x[i];
    auto out = t.output<double>(rows * B);
    if (!t.ok(k::launch(nullptr, {unsigned(rows)}, x.data(), out.data())))
      continue;
    std::vector<double> e(rows * B);
    for (long long r = 0; r < rows; ++r) {
      double p = 1;
      for (int i = 0; i < B; ++i)
        e[r * B + i] = p *= x.at(r * B + i);
    }
    t.check("cumprod", out, e, cputest::ulps<double>(4 * B));
  }
  return t.finish();
}

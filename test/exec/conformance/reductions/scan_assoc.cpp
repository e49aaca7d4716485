// tl.associative_scan with a @jit max combine, forward and reverse=True.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::scan_assoc;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int B = k::BLOCK;
  for (long long rows : t.sizes({1, 4})) {
    auto x = conf::nonzero<std::int32_t>(t, rows * B, -1000000, 1000000);
    auto fwd = t.output<std::int32_t>(rows * B), rev = t.output<std::int32_t>(rows * B);
    if (!t.ok(k::launch(nullptr, {unsigned(rows)}, x.data(), fwd.data(), rev.data())))
      continue;
    std::vector<double> ef(rows * B), er(rows * B);
    for (long long r = 0; r < rows; ++r) {
      double m = -1e300, mr = -1e300;
      for (int i = 0; i < B; ++i) {
        ef[r * B + i] = m = std::max(m, x.at(r * B + i));
        er[r * B + B - 1 - i] = mr = std::max(mr, x.at(r * B + B - 1 - i));
      }
    }
    t.check("fwd", fwd, ef, cputest::exact());
    t.check("rev", rev, er, cputest::exact());
  }
  return t.finish();
}

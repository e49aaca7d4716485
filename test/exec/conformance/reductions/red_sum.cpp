// tl.sum over axis 1, axis 0, all (axis=None) and keep_dims, on a masked
// m x n block (other=0). Tolerance: relative to the sum of magnitudes.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::red_sum;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (int rep = 0; rep < 6; ++rep) {
    int m = rep == 0 ? int(k::BM) : t.random<int>(1, int(k::BM));
    int n = rep == 0 ? int(k::BN) : t.random<int>(1, int(k::BN));
    auto x = conf::nonzero<float>(t, m * n, -10, 10);
    auto rows = t.output<float>(m), cols = t.output<float>(n), all = t.output<float>(1), keep = t.output<float>(m);
    if (!t.ok(k::launch(nullptr, {1}, x.data(), rows.data(), cols.data(), all.data(), keep.data(), m, n)))
      continue;
    std::vector<double> er(m, 0), ec(n, 0), ea(1, 0);
    for (int i = 0; i < m; ++i)
      for (int j = 0; j < n; ++j) {
        er[i] += x.at(i * n + j);
        ec[j] += x.at(i * n + j);
        ea[0] += x.at(i * n + j);
      }
    // |error| <= n * eps * sum|x| <= n * eps * 10 * n: absolute bounds.
    t.check("rows", rows, er, cputest::close(0, 1e-7 * 10 * n * 4));
    t.check("keep_dims", keep, er, cputest::close(0, 1e-7 * 10 * n * 4));
    t.check("cols", cols, ec, cputest::close(0, 1e-7 * 10 * m * 4));
    t.check("all", all, ea, cputest::close(0, 1e-7 * 10 * m * n * 4));
  }
  return t.finish();
}

// Block pointers advanced in a loop: row sums of an m x k matrix in BK
// column steps (tl.advance(p, (0, BK)), the matmul pattern), tail padded
// with zeros. Tolerance: bounded by the sum of magnitudes.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::bp_rowsum;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (int rep = 0; rep < 6; ++rep) {
    int m = t.random<int>(1, 70), kk = t.random<int>(1, 200), sx = kk + t.random<int>(0, 4);
    auto x = conf::nonzero<float>(t, m * sx, -10, 10);
    auto out = t.output<float>(m);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(m, k::BM)}, x.data(), out.data(), m, kk, sx)))
      continue;
    std::vector<double> expected(m, 0);
    for (int r = 0; r < m; ++r)
      for (int j = 0; j < kk; ++j)
        expected[r] += x.at(r * sx + j);
    t.check("out", out, expected, cputest::close(0, 1e-7 * 10 * kk * 4));
  }
  return t.finish();
}

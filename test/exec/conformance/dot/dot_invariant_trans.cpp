// A tile loaded before a loop and read in it through tl.trans as B
// (dot_invariant_trans): s_i = q_i @ k^T for every block of rows of q.
#include TRITONC_TEST_KERNEL_HEADER
#include "DotTest.h"
namespace k = kernels::dot_invariant_trans;

int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int BM = k::BM, BN = k::BN, D = k::D;
  for (int rep = 0; rep < 4; ++rep) {
    int blocks = rep == 0 ? 1 : t.random<int>(2, 5);
    int M = blocks * BM;
    auto q = conf::nonzero<tritonc::float16>(t, std::size_t(M) * D, -1, 1);
    auto kk = conf::nonzero<tritonc::float16>(t, std::size_t(BN) * D, -1, 1);
    auto s = t.output<float>(std::size_t(M) * BN);
    if (!t.ok(k::launch(nullptr, {1}, q.data(), kk.data(), s.data(), blocks)))
      continue;
    // k^T (D x BN), row-major, for the reference.
    std::vector<double> kt = dot::transposed(dot::values(kk), BN, D);
    dot::check(t, "s", s, dot::matmul(dot::values(q), kt, {}, 1, M, BN, D), dot::f32Accumulate(D));
  }
  return t.finish();
}

// The wrap-around matmul (dot_mm_wrap): sizes multiples of 16, as its
// signature promises, but not of the blocks, so the last blocks wrap around
// the matrix and K ends in a partial step.
#include TRITONC_TEST_KERNEL_HEADER
#include "DotTest.h"
namespace k = kernels::dot_mm_wrap;

int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (int rep = 0; rep < 4; ++rep) {
    int M = 16 * t.random<int>(1, 3 * k::BM / 16);
    int N = 16 * t.random<int>(1, 3 * k::BN / 16);
    // Two and three steps of K first (an even and an odd trip count).
    int K = rep == 0 ? k::BK + 16 : rep == 1 ? 2 * k::BK + 16 : 16 * t.random<int>(1, 3 * k::BK / 16);
    auto a = conf::nonzero<tritonc::float16>(t, std::size_t(M) * K, -1, 1);
    auto b = conf::nonzero<tritonc::float16>(t, std::size_t(K) * N, -1, 1);
    auto c = t.output<float>(std::size_t(M) * N);
    tritonc::Dim3 grid{unsigned(tritonc::cdiv(M, k::BM)), unsigned(tritonc::cdiv(N, k::BN)), 1};
    if (!t.ok(k::launch(nullptr, grid, a.data(), b.data(), c.data(), M, N, K)))
      continue;
    dot::check(t, "c", c, dot::matmul(dot::values(a), dot::values(b), {}, 1, M, N, K), dot::f32Accumulate(K));
  }
  return t.finish();
}

// A matmul whose B is read as the transpose of an N x K row-major matrix
// through strides (dot_mm_kt): M and N random (edges masked), K a random
// multiple of 16 as the signature promises, ending in a partial step.
#include TRITONC_TEST_KERNEL_HEADER
#include "DotTest.h"
namespace k = kernels::dot_mm_kt;

int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (int rep = 0; rep < 4; ++rep) {
    int M = rep == 0 ? k::BM : t.random<int>(1, 3 * k::BM);
    int N = rep == 0 ? k::BN : t.random<int>(1, 3 * k::BN);
    int K = rep == 0 ? k::BK + 16 : 16 * t.random<int>(1, 3 * k::BK / 16);
    auto a = conf::nonzero<tritonc::float16>(t, std::size_t(M) * K, -1, 1);
    auto bt = conf::nonzero<tritonc::float16>(t, std::size_t(N) * K, -1, 1);
    std::vector<double> btv = dot::values(bt), bv(std::size_t(K) * N);
    for (int r = 0; r < K; ++r)
      for (int c = 0; c < N; ++c)
        bv[std::size_t(r) * N + c] = btv[std::size_t(c) * K + r];
    auto c = t.output<float>(std::size_t(M) * N);
    tritonc::Dim3 grid{unsigned(tritonc::cdiv(M, k::BM)), unsigned(tritonc::cdiv(N, k::BN)), 1};
    if (!t.ok(k::launch(nullptr, grid, a.data(), bt.data(), c.data(), M, N, K)))
      continue;
    dot::check(t, "c", c, dot::matmul(dot::values(a), bv, {}, 1, M, N, K), dot::f32Accumulate(K));
  }
  return t.finish();
}

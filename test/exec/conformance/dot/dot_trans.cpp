// Transposed operands (bf16): at holds a^T (K x M), bt holds b^T (N x K);
// c = tl.trans(at) @ tl.trans(bt) and d = at.T @ tl.permute(bt, (1, 0))
// must both be a @ b.
#include TRITONC_TEST_KERNEL_HEADER
#include "DotTest.h"
namespace k = kernels::dot_trans;

int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int M = k::M, N = k::N, K = k::K;
  for (int rep = 0; rep < 4; ++rep) {
    auto at = conf::nonzero<tritonc::bfloat16>(t, K * M, -1, 1);
    auto bt = conf::nonzero<tritonc::bfloat16>(t, N * K, -1, 1);
    auto c = t.output<float>(M * N), d = t.output<float>(M * N);
    if (!t.ok(k::launch(nullptr, {1}, at.data(), bt.data(), c.data(), d.data())))
      continue;
    std::vector<double> a(M * K), b(K * N);
    for (int i = 0; i < M; ++i)
      for (int j = 0; j < K; ++j)
        a[i * K + j] = at.at(j * M + i);
    for (int i = 0; i < K; ++i)
      for (int j = 0; j < N; ++j)
        b[i * N + j] = bt.at(j * K + i);
    auto ref = dot::matmul(a, b, {}, 1, M, N, K);
    dot::check(t, "c", c, ref, dot::f32Accumulate(K));
    dot::check(t, "d", d, ref, dot::f32Accumulate(K));
  }
  return t.finish();
}

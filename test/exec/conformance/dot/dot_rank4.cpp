// 4-D operands, c + [2, 2, M, K] @ [2, 2, K, N] in bf16 (M, N, K = 16, 16,
// 32) with a 4-D fp32 accumulator c: four independent products (the
// leading dimensions flattened into one batch, as Triton 3.6 does).
#include TRITONC_TEST_KERNEL_HEADER
#include "DotTest.h"
namespace k = kernels::dot_rank4;

int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int M = k::M, N = k::N, K = k::K;
  for (int rep = 0; rep < 4; ++rep) {
    auto a = conf::nonzero<tritonc::bfloat16>(t, 4 * M * K, -1, 1);
    auto b = conf::nonzero<tritonc::bfloat16>(t, 4 * K * N, -1, 1);
    auto c = conf::nonzero<float>(t, 4 * M * N, -4, 4);
    auto out = t.output<float>(4 * M * N);
    if (!t.ok(k::launch(nullptr, {1}, a.data(), b.data(), c.data(), out.data())))
      continue;
    dot::check(t, "out", out, dot::matmul(dot::values(a), dot::values(b), dot::values(c), 4, M, N, K),
               dot::f32Accumulate(K));
  }
  return t.finish();
}

// bf16 operands, fp32 accumulator: a 64 x 32 block, K steps of 128.
#include TRITONC_TEST_KERNEL_HEADER
#include "DotTest.h"
namespace k = kernels::dot_mm_bf16;

int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  dot::runMatmul<tritonc::bfloat16, float>(
      t, k::BM, k::BN, k::BK,
      [&](std::size_t n) { return conf::nonzero<tritonc::bfloat16>(t, n, -1, 1); },
      [](const cputest::Buffer<tritonc::bfloat16> &x, std::size_t i) { return x.at(i); },
      [](tritonc::Dim3 grid, tritonc::bfloat16 *a, tritonc::bfloat16 *b, float *c, int M, int N, int K) {
        return k::launch(nullptr, grid, a, b, c, M, N, K);
      },
      [](int K) { return dot::f32Accumulate(K); });
  return t.finish();
}

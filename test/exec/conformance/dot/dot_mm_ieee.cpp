// fp32 operands, input_precision="IEEE": a 64 x 32 block, K steps of 32.
// The bound is fp32 accumulation, below what tf32 would give.
#include TRITONC_TEST_KERNEL_HEADER
#include "DotTest.h"
namespace k = kernels::dot_mm_ieee;

int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  dot::runF32Matmul(
      t, k::BM, k::BN, k::BK,
      [](tritonc::Dim3 grid, float *a, float *b, float *c, int M, int N, int K) {
        return k::launch(nullptr, grid, a, b, c, M, N, K);
      },
      [](int K) { return dot::f32Accumulate(K); });
  return t.finish();
}

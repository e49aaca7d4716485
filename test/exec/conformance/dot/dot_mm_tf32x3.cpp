// fp32 operands, input_precision="tf32x3": 16 x 16 x 16 blocks. The bound
// (2^-19 of the magnitude) is below what tf32 alone would give.
#include TRITONC_TEST_KERNEL_HEADER
#include "DotTest.h"
namespace k = kernels::dot_mm_tf32x3;

int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  dot::runF32Matmul(
      t, k::BM, k::BN, k::BK,
      [](tritonc::Dim3 grid, float *a, float *b, float *c, int M, int N, int K) {
        return k::launch(nullptr, grid, a, b, c, M, N, K);
      },
      [](int K) { return dot::tf32x3(K); });
  return t.finish();
}

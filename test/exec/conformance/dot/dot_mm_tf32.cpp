// fp32 operands with the default input_precision (tf32): a 32 x 32 block, K
// steps of 32.
#include TRITONC_TEST_KERNEL_HEADER
#include "DotTest.h"
namespace k = kernels::dot_mm_tf32;

int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  dot::runF32Matmul(
      t, k::BM, k::BN, k::BK,
      [](tritonc::Dim3 grid, float *a, float *b, float *c, int M, int N, int K) {
        return k::launch(nullptr, grid, a, b, c, M, N, K);
      },
      [](int K) { return dot::tf32(K); });
  return t.finish();
}

// fp16 operands with out_dtype=tl.float16: an fp16 accumulator carried
// around the K loop (32 x 32 blocks, K steps of 32).
#include TRITONC_TEST_KERNEL_HEADER
#include "DotTest.h"
namespace k = kernels::dot_mm_f16acc;

int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  dot::runMatmul<tritonc::float16, tritonc::float16>(
      t, k::BM, k::BN, k::BK,
      [&](std::size_t n) { return conf::nonzero<tritonc::float16>(t, n, -1, 1); },
      [](const cputest::Buffer<tritonc::float16> &x, std::size_t i) { return x.at(i); },
      [](tritonc::Dim3 grid, tritonc::float16 *a, tritonc::float16 *b, tritonc::float16 *c, int M, int N, int K) {
        return k::launch(nullptr, grid, a, b, c, M, N, K);
      },
      [](int K) { return dot::f16Accumulate(K); }, 1.0 / (1 << 24));
  return t.finish();
}

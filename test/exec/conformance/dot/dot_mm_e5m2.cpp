// float8e5 operands, fp32 accumulator: a 16 x 64 block, K steps of 64.
#include TRITONC_TEST_KERNEL_HEADER
#include "DotTest.h"
namespace k = kernels::dot_mm_e5m2;

int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  dot::runMatmul<std::uint8_t, float>(
      t, k::BM, k::BN, k::BK,
      [&](std::size_t n) { return dot::fp8Input(t, n, dot::kE5M2Max4); },
      [](const cputest::Buffer<std::uint8_t> &x, std::size_t i) { return dot::e5m2(x[i]); },
      [](tritonc::Dim3 grid, std::uint8_t *a, std::uint8_t *b, float *c, int M, int N, int K) {
        return k::launch(nullptr, grid, reinterpret_cast<tritonc::float8_e5m2 *>(a), reinterpret_cast<tritonc::float8_e5m2 *>(b), c, M, N, K);
      },
      [](int K) { return dot::fp8Accumulate(K); });
  return t.finish();
}

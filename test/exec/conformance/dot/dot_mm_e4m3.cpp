// float8e4nv operands, fp32 accumulator (tolerance: fp8Accumulate in
// DotTest.h): a 32 x 32 block, K steps of 32 (the smallest K of 8-bit
// operands).
#include TRITONC_TEST_KERNEL_HEADER
#include "DotTest.h"
namespace k = kernels::dot_mm_e4m3;

int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  dot::runMatmul<std::uint8_t, float>(
      t, k::BM, k::BN, k::BK,
      [&](std::size_t n) { return dot::fp8Input(t, n, dot::kE4M3Max4); },
      [](const cputest::Buffer<std::uint8_t> &x, std::size_t i) { return dot::e4m3(x[i]); },
      [](tritonc::Dim3 grid, std::uint8_t *a, std::uint8_t *b, float *c, int M, int N, int K) {
        return k::launch(nullptr, grid, reinterpret_cast<tritonc::float8_e4m3 *>(a), reinterpret_cast<tritonc::float8_e4m3 *>(b), c, M, N, K);
      },
      [](int K) { return dot::fp8Accumulate(K); });
  return t.finish();
}

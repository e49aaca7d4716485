// int8 operands, int32 accumulator: exact (|products| < 2^14, K < 2^10).
#include TRITONC_TEST_KERNEL_HEADER
#include "DotTest.h"
namespace k = kernels::dot_mm_i8;

int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  dot::runMatmul<std::int8_t, std::int32_t>(
      t, k::BM, k::BN, k::BK,
      [&](std::size_t n) { return conf::nonzero<std::int8_t>(t, n, -128, 127); },
      [](const cputest::Buffer<std::int8_t> &x, std::size_t i) { return x.at(i); },
      [](tritonc::Dim3 grid, std::int8_t *a, std::int8_t *b, std::int32_t *c, int M, int N, int K) {
        return k::launch(nullptr, grid, a, b, c, M, N, K);
      },
      [](int) { return 0.0; });
  return t.finish();
}

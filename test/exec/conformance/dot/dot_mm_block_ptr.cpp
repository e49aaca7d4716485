// Matmuls through block pointers (dot_mm_block_ptr in dot.tri): a and b
// have rows padded to a multiple of 16 elements, and the padding holds a
// value (1000) that would spoil every result it reached; M, N and K are
// random, so that edges of every block are outside the tensors. On sm_90a
// the pipelined loads are bulk tensor copies: this checks their tensor
// maps, boxes, swizzle and out-of-bounds zeros, for fp16 and bf16, B row-
// major and transposed (N x K in memory, read through tl.trans or through a
// block pointer of order (0, 1): TRANS_B 1 or 2).
#include TRITONC_TEST_KERNEL_HEADER
#include "DotTest.h"
namespace k = kernels::dot_mm_block_ptr;

namespace {
using Element = dot::Pointee<decltype(&k::launch), 0>;

int roundUp(int x, int m) { return (x + m - 1) / m * m; }

/// rows x cols values with rows `ld` apart; the padding holds 1000.
cputest::Buffer<Element> padded(cputest::Test &t, int rows, int cols, int ld, std::vector<double> &values) {
  auto x = conf::nonzero<Element>(t, std::size_t(rows) * ld, -1, 1);
  values.assign(std::size_t(rows) * cols, 0);
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < ld; ++c) {
      std::size_t i = std::size_t(r) * ld + c;
      if (c >= cols)
        x[i] = cputest::Traits<Element>::fromDouble(1000.0);
      else
        values[std::size_t(r) * cols + c] = x.at(i);  // the value as a double
    }
  return x;
}
} // namespace

int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (int rep = 0; rep < 6; ++rep) {
    int M = rep == 0 ? k::BM : t.random<int>(1, 3 * k::BM);
    int N = rep == 0 ? k::BN : t.random<int>(1, 3 * k::BN);
    int K = rep == 0 ? k::BK : rep == 1 ? 5 * k::BK : t.random<int>(1, 4 * k::BK);
    int bRows = k::TRANS_B ? N : K, bCols = k::TRANS_B ? K : N;
    int lda = roundUp(K, 16) + 16 * t.random<int>(0, 1), ldb = roundUp(bCols, 16) + 16 * t.random<int>(0, 1);
    std::vector<double> av, bStored;
    auto a = padded(t, M, K, lda, av);
    auto b = padded(t, bRows, bCols, ldb, bStored);
    // K x N for the reference.
    std::vector<double> bv = k::TRANS_B ? dot::transposed(bStored, N, K) : bStored;
    auto c = t.output<float>(std::size_t(M) * N);
    tritonc::Dim3 grid{unsigned(tritonc::cdiv(M, k::BM)), unsigned(tritonc::cdiv(N, k::BN)), 1};
    if (!t.ok(k::launch(nullptr, grid, a.data(), b.data(), c.data(), M, N, K, lda, ldb)))
      continue;
    dot::check(t, "c", c, dot::matmul(av, bv, {}, 1, M, N, K), dot::f32Accumulate(K));
  }
  return t.finish();
}

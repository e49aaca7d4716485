// Batched matmuls through block pointers whose bases the kernel offsets
// per batch z and head h (dot_bmm_block_ptr in dot.tri): Z x H problems of
// random M x K @ K x N, each operand's batches a random number of 16-element
// steps apart, every element between and after the matrices (row padding,
// gaps between heads and batches) holding 1000, which would spoil every
// result it reached. On sm_90a the loads are bulk tensor copies whose maps
// have one more dimension per offset: this checks their strides, extents
// and coordinates (a batch read in place of another gives wrong values).
#include TRITONC_TEST_KERNEL_HEADER
#include "DotTest.h"
namespace k = kernels::dot_bmm_block_ptr;

namespace {
using Element = dot::Pointee<decltype(&k::launch), 0>;

int roundUp(int x, int m) { return (x + m - 1) / m * m; }

/// Z x H matrices of rows x cols, rows `ld` apart, heads `strideH` and
/// batches `strideZ` elements apart; `values` gets each matrix's values
/// (batch z * H + h after the others), everything else holds 1000.
struct Batches {
  int ld, strideH, strideZ;
};
cputest::Buffer<Element> batched(cputest::Test &t, int Z, int H, int rows, int cols, const Batches &at,
                                 std::vector<std::vector<double>> &values) {
  auto x = conf::nonzero<Element>(t, std::size_t(Z) * at.strideZ, -1, 1);
  std::vector<bool> used(x.size(), false);
  values.assign(std::size_t(Z) * H, {});
  for (int z = 0; z < Z; ++z)
    for (int h = 0; h < H; ++h) {
      std::vector<double> &v = values[std::size_t(z) * H + h];
      v.assign(std::size_t(rows) * cols, 0);
      for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
          std::size_t i = std::size_t(z) * at.strideZ + std::size_t(h) * at.strideH + std::size_t(r) * at.ld + c;
          used[i] = true;
          v[std::size_t(r) * cols + c] = x.at(i);
        }
    }
  for (std::size_t i = 0; i < x.size(); ++i)
    if (!used[i])
      x[i] = cputest::Traits<Element>::fromDouble(1000.0);
  return x;
}

/// Where `rows` x `cols` matrices with rows `ld` apart can lie: heads a
/// random number of 16-element steps past the last one's end, batches past
/// the H heads'.
Batches layout(cputest::Test &t, int H, int rows, int cols) {
  Batches at;
  at.ld = roundUp(cols, 16) + 16 * t.random<int>(0, 1);
  at.strideH = rows * at.ld + 16 * t.random<int>(0, 2);
  at.strideZ = H * at.strideH + 16 * t.random<int>(0, 2);
  return at;
}
} // namespace

int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (int rep = 0; rep < 5; ++rep) {
    int Z = t.random<int>(1, 3), H = t.random<int>(1, 4);
    int M = rep == 0 ? k::BM : t.random<int>(1, 2 * k::BM);
    int N = rep == 0 ? k::BN : t.random<int>(1, 2 * k::BN);
    int K = rep == 0 ? k::BK : t.random<int>(1, 3 * k::BK);
    int bRows = k::KMAJOR_B ? N : K, bCols = k::KMAJOR_B ? K : N;
    Batches aAt = layout(t, H, M, K), bAt = layout(t, H, bRows, bCols);
    std::vector<std::vector<double>> av, bStored;
    auto a = batched(t, Z, H, M, K, aAt, av);
    auto b = batched(t, Z, H, bRows, bCols, bAt, bStored);
    auto c = t.output<float>(std::size_t(Z) * H * M * N);
    tritonc::Dim3 grid{unsigned(tritonc::cdiv(M, k::BM)), unsigned(tritonc::cdiv(N, k::BN)), unsigned(Z * H)};
    if (!t.ok(k::launch(nullptr, grid, a.data(), b.data(), c.data(), M, N, K, H, aAt.strideZ, aAt.strideH, aAt.ld,
                        bAt.strideZ, bAt.strideH, bAt.ld)))
      continue;
    // Each batch's product, one after the other, for the reference.
    std::vector<double> as, bs;
    for (std::size_t i = 0; i < av.size(); ++i) {
      as.insert(as.end(), av[i].begin(), av[i].end());
      std::vector<double> bi = k::KMAJOR_B ? dot::transposed(bStored[i], N, K) : bStored[i];
      bs.insert(bs.end(), bi.begin(), bi.end());
    }
    dot::check(t, "c", c, dot::matmul(as, bs, {}, Z * H, M, N, K), dot::f32Accumulate(K));
  }
  return t.finish();
}

// A matmul whose A is read as the transpose of a K x M row-major matrix
// through strides (dot_mm_at), fp16 or bf16 as the signature gives: N and
// K random (edges masked), M a random multiple of 16 as the signature
// promises (so the A tile is read with vectors along M), ending in a
// partial block.
#include TRITONC_TEST_KERNEL_HEADER
#include "DotTest.h"
namespace k = kernels::dot_mm_at;

namespace {
using In = dot::Pointee<decltype(&k::launch), 0>;
using Out = dot::Pointee<decltype(&k::launch), 2>;
} // namespace

int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (int rep = 0; rep < 4; ++rep) {
    int M = rep == 0 ? k::BM : 16 * t.random<int>(1, 3 * k::BM / 16);
    int N = rep == 0 ? k::BN : t.random<int>(1, 3 * k::BN);
    int K = rep == 0 ? k::BK + 16 : t.random<int>(1, 3 * k::BK);
    auto at = conf::nonzero<In>(t, std::size_t(K) * M, -1, 1);
    auto b = conf::nonzero<In>(t, std::size_t(K) * N, -1, 1);
    auto c = t.output<Out>(std::size_t(M) * N);
    tritonc::Dim3 grid{unsigned(tritonc::cdiv(M, k::BM)), unsigned(tritonc::cdiv(N, k::BN)), 1};
    if (!t.ok(k::launch(nullptr, grid, at.data(), b.data(), c.data(), M, N, K)))
      continue;
    dot::check(t, "c", c, dot::matmul(dot::transposed(dot::values(at), K, M), dot::values(b), {}, 1, M, N, K),
               dot::f32Accumulate(K));
  }
  return t.finish();
}

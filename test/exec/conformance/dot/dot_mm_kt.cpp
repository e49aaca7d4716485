// A matmul whose B is read as the transpose of an N x K row-major matrix
// through strides (dot_mm_kt), for every operand type the signature gives
// (fp16, bf16, fp32 as tf32, int8 into int32): M and N random (edges
// masked), K a random multiple of 16 as the signature promises, ending in
// a partial step.
#include TRITONC_TEST_KERNEL_HEADER
#include "DotTest.h"
#include <type_traits>
namespace k = kernels::dot_mm_kt;

namespace {
using In = dot::Pointee<decltype(&k::launch), 0>;
using Out = dot::Pointee<decltype(&k::launch), 2>;
constexpr bool kInt8 = std::is_same_v<In, std::int8_t>;

cputest::Buffer<In> input(cputest::Test &t, std::size_t n) {
  if constexpr (kInt8)
    return conf::nonzero<In>(t, n, -128, 127);
  else
    return conf::nonzero<In>(t, n, -1, 1);
}

/// The bound per unit of magnitude: exact for int8 (|products| < 2^14, K
/// < 2^10), tf32's rounding of the inputs for fp32, else f32 accumulation.
double tolerance(int K) {
  if constexpr (kInt8)
    return 0.0;
  else if constexpr (std::is_same_v<In, float>)
    return dot::tf32(K);
  else
    return dot::f32Accumulate(K);
}
} // namespace

int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (int rep = 0; rep < 4; ++rep) {
    int M = rep == 0 ? k::BM : t.random<int>(1, 3 * k::BM);
    int N = rep == 0 ? k::BN : t.random<int>(1, 3 * k::BN);
    int K = rep == 0 ? k::BK + 16 : 16 * t.random<int>(1, 3 * k::BK / 16);
    auto a = input(t, std::size_t(M) * K);
    auto bt = input(t, std::size_t(N) * K);
    auto c = t.output<Out>(std::size_t(M) * N);
    tritonc::Dim3 grid{unsigned(tritonc::cdiv(M, k::BM)), unsigned(tritonc::cdiv(N, k::BN)), 1};
    if (!t.ok(k::launch(nullptr, grid, a.data(), bt.data(), c.data(), M, N, K)))
      continue;
    dot::check(t, "c", c, dot::matmul(dot::values(a), dot::transposed(dot::values(bt), N, K), {}, 1, M, N, K),
               tolerance(K));
  }
  return t.finish();
}

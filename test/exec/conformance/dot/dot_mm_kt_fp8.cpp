// fp8 matmul with B read as the transpose of an N x K row-major matrix
// (dot_mm_kt_fp8): float8e4nv or float8e5 for each operand, as the
// signature gives, an fp32 result. M and N random (edges masked), K a
// random multiple of 16 as the signature promises (a partial last step).
// Tolerance: fp8Accumulate (Hopper's fp8 wgmma accumulator, DotTest.h).
#include TRITONC_TEST_KERNEL_HEADER
#include "DotTest.h"
#include <type_traits>
namespace k = kernels::dot_mm_kt_fp8;

namespace {
using A = dot::Pointee<decltype(&k::launch), 0>;
using B = dot::Pointee<decltype(&k::launch), 1>;

/// n random codes of type T (magnitudes in (0, 4], random signs).
template <class T> cputest::Buffer<std::uint8_t> input(cputest::Test &t, std::size_t n) {
  return dot::fp8Input(t, n, std::is_same_v<T, tritonc::float8_e4m3> ? dot::kE4M3Max4 : dot::kE5M2Max4);
}
template <class T> double value(std::uint8_t code) {
  return std::is_same_v<T, tritonc::float8_e4m3> ? dot::e4m3(code) : dot::e5m2(code);
}
} // namespace

int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (int rep = 0; rep < 4; ++rep) {
    int M = rep == 0 ? k::BM : t.random<int>(1, 3 * k::BM);
    int N = rep == 0 ? k::BN : t.random<int>(1, 3 * k::BN);
    int K = rep == 0 ? k::BK + 16 : 16 * t.random<int>(1, 3 * k::BK / 16);
    auto a = input<A>(t, std::size_t(M) * K);
    auto bt = input<B>(t, std::size_t(N) * K);
    std::vector<double> av(a.size()), btv(bt.size());
    for (std::size_t i = 0; i < a.size(); ++i)
      av[i] = value<A>(a[i]);
    for (std::size_t i = 0; i < bt.size(); ++i)
      btv[i] = value<B>(bt[i]);
    auto c = t.output<float>(std::size_t(M) * N);
    tritonc::Dim3 grid{unsigned(tritonc::cdiv(M, k::BM)), unsigned(tritonc::cdiv(N, k::BN)), 1};
    if (!t.ok(k::launch(nullptr, grid, reinterpret_cast<A *>(a.data()), reinterpret_cast<B *>(bt.data()), c.data(),
                        M, N, K)))
      continue;
    dot::check(t, "c", c, dot::matmul(av, dot::transposed(btv, N, K), {}, 1, M, N, K), dot::fp8Accumulate(K));
  }
  return t.finish();
}

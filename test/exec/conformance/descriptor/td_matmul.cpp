// A matmul whose operands are all host-built descriptors: c = a @ b^T with
// a (M x K) and b (N x K) fp16, rows padded to 16 bytes with a value (1000)
// that would spoil any result it reached, and random M, N, K so that every
// edge of a block lies outside the tensors. On sm_90a the loads are bulk
// tensor copies planned from the descriptors.
#include TRITONC_TEST_KERNEL_HEADER
#include "../dot/DotTest.h"
namespace k = kernels::td_matmul;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (int rep = 0; rep < 5; ++rep) {
    int M = rep == 0 ? k::BM : t.random<int>(1, 3 * k::BM);
    int N = rep == 0 ? k::BN : t.random<int>(1, 3 * k::BN);
    int K = rep == 0 ? k::BK : t.random<int>(1, 4 * k::BK);
    std::int64_t ld = (K + 7) / 8 * 8 + 8 * t.random<int>(0, 1);
    std::vector<double> av(std::size_t(M) * K), bt(std::size_t(K) * N);
    auto a = conf::nonzero<tritonc::float16>(t, std::size_t(M) * ld, -1, 1);
    auto b = conf::nonzero<tritonc::float16>(t, std::size_t(N) * ld, -1, 1);
    for (std::size_t i = 0; i < a.size(); ++i)
      if (std::int64_t(i % ld) >= K)
        a[i] = tritonc::toFloat16(1000.0f);
    for (std::size_t i = 0; i < b.size(); ++i)
      if (std::int64_t(i % ld) >= K)
        b[i] = tritonc::toFloat16(1000.0f);
    for (int r = 0; r < M; ++r)
      for (int c = 0; c < K; ++c)
        av[std::size_t(r) * K + c] = a.at(r * ld + c);
    for (int r = 0; r < N; ++r)
      for (int c = 0; c < K; ++c)
        bt[std::size_t(c) * N + r] = b.at(r * ld + c);
    std::int64_t ldc = (N + 3) / 4 * 4;
    auto c = t.output<float>(std::size_t(M) * ldc);
    tritonc::Dim3 grid{unsigned(tritonc::cdiv(M, k::BM)), unsigned(tritonc::cdiv(N, k::BN)), 1};
    if (!t.ok(k::launch(nullptr, grid, a.data(), M, K, ld, b.data(), N, K, ld, c.data(), M, N, ldc, K)))
      continue;
    // Compare the M x N part; the padding columns of c are never written.
    long long where = 0;
    t.expect(c.guardsIntact(where), "c: element %lld outside the buffer was written", where);
    auto ref = dot::matmul(av, bt, {}, 1, M, N, K);
    std::size_t bad = 0;
    for (int r = 0; r < M; ++r)
      for (int col = 0; col < N; ++col) {
        std::size_t o = std::size_t(r) * N + col;
        double got = c.at(r * ldc + col), bound = dot::f32Accumulate(K) * ref.magnitude[o];
        if (!(std::fabs(got - ref.value[o]) <= bound) && bad++ < 10)
          std::printf("  c[%d, %d] = %.9g, expected %.9g\n", r, col, got, ref.value[o]);
      }
    t.expect(bad == 0, "c: %zu of %d elements differ", bad, M * N);
  }
  return t.finish();
}

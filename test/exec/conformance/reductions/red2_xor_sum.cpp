// tl.xor_sum over axis 0 and 1 of int32, uint32 and int64 blocks.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::red2_xor_sum;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int M = k::M, N = k::N;
  cputest::Buffer<std::int32_t> x(M * N);
  cputest::Buffer<std::uint32_t> u(M * N);
  cputest::Buffer<std::int64_t> q(M * N);
  for (int i = 0; i < M * N; ++i) {
    x[i] = std::int32_t(t.rng()()); u[i] = std::uint32_t(t.rng()()); q[i] = std::int64_t(t.rng()());
  }
  auto x0 = t.output<std::int32_t>(N), x1 = t.output<std::int32_t>(M);
  auto u1 = t.output<std::uint32_t>(M);
  auto q1 = t.output<std::int64_t>(M);
  if (t.ok(k::launch(nullptr, {1}, x.data(), u.data(), q.data(), x0.data(), x1.data(), u1.data(), q1.data()))) {
    conf::check64(t, "i32 axis0", x0, [&](std::size_t c) { std::int32_t v = 0; for (int r = 0; r < M; ++r) v ^= x[r * N + c]; return v; });
    conf::check64(t, "i32 axis1", x1, [&](std::size_t r) { std::int32_t v = 0; for (int c = 0; c < N; ++c) v ^= x[r * N + c]; return v; });
    conf::check64(t, "u32 axis1", u1, [&](std::size_t r) { std::uint32_t v = 0; for (int c = 0; c < N; ++c) v ^= u[r * N + c]; return v; });
    conf::check64(t, "i64 axis1", q1, [&](std::size_t r) { std::int64_t v = 0; for (int c = 0; c < N; ++c) v ^= q[r * N + c]; return v; });
  }
  return t.finish();
}

// int64 cumsum over axis 0 and 1 (values beyond 32 bits), int32 cumprod
// over axis 0 and 1 (wrapping in 32 bits).
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::red2_scan_axes;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int M = k::M, N = k::N;
  auto x = conf::nonzero<std::int64_t>(t, M * N, -1e15, 1e15);
  auto f = conf::nonzero<std::int32_t>(t, M * N, -7, 7);
  auto cs0 = t.output<std::int64_t>(M * N), cs1 = t.output<std::int64_t>(M * N);
  auto cp0 = t.output<std::int32_t>(M * N), cp1 = t.output<std::int32_t>(M * N);
  if (t.ok(k::launch(nullptr, {1}, x.data(), f.data(), cs0.data(), cs1.data(), cp0.data(), cp1.data()))) {
    conf::check64(t, "cumsum0", cs0, [&](std::size_t e) { std::int64_t s = 0; for (std::size_t r = 0; r <= e / N; ++r) s += x[r * N + e % N]; return s; });
    conf::check64(t, "cumsum1", cs1, [&](std::size_t e) { std::int64_t s = 0; for (std::size_t c = 0; c <= e % N; ++c) s += x[e / N * N + c]; return s; });
    conf::check64(t, "cumprod0", cp0, [&](std::size_t e) { std::uint32_t p = 1; for (std::size_t r = 0; r <= e / N; ++r) p *= std::uint32_t(f[r * N + e % N]); return std::int32_t(p); });
    conf::check64(t, "cumprod1", cp1, [&](std::size_t e) { std::uint32_t p = 1; for (std::size_t c = 0; c <= e % N; ++c) p *= std::uint32_t(f[e / N * N + c]); return std::int32_t(p); });
  }
  return t.finish();
}

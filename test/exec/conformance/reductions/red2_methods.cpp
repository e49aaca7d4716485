// Reductions as tensor methods: x.sum(0), x.max(axis=1), x.argmin(0),
// x.cumsum(1) on int32.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::red2_methods;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int M = k::M, N = k::N;
  auto x = conf::nonzero<std::int32_t>(t, M * N, -50, 50);
  auto s = t.output<std::int32_t>(N), m = t.output<std::int32_t>(M), a = t.output<std::int32_t>(N), c = t.output<std::int32_t>(M * N);
  if (t.ok(k::launch(nullptr, {1}, x.data(), s.data(), m.data(), a.data(), c.data()))) {
    t.check("sum0", s, conf::gen(N, [&](std::size_t j) { double v = 0; for (int r = 0; r < M; ++r) v += x[r * N + j]; return v; }), cputest::exact());
    t.check("max1", m, conf::gen(M, [&](std::size_t r) { int v = x[r * N]; for (int j = 1; j < N; ++j) v = std::max(v, x[r * N + j]); return double(v); }), cputest::exact());
    t.check("argmin0", a, conf::gen(N, [&](std::size_t j) { int b = 0; for (int r = 1; r < M; ++r) if (x[r * N + j] < x[b * N + j]) b = r; return double(b); }), cputest::exact());
    t.check("cumsum1", c, conf::gen(M * N, [&](std::size_t e) { double v = 0; for (std::size_t j = 0; j <= e % N; ++j) v += x[e / N * N + j]; return v; }), cputest::exact());
  }
  return t.finish();
}

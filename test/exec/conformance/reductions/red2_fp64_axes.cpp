// fp64 sum over axis 0, min over axis 1, argmax over axis 1.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::red2_fp64_axes;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int M = k::M, N = k::N;
  auto x = conf::nonzero<double>(t, M * N, -1e10, 1e10);
  auto s = t.output<double>(N), m = t.output<double>(M);
  auto a = t.output<std::int32_t>(M);
  if (t.ok(k::launch(nullptr, {1}, x.data(), s.data(), m.data(), a.data()))) {
    t.check("sum0", s, conf::gen(N, [&](std::size_t j) { double v = 0; for (int r = 0; r < M; ++r) v += x[r * N + j]; return v; }),
            cputest::close(0, 2.3e-16 * 1e10 * M));
    t.check("min1", m, conf::gen(M, [&](std::size_t r) { double v = x[r * N]; for (int j = 1; j < N; ++j) v = std::min(v, x[r * N + j]); return v; }), cputest::exact());
    t.check("argmax1", a, conf::gen(M, [&](std::size_t r) { int b = 0; for (int j = 1; j < N; ++j) if (x[r * N + j] > x[r * N + b]) b = j; return double(b); }), cputest::exact());
  }
  return t.finish();
}

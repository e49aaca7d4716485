// fp32 cumsum over axis 0, fp32 cumprod over axis 1, fp64 reverse cumsum
// over axis 1.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::red2_scan_float;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int M = k::M, N = k::N;
  auto x = conf::nonzero<float>(t, M * N, 0.5, 1.5);
  for (int i = 0; i < M * N; i += 3) x[i] = -x[i];
  auto d = conf::nonzero<double>(t, M * N, -1e6, 1e6);
  auto cs0 = t.output<float>(M * N), cp1 = t.output<float>(M * N);
  auto dcs = t.output<double>(M * N);
  if (t.ok(k::launch(nullptr, {1}, x.data(), cs0.data(), cp1.data(), d.data(), dcs.data()))) {
    t.check("cumsum0", cs0, conf::gen(M * N, [&](std::size_t e) { double s = 0; for (std::size_t r = 0; r <= e / N; ++r) s += x.at(r * N + e % N); return s; }),
            cputest::close(1e-6, 1.5e-7 * M * 2));
    t.check("cumprod1", cp1, conf::gen(M * N, [&](std::size_t e) { double p = 1; for (std::size_t c = 0; c <= e % N; ++c) p *= x.at(e / N * N + c); return p; }),
            cputest::close(1.2e-7 * N * 2));
    t.check("rev_cumsum1", dcs, conf::gen(M * N, [&](std::size_t e) { double s = 0; for (std::size_t c = e % N; c < std::size_t(N); ++c) s += d.at(e / N * N + c); return s; }),
            cputest::close(0, 2.3e-16 * 1e6 * N * 2));
  }
  return t.finish();
}

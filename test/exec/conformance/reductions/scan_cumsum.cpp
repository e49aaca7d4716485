// tl.cumsum along axis 1 (fp32 and int32), reverse=True, and along axis 0.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::scan_cumsum;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int M = k::M, N = k::N;
  for (int rep = 0; rep < 3; ++rep) {
    auto x = conf::nonzero<float>(t, M * N, -10, 10);
    auto a = conf::nonzero<std::int32_t>(t, M * N, -100000, 100000);
    auto cs = t.output<float>(M * N);
    auto ci = t.output<std::int32_t>(M * N), rev = t.output<std::int32_t>(M * N), col = t.output<std::int32_t>(M * N);
    if (!t.ok(k::launch(nullptr, {1}, x.data(), a.data(), cs.data(), ci.data(), rev.data(), col.data())))
      continue;
    std::vector<double> ecs(M * N), eci(M * N), erev(M * N), ecol(M * N);
    for (int i = 0; i < M; ++i) {
      double s = 0, si = 0, sr = 0;
      for (int j = 0; j < N; ++j) {
        s += x.at(i * N + j);
        si += a.at(i * N + j);
        ecs[i * N + j] = s;
        eci[i * N + j] = si;
        sr += a.at(i * N + N - 1 - j);
        erev[i * N + N - 1 - j] = sr;
      }
    }
    for (int j = 0; j < N; ++j) {
      double s = 0;
      for (int i = 0; i < M; ++i)
        ecol[i * N + j] = s += a.at(i * N + j);
    }
    t.check("cumsum_f32", cs, ecs, cputest::close(0, 4e-7 * 10 * N));
    t.check("cumsum_i32", ci, eci, cputest::exact());
    t.check("cumsum_rev", rev, erev, cputest::exact());
    t.check("cumsum_axis0", col, ecol, cputest::exact());
  }
  return t.finish();
}

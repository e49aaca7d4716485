// tl.softmax over axis 0 (dim=0, keep_dims=False) of fp32 and over axis 1
// (keep_dims=True) of fp64.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::m2_softmax0;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int M = k::M, N = k::N;
  auto x = conf::nonzero<float>(t, M * N, -10, 10);
  auto d = conf::nonzero<double>(t, M * N, -30, 30);
  auto o = t.output<float>(M * N);
  auto od = t.output<double>(M * N);
  if (t.ok(k::launch(nullptr, {1}, x.data(), o.data(), d.data(), od.data()))) {
    std::vector<double> e0(M * N), e1(M * N);
    for (int c = 0; c < N; ++c) {
      double mx = -1e300, s = 0;
      for (int r = 0; r < M; ++r) mx = std::max(mx, x.at(r * N + c));
      for (int r = 0; r < M; ++r) s += std::exp(x.at(r * N + c) - mx);
      for (int r = 0; r < M; ++r) e0[r * N + c] = std::exp(x.at(r * N + c) - mx) / s;
    }
    for (int r = 0; r < M; ++r) {
      double mx = -1e300, s = 0;
      for (int c = 0; c < N; ++c) mx = std::max(mx, d.at(r * N + c));
      for (int c = 0; c < N; ++c) s += std::exp(d.at(r * N + c) - mx);
      for (int c = 0; c < N; ++c) e1[r * N + c] = std::exp(d.at(r * N + c) - mx) / s;
    }
    t.check("dim0_fp32", o, e0, cputest::close(1e-5, 1e-12));
    t.check("dim1_fp64", od, e1, cputest::close(1e-13, 1e-300));
  }
  return t.finish();
}

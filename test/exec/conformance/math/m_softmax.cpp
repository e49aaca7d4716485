// tl.softmax(x) (dim=None: axis 0, as in Triton) and dim=1 with keep_dims (logits in [-20, 20]).
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::m_softmax;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int M = k::M, N = k::N;
  for (int rep = 0; rep < 4; ++rep) {
    auto x = conf::nonzero<float>(t, M * N, -20, 20);
    auto out0 = t.output<float>(M * N), out1 = t.output<float>(M * N);
    if (!t.ok(k::launch(nullptr, {1}, x.data(), out0.data(), out1.data())))
      continue;
    std::vector<double> e0(M * N), e1(M * N);
    for (int i = 0; i < M; ++i) {  // along axis 1
      double mx = -1e300, s = 0;
      for (int j = 0; j < N; ++j) mx = std::max(mx, x.at(i * N + j));
      for (int j = 0; j < N; ++j) s += std::exp(x.at(i * N + j) - mx);
      for (int j = 0; j < N; ++j) e1[i * N + j] = std::exp(x.at(i * N + j) - mx) / s;
    }
    for (int j = 0; j < N; ++j) {  // along axis 0
      double mx = -1e300, s = 0;
      for (int i = 0; i < M; ++i) mx = std::max(mx, x.at(i * N + j));
      for (int i = 0; i < M; ++i) s += std::exp(x.at(i * N + j) - mx);
      for (int i = 0; i < M; ++i) e0[i * N + j] = std::exp(x.at(i * N + j) - mx) / s;
    }
    t.check("softmax_dim0", out0, e0, cputest::close(1e-5, 1e-12));
    t.check("softmax_dim1", out1, e1, cputest::close(1e-5, 1e-12));
  }
  return t.finish();
}

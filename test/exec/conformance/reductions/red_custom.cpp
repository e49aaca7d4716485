// tl.reduce with @jit combine functions: a product over axis 1 (fp64), and
// a (value, index) pair reduction over axis 0 choosing the largest |value|.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::red_custom;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int M = k::M, N = k::N;
  for (int rep = 0; rep < 4; ++rep) {
    auto x = conf::nonzero<double>(t, M * N, -2, 2);
    for (int i = 0; i < M * N; i += 5)  // ties of |value|
      x[i] = (i % 2 ? -1 : 1) * 1.5;
    auto prod = t.output<double>(M), v = t.output<double>(N);
    auto idx = t.output<std::int32_t>(N);
    if (!t.ok(k::launch(nullptr, {1}, x.data(), prod.data(), v.data(), idx.data())))
      continue;
    std::vector<double> ep(M, 1), ev(N), ei(N);
    for (int i = 0; i < M; ++i)
      for (int j = 0; j < N; ++j)
        ep[i] *= x.at(i * N + j);
    for (int j = 0; j < N; ++j) {
      int best = 0;
      for (int i = 1; i < M; ++i)
        if (std::fabs(x.at(i * N + j)) > std::fabs(x.at(best * N + j))) best = i;
      ev[j] = x.at(best * N + j);
      ei[j] = best;
    }
    t.check("prod", prod, ep, cputest::ulps<double>(4 * N));
    t.check("absmax_value", v, ev, cputest::exact());
    t.check("absmax_index", idx, ei, cputest::exact());
  }
  return t.finish();
}

// tl.reduce with tuple combines: (sum, sum of squares) over axis 1 and
// (minimum, number of occurrences) over axis 0.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::red2_tuple;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int M = k::M, N = k::N;
  auto x = conf::nonzero<std::int32_t>(t, M * N, -5, 5);
  auto s = t.output<std::int32_t>(M), q = t.output<std::int32_t>(M), v = t.output<std::int32_t>(N), n = t.output<std::int32_t>(N);
  if (t.ok(k::launch(nullptr, {1}, x.data(), s.data(), q.data(), v.data(), n.data()))) {
    std::vector<double> es(M), eq(M), ev(N, 1e9), en(N);
    for (int i = 0; i < M * N; ++i) { es[i / N] += x[i]; eq[i / N] += x[i] * x[i]; }
    for (int c = 0; c < N; ++c) {
      for (int r = 0; r < M; ++r) ev[c] = std::min(ev[c], double(x[r * N + c]));
      for (int r = 0; r < M; ++r) en[c] += x[r * N + c] == ev[c];
    }
    t.check("sum", s, es, cputest::exact());
    t.check("sumsq", q, eq, cputest::exact());
    t.check("min", v, ev, cputest::exact());
    t.check("count", n, en, cputest::exact());
  }
  return t.finish();
}

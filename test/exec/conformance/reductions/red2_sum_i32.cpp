// int32 sums of a 2-D block over axis 1, axis 0, all, and keep_dims=True
// over 0, 1 and None (exact: int32 sums of small values).
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::red2_sum_i32;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int M = k::M, N = k::N;
  auto x = conf::nonzero<std::int32_t>(t, M * N, -100000, 100000);
  auto rs = t.output<std::int32_t>(M), cs = t.output<std::int32_t>(N), all = t.output<std::int32_t>(1);
  auto k0 = t.output<std::int32_t>(N), k1 = t.output<std::int32_t>(M), kn = t.output<std::int32_t>(1);
  if (t.ok(k::launch(nullptr, {1}, x.data(), rs.data(), cs.data(), all.data(), k0.data(), k1.data(), kn.data()))) {
    std::vector<double> er(M), ec(N);
    double tot = 0;
    for (int i = 0; i < M * N; ++i) { er[i / N] += x.at(i); ec[i % N] += x.at(i); tot += x.at(i); }
    auto X = cputest::exact();
    t.check("rows", rs, er, X);
    t.check("cols", cs, ec, X);
    t.check("all", all, {tot}, X);
    t.check("keep0", k0, ec, X);
    t.check("keep1", k1, er, X);
    t.check("keepNone", kn, {tot}, X);
  }
  return t.finish();
}

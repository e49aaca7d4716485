// tl.sum of an int1 block counts in int32; tl.reduce with keep_dims=True.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::red_bool;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int M = k::M, N = k::N;
  for (int rep = 0; rep < 3; ++rep) {
    auto x = conf::nonzero<float>(t, M * N, -2, 2);
    auto cnt = t.output<std::int32_t>(M);
    auto keep = t.output<float>(N);
    if (!t.ok(k::launch(nullptr, {1}, x.data(), cnt.data(), keep.data())))
      continue;
    t.check("count", cnt, conf::gen(M, [&](std::size_t i) { int c = 0; for (int j = 0; j < N; ++j) c += x[i * N + j] > 0; return double(c); }),
            cputest::exact());
    t.check("prod", keep, conf::gen(N, [&](std::size_t j) { double p = 1; for (int i = 0; i < M; ++i) p *= x.at(i * N + j); return p; }),
            cputest::ulps<float>(2 * M));
  }
  return t.finish();
}

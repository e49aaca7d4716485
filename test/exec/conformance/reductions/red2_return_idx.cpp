// tl.max(axis=0, return_indices=True) and tl.min(axis=1, ...) on int32 with
// ties: the value and the lowest index where it occurs.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::red2_return_idx;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int M = k::M, N = k::N;
  for (int rep = 0; rep < 3; ++rep) {
    auto x = conf::nonzero<std::int32_t>(t, M * N, -4, 4);
    auto v0 = t.output<std::int32_t>(N), i0 = t.output<std::int32_t>(N), v1 = t.output<std::int32_t>(M),
         i1 = t.output<std::int32_t>(M);
    if (!t.ok(k::launch(nullptr, {1}, x.data(), v0.data(), i0.data(), v1.data(), i1.data())))
      continue;
    std::vector<double> ev0, ei0, ev1, ei1;
    for (int c = 0; c < N; ++c) {
      int b = 0;
      for (int r = 1; r < M; ++r) if (x[r * N + c] > x[b * N + c]) b = r;
      ev0.push_back(x[b * N + c]); ei0.push_back(b);
    }
    for (int r = 0; r < M; ++r) {
      int b = 0;
      for (int c = 1; c < N; ++c) if (x[r * N + c] < x[r * N + b]) b = c;
      ev1.push_back(x[r * N + b]); ei1.push_back(b);
    }
    t.check("max_v", v0, ev0, cputest::exact());
    t.check("max_i", i0, ei0, cputest::exact());
    t.check("min_v", v1, ev1, cputest::exact());
    t.check("min_i", i1, ei1, cputest::exact());
  }
  return t.finish();
}

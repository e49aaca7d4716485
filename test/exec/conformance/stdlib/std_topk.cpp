// tl.topk(x, K): the K largest of each row, largest first.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
#include <algorithm>
#include <functional>
namespace k = kernels::std_topk;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int M = k::M, N = k::N, K = k::K;
  for (int rep = 0; rep < 3; ++rep) {
    auto x = conf::nonzero<float>(t, M * N, -100, 100);
    auto o = t.output<float>(M * K);
    if (!t.ok(k::launch(nullptr, {1}, x.data(), o.data())))
      continue;
    std::vector<double> e;
    for (int r = 0; r < M; ++r) {
      std::vector<double> row(x.host() + r * N, x.host() + r * N + N);
      std::sort(row.begin(), row.end(), std::greater<double>());
      e.insert(e.end(), row.begin(), row.begin() + K);
    }
    t.check("topk", o, e, cputest::exact());
  }
  return t.finish();
}

// tl.cat of two 2-D blocks along axis 0 (can_reorder=True: the order of the
// rows is unspecified): the result holds the rows of both, each intact.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
#include <algorithm>
namespace k = kernels::sh2_cat2d;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int M = k::M, N = k::N;
  auto a = conf::nonzero<float>(t, M * N, -100, 100), b = conf::nonzero<float>(t, M * N, -100, 100);
  auto o = t.output<float>(2 * M * N);
  if (t.ok(k::launch(nullptr, {1}, a.data(), b.data(), o.data()))) {
    std::vector<double> got, want;
    for (int i = 0; i < 2 * M * N; ++i) got.push_back(o.at(i));
    for (int i = 0; i < M * N; ++i) { want.push_back(a.at(i)); want.push_back(b.at(i)); }
    std::sort(got.begin(), got.end());
    std::sort(want.begin(), want.end());
    t.expect(got == want, "cat: not the elements of both inputs");
    long long where;
    t.expect(o.guardsIntact(where), "cat: guards");
  }
  return t.finish();
}

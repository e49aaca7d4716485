// tl.cat(can_reorder=True): the order is unspecified (as in Triton), so the
// result is checked as a multiset: sorted, it must equal a and b sorted.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
#include <algorithm>
namespace k = kernels::sh_cat;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int B = k::B;
  for (int rep = 0; rep < 3; ++rep) {
    auto a = conf::nonzero<float>(t, B, -100, 100), b = conf::nonzero<float>(t, B, -100, 100);
    auto c = t.output<float>(2 * B);
    if (!t.ok(k::launch(nullptr, {1}, a.data(), b.data(), c.data())))
      continue;
    std::vector<double> want, got;
    for (int i = 0; i < B; ++i) {
      want.push_back(a.at(i));
      want.push_back(b.at(i));
    }
    for (int i = 0; i < 2 * B; ++i)
      got.push_back(c.at(i));
    std::sort(want.begin(), want.end());
    bool nan = std::any_of(got.begin(), got.end(), [](double v) { return std::isnan(v); });
    std::sort(got.begin(), got.end());
    long long where;
    t.expect(!nan && got == want && c.guardsIntact(where), "cat: the elements of a and b, in any order");
  }
  return t.finish();
}

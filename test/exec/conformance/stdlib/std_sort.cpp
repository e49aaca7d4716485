// tl.sort along the last dimension: fp32 ascending and descending, int32
// with dim=1; rows sorted independently.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
#include <algorithm>
#include <functional>
namespace k = kernels::std_sort;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int M = k::M, N = k::N;
  for (int rep = 0; rep < 3; ++rep) {
    auto x = conf::nonzero<float>(t, M * N, -100, 100);
    auto i = conf::nonzero<std::int32_t>(t, M * N, -20, 20);  // duplicates
    auto a = t.output<float>(M * N), d = t.output<float>(M * N);
    auto ia = t.output<std::int32_t>(M * N);
    if (!t.ok(k::launch(nullptr, {1}, x.data(), i.data(), a.data(), d.data(), ia.data())))
      continue;
    std::vector<double> ea, ed, ei;
    for (int r = 0; r < M; ++r) {
      std::vector<double> row(x.host() + r * N, x.host() + r * N + N), irow(i.host() + r * N, i.host() + r * N + N);
      std::sort(row.begin(), row.end());
      ea.insert(ea.end(), row.begin(), row.end());
      std::sort(row.begin(), row.end(), std::greater<double>());
      ed.insert(ed.end(), row.begin(), row.end());
      std::sort(irow.begin(), irow.end());
      ei.insert(ei.end(), irow.begin(), irow.end());
    }
    t.check("ascending", a, ea, cputest::exact());
    t.check("descending", d, ed, cputest::exact());
    t.check("int32", ia, ei, cputest::exact());
  }
  return t.finish();
}

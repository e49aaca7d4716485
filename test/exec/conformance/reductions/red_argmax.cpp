// tl.argmax / tl.argmin with many ties (ties go to the lowest index, as in
// Triton), tl.max(return_indices=True).
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::red_argmax;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int B = k::BLOCK;
  for (long long rows : t.sizes({1, 8})) {
    auto x = conf::nonzero<std::int32_t>(t, rows * B, -20, 20);
    auto amax = t.output<std::int32_t>(rows), amin = t.output<std::int32_t>(rows);
    auto vmax = t.output<std::int32_t>(rows), imax = t.output<std::int32_t>(rows);
    if (!t.ok(k::launch(nullptr, {unsigned(rows)}, x.data(), amax.data(), amin.data(), vmax.data(), imax.data())))
      continue;
    std::vector<double> ea, ei, ev;
    for (long long r = 0; r < rows; ++r) {
      int bi = 0, si = 0;
      for (int i = 1; i < B; ++i) {
        if (x[r * B + i] > x[r * B + bi]) bi = i;
        if (x[r * B + i] < x[r * B + si]) si = i;
      }
      ea.push_back(bi);
      ei.push_back(si);
      ev.push_back(x[r * B + bi]);
    }
    t.check("argmax", amax, ea, cputest::exact());
    t.check("argmin", amin, ei, cputest::exact());
    t.check("max_value", vmax, ev, cputest::exact());
    t.check("max_index", imax, ea, cputest::exact());
  }
  return t.finish();
}

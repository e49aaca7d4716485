// The program of red2_scan_long{,_w1,_w8}: fp32 and int64 cumsum, forward
// and reverse, over rows long enough that each thread holds several runs of
// a row. The fp32 inputs are small integers, so every partial sum is exact
// whatever the order of the additions. Include after
// `namespace k = kernels::<name>;`.
#pragma once
#include "Conf.h"
#include <cmath>

int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int B = k::BLOCK;
  for (long long rows : t.sizes({1, 3})) {
    auto x = t.input<float>(rows * B, -8, 8);
    for (long long i = 0; i < rows * B; ++i)
      if ((x[i] = std::trunc(x[i])) == 0)
        x[i] = 1;
    auto v = conf::nonzero<std::int64_t>(t, rows * B, -1e15, 1e15);
    auto cs = t.output<float>(rows * B), rcs = t.output<float>(rows * B);
    auto ci = t.output<std::int64_t>(rows * B), rci = t.output<std::int64_t>(rows * B);
    if (!t.ok(k::launch(nullptr, {unsigned(rows)}, x.data(), v.data(), cs.data(), rcs.data(), ci.data(), rci.data())))
      continue;
    std::vector<double> ecs(rows * B), ercs(rows * B);
    std::vector<std::int64_t> eci(rows * B), erci(rows * B);
    for (long long r = 0; r < rows; ++r) {
      double s = 0, sr = 0;
      std::int64_t si = 0, sri = 0;
      for (long long i = r * B, j = r * B + B - 1; i < r * B + B; ++i, --j) {
        ecs[i] = s += x.at(i);
        eci[i] = si += v[i];
        ercs[j] = sr += x.at(j);
        erci[j] = sri += v[j];
      }
    }
    t.check("cumsum_f32", cs, ecs, cputest::exact());
    t.check("cumsum_f32_rev", rcs, ercs, cputest::exact());
    conf::check64(t, "cumsum_i64", ci, [&](std::size_t e) { return eci[e]; });
    conf::check64(t, "cumsum_i64_rev", rci, [&](std::size_t e) { return erci[e]; });
  }
  return t.finish();
}

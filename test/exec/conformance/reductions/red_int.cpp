// Integer reductions: int32 sum (wrapping), int8 sum accumulated as int32,
// xor_sum, max, min (int8 result), one row per program.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::red_int;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int B = k::BLOCK;
  for (long long rows : t.sizes({1, 5})) {
    auto a = conf::nonzero<std::int32_t>(t, rows * B, -2147483648.0, 2147483647.0);
    auto b = conf::nonzero<std::int8_t>(t, rows * B, -128, 127);
    auto s = t.output<std::int32_t>(rows), s8 = t.output<std::int32_t>(rows), x = t.output<std::int32_t>(rows);
    auto mx = t.output<std::int32_t>(rows);
    auto mn = t.output<std::int8_t>(rows);
    if (!t.ok(k::launch(nullptr, {unsigned(rows)}, a.data(), b.data(), s.data(), s8.data(), x.data(), mx.data(), mn.data())))
      continue;
    std::vector<double> es, es8, ex, emx, emn;
    for (long long r = 0; r < rows; ++r) {
      std::uint32_t sum = 0, xr = 0;
      std::int32_t sum8 = 0, hi = INT32_MIN, lo8 = 127;
      for (int i = 0; i < B; ++i) {
        sum += std::uint32_t(a[r * B + i]);
        xr ^= std::uint32_t(a[r * B + i]);
        sum8 += b[r * B + i];
        hi = std::max(hi, a[r * B + i]);
        lo8 = std::min<std::int32_t>(lo8, b[r * B + i]);
      }
      es.push_back(double(std::int32_t(sum)));
      ex.push_back(double(std::int32_t(xr)));
      es8.push_back(sum8);
      emx.push_back(hi);
      emn.push_back(lo8);
    }
    auto X = cputest::exact();
    t.check("sum", s, es, X);
    t.check("sum_i8", s8, es8, X);
    t.check("xor_sum", x, ex, X);
    t.check("max", mx, emx, X);
    t.check("min", mn, emn, X);
  }
  return t.finish();
}

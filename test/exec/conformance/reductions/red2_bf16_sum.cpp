// tl.sum of bf16 rows (stored as fp32), adding in bf16 as Triton does. The
// inputs are small nonzero integers, so every partial sum (|s| <= 256) is
// exact in bf16 whatever order the CPU or the GPU adds in: the result must
// be exact, and a lost or doubled element shows.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::red2_bf16_sum;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int B = k::BLOCK;
  static_assert(k::BLOCK * 4 <= 256, "partial sums must stay exact in bf16");
  for (long long rows : t.sizes({1, 7})) {
    auto x = t.output<tritonc::bfloat16>(rows * B);
    for (long long i = 0; i < rows * B; ++i) {
      long long v = 0;
      while (v == 0)
        v = t.random<std::int32_t>(-4, 4);
      x[i] = tritonc::toBFloat16(float(v));
    }
    auto s = t.output<float>(rows);
    if (!t.ok(k::launch(nullptr, {unsigned(rows)}, x.data(), s.data())))
      continue;
    std::vector<double> e(rows);
    for (long long i = 0; i < rows * B; ++i)
      e[i / B] += x.at(i);
    t.check("bf16", s, e, cputest::exact());
  }
  return t.finish();
}

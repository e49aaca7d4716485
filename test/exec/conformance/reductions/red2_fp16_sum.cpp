// tl.sum of fp16 rows (stored as fp32), also of h * 0.5 with keep_dims:
// within the rounding of a narrow accumulation, bounded by n ulps of the
// sum of magnitudes (bf16: red2_bf16_sum).
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::red2_fp16_sum;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int B = k::BLOCK;
  for (long long rows : t.sizes({1, 6})) {
    auto h = conf::nonzero<tritonc::float16>(t, rows * B, -10, 10);
    auto sh = t.output<float>(rows), sk = t.output<float>(rows);
    if (!t.ok(k::launch(nullptr, {unsigned(rows)}, h.data(), sh.data(), sk.data())))
      continue;
    std::vector<double> e(rows), e2(rows);
    for (long long i = 0; i < rows * B; ++i) { e[i / B] += h.at(i); e2[i / B] += h.at(i) * 0.5; }
    double eps = 4.9e-4, bound = B * 10.0 * B * eps;
    t.check("fp16", sh, e, cputest::close(eps, bound));
    t.check("fp16_keep", sk, e2, cputest::close(eps, bound / 2));
  }
  return t.finish();
}

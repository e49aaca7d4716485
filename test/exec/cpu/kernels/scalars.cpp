// Scalar parameters of several types: fp32, fp64 and i64, promoted to fp64.
#include TRITONC_TEST_KERNEL_HEADER
#include "CpuTest.h"

namespace k = kernels::scalars;

int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 17, 1000})) {
    auto x = t.input<double>(n, -1e6, 1e6);
    float alpha = t.random<float>(-3, 3);
    double beta = t.random<double>(-1e3, 1e3);
    std::int64_t kk = t.random<std::int64_t>(-1e12, 1e12);
    auto out = t.output<double>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, x.data(), out.data(), alpha, beta,
                        kk, int(n))))
      continue;
    t.check("out", out, t.map(x, [&](double v) { return v * double(alpha) + beta + double(kk); }),
            cputest::exact());
  }
  return t.finish();
}

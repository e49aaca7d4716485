// fp16 arithmetic (each operation rounded to fp16) and bf16 multiplication.
#include TRITONC_TEST_KERNEL_HEADER
#include "CpuTest.h"

namespace k = kernels::half_math;

int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  auto h = [](double v) { return double(tritonc::toFloat(tritonc::toFloat16(float(v)))); };
  auto bf = [](double v) { return double(tritonc::toFloat(tritonc::toBFloat16(float(v)))); };
  for (long long n : t.sizes({1, 255, 257, 3000})) {
    auto x = t.input<tritonc::float16>(n, -4, 4), y = t.input<tritonc::float16>(n, -4, 4);
    auto ho = t.output<tritonc::float16>(n);
    auto bo = t.output<tritonc::bfloat16>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, x.data(), y.data(), ho.data(),
                        bo.data(), int(n))))
      continue;
    t.check("fp16", ho, t.map(x, y, [&](double a, double b) { return h(h(a * b) + a); }),
            cputest::exact());
    t.check("bf16", bo, t.map(x, y, [&](double a, double b) { return bf(bf(a) * bf(b)); }),
            cputest::exact());
  }
  return t.finish();
}

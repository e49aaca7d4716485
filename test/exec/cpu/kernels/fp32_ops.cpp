// fp32 +, *, /, a*b+c (not contracted on the CPU) and negation.
#include TRITONC_TEST_KERNEL_HEADER
#include "CpuTest.h"

namespace k = kernels::fp32_ops;

int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 127, 128, 129, 10000})) {
    auto x = t.input<float>(n, -50, 50), y = t.input<float>(n, 0.5, 8);
    auto add = t.output<float>(n), mul = t.output<float>(n), div = t.output<float>(n);
    auto fma = t.output<float>(n), neg = t.output<float>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, x.data(), y.data(), add.data(),
                        mul.data(), div.data(), fma.data(), neg.data(), int(n))))
      continue;
    // Each fp32 operation is correctly rounded: round the exact double result.
    auto f = [](double v) { return double(float(v)); };
    t.check("add", add, t.map(x, y, [&](double a, double b) { return f(a + b); }), cputest::exact());
    t.check("mul", mul, t.map(x, y, [&](double a, double b) { return f(a * b); }), cputest::exact());
    t.check("div", div, t.map(x, y, [&](double a, double b) { return f(a / b); }), cputest::exact());
    t.check("fma", fma, t.map(x, y, [&](double a, double b) { return f(f(a * b) + 1.5); }),
            cputest::exact());
    t.check("neg", neg, t.map(x, y, [&](double a, double b) { return f(-a - f(b * 2)); }),
            cputest::exact());
  }
  return t.finish();
}

// bf16 + * / (each rounded to bf16; / computes in fp32, as in Triton).
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::ew_bf16;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  using conf::bf16;
  for (long long n : t.sizes({1, 64, 1000})) {
    auto a = conf::nonzero<tritonc::bfloat16>(t, n, -50, 50), b = conf::nonzero<tritonc::bfloat16>(t, n, -4, 4);
    auto add = t.output<tritonc::bfloat16>(n), mul = t.output<tritonc::bfloat16>(n), div = t.output<tritonc::bfloat16>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, a.data(), b.data(), add.data(), mul.data(),
                        div.data(), int(n))))
      continue;
    auto tol = cputest::ulps<tritonc::bfloat16>(1);
    t.check("add", add, t.map(a, b, [](double x, double y) { return bf16(x + y); }), tol);
    t.check("mul", mul, t.map(a, b, [](double x, double y) { return bf16(x * y); }), tol);
    t.check("div", div, t.map(a, b, [](double x, double y) { return bf16(x / y); }), tol);
  }
  return t.finish();
}

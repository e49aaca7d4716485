// fp64 + * / and negation: correctly rounded in double.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::ew_fp64;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 63, 1000})) {
    auto a = conf::nonzero<double>(t, n, -1e6, 1e6), b = conf::nonzero<double>(t, n, -10, 10);
    auto add = t.output<double>(n), mul = t.output<double>(n), div = t.output<double>(n), neg = t.output<double>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, a.data(), b.data(), add.data(), mul.data(),
                        div.data(), neg.data(), int(n))))
      continue;
    t.check("add", add, t.map(a, b, [](double x, double y) { return x + y; }), cputest::exact());
    t.check("mul", mul, t.map(a, b, [](double x, double y) { return x * y; }), cputest::exact());
    t.check("div", div, t.map(a, b, [](double x, double y) { return x / y; }), cputest::exact());
    t.check("neg", neg, t.map(a, [](double x) { return -x - 0.25; }), cputest::exact());
  }
  return t.finish();
}

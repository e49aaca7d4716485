// int8 + - * wrap in 8 bits; a Python int keeps int8 (a + 100 wraps).
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::ew_int8;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 63, 64, 1000})) {
    auto a = conf::nonzero<std::int8_t>(t, n, -128, 127), b = conf::nonzero<std::int8_t>(t, n, -128, 127);
    auto add = t.output<std::int8_t>(n), mul = t.output<std::int8_t>(n), sub = t.output<std::int8_t>(n);
    auto lit = t.output<std::int16_t>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, a.data(), b.data(), add.data(), mul.data(),
                        sub.data(), lit.data(), int(n))))
      continue;
    auto w = [](double v) { return double(std::int8_t(std::int32_t(v))); };
    t.check("add", add, t.map(a, b, [&](double x, double y) { return w(x + y); }), cputest::exact());
    t.check("mul", mul, t.map(a, b, [&](double x, double y) { return w(x * y); }), cputest::exact());
    t.check("sub", sub, t.map(a, b, [&](double x, double y) { return w(x - w(y * 2)); }), cputest::exact());
    t.check("lit", lit, t.map(a, [&](double x) { return w(x + 100); }), cputest::exact());
  }
  return t.finish();
}

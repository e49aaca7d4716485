// Unary - on int8 (wraps at -128), ~ on uint8, + and - on fp32; `and` / `or`
// on int1 tensors.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::ew_unary_logic;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 64, 1000})) {
    auto a = conf::nonzero<std::int8_t>(t, n, -128, 127);
    auto u = conf::nonzero<std::uint8_t>(t, n, 0, 255);
    auto x = conf::nonzero<float>(t, n, -10, 10);
    auto neg = t.output<std::int8_t>(n), land = t.output<std::int8_t>(n), lor = t.output<std::int8_t>(n);
    auto inv = t.output<std::uint8_t>(n);
    auto pos = t.output<float>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, a.data(), u.data(), x.data(), neg.data(), inv.data(),
                        pos.data(), land.data(), lor.data(), int(n))))
      continue;
    auto X = cputest::exact();
    t.check("neg", neg, t.map(a, [](double v) { return double(std::int8_t(-int(v))); }), X);
    t.check("inv", inv, t.map(u, [](double v) { return double(std::uint8_t(~unsigned(v))); }), X);
    t.check("pos", pos, t.map(x, [](double v) { return 2 * v; }), X);
    t.check("and", land, t.map(a, x, [](double p, double q) { return double(p > 0 && q > 0); }), X);
    t.check("or", lor, t.map(a, x, [](double p, double q) { return double(p > 0 || q > 0); }), X);
  }
  return t.finish();
}

// int16 // and % (truncating, negative operands), uint8 // and % (values
// above 127 are not negative).
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::ew_intdiv_small;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 63, 64, 65, 1000})) {
    auto a = conf::nonzero<std::int16_t>(t, n, -32767, 32767), b = conf::nonzero<std::int16_t>(t, n, -300, 300);
    auto u = conf::nonzero<std::uint8_t>(t, n, 0, 255), v = conf::nonzero<std::uint8_t>(t, n, 1, 255);
    auto q = t.output<std::int16_t>(n), r = t.output<std::int16_t>(n);
    auto uq = t.output<std::uint8_t>(n), ur = t.output<std::uint8_t>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, a.data(), b.data(), u.data(), v.data(), q.data(), r.data(),
                        uq.data(), ur.data(), int(n))))
      continue;
    auto I = [](double x) { return (long long)x; };
    auto X = cputest::exact();
    t.check("q16", q, t.map(a, b, [&](double x, double y) { return double(I(x) / I(y)); }), X);
    t.check("r16", r, t.map(a, b, [&](double x, double y) { return double(I(x) % I(y)); }), X);
    t.check("qu8", uq, t.map(u, v, [&](double x, double y) { return double(I(x) / I(y)); }), X);
    t.check("ru8", ur, t.map(u, v, [&](double x, double y) { return double(I(x) % I(y)); }), X);
  }
  return t.finish();
}

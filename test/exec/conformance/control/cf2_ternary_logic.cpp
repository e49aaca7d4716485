// `a if c else b` on a runtime scalar with tensor values; `and`, `or`,
// `not` on tensors (elementwise).
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::cf2_ternary_logic;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int B = k::BLOCK, P = 6;
  auto x = conf::nonzero<float>(t, P * B, -10, 10), y = conf::nonzero<float>(t, P * B, -10, 10);
  auto f = t.input<std::int32_t>(P, -5, 5);
  f[0] = 1; f[1] = 0;
  auto o = t.output<float>(P * B);
  auto b = t.output<std::int8_t>(3 * P * B);
  if (t.ok(k::launch(nullptr, {unsigned(P)}, x.data(), y.data(), f.data(), o.data(), b.data()))) {
    t.check("ternary", o, conf::gen(P * B, [&](std::size_t e) {
              return f[e / B] > 0 ? conf::f32(x.at(e) - y.at(e)) : conf::f32(x.at(e) * y.at(e));
            }), cputest::exact());
    t.check("logic", b, conf::gen(3 * P * B, [&](std::size_t e) {
              double p = x.at(e / 3), q = y.at(e / 3);
              bool r[] = {p > 0 && q > 0, p > 0 || q > 0, !(p > q)};
              return double(r[e % 3]);
            }), cputest::exact());
  }
  return t.finish();
}

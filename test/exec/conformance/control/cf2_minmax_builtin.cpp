// Python min/max: folded on constexprs (A=5 B=2), tl.maximum/minimum on
// tensors (three operands too).
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::cf2_minmax_builtin;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int B = k::BLOCK, P = 3;
  auto x = conf::nonzero<float>(t, P * B, -10, 10), y = conf::nonzero<float>(t, P * B, -10, 10);
  auto o = t.output<float>(2 * P * B);
  if (t.ok(k::launch(nullptr, {unsigned(P)}, x.data(), y.data(), o.data()))) {
    t.check("max", conf::lane(o, 2, 0), t.map(x, y, [](double a, double b) { return conf::f32(std::max(a, b) + 2); }), cputest::exact());
    t.check("min", conf::lane(o, 2, 1), t.map(x, y, [](double a, double b) { return conf::f32(std::min({a, b, 0.0}) * 5); }), cputest::exact());
    conf::guards(t, "out", o);
  }
  return t.finish();
}

// A helper returning from inside constexpr ifs (MODE 0, 1, fall through).
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::cf2_early_return;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int B = k::BLOCK, P = 3;
  auto x = conf::nonzero<float>(t, P * B, -10, 10);
  auto o = t.output<float>(3 * P * B);
  if (t.ok(k::launch(nullptr, {unsigned(P)}, x.data(), o.data()))) {
    t.check("mode0", conf::lane(o, 3, 0), t.map(x, [](double v) { return v * 2; }), cputest::exact());
    t.check("mode1", conf::lane(o, 3, 1), t.map(x, [](double v) { return conf::f32(v + 1); }), cputest::exact());
    t.check("mode2", conf::lane(o, 3, 2), t.map(x, [](double v) { return -v; }), cputest::exact());
    conf::guards(t, "out", o);
  }
  return t.finish();
}

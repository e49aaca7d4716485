// if / elif / elif / else on a per-program flag; a tensor and a scalar
// assigned in every branch are merged and used after the if.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::cf2_if_merge;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int B = k::BLOCK, P = 12;
  auto x = conf::nonzero<float>(t, P * B, -10, 10);
  auto f = t.input<std::int32_t>(P, -3, 4);
  f[0] = 0; f[1] = 1; f[2] = -2; f[3] = 3;
  auto o = t.output<float>(P * B);
  auto s = t.output<std::int32_t>(P);
  if (t.ok(k::launch(nullptr, {unsigned(P)}, x.data(), f.data(), o.data(), s.data()))) {
    t.check("tensor", o, conf::gen(P * B, [&](std::size_t e) {
              double v = x.at(e);
              int g = f[e / B];
              double y = g == 0 ? conf::f32(v + 1) : g == 1 ? conf::f32(v * v) : g < 0 ? (v > 0 ? v : 0.0) : double(g);
              return y * 2;
            }), cputest::exact());
    t.check("scalar", s, conf::gen(P, [&](std::size_t p) { int g = f[p]; return double(g == 0 ? 10 : g == 1 ? 20 : g < 0 ? -g : g * g); }),
            cputest::exact());
  }
  return t.finish();
}

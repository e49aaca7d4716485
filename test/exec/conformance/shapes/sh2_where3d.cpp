// tl.where with a (A,1,1) condition, a (1,B,C) tensor and a scalar, then a
// 3-D condition against a (C,) row.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::sh2_where3d;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int A = k::A, B = k::B, C = k::C, N = A * B * C;
  auto c = conf::nonzero<float>(t, A, -1, 1), a = conf::nonzero<float>(t, B * C, -10, 10), b = conf::nonzero<float>(t, C, -10, 10);
  auto o = t.output<float>(N);
  if (t.ok(k::launch(nullptr, {1}, c.data(), a.data(), b.data(), o.data())))
    t.check("where", o, conf::gen(N, [&](std::size_t e) {
              double av = a.at(e % (B * C)), bv = b.at(e % C);
              double w1 = c.at(e / (B * C)) > 0 ? av : -1.0;
              return av > bv ? w1 : bv;
            }), cputest::exact());
  return t.finish();
}

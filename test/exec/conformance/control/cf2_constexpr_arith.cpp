// Constexpr arithmetic (// % ** and/or, floats, negative floor division)
// folded at compile time; K=3 F=1.5 FLAG=True.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::cf2_constexpr_arith;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int H = k::BLOCK / 2;
  auto o = t.output<float>(H);
  if (t.ok(k::launch(nullptr, {1}, o.data())))
    t.check("folded", o, conf::gen(H, [&](std::size_t i) { return conf::f32(double(i * 8 + k::BLOCK % 3 + 1000) * 3.5) - 2; }),
            cputest::exact());
  return t.finish();
}

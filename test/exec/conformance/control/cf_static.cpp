// tl.static_range with a constexpr `if` on the loop index, constexpr
// if/elif on a parameter (MODE=1), an unrolled power (P=3).
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::cf_static;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int B = k::BLOCK, P = 4;
  static_assert(k::MODE == 1 && k::P == 3, "the reference assumes MODE=1 P=3");
  auto x = conf::nonzero<float>(t, P * B, -10, 10);
  auto out = t.output<float>(P * B), pw = t.output<float>(P * B);
  if (t.ok(k::launch(nullptr, {unsigned(P)}, x.data(), out.data(), pw.data()))) {
    t.check("static", out, t.map(x, [](double v) { return (-1 + 2 * v - 3 + 4 * v) * 10; }), cputest::close(1e-6, 1e-4));
    t.check("pow", pw, t.map(x, [](double v) { return v * v * v; }), cputest::ulps<float>(2));
  }
  return t.finish();
}

// tl.swizzle2d on a 7 x 5 grid with groups of 3 rows (the last group has 1):
// every program gets the swizzled (i, j) Triton computes.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::std_swizzle;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int SI = k::SI, SJ = k::SJ, G = k::G;
  auto o = t.output<std::int32_t>(2 * SI * SJ);
  if (t.ok(k::launch(nullptr, {unsigned(SI * SJ)}, o.data())))
    t.check("swizzle", o, conf::gen(2 * SI * SJ, [&](std::size_t e) {
              int ij = int(e / 2), group = ij / (G * SJ), first = group * G;
              int g = std::min(SI - first, G);
              int in = ij % (G * SJ);
              return double(e % 2 ? in / g : first + in % g);
            }), cputest::exact());
  return t.finish();
}

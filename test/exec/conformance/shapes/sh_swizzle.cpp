// tl.swizzle2d against Triton's definition (a last group smaller than G).
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::sh_swizzle;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int SI = k::SI, SJ = k::SJ, G = k::G;
  auto oi = t.output<std::int32_t>(SI * SJ), oj = t.output<std::int32_t>(SI * SJ);
  if (t.ok(k::launch(nullptr, {1}, oi.data(), oj.data()))) {
    std::vector<double> ei(SI * SJ), ej(SI * SJ);
    for (int i = 0; i < SI; ++i)
      for (int j = 0; j < SJ; ++j) {
        int ij = i * SJ + j, gj = G * SJ, group = ij / gj, off = group * G, g = std::min(SI - off, G);
        ij %= gj;
        ei[i * SJ + j] = off + ij % g;
        ej[i * SJ + j] = ij / g;
      }
    t.check("i", oi, ei, cputest::exact());
    t.check("j", oj, ej, cputest::exact());
  }
  return t.finish();
}

// Tensor descriptors made in the kernel: out = 4x - 1 on odd m x n with
// row strides that are multiples of 16 bytes (as descriptors require).
// Blocks at the edges must read nothing and write nothing outside the
// tensor: the output's padding columns keep their random values.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::td_copy2d;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (int rep = 0; rep < 6; ++rep) {
    int m = t.random<int>(1, 45) | 1, n = t.random<int>(1, 70) | 1;
    int sx = (n + 3) / 4 * 4 + 4 * t.random<int>(0, 2), so = (n + 3) / 4 * 4 + 4 * t.random<int>(1, 2);
    auto x = conf::nonzero<float>(t, std::size_t(m) * sx, -100, 100);
    auto out = t.input<float>(std::size_t(m) * so, -100, 100);
    auto before = out;
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(m, k::BM), tritonc::cdiv(n, k::BN)}, x.data(), out.data(),
                        m, n, sx, so)))
      continue;
    t.check("out", out, conf::gen(out.size(), [&](std::size_t e) {
              std::size_t r = e / so, c = e % so;
              return c < std::size_t(n) ? conf::f32(4.0 * x.at(r * sx + c) - 1) : before.at(e);
            }), cputest::exact());
  }
  return t.finish();
}

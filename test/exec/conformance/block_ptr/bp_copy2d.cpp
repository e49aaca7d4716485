// Block pointers: a 2-D tile copy (out = 2x + 1) on odd m x n with runtime
// row strides, boundary_check on both dimensions on the load and the store.
// The output's padding columns hold random values that must survive.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::bp_copy2d;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (int rep = 0; rep < 6; ++rep) {
    int m = t.random<int>(1, 45) | 1, n = t.random<int>(1, 70) | 1;
    int sx = n + t.random<int>(0, 5), so = n + t.random<int>(1, 4);
    auto x = conf::nonzero<float>(t, m * sx, -100, 100);
    auto out = t.input<float>(m * so, -100, 100); // padding columns must keep these
    auto before = out;
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(m, k::BM), tritonc::cdiv(n, k::BN)}, x.data(), out.data(),
                        m, n, sx, so)))
      continue;
    t.check("out", out, conf::gen(m * so, [&](std::size_t e) {
              std::size_t r = e / so, c = e % so;
              return c < std::size_t(n) ? conf::f32(2.0 * x.at(r * sx + c) + 1) : before.at(e);
            }), cputest::exact());
  }
  return t.finish();
}

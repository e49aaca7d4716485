// tl.reshape of a 1-D block to 3-D (row-major order kept), of 3-D to 2-D,
// and x.reshape to the reversed shape (the same flat order).
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::sh2_reshape3d;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int A = k::A, B = k::B, C = k::C, N = A * B * C;
  auto x = conf::nonzero<float>(t, N, -100, 100);
  auto o3 = t.output<float>(N), o2 = t.output<float>(2 * N);
  if (t.ok(k::launch(nullptr, {1}, x.data(), o3.data(), o2.data()))) {
    t.check("3d", o3, conf::gen(N, [&](std::size_t e) { return conf::f32(x.at(e) * double(e / (B * C) + 1)); }),
            cputest::exact());
    t.check("2d", o2, conf::gen(2 * N, [&](std::size_t e) {
              return e < std::size_t(N) ? conf::f32(x.at(e) + double(e / C)) : x.at(e - N);
            }), cputest::exact());
  }
  return t.finish();
}

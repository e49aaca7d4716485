// tl.broadcast_to a 3-D shape from x[None, :, None]; tl.broadcast of
// (A, 1, C) with (1, B, 1).
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::sh2_bcast3d;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int A = k::A, B = k::B, C = k::C, N = A * B * C;
  auto x = conf::nonzero<float>(t, B, -100, 100), y = conf::nonzero<float>(t, A * C, -100, 100);
  auto o1 = t.output<float>(N), o2 = t.output<float>(N);
  if (t.ok(k::launch(nullptr, {1}, x.data(), y.data(), o1.data(), o2.data()))) {
    t.check("broadcast_to", o1, conf::gen(N, [&](std::size_t e) { return x.at(e / C % B); }), cputest::exact());
    t.check("broadcast", o2, conf::gen(N, [&](std::size_t e) {
              return conf::f32(conf::f32(y.at(e / (B * C) * C + e % C) * 1000) + x.at(e / C % B));
            }), cputest::close(1e-6, 1e-5));  // * + may fuse into fma on the GPU
  }
  return t.finish();
}

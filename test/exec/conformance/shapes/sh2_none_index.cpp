// x[None, :, None] * y[:, None, None] + z[None, None, :] and x[None].
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::sh2_none_index;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int A = k::A, B = k::B, C = k::C, N = A * B * C;
  auto x = conf::nonzero<float>(t, B, -10, 10), y = conf::nonzero<float>(t, A, -10, 10), z = conf::nonzero<float>(t, C, -10, 10);
  auto o = t.output<float>(N);
  if (t.ok(k::launch(nullptr, {1}, x.data(), y.data(), z.data(), o.data())))
    t.check("outer", o, conf::gen(N, [&](std::size_t e) {
              double xb = x.at(e / C % B);
              return conf::f32(conf::f32(conf::f32(xb * y.at(e / (B * C))) + z.at(e % C)) - xb);
            }), cputest::close(1e-6, 1e-5));  // the GPU may fuse * + into fma
  return t.finish();
}

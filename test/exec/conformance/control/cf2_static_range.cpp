// Nested tl.static_range loops (j in 0, 3, 6) and a negative step (4, 2).
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::cf2_static_range;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int B = k::BLOCK;
  auto x = conf::nonzero<float>(t, B, -10, 10);
  auto o = t.output<float>(B);
  if (t.ok(k::launch(nullptr, {1}, x.data(), o.data())))
    t.check("static", o, t.map(x, [](double v) {
              double s = 0;
              for (int i = 0; i < 3; ++i) for (int j = 0; j < 8; j += 3) s += v * (i * 10 + j);
              return s - 6;
            }), cputest::close(1e-6, 1e-4));
  return t.finish();
}

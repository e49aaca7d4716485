// Constexpr folding with Python semantics (-7 // 2 == -4, -7 % 3 == 2,
// tuple slicing, len, int(), max) feeding a reshape/split kernel.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::cf_constexpr;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int N = k::N;
  auto x = conf::nonzero<float>(t, N, -10, 10);
  auto out = t.output<float>(N / 2);
  if (t.ok(k::launch(nullptr, {1}, x.data(), out.data())))
    t.check("out", out, conf::gen(N / 2, [&](std::size_t i) {
              return conf::f32(conf::f32(float(x[2 * i]) * -4.0f + float(x[2 * i + 1]) * 2.0f) + std::max(N / 2, 3));
            }), cputest::close(1e-6, 1e-5));
  return t.finish();
}

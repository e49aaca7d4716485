// tl.expand_dims at axis 0, 1, -1, (0, 2) and of a 2-D block.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::sh2_expand_dims;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int N = k::N;
  auto x = conf::nonzero<float>(t, N, -100, 100);
  auto o = t.output<float>(5 * N);
  if (t.ok(k::launch(nullptr, {1}, x.data(), o.data())))
    t.check("expand", o, conf::gen(5 * N, [&](std::size_t e) { return conf::f32(x.at(e % N) + double(e / N + 1)); }),
            cputest::exact());
  return t.finish();
}

// tl.expand_dims with several (negative) axes, .shape/.numel, tl.view, x[None].
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::sh_expand_multi;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  auto x = conf::nonzero<float>(t, k::N, -100, 100);
  auto out = t.output<float>(k::N);
  if (t.ok(k::launch(nullptr, {1}, x.data(), out.data())))
    t.check("out", out, t.map(x, [](double v) { return conf::f32(3 * v); }), cputest::exact());
  return t.finish();
}

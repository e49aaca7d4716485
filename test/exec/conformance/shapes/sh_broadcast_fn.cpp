// tl.broadcast of [M, 1] and [1, N].
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::sh_broadcast_fn;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int M = k::M, N = k::N;
  auto x = conf::nonzero<float>(t, M, -100, 100), y = conf::nonzero<float>(t, N, -100, 100);
  auto out = t.output<float>(M * N);
  if (t.ok(k::launch(nullptr, {1}, x.data(), y.data(), out.data())))
    t.check("out", out, conf::gen(M * N, [&](std::size_t e) { return conf::f32(x.at(e / N) - y.at(e % N) * 2); }), cputest::exact());
  return t.finish();
}

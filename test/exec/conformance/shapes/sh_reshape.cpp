// tl.reshape keeps the row-major order; reshape(trans(.)) transposes; tl.ravel.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::sh_reshape;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int M = k::M, N = k::N;
  auto x = conf::nonzero<float>(t, M * N, -100, 100);
  auto out = t.output<float>(M * N), rav = t.output<float>(M * N);
  if (t.ok(k::launch(nullptr, {1}, x.data(), out.data(), rav.data()))) {
    t.check("reshape", out, conf::gen(M * N, [&](std::size_t e) { return x.at((e % M) * N + e / M); }), cputest::exact());
    t.check("ravel", rav, t.map(x, [](double v) { return 2 * v; }), cputest::exact());
  }
  return t.finish();
}

// tl.flip along the last axis of a 2-D block and of a 1-D block.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::sh_flip;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int M = k::M, N = k::N;
  auto x = conf::nonzero<float>(t, M * N, -100, 100);
  auto f1 = t.output<float>(M * N), f2 = t.output<float>(M * N);
  if (t.ok(k::launch(nullptr, {1}, x.data(), f1.data(), f2.data()))) {
    t.check("flip2d", f1, conf::gen(M * N, [&](std::size_t e) { return x.at(e / N * N + (N - 1 - e % N)); }), cputest::exact());
    t.check("flip1d", f2, conf::gen(M * N, [&](std::size_t e) { return x.at(M * N - 1 - e); }), cputest::exact());
  }
  return t.finish();
}

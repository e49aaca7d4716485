// tl.flip of a 2-D block along axis 0, axis 1 and by default (the last).
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::sh2_flip2d;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int M = k::M, N = k::N;
  auto x = conf::nonzero<float>(t, M * N, -100, 100);
  auto f0 = t.output<float>(M * N), f1 = t.output<float>(M * N), fd = t.output<float>(M * N);
  if (t.ok(k::launch(nullptr, {1}, x.data(), f0.data(), f1.data(), fd.data()))) {
    auto last = conf::gen(M * N, [&](std::size_t e) { return x.at(e / N * N + (N - 1 - e % N)); });
    t.check("dim0", f0, conf::gen(M * N, [&](std::size_t e) { return x.at((M - 1 - e / N) * N + e % N); }), cputest::exact());
    t.check("dim1", f1, last, cputest::exact());
    t.check("default", fd, last, cputest::exact());
  }
  return t.finish();
}

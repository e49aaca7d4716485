// tl.full, tl.zeros, tl.zeros_like, tl.expand_dims, tl.broadcast_to.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::sh_create;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int N = k::N;
  for (long long blocks : t.sizes({1, 3})) {
    long long n = blocks * k::BM * N;
    auto x = conf::nonzero<float>(t, n, -10, 10);
    float s = t.random<float>(-2, 2);
    auto out = t.output<float>(n);
    if (!t.ok(k::launch(nullptr, {unsigned(blocks)}, x.data(), out.data(), s)))
      continue;
    t.check("out", out, conf::gen(n, [&](std::size_t i) { return x.at(i) * 2.5 + double(i % N) * s; }),
            cputest::close(1e-6, 1e-5));
  }
  return t.finish();
}

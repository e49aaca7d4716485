// tl.randn over a 2-D block of offsets against Box-Muller on the host
// (tolerance for the GPU's log/cos approximations).
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
#include "Philox.h"
namespace k = kernels::rnd2_randn2d;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int M = k::M, N = k::N;
  for (int rep = 0; rep < 3; ++rep) {
    std::uint64_t seed = t.rng()();
    auto o = t.output<float>(M * N);
    if (!t.ok(k::launch(nullptr, {1}, std::int64_t(seed), o.data())))
      continue;
    t.check("randn", o, conf::gen(M * N, [&](std::size_t e) { return philox::normal(philox::block(seed, e)); }),
            cputest::close(1e-5, 1e-4));
  }
  return t.finish();
}

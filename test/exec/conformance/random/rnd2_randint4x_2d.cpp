// tl.randint4x over a 2-D block: the four words of each Philox block.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
#include "Philox.h"
namespace k = kernels::rnd2_randint4x_2d;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int M = k::M, N = k::N;
  for (int rep = 0; rep < 3; ++rep) {
    std::uint64_t seed = t.rng()();
    auto o = t.output<std::uint32_t>(4 * M * N);
    if (!t.ok(k::launch(nullptr, {1}, std::int64_t(seed), o.data())))
      continue;
    conf::check64(t, "randint4x", o, [&](std::size_t e) { return philox::block(seed, e / 4)[e % 4]; });
  }
  return t.finish();
}

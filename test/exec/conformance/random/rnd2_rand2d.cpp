// tl.rand and tl.randint over a 2-D block of offsets (r * N + c), several
// programs: bit for bit against Philox on the host.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
#include "Philox.h"
namespace k = kernels::rnd2_rand2d;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int M = k::M, N = k::N;
  for (long long P : t.sizes({1, 3})) {
    std::uint64_t seed = t.rng()() >> t.random<int>(0, 40);
    auto r = t.output<float>(P * M * N);
    auto i = t.output<std::uint32_t>(P * M * N);
    if (!t.ok(k::launch(nullptr, {unsigned(P)}, std::int64_t(seed), r.data(), i.data())))
      continue;
    t.check("rand", r, conf::gen(P * M * N, [&](std::size_t e) { return double(philox::uniform(philox::block(seed, e)[0])); }),
            cputest::exact());
    conf::check64(t, "randint", i, [&](std::size_t e) { return philox::block(seed, e)[0]; });
  }
  return t.finish();
}

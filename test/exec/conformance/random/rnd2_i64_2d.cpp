// tl.rand with a 2-D block of int64 offsets base + r * 2^32 + c (the high
// word goes to the second counter).
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
#include "Philox.h"
namespace k = kernels::rnd2_i64_2d;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int M = k::M, N = k::N;
  for (int rep = 0; rep < 3; ++rep) {
    std::uint64_t seed = t.rng()();
    std::int64_t base = std::int64_t(t.rng()() >> 24);
    auto o = t.output<float>(M * N);
    if (!t.ok(k::launch(nullptr, {1}, std::int64_t(seed), base, o.data())))
      continue;
    t.check("rand", o, conf::gen(M * N, [&](std::size_t e) {
              std::uint64_t off = std::uint64_t(base) + (std::uint64_t(e / N) << 32) + e % N;
              return double(philox::uniform(philox::block(seed, off)[0]));
            }), cputest::exact());
  }
  return t.finish();
}

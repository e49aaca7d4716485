// A 32-bit seed parameter (non-negative): the key's high word is 0.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
#include "Philox.h"
namespace k = kernels::rnd2_seed32;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 63, 1000})) {
    std::int32_t seed = std::int32_t(t.rng()() & 0x7FFFFFFF);
    auto o = t.output<std::uint32_t>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, seed, o.data(), int(n))))
      continue;
    conf::check64(t, "randint", o, [&](std::size_t e) { return philox::block(std::uint64_t(seed), e)[0]; });
  }
  return t.finish();
}

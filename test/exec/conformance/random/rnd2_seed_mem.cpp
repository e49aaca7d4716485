// Seeds loaded from memory, one per program: each program's numbers follow
// its own seed (equal seeds give equal numbers).
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
#include "Philox.h"
namespace k = kernels::rnd2_seed_mem;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int B = k::BLOCK, P = 6;
  cputest::Buffer<std::int64_t> seeds(P);
  for (int p = 0; p < P; ++p) seeds[p] = std::int64_t(t.rng()());
  seeds[3] = seeds[1];
  auto o = t.output<std::uint32_t>(P * B);
  if (t.ok(k::launch(nullptr, {unsigned(P)}, seeds.data(), o.data())))
    conf::check64(t, "randint", o, [&](std::size_t e) { return philox::block(std::uint64_t(seeds[e / B]), e % B)[0]; });
  return t.finish();
}

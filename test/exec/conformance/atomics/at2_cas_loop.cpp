// A compare-and-swap retry loop in every program (a while loop around a
// scalar atomic_cas and a volatile load): the counter ends at the number of
// programs and each program saw a distinct value.
#include TRITONC_TEST_KERNEL_HEADER
#include "AtomTest.h"
namespace k = kernels::at2_cas_loop;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long P : t.sizes({1, 17, 500})) {
    auto ctr = t.output<std::int32_t>(1);
    std::int32_t start = t.random<std::int32_t>(-1000, 1000);
    ctr[0] = start;
    auto got = t.output<std::int32_t>(P);
    if (!t.ok(k::launch(nullptr, {unsigned(P)}, ctr.data(), got.data())))
      continue;
    conf::check64(t, "counter", ctr, [&](std::size_t) { return std::int32_t(start + P); });
    atom::distinct<std::int32_t>(t, "seen", got, P, start, 1);
  }
  return t.finish();
}

// tl.atomic_xchg returns the old value (masked), tl.atomic_cas lets exactly
// one program take a lock: one sees 0, every other sees the winner's id + 1.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::at_xchg_cas;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 63, 1000, 100003})) {
    auto slot = conf::nonzero<std::int32_t>(t, n, -1000000, 1000000);
    std::vector<double> eold(n);
    for (long long i = 0; i < n; ++i) eold[i] = slot.at(i);
    auto old = t.output<std::int32_t>(n);
    auto lock = t.output<std::int32_t>(1);
    lock[0] = 0;
    unsigned P = tritonc::cdiv(n, k::BLOCK);
    auto won = t.output<std::int32_t>(P);
    if (!t.ok(k::launch(nullptr, {P}, slot.data(), old.data(), lock.data(), won.data(), int(n))))
      continue;
    t.check("slots", slot, conf::gen(n, [](std::size_t i) { return double(i); }), cputest::exact());
    t.check("old", old, eold, cputest::exact());
    int winner = lock[0] - 1;
    t.expect(winner >= 0 && winner < int(P), "lock holds %d", lock[0]);
    t.check("cas", won, conf::gen(P, [&](std::size_t p) { return int(p) == winner ? 0.0 : double(winner + 1); }),
            cputest::exact());
  }
  return t.finish();
}

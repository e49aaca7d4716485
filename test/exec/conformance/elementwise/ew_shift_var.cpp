// int64 shifts by a tensor of amounts in [0, 63]: <<, arithmetic >> (signed),
// logical >> (uint64).
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::ew_shift_var;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 64, 1000})) {
    cputest::Buffer<std::int64_t> a(n);
    cputest::Buffer<std::uint64_t> u(n);
    for (long long i = 0; i < n; ++i) {
      a[i] = std::int64_t(t.rng()()) | 1;
      u[i] = t.rng()() | 1;
    }
    auto s = t.input<std::int64_t>(n, 0, 63);
    auto shl = t.output<std::int64_t>(n), sar = t.output<std::int64_t>(n);
    auto shr = t.output<std::uint64_t>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, a.data(), u.data(), s.data(), shl.data(), sar.data(), shr.data(), int(n))))
      continue;
    int bad = 0;
    for (long long i = 0; i < n; ++i) {
      std::int64_t el = std::int64_t(std::uint64_t(a[i]) << s[i]), ea = a[i] >> s[i];
      std::uint64_t er = u[i] >> s[i];
      if ((shl[i] != el || sar[i] != ea || shr[i] != er) && bad++ < 5)
        std::printf("  [%lld] shift %lld: << %llx/%llx >> %llx/%llx u>> %llx/%llx\n", i, (long long)s[i],
                    (unsigned long long)shl[i], (unsigned long long)el, (unsigned long long)sar[i],
                    (unsigned long long)ea, (unsigned long long)shr[i], (unsigned long long)er);
    }
    long long where;
    t.expect(bad == 0 && shl.guardsIntact(where) && sar.guardsIntact(where) && shr.guardsIntact(where),
             "int64 shifts: %d elements differ", bad);
  }
  return t.finish();
}

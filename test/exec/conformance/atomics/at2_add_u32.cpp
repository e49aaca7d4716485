// uint32 atomic_add from many programs: counters wrap modulo 2^32 (exact in
// any order); +1 tickets return 0..n-1 once each.
#include TRITONC_TEST_KERNEL_HEADER
#include "AtomTest.h"
namespace k = kernels::at2_add_u32;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int NC = k::NC;
  for (long long n : t.sizes({1, 63, 1000, 30001})) {
    cputest::Buffer<std::uint32_t> x(n), cnt(NC);
    for (long long i = 0; i < n; ++i) x[i] = std::uint32_t(t.rng()()) | 1;
    for (int c = 0; c < NC; ++c) cnt[c] = std::uint32_t(t.rng()());
    std::vector<std::uint32_t> e(cnt.host(), cnt.host() + NC);
    for (long long i = 0; i < n; ++i) e[i % NC] += x[i];
    auto old = t.output<std::uint32_t>(n), ticket = t.output<std::uint32_t>(1);
    ticket[0] = 0;
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, x.data(), cnt.data(), old.data(), ticket.data(), int(n))))
      continue;
    conf::check64(t, "counters", cnt, [&](std::size_t c) { return e[c]; });
    conf::check64(t, "ticket", ticket, [&](std::size_t) { return std::uint32_t(n); });
    atom::distinct<std::uint32_t>(t, "old", old, n, 0, 1);
  }
  return t.finish();
}

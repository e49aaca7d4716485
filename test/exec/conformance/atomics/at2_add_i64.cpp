// int64 atomic_add: counters beyond 32 bits exact; tickets of 2^40 return
// distinct multiples of 2^40.
#include TRITONC_TEST_KERNEL_HEADER
#include "AtomTest.h"
namespace k = kernels::at2_add_i64;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int NC = k::NC;
  for (long long n : t.sizes({1, 63, 1000, 30001})) {
    auto x = conf::nonzero<std::int64_t>(t, n, -1e14, 1e14);
    auto cnt = conf::nonzero<std::int64_t>(t, NC, -1e15, 1e15);
    std::vector<std::int64_t> e(cnt.host(), cnt.host() + NC);
    for (long long i = 0; i < n; ++i) e[i % NC] += x[i];
    auto old = t.output<std::int64_t>(n), ticket = t.output<std::int64_t>(1);
    ticket[0] = 0;
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, x.data(), cnt.data(), old.data(), ticket.data(), int(n))))
      continue;
    conf::check64(t, "counters", cnt, [&](std::size_t c) { return e[c]; });
    conf::check64(t, "ticket", ticket, [&](std::size_t) { return std::int64_t(n) << 40; });
    atom::distinct<std::int64_t>(t, "old", old, n, 0, std::int64_t(1) << 40);
  }
  return t.finish();
}

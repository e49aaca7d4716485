// Scalar loads and stores (no block), tl.num_programs.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::mem_scalar;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 7, 300})) {
    auto x = conf::nonzero<std::int64_t>(t, n, -1e12, 1e12);
    auto o = t.output<std::int64_t>(n);
    auto s = t.output<std::int32_t>(n);
    if (!t.ok(k::launch(nullptr, {unsigned(n)}, x.data(), o.data(), s.data())))
      continue;
    bool ok = true;
    for (long long i = 0; i < n; ++i)
      ok &= o[i] == x[i] * 2 - x[(i + 1) % n];
    long long where;
    t.expect(ok && o.guardsIntact(where), "scalar int64 results");
    t.check("num_programs", s, conf::gen(n, [&](std::size_t i) { return double(n * 100 + i); }), cputest::exact());
  }
  return t.finish();
}

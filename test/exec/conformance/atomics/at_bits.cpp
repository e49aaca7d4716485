// tl.atomic_and / atomic_or / atomic_xor on int32 counters, masked.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::at_bits;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int NC = k::NC;
  for (long long n : t.sizes({1, 63, 1000, 100003})) {
    auto x = conf::nonzero<std::int32_t>(t, n, -2147483648.0, 2147483647.0);
    for (long long i = 0; i < n; ++i)  // mostly set bits, so that the AND keeps some
      x[i] |= std::int32_t(t.rng()() | t.rng()() | t.rng()());
    auto a = conf::nonzero<std::int32_t>(t, NC, -2147483648.0, 2147483647.0);
    auto o = conf::nonzero<std::int32_t>(t, NC, -2147483648.0, 2147483647.0);
    auto xr = conf::nonzero<std::int32_t>(t, NC, -2147483648.0, 2147483647.0);
    std::vector<std::int32_t> ea(NC), eo(NC), ex(NC);
    for (int c = 0; c < NC; ++c) { ea[c] = a[c] | ~0x10101; eo[c] = o[c]; ex[c] = xr[c]; a[c] = ea[c]; }
    for (long long i = 0; i < n; ++i) { ea[i % NC] &= x[i]; eo[i % NC] |= x[i]; ex[i % NC] ^= x[i]; }
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, x.data(), a.data(), o.data(), xr.data(), int(n))))
      continue;
    auto d = [](const std::vector<std::int32_t> &v) { return std::vector<double>(v.begin(), v.end()); };
    t.check("and", a, d(ea), cputest::exact());
    t.check("or", o, d(eo), cputest::exact());
    t.check("xor", xr, d(ex), cputest::exact());
  }
  return t.finish();
}

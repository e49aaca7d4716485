// Integer tl.abs on int8, int16, int64 (the minimum wraps to itself) and
// uint8 (unchanged).
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::m2_int_abs;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 63, 1000})) {
    auto a = conf::nonzero<std::int8_t>(t, n, -128, 127);
    auto b = conf::nonzero<std::int16_t>(t, n, -32768, 32767);
    cputest::Buffer<std::int64_t> c(n);
    for (long long i = 0; i < n; ++i) c[i] = std::int64_t(t.rng()());
    c[0] = INT64_MIN;
    a[0] = -128;
    auto u = conf::nonzero<std::uint8_t>(t, n, 0, 255);
    auto oa = t.output<std::int8_t>(n);
    auto ob = t.output<std::int16_t>(n);
    auto oc = t.output<std::int64_t>(n);
    auto ou = t.output<std::uint8_t>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, a.data(), b.data(), c.data(), u.data(), oa.data(), ob.data(),
                        oc.data(), ou.data(), int(n))))
      continue;
    conf::check64(t, "int8", oa, [&](std::size_t i) { return std::int8_t(a[i] < 0 ? -a[i] : a[i]); });
    conf::check64(t, "int16", ob, [&](std::size_t i) { return std::int16_t(b[i] < 0 ? -b[i] : b[i]); });
    conf::check64(t, "int64", oc, [&](std::size_t i) { return std::int64_t(c[i] < 0 ? 0 - std::uint64_t(c[i]) : std::uint64_t(c[i])); });
    conf::check64(t, "uint8", ou, [&](std::size_t i) { return u[i]; });
  }
  return t.finish();
}

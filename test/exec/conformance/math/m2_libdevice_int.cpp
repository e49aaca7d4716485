// Integer libdevice functions: popc clz mulhi abs max min on int32, popc and
// abs on int64 (__nv_popcll, __nv_llabs).
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::m2_libdevice_int;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 63, 1000})) {
    cputest::Buffer<std::int32_t> a(n), b(n);
    cputest::Buffer<std::int64_t> q(n);
    for (long long i = 0; i < n; ++i) {
      a[i] = std::int32_t(t.rng()() >> t.random<int>(32, 63));  // leading zeros vary
      if (i % 2) a[i] = -a[i];
      if (a[i] == 0 || a[i] == INT32_MIN) a[i] = 1;
      b[i] = std::int32_t(t.rng()());
      q[i] = std::int64_t(t.rng()() | 1);
      if (q[i] == INT64_MIN) q[i] = 1;
    }
    auto o = t.output<std::int32_t>(6 * n);
    auto w = t.output<std::int64_t>(2 * n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, a.data(), b.data(), q.data(), o.data(), w.data(), int(n))))
      continue;
    conf::check64(t, "int32", o, [&](std::size_t e) -> std::int32_t {
      std::int32_t x = a[e / 6], y = b[e / 6];
      switch (e % 6) {
      case 0: return __builtin_popcount(std::uint32_t(x));
      case 1: return __builtin_clz(std::uint32_t(x));
      case 2: return std::int32_t((std::int64_t(x) * y) >> 32);
      case 3: return x < 0 ? -x : x;
      case 4: return std::max(x, y);
      default: return std::min(x, y);
      }
    });
    conf::check64(t, "int64", w, [&](std::size_t e) -> std::int64_t {
      std::int64_t x = q[e / 2];
      return e % 2 ? (x < 0 ? -x : x) : __builtin_popcountll(std::uint64_t(x));
    });
  }
  return t.finish();
}

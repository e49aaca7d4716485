// Integer // and % on tensors truncate toward zero (C), for int32, int8,
// int64, a runtime scalar divisor and a negative constexpr divisor.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::ew_intdiv;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 63, 64, 65, 2000})) {
    auto a = conf::nonzero<std::int32_t>(t, n, -2147483647.0, 2147483647.0);
    auto b = conf::nonzero<std::int32_t>(t, n, -1000, 1000);
    auto a8 = conf::nonzero<std::int8_t>(t, n, -127, 127), b8 = conf::nonzero<std::int8_t>(t, n, -20, 20);
    auto a64 = conf::nonzero<std::int64_t>(t, n, -9e15, 9e15), b64 = conf::nonzero<std::int64_t>(t, n, -1e9, 1e9);
    int s = t.random<int>(1, 50) * (t.random<int>(0, 1) ? 1 : -1);
    auto q = t.output<std::int32_t>(n), r = t.output<std::int32_t>(n), qs = t.output<std::int32_t>(n);
    auto qc = t.output<std::int32_t>(n), rc = t.output<std::int32_t>(n);
    auto q8 = t.output<std::int8_t>(n), r8 = t.output<std::int8_t>(n);
    auto q64 = t.output<std::int64_t>(n), r64 = t.output<std::int64_t>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, a.data(), b.data(), a8.data(), b8.data(),
                        a64.data(), b64.data(), s, q.data(), r.data(), q8.data(), r8.data(), q64.data(),
                        r64.data(), qs.data(), qc.data(), rc.data(), int(n))))
      continue;
    auto I = [](double v) { return (long long)v; };
    t.check("q32", q, t.map(a, b, [&](double x, double y) { return double(I(x) / I(y)); }), cputest::exact());
    t.check("r32", r, t.map(a, b, [&](double x, double y) { return double(I(x) % I(y)); }), cputest::exact());
    t.check("q8", q8, t.map(a8, b8, [&](double x, double y) { return double(I(x) / I(y)); }), cputest::exact());
    t.check("r8", r8, t.map(a8, b8, [&](double x, double y) { return double(I(x) % I(y)); }), cputest::exact());
    t.check("qs", qs, t.map(a, [&](double x) { return double(I(x) / s); }), cputest::exact());
    t.check("qc", qc, t.map(a, [&](double x) { return double(I(x) / -7); }), cputest::exact());
    t.check("rc", rc, t.map(a, [&](double x) { return double(I(x) % -7); }), cputest::exact());
    // int64 values beyond 2^53 do not fit a double exactly: compare as integers.
    int bad = 0;
    for (long long i = 0; i < n; ++i)
      if ((q64[i] != a64[i] / b64[i] || r64[i] != a64[i] % b64[i]) && bad++ < 5)
        std::printf("  [%lld] %lld / %lld: q %lld r %lld\n", i, (long long)a64[i], (long long)b64[i],
                    (long long)q64[i], (long long)r64[i]);
    long long where;
    t.expect(bad == 0 && q64.guardsIntact(where) && r64.guardsIntact(where), "int64 // %%: %d differ", bad);
  }
  return t.finish();
}

// int64 multiply-add (wrapping), arithmetic >>, xor with <<: values beyond 32 bits.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::ew_int64;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 64, 1001})) {
    cputest::Buffer<std::int64_t> a(n), b(n);
    for (long long i = 0; i < n; ++i) {
      a[i] = std::int64_t(t.rng()()) | 1;
      b[i] = std::int64_t(t.rng()()) | 2;
    }
    auto mad = t.output<std::int64_t>(n), shr = t.output<std::int64_t>(n), x = t.output<std::int64_t>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, a.data(), b.data(), mad.data(), shr.data(),
                        x.data(), int(n))))
      continue;
    // int64 does not fit a double: compare the bits one by one.
    int bad = 0;
    for (long long i = 0; i < n; ++i) {
      std::int64_t ea = std::int64_t(std::uint64_t(a[i]) * std::uint64_t(b[i]) + std::uint64_t(a[i]));
      std::int64_t es = a[i] >> 13;
      std::int64_t ex = a[i] ^ std::int64_t(std::uint64_t(b[i]) << 20);
      if ((mad[i] != ea || shr[i] != es || x[i] != ex) && bad++ < 5)
        std::printf("  [%lld] mad %lld/%lld shr %lld/%lld xor %lld/%lld\n", i, (long long)mad[i], (long long)ea,
                    (long long)shr[i], (long long)es, (long long)x[i], (long long)ex);
    }
    t.expect(bad == 0, "int64: %d elements differ (n=%lld)", bad, n);
    std::vector<double> none;
    long long where;
    t.expect(mad.guardsIntact(where) && shr.guardsIntact(where) && x.guardsIntact(where), "guards");
  }
  return t.finish();
}

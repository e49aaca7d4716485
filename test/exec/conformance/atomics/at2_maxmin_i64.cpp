// int64 atomic_max/min over negative and positive values beyond 32 bits.
#include TRITONC_TEST_KERNEL_HEADER
#include "AtomTest.h"
namespace k = kernels::at2_maxmin_i64;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int NC = k::NC;
  for (long long n : t.sizes({1, 63, 1000, 30001})) {
    cputest::Buffer<std::int64_t> x(n), mx(NC), mn(NC);
    for (long long i = 0; i < n; ++i) x[i] = std::int64_t(t.rng()());
    for (int c = 0; c < NC; ++c) { mx[c] = INT64_MIN + c; mn[c] = INT64_MAX - c; }
    std::vector<std::int64_t> emx(mx.host(), mx.host() + NC), emn(mn.host(), mn.host() + NC);
    for (long long i = 0; i < n; ++i) { emx[i % NC] = std::max(emx[i % NC], x[i]); emn[i % NC] = std::min(emn[i % NC], x[i]); }
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, x.data(), mx.data(), mn.data(), int(n))))
      continue;
    conf::check64(t, "max", mx, [&](std::size_t c) { return emx[c]; });
    conf::check64(t, "min", mn, [&](std::size_t c) { return emn[c]; });
  }
  return t.finish();
}

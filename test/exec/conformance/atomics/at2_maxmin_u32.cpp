// uint32 atomic_max/min: unsigned order (values above 2^31 are largest).
#include TRITONC_TEST_KERNEL_HEADER
#include "AtomTest.h"
namespace k = kernels::at2_maxmin_u32;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int NC = k::NC;
  for (long long n : t.sizes({1, 63, 1000, 30001})) {
    cputest::Buffer<std::uint32_t> x(n), mx(NC), mn(NC);
    for (long long i = 0; i < n; ++i) x[i] = std::uint32_t(t.rng()());
    for (int c = 0; c < NC; ++c) { mx[c] = 0x7FFFFFFFu; mn[c] = 0x80000000u; }
    std::vector<std::uint32_t> emx(NC, 0x7FFFFFFFu), emn(NC, 0x80000000u);
    for (long long i = 0; i < n; ++i) { emx[i % NC] = std::max(emx[i % NC], x[i]); emn[i % NC] = std::min(emn[i % NC], x[i]); }
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, x.data(), mx.data(), mn.data(), int(n))))
      continue;
    conf::check64(t, "max", mx, [&](std::size_t c) { return emx[c]; });
    conf::check64(t, "min", mn, [&](std::size_t c) { return emn[c]; });
  }
  return t.finish();
}

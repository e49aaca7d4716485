// Scalar parameters of every width and kind reach the kernel with their
// exact values (int64/uint64 checked through their high bits, exactly).
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::ty_scalars;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int B = k::BLOCK;
  for (int rep = 0; rep < 3; ++rep) {
    std::int8_t a = std::int8_t(t.random<int>(-128, -1));
    std::uint8_t b = std::uint8_t(t.random<int>(128, 255));
    std::int16_t c = std::int16_t(t.random<int>(-32768, -1));
    std::uint16_t d = std::uint16_t(t.random<int>(32768, 65535));
    std::uint32_t e = std::uint32_t(t.rng()() | 0x80000000u);
    std::int64_t f = std::int64_t(t.rng()() | (1ull << 63));
    std::uint64_t g = t.rng()() | (1ull << 63);
    auto h = t.random<tritonc::float16>(-60000, 60000);
    auto bf = t.random<tritonc::bfloat16>(-1e30, 1e30);
    double dd = t.random<double>(-1e300, 1e300);
    auto o = t.output<double>(10 * B);
    if (!t.ok(k::launch(nullptr, {1}, a, b, c, d, e, f, g, h, bf, dd, o.data())))
      continue;
    double v[10] = {double(a), double(b), double(c), double(d), double(e), double(f >> 20), double(g >> 20),
                    cputest::Traits<tritonc::float16>::toDouble(h), cputest::Traits<tritonc::bfloat16>::toDouble(bf), dd};
    t.check("scalars", o, conf::gen(10 * B, [&](std::size_t i) { return v[i % 10]; }), cputest::exact());
  }
  return t.finish();
}

// Block-pointer stores of whole tiles (out = 2x + 1): row-major fp32 and
// fp16 and column-major fp32, row strides multiples of 16 elements (the
// specialization's :16), odd m and n so that the edge tiles are clipped;
// every element inside is checked, and the padding around the m x n matrix
// keeps its random values.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::bp_store_tiles;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (int rep = 0; rep < 6; ++rep) {
    int m = t.random<int>(1, 70) | 1, n = t.random<int>(1, 150) | 1;
    if (rep == 0)
      m = 2 * k::BM, n = 2 * k::BN - 1;
    int sx = n + t.random<int>(0, 5);
    int so = (n + t.random<int>(1, 16) + 15) / 16 * 16, sot = (m + t.random<int>(1, 16) + 15) / 16 * 16;
    auto x = conf::nonzero<float>(t, m * sx, -100, 100);
    auto out = t.input<float>(m * so, -100, 100), out_t = t.input<float>(n * sot, -100, 100);
    auto out16 = t.input<tritonc::float16>(m * so, -100, 100);
    auto before = out, before_t = out_t;
    auto before16 = out16;
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(m, k::BM), tritonc::cdiv(n, k::BN)}, x.data(), out.data(),
                        out16.data(), out_t.data(), m, n, sx, so, sot)))
      continue;
    auto y = [&](std::size_t r, std::size_t c) { return conf::f32(2.0 * x.at(r * sx + c) + 1); };
    t.check("row-major fp32", out, conf::gen(m * so, [&](std::size_t e) {
              std::size_t r = e / so, c = e % so;
              return c < std::size_t(n) ? y(r, c) : before.at(e);
            }), cputest::exact());
    t.check("row-major fp16", out16, conf::gen(m * so, [&](std::size_t e) {
              std::size_t r = e / so, c = e % so;
              return c < std::size_t(n) ? conf::h16(y(r, c)) : before16.at(e);
            }), cputest::exact());
    t.check("column-major fp32", out_t, conf::gen(n * sot, [&](std::size_t e) {
              std::size_t c = e / sot, r = e % sot;
              return r < std::size_t(m) ? y(r, c) : before_t.at(e);
            }), cputest::exact());
  }
  return t.finish();
}

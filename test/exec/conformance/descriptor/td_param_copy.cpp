// Host-built tensor descriptors (`tensordesc<...>` parameters): the
// launcher takes each as its base, its shape and its strides but the last.
// dst = 2 * src converted from fp16 to fp32 on odd shapes; the loaded
// blocks, written densely, must hold zeros outside the source.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::td_param_copy;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (int rep = 0; rep < 6; ++rep) {
    int m = t.random<int>(1, 40), n = t.random<int>(1, 60);
    std::int64_t ss = (n + 7) / 8 * 8 + 8 * t.random<int>(0, 2);  // fp16: 16 bytes = 8 elements
    std::int64_t ds = (n + 3) / 4 * 4 + 4 * t.random<int>(0, 2);  // fp32: 4 elements
    auto src = conf::nonzero<tritonc::float16>(t, std::size_t(m) * ss, -100, 100);
    auto dst = t.input<float>(std::size_t(m) * ds, -100, 100);
    auto before = dst;
    unsigned gm = tritonc::cdiv(m, k::BM), gn = tritonc::cdiv(n, k::BN);
    std::size_t ld = std::size_t(gn) * k::BN;
    auto blocks = t.output<float>(std::size_t(gm) * k::BM * ld);
    if (!t.ok(k::launch(nullptr, {gm, gn}, src.data(), m, n, ss, dst.data(), m, n, ds, blocks.data())))
      continue;
    t.check("dst", dst, conf::gen(dst.size(), [&](std::size_t e) {
              std::size_t r = e / ds, c = e % ds;
              return c < std::size_t(n) ? conf::f32(conf::h16(2.0 * src.at(r * ss + c))) : before.at(e);
            }), cputest::exact());
    t.check("blocks", blocks, conf::gen(blocks.size(), [&](std::size_t e) {
              std::size_t r = e / ld, c = e % ld;
              return r < std::size_t(m) && c < std::size_t(n) ? src.at(r * ss + c) : 0.0;
            }), cputest::exact());
  }
  return t.finish();
}

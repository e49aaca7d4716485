// Scans of blocks smaller than the CTA (4 warps): int32 cumsum of 16
// elements forward and reverse=True, an affine-map tuple scan of them (not
// commutative), and fp16 cumsums of a 2 x 8 block over axis 0 and, reversed,
// axis 1 (small integers: exact in fp16).
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
#include <cmath>
namespace k = kernels::red2_scan_small;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int B = k::BLOCK;
  for (int rep = 0; rep < 5; ++rep) {
    auto x = conf::nonzero<std::int32_t>(t, B, -100000, 100000);
    auto a = t.input<std::int32_t>(B, -500, 500);
    for (int i = 0; i < B; ++i)
      a[i] = 2 * a[i] + 1;
    auto b = conf::nonzero<std::int32_t>(t, B, -1000000, 1000000);
    auto h = t.input<tritonc::float16>(16, -4, 4);
    for (int i = 0; i < 16; ++i) {
      float v = std::trunc(tritonc::toFloat(h[i]));
      h[i] = tritonc::toFloat16(v == 0 ? 1.0f : v);
    }
    auto cs = t.output<std::int32_t>(B), rcs = t.output<std::int32_t>(B);
    auto fa = t.output<std::int32_t>(B), fb = t.output<std::int32_t>(B);
    auto h0 = t.output<tritonc::float16>(16), h1 = t.output<tritonc::float16>(16);
    if (!t.ok(k::launch(nullptr, {1}, x.data(), a.data(), b.data(), h.data(), cs.data(), rcs.data(), fa.data(),
                        fb.data(), h0.data(), h1.data())))
      continue;
    std::vector<std::int32_t> ecs(B), ercs(B), efa(B), efb(B);
    std::uint32_t s = 0, sr = 0, accA = 1, accB = 0;
    for (int i = 0, j = B - 1; i < B; ++i, --j) {
      ecs[i] = std::int32_t(s += std::uint32_t(x[i]));
      ercs[j] = std::int32_t(sr += std::uint32_t(x[j]));
      accB = accB * std::uint32_t(a[i]) + std::uint32_t(b[i]);
      accA = accA * std::uint32_t(a[i]);
      efa[i] = std::int32_t(accA);
      efb[i] = std::int32_t(accB);
    }
    conf::check64(t, "cumsum", cs, [&](std::size_t e) { return ecs[e]; });
    conf::check64(t, "cumsum_rev", rcs, [&](std::size_t e) { return ercs[e]; });
    conf::check64(t, "affine_a", fa, [&](std::size_t e) { return efa[e]; });
    conf::check64(t, "affine_b", fb, [&](std::size_t e) { return efb[e]; });
    t.check("fp16_axis0", h0, conf::gen(16, [&](std::size_t e) {
              return e < 8 ? h.at(e) : h.at(e) + h.at(e - 8);
            }), cputest::exact());
    t.check("fp16_axis1_rev", h1, conf::gen(16, [&](std::size_t e) {
              double sum = 0;
              for (std::size_t c = e % 8; c < 8; ++c) sum += h.at(e / 8 * 8 + c);
              return sum;
            }), cputest::exact());
  }
  return t.finish();
}

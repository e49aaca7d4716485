// .to(..., bitcast=True): fp32 <-> int32 bits, fp16 -> uint16 bits.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::ew_bitcast;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 64, 1000})) {
    auto f = conf::nonzero<float>(t, n, -1e30, 1e30);
    auto g = conf::nonzero<float>(t, n, -1e-30, 1e30);
    cputest::Buffer<std::int32_t> i(n);
    for (long long j = 0; j < n; ++j)
      std::memcpy(&i[j], &g[j], 4);
    auto h = conf::nonzero<tritonc::float16>(t, n, -60000, 60000);
    auto fb = t.output<std::int32_t>(n), hb = t.output<std::int32_t>(n);
    auto fi = t.output<float>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, f.data(), i.data(), h.data(), fb.data(), fi.data(),
                        hb.data(), int(n))))
      continue;
    t.check("f32 bits", fb, conf::gen(n, [&](std::size_t j) { std::int32_t b; std::memcpy(&b, &f[j], 4); return double(b); }), cputest::exact());
    t.check("bits f32", fi, g.size() ? t.map(g, [](double v) { return v; }) : std::vector<double>(), cputest::exact());
    t.check("f16 bits", hb, conf::gen(n, [&](std::size_t j) { std::uint16_t b; std::memcpy(&b, &h[j], 2); return double(b); }), cputest::exact());
  }
  return t.finish();
}

// Bitcasts keep the bits: fp16 -> int16 (x.to(bitcast=True)), bf16 ->
// uint16 and fp32 -> uint32 (tl.cast(bitcast=True)), fp64 -> int64, int8 ->
// uint8, and fp16 -> int16 -> fp16 round trip.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
#include <cstring>
namespace k = kernels::ty_bitcast2;
template <class To, class From> To bits(From v) { To r; std::memcpy(&r, &v, sizeof r); return r; }
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 63, 1000})) {
    auto h = conf::nonzero<tritonc::float16>(t, n, -60000, 60000);
    auto g = conf::nonzero<tritonc::bfloat16>(t, n, -1e30, 1e30);
    auto d = conf::nonzero<double>(t, n, -1e300, 1e300);
    auto f = conf::nonzero<float>(t, n, -1e30, 1e30);
    auto b = conf::nonzero<std::int8_t>(t, n, -128, 127);
    auto oh = t.output<std::int16_t>(n);
    auto og = t.output<std::uint16_t>(n);
    auto od = t.output<std::int64_t>(n);
    auto of = t.output<std::uint32_t>(n);
    auto ob = t.output<std::uint8_t>(n);
    auto back = t.output<tritonc::float16>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, h.data(), g.data(), d.data(), f.data(), b.data(), oh.data(),
                        og.data(), od.data(), of.data(), ob.data(), back.data(), int(n))))
      continue;
    conf::check64(t, "fp16", oh, [&](std::size_t i) { return bits<std::int16_t>(h[i]); });
    conf::check64(t, "bf16", og, [&](std::size_t i) { return bits<std::uint16_t>(g[i]); });
    conf::check64(t, "fp64", od, [&](std::size_t i) { return bits<std::int64_t>(d[i]); });
    conf::check64(t, "fp32", of, [&](std::size_t i) { return bits<std::uint32_t>(f[i]); });
    conf::check64(t, "int8", ob, [&](std::size_t i) { return std::uint8_t(b[i]); });
    t.check("round_trip", back, t.map(h, [](double v) { return v; }), cputest::exact());
  }
  return t.finish();
}

// Promotion: uint8 + int16 is int16, uint32 + int32 is uint32, int64 *
// fp16 is fp16, bf16 * fp32 is fp32, int16 * 300 stays int16 (wraps).
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::ty_promote2;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 63, 1000})) {
    auto u8 = conf::nonzero<std::uint8_t>(t, n, 0, 255);
    auto i16 = conf::nonzero<std::int16_t>(t, n, -32768, 32767);
    cputest::Buffer<std::uint32_t> u32(n);
    cputest::Buffer<std::int32_t> i32(n);
    cputest::Buffer<std::int64_t> i64(n);
    for (long long i = 0; i < n; ++i) { u32[i] = std::uint32_t(t.rng()()); i32[i] = std::int32_t(t.rng()()); i64[i] = std::int64_t(t.rng()()); }
    auto h = conf::nonzero<tritonc::float16>(t, n, -10, 10);
    auto bf = conf::nonzero<tritonc::bfloat16>(t, n, -100, 100);
    auto f = conf::nonzero<float>(t, n, -100, 100);
    auto o1 = t.output<std::int16_t>(n);
    auto o2 = t.output<std::uint32_t>(n);
    auto o3 = t.output<tritonc::float16>(n);
    auto o4 = t.output<float>(n);
    auto o5 = t.output<std::int32_t>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, u8.data(), i16.data(), u32.data(), i32.data(), i64.data(), h.data(),
                        bf.data(), f.data(), o1.data(), o2.data(), o3.data(), o4.data(), o5.data(), int(n))))
      continue;
    conf::check64(t, "u8+i16", o1, [&](std::size_t i) { return std::int16_t(u8[i] + i16[i]); });
    conf::check64(t, "u32+i32", o2, [&](std::size_t i) { return std::uint32_t(u32[i] + std::uint32_t(i32[i])); });
    t.check("i64*fp16", o3, conf::gen(n, [&](std::size_t i) { return conf::h16d(double(i64[i] % 100) * h.at(i)); }), cputest::exact());
    t.check("bf16*fp32", o4, conf::gen(n, [&](std::size_t i) { return conf::f32(bf.at(i) * f.at(i)); }), cputest::exact());
    conf::check64(t, "i16*300+i32", o5, [&](std::size_t i) {
      return std::int32_t(std::uint32_t(std::int16_t(i16[i] * 300)) + std::uint32_t(i32[i]));
    });
  }
  return t.finish();
}

// Integer conversions: sign extension (int8, int32 -> wider), zero extension
// (uint8, uint32), truncation (int32 -> int8/uint16), int -> int1 (!= 0).
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::ew_casts_int;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 64, 1000})) {
    auto a8 = conf::nonzero<std::int8_t>(t, n, -128, 127);
    auto u8 = conf::nonzero<std::uint8_t>(t, n, 0, 255);
    auto a32 = conf::nonzero<std::int32_t>(t, n, -2147483648.0, 2147483647.0);
    auto u32 = conf::nonzero<std::uint32_t>(t, n, 0, 4294967295.0);
    auto o8_32 = t.output<std::int32_t>(n), ou8_32 = t.output<std::int32_t>(n), ob = t.output<std::int32_t>(n);
    auto o32_8 = t.output<std::int8_t>(n);
    auto o32_u16 = t.output<std::uint16_t>(n);
    auto ou32_64 = t.output<std::int64_t>(n), o32_64 = t.output<std::int64_t>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, a8.data(), u8.data(), a32.data(), u32.data(),
                        o8_32.data(), ou8_32.data(), o32_8.data(), o32_u16.data(), ou32_64.data(),
                        o32_64.data(), ob.data(), int(n))))
      continue;
    auto X = cputest::exact();
    auto I = [](double v) { return (long long)v; };
    t.check("i8->i32", o8_32, t.map(a8, [](double v) { return v * 1000; }), X);
    t.check("u8->i32", ou8_32, t.map(u8, [](double v) { return v * 1000; }), X);
    t.check("i32->i8", o32_8, t.map(a32, [&](double v) { return double(std::int8_t(I(v))); }), X);
    t.check("i32->u16", o32_u16, t.map(a32, [&](double v) { return double(std::uint16_t(I(v))); }), X);
    t.check("u32->i64", ou32_64, t.map(u32, [](double v) { return v * 4; }), X);
    t.check("i32->i64", o32_64, t.map(a32, [](double v) { return v * 4; }), X);
    t.check("->i1", ob, t.map(a8, [&](double v) { return double((I(v) & 1) != 0) + 2.0 * (v != 0); }), X);
  }
  return t.finish();
}

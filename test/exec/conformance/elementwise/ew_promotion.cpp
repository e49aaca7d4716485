// Triton's promotion: int8 + fp16 -> fp16, int32 * 0.5 -> fp32, uint8 + int8
// -> uint8, bf16 + fp16 -> fp16, fp32 * fp64 scalar -> fp64, int8 + int32 -> int32.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::ew_promotion;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  using conf::h16;
  for (long long n : t.sizes({1, 64, 999})) {
    auto i8 = conf::nonzero<std::int8_t>(t, n, -128, 127);
    auto h = conf::nonzero<tritonc::float16>(t, n, -100, 100);
    auto i32 = conf::nonzero<std::int32_t>(t, n, -1000000, 1000000);
    auto u8 = conf::nonzero<std::uint8_t>(t, n, 0, 255);
    auto bf = conf::nonzero<tritonc::bfloat16>(t, n, -8, 8);
    auto f = conf::nonzero<float>(t, n, -100, 100);
    double d = t.random<double>(-3, 3);
    auto oh = t.output<tritonc::float16>(n), ohb = t.output<tritonc::float16>(n);
    auto of = t.output<float>(n);
    auto ou8 = t.output<std::uint8_t>(n);
    auto od = t.output<double>(n);
    auto oi = t.output<std::int32_t>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, i8.data(), h.data(), i32.data(), u8.data(),
                        bf.data(), f.data(), d, oh.data(), of.data(), ou8.data(), ohb.data(), od.data(),
                        oi.data(), int(n))))
      continue;
    t.check("i8+fp16", oh, t.map(i8, h, [](double a, double b) { return h16(a + b); }), cputest::exact());
    t.check("i32*0.5", of, t.map(i32, [](double a) { return conf::f32(a * 0.5); }), cputest::exact());
    t.check("u8+i8", ou8, t.map(u8, i8, [](double a, double b) { return double(std::uint8_t(int(a + b))); }), cputest::exact());
    t.check("bf16+fp16", ohb, t.map(bf, h, [](double a, double b) { return h16(a + b); }), cputest::exact());
    t.check("fp32*fp64", od, t.map(f, [&](double a) { return a * d; }), cputest::exact());
    t.check("i8+i32", oi, t.map(i8, i32, [](double a, double b) { return (a + b) * 3; }), cputest::exact());
  }
  return t.finish();
}

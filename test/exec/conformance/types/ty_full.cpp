// tl.full / tl.zeros / tl.zeros_like of every dtype, int1 included.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::ty_full;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int B = k::BLOCK;
  cputest::Buffer<std::int8_t> i8(B); cputest::Buffer<std::int16_t> i16(B);
  cputest::Buffer<std::int32_t> i32(B); cputest::Buffer<std::int64_t> i64(B);
  cputest::Buffer<std::uint8_t> u8(B), b1(B); cputest::Buffer<std::uint16_t> u16(B);
  cputest::Buffer<std::uint32_t> u32(B); cputest::Buffer<std::uint64_t> u64(B);
  cputest::Buffer<tritonc::float16> f16(B); cputest::Buffer<tritonc::bfloat16> bf(B);
  cputest::Buffer<float> f32(B); cputest::Buffer<double> f64(B);
  if (t.ok(k::launch(nullptr, {1}, i8.data(), i16.data(), i32.data(), i64.data(), u8.data(), u16.data(), u32.data(),
                     u64.data(), f16.data(), bf.data(), f32.data(), f64.data(), reinterpret_cast<bool *>(b1.data())))) {
    conf::check64(t, "int8", i8, [](std::size_t) { return -100; });
    conf::check64(t, "int16", i16, [](std::size_t) { return -30000; });
    conf::check64(t, "int32", i32, [](std::size_t) { return -2000000000; });
    conf::check64(t, "int64", i64, [](std::size_t) { return -9000000000000000000ll; });
    conf::check64(t, "uint8", u8, [](std::size_t) { return 250; });
    conf::check64(t, "uint16", u16, [](std::size_t) { return 65000; });
    conf::check64(t, "uint32", u32, [](std::size_t) { return 4000000000u; });
    conf::check64(t, "uint64", u64, [](std::size_t) { return 9000000000000000000ull; });
    conf::check64(t, "int1", b1, [](std::size_t) { return 1; });
    t.check("fp16", f16, std::vector<double>(B, 1.5), cputest::exact());
    t.check("bf16", bf, std::vector<double>(B, -3.25), cputest::exact());
    t.check("fp32", f32, std::vector<double>(B, INFINITY), cputest::exact());
    t.check("fp64", f64, std::vector<double>(B, 0.1), cputest::exact());
  }
  return t.finish();
}

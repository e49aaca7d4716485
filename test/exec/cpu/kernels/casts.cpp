// Conversions: fp32 -> fp16/bf16 (round to nearest even), fp32 -> int32
// (toward zero), int32 -> fp32, int32 -> uint8 (truncation).
#include TRITONC_TEST_KERNEL_HEADER
#include "CpuTest.h"

namespace k = kernels::casts;

int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 31, 33, 5000})) {
    auto f = t.input<float>(n, -300, 300);
    auto i = t.input<std::int32_t>(n, -2147483647.0, 2147483647.0);
    auto h = t.output<tritonc::float16>(n);
    auto b = t.output<tritonc::bfloat16>(n);
    auto fi = t.output<std::int32_t>(n);
    auto fo = t.output<float>(n);
    auto u8 = t.output<std::uint8_t>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, f.data(), i.data(), h.data(),
                        b.data(), fi.data(), fo.data(), u8.data(), int(n))))
      continue;
    t.check("fp16", h, t.map(f, [](double v) { return double(tritonc::toFloat(tritonc::toFloat16(float(v)))); }),
            cputest::exact());
    t.check("bf16", b, t.map(f, [](double v) { return double(tritonc::toFloat(tritonc::toBFloat16(float(v)))); }),
            cputest::exact());
    t.check("fp32_to_i32", fi, t.map(f, [](double v) { return double(std::int32_t(float(v))); }),
            cputest::exact());
    t.check("i32_to_fp32", fo, t.map(i, [](double v) { return double(float(std::int32_t(v))); }),
            cputest::exact());
    t.check("i32_to_u8", u8, t.map(i, [](double v) { return double(std::uint8_t(std::int32_t(v))); }),
            cputest::exact());
  }
  return t.finish();
}

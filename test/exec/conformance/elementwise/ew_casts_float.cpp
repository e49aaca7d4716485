// Conversions with floats: fp32 -> int8/uint8/int64 (toward zero), fp64 <->
// fp32, fp16 -> fp32, int64/uint32 -> fp32 and int -> fp16 (round to nearest even).
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::ew_casts_float;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 64, 1000})) {
    auto f = conf::nonzero<float>(t, n, -100, 100);
    auto d = conf::nonzero<double>(t, n, -1e30, 1e30);
    auto h = conf::nonzero<tritonc::float16>(t, n, -60000, 60000);
    cputest::Buffer<std::int64_t> i64(n);
    for (long long i = 0; i < n; ++i)
      i64[i] = std::int64_t(t.rng()()) | 1;
    auto u32 = conf::nonzero<std::uint32_t>(t, n, 0, 4294967295.0);
    auto o_i8 = t.output<std::int8_t>(n);
    auto o_u8 = t.output<std::uint8_t>(n);
    auto o_i64 = t.output<std::int64_t>(n);
    auto o_df = t.output<float>(n), o_hf = t.output<float>(n), o_i64f = t.output<float>(n), o_u32f = t.output<float>(n);
    auto o_fd = t.output<double>(n);
    auto o_h = t.output<tritonc::float16>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, f.data(), d.data(), h.data(), i64.data(), u32.data(),
                        o_i8.data(), o_u8.data(), o_i64.data(), o_df.data(), o_fd.data(), o_hf.data(),
                        o_i64f.data(), o_u32f.data(), o_h.data(), int(n))))
      continue;
    auto X = cputest::exact();
    t.check("f32->i8", o_i8, t.map(f, [](double v) { return double(std::int8_t(float(v))); }), X);
    t.check("f32->u8", o_u8, t.map(f, [](double v) { return double(std::uint8_t(float(float(v) + 120.0f))); }), X);
    t.check("f32->i64", o_i64, t.map(f, [](double v) { return double((long long)(float(v) * 1e6f)); }), X);
    t.check("f64->f32", o_df, t.map(d, [](double v) { return double(float(v)); }), X);
    t.check("f32->f64", o_fd, t.map(f, [](double v) { return v * 3.0; }), X);
    t.check("f16->f32", o_hf, t.map(h, [](double v) { return double(float(v) / 3.0f); }), cputest::ulps<float>(2));
    t.check("i64->f32", o_i64f, conf::gen(n, [&](std::size_t i) { return double(float(i64[i])); }), X);
    t.check("u32->f32", o_u32f, t.map(u32, [](double v) { return double(float(std::uint32_t(v))); }), X);
    t.check("i64->f16", o_h, conf::gen(n, [&](std::size_t i) { return conf::h16(double(i64[i] >> 50)); }), X);
  }
  return t.finish();
}

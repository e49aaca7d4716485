// Scalar parameters and constexprs next to tensors: int32 + int64 scalar ->
// int64, fp16 * fp32 scalar -> fp32, uint32 + 5 -> uint32, int32 * 2.5
// (constexpr) -> fp32, int32 - 7 (constexpr) -> int32.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::ew_scalar_mix;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 64, 1000})) {
    auto x = conf::nonzero<std::int32_t>(t, n, -2147483647.0, 2147483647.0);
    auto h = conf::nonzero<tritonc::float16>(t, n, -100, 100);
    auto u = conf::nonzero<std::uint32_t>(t, n, 0, 4294967295.0);
    std::int64_t s = std::int64_t(t.rng()() >> 12) - (std::int64_t(1) << 51);
    float f = t.random<float>(-10, 10);
    auto o64 = t.output<std::int64_t>(n);
    auto of = t.output<float>(n), oc = t.output<float>(n);
    auto ou = t.output<std::uint32_t>(n);
    auto ok = t.output<std::int32_t>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, x.data(), h.data(), u.data(), s, f, o64.data(), of.data(),
                        ou.data(), oc.data(), ok.data(), int(n))))
      continue;
    auto X = cputest::exact();
    t.check("i32+i64", o64, t.map(x, [&](double v) { return v + double(s); }), X);
    t.check("f16*f32", of, t.map(h, [&](double v) { return conf::f32(v * f); }), X);
    t.check("u32+5", ou, t.map(u, [](double v) { return double(std::uint32_t(std::uint32_t(v) + 5u)); }), X);
    t.check("i32*2.5", oc, t.map(x, [](double v) { return conf::f32(double(float(v)) * 2.5); }), X);
    t.check("i32-7", ok, t.map(x, [](double v) { return double(std::int32_t(std::uint32_t(std::int32_t(v)) - 7u)); }), X);
  }
  return t.finish();
}

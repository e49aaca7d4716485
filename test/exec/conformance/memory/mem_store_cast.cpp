// tl.store converts to the pointee type: fp64 -> fp32 and bf16 (nearest
// even), fp32 -> int32 (toward zero), int32 -> fp16, fp16 -> fp32, int64 ->
// int16 (low bits), int8 -> uint32 (sign-extended), uint8 -> int32
// (zero-extended), int1 -> int8.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::mem_store_cast;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 63, 1000})) {
    auto d = conf::nonzero<double>(t, n, -1e4, 1e4);
    auto f = conf::nonzero<float>(t, n, -1e6, 1e6);
    auto i = conf::nonzero<std::int32_t>(t, n, -60000, 60000);
    auto h = conf::nonzero<tritonc::float16>(t, n, -60000, 60000);
    auto q = conf::nonzero<std::int64_t>(t, n, -1e15, 1e15);
    auto u = conf::nonzero<std::uint8_t>(t, n, 0, 255);
    auto b = conf::nonzero<std::int8_t>(t, n, -128, 127);
    auto of = t.output<float>(n), ohf = t.output<float>(n);
    auto oi = t.output<std::int32_t>(n), oi32 = t.output<std::int32_t>(n);
    auto oh = t.output<tritonc::float16>(n);
    auto oi16 = t.output<std::int16_t>(n);
    auto ou32 = t.output<std::uint32_t>(n);
    auto obf = t.output<tritonc::bfloat16>(n);
    auto ob = t.output<std::int8_t>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, d.data(), f.data(), i.data(), h.data(), q.data(),
                        u.data(), b.data(), of.data(), oi.data(), oh.data(), ohf.data(), oi16.data(), ou32.data(),
                        oi32.data(), obf.data(), ob.data(), int(n))))
      continue;
    auto X = cputest::exact();
    t.check("f64->f32", of, t.map(d, conf::f32), X);
    t.check("f32->i32", oi, t.map(f, [](double v) { return std::trunc(v); }), X);
    t.check("i32->f16", oh, t.map(i, conf::h16), X);
    t.check("f16->f32", ohf, t.map(h, [](double v) { return v; }), X);
    t.check("i64->i16", oi16, conf::gen(n, [&](std::size_t e) { return double(std::int16_t(q[e])); }), X);
    t.check("i8->u32", ou32, conf::gen(n, [&](std::size_t e) { return double(std::uint32_t(std::int32_t(b[e]))); }), X);
    t.check("u8->i32", oi32, t.map(u, [](double v) { return v; }), X);
    // fp64 -> bf16 rounds once (not through fp32).
    t.check("f64->bf16", obf, t.map(d, conf::bf16d), X);
    t.check("i1->i8", ob, t.map(f, [](double v) { return v > 0 ? 1.0 : 0.0; }), X);
  }
  return t.finish();
}

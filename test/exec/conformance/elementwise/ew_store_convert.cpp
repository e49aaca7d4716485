// tl.store converts to the pointee type: fp32 -> fp16/bf16 (nearest even),
// int32 -> fp32, int32 -> int8 (truncation), fp32 -> fp64.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::ew_store_convert;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 64, 1000})) {
    auto x = conf::nonzero<float>(t, n, -1000, 1000);
    auto i = conf::nonzero<std::int32_t>(t, n, -2147483647.0, 2147483647.0);
    auto h = t.output<tritonc::float16>(n);
    auto bf = t.output<tritonc::bfloat16>(n);
    auto f = t.output<float>(n);
    auto i8 = t.output<std::int8_t>(n);
    auto d = t.output<double>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, x.data(), i.data(), h.data(), bf.data(), f.data(), i8.data(),
                        d.data(), int(n))))
      continue;
    auto X = cputest::exact();
    t.check("fp16", h, t.map(x, conf::h16), X);
    t.check("bf16", bf, t.map(x, conf::bf16), X);
    t.check("i32->fp32", f, t.map(i, conf::f32), X);
    t.check("i32->i8", i8, t.map(i, [](double v) { return double(std::int8_t((long long)v)); }), X);
    t.check("fp64", d, t.map(x, [](double v) { return v; }), X);
  }
  return t.finish();
}

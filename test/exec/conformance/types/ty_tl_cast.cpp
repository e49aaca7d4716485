// tl.cast(x, dtype) converts like x.to(dtype): fp32 -> fp16 and fp64,
// int32 -> int8 (low bits) and fp32 (nearest even).
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::ty_tl_cast;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 63, 1000})) {
    auto x = conf::nonzero<float>(t, n, -1000, 1000);
    cputest::Buffer<std::int32_t> i(n);
    for (long long e = 0; e < n; ++e) i[e] = std::int32_t(t.rng()());
    auto oh = t.output<tritonc::float16>(n);
    auto oi8 = t.output<std::int8_t>(n);
    auto of = t.output<float>(n);
    auto od = t.output<double>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, x.data(), i.data(), oh.data(), oi8.data(), of.data(), od.data(), int(n))))
      continue;
    t.check("fp16", oh, t.map(x, conf::h16), cputest::exact());
    conf::check64(t, "int8", oi8, [&](std::size_t e) { return std::int8_t(i[e]); });
    t.check("fp32", of, conf::gen(n, [&](std::size_t e) { return double(float(i[e])); }), cputest::exact());
    t.check("fp64", od, t.map(x, [](double v) { return v * 3; }), cputest::exact());
  }
  return t.finish();
}

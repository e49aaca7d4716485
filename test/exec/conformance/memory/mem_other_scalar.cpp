// Masked loads with a scalar `other` (fp32, int32, fp16): the outputs cover
// whole blocks, so lanes past n must hold `other`.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::mem_other_scalar;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 63, 64, 65, 1000})) {
    long long full = tritonc::cdiv(n, k::BLOCK) * k::BLOCK;
    auto x = conf::nonzero<float>(t, n, -100, 100);
    auto i = conf::nonzero<std::int32_t>(t, n, -100000, 100000);
    auto h = conf::nonzero<tritonc::float16>(t, n, -100, 100);
    auto of = t.output<float>(full);
    auto oh = t.output<tritonc::float16>(full);
    auto oi = t.output<std::int32_t>(full);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, x.data(), i.data(), h.data(), of.data(), oi.data(),
                        oh.data(), int(n))))
      continue;
    auto X = cputest::exact();
    t.check("fp32", of, conf::gen(full, [&](std::size_t e) { return (long long)e < n ? x.at(e) : -3.5; }), X);
    t.check("int32", oi, conf::gen(full, [&](std::size_t e) { return (long long)e < n ? i.at(e) : 7.0; }), X);
    t.check("fp16", oh, conf::gen(full, [&](std::size_t e) { return (long long)e < n ? h.at(e) : 2.0; }), X);
  }
  return t.finish();
}

// tl.inline_asm_elementwise with pack=4 on bytes (one .b32 register holds
// four) and pack=2 on fp16 (two per register): every element of y must be
// (x & 0x1f) << 3 and every element of g exactly -h, for sizes that leave
// the last block partly masked. GPU only (the assembly is PTX).
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::ew_asm_pack;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 512, 1000, 4099})) {
    auto x = t.input<std::uint8_t>(n, 0, 255);
    auto h = conf::nonzero<tritonc::float16>(t, n, -100, 100);
    auto y = t.output<std::uint8_t>(n);
    auto g = t.output<tritonc::float16>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, x.data(), y.data(), h.data(), g.data(), int(n))))
      continue;
    t.check("bytes", y, t.map(x, [](double v) { return double((int(v) & 0x1f) << 3); }), cputest::exact());
    t.check("negated halves", g, t.map(h, [](double v) { return -v; }), cputest::exact());
  }
  return t.finish();
}

// Module-level constants: `X: tl.constexpr = 4`, `Y = tl.constexpr(3)`,
// plain `Z = 5`, a float constexpr, and constants as block shapes.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::cf2_module_consts;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 63, 1000})) {
    auto x = conf::nonzero<float>(t, n, -100, 100);
    auto o = t.output<float>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, x.data(), o.data(), int(n))))
      continue;
    // x * 4 + 3 - 5 + 0.25 + 16, in fp32 step by step.
    t.check("consts", o, t.map(x, [](double v) { using conf::f32; return f32(f32(f32(f32(v * 4) + 3) - 5 + 0.25) + 16); }),
            cputest::close(1e-6, 1e-5));
  }
  return t.finish();
}

// A kernel of a package module (test/lit/frontend/Inputs/shimpkg/ops/scale.py)
// whose helpers come from other modules: the program-id helper, the
// libdevice tanh shim, the GELU helper, the dtype and block constants. Rows
// of n elements (n <= BLOCK) are scaled and passed through tanh-GELU.
#include TRITONC_TEST_KERNEL_HEADER
#include "CpuTest.h"

#include <cmath>

namespace k = kernels::scale_gelu_kernel;

int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 37, 128})) {
    const long long rows = 5;
    auto x = t.input<float>(rows * n, -4, 4);
    float scale = t.random<float>(0.25, 2);
    auto out = t.output<float>(rows * n);
    if (!t.ok(k::launch(nullptr, {unsigned(rows)}, x.data(), out.data(), int(n), scale)))
      continue;
    t.check("out", out, t.map(x, [&](double v) {
              double s = v * double(scale);
              return 0.5 * s * (1.0 + std::tanh(0.7978845608028654 * (s + 0.044715 * s * s * s)));
            }),
            cputest::close(1e-5, 1e-6));
  }
  return t.finish();
}

// The smallest fp16 dot, 16 x 16 x 16, without an accumulator: fp32 results
// within fp32 accumulation error of the exact products.
#include TRITONC_TEST_KERNEL_HEADER
#include "DotTest.h"
namespace k = kernels::dot_f16_16;

int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (int rep = 0; rep < 4; ++rep) {
    auto a = conf::nonzero<tritonc::float16>(t, 256, -2, 2);
    auto b = conf::nonzero<tritonc::float16>(t, 256, -2, 2);
    auto c = t.output<float>(256);
    if (!t.ok(k::launch(nullptr, {1}, a.data(), b.data(), c.data())))
      continue;
    dot::check(t, "c", c, dot::matmul(dot::values(a), dot::values(b), {}, 1, 16, 16, 16), dot::f32Accumulate(16));
  }
  return t.finish();
}

// Batched 3-D dot with an accumulator: out[i] = c[i] + a[i] @ b[i] for
// B = 2 batches of 16 x 32 @ 32 x 32 (fp16 operands, fp32 acc).
#include TRITONC_TEST_KERNEL_HEADER
#include "DotTest.h"
namespace k = kernels::dot_batched;

int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int B = k::B, M = k::M, N = k::N, K = k::K;
  for (int rep = 0; rep < 4; ++rep) {
    auto a = conf::nonzero<tritonc::float16>(t, B * M * K, -1, 1);
    auto b = conf::nonzero<tritonc::float16>(t, B * K * N, -1, 1);
    auto c = conf::nonzero<float>(t, B * M * N, -4, 4);
    auto out = t.output<float>(B * M * N);
    if (!t.ok(k::launch(nullptr, {1}, a.data(), b.data(), c.data(), out.data())))
      continue;
    dot::check(t, "out", out, dot::matmul(dot::values(a), dot::values(b), dot::values(c), B, M, N, K),
               dot::f32Accumulate(K));
  }
  return t.finish();
}

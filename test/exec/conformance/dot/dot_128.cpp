// One 128 x 128 x 32 fp16 dot per program with an fp32 accumulator given
// positionally (tl.dot(a, b, c)); four programs, each on its own matrices.
#include TRITONC_TEST_KERNEL_HEADER
#include "DotTest.h"
namespace k = kernels::dot_128;

int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int P = 4, M = k::BM, N = k::BN, K = k::BK;
  for (int rep = 0; rep < 2; ++rep) {
    auto a = conf::nonzero<tritonc::float16>(t, P * M * K, -1, 1);
    auto b = conf::nonzero<tritonc::float16>(t, P * K * N, -1, 1);
    auto c = conf::nonzero<float>(t, P * M * N, -8, 8);
    auto out = t.output<float>(P * M * N);
    if (!t.ok(k::launch(nullptr, {P}, a.data(), b.data(), c.data(), out.data())))
      continue;
    // The P programs are a batch of P independent products.
    dot::check(t, "out", out, dot::matmul(dot::values(a), dot::values(b), dot::values(c), P, M, N, K),
               dot::f32Accumulate(K));
  }
  return t.finish();
}

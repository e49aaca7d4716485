// M = 8 and N = 4, below 16 (Triton 3.6 only needs K >= 16), fp32
// operands with the legacy allow_tf32=False, i.e. input_precision="ieee":
// fp32 accumulation error, below what tf32 would give.
#include TRITONC_TEST_KERNEL_HEADER
#include "DotTest.h"
namespace k = kernels::dot_small;

int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int M = k::M, N = k::N, K = k::K;
  for (int rep = 0; rep < 6; ++rep) {
    auto a = conf::nonzero<float>(t, M * K, -1, 1);
    auto b = conf::nonzero<float>(t, K * N, -1, 1);
    auto c = t.output<float>(M * N);
    if (!t.ok(k::launch(nullptr, {1}, a.data(), b.data(), c.data())))
      continue;
    dot::check(t, "c", c, dot::matmul(dot::values(a), dot::values(b), {}, 1, M, N, K), dot::f32Accumulate(K));
  }
  return t.finish();
}

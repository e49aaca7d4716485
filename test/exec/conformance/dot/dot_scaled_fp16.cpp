// tl.dot_scaled(a, None, "fp16", b, sb, "e4m3", fast_math=FAST): an fp16
// operand makes the computation fp16 (e8m0 scales become powers of two in
// fp32, then fp16). Without fast_math a scale of 255 makes its column NaN;
// with it no 255 is given and the results must be the same numbers.
#include TRITONC_TEST_KERNEL_HEADER
#include "MxTest.h"
namespace k = kernels::dot_scaled_fp16;

int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int M = k::M, N = k::N, K = k::K, G = K / 32;
  for (int rep = 0; rep < 3; ++rep) {
    auto a = conf::nonzero<tritonc::float16>(t, M * K, -2, 2);
    auto b = dot::fp8Input(t, K * N, dot::kE4M3Max4);
    auto sb = mx::scales(t, N * G);
    if (!k::FAST)
      sb[7 * G + 1] = 255;
    auto o = t.output<float>(M * N);
    if (!t.ok(k::launch(nullptr, {1}, a.data(), b.data(), sb.data(), o.data())))
      continue;
    auto bv = mx::scaledRhs(K, N, sb, [&](int j, int n) { return dot::e4m3(b[j * N + n]); });
    auto ref = dot::matmul(dot::values(a), bv, {}, 1, M, N, K);
    mx::check(t, "o", o, ref, dot::f32Accumulate(K));
  }
  return t.finish();
}

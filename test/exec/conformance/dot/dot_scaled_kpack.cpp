// tl.dot_scaled(a, None, "e5m2", b, sb, "e2m1", rhs_k_pack=False): a is
// e5m2 bits in uint8 without scales; b holds two fp4 values per byte along
// N, scaled per 32 K. Scale 255 makes its column NaN (fast_math=False, the
// default), scale 0 zeroes its group.
#include TRITONC_TEST_KERNEL_HEADER
#include "MxTest.h"
namespace k = kernels::dot_scaled_kpack;

int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int M = k::M, N = k::N, K = k::K, G = K / 32;
  for (int rep = 0; rep < 3; ++rep) {
    auto a = dot::fp8Input(t, M * K, dot::kE5M2Max4);
    auto b = mx::e2m1Pairs(t, K * N / 2);
    auto sb = mx::scales(t, N * G);
    sb[3 * G] = 255;
    sb[5 * G + 1] = 0;
    auto o = t.output<float>(M * N);
    if (!t.ok(k::launch(nullptr, {1}, a.data(), b.data(), sb.data(), o.data())))
      continue;
    auto bv = mx::scaledRhs(K, N, sb,
                            [&](int j, int n) { return mx::e2m1(b[j * N / 2 + n / 2] >> (n % 2 * 4)); });
    auto ref = dot::matmul(dot::decodeAll(a, dot::e5m2), bv, {}, 1, M, N, K);
    mx::check(t, "o", o, ref, dot::f32Accumulate(K));
  }
  return t.finish();
}

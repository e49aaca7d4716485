// tl.dot_scaled(a, sa, "e2m1", b, sb, "e4m3", c): a holds two fp4 values
// per byte along K (the first in the low bits), both operands are scaled by
// 2^(s - 127) per 32 K (sb given as [N, K / 32], not transposed), plus c.
#include TRITONC_TEST_KERNEL_HEADER
#include "MxTest.h"
namespace k = kernels::dot_scaled_mx;

int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int M = k::M, N = k::N, K = k::K, G = K / 32;
  for (int rep = 0; rep < 3; ++rep) {
    auto a = mx::e2m1Pairs(t, M * K / 2);
    auto sa = mx::scales(t, M * G), sb = mx::scales(t, N * G);
    auto b = dot::fp8Input(t, K * N, dot::kE4M3Max4);
    auto c = conf::nonzero<float>(t, M * N, -4, 4);
    auto o = t.output<float>(M * N);
    if (!t.ok(k::launch(nullptr, {1}, a.data(), sa.data(), reinterpret_cast<tritonc::float8_e4m3 *>(b.data()),
                        sb.data(), c.data(), o.data())))
      continue;
    std::vector<double> av(M * K);
    for (int i = 0; i < M; ++i)
      for (int j = 0; j < K; ++j)
        av[i * K + j] = mx::e2m1(a[i * K / 2 + j / 2] >> (j % 2 * 4)) * mx::e8m0(sa[i * G + j / 32]);
    auto bv = mx::scaledRhs(K, N, sb, [&](int j, int n) { return dot::e4m3(b[j * N + n]); });
    auto ref = dot::matmul(av, bv, dot::values(c), 1, M, N, K);
    mx::check(t, "o", o, ref, dot::f32Accumulate(K));
  }
  return t.finish();
}

// float8e4nv x float8e5 operands (32 x 32 @ 32 x 16): an fp32 result and an
// fp16 one (out_dtype=tl.float16, fp16 accumulation).
#include TRITONC_TEST_KERNEL_HEADER
#include "DotTest.h"
namespace k = kernels::dot_fp8_mixed;

int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int M = k::BM, N = k::BN, K = k::BK;
  for (int rep = 0; rep < 4; ++rep) {
    auto a = dot::fp8Input(t, M * K, dot::kE4M3Max4);
    auto b = dot::fp8Input(t, K * N, dot::kE5M2Max4);
    auto c = t.output<float>(M * N);
    auto d = t.output<tritonc::float16>(M * N);
    if (!t.ok(k::launch(nullptr, {1}, reinterpret_cast<tritonc::float8_e4m3 *>(a.data()),
                        reinterpret_cast<tritonc::float8_e5m2 *>(b.data()), c.data(), d.data())))
      continue;
    auto ref = dot::matmul(dot::decodeAll(a, dot::e4m3), dot::decodeAll(b, dot::e5m2), {}, 1, M, N, K);
    dot::check(t, "c", c, ref, dot::fp8Accumulate(K));
    dot::check(t, "d", d, ref, dot::f16Accumulate(K), 1.0 / (1 << 24));
  }
  return t.finish();
}

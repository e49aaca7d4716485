// tl.gather along both axes of a 2-D block, with int32 and int64 indices
// that cover every row and column (random, plus both ends).
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::sh2_gather2d;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int M = k::M, N = k::N, K = k::K;
  auto src = conf::nonzero<float>(t, M * N, -100, 100);
  auto i0 = t.input<std::int32_t>(K * N, 0, M - 1);
  auto i1 = t.input<std::int64_t>(M * K, 0, N - 1);
  i0[0] = 0, i0[1] = M - 1, i1[0] = N - 1, i1[1] = 0;
  auto o0 = t.output<float>(K * N), o1 = t.output<float>(M * K);
  if (t.ok(k::launch(nullptr, {1}, src.data(), i0.data(), i1.data(), o0.data(), o1.data()))) {
    t.check("gather axis 0", o0, conf::gen(K * N, [&](std::size_t e) { return src[i0[e] * N + e % N]; }), cputest::exact());
    t.check("gather axis 1", o1, conf::gen(M * K, [&](std::size_t e) { return 2.0 * src[(e / K) * N + i1[e]]; }),
            cputest::exact());
  }
  return t.finish();
}

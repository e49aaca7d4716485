// Runtime row and column strides (column stride 3): lower triangle written
// densely, the rest of the output untouched.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::mem_2d_cols;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const long long shapes[][2] = {{1, 1}, {9, 7}, {33, 32}};
  for (auto &s : shapes) {
    long long M = s[0], N = s[1], sn = 3, sm = 3 * N + 1;
    auto x = conf::nonzero<std::int32_t>(t, M * sm, -100000, 100000);
    auto o = t.output<std::int32_t>(M * N);
    for (long long i = 0; i < M * N; ++i) o[i] = 12345;
    if (!t.ok(k::launch(nullptr, {unsigned(tritonc::cdiv(M, k::BM))}, x.data(), o.data(), int(M), int(N), int(sm),
                        int(sn))))
      continue;
    t.check("cols", o, conf::gen(M * N, [&](std::size_t e) {
              long long r = e / N, c = e % N;
              return c <= r ? x.at(r * sm + c * sn) : 12345.0;
            }), cputest::exact());
  }
  return t.finish();
}

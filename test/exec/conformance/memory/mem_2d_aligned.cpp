// mem_2d_rows with 16-byte aligned rows (row strides multiples of 16
// elements), so that threads move runs of 4 floats: a column count that is
// not a multiple of 4 leaves runs at the edge partly enabled. Specialized
// with few runs per thread (each partial run branches to per-element
// accesses) and with many (branch-free predicated accesses); the padding
// between rows must stay untouched either way.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::mem_2d_rows;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const long long shapes[][2] = {{1, 1}, {13, 37}, {70, 130}, {64, 128}, {3, 250}};
  for (auto &s : shapes) {
    long long M = s[0], N = s[1];
    long long sx = (N + 15) / 16 * 16 + 16, so = (N + 15) / 16 * 16 + 32;
    auto x = conf::nonzero<float>(t, M * sx, -100, 100);
    auto o = t.output<float>(M * so);
    for (long long i = 0; i < M * so; ++i) o[i] = -7.0f;
    if (!t.ok(k::launch(nullptr, {unsigned(tritonc::cdiv(M, k::BM)), unsigned(tritonc::cdiv(N, k::BN))}, x.data(),
                        o.data(), int(M), int(N), int(sx), int(so))))
      continue;
    t.check("rows", o, conf::gen(M * so, [&](std::size_t e) {
              long long r = e / so, c = e % so;
              return c < N ? conf::f32(x.at(r * sx + c) * 2 + 1) : -7.0;
            }), cputest::exact());
  }
  return t.finish();
}

// 2-D masked blocks over an M x N matrix with padded rows (row strides
// N + 3 and N + 5), a 2-D grid; sizes that are not multiples of the block.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::mem_2d_rows;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const long long shapes[][2] = {{1, 1}, {8, 16}, {13, 37}, {40, 5}};
  for (auto &s : shapes) {
    long long M = s[0], N = s[1], sx = N + 3, so = N + 5;
    auto x = conf::nonzero<float>(t, M * sx, -100, 100);
    auto o = t.output<float>(M * so);
    for (long long i = 0; i < M * so; ++i) o[i] = -7.0f;  // padding must stay
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

// tl.trans, .T and a 3-D tl.permute.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::sh_trans;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int M = k::M, N = k::N, K = k::K;
  auto x = conf::nonzero<float>(t, M * N * K, -100, 100);
  auto tr = t.output<float>(2 * M * N), p = t.output<float>(M * N * K);
  if (t.ok(k::launch(nullptr, {1}, x.data(), tr.data(), p.data()))) {
    t.check("trans", tr, conf::gen(2 * M * N, [&](std::size_t e) {
              std::size_t q = e % (M * N), j = q / M, i = q % M;
              return e >= std::size_t(M * N) ? conf::f32(x.at(i * N + j) + 1.0) : x.at(i * N + j);
            }), cputest::exact());
    t.check("permute", p, conf::gen(M * N * K, [&](std::size_t e) {
              std::size_t kk = e / (M * N), i = e / N % M, j = e % N;
              return x.at((i * N + j) * K + kk);
            }), cputest::exact());
  }
  return t.finish();
}

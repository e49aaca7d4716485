// A transposed 2-D access: the block reads x column by column (strides 1
// and N) and writes the N x M transpose; masked edges.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::mem_2d_trans;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const long long shapes[][2] = {{1, 1}, {16, 8}, {37, 13}, {5, 70}};
  for (auto &s : shapes) {
    long long M = s[0], N = s[1];
    auto x = conf::nonzero<float>(t, M * N, -100, 100);
    auto o = t.output<float>(M * N);
    if (!t.ok(k::launch(nullptr, {unsigned(tritonc::cdiv(N, k::BM)), unsigned(tritonc::cdiv(M, k::BN))}, x.data(),
                        o.data(), int(M), int(N))))
      continue;
    t.check("trans", o, conf::gen(M * N, [&](std::size_t e) { return x.at((e % M) * N + e / M); }), cputest::exact());
  }
  return t.finish();
}

// Block pointers: a transposed load through a column-major view (strides
// (1, stride), order (0, 1)) of an m x n matrix, stored as n x m.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::bp_trans;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (int rep = 0; rep < 6; ++rep) {
    int m = t.random<int>(1, 40), n = t.random<int>(1, 50), sx = n + t.random<int>(0, 3);
    auto x = conf::nonzero<float>(t, m * sx, -100, 100);
    auto out = t.output<float>(n * m);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(m, k::BM), tritonc::cdiv(n, k::BN)}, x.data(), out.data(),
                        m, n, sx)))
      continue;
    t.check("out", out, conf::gen(n * m, [&](std::size_t e) { return x.at(e % m * sx + e / m); }),
            cputest::exact());
  }
  return t.finish();
}

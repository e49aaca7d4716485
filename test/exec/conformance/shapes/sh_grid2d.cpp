// A 2-D grid of 2-D tiles (program_id(0/1), num_programs(1)), both
// dimensions masked, a runtime row stride: out = x^T + num_programs(1).
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::sh_grid2d;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (int rep = 0; rep < 5; ++rep) {
    int m = t.random<int>(1, 40), n = t.random<int>(1, 70), stride = n + t.random<int>(0, 5);
    auto x = conf::nonzero<float>(t, m * stride, -100, 100);
    auto out = t.output<float>(m * n);
    unsigned gn = tritonc::cdiv(n, k::BN);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(m, k::BM), gn}, x.data(), out.data(), m, n, stride)))
      continue;
    t.check("out", out, conf::gen(m * n, [&](std::size_t e) { return conf::f32(x.at(e % m * stride + e / m) + gn); }),
            cputest::exact());
  }
  return t.finish();
}

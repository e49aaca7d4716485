// A rank-3 tensor descriptor with padding_option="nan" and atomic_add
// (through a helper that dispatches with isinstance): acc gets 2x added
// inside the d0 x d1 x d2 tensor (NaN inputs count as -7) and nothing
// outside it; the tensor is followed by guard elements that must survive.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
#include <cmath>
namespace k = kernels::td_atomic_rank3;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (int rep = 0; rep < 5; ++rep) {
    int d0 = t.random<int>(1, 5), d1 = t.random<int>(1, 9), d2 = 4 * t.random<int>(1, 6);  // rows of 16 bytes
    std::size_t n = std::size_t(d0) * d1 * d2;
    auto x = conf::nonzero<float>(t, n, -8, 8);
    for (std::size_t i = 0; i < n; i += 7)
      x[i] = std::nanf("");
    auto acc = t.input<float>(n + 64, -8, 8);
    auto before = acc;
    tritonc::Dim3 grid{unsigned(tritonc::cdiv(d0, k::B0)), unsigned(tritonc::cdiv(d1, k::B1)),
                       unsigned(tritonc::cdiv(d2, k::B2))};
    if (!t.ok(k::launch(nullptr, grid, x.data(), acc.data(), d0, d1, d2)))
      continue;
    t.check("acc", acc, conf::gen(acc.size(), [&](std::size_t e) {
              if (e >= n)
                return before.at(e);
              double v = std::isnan(x.at(e)) ? -7.0 : x.at(e);
              return conf::f32(conf::f32(before.at(e) + v) + v);
            }), cputest::exact());
  }
  return t.finish();
}

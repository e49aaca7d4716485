// tl.argmax over axis 1 and tl.argmin over axis 0 of a masked fp32 block
// (other = -inf / +inf), with ties (values rounded to 0.5).
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::red_argmax_2d;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (int rep = 0; rep < 6; ++rep) {
    int m = rep == 0 ? int(k::BM) : t.random<int>(1, int(k::BM));
    int n = rep == 0 ? int(k::BN) : t.random<int>(1, int(k::BN));
    auto x = conf::nonzero<float>(t, m * n, -8, 8);
    for (int i = 0; i < m * n; ++i) { x[i] = std::round(x[i] * 2) / 2; if (x[i] == 0) x[i] = 0.5f; }
    auto am = t.output<std::int32_t>(m), ai = t.output<std::int32_t>(n);
    if (!t.ok(k::launch(nullptr, {1}, x.data(), am.data(), ai.data(), m, n)))
      continue;
    t.check("argmax1", am, conf::gen(m, [&](std::size_t i) { int b = 0; for (int j = 1; j < n; ++j) if (x[i * n + j] > x[i * n + b]) b = j; return double(b); }),
            cputest::exact());
    t.check("argmin0", ai, conf::gen(n, [&](std::size_t j) { int b = 0; for (int i = 1; i < m; ++i) if (x[i * n + j] < x[b * n + j]) b = i; return double(b); }),
            cputest::exact());
  }
  return t.finish();
}

// Reductions of a 3-D block: sum over axis 1, max over axis -1, min over
// axis 0 with keep_dims.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::red_3d;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int A = k::A, B = k::B, C = k::C;
  for (int rep = 0; rep < 3; ++rep) {
    auto x = conf::nonzero<float>(t, A * B * C, -10, 10);
    auto s1 = t.output<float>(A * C), m2 = t.output<float>(A * B), k0 = t.output<float>(B * C);
    if (!t.ok(k::launch(nullptr, {1}, x.data(), s1.data(), m2.data(), k0.data())))
      continue;
    auto X = [&](int a, int b, int c) { return x.at((a * B + b) * C + c); };
    t.check("sum1", s1, conf::gen(A * C, [&](std::size_t e) { double s = 0; for (int b = 0; b < B; ++b) s += X(e / C, b, e % C); return s; }),
            cputest::close(0, 4e-7 * 10 * B));
    t.check("max2", m2, conf::gen(A * B, [&](std::size_t e) { double m = -1e300; for (int c = 0; c < C; ++c) m = std::max(m, X(e / B, e % B, c)); return m; }),
            cputest::exact());
    t.check("min0", k0, conf::gen(B * C, [&](std::size_t e) { double m = 1e300; for (int a = 0; a < A; ++a) m = std::min(m, X(a, e / C, e % C)); return m; }),
            cputest::exact());
  }
  return t.finish();
}

// fp32 max and min of a 3-D block over axes 0, 1, 2 and -3 (exact).
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::red2_3d_maxmin;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int A = k::A, B = k::B, C = k::C;
  auto x = conf::nonzero<float>(t, A * B * C, -1000, 1000);
  auto m0 = t.output<float>(B * C), m1 = t.output<float>(A * C), n2 = t.output<float>(A * B), n0 = t.output<float>(B * C);
  if (t.ok(k::launch(nullptr, {1}, x.data(), m0.data(), m1.data(), n2.data(), n0.data()))) {
    std::vector<double> e0(B * C, -1e30), e1(A * C, -1e30), e2(A * B, 1e30), f0(B * C, 1e30);
    for (int a = 0; a < A; ++a)
      for (int b = 0; b < B; ++b)
        for (int c = 0; c < C; ++c) {
          double v = x.at((a * B + b) * C + c);
          e0[b * C + c] = std::max(e0[b * C + c], v);
          e1[a * C + c] = std::max(e1[a * C + c], v);
          e2[a * B + b] = std::min(e2[a * B + b], v);
          f0[b * C + c] = std::min(f0[b * C + c], v);
        }
    t.check("max0", m0, e0, cputest::exact());
    t.check("max1", m1, e1, cputest::exact());
    t.check("min2", n2, e2, cputest::exact());
    t.check("min-3", n0, f0, cputest::exact());
  }
  return t.finish();
}

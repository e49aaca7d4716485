// fp32 sums of a 3-D block over each axis with keep_dims=True.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::red2_3d_sum;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int A = k::A, B = k::B, C = k::C;
  auto x = conf::nonzero<float>(t, A * B * C, -100, 100);
  auto s0 = t.output<float>(B * C), s1 = t.output<float>(A * C), s2 = t.output<float>(A * B);
  if (t.ok(k::launch(nullptr, {1}, x.data(), s0.data(), s1.data(), s2.data()))) {
    std::vector<double> e0(B * C), e1(A * C), e2(A * B), m0(B * C), m1(A * C), m2(A * B);
    for (int a = 0; a < A; ++a)
      for (int b = 0; b < B; ++b)
        for (int c = 0; c < C; ++c) {
          double v = x.at((a * B + b) * C + c);
          e0[b * C + c] += v; e1[a * C + c] += v; e2[a * B + b] += v;
        }
    // Sums in fp32 in any order: bounded by the sum of magnitudes (<= 100 per term).
    t.check("axis0", s0, e0, cputest::close(0, 1e-6 * 100 * A));
    t.check("axis1", s1, e1, cputest::close(0, 1e-6 * 100 * B));
    t.check("axis2", s2, e2, cputest::close(0, 1e-6 * 100 * C));
  }
  return t.finish();
}

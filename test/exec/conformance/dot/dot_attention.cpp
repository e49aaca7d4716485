// One attention head, a dot feeding another: o = softmax(q @ k^T * scale)
// @ v over n_ctx <= BN keys (the others masked), the probabilities rounded
// to fp16 for the second dot. Reference in double without that rounding:
// the bound, 2^-9 of sum_n p_n |v_n| per element, covers it (2^-11), the
// exp approximation and both fp32 accumulations.
#include TRITONC_TEST_KERNEL_HEADER
#include "DotTest.h"
#include <algorithm>
namespace k = kernels::dot_attention;

int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int BM = k::BM, BN = k::BN, D = k::D, programs = 3, nq = programs * BM;
  for (int rep = 0; rep < 4; ++rep) {
    int nctx = rep == 0 ? BN : t.random<int>(1, BN);
    float scale = t.random<float>(0.1, 0.5);
    auto q = conf::nonzero<tritonc::float16>(t, nq * D, -1, 1);
    auto kk = conf::nonzero<tritonc::float16>(t, nctx * D, -1, 1);
    auto v = conf::nonzero<tritonc::float16>(t, nctx * D, -1, 1);
    auto o = t.output<float>(nq * D);
    if (!t.ok(k::launch(nullptr, {programs}, q.data(), kk.data(), v.data(), o.data(), nctx, scale)))
      continue;
    dot::Reference ref;
    for (int i = 0; i < nq; ++i) {
      std::vector<double> p(nctx);
      double top = -INFINITY, total = 0;
      for (int n = 0; n < nctx; ++n) {
        double s = 0;
        for (int d = 0; d < D; ++d)
          s += q.at(i * D + d) * kk.at(n * D + d);
        p[n] = s * double(scale);
        top = std::max(top, p[n]);
      }
      for (double &x : p)
        total += x = std::exp(x - top);
      for (int d = 0; d < D; ++d) {
        double sum = 0, mag = 0;
        for (int n = 0; n < nctx; ++n) {
          sum += p[n] / total * v.at(n * D + d);
          mag += p[n] / total * std::fabs(v.at(n * D + d));
        }
        ref.value.push_back(sum);
        ref.magnitude.push_back(mag);
      }
    }
    dot::check(t, "o", o, ref, 1.0 / 512, 1e-7);
  }
  return t.finish();
}

// atomic_add/max/min with every sem (relaxed, acquire, release, acq_rel)
// and scope (gpu, cta, sys): integer-valued fp32, so sums are exact in any
// order.
#include TRITONC_TEST_KERNEL_HEADER
#include "AtomTest.h"
namespace k = kernels::at2_sem_scope;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 63, 1000, 30001})) {
    auto x = conf::nonzero<float>(t, n, -100, 100);
    for (long long i = 0; i < n; ++i) x[i] = std::round(x[i]) == 0 ? 1.0f : std::round(x[i]);
    auto cnt = t.output<float>(8);
    for (int c = 0; c < 8; ++c) cnt[c] = float(c * 10 - 35);
    std::vector<double> e(8);
    for (int c = 0; c < 8; ++c) e[c] = c * 10 - 35;
    for (long long i = 0; i < n; ++i) {
      double v = x.at(i);
      e[0] += v; e[1] += v; e[2] += v; e[3] += v; e[6] += v;
      e[4] = std::max(e[4], v); e[5] = std::min(e[5], v); e[7] = std::max(e[7], v);
    }
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, x.data(), cnt.data(), int(n))))
      continue;
    t.check("counters", cnt, e, cputest::exact());
  }
  return t.finish();
}

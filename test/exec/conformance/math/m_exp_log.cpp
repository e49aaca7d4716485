// tl.exp, exp2 on [-10, 10]; tl.log, log2 on (0, 1000]: relative 2e-6 (GPU
// approximations), log with an absolute 1e-6 near 1.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::m_exp_log;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 64, 1000})) {
    auto x = conf::nonzero<float>(t, n, -10, 10), p = conf::nonzero<float>(t, n, 1e-3, 1000);
    auto e = t.output<float>(n), e2 = t.output<float>(n), l = t.output<float>(n), l2 = t.output<float>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, x.data(), p.data(), e.data(), e2.data(), l.data(), l2.data(), int(n))))
      continue;
    t.check("exp", e, t.map(x, [](double v) { return std::exp(v); }), cputest::close(2e-6));
    t.check("exp2", e2, t.map(x, [](double v) { return std::exp2(v); }), cputest::close(2e-6));
    t.check("log", l, t.map(p, [](double v) { return std::log(v); }), cputest::close(1e-6, 1e-6));
    t.check("log2", l2, t.map(p, [](double v) { return std::log2(v); }), cputest::close(1e-6, 1e-6));
  }
  return t.finish();
}

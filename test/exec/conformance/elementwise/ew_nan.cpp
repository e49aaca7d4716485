// tl.maximum / tl.minimum with NaNs: by default (PropagateNan.NONE) the
// result for one NaN operand is unspecified in Triton except that it is one of
// the operands, so only non-NaN pairs are checked exactly there;
// propagate_nan=ALL returns NaN when either operand is NaN.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::ew_nan;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 64, 1000})) {
    auto x = conf::nonzero<float>(t, n, -10, 10), y = conf::nonzero<float>(t, n, -10, 10);
    for (long long i = 0; i < n; ++i) {
      if (i % 7 == 3) x[i] = NAN;
      if (i % 11 == 5) y[i] = NAN;
    }
    auto mx = t.output<float>(n), mn = t.output<float>(n), mxa = t.output<float>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, x.data(), y.data(), mx.data(), mn.data(), mxa.data(), int(n))))
      continue;
    t.check("max_all", mxa, t.map(x, y, [](double a, double b) { return std::isnan(a) || std::isnan(b) ? NAN : std::max(a, b); }),
            cputest::exact());
    int bad = 0;
    for (long long i = 0; i < n; ++i) {
      double a = x.at(i), b = y.at(i), g = mx.at(i), h = mn.at(i);
      bool nanIn = std::isnan(a) || std::isnan(b);
      auto isOperand = [&](double v) { return (std::isnan(v) && nanIn) || v == a || v == b; };
      if (!nanIn ? (g != std::max(a, b) || h != std::min(a, b)) : (!isOperand(g) || !isOperand(h)))
        if (bad++ < 5) std::printf("  [%lld] max(%g, %g) = %g, min = %g\n", i, a, b, g, h);
    }
    long long where;
    t.expect(bad == 0 && mx.guardsIntact(where) && mn.guardsIntact(where), "maximum/minimum: %d wrong", bad);
  }
  return t.finish();
}

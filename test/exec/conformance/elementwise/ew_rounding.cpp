// fp_downcast_rounding="rtz" against references that do not share the
// kernel's method: fp16 and bf16 by searching the codes for the largest
// magnitude not above |x|, fp32 by the host's own conversion with the
// rounding mode set toward zero. Inputs: random magnitudes of both signs
// over every binade of the targets (subnormals too), values just above and
// below representable ones, exact values, overflow, infinities, NaN, zeros.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
#include <cfenv>
#include <cmath>
namespace k = kernels::ew_rounding;

static double halfValue(unsigned code) { return tritonc::toFloat(tritonc::float16{std::uint16_t(code)}); }
static double bfloatValue(unsigned code) { return tritonc::toFloat(tritonc::bfloat16{std::uint16_t(code)}); }

/// Toward zero into a 16-bit format of largest finite code `maxCode`:
/// the largest magnitude code whose value is at most |x|.
template <typename Value>
static double towardZero16(double x, unsigned maxCode, Value value) {
  if (std::isnan(x) || std::isinf(x))
    return x;
  double a = std::fabs(x);
  unsigned lo = 0, hi = maxCode; // value(lo) <= a
  while (lo < hi) {
    unsigned mid = (lo + hi + 1) / 2;
    if (value(mid) <= a)
      lo = mid;
    else
      hi = mid - 1;
  }
  return std::copysign(value(lo), x);
}

static double towardZero32(double x) {
  std::fesetround(FE_TOWARDZERO);
  volatile double in = x;
  volatile float out = float(in);
  std::fesetround(FE_TONEAREST);
  return out;
}

int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (int rep = 0; rep < 4; ++rep) {
    const int n = 1000;
    auto x = t.input<float>(n, -1, 1);
    auto d = t.input<double>(n, -1, 1);
    for (int i = 0; i < n; ++i) {
      double sign = t.random<int>(0, 1) ? -1.0 : 1.0;
      switch (t.random<int>(0, 3)) {
      case 0: x[i] = float(sign * std::ldexp(t.random<double>(1, 2), t.random<int>(-26, 16))); break;
      case 1: x[i] = float(sign * std::ldexp(t.random<double>(1, 2), t.random<int>(-135, 127))); break;
      case 2: { // one float ulp either side of a half value
        double h = halfValue(unsigned(t.random<int>(0, 0x7BFF)));
        x[i] = std::nextafter(float(sign * h), t.random<int>(0, 1) ? INFINITY : -INFINITY);
        break;
      }
      default: x[i] = float(sign * halfValue(unsigned(t.random<int>(0, 0x7BFF)))); break;
      }
      d[i] = sign * std::ldexp(t.random<double>(1, 2), t.random<int>(-160, 127));
      if (i % 5 == 0) // a double just off a float
        d[i] = std::nextafter(double(float(d[i])), t.random<int>(0, 1) ? INFINITY : -INFINITY);
    }
    const float specials[] = {0.0f, -0.0f, std::nanf(""), INFINITY, -INFINITY, 65504.0f, 65519.0f, 65520.0f,
                              1e6f, -1e6f, 3.4e38f, std::ldexp(1.0f, -24), std::ldexp(1.0f, -25),
                              std::ldexp(1.5f, -24), -std::ldexp(1.0f, -14), std::ldexp(1.0f, -140)};
    for (std::size_t i = 0; i < sizeof specials / sizeof *specials; ++i) {
      x[i * 13] = specials[i];
      d[i * 13] = specials[i];
    }
    d[7] = 1e300; d[20] = -1e300; d[33] = std::ldexp(1.0, -1074);
    auto hz = t.output<tritonc::float16>(n), hn = t.output<tritonc::float16>(n), dhz = t.output<tritonc::float16>(n);
    auto cz = t.output<tritonc::float16>(n);
    auto bz = t.output<tritonc::bfloat16>(n);
    auto fz = t.output<float>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, x.data(), d.data(), hz.data(), hn.data(),
                        bz.data(), fz.data(), dhz.data(), cz.data(), n)))
      continue;
    auto half = [&](double v) { return towardZero16(v, 0x7BFF, halfValue); };
    t.check("fp32 -> fp16 rtz", hz, conf::gen(n, [&](std::size_t i) { return half(x.at(i)); }), cputest::exact());
    t.check("tl.cast fp32 -> fp16 rtz", cz, conf::gen(n, [&](std::size_t i) { return half(x.at(i)); }),
            cputest::exact());
    t.check("fp32 -> fp16 rtne", hn, conf::gen(n, [&](std::size_t i) { return conf::h16(x.at(i)); }),
            cputest::exact());
    t.check("fp32 -> bf16 rtz", bz,
            conf::gen(n, [&](std::size_t i) { return towardZero16(x.at(i), 0x7F7F, bfloatValue); }),
            cputest::exact());
    t.check("fp64 -> fp32 rtz", fz, conf::gen(n, [&](std::size_t i) { return towardZero32(d.at(i)); }),
            cputest::exact());
    t.check("fp64 -> fp16 rtz", dhz, conf::gen(n, [&](std::size_t i) { return half(d.at(i)); }), cputest::exact());
  }
  return t.finish();
}

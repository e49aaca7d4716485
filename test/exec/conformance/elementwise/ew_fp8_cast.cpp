// fp8 casts (tl.float8e4nv = E4M3FN, tl.float8e5 = E5M2) against a host
// reference written from the formats' definitions: decoding by formula,
// encoding by searching the nearest finite code (ties to the even code),
// saturating to the largest finite value (infinities too) and giving 0x7F
// for NaN, as PTX's cvt.rn.satfinite. Every fp8 code is decoded; the fp32
// inputs mix specials, exact ties between neighbouring codes, subnormals
// and random magnitudes of both signs.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
#include <limits>
namespace k = kernels::ew_fp8_cast;

struct Format {
  int mantissa, bias, maxCode;
  bool ieee;
};
static const Format kE4M3{3, 7, 0x7E, false}, kE5M2{2, 15, 0x7B, true};

static double decode(int code, const Format &f) {
  double sign = code & 0x80 ? -1.0 : 1.0;
  int e = (code & 0x7F) >> f.mantissa, m = code & ((1 << f.mantissa) - 1);
  int top = (1 << (7 - f.mantissa)) - 1;
  if (f.ieee && e == top)
    return m == 0 ? sign * std::numeric_limits<double>::infinity() : std::nan("");
  if (!f.ieee && (code & 0x7F) == 0x7F)
    return std::nan("");
  if (e == 0)
    return sign * std::ldexp(m, 1 - f.bias - f.mantissa);
  return sign * std::ldexp(m + (1 << f.mantissa), e - f.bias - f.mantissa);
}

static int encode(double x, const Format &f) {
  if (std::isnan(x))
    return 0x7F;
  int sign = std::signbit(x) ? 0x80 : 0;
  double a = std::fabs(x);
  if (std::isinf(a))  // satfinite: infinities become the largest finite value
    return sign | f.maxCode;
  int best = 0;
  for (int c = 1; c <= f.maxCode; ++c) {
    double dc = std::fabs(decode(c, f) - a), db = std::fabs(decode(best, f) - a);
    if (dc < db || (dc == db && (c & 1) == 0))
      best = c;
  }
  return sign | best;  // beyond the largest finite value the search saturates
}

int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (int rep = 0; rep < 4; ++rep) {
    const int n = 512;  // every code twice, in order
    auto x = t.input<float>(n, -1, 1);
    auto h = t.input<tritonc::float16>(n, -1, 1);
    for (int i = 0; i < n; ++i) {
      const Format &f = i % 2 ? kE4M3 : kE5M2;
      int c = t.random<int>(0, f.maxCode - 1);
      double sign = t.random<int>(0, 1) ? -1.0 : 1.0;
      double v;
      switch (t.random<int>(0, 3)) {
      case 0: v = (decode(c, f) + decode(c + 1, f)) / 2; break;          // a tie
      case 1: v = decode(c, f) + (decode(c + 1, f) - decode(c, f)) * t.random<double>(0.01, 0.99); break;
      case 2: v = std::ldexp(t.random<double>(1, 2), t.random<int>(-20, 18)); break;
      default: v = decode(c, f); break;                                   // exact
      }
      x[i] = float(sign * v);
      h[i] = tritonc::toFloat16(float(sign * std::ldexp(t.random<double>(1, 2), t.random<int>(-14, 10))));
    }
    const float specials[] = {0.0f, -0.0f, std::nanf(""), INFINITY, -INFINITY, 448.0f, 449.0f, 464.0f, 480.0f,
                              57344.0f, 61440.0f, -1e9f, std::ldexp(1.0f, -9), std::ldexp(1.0f, -10),
                              std::ldexp(3.0f, -10), std::ldexp(1.0f, -16), std::ldexp(1.0f, -17), 1.0625f};
    for (std::size_t i = 0; i < sizeof specials / sizeof *specials; ++i)
      x[i * 7 % n] = specials[i];
    auto c4 = t.output<std::uint8_t>(n), c5 = t.output<std::uint8_t>(n);
    for (int i = 0; i < n; ++i)
      c4[i] = c5[i] = std::uint8_t(i);
    auto e4 = t.output<std::uint8_t>(n), e5 = t.output<std::uint8_t>(n), eh4 = t.output<std::uint8_t>(n);
    auto r45 = t.output<std::uint8_t>(n);
    auto d4 = t.output<float>(n), d5 = t.output<float>(n), rt4 = t.output<float>(n), rt5 = t.output<float>(n);
    auto d4h = t.output<tritonc::float16>(n);
    using F4 = tritonc::float8_e4m3;
    using F5 = tritonc::float8_e5m2;
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, x.data(), h.data(),
                        reinterpret_cast<F4 *>(c4.data()), reinterpret_cast<F5 *>(c5.data()),
                        reinterpret_cast<F4 *>(e4.data()), reinterpret_cast<F5 *>(e5.data()),
                        reinterpret_cast<F4 *>(eh4.data()), d4.data(), d5.data(), d4h.data(),
                        reinterpret_cast<F5 *>(r45.data()), rt4.data(), rt5.data(), n)))
      continue;
    t.check("fp32 -> e4m3", e4, conf::gen(n, [&](std::size_t i) { return encode(x.at(i), kE4M3); }), cputest::exact());
    t.check("fp32 -> e5m2", e5, conf::gen(n, [&](std::size_t i) { return encode(x.at(i), kE5M2); }), cputest::exact());
    t.check("fp16 -> e4m3", eh4, conf::gen(n, [&](std::size_t i) { return encode(h.at(i), kE4M3); }), cputest::exact());
    t.check("e4m3 -> fp32", d4, conf::gen(n, [&](std::size_t i) { return decode(int(i % 256), kE4M3); }), cputest::exact());
    t.check("e5m2 -> fp32", d5, conf::gen(n, [&](std::size_t i) { return decode(int(i % 256), kE5M2); }), cputest::exact());
    t.check("e4m3 -> fp16", d4h, conf::gen(n, [&](std::size_t i) { return decode(int(i % 256), kE4M3); }), cputest::exact());
    t.check("e4m3 -> e5m2", r45, conf::gen(n, [&](std::size_t i) { return encode(decode(int(i % 256), kE4M3), kE5M2); }),
            cputest::exact());
    t.check("fp32 -> e4m3 -> fp32", rt4, conf::gen(n, [&](std::size_t i) { return decode(encode(x.at(i), kE4M3), kE4M3); }),
            cputest::exact());
    t.check("fp32 -> e5m2 -> fp32", rt5, conf::gen(n, [&](std::size_t i) { return decode(encode(x.at(i), kE5M2), kE5M2); }),
            cputest::exact());
  }
  return t.finish();
}

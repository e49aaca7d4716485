// Shared programs of the per-dtype tests of types.tri: the kernels are thin
// wrappers around one generic @jit body, so the host side is one template
// per body too. Each <name>.cpp instantiates it for its type.
#pragma once

#include "Conf.h"

#include <type_traits>

namespace ty {

template <class T> constexpr bool isFloat() { return cputest::Traits<T>::isFloat; }

/// A random value of T over its whole range (integers), never 0.
template <class T> T anyInt(cputest::Test &t) {
  T v = 0;
  while (v == 0 || (std::is_signed<T>::value && v == std::numeric_limits<T>::min()))
    v = T(t.rng()());
  return v;
}

/// _int_arith: + - * // % wrap in T (C division: toward zero), comparisons.
template <class T, class Launch> int intArith(int argc, char **argv, Launch launch) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 63, 65, 1000})) {
    cputest::Buffer<T> a(n), b(n);
    for (long long i = 0; i < n; ++i) {
      a[i] = anyInt<T>(t);
      // Small divisors a third of the time, equal operands a seventh.
      b[i] = i % 3 == 0 ? T(t.random<int>(1, 20)) : anyInt<T>(t);
      if (std::is_signed<T>::value && i % 2 == 0)
        b[i] = T(-b[i]);
      if (i % 7 == 3)
        b[i] = a[i];
    }
    auto o = t.output<T>(5 * n);
    auto c = t.output<std::int8_t>(6 * n);
    if (!t.ok(launch(n, a.data(), b.data(), o.data(), c.data())))
      continue;
    using W = std::uint64_t;  // wrapping arithmetic, truncated to T
    conf::check64(t, "arith", o, [&](std::size_t e) {
      T x = a[e / 5], y = b[e / 5];
      switch (e % 5) {
      case 0: return T(W(x) + W(y));
      case 1: return T(W(x) - W(y));
      case 2: return T(W(x) * W(y));
      case 3: return T(x / y);
      default: return T(x % y);
      }
    });
    t.check("compare", c, conf::gen(6 * n, [&](std::size_t e) {
              T x = a[e / 6], y = b[e / 6];
              bool r[] = {x < y, x <= y, x == y, x != y, x > y, x >= y};
              return double(r[e % 6]);
            }), cputest::exact());
  }
  return t.finish();
}

template <class T> double roundT(double v) {
  if (std::is_same<T, tritonc::float16>::value) return conf::h16d(v);
  if (std::is_same<T, tritonc::bfloat16>::value) return conf::bf16d(v);
  if (std::is_same<T, float>::value) return double(float(v));
  return v;
}

/// _float_arith: + - * rounded once to T; / computed in fp32 for fp16/bf16
/// (1 ulp of T) and approximate in fp32 on the GPU (2 ulps); % exact; -a.
template <class T, class Launch> int floatArith(int argc, char **argv, Launch launch) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 63, 65, 1000})) {
    cputest::Buffer<T> a(n), b(n);
    for (long long i = 0; i < n; ++i) {
      a[i] = t.random<T>(1, 100);
      b[i] = t.random<T>(1, 100);
      if (t.random<int>(0, 1)) a[i] = cputest::Traits<T>::fromDouble(-a.at(i));
      if (t.random<int>(0, 1)) b[i] = cputest::Traits<T>::fromDouble(-b.at(i));
      if (i % 7 == 3) b[i] = a[i];
    }
    auto o = t.output<T>(6 * n);
    auto c = t.output<std::int8_t>(6 * n);
    if (!t.ok(launch(n, a.data(), b.data(), o.data(), c.data())))
      continue;
    bool narrow = std::is_same<T, tritonc::float16>::value || std::is_same<T, tritonc::bfloat16>::value;
    std::vector<double> exact(6 * n), div(n);
    cputest::Buffer<T> od(n);
    for (long long i = 0; i < n; ++i) {
      double x = a.at(i), y = b.at(i);
      exact[6 * i] = roundT<T>(x + y);
      exact[6 * i + 1] = roundT<T>(x - y);
      exact[6 * i + 2] = roundT<T>(x * y);
      // % computes in fp32 for the narrow types, as Triton's does.
      using Compute = typename std::conditional<std::is_same<T, double>::value, double, float>::type;
      exact[6 * i + 4] = roundT<T>(conf::targetFrem<Compute>(x, y));
      exact[6 * i + 5] = -x;
      div[i] = narrow ? roundT<T>(double(float(x / y))) : roundT<T>(x / y);
      // The quotient is checked apart with its tolerance.
      exact[6 * i + 3] = o.at(6 * i + 3);
      od[i] = o[6 * i + 3];
    }
    t.check("arith", o, exact, cputest::exact());
    t.check("div", od, div, std::is_same<T, double>::value ? cputest::exact()
                            : narrow                       ? cputest::ulps<T>(1)
                                                           : cputest::ulps<float>(2));
    t.check("compare", c, conf::gen(6 * n, [&](std::size_t e) {
              double x = a.at(e / 6), y = b.at(e / 6);
              bool r[] = {x < y, x <= y, x == y, x != y, x > y, x >= y};
              return double(r[e % 6]);
            }), cputest::exact());
  }
  return t.finish();
}

/// The exact value of s converted to the integer type D as Triton does:
/// floats toward zero (unsigned targets get |s|), integers wrap.
template <class D, class S> D toInt(S s) {
  if constexpr (cputest::Traits<S>::isFloat) {
    double v = cputest::Traits<S>::toDouble(s);
    if (std::is_unsigned<D>::value) v = std::fabs(v);
    return D(v);
  } else {
    return D(s);
  }
}
template <class S> double toDbl(S s) {
  if constexpr (cputest::Traits<S>::isFloat) return cputest::Traits<S>::toDouble(s);
  else return double(s);
}

/// _convert_all from S: to every integer type (exact), fp16 on even
/// elements (the odd ones stay poisoned: NaN), bf16 / fp32 / fp64 rounded
/// once.
template <class S, class Launch> int convertAll(int argc, char **argv, Launch launch) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 63, 65, 1000})) {
    cputest::Buffer<S> x(n);
    for (long long i = 0; i < n; ++i) {
      if constexpr (std::is_same<S, bool>::value) {
        x[i] = t.random<int>(0, 1) != 0;
      } else if constexpr (cputest::Traits<S>::isFloat) {
        do x[i] = t.random<S>(-120, 120); while (cputest::Traits<S>::toDouble(x[i]) == 0);
      } else if (i % 2 == 0) {  // fits fp16
        double lo = std::max(-60000.0, double(std::numeric_limits<S>::min()));
        double hi = std::min(60000.0, double(std::numeric_limits<S>::max()));
        x[i] = S(t.random<long long>(lo, hi));
      } else {
        x[i] = anyInt<S>(t);
      }
    }
    cputest::Buffer<std::int8_t> i8(n); cputest::Buffer<std::int16_t> i16(n);
    cputest::Buffer<std::int32_t> i32(n); cputest::Buffer<std::int64_t> i64(n);
    cputest::Buffer<std::uint8_t> u8(n); cputest::Buffer<std::uint16_t> u16(n);
    cputest::Buffer<std::uint32_t> u32(n); cputest::Buffer<std::uint64_t> u64(n);
    cputest::Buffer<tritonc::float16> f16(n); cputest::Buffer<tritonc::bfloat16> bf(n);
    cputest::Buffer<float> f32(n); cputest::Buffer<double> f64(n);
    if (!t.ok(launch(n, x.data(), i8.data(), i16.data(), i32.data(), i64.data(), u8.data(), u16.data(), u32.data(),
                     u64.data(), f16.data(), bf.data(), f32.data(), f64.data())))
      continue;
    conf::check64(t, "int8", i8, [&](std::size_t i) { return toInt<std::int8_t>(x[i]); });
    conf::check64(t, "int16", i16, [&](std::size_t i) { return toInt<std::int16_t>(x[i]); });
    conf::check64(t, "int32", i32, [&](std::size_t i) { return toInt<std::int32_t>(x[i]); });
    conf::check64(t, "int64", i64, [&](std::size_t i) { return toInt<std::int64_t>(x[i]); });
    conf::check64(t, "uint8", u8, [&](std::size_t i) { return toInt<std::uint8_t>(x[i]); });
    conf::check64(t, "uint16", u16, [&](std::size_t i) { return toInt<std::uint16_t>(x[i]); });
    conf::check64(t, "uint32", u32, [&](std::size_t i) { return toInt<std::uint32_t>(x[i]); });
    conf::check64(t, "uint64", u64, [&](std::size_t i) { return toInt<std::uint64_t>(x[i]); });
    auto X = cputest::exact();
    t.check("fp16", f16, conf::gen(n, [&](std::size_t i) { return i % 2 ? NAN : conf::h16d(toDbl(x[i])); }), X);
    t.check("bf16", bf, conf::gen(n, [&](std::size_t i) { return conf::bf16d(toDbl(x[i])); }), X);
    t.check("fp32", f32, conf::gen(n, [&](std::size_t i) {
              if constexpr (cputest::Traits<S>::isFloat) return double(float(toDbl(x[i])));
              else return double(float(x[i]));  // one rounding from the integer
            }), X);
    t.check("fp64", f64, conf::gen(n, [&](std::size_t i) {
              if constexpr (cputest::Traits<S>::isFloat) return toDbl(x[i]);
              else return double(x[i]);
            }), X);
  }
  return t.finish();
}

/// _bits: << >> (0 <= s < width; >> arithmetic for signed types), & | ^ ~,
/// unary minus (wraps), shifts by constants, `not` (a == 0).
template <class T, class Launch> int bitOps(int argc, char **argv, Launch launch) {
  cputest::Test t(argc, argv);
  using U = typename std::make_unsigned<T>::type;
  const int W = 8 * sizeof(T);
  for (long long n : t.sizes({1, 63, 65, 1000})) {
    cputest::Buffer<T> a(n), b(n), s(n);
    for (long long i = 0; i < n; ++i) {
      a[i] = i % 8 == 5 ? T(0) : T(t.rng()());  // zeros for `not`
      b[i] = T(t.rng()());
      s[i] = T(t.random<int>(0, W - 1));
    }
    auto o = t.output<T>(10 * n);
    if (!t.ok(launch(n, a.data(), b.data(), s.data(), o.data())))
      continue;
    conf::check64(t, "bits", o, [&](std::size_t e) -> T {
      T x = a[e / 10], y = b[e / 10];
      int k = int(s[e / 10]);
      switch (e % 10) {
      case 0: return T(U(U(x) << k));
      case 1: return T(x >> k);
      case 2: return T(x & y);
      case 3: return T(x | y);
      case 4: return T(x ^ y);
      case 5: return T(~x);
      case 6: return T(U(0) - U(x));
      case 7: return T(U(U(x) << 1));
      case 8: return T(x >> 1);
      default: return T(x == 0 ? 1 : 0);
      }
    });
  }
  return t.finish();
}

} // namespace ty

/// The body of a per-type program: `TY_MAIN(intArith, std::uint8_t)`.
#define TY_MAIN(fn, T)                                                                            \
  int main(int argc, char **argv) {                                                               \
    return ty::fn<T>(argc, argv, [](long long n, auto... p) {                                     \
      return k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, p..., int(n));                      \
    });                                                                                           \
  }

//===- Float8.cpp - casts from and to fp8 (float8e4nv, float8e5) ----------===//
//
// fp8 is a storage type (Triton computes nothing in it, Semantics.cpp
// refuses arithmetic). Casts are written here as integer operations on the
// bits, so the GPU and the CPU target share one definition and neither
// needs an fp8 type in LLVM; the cast ops left on fp8 values are bitcasts.
//
// Formats: float8e4nv is OCP E4M3FN (bias 7, 3 mantissa bits, no
// infinities, S.1111.111 is NaN, largest finite 448); float8e5 is E5M2
// (bias 15, 2 mantissa bits, IEEE-like infinities and NaNs, largest finite
// 57344).
//
// Decoding (fp8 -> fp32) is exact. Encoding follows PTX's
// cvt.rn.satfinite.{e4m3x2,e5m2x2}.f32, which Triton uses on sm_89+:
// round to nearest even; anything larger than the largest finite value,
// infinities included, saturates to it with its sign; NaN becomes the
// canonical NaN 0x7F. Sources are encoded in one rounding step from fp32,
// or from fp64 for fp64 and integer sources (so a large integer is not
// rounded twice); fp16/bf16 widen to fp32 exactly first.
//
//===----------------------------------------------------------------------===//
#include "frontend/irgen/CodeGen.h"

#include <cmath>
#include <limits>

namespace tritonc::irgen {

namespace {

struct Float8Format {
  int mantissa;     // bits
  int bias;
  int64_t maxCode;  // the largest finite magnitude's bits
  bool ieee;        // exponent all ones: infinity / NaN (E5M2)
};

Float8Format formatOf(const DType &t) {
  if (t == ScalarKind::FP8E5)
    return {2, 15, 0x7B, true};
  return {3, 7, 0x7E, false}; // fp8e4nv
}

/// Integer and float helpers over tensors of one shape.
struct Bits {
  CodeGen &gen;
  SourceLocation l;
  using Op = ast::BinOpKind;
  static Val k(int64_t c) { return Val::constexprValue(ConstValue::fromInt(c)); }
  static Val f(double c) { return Val::constexprValue(ConstValue::fromFloat(c)); }
  Val bin(Op op, const Val &a, const Val &c) { return gen.binary(op, a, c, l); }
  Val lt(const Val &a, const Val &c) { return gen.compare(ast::CmpOpKind::Lt, a, c, l); }
  Val gt(const Val &a, const Val &c) { return gen.compare(ast::CmpOpKind::Gt, a, c, l); }
  Val eq(const Val &a, const Val &c) { return gen.compare(ast::CmpOpKind::Eq, a, c, l); }
  Val pick(const Val &cond, const Val &x, const Val &y) { return gen.select(cond, x, y, l); }
  Val bitcast(const Val &v, const DType &to) { return gen.cast(v, to, l, /*bitcast=*/true); }
};

/// fp8 -> fp32, exactly.
Val decode(CodeGen &gen, const Val &v, SourceLocation l) {
  Bits B{gen, l};
  using Op = ast::BinOpKind;
  Float8Format F = formatOf(v.type.dtype);
  int M = F.mantissa;
  Val bits = gen.cast(B.bitcast(v, ScalarKind::U8), ScalarKind::U32, l);
  Val sign = B.bin(Op::LShift, B.bin(Op::RShift, bits, Bits::k(7)), Bits::k(31));
  Val magnitude = B.bin(Op::BitAnd, bits, Bits::k(0x7F));
  Val exponent = B.bin(Op::RShift, magnitude, Bits::k(M));
  Val mantissa = B.bin(Op::BitAnd, magnitude, Bits::k((1 << M) - 1));
  // Normal: move exponent and mantissa into place and rebias the exponent.
  Val normal = B.bin(Op::Add, B.bin(Op::LShift, magnitude, Bits::k(23 - M)), Bits::k(int64_t(127 - F.bias) << 23));
  // Subnormal: mantissa * 2^(1 - bias - M), exact in fp32.
  Val sub = B.bin(Op::Mult, gen.cast(mantissa, ScalarKind::FP32, l),
                  Bits::f(std::ldexp(1.0, 1 - F.bias - M)));
  Val result = B.pick(B.eq(exponent, Bits::k(0)), B.bitcast(sub, ScalarKind::U32), normal);
  int64_t topExponent = (1 << (7 - M)) - 1;
  if (F.ieee) // exponent all ones: infinity (mantissa 0) or NaN
    result = B.pick(B.eq(exponent, Bits::k(topExponent)),
                    B.pick(B.eq(mantissa, Bits::k(0)), Bits::k(0x7F800000), Bits::k(0x7FC00000)), result);
  else // only S.1111.111 is NaN
    result = B.pick(B.eq(magnitude, Bits::k(0x7F)), Bits::k(0x7FC00000), result);
  return B.bitcast(B.bin(Op::BitOr, result, sign), ScalarKind::FP32);
}

/// fp32 or fp64 -> fp8: round to nearest even, saturate, NaN -> 0x7F.
Val encode(CodeGen &gen, const Val &src, const DType &to, SourceLocation l) {
  Bits B{gen, l};
  using Op = ast::BinOpKind;
  Float8Format F = formatOf(to);
  int M = F.mantissa;
  bool wide = src.type.dtype == ScalarKind::FP64;
  int W = wide ? 64 : 32, P = wide ? 52 : 23, bias = wide ? 1023 : 127;
  DType U = wide ? ScalarKind::U64 : ScalarKind::U32;
  Val u = B.bitcast(src, U);
  Val sign = B.bin(Op::RShift, u, Bits::k(W - 1));
  Val a = B.bin(Op::BitAnd, u, Bits::k(wide ? std::numeric_limits<int64_t>::max() : 0x7FFFFFFF));
  // Normal results: drop P - M mantissa bits rounding to nearest even (a
  // carry into the exponent is right), then rebias the exponent.
  int sh = P - M;
  Val lsb = B.bin(Op::BitAnd, B.bin(Op::RShift, a, Bits::k(sh)), Bits::k(1));
  Val rounded = B.bin(Op::RShift, B.bin(Op::Add, B.bin(Op::Add, a, Bits::k((int64_t(1) << (sh - 1)) - 1)), lsb),
                      Bits::k(sh));
  Val normal = B.bin(Op::Sub, rounded, Bits::k(int64_t(bias - F.bias) << M));
  // Below the smallest normal 2^(1 - bias8): the result is the integer
  // nearest (even on ties) to |x| / 2^(1 - bias8 - M) < 2^M, found by adding
  // and subtracting 2^P in the source precision (exact scaling, one RNE).
  Val absx = B.bitcast(a, src.type.dtype);
  Val scaled = B.bin(Op::Mult, absx, Bits::f(std::ldexp(1.0, M + F.bias - 1)));
  Val magic = Bits::f(std::ldexp(1.0, P));
  Val q = gen.cast(B.bin(Op::Sub, B.bin(Op::Add, scaled, magic), magic), U, l);
  Val minNormal = Bits::k(int64_t(bias + 1 - F.bias) << P);
  Val code = B.pick(B.lt(a, minNormal), q, normal);
  code = B.pick(B.gt(code, Bits::k(F.maxCode)), Bits::k(F.maxCode), code);
  code = B.bin(Op::BitOr, code, B.bin(Op::LShift, sign, Bits::k(7)));
  Val inf = Bits::k(wide ? int64_t(0x7FF0000000000000) : 0x7F800000);
  code = B.pick(B.gt(a, inf), Bits::k(0x7F), code);
  return B.bitcast(gen.cast(code, ScalarKind::U8, l), to);
}

} // namespace

Val CodeGen::castFloat8(const Val &v, const DType &to, SourceLocation l) {
  const DType &from = v.type.dtype;
  if (from.isFloat8())
    return cast(decode(*this, v, l), to, l);
  // to is fp8: one rounding step from fp32 (exact for fp16/bf16/fp32) or
  // from fp64 (fp64 itself, and integers, exact below 2^53).
  DType via = from == ScalarKind::FP64 || (from.isInteger() && !from.isBool()) ? ScalarKind::FP64
                                                                               : ScalarKind::FP32;
  return encode(*this, cast(v, via, l), to, l);
}

} // namespace tritonc::irgen

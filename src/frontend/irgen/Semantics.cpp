//===- Semantics.cpp - Triton's arithmetic, promotion and casts -----------===//
//
// Constexpr operands fold as Python would. Otherwise the operands get a
// common dtype by Triton 3.x's rules (semantic.computation_type_impl):
//
//  * A Python number next to a tensor does not take part in the promotion
//    when its kind (bool < uint < int < float) is not above the tensor's: an
//    int literal does not widen an int8 tensor, 0.5 keeps an fp16 tensor
//    fp16. Otherwise it promotes as a tensor of its default dtype (int32,
//    uint32 for 2**31 <= v < 2**32, int64, fp32; int1 for bools).
//  * fp64 > fp32 > fp16 > bf16 (fp16 with bf16 gives fp16, as in Triton);
//    `/` and `%` on fp16/bf16 compute in fp32.
//  * Integers: the wider wins; at equal width unsigned wins (C's rules).
//
// Then both are broadcast to a common shape (Shapes.cpp) and the operation
// is emitted on the common type.
//
//===----------------------------------------------------------------------===//
#include "frontend/irgen/CodeGen.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

#include <cmath>

namespace tritonc::irgen {

using ast::BinOpKind;
using ast::CmpOpKind;

static bool isNumeric(const ConstValue &c) { return c.isInt() || c.isFloat() || c.isBool(); }
static double asDouble(const ConstValue &c) {
  return c.isFloat() ? c.getFloat() : c.isInt() ? double(c.getInt()) : double(c.getBool());
}
static int64_t asInt(const ConstValue &c) { return c.isInt() ? c.getInt() : int64_t(c.getBool()); }

/// An operation's error, in the words of Python (constants) or Triton.
static llvm::Error semanticError(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

/// Python semantics on two constants: the value, nullopt when the operation
/// does not apply to them, or an error (division by zero, overflow).
static llvm::Expected<std::optional<ConstValue>> foldBinary(BinOpKind op, const ConstValue &a,
                                                            const ConstValue &b) {
  if (a.isString() && b.isString() && op == BinOpKind::Add)
    return ConstValue::fromString(a.getString() + b.getString());
  if (!isNumeric(a) || !isNumeric(b))
    return std::nullopt;
  bool ints = !a.isFloat() && !b.isFloat();
  if (ints) {
    int64_t x = asInt(a), y = asInt(b), r = 0;
    // Python's integers do not overflow; tritonc's constexprs are 64-bit,
    // so a result that does not fit is an error, never a wrapped value.
    const char *overflow = "integer constant expression overflows 64 bits";
    switch (op) {
    case BinOpKind::Add:
      if (__builtin_add_overflow(x, y, &r)) return semanticError(overflow);
      return ConstValue::fromInt(r);
    case BinOpKind::Sub:
      if (__builtin_sub_overflow(x, y, &r)) return semanticError(overflow);
      return ConstValue::fromInt(r);
    case BinOpKind::Mult:
      if (__builtin_mul_overflow(x, y, &r)) return semanticError(overflow);
      return ConstValue::fromInt(r);
    case BinOpKind::Div:
      if (y == 0) return semanticError("division by zero");
      return ConstValue::fromFloat(double(x) / double(y));
    case BinOpKind::FloorDiv:
    case BinOpKind::Mod: {
      if (y == 0) return semanticError("integer division or modulo by zero");
      if (x == INT64_MIN && y == -1) {
        if (op == BinOpKind::Mod)
          return ConstValue::fromInt(0);
        return semanticError(overflow);
      }
      int64_t q = x / y, m = x % y;
      if (m != 0 && ((m < 0) != (y < 0))) { --q; m += y; } // Python floors
      return ConstValue::fromInt(op == BinOpKind::FloorDiv ? q : m);
    }
    case BinOpKind::Pow: {
      if (y < 0) return ConstValue::fromFloat(std::pow(double(x), double(y)));
      // Square and multiply: at most 64 steps, stopping at the first overflow.
      int64_t base = x, result = 1;
      for (int64_t e = y; e > 0; e >>= 1) {
        if ((e & 1) && __builtin_mul_overflow(result, base, &result))
          return semanticError(overflow);
        if (e > 1 && __builtin_mul_overflow(base, base, &base)) {
          // base only matters if a later bit is set, which e > 1 says it is.
          return semanticError(overflow);
        }
      }
      return ConstValue::fromInt(result);
    }
    case BinOpKind::LShift:
      if (y < 0) return semanticError("negative shift count");
      if (y >= 64 || (x != 0 && (y >= 63 || (x << y) >> y != x))) {
        if (x == 0) return ConstValue::fromInt(0);
        return semanticError(overflow);
      }
      return ConstValue::fromInt(x << y);
    case BinOpKind::RShift:
      if (y < 0) return semanticError("negative shift count");
      return ConstValue::fromInt(y >= 64 ? (x < 0 ? -1 : 0) : x >> y);
    case BinOpKind::BitAnd: return ConstValue::fromInt(x & y);
    case BinOpKind::BitOr: return ConstValue::fromInt(x | y);
    case BinOpKind::BitXor: return ConstValue::fromInt(x ^ y);
    default: return std::nullopt;
    }
  }
  double x = asDouble(a), y = asDouble(b);
  switch (op) {
  case BinOpKind::Add: return ConstValue::fromFloat(x + y);
  case BinOpKind::Sub: return ConstValue::fromFloat(x - y);
  case BinOpKind::Mult: return ConstValue::fromFloat(x * y);
  case BinOpKind::Div:
    if (y == 0) return semanticError("float division by zero");
    return ConstValue::fromFloat(x / y);
  case BinOpKind::FloorDiv:
    if (y == 0) return semanticError("float floor division by zero");
    return ConstValue::fromFloat(std::floor(x / y));
  case BinOpKind::Mod:
    if (y == 0) return semanticError("float modulo by zero");
    return ConstValue::fromFloat(x - std::floor(x / y) * y);
  case BinOpKind::Pow: return ConstValue::fromFloat(std::pow(x, y));
  default: return std::nullopt;
  }
}

Val CodeGen::constantTensor(const ConstValue &c, const DType &dtype, SourceLocation l) {
  mlir::Type t = toMLIRType(b, dtype);
  mlir::TypedAttr attr;
  if (dtype.isFloat()) {
    attr = b.getFloatAttr(t, asDouble(c));
  } else if (dtype.isInteger()) {
    int64_t v = c.isFloat() ? int64_t(c.getFloat()) : asInt(c);
    // Two's complement truncation: 0xD2511F53 is a valid uint32 constant.
    attr = b.getIntegerAttr(
        t, llvm::APInt(64, uint64_t(v), /*isSigned=*/true).trunc(dtype.bitWidth()));
  } else {
    return fail(l, "cannot make a constant of type " + dtype.displayName());
  }
  return Val::tensor(b.create<mlir::arith::ConstantOp>(loc(l), attr), TensorType{dtype, {}});
}

/// Triton's to_tensor_type: the dtype a Python number gets on its own.
static DType defaultDType(const ConstValue &c) {
  if (c.isBool())
    return ScalarKind::I1;
  if (c.isInt()) {
    int64_t v = c.getInt();
    if (v >= INT32_MIN && v <= INT32_MAX) return ScalarKind::I32;
    if (v > INT32_MAX && v <= int64_t(UINT32_MAX)) return ScalarKind::U32;
    return ScalarKind::I64;
  }
  double x = std::fabs(c.getFloat());
  if (std::isinf(x) || x == 0.0 || std::isnan(x) ||
      (x >= std::ldexp(1.0, -126) && x <= (2 - std::ldexp(1.0, -23)) * std::ldexp(1.0, 127)))
    return ScalarKind::FP32;
  return ScalarKind::FP64;
}

/// The dtype a constexpr takes when it is converted to `peer` (the dtype of
/// the value it is stored or compared as; empty for none).
static DType literalType(const ConstValue &c, const DType &peer) {
  if (peer.isNone() || peer.isPointer())
    return defaultDType(c);
  if (c.isFloat() && !peer.isFloat())
    return ScalarKind::FP32;
  return peer;
}

Val CodeGen::toTensor(const Val &v, const DType &peer, SourceLocation l, const char *what) {
  if (v.isTensor())
    return v;
  if (v.isConstexpr() && isNumeric(v.constant))
    return constantTensor(v.constant, literalType(v.constant, peer), l);
  return fail(l, std::string("unsupported operand for ") + what + ": " + v.describe());
}

Val CodeGen::toTensorDefault(const Val &v, SourceLocation l, const std::string &what) {
  if (v.isTensor())
    return v;
  if (v.isConstexpr() && isNumeric(v.constant))
    return constantTensor(v.constant, defaultDType(v.constant), l);
  return fail(l, what + " expects a tensor or a number, got " + v.describe());
}

/// bool < integer < float, as Triton's dtype.kind(): signed and unsigned
/// integers are one kind, so a Python int next to a uint32 tensor takes
/// the tensor's type.
static int kindRank(const DType &t) {
  if (t.isBool()) return 0;
  if (t.isInteger()) return 1;
  return 2;
}

/// Triton's computation_type_impl; `aNumber`/`bNumber`: the operand is a
/// Python number (a constexpr).
static llvm::Expected<DType> computationType(const DType &a, bool aNumber, const DType &b,
                                             bool bNumber, bool divOrMod) {
  if (aNumber != bNumber) {
    const DType &number = aNumber ? a : b, &tensor = aNumber ? b : a;
    if (kindRank(number) <= kindRank(tensor)) {
      if (divOrMod && (tensor == ScalarKind::FP16 || tensor == ScalarKind::BF16))
        return DType(ScalarKind::FP32);
      return tensor;
    }
  }
  if (a == ScalarKind::FP64 || b == ScalarKind::FP64)
    return DType(ScalarKind::FP64);
  if (a == ScalarKind::FP32 || b == ScalarKind::FP32)
    return DType(ScalarKind::FP32);
  if (a == ScalarKind::FP16 || b == ScalarKind::FP16)
    return DType(divOrMod ? ScalarKind::FP32 : ScalarKind::FP16);
  if (a == ScalarKind::BF16 && b == ScalarKind::BF16)
    return DType(divOrMod ? ScalarKind::FP32 : ScalarKind::BF16);
  if (a == ScalarKind::BF16 || b == ScalarKind::BF16)
    return DType(ScalarKind::FP32);
  if (a.isFloat() && b.isFloat())
    return a == b ? a : DType(ScalarKind::FP16); // two fp8 types
  if (!a.isInteger() || !b.isInteger())
    return semanticError("unsupported operand types " + a.displayName() + " and " +
                         b.displayName());
  if (divOrMod && !a.isBool() && !b.isBool() && a.isUnsigned() != b.isUnsigned())
    return semanticError(
        "cannot use /, // or % with " + a.displayName() + " and " + b.displayName() +
        " because they have different signedness; cast them to the same signedness");
  return promote(a, b);
}

FailureOr<std::pair<Val, Val>> CodeGen::arithmeticOperands(Val lhs, Val rhs, SourceLocation l,
                                                           const std::string &what, bool divOrMod) {
  for (const Val *v : {&lhs, &rhs})
    if (!v->isTensor() && !(v->isConstexpr() && isNumeric(v->constant)))
      return fail(l, "unsupported operand for " + what + ": " + v->describe());
  bool lnum = lhs.isConstexpr(), rnum = rhs.isConstexpr();
  DType lt = lnum ? defaultDType(lhs.constant) : lhs.type.dtype;
  DType rt = rnum ? defaultDType(rhs.constant) : rhs.type.dtype;
  if (lt.isPointer() || rt.isPointer())
    return fail(l, "unsupported operand types for " + what + ": " + lhs.describe() + " and " +
                       rhs.describe());
  llvm::Expected<DType> common = computationType(lt, lnum, rt, rnum, divOrMod);
  if (!common)
    return fail(l, llvm::toString(common.takeError()) + " for " + what);
  // Triton's promotion types fp8 op fp8 as fp8, for which GPUs have no
  // arithmetic instructions; here fp8 is for storage and casts only.
  if (common->isFloat8())
    return fail(l, "arithmetic on " + common->languageName() + " is not supported; cast to float16 or "
            "float32 first");
  for (const Val *v : {&lhs, &rhs}) {
    if (!v->isConstexpr() || !common->isInteger() || common->isBool() || v->constant.isFloat())
      continue;
    int64_t x = asInt(v->constant);
    if (x < 0 && common->isUnsigned())
      return fail(l, "cannot perform " + what + " between an unsigned tensor and a negative number (" +
                  std::to_string(x) + "); cast one of them explicitly");
    unsigned w = common->bitWidth();
    bool fits = w >= 64 || (common->isUnsigned()
                                ? uint64_t(x) < (uint64_t(1) << w)
                                : x >= -(int64_t(1) << (w - 1)) && x < (int64_t(1) << (w - 1)));
    if (!fits)
      return fail(l, "the number " + std::to_string(x) + " is out of range for " + common->displayName() +
                  " in " + what);
  }
  Val a = lnum ? constantTensor(lhs.constant, *common, l) : cast(lhs, *common, l);
  if (failed(a))
    return failure();
  Val c = rnum ? constantTensor(rhs.constant, *common, l) : cast(rhs, *common, l);
  if (failed(c))
    return failure();
  return broadcastPair(a, c, l, what);
}

LogicalResult CodeGen::unifyOperands(Val &lhs, Val &rhs, SourceLocation l, const std::string &what) {
  FailureOr<std::pair<Val, Val>> both = arithmeticOperands(lhs, rhs, l, what);
  if (failed(both))
    return failure();
  std::tie(lhs, rhs) = *both;
  return success();
}

Val CodeGen::castRounded(const Val &v, const DType &to, SourceLocation l, const BoundArgs &a) {
  FailureOr<bool> bitcast = flagArg(a, 3);
  if (failed(bitcast))
    return Failure();
  if (!a.given(2))
    return cast(v, to, l, *bitcast);
  SourceLocation rl = a.locs[2];
  FailureOr<std::string> mode = constexprString(a[2], rl, "fp_downcast_rounding");
  if (failed(mode))
    return Failure();
  if (*mode != "rtne" && *mode != "rtz")
    return fail(rl, "fp_downcast_rounding must be 'rtne' or 'rtz', got '" + *mode + "'");
  Val x = v.isTensor() ? v : toTensorDefault(v, l, "a cast");
  if (failed(x))
    return x;
  const DType &from = x.type.dtype;
  if (from == to)
    return x;
  if (*bitcast || !from.isFloat() || !to.isFloat() || to.bitWidth() >= from.bitWidth())
    return fail(rl, "fp_downcast_rounding is only for casts that narrow a floating-point type, not " +
                        std::string(*bitcast ? "a bitcast of " : "a cast of ") + from.displayName() +
                        " to " + to.displayName());
  if (*mode == "rtz" && to.isFloat8())
    return fail(rl, "fp_downcast_rounding='rtz' to " + to.displayName() +
                        " is not supported yet (tritonc's fp8 conversion rounds to nearest even)");
  Val nearest = cast(x, to, l);
  if (failed(nearest) || *mode == "rtne")
    return nearest;
  // Toward zero: the nearest value, one unit in the last place closer to
  // zero where it lies beyond x (x finite; an overflow to infinity becomes
  // the largest finite value). Floating-point bits are sign and magnitude,
  // so the integer one below a nonzero value's bits is that value. These
  // operations are on float tensors of one shape and cannot fail.
  using Op = BinOpKind;
  using Cmp = CmpOpKind;
  auto k = [](double c) { return Val::constexprValue(ConstValue::fromFloat(c)); };
  Val back = cast(nearest, from, l);
  Val above = binary(Op::BitAnd, compare(Cmp::Gt, x, k(0), l), compare(Cmp::Gt, back, x, l), l);
  Val below = binary(Op::BitAnd, compare(Cmp::Lt, x, k(0), l), compare(Cmp::Lt, back, x, l), l);
  Val beyond = binary(Op::BitOr, above, below, l);
  DType bitsType = to.bitWidth() == 16 ? ScalarKind::I16 : ScalarKind::I32;
  Val bits = cast(nearest, bitsType, l, /*bitcast=*/true);
  Val closer = cast(binary(Op::Sub, bits, Val::constexprValue(ConstValue::fromInt(1)), l), to, l, /*bitcast=*/true);
  return select(beyond, closer, nearest, l);
}

Val CodeGen::cast(const Val &v, const DType &to, SourceLocation l, bool bitcast) {
  if (!v.isTensor()) {
    if (!v.isConstexpr() || !isNumeric(v.constant))
      return fail(l, "cannot convert " + v.describe() + " to " + to.displayName());
    // A number has no pointer kind to take: it gets its own dtype first.
    Val t = to.isPointer() ? toTensorDefault(v, l, "a cast") : toTensor(v, to, l, "a cast");
    if (failed(t))
      return t;
    return cast(t, to, l, bitcast);
  }
  const DType &from = v.type.dtype;
  if (from == to)
    return v;
  TensorType resultType{to, v.type.shape};
  mlir::Type rt = toMLIRType(b, resultType);
  mlir::Location ml = loc(l);
  mlir::Value in = v.value, out;
  // Pointers and integers convert as in Triton: a pointer to int64/uint64
  // (its address) or to int1 (address != 0), a 64-bit integer to a pointer,
  // a pointer to a pointer of another element type (the same address). A
  // bitcast with a pointer on either side is the same conversion.
  if (from.isPointer() || to.isPointer()) {
    if (from.isPointer() && to.isPointer()) {
      out = b.create<tile::PtrCastOp>(ml, rt, in);
    } else if (from.isPointer() && to.isBool()) {
      // An int64 conversion and zeros of the same shape: these cannot fail.
      Val address = cast(v, ScalarKind::I64, l);
      Val z =
          broadcastTo(constantTensor(ConstValue::fromInt(0), ScalarKind::I64, l), v.type.shape, l);
      out = b.create<mlir::arith::CmpIOp>(ml, mlir::arith::CmpIPredicate::ne, address.value, z.value);
    } else if (from.isPointer() && to.isInteger() && to.bitWidth() == 64) {
      out = b.create<tile::PtrToIntOp>(ml, rt, in);
    } else if (from.isInteger() && !from.isBool() && from.bitWidth() == 64 && to.isPointer()) {
      out = b.create<tile::IntToPtrOp>(ml, rt, in);
    } else if (from.isInteger() && to.isPointer()) {
      return fail(l, "cannot convert " + from.displayName() + " to " + to.displayName() +
                  ": only 64-bit integers convert to pointers (Triton's rule); convert to tl.int64 "
                  "first");
    } else if (from.isPointer() && to.isInteger()) {
      return fail(l, "cannot convert " + from.displayName() + " to " + to.displayName() +
                  ": a pointer converts only to int64, uint64 or int1 (Triton's rule)");
    } else {
      return fail(l, "cannot " + std::string(bitcast ? "bitcast " : "cast ") + from.displayName() +
                  " to " + to.displayName());
    }
    return Val::tensor(out, resultType);
  }
  if (bitcast) {
    if (from.bitWidth() != to.bitWidth())
      return fail(l, "cannot bitcast " + from.displayName() + " to " + to.displayName() + ": they have " +
                  std::to_string(from.bitWidth()) + " and " + std::to_string(to.bitWidth()) +
                  " bits");
    if (rt == in.getType()) // int32 <-> uint32: only the signedness changes
      return Val::tensor(in, resultType);
    out = b.create<mlir::arith::BitcastOp>(ml, rt, in);
    return Val::tensor(out, resultType);
  }
  if (from.isFloat8() || to.isFloat8())
    return castFloat8(v, to, l); // Float8.cpp: integer arithmetic on the bits
  unsigned wf = from.bitWidth(), wt = to.bitWidth();
  // The zeros below have the shape of `v`: broadcastTo cannot fail.
  if (from.isInteger() && to.isBool()) {
    // Any nonzero value is true, as in Python.
    Val z = broadcastTo(constantTensor(ConstValue::fromInt(0), from, l), v.type.shape, l);
    out = b.create<mlir::arith::CmpIOp>(ml, mlir::arith::CmpIPredicate::ne, in, z.value);
  } else if (from.isFloat() && to.isBool()) {
    Val z = broadcastTo(constantTensor(ConstValue::fromFloat(0), from, l), v.type.shape, l);
    out = b.create<mlir::arith::CmpFOp>(ml, mlir::arith::CmpFPredicate::UNE, in, z.value);
  } else if (from.isInteger() && to.isInteger()) {
    if (wf == wt)
      return Val::tensor(in, resultType); // signedness only
    if (wt < wf)
      out = b.create<mlir::arith::TruncIOp>(ml, rt, in);
    else if (from.isUnsigned() || from.isBool())
      out = b.create<mlir::arith::ExtUIOp>(ml, rt, in);
    else
      out = b.create<mlir::arith::ExtSIOp>(ml, rt, in);
  } else if (from.isInteger() && to.isFloat()) {
    if (from.isUnsigned() || from.isBool())
      out = b.create<mlir::arith::UIToFPOp>(ml, rt, in);
    else
      out = b.create<mlir::arith::SIToFPOp>(ml, rt, in);
  } else if (from.isFloat() && to.isInteger()) {
    if (to.isUnsigned())
      out = b.create<mlir::arith::FPToUIOp>(ml, rt, in);
    else
      out = b.create<mlir::arith::FPToSIOp>(ml, rt, in);
  } else if (from.isFloat() && to.isFloat()) {
    if (wf == wt) { // fp16 <-> bf16 goes through fp32
      Val wide = cast(v, ScalarKind::FP32, l);
      if (failed(wide))
        return wide;
      return cast(wide, to, l);
    }
    if (wt > wf)
      out = b.create<mlir::arith::ExtFOp>(ml, rt, in);
    else
      out = b.create<mlir::arith::TruncFOp>(ml, rt, in);
  } else {
    return fail(l, "cannot cast " + from.displayName() + " to " + to.displayName());
  }
  return Val::tensor(out, resultType);
}

/// Python's + and * on tuples (shapes): (a, b) + (c,), [1] * n.
static std::optional<Val> tupleArithmetic(BinOpKind op, const Val &lhs, const Val &rhs) {
  if (op == BinOpKind::Add && lhs.kind == Val::Kind::Tuple && rhs.kind == Val::Kind::Tuple) {
    std::vector<Val> out = lhs.elements;
    out.insert(out.end(), rhs.elements.begin(), rhs.elements.end());
    return Val::tuple(std::move(out));
  }
  if (op == BinOpKind::Mult && (lhs.kind == Val::Kind::Tuple) != (rhs.kind == Val::Kind::Tuple)) {
    const Val &seq = lhs.kind == Val::Kind::Tuple ? lhs : rhs;
    const Val &count = lhs.kind == Val::Kind::Tuple ? rhs : lhs;
    if (!count.isConstexpr() || !count.constant.isInt())
      return std::nullopt;
    std::vector<Val> out;
    for (int64_t i = 0; i < count.constant.getInt() && i < 4096; ++i)
      out.insert(out.end(), seq.elements.begin(), seq.elements.end());
    return Val::tuple(std::move(out));
  }
  return std::nullopt;
}

Val CodeGen::binary(BinOpKind op, Val lhs, Val rhs, SourceLocation l) {
  std::string what = std::string("'") + ast::binOpSymbol(op) + "'";
  if (auto t = tupleArithmetic(op, lhs, rhs))
    return *t;
  if (lhs.isConstexpr() && rhs.isConstexpr()) {
    llvm::Expected<std::optional<ConstValue>> folded = foldBinary(op, lhs.constant, rhs.constant);
    if (!folded)
      return fail(l, llvm::toString(folded.takeError()));
    if (*folded)
      return Val::constexprValue(**folded);
    return fail(l, "unsupported operand types for " + what + ": " + lhs.describe() + " and " +
                rhs.describe());
  }
  if (!lhs.isTensor() && !lhs.isConstexpr())
    return fail(l, "unsupported left operand for " + what + ": " + lhs.describe());
  if (!rhs.isTensor() && !rhs.isConstexpr())
    return fail(l, "unsupported right operand for " + what + ": " + rhs.describe());

  // Pointer arithmetic: pointer +/- integer offsets, in elements.
  bool lptr = lhs.isTensor() && lhs.type.dtype.isPointer();
  bool rptr = rhs.isTensor() && rhs.type.dtype.isPointer();
  if (lptr || rptr) {
    if (op == BinOpKind::Add && rptr && !lptr)
      std::swap(lhs, rhs);
    if ((op != BinOpKind::Add && op != BinOpKind::Sub) || (lptr && rptr) ||
        !lhs.type.dtype.isPointer())
      return fail(l, "unsupported operand types for " + what + ": " + lhs.describe() + " and " +
                         rhs.describe() + " (pointers only support adding or subtracting integers)");
    Val offset = toTensorDefault(rhs, l, what);
    if (failed(offset))
      return offset;
    if (!offset.type.dtype.isInteger() || offset.type.dtype.isBool())
      return fail(l, "a pointer offset must be an integer, got " + offset.describe());
    if (op == BinOpKind::Sub)
      offset = binary(BinOpKind::Sub, Val::constexprValue(ConstValue::fromInt(0)), offset, l);
    if (failed(offset))
      return offset;
    // The offset is signed: an unsigned one is zero-extended to 64 bits first.
    if (offset.type.dtype.isUnsigned() && offset.type.dtype.bitWidth() < 64)
      offset = cast(offset, ScalarKind::I64, l);
    FailureOr<std::pair<Val, Val>> operands = broadcastPair(lhs, offset, l, what);
    if (failed(operands))
      return Failure();
    auto [ptr, off] = *operands;
    TensorType t{ptr.type.dtype, ptr.type.shape};
    auto addptr = b.create<tile::AddPtrOp>(loc(l), toMLIRType(b, t), ptr.value, off.value);
    return Val::tensor(addptr, t);
  }

  bool divOrMod = op == BinOpKind::Div || op == BinOpKind::Mod || op == BinOpKind::FloorDiv;
  bool bitwise = op == BinOpKind::BitAnd || op == BinOpKind::BitOr || op == BinOpKind::BitXor ||
                 op == BinOpKind::LShift || op == BinOpKind::RShift;
  FailureOr<std::pair<Val, Val>> operands = arithmeticOperands(lhs, rhs, l, what, divOrMod);
  if (failed(operands))
    return Failure();
  auto [a, c] = *operands;
  DType common = a.type.dtype;
  if (op == BinOpKind::Div && !common.isFloat()) { // true division of integers: fp32
    common = ScalarKind::FP32;
    a = cast(a, common, l); // integer to fp32: cannot fail
    c = cast(c, common, l);
  }
  bool fp = common.isFloat();
  if (bitwise && fp)
    return fail(l, "unsupported operand types for " + what + ": " + lhs.describe() + " and " + rhs.describe() +
                " (bitwise operators need integers)");
  if (op == BinOpKind::FloorDiv && fp)
    return fail(l, "'//' on floating-point tensors is not supported (as in Triton); use tl.floor(a / b)");
  mlir::Location ml = loc(l);
  mlir::Value x = a.value, y = c.value, out;
  bool uns = common.isUnsigned() || common.isBool();
  switch (op) {
  case BinOpKind::Add:
    out = fp ? b.create<mlir::arith::AddFOp>(ml, x, y).getResult() : b.create<mlir::arith::AddIOp>(ml, x, y).getResult();
    break;
  case BinOpKind::Sub:
    out = fp ? b.create<mlir::arith::SubFOp>(ml, x, y).getResult() : b.create<mlir::arith::SubIOp>(ml, x, y).getResult();
    break;
  case BinOpKind::Mult:
    out = fp ? b.create<mlir::arith::MulFOp>(ml, x, y).getResult() : b.create<mlir::arith::MulIOp>(ml, x, y).getResult();
    break;
  case BinOpKind::Div:
    out = b.create<mlir::arith::DivFOp>(ml, x, y);
    break;
  case BinOpKind::FloorDiv:
    // Triton's integer // truncates toward zero like C (documented in
    // docs/language.md).
    out = uns ? b.create<mlir::arith::DivUIOp>(ml, x, y).getResult() : b.create<mlir::arith::DivSIOp>(ml, x, y).getResult();
    break;
  case BinOpKind::Mod:
    out = fp ? b.create<mlir::arith::RemFOp>(ml, x, y).getResult()
             : uns ? b.create<mlir::arith::RemUIOp>(ml, x, y).getResult() : b.create<mlir::arith::RemSIOp>(ml, x, y).getResult();
    break;
  case BinOpKind::BitAnd: out = b.create<mlir::arith::AndIOp>(ml, x, y); break;
  case BinOpKind::BitOr: out = b.create<mlir::arith::OrIOp>(ml, x, y); break;
  case BinOpKind::BitXor: out = b.create<mlir::arith::XOrIOp>(ml, x, y); break;
  case BinOpKind::LShift: out = b.create<mlir::arith::ShLIOp>(ml, x, y); break;
  case BinOpKind::RShift:
    out = uns ? b.create<mlir::arith::ShRUIOp>(ml, x, y).getResult() : b.create<mlir::arith::ShRSIOp>(ml, x, y).getResult();
    break;
  default:
    return fail(l, "operator " + what + " is not supported on tensors");
  }
  return Val::tensor(out, TensorType{common, a.type.shape});
}

/// Compile-time equality of two non-tensor values (dtypes, tuples, None...).
static std::optional<bool> staticEqual(const Val &a, const Val &c) {
  if (a.kind == Val::Kind::DTypeObj || c.kind == Val::Kind::DTypeObj)
    return a.kind == c.kind && a.dtypeObject == c.dtypeObject;
  if (a.kind == Val::Kind::Tuple && c.kind == Val::Kind::Tuple) {
    if (a.elements.size() != c.elements.size())
      return false;
    for (size_t i = 0; i < a.elements.size(); ++i) {
      auto e = staticEqual(a.elements[i], c.elements[i]);
      if (!e || !*e)
        return e;
    }
    return true;
  }
  if (a.isConstexpr() && c.isConstexpr()) {
    if (isNumeric(a.constant) && isNumeric(c.constant)) {
      if (!a.constant.isFloat() && !c.constant.isFloat())
        return asInt(a.constant) == asInt(c.constant);
      return asDouble(a.constant) == asDouble(c.constant);
    }
    return a.constant == c.constant;
  }
  if (a.kind == Val::Kind::JitFunction && c.kind == Val::Kind::JitFunction)
    return a.function == c.function;
  if (a.kind == Val::Kind::Namespace && c.kind == Val::Kind::Namespace)
    return a.name == c.name;
  if (a.isTensor() || c.isTensor())
    return std::nullopt;
  return a.kind == c.kind ? std::nullopt : std::optional<bool>(false);
}

Val CodeGen::compare(CmpOpKind op, Val lhs, Val rhs, SourceLocation l) {
  std::string what = std::string("'") + ast::cmpOpSymbol(op) + "'";
  auto constBool = [](bool v) { return Val::constexprValue(ConstValue::fromBool(v)); };
  if (op == CmpOpKind::Is || op == CmpOpKind::IsNot) {
    // Identity: a tensor is never None; constants compare by value.
    bool same;
    if (lhs.isTensor() || rhs.isTensor())
      same = lhs.isTensor() && rhs.isTensor() && lhs.value == rhs.value;
    else
      same = staticEqual(lhs, rhs).value_or(false);
    return constBool(same == (op == CmpOpKind::Is));
  }
  if (op == CmpOpKind::In || op == CmpOpKind::NotIn) {
    if (rhs.kind == Val::Kind::Tuple) {
      bool found = false;
      for (const Val &e : rhs.elements)
        if (auto eq = staticEqual(lhs, e); eq && *eq)
          found = true;
      return constBool(found == (op == CmpOpKind::In));
    }
    if (lhs.isConstexpr() && rhs.isConstexpr() && lhs.constant.isString() && rhs.constant.isString())
      return constBool((rhs.constant.getString().find(lhs.constant.getString()) != std::string::npos) ==
                       (op == CmpOpKind::In));
    return fail(l, "operator " + what + " needs a constexpr tuple or string on its right");
  }
  // Tuples order lexicographically, as in Python (version tuples in shims:
  // `Version(triton.__version__) >= Version("3.0")`).
  if (lhs.kind == Val::Kind::Tuple && rhs.kind == Val::Kind::Tuple && op != CmpOpKind::Eq &&
      op != CmpOpKind::NotEq) {
    size_t n = std::min(lhs.elements.size(), rhs.elements.size());
    for (size_t i = 0; i < n; ++i) {
      if (staticEqual(lhs.elements[i], rhs.elements[i]).value_or(false))
        continue;
      return compare(op, lhs.elements[i], rhs.elements[i], l);
    }
    size_t a = lhs.elements.size(), c = rhs.elements.size();
    bool r = op == CmpOpKind::Lt ? a < c : op == CmpOpKind::LtE ? a <= c : op == CmpOpKind::Gt ? a > c : a >= c;
    return constBool(r);
  }
  if (!lhs.isTensor() && !rhs.isTensor() &&
      !(lhs.isConstexpr() && rhs.isConstexpr() && isNumeric(lhs.constant) && isNumeric(rhs.constant))) {
    if (op == CmpOpKind::Eq || op == CmpOpKind::NotEq) {
      auto eq = staticEqual(lhs, rhs);
      if (!eq)
        return fail(l, "cannot compare " + lhs.describe() + " and " + rhs.describe() + " with " + what);
      return constBool(*eq == (op == CmpOpKind::Eq));
    }
    if (lhs.isConstexpr() && rhs.isConstexpr() && lhs.constant.isString() && rhs.constant.isString()) {
      int c = lhs.constant.getString().compare(rhs.constant.getString());
      bool r = op == CmpOpKind::Lt ? c < 0 : op == CmpOpKind::LtE ? c <= 0 : op == CmpOpKind::Gt ? c > 0 : c >= 0;
      return constBool(r);
    }
    return fail(l, "cannot compare " + lhs.describe() + " and " + rhs.describe() + " with " + what);
  }
  if (lhs.isConstexpr() && rhs.isConstexpr()) {
    const ConstValue &a = lhs.constant, &c = rhs.constant;
    double x = asDouble(a), y = asDouble(c);
    bool exactInts = !a.isFloat() && !c.isFloat();
    int64_t i = asInt(a), j = asInt(c);
    bool result = false;
    switch (op) {
    case CmpOpKind::Eq: result = exactInts ? i == j : x == y; break;
    case CmpOpKind::NotEq: result = exactInts ? i != j : x != y; break;
    case CmpOpKind::Lt: result = exactInts ? i < j : x < y; break;
    case CmpOpKind::LtE: result = exactInts ? i <= j : x <= y; break;
    case CmpOpKind::Gt: result = exactInts ? i > j : x > y; break;
    case CmpOpKind::GtE: result = exactInts ? i >= j : x >= y; break;
    default: break;
    }
    return constBool(result);
  }
  if ((lhs.isTensor() && lhs.type.dtype.isPointer()) ||
      (rhs.isTensor() && rhs.type.dtype.isPointer()))
    return fail(l, "unsupported operand types for " + what + ": " + lhs.describe() + " and " + rhs.describe() +
                " (pointers cannot be compared, in Triton either)");
  FailureOr<std::pair<Val, Val>> operands = arithmeticOperands(lhs, rhs, l, what);
  if (failed(operands))
    return Failure();
  auto [a, c] = *operands;
  const DType &common = a.type.dtype;
  mlir::Location ml = loc(l);
  mlir::Value out;
  if (common.isFloat()) {
    using P = mlir::arith::CmpFPredicate;
    P p = op == CmpOpKind::Eq ? P::OEQ : op == CmpOpKind::NotEq ? P::UNE : op == CmpOpKind::Lt ? P::OLT
        : op == CmpOpKind::LtE ? P::OLE : op == CmpOpKind::Gt ? P::OGT : P::OGE;
    out = b.create<mlir::arith::CmpFOp>(ml, p, a.value, c.value);
  } else {
    using P = mlir::arith::CmpIPredicate;
    bool uns = common.isUnsigned() || common.isBool();
    P p = op == CmpOpKind::Eq ? P::eq : op == CmpOpKind::NotEq ? P::ne
        : op == CmpOpKind::Lt ? (uns ? P::ult : P::slt) : op == CmpOpKind::LtE ? (uns ? P::ule : P::sle)
        : op == CmpOpKind::Gt ? (uns ? P::ugt : P::sgt) : (uns ? P::uge : P::sge);
    out = b.create<mlir::arith::CmpIOp>(ml, p, a.value, c.value);
  }
  return Val::tensor(out, TensorType{ScalarKind::I1, a.type.shape});
}

Val CodeGen::logical(bool isAnd, Val lhs, Val rhs, SourceLocation l) {
  const char *what = isAnd ? "'and'" : "'or'";
  Val a = toTensorDefault(lhs, l, what);
  if (failed(a) || failed(a = cast(a, ScalarKind::I1, l)))
    return Failure();
  Val c = toTensorDefault(rhs, l, what);
  if (failed(c) || failed(c = cast(c, ScalarKind::I1, l)))
    return Failure();
  FailureOr<std::pair<Val, Val>> operands = broadcastPair(a, c, l, what);
  if (failed(operands))
    return Failure();
  auto [x, y] = *operands;
  mlir::Value out = isAnd ? b.create<mlir::arith::AndIOp>(loc(l), x.value, y.value).getResult()
                          : b.create<mlir::arith::OrIOp>(loc(l), x.value, y.value).getResult();
  return Val::tensor(out, x.type);
}

Val CodeGen::unary(ast::UnaryOpKind op, Val v, SourceLocation l) {
  if (!v.isTensor()) {
    if (op == ast::UnaryOpKind::Not) {
      FailureOr<bool> truth = truthy(v, l);
      if (failed(truth))
        return Failure();
      return Val::constexprValue(ConstValue::fromBool(!*truth));
    }
    if (v.isConstexpr()) {
      const ConstValue &c = v.constant;
      switch (op) {
      case ast::UnaryOpKind::UAdd: if (isNumeric(c)) return v; break;
      case ast::UnaryOpKind::USub:
        if (c.isFloat()) return Val::constexprValue(ConstValue::fromFloat(-c.getFloat()));
        if (isNumeric(c)) return Val::constexprValue(ConstValue::fromInt(-asInt(c)));
        break;
      case ast::UnaryOpKind::Invert:
        if (!c.isFloat() && isNumeric(c)) return Val::constexprValue(ConstValue::fromInt(~asInt(c)));
        break;
      default: break;
      }
    }
    return fail(l, std::string("bad operand for unary '") + ast::unaryOpSymbol(op) + "': " + v.describe());
  }
  switch (op) {
  case ast::UnaryOpKind::UAdd: return v;
  case ast::UnaryOpKind::USub:
    if (v.type.dtype.isPointer())
      return fail(l, "bad operand for unary '-': " + v.describe());
    if (v.type.dtype.isFloat8())
      return fail(l, "arithmetic on " + v.type.dtype.languageName() +
                  " is not supported; cast to float16 or "
                  "float32 first");
    if (v.type.dtype.isFloat()) {
      auto neg = b.create<mlir::arith::NegFOp>(loc(l), v.value);
      return Val::tensor(neg, v.type);
    }
    {
      // Zeros (below: ones) of the operand's integer type and shape: no failure.
      Val zero = broadcastTo(constantTensor(ConstValue::fromInt(0), v.type.dtype, l), v.type.shape, l);
      auto sub = b.create<mlir::arith::SubIOp>(loc(l), zero.value, v.value);
      return Val::tensor(sub, v.type);
    }
  case ast::UnaryOpKind::Invert: {
    if (v.type.dtype.isFloat() || v.type.dtype.isPointer())
      return fail(l, "bad operand for unary '~': " + v.describe());
    Val ones = broadcastTo(constantTensor(ConstValue::fromInt(-1), v.type.dtype, l), v.type.shape, l);
    auto x = b.create<mlir::arith::XOrIOp>(loc(l), v.value, ones.value);
    return Val::tensor(x, v.type);
  }
  case ast::UnaryOpKind::Not: {
    // Triton's logical not: true where the value is zero.
    Val t = cast(v, ScalarKind::I1, l);
    if (failed(t))
      return t;
    Val ones =
        broadcastTo(constantTensor(ConstValue::fromBool(true), ScalarKind::I1, l), v.type.shape, l);
    auto x = b.create<mlir::arith::XOrIOp>(loc(l), t.value, ones.value);
    return Val::tensor(x, t.type);
  }
  }
  return fail(l, "unsupported unary operator");
}

Val CodeGen::select(Val cond, Val x, Val y, SourceLocation l) {
  cond = toTensorDefault(cond, l, "tl.where's condition");
  if (failed(cond) || failed(cond = cast(cond, ScalarKind::I1, l)))
    return Failure();
  if (x.isConstexpr() && y.isConstexpr()) {
    x = toTensorDefault(x, l, "tl.where");
    if (failed(x))
      return x;
    y = toTensorDefault(y, l, "tl.where");
    if (failed(y))
      return y;
  }
  FailureOr<std::pair<Val, Val>> values = failure();
  bool pointers =
      (x.isTensor() && x.type.dtype.isPointer()) || (y.isTensor() && y.type.dtype.isPointer());
  // Two fp8 tensors of one type: a plain selection, no arithmetic involved.
  bool sameFloat8 =
      x.isTensor() && y.isTensor() && x.type.dtype == y.type.dtype && x.type.dtype.isFloat8();
  if (pointers || sameFloat8) {
    if (!x.isTensor() || !y.isTensor() || x.type.dtype != y.type.dtype)
      return fail(l, "tl.where needs two pointers of one type or two numbers, got " + x.describe() +
                         " and " + y.describe());
    values = broadcastPair(x, y, l, "tl.where");
  } else {
    values = arithmeticOperands(x, y, l, "tl.where");
  }
  if (failed(values))
    return Failure();
  auto [a, c] = *values;
  FailureOr<std::vector<int64_t>> shape = broadcastShapes(cond, a, l, "tl.where's condition and values");
  if (failed(shape))
    return Failure();
  // All three broadcast to the shape computed from them: no failure.
  cond = broadcastTo(cond, *shape, l);
  a = broadcastTo(a, *shape, l);
  c = broadcastTo(c, *shape, l);
  auto op = b.create<mlir::arith::SelectOp>(loc(l), cond.value, a.value, c.value);
  return Val::tensor(op, a.type);
}

} // namespace tritonc::irgen

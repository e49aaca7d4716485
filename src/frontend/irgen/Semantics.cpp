//===- Semantics.cpp - Triton's arithmetic, promotion and broadcasting ----===//
//
// Constexpr operands fold as Python would. Otherwise constexprs become
// scalars of the other operand's dtype (an integer literal does not widen an
// int8 tensor, a float literal makes an integer operation fp32), dtypes are
// promoted with `promote`, scalars are splatted to the other operand's shape,
// and the operation is emitted on the common type.
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

/// Python semantics on two constants.
static std::optional<ConstValue> foldBinary(BinOpKind op, const ConstValue &a, const ConstValue &b,
                                            std::string &error) {
  if (a.isString() && b.isString() && op == BinOpKind::Add)
    return ConstValue::fromString(a.getString() + b.getString());
  if (!isNumeric(a) || !isNumeric(b))
    return std::nullopt;
  bool ints = !a.isFloat() && !b.isFloat();
  if (ints) {
    int64_t x = asInt(a), y = asInt(b);
    switch (op) {
    case BinOpKind::Add: return ConstValue::fromInt(x + y);
    case BinOpKind::Sub: return ConstValue::fromInt(x - y);
    case BinOpKind::Mult: return ConstValue::fromInt(x * y);
    case BinOpKind::Div:
      if (y == 0) { error = "division by zero"; return std::nullopt; }
      return ConstValue::fromFloat(double(x) / double(y));
    case BinOpKind::FloorDiv:
    case BinOpKind::Mod: {
      if (y == 0) { error = "integer division or modulo by zero"; return std::nullopt; }
      int64_t q = x / y, r = x % y;
      if (r != 0 && ((r < 0) != (y < 0))) { --q; r += y; } // Python floors
      return ConstValue::fromInt(op == BinOpKind::FloorDiv ? q : r);
    }
    case BinOpKind::Pow: {
      if (y < 0) return ConstValue::fromFloat(std::pow(double(x), double(y)));
      int64_t r = 1;
      for (int64_t i = 0; i < y; ++i) r *= x;
      return ConstValue::fromInt(r);
    }
    case BinOpKind::LShift: return ConstValue::fromInt(x << y);
    case BinOpKind::RShift: return ConstValue::fromInt(x >> y);
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
    if (y == 0) { error = "float division by zero"; return std::nullopt; }
    return ConstValue::fromFloat(x / y);
  case BinOpKind::FloorDiv:
    if (y == 0) { error = "float floor division by zero"; return std::nullopt; }
    return ConstValue::fromFloat(std::floor(x / y));
  case BinOpKind::Mod:
    if (y == 0) { error = "float modulo by zero"; return std::nullopt; }
    return ConstValue::fromFloat(x - std::floor(x / y) * y);
  case BinOpKind::Pow: return ConstValue::fromFloat(std::pow(x, y));
  default: return std::nullopt;
  }
}

Val CodeGen::constantTensor(const ConstValue &c, const DType &dtype, SourceLocation l) {
  mlir::Type t = toMLIRType(b, dtype);
  mlir::TypedAttr attr;
  if (isFloat(dtype))
    attr = b.getFloatAttr(t, asDouble(c));
  else if (isInteger(dtype))
    attr = b.getIntegerAttr(t, c.isFloat() ? int64_t(c.getFloat()) : asInt(c));
  else
    fail(l, "cannot make a constant of type " + displayName(dtype));
  return Val::tensor(b.create<mlir::arith::ConstantOp>(loc(l), attr), TensorType{dtype, {}});
}

/// The dtype a constexpr takes next to an operand of dtype `peer` (empty
/// when there is no tensor operand).
static DType literalType(const ConstValue &c, const DType &peer) {
  if (c.isFloat())
    return !peer.empty() && isFloat(peer) ? peer : "fp32";
  if (c.isBool())
    return !peer.empty() && !isPointer(peer) ? peer : "i1";
  // Integers: the peer's integer or float type; else int32, or int64 if the
  // value needs it.
  if (!peer.empty() && !isPointer(peer))
    return peer;
  int64_t v = c.getInt();
  return (v >= INT32_MIN && v <= INT32_MAX) ? "i32" : "i64";
}

Val CodeGen::toTensor(const Val &v, const DType &peer, SourceLocation l, const char *what) {
  if (v.isTensor())
    return v;
  if (v.isConstexpr() && isNumeric(v.constant))
    return constantTensor(v.constant, literalType(v.constant, peer), l);
  fail(l, std::string("unsupported operand for ") + what + ": " + v.describe());
}

std::vector<int64_t> CodeGen::broadcastShapes(const Val &x, const Val &y, SourceLocation l,
                                              const std::string &what) {
  const auto &a = x.type.shape, &c = y.type.shape;
  if (a.empty()) return c;
  if (c.empty() || a == c) return a;
  // Shapes that differ need tile.broadcast / expand_dims, which need layout
  // conversions on the GPU; until then they are reported, never miscompiled.
  bool compatible = a.size() == c.size();
  for (size_t i = 0; compatible && i < a.size(); ++i)
    compatible = a[i] == c[i] || a[i] == 1 || c[i] == 1;
  if (!compatible)
    fail(l, "incompatible shapes for " + what + ": " + x.type.str() + " and " + y.type.str());
  fail(l, "broadcasting " + x.type.str() + " with " + y.type.str() + " is not supported yet");
}

Val CodeGen::broadcastTo(const Val &v, const std::vector<int64_t> &shape, SourceLocation l) {
  if (v.type.shape == shape || shape.empty())
    return v;
  if (!v.type.isScalar())
    fail(l, "cannot broadcast " + v.type.str() + " to shape " + TensorType{v.type.dtype, shape}.str());
  TensorType t{v.type.dtype, shape};
  auto splat = b.create<tile::SplatOp>(loc(l), toMLIRType(b, t), v.value);
  return Val::tensor(splat, t);
}

Val CodeGen::cast(const Val &v, const DType &to, SourceLocation l, bool bitcast) {
  if (!v.isTensor())
    return cast(toTensor(v, to, l, "a cast"), to, l, bitcast);
  const DType &from = v.type.dtype;
  if (from == to)
    return v;
  TensorType resultType{to, v.type.shape};
  mlir::Type rt = toMLIRType(b, resultType);
  mlir::Location ml = loc(l);
  mlir::Value in = v.value, out;
  if (bitcast) {
    if (bitWidth(from) != bitWidth(to) || isPointer(from) || isPointer(to))
      fail(l, "cannot bitcast " + displayName(from) + " to " + displayName(to) +
                  ": sizes differ or a pointer is involved");
    out = b.create<mlir::arith::BitcastOp>(ml, rt, in);
    return Val::tensor(out, resultType);
  }
  if (isPointer(from) || isPointer(to))
    fail(l, "cannot cast " + displayName(from) + " to " + displayName(to));
  unsigned wf = bitWidth(from), wt = bitWidth(to);
  if (isInteger(from) && isBool(to)) {
    // Any nonzero value is true, as in Python.
    auto zero = constantTensor(ConstValue::fromInt(0), from, l);
    Val z = broadcastTo(zero, v.type.shape, l);
    out = b.create<mlir::arith::CmpIOp>(ml, mlir::arith::CmpIPredicate::ne, in, z.value);
  } else if (isFloat(from) && isBool(to)) {
    auto zero = constantTensor(ConstValue::fromFloat(0), from, l);
    Val z = broadcastTo(zero, v.type.shape, l);
    out = b.create<mlir::arith::CmpFOp>(ml, mlir::arith::CmpFPredicate::UNE, in, z.value);
  } else if (isInteger(from) && isInteger(to)) {
    if (wf == wt)
      return Val::tensor(in, resultType); // signedness only
    if (wt < wf)
      out = b.create<mlir::arith::TruncIOp>(ml, rt, in);
    else if (isUnsigned(from) || isBool(from))
      out = b.create<mlir::arith::ExtUIOp>(ml, rt, in);
    else
      out = b.create<mlir::arith::ExtSIOp>(ml, rt, in);
  } else if (isInteger(from) && isFloat(to)) {
    if (isUnsigned(from) || isBool(from))
      out = b.create<mlir::arith::UIToFPOp>(ml, rt, in);
    else
      out = b.create<mlir::arith::SIToFPOp>(ml, rt, in);
  } else if (isFloat(from) && isInteger(to)) {
    if (isUnsigned(to))
      out = b.create<mlir::arith::FPToUIOp>(ml, rt, in);
    else
      out = b.create<mlir::arith::FPToSIOp>(ml, rt, in);
  } else if (isFloat(from) && isFloat(to)) {
    if (wf == wt) { // fp16 <-> bf16 goes through fp32
      Val wide = cast(v, "fp32", l);
      return cast(wide, to, l);
    }
    if (wt > wf)
      out = b.create<mlir::arith::ExtFOp>(ml, rt, in);
    else
      out = b.create<mlir::arith::TruncFOp>(ml, rt, in);
  } else {
    fail(l, "cannot cast " + displayName(from) + " to " + displayName(to));
  }
  return Val::tensor(out, resultType);
}

Val CodeGen::binary(BinOpKind op, Val lhs, Val rhs, SourceLocation l) {
  std::string what = std::string("'") + ast::binOpSymbol(op) + "'";
  if (lhs.isConstexpr() && rhs.isConstexpr()) {
    std::string error;
    if (auto folded = foldBinary(op, lhs.constant, rhs.constant, error))
      return Val::constexprValue(*folded);
    fail(l, error.empty() ? "unsupported operand types for " + what + ": " + lhs.describe() +
                                " and " + rhs.describe()
                          : error);
  }
  if (!lhs.isTensor() && !lhs.isConstexpr())
    fail(l, "unsupported left operand for " + what + ": " + lhs.describe());
  if (!rhs.isTensor() && !rhs.isConstexpr())
    fail(l, "unsupported right operand for " + what + ": " + rhs.describe());

  // Pointer arithmetic: pointer +/- integer offsets, in elements.
  bool lptr = lhs.isTensor() && isPointer(lhs.type.dtype);
  bool rptr = rhs.isTensor() && isPointer(rhs.type.dtype);
  if (lptr || rptr) {
    if (op == BinOpKind::Add && rptr && !lptr)
      std::swap(lhs, rhs);
    if ((op != BinOpKind::Add && op != BinOpKind::Sub) || (lptr && rptr))
      fail(l, "unsupported operand types for " + what + ": " + lhs.describe() + " and " +
                  rhs.describe() + " (pointers only support adding or subtracting integers)");
    Val offset = toTensor(rhs, "i32", l, what.c_str());
    if (!isInteger(offset.type.dtype) || isBool(offset.type.dtype))
      fail(l, "a pointer offset must be an integer, got " + offset.describe());
    if (op == BinOpKind::Sub)
      offset = binary(BinOpKind::Sub, Val::constexprValue(ConstValue::fromInt(0)), offset, l);
    auto shape = broadcastShapes(lhs, offset, l, what);
    Val ptr = broadcastTo(lhs, shape, l);
    offset = broadcastTo(offset, shape, l);
    TensorType t{ptr.type.dtype, shape};
    auto addptr = b.create<tile::AddPtrOp>(loc(l), toMLIRType(b, t), ptr.value, offset.value);
    return Val::tensor(addptr, t);
  }

  DType peer = lhs.isTensor() ? lhs.type.dtype : rhs.type.dtype;
  Val a = toTensor(lhs, peer, l, what.c_str());
  Val c = toTensor(rhs, peer, l, what.c_str());
  DType common = promote(a.type.dtype, c.type.dtype);
  if (op == BinOpKind::Div && !isFloat(common))
    common = "fp32"; // true division
  bool fp = isFloat(common);
  bool bitwise = op == BinOpKind::BitAnd || op == BinOpKind::BitOr || op == BinOpKind::BitXor ||
                 op == BinOpKind::LShift || op == BinOpKind::RShift;
  if (bitwise && fp)
    fail(l, "unsupported operand types for " + what + ": " + a.describe() + " and " + c.describe() +
                " (bitwise operators need integers)");
  auto shape = broadcastShapes(a, c, l, what);
  a = broadcastTo(cast(a, common, l), shape, l);
  c = broadcastTo(cast(c, common, l), shape, l);
  mlir::Location ml = loc(l);
  mlir::Value x = a.value, y = c.value, out;
  bool uns = isUnsigned(common) || isBool(common);
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
    if (fp)
      fail(l, "'//' on floating-point tensors is not supported; use tl.floor(a / b)");
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
    fail(l, "operator " + what + " is not supported on tensors");
  }
  return Val::tensor(out, TensorType{common, shape});
}

Val CodeGen::compare(CmpOpKind op, Val lhs, Val rhs, SourceLocation l) {
  std::string what = std::string("'") + ast::cmpOpSymbol(op) + "'";
  if (lhs.isConstexpr() && rhs.isConstexpr()) {
    const ConstValue &a = lhs.constant, &c = rhs.constant;
    bool result;
    if (op == CmpOpKind::Is || op == CmpOpKind::IsNot) {
      result = (a == c) == (op == CmpOpKind::Is);
    } else if (isNumeric(a) && isNumeric(c)) {
      double x = asDouble(a), y = asDouble(c);
      bool exactInts = !a.isFloat() && !c.isFloat();
      int64_t i = asInt(a), j = asInt(c);
      switch (op) {
      case CmpOpKind::Eq: result = exactInts ? i == j : x == y; break;
      case CmpOpKind::NotEq: result = exactInts ? i != j : x != y; break;
      case CmpOpKind::Lt: result = exactInts ? i < j : x < y; break;
      case CmpOpKind::LtE: result = exactInts ? i <= j : x <= y; break;
      case CmpOpKind::Gt: result = exactInts ? i > j : x > y; break;
      case CmpOpKind::GtE: result = exactInts ? i >= j : x >= y; break;
      default: fail(l, "unsupported constexpr comparison " + what);
      }
    } else if (op == CmpOpKind::Eq || op == CmpOpKind::NotEq) {
      result = (a == c) == (op == CmpOpKind::Eq);
    } else {
      fail(l, "cannot compare " + lhs.describe() + " and " + rhs.describe() + " with " + what);
    }
    return Val::constexprValue(ConstValue::fromBool(result));
  }
  if (op == CmpOpKind::Is || op == CmpOpKind::IsNot || op == CmpOpKind::In || op == CmpOpKind::NotIn)
    fail(l, "operator " + what + " needs constexpr operands");
  DType peer = lhs.isTensor() ? lhs.type.dtype : rhs.type.dtype;
  Val a = toTensor(lhs, peer, l, what.c_str());
  Val c = toTensor(rhs, peer, l, what.c_str());
  if (isPointer(a.type.dtype) || isPointer(c.type.dtype))
    fail(l, "comparing pointers is not supported yet");
  DType common = promote(a.type.dtype, c.type.dtype);
  auto shape = broadcastShapes(a, c, l, what);
  a = broadcastTo(cast(a, common, l), shape, l);
  c = broadcastTo(cast(c, common, l), shape, l);
  mlir::Location ml = loc(l);
  mlir::Value out;
  if (isFloat(common)) {
    using P = mlir::arith::CmpFPredicate;
    P p = op == CmpOpKind::Eq ? P::OEQ : op == CmpOpKind::NotEq ? P::UNE : op == CmpOpKind::Lt ? P::OLT
        : op == CmpOpKind::LtE ? P::OLE : op == CmpOpKind::Gt ? P::OGT : P::OGE;
    out = b.create<mlir::arith::CmpFOp>(ml, p, a.value, c.value);
  } else {
    using P = mlir::arith::CmpIPredicate;
    bool uns = isUnsigned(common) || isBool(common);
    P p = op == CmpOpKind::Eq ? P::eq : op == CmpOpKind::NotEq ? P::ne
        : op == CmpOpKind::Lt ? (uns ? P::ult : P::slt) : op == CmpOpKind::LtE ? (uns ? P::ule : P::sle)
        : op == CmpOpKind::Gt ? (uns ? P::ugt : P::sgt) : (uns ? P::uge : P::sge);
    out = b.create<mlir::arith::CmpIOp>(ml, p, a.value, c.value);
  }
  return Val::tensor(out, TensorType{"i1", shape});
}

Val CodeGen::unary(ast::UnaryOpKind op, Val v, SourceLocation l) {
  if (v.isConstexpr()) {
    const ConstValue &c = v.constant;
    switch (op) {
    case ast::UnaryOpKind::Not: return Val::constexprValue(ConstValue::fromBool(!truthy(v, l)));
    case ast::UnaryOpKind::UAdd: if (isNumeric(c)) return v; break;
    case ast::UnaryOpKind::USub:
      if (c.isFloat()) return Val::constexprValue(ConstValue::fromFloat(-c.getFloat()));
      if (isNumeric(c)) return Val::constexprValue(ConstValue::fromInt(-asInt(c)));
      break;
    case ast::UnaryOpKind::Invert:
      if (!c.isFloat() && isNumeric(c)) return Val::constexprValue(ConstValue::fromInt(~asInt(c)));
      break;
    }
    fail(l, std::string("bad operand for unary '") + ast::unaryOpSymbol(op) + "': " + v.describe());
  }
  if (!v.isTensor())
    fail(l, std::string("bad operand for unary '") + ast::unaryOpSymbol(op) + "': " + v.describe());
  switch (op) {
  case ast::UnaryOpKind::UAdd: return v;
  case ast::UnaryOpKind::USub:
    if (isFloat(v.type.dtype)) {
      auto neg = b.create<mlir::arith::NegFOp>(loc(l), v.value);
      return Val::tensor(neg, v.type);
    }
    return binary(BinOpKind::Sub, Val::constexprValue(ConstValue::fromInt(0)), v, l);
  case ast::UnaryOpKind::Invert:
    if (isFloat(v.type.dtype) || isPointer(v.type.dtype))
      fail(l, "bad operand for unary '~': " + v.describe());
    return binary(BinOpKind::BitXor, v, Val::constexprValue(ConstValue::fromInt(-1)), l);
  case ast::UnaryOpKind::Not:
    fail(l, "'not' needs a constexpr operand; use ~ or == 0 on tensors");
  }
  fail(l, "unsupported unary operator");
}

} // namespace tritonc::irgen

//===- BuiltinsMath.cpp - math functions, min/max, libdevice --------------===//
//
// Triton 3.x's math builtins: exp, exp2, log, log2, cos, sin, sqrt, sqrt_rn,
// rsqrt, erf, floor, ceil accept fp32/fp64 tensors only (Triton's
// _check_dtype; a Python float becomes fp32) and become `math` ops. abs,
// fma, umulhi, fdiv, div_rn, maximum, minimum and clamp follow Triton's
// promotion. Everything else in tl.math and in libdevice becomes
// tile.extern_elementwise "__nv_<name>" (`f` suffix for fp32).
//
//===----------------------------------------------------------------------===//
#include "frontend/irgen/CodeGen.h"
#include "frontend/irgen/LibdeviceSignatures.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"

namespace tritonc::irgen {

/// The values of tl.PropagateNan: NONE (0) or ALL (0xFFFF).
static FailureOr<bool> propagateNanAll(CodeGen &gen, const BoundArgs &a, size_t i) {
  if (!a.given(i))
    return false;
  const Val &v = *a[i];
  if (v.kind == Val::Kind::Namespace) {
    if (v.name.size() >= 4 && v.name.compare(v.name.size() - 4, 4, ".ALL") == 0)
      return true;
    if (v.name.size() >= 5 && v.name.compare(v.name.size() - 5, 5, ".NONE") == 0)
      return false;
  }
  FailureOr<int64_t> value = gen.constexprInt(v, a.locs[i], "propagate_nan");
  if (failed(value))
    return failure();
  return *value != 0;
}

/// bf16 computes in fp32; an invalid value (a failure) passes through.
static Val promoteBF16(CodeGen &gen, const Val &v, SourceLocation l) {
  return !failed(v) && v.type.dtype == ScalarKind::BF16 ? gen.cast(v, ScalarKind::FP32, l) : v;
}

template <typename FloatOp, typename SignedOp, typename UnsignedOp>
static mlir::Value minMax(mlir::OpBuilder &b, mlir::Location l, const DType &t, mlir::Value x,
                          mlir::Value y) {
  if (t.isFloat())
    return b.create<FloatOp>(l, x, y);
  if (t.isUnsigned() || t.isBool())
    return b.create<UnsignedOp>(l, x, y);
  return b.create<SignedOp>(l, x, y);
}

std::optional<Val> CodeGen::mathBuiltin(const std::string &name, const CallArgs &args) {
  SourceLocation l = args.loc;
  mlir::Location ml = loc(l);
  std::string fname = "tl." + name;

  static const char *unaryFloat[] = {"exp", "exp2", "log", "log2", "cos", "sin", "sqrt",
                                     "sqrt_rn", "rsqrt", "erf", "floor", "ceil"};
  if (std::find(std::begin(unaryFloat), std::end(unaryFloat), name) != std::end(unaryFloat)) {
    FailureOr<BoundArgs> aOr = bindArgs(args, fname, {"x"}, 1);
    if (failed(aOr))
      return Failure();
    BoundArgs &a = *aOr;
    Val x = toTensorDefault(*a[0], a.locs[0], fname);
    if (failed(x))
      return Failure();
    const DType &t = x.type.dtype;
    bool fp32Only = name == "sqrt_rn";
    if (t != ScalarKind::FP32 && (fp32Only || t != ScalarKind::FP64))
      return fail(a.locs[0], fname + " expects " + (fp32Only ? "fp32" : "fp32 or fp64") + " values, got " +
                          x.describe() + " (convert with .to(tl.float32) first, as Triton requires)");
    mlir::Value v = x.value, out;
    if (name == "exp") out = b.create<mlir::math::ExpOp>(ml, v);
    else if (name == "exp2") out = b.create<mlir::math::Exp2Op>(ml, v);
    else if (name == "log") out = b.create<mlir::math::LogOp>(ml, v);
    else if (name == "log2") out = b.create<mlir::math::Log2Op>(ml, v);
    else if (name == "cos") out = b.create<mlir::math::CosOp>(ml, v);
    else if (name == "sin") out = b.create<mlir::math::SinOp>(ml, v);
    else if (name == "sqrt") out = b.create<mlir::math::SqrtOp>(ml, v);
    else if (name == "sqrt_rn") { // correctly rounded, unlike tl.sqrt
      out = b.create<mlir::math::SqrtOp>(ml, v);
      out.getDefiningOp()->setAttr(tile::kPreciseAttr, b.getUnitAttr());
    }
    else if (name == "rsqrt") out = b.create<mlir::math::RsqrtOp>(ml, v);
    else if (name == "erf") out = b.create<mlir::math::ErfOp>(ml, v);
    else if (name == "floor") out = b.create<mlir::math::FloorOp>(ml, v);
    else out = b.create<mlir::math::CeilOp>(ml, v);
    return Val::tensor(out, x.type);
  }

  if (name == "abs") {
    FailureOr<BoundArgs> aOr = bindArgs(args, fname, {"x"}, 1);
    if (failed(aOr))
      return Failure();
    BoundArgs &a = *aOr;
    Val x = toTensorDefault(*a[0], a.locs[0], fname);
    if (failed(x))
      return Failure();
    const DType &t = x.type.dtype;
    if (t.isPointer())
      return fail(a.locs[0], "tl.abs expects numbers, got " + x.describe());
    if (t.isFloat8()) {
      // fp8 values are held in their bytes: clearing the sign bit is the
      // absolute value (NaN stays NaN), as Triton computes it.
      Val mask = broadcastTo(constantTensor(ConstValue::fromInt(0x7f), ScalarKind::I8, a.locs[0]), x.type.shape,
                             a.locs[0]);
      if (failed(mask))
        return Failure();
      mlir::Value bits = b.create<mlir::arith::BitcastOp>(ml, mask.value.getType(), x.value);
      mlir::Value cleared = b.create<mlir::arith::AndIOp>(ml, bits, mask.value);
      return Val::tensor(b.create<mlir::arith::BitcastOp>(ml, x.value.getType(), cleared), x.type);
    }
    if (t.isFloat())
      return Val::tensor(b.create<mlir::math::AbsFOp>(ml, x.value), x.type);
    if (t.isUnsigned() || t.isBool())
      return x;
    return Val::tensor(b.create<mlir::math::AbsIOp>(ml, x.value), x.type);
  }

  if (name == "fma") {
    FailureOr<BoundArgs> aOr = bindArgs(args, fname, {"x", "y", "z"}, 3);
    if (failed(aOr))
      return Failure();
    BoundArgs &a = *aOr;
    Val x = toTensorDefault(*a[0], a.locs[0], fname);
    if (failed(x))
      return Failure();
    Val y = toTensorDefault(*a[1], a.locs[1], fname);
    if (failed(y))
      return Failure();
    Val z = toTensorDefault(*a[2], a.locs[2], fname);
    if (failed(z))
      return Failure();
    if (failed(unifyOperands(x, y, l, fname)))
      return Failure();
    if (failed(unifyOperands(z, x, l, fname)))
      return Failure();
    if (failed(unifyOperands(z, y, l, fname)))
      return Failure();
    if (!x.type.dtype.isFloat())
      return fail(l, "tl.fma needs floating-point values, got " + x.describe());
    return Val::tensor(b.create<mlir::math::FmaOp>(ml, x.value, y.value, z.value), x.type);
  }

  if (name == "umulhi") {
    FailureOr<BoundArgs> aOr = bindArgs(args, fname, {"x", "y"}, 2);
    if (failed(aOr))
      return Failure();
    BoundArgs &a = *aOr;
    for (size_t i = 0; i < 2; ++i)
      if (a[i]->isTensor()) {
        const DType &t = a[i]->type.dtype;
        if (!isOneOf(t, {ScalarKind::I32, ScalarKind::I64, ScalarKind::U32, ScalarKind::U64}))
          return fail(a.locs[i], "tl.umulhi expects int32, int64, uint32 or uint64 values, got " + a[i]->describe());
      }
    Val x = toTensorDefault(*a[0], a.locs[0], fname);
    if (failed(x))
      return Failure();
    Val y = toTensorDefault(*a[1], a.locs[1], fname);
    if (failed(y))
      return Failure();
    if (failed(unifyOperands(x, y, l, fname)))
      return Failure();
    auto mul = b.create<mlir::arith::MulUIExtendedOp>(ml, x.value, y.value);
    return Val::tensor(mul.getHigh(), x.type);
  }

  if (name == "fdiv" || name == "div_rn") {
    FailureOr<BoundArgs> aOr = name == "fdiv" ? bindArgs(args, fname, {"x", "y", "ieee_rounding"}, 2)
                                              : bindArgs(args, fname, {"x", "y"}, 2);
    if (failed(aOr))
      return Failure();
    BoundArgs &a = *aOr;
    Val x = toTensorDefault(*a[0], a.locs[0], fname);
    if (failed(x))
      return Failure();
    Val y = toTensorDefault(*a[1], a.locs[1], fname);
    if (failed(y))
      return Failure();
    if (!x.type.dtype.isFloat() || !y.type.dtype.isFloat())
      return fail(l, fname + " needs floating-point operands, got " + x.describe() + " and " + y.describe());
    if (name == "div_rn")
      for (const Val *v : {&x, &y})
        if (v->type.dtype != ScalarKind::FP32)
          return fail(l, "tl.div_rn expects fp32 values, got " + v->describe());
    if (failed(unifyOperands(x, y, l, fname)))
      return Failure();
    FailureOr<bool> ieeeRounding = name == "fdiv" ? flagArg(a, 2) : FailureOr<bool>(false);
    if (failed(ieeeRounding))
      return Failure();
    auto div = b.create<mlir::arith::DivFOp>(ml, x.value, y.value);
    // Correctly rounded, unlike `/` (see the GPU lowering of arith.divf).
    if (name == "div_rn" || *ieeeRounding)
      div->setAttr(tile::kPreciseAttr, b.getUnitAttr());
    return Val::tensor(div, x.type);
  }

  if (name == "maximum" || name == "minimum") {
    FailureOr<BoundArgs> aOr = bindArgs(args, fname, {"x", "y", "propagate_nan"}, 2);
    if (failed(aOr))
      return Failure();
    BoundArgs &a = *aOr;
    Val x = promoteBF16(*this, toTensorDefault(*a[0], a.locs[0], fname), l);
    if (failed(x))
      return Failure();
    Val y = promoteBF16(*this, toTensorDefault(*a[1], a.locs[1], fname), l);
    if (failed(y))
      return Failure();
    FailureOr<bool> propagate = propagateNanAll(*this, a, 2);
    if (failed(propagate))
      return Failure();
    bool all = *propagate;
    if (failed(unifyOperands(x, y, l, fname)))
      return Failure();
    const DType &t = x.type.dtype;
    mlir::Value out;
    if (name == "maximum")
      out = all && t.isFloat()
                ? b.create<mlir::arith::MaximumFOp>(ml, x.value, y.value).getResult()
                : minMax<mlir::arith::MaxNumFOp, mlir::arith::MaxSIOp, mlir::arith::MaxUIOp>(
                      b, ml, t, x.value, y.value);
    else
      out = all && t.isFloat()
                ? b.create<mlir::arith::MinimumFOp>(ml, x.value, y.value).getResult()
                : minMax<mlir::arith::MinNumFOp, mlir::arith::MinSIOp, mlir::arith::MinUIOp>(
                      b, ml, t, x.value, y.value);
    return Val::tensor(out, x.type);
  }

  if (name == "clamp") {
    FailureOr<BoundArgs> aOr = bindArgs(args, fname, {"x", "min", "max", "propagate_nan"}, 3);
    if (failed(aOr))
      return Failure();
    BoundArgs &a = *aOr;
    Val x = promoteBF16(*this, toTensorDefault(*a[0], a.locs[0], fname), l);
    if (failed(x))
      return Failure();
    Val lo = promoteBF16(*this, toTensorDefault(*a[1], a.locs[1], fname), l);
    if (failed(lo))
      return Failure();
    Val hi = promoteBF16(*this, toTensorDefault(*a[2], a.locs[2], fname), l);
    if (failed(hi))
      return Failure();
    FailureOr<bool> propagate = propagateNanAll(*this, a, 3);
    if (failed(propagate))
      return Failure();
    bool all = *propagate;
    if (failed(unifyOperands(lo, hi, l, fname)))
      return Failure();
    if (failed(unifyOperands(x, lo, l, fname)))
      return Failure();
    if (failed(unifyOperands(x, hi, l, fname)))
      return Failure();
    if (failed(unifyOperands(lo, hi, l, fname)))
      return Failure();
    if (!x.type.dtype.isFloat())
      return fail(l, "tl.clamp supports floating-point values only (as in Triton), got " + x.describe());
    mlir::Value up = all ? b.create<mlir::arith::MaximumFOp>(ml, x.value, lo.value).getResult()
                         : b.create<mlir::arith::MaxNumFOp>(ml, x.value, lo.value).getResult();
    mlir::Value out = all ? b.create<mlir::arith::MinimumFOp>(ml, up, hi.value).getResult()
                          : b.create<mlir::arith::MinNumFOp>(ml, up, hi.value).getResult();
    return Val::tensor(out, x.type);
  }
  return std::nullopt;
}

// ---- libdevice ----

/// libdevice's name for a type in conversion functions (float2int_rn, ...);
/// None for other words.
static DType conversionType(const std::string &word) {
  if (word == "float") return ScalarKind::FP32;
  if (word == "double") return ScalarKind::FP64;
  if (word == "half") return ScalarKind::FP16;
  if (word == "int") return ScalarKind::I32;
  if (word == "uint") return ScalarKind::U32;
  if (word == "ll") return ScalarKind::I64;
  if (word == "ull") return ScalarKind::U64;
  return DType();
}

/// The types of a conversion function (float2int_rn, int_as_float,
/// double2ll_rz); false for other names, exp2 and atan2 among them.
static bool conversionTypes(const std::string &name, DType &src, DType &dst) {
  size_t at = name.find("_as_"), two = name.find('2');
  if (at == std::string::npos && two == std::string::npos)
    return false;
  std::string from = at != std::string::npos ? name.substr(0, at) : name.substr(0, two);
  std::string rest = at != std::string::npos ? name.substr(at + 4) : name.substr(two + 1);
  src = conversionType(from);
  dst = conversionType(rest.substr(0, rest.find('_')));
  return !src.isNone() && !dst.isNone();
}

Val CodeGen::externElementwise(const std::string &name, const CallArgs &args, const char *area) {
  SourceLocation l = args.loc;
  std::string fname = std::string(area) + "." + name;
  if (!args.keywords.empty())
    return fail(args.keywordLocs[0], fname + "() takes positional arguments only");
  if (args.args.empty())
    return fail(l, fname + "() needs arguments");
  std::vector<Val> xs;
  for (size_t i = 0; i < args.args.size(); ++i) {
    xs.push_back(toTensorDefault(args.args[i], args.argLocs[i], fname));
    if (failed(xs.back()))
      return Failure();
  }
  std::vector<int64_t> shape;
  for (const Val &x : xs) {
    FailureOr<std::vector<int64_t>> both =
        broadcastShapes(Val::tensor(mlir::Value(), TensorType{ScalarKind::I32, shape}), x, l, fname);
    if (failed(both))
      return Failure();
    shape = *both;
  }
  for (Val &x : xs)
    if (failed(x = broadcastTo(x, shape, l)))
      return Failure();
  const std::vector<Val> given = xs; // before conversions, for messages

  std::string symbol;
  DType result;
  // The function for integers of type `t`; empty when there is none (the
  // error is reported).
  auto intSuffix = [&](const DType &t, const char *i32, const char *u32, const char *i64,
                       const char *u64) -> std::string {
    if (t == ScalarKind::I32) return i32;
    if (t == ScalarKind::U32) return u32 ? u32 : i32;
    if (t == ScalarKind::I64) return i64;
    if (t == ScalarKind::U64) return u64 ? u64 : i64;
    (void)fail(l, fname + " expects 32- or 64-bit integers, got " + t.displayName());
    return "";
  };
  auto needCount = [&](size_t n) -> LogicalResult {
    if (xs.size() != n)
      return fail(l, fname + "() takes " + std::to_string(n) + " argument" + (n == 1 ? "" : "s") + ", got " +
                  std::to_string(xs.size()));
    return success();
  };
  const DType &t0 = xs[0].type.dtype;

  // Integer functions.
  if (name == "clz" || name == "popc" || name == "ffs" || name == "brev") {
    if (failed(needCount(1)))
      return Failure();
    std::string base = "__nv_" + name;
    symbol = intSuffix(t0, base.c_str(), nullptr, (base + "ll").c_str(), nullptr);
    if (symbol.empty())
      return Failure();
    result = name == "brev" ? t0 : ScalarKind::I32;
  } else if (name == "mulhi") {
    if (failed(needCount(2)))
      return Failure();
    if (failed(unifyOperands(xs[0], xs[1], l, fname)))
      return Failure();
    const DType &t = xs[0].type.dtype;
    symbol = intSuffix(t, "__nv_mulhi", "__nv_umulhi", "__nv_mul64hi", "__nv_umul64hi");
    if (symbol.empty())
      return Failure();
    result = t;
  } else if ((name == "abs" || name == "min" || name == "max") && t0.isInteger()) {
    if (failed(needCount(name == "abs" ? 1 : 2)))
      return Failure();
    if (xs.size() == 2 && failed(unifyOperands(xs[0], xs[1], l, fname)))
      return Failure();
    const DType &t = xs[0].type.dtype;
    if (name == "abs")
      symbol = intSuffix(t, "__nv_abs", nullptr, "__nv_llabs", nullptr);
    else if (name == "min")
      symbol = intSuffix(t, "__nv_min", "__nv_umin", "__nv_llmin", "__nv_ullmin");
    else
      symbol = intSuffix(t, "__nv_max", "__nv_umax", "__nv_llmax", "__nv_ullmax");
    if (symbol.empty())
      return Failure();
    result = t;
  } else if (DType src, dst; conversionTypes(name, src, dst)) {
    // Conversions: float2int_rn, int_as_float, double2ll_rz, ...
    if (failed(needCount(1)))
      return Failure();
    if (t0.bitWidth() != src.bitWidth() || t0.isFloat() != src.isFloat())
      return fail(args.argLocs[0],
           fname + " expects " + src.displayName() + " values, got " + xs[0].describe());
    if (failed(xs[0] = cast(xs[0], src, l, /*bitcast=*/true)))
      return Failure();
    symbol = "__nv_" + name;
    result = dst;
  } else {
    // Floating-point functions: all arguments take one float type, except the
    // integer exponent of pown / ldexp / scalbn.
    bool intSecond = name == "pown" || name == "ldexp" || name == "scalbn";
    if (intSecond) {
      if (failed(needCount(2)))
        return Failure();
      if (!xs[1].type.dtype.isInteger())
        return fail(args.argLocs[1], fname + " expects an integer exponent, got " + xs[1].describe());
      if (failed(xs[1] = cast(xs[1], ScalarKind::I32, l)))
        return Failure();
    }
    size_t nf = intSecond ? 1 : xs.size();
    DType common = xs[0].type.dtype;
    for (size_t i = 1; i < nf; ++i)
      common = promote(common, xs[i].type.dtype);
    if (!common.isFloat())
      return fail(l, fname + " expects floating-point arguments, got " + xs[0].describe());
    if (common != ScalarKind::FP32 && common != ScalarKind::FP64)
      return fail(l, fname + " has fp32 and fp64 versions only, got " + common.displayName() +
                  " (convert with .to(tl.float32) first)");
    bool f32 = common == ScalarKind::FP32;
    result = common;
    static const char *rounded[] = {"add", "sub", "mul", "div", "sqrt", "rcp", "fma"};
    size_t us = name.rfind('_');
    std::string stem = us == std::string::npos ? name : name.substr(0, us);
    std::string mode = us == std::string::npos ? "" : name.substr(us + 1);
    bool isRounded = (mode == "rn" || mode == "rz" || mode == "rd" || mode == "ru") &&
                     std::find(std::begin(rounded), std::end(rounded), stem) != std::end(rounded);
    if (name == "saturatef") {
      // fp32 only, and its libdevice name already ends in 'f'
      if (!f32)
        return fail(l, fname + " has an fp32 version only");
      symbol = "__nv_saturatef";
    } else if (name.rfind("fast_", 0) == 0) {
      if (!f32)
        return fail(l, fname + " has an fp32 version only");
      // Triton's name for libdevice's __nv_fast_fdividef.
      symbol = "__nv_" + (name == "fast_dividef" ? std::string("fast_fdividef") : name);
    } else if (isRounded) {
      symbol = stem == "fma" ? (f32 ? "__nv_fmaf_" : "__nv_fma_") + mode
                             : std::string("__nv_") + (f32 ? "f" : "d") + stem + "_" + mode;
    } else if (name == "isnan" || name == "isinf" || name == "signbit") {
      symbol = "__nv_" + name + (f32 ? "f" : "d");
      result = ScalarKind::I32;
    } else if (name == "isfinited" || name == "finitef") {
      symbol = "__nv_" + std::string(f32 ? "finitef" : "isfinited");
      result = ScalarKind::I32;
    } else if (name == "ilogb") {
      symbol = std::string("__nv_ilogb") + (f32 ? "f" : "");
      result = ScalarKind::I32;
    } else if (name == "pown") {
      symbol = f32 ? "__nv_powif" : "__nv_powi";
    } else if (name == "abs") {
      symbol = f32 ? "__nv_fabsf" : "__nv_fabs";
    } else if (name == "min" || name == "max") {
      symbol = std::string("__nv_f") + name + (f32 ? "f" : "");
    } else {
      symbol = "__nv_" + name + (f32 ? "f" : "");
    }
    // An integer parameter (the order of jn / yn) takes an integer argument
    // as it is; the others take the common float type.
    auto sig = libdeviceSignature(symbol);
    for (size_t i = 0; i < nf; ++i) {
      bool intParam = sig && i < sig->params.size() && sig->params[i].isInteger();
      if (!(intParam && xs[i].type.dtype.isInteger()))
        xs[i] = cast(xs[i], common, l);
      else if (xs[i].type.dtype.bitWidth() != sig->params[i].bitWidth())
        xs[i] = cast(xs[i], sig->params[i], l);
      if (failed(xs[i]))
        return Failure();
    }
  }

  // Every call is checked against libdevice itself: an unknown name would
  // only fail in ptxas, and a wrong count or kind of arguments would be
  // passed to the function as it is.
  auto sig = libdeviceSignature(symbol);
  if (!sig)
    return fail(l, "unknown function '" + fname + "': libdevice has no '" + symbol +
                "' taking and returning values");
  if (sig->params.size() != xs.size())
    return fail(l, fname + "() takes " + std::to_string(sig->params.size()) + " argument" +
                (sig->params.size() == 1 ? "" : "s") + ", got " + std::to_string(xs.size()));
  for (size_t i = 0; i < xs.size(); ++i) {
    const DType &have = xs[i].type.dtype, &want = sig->params[i];
    if (have.isFloat() != want.isFloat() || have.bitWidth() != want.bitWidth())
      return fail(args.argLocs[i], fname + " expects " + want.displayName() + " for argument " +
                                std::to_string(i + 1) + " ('" + symbol + "'), got " +
                                given[i].describe());
  }
  // The table's result (llrint's int64, isnan's int32), keeping a signedness
  // chosen above; float2half_rn's i16 holds the fp16 its caller expects.
  if (sig->result != ScalarKind::I16 &&
      (result.isFloat() != sig->result.isFloat() || result.bitWidth() != sig->result.bitWidth()))
    result = sig->result;
  std::vector<mlir::Value> operands;
  for (const Val &x : xs)
    operands.push_back(x.value);
  TensorType t{result, shape};
  auto op = b.create<tile::ExternElementwiseOp>(loc(l), toMLIRType(b, t), operands,
                                                b.getStringAttr(symbol), b.getUnitAttr());
  return Val::tensor(op, t);
}

} // namespace tritonc::irgen

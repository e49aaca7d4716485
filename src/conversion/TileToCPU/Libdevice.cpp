//===- Libdevice.cpp - libdevice names on the CPU, and libm calls ---------===//
//
// Kernels call CUDA's libdevice (`tl.extra.cuda.libdevice`, tl.math) through
// tile.extern_elementwise with names like `__nv_expf`. On the CPU:
//   - functions that are plain arithmetic become arith/math ops before the
//     conversion (rewriteLibdeviceInline), so they vectorize;
//   - functions of the C math library are called per element
//     (`__nv_expf` -> expf, `__nv_exp` -> exp);
//   - anything else is an error naming the function.
// math dialect ops LLVM has no x86 lowering for (tanh, erf, ...) call the
// same libm functions (populateMathToLibmPatterns).
//
//===----------------------------------------------------------------------===//
#include "Lowering.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;

namespace tritonc {
namespace cpu {

//===----------------------------------------------------------------------===//
// The table
//===----------------------------------------------------------------------===//

// C99/POSIX functions whose libdevice name is `__nv_<name>` for double and
// `__nv_<name>f` for float, like the C names. Arguments and result are
// floats except where noted in a comment.
static const char *const kLibmFunctions[] = {
    "acos", "acosh", "asin", "asinh", "atan", "atan2", "atanh", "cbrt", "cos", "cosh",
    "erf", "erfc", "exp", "exp10", "exp2", "expm1", "fdim", "fmod", "hypot", "lgamma",
    "log", "log10", "log1p", "log2", "logb", "nextafter", "pow", "remainder", "sin", "sinh",
    "tan", "tanh", "tgamma", "j0", "j1", "y0", "y1",
    "ldexp",   // (float, int)
    "scalbn",  // (float, int)
    "ilogb",   // -> int
};

std::optional<std::string> libmNameForLibdevice(StringRef symbol) {
  if (!symbol.consume_front("__nv_"))
    return std::nullopt;
  // Fast approximations are computed exactly.
  symbol.consume_front("fast_");
  for (const char *name : kLibmFunctions) {
    if (symbol == name)
      return std::string(name);
    if (symbol.size() == strlen(name) + 1 && symbol.starts_with(name) && symbol.back() == 'f')
      return symbol.str();
  }
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// Inline rewrites (tile-level types: scalars or tensors)
//===----------------------------------------------------------------------===//

namespace {

Value constantOf(OpBuilder &b, Location loc, Type type, double value) {
  Type element = getElementTypeOrSelf(type);
  TypedAttr scalar = isa<FloatType>(element)
                         ? TypedAttr(b.getFloatAttr(element, value))
                         : TypedAttr(b.getIntegerAttr(element, static_cast<int64_t>(value)));
  if (auto tensor = dyn_cast<RankedTensorType>(type))
    return b.create<arith::ConstantOp>(loc, DenseElementsAttr::get(tensor, scalar));
  return b.create<arith::ConstantOp>(loc, scalar);
}

Value castInt(OpBuilder &b, Location loc, Value value, Type to) {
  unsigned from = getElementTypeOrSelf(value.getType()).getIntOrFloatBitWidth();
  unsigned width = getElementTypeOrSelf(to).getIntOrFloatBitWidth();
  if (from == width)
    return value;
  if (from > width)
    return b.create<arith::TruncIOp>(loc, to, value);
  return b.create<arith::ExtUIOp>(loc, to, value);
}

Value externCall(OpBuilder &b, Location loc, StringRef symbol, ValueRange args, Type result) {
  return b.create<tile::ExternElementwiseOp>(loc, result, args, b.getStringAttr(symbol),
                                             b.getUnitAttr());
}

} // namespace

Value rewriteLibdeviceInline(OpBuilder &b, tile::ExternElementwiseOp op) {
  StringRef name = op.getSymbol();
  if (!name.consume_front("__nv_"))
    return {};
  Location loc = op.getLoc();
  Type type = op.getType();
  ValueRange args = op.getSrcs();
  auto arg = [&](unsigned i) { return args[i]; };
  bool isFloat = !args.empty() && isa<FloatType>(getElementTypeOrSelf(args[0].getType()));
  // Strip the float suffix of float functions: fabsf -> fabs, except where
  // the name itself ends in 'f' (`__nv_saturatef`, `__nv_finitef`).
  std::string base = name.str();
  if (isFloat && getElementTypeOrSelf(args[0].getType()).getIntOrFloatBitWidth() <= 32 &&
      base.size() > 1 && base.back() == 'f' && base != "saturatef" && base != "finitef")
    base.pop_back();
  if (StringRef(base).starts_with("fast_"))
    base = base.substr(5);
  unsigned n = args.size();

  if (isFloat && n == 1) {
    if (base == "sqrt" || base == "fsqrt_rn" || base == "dsqrt_rn")
      return b.create<math::SqrtOp>(loc, arg(0));
    if (base == "rsqrt")
      return b.create<math::RsqrtOp>(loc, arg(0));
    if (base == "fabs")
      return b.create<math::AbsFOp>(loc, arg(0));
    if (base == "floor")
      return b.create<math::FloorOp>(loc, arg(0));
    if (base == "ceil")
      return b.create<math::CeilOp>(loc, arg(0));
    if (base == "trunc")
      return b.create<math::TruncOp>(loc, arg(0));
    if (base == "round")
      return b.create<math::RoundOp>(loc, arg(0));
    if (base == "rint" || base == "nearbyint")
      return b.create<math::RoundEvenOp>(loc, arg(0));
    if (base == "frcp_rn" || base == "drcp_rn" || base == "rcp")
      return b.create<arith::DivFOp>(loc, constantOf(b, loc, type, 1.0), arg(0));
    if (base == "rcbrt") {
      Value cbrt = externCall(b, loc, op.getSymbol().ends_with("f") ? "__nv_cbrtf" : "__nv_cbrt",
                              args, type);
      return b.create<arith::DivFOp>(loc, constantOf(b, loc, type, 1.0), cbrt);
    }
    if (base == "saturatef") {
      Value low = b.create<arith::MaxNumFOp>(loc, arg(0), constantOf(b, loc, type, 0.0));
      return b.create<arith::MinNumFOp>(loc, low, constantOf(b, loc, type, 1.0));
    }
    if (base == "normcdf") {
      // Phi(x) = erfc(-x / sqrt(2)) / 2
      Value scaled = b.create<arith::MulFOp>(loc, arg(0), constantOf(b, loc, type, -M_SQRT1_2));
      Value erfc = externCall(b, loc, op.getSymbol().ends_with("f") ? "__nv_erfcf" : "__nv_erfc",
                              ValueRange{scaled}, type);
      return b.create<arith::MulFOp>(loc, erfc, constantOf(b, loc, type, 0.5));
    }
    // Classification functions return int32.
    Type argType = arg(0).getType();
    if (base == "isnan" || base == "isnand") {
      Value c = b.create<arith::CmpFOp>(loc, arith::CmpFPredicate::UNO, arg(0), arg(0));
      return b.create<arith::ExtUIOp>(loc, type, c);
    }
    if (base == "isinf" || base == "isinfd") {
      Value abs = b.create<math::AbsFOp>(loc, arg(0));
      Value c = b.create<arith::CmpFOp>(loc, arith::CmpFPredicate::OEQ, abs,
                                        constantOf(b, loc, argType, INFINITY));
      return b.create<arith::ExtUIOp>(loc, type, c);
    }
    if (base == "finitef" || base == "isfinited") {
      Value abs = b.create<math::AbsFOp>(loc, arg(0));
      Value c = b.create<arith::CmpFOp>(loc, arith::CmpFPredicate::OLT, abs,
                                        constantOf(b, loc, argType, INFINITY));
      return b.create<arith::ExtUIOp>(loc, type, c);
    }
    if (base == "signbit" || base == "signbitd") {
      unsigned width = getElementTypeOrSelf(argType).getIntOrFloatBitWidth();
      Type intType = tile::getSameShape(argType, b.getIntegerType(width));
      Value bits = b.create<arith::BitcastOp>(loc, intType, arg(0));
      Value c = b.create<arith::CmpIOp>(loc, arith::CmpIPredicate::slt, bits,
                                        constantOf(b, loc, intType, 0));
      return b.create<arith::ExtUIOp>(loc, type, c);
    }
    if (base == "float_as_int" || base == "double_as_longlong")
      return b.create<arith::BitcastOp>(loc, type, arg(0));
  }
  if (isFloat && n == 2) {
    if (base == "fmin")
      return b.create<arith::MinNumFOp>(loc, arg(0), arg(1));
    if (base == "fmax")
      return b.create<arith::MaxNumFOp>(loc, arg(0), arg(1));
    if (base == "copysign")
      return b.create<math::CopySignOp>(loc, arg(0), arg(1));
    if (base == "fadd_rn" || base == "dadd_rn")
      return b.create<arith::AddFOp>(loc, arg(0), arg(1));
    if (base == "fsub_rn" || base == "dsub_rn")
      return b.create<arith::SubFOp>(loc, arg(0), arg(1));
    if (base == "fmul_rn" || base == "dmul_rn")
      return b.create<arith::MulFOp>(loc, arg(0), arg(1));
    if (base == "fdiv_rn" || base == "ddiv_rn" || base == "fdividef" || base == "fdivide")
      return b.create<arith::DivFOp>(loc, arg(0), arg(1));
    if (base == "powi" || base == "pown") {
      Value exponent = b.create<arith::SIToFPOp>(loc, type, arg(1));
      return externCall(b, loc, op.getSymbol().ends_with("f") ? "__nv_powf" : "__nv_pow",
                        ValueRange{arg(0), exponent}, type);
    }
  }
  if (isFloat && n == 3 && (base == "fma" || base == "fma_rn" || base == "fmaf_rn"))
    return b.create<math::FmaOp>(loc, arg(0), arg(1), arg(2));

  bool isInt = !args.empty() && isa<IntegerType>(getElementTypeOrSelf(args[0].getType()));
  if (isInt && n == 1) {
    if (base == "popc" || base == "popcll")
      return castInt(b, loc, b.create<math::CtPopOp>(loc, arg(0)), type);
    if (base == "clz" || base == "clzll")
      return castInt(b, loc, b.create<math::CountLeadingZerosOp>(loc, arg(0)), type);
    if (base == "abs" || base == "llabs")
      return b.create<math::AbsIOp>(loc, arg(0));
    if (base == "int_as_float" || base == "longlong_as_double")
      return b.create<arith::BitcastOp>(loc, type, arg(0));
  }
  if (isInt && n == 2) {
    if (base == "max" || base == "llmax")
      return b.create<arith::MaxSIOp>(loc, arg(0), arg(1));
    if (base == "min" || base == "llmin")
      return b.create<arith::MinSIOp>(loc, arg(0), arg(1));
    if (base == "umax" || base == "ullmax")
      return b.create<arith::MaxUIOp>(loc, arg(0), arg(1));
    if (base == "umin" || base == "ullmin")
      return b.create<arith::MinUIOp>(loc, arg(0), arg(1));
    if (base == "mulhi" || base == "mul64hi")
      return b.create<arith::MulSIExtendedOp>(loc, arg(0), arg(1)).getHigh();
    if (base == "umulhi" || base == "umul64hi")
      return b.create<arith::MulUIExtendedOp>(loc, arg(0), arg(1)).getHigh();
  }
  return {};
}

//===----------------------------------------------------------------------===//
// Calls, one per element
//===----------------------------------------------------------------------===//

Value callLibmElementwise(OpBuilder &b, Location loc, Operation *op, StringRef name,
                          ValueRange args, Type resultType) {
  MLIRContext *ctx = b.getContext();
  auto module = op->getParentOfType<ModuleOp>();
  auto vectorType = dyn_cast<VectorType>(resultType);
  int64_t count = vectorType ? vectorType.getNumElements() : 1;
  auto cType = [&](Type element) -> Type {
    return element.isF16() ? Float32Type::get(ctx) : element;
  };
  auto shaped = [&](Type element) -> Type {
    return vectorType ? Type(vectorOf(element, count)) : element;
  };
  Type resultElement = getElementTypeOrSelf(resultType);
  SmallVector<Type> params;
  SmallVector<Value> promoted;
  for (Value arg : args) {
    Type param = cType(getElementTypeOrSelf(arg.getType()));
    params.push_back(param);
    promoted.push_back(param == getElementTypeOrSelf(arg.getType())
                           ? arg
                           : b.create<LLVM::FPExtOp>(loc, shaped(param), arg).getResult());
  }
  auto fnType = LLVM::LLVMFunctionType::get(cType(resultElement), params);
  LLVM::LLVMFuncOp fn = getOrInsertFunction(b, module, name, fnType);
  if (!fn.getMemoryAttr()) {
    // Pure for LLVM (errno is never read): calls can be CSE'd and hoisted.
    auto none = LLVM::ModRefInfo::NoModRef;
    fn.setMemoryAttr(LLVM::MemoryEffectsAttr::get(ctx, {none, none, none}));
    fn.setNoUnwind(true);
    fn.setWillReturn(true);
  }
  auto demote = [&](Value value) -> Value {
    if (value.getType() == resultType)
      return value;
    return b.create<LLVM::FPTruncOp>(loc, resultType, value);
  };

  if (!vectorType)
    return demote(b.create<LLVM::CallOp>(loc, fn, promoted).getResult());
  if (count <= 4) {
    Value result = b.create<LLVM::PoisonOp>(loc, shaped(cType(resultElement)));
    for (int64_t i = 0; i < count; ++i) {
      SmallVector<Value> callArgs;
      for (Value arg : promoted)
        callArgs.push_back(extractElement(b, loc, arg, i));
      result = insertElement(b, loc, result, b.create<LLVM::CallOp>(loc, fn, callArgs).getResult(), i);
    }
    return demote(result);
  }
  // A loop over stack buffers (see ScratchBuffer).
  SmallVector<ScratchBuffer> buffers;
  for (auto [arg, param] : llvm::zip(promoted, params)) {
    buffers.emplace_back(b, loc, op, param, count);
    buffers.back().storeAll(b, loc, arg);
  }
  ScratchBuffer results(b, loc, op, cType(resultElement), count);
  forEachIndex(b, loc, i64Constant(b, loc, 0), count, [&](OpBuilder &b, Location loc, Value i) {
    SmallVector<Value> callArgs;
    for (const ScratchBuffer &buffer : buffers)
      callArgs.push_back(buffer.loadElement(b, loc, i));
    results.storeElement(b, loc, i, b.create<LLVM::CallOp>(loc, fn, callArgs).getResult());
  });
  Value result = results.loadAll(b, loc);
  for (const ScratchBuffer &buffer : buffers)
    buffer.end(b, loc);
  results.end(b, loc);
  return demote(result);
}

StringRef libmFunctionFor(Operation *op) {
  return llvm::TypeSwitch<Operation *, StringRef>(op)
      .Case([](math::AcosOp) { return "acos"; })
      .Case([](math::AcoshOp) { return "acosh"; })
      .Case([](math::AsinOp) { return "asin"; })
      .Case([](math::AsinhOp) { return "asinh"; })
      .Case([](math::AtanOp) { return "atan"; })
      .Case([](math::Atan2Op) { return "atan2"; })
      .Case([](math::AtanhOp) { return "atanh"; })
      .Case([](math::CbrtOp) { return "cbrt"; })
      .Case([](math::CoshOp) { return "cosh"; })
      .Case([](math::SinhOp) { return "sinh"; })
      .Case([](math::TanOp) { return "tan"; })
      .Case([](math::TanhOp) { return "tanh"; })
      .Case([](math::ErfOp) { return "erf"; })
      .Case([](math::ExpM1Op) { return "expm1"; })
      .Case([](math::Log1pOp) { return "log1p"; })
      .Case([](arith::RemFOp) { return "fmod"; })
      .Default([](Operation *) { return StringRef(); });
}

namespace {

/// A math op computed by the libm function `<name>f` (f32, f16) or
/// `<name>` (f64) in stage 4: on scalars (also those of the element loops
/// of stage 2) and short vectors.
struct MathToLibm : ConversionPattern {
  MathToLibm(TypeConverter &converter, MLIRContext *ctx)
      : ConversionPattern(converter, MatchAnyOpTypeTag(), /*benefit=*/10, ctx) {}

  LogicalResult matchAndRewrite(Operation *op, ArrayRef<Value> operands,
                                ConversionPatternRewriter &rewriter) const override {
    StringRef function = libmFunctionFor(op);
    if (function.empty())
      return failure();
    Type type = getTypeConverter()->convertType(op->getResult(0).getType());
    Type element = type ? getElementTypeOrSelf(type) : Type();
    if (!element || !isa<FloatType>(element) || element.isBF16())
      return rewriter.notifyMatchFailure(op, "libm functions take f16, f32 or f64");
    std::string name = function.str() + (element.isF64() ? "" : "f");
    rewriter.replaceOp(op, callLibmElementwise(rewriter, op->getLoc(), op, name, operands, type));
    return success();
  }
};

} // namespace

void populateMathToLibmPatterns(TypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<MathToLibm>(converter, patterns.getContext());
}

} // namespace cpu
} // namespace tritonc

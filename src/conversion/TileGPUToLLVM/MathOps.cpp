//===- MathOps.cpp - math functions on the GPU ------------------------------===//
//
// After elementwise ops are split per element, scalar math ops remain. The
// NVPTX backend cannot select llvm.exp/log/sin/..., so they become:
//   - fp32 exp, exp2, log, log2, rsqrt: the fast hardware approximations
//     (ex2.approx, lg2.approx, rsqrt.approx), as Triton does; exp2 and rsqrt
//     flush subnormals (.ftz) as Triton's do (libdevice with ftz on), which
//     also spares the scaling instructions around each MUFU;
//   - everything else that LLVM cannot select, and every fp64 function: calls
//     to libdevice (__nv_sinf, __nv_exp, ...), linked in by the target stage;
//   - fp16/bf16: computed in fp32.
// fp32 `/` and sqrt are div.full.f32 and sqrt.approx.ftz.f32 like Triton's,
// unless marked `tile.precise` (tl.div_rn, tl.sqrt_rn): then, and for the
// other types, the upstream patterns give the correctly rounded div.rn /
// sqrt.rn. fabs, floor, ceil, fma, abs go through the upstream patterns.
//
// tile.extern_elementwise calls its symbol per element the same way;
// tile.inline_asm_elementwise emits its inline assembly per element.
//
//===----------------------------------------------------------------------===//
#include "Lowering.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"

using namespace mlir;

namespace tritonc {
namespace {

Value callFunction(ConversionPatternRewriter &b, Operation *from, StringRef name, Type result,
                   ValueRange args) {
  SmallVector<Type> argTypes(args.getTypes());
  auto func = declareExternalFunction(b, from, name, LLVM::LLVMFunctionType::get(result, argTypes));
  return b.create<LLVM::CallOp>(from->getLoc(), func, args).getResult();
}

Value approx(OpBuilder &b, Location loc, StringRef instruction, Value x) {
  std::string text = (instruction + " $0, $1;").str();
  return inlinePtx(b, loc, text, "=f,f", b.getF32Type(), 1, {x}, /*sideEffects=*/false)[0];
}

Value f32Constant(OpBuilder &b, Location loc, double v) {
  return b.create<LLVM::ConstantOp>(loc, b.getF32Type(), b.getF32FloatAttr(v));
}

enum class Fast { None, Exp, Exp2, Log, Log2, Rsqrt };

/// One math op: `libdevice` is the fp32 libdevice name (the fp64 one drops
/// the trailing 'f'); `fast` the approximation used for fp32, if any.
template <typename OpT>
struct MathLowering : ConvertOpToLLVMPattern<OpT> {
  MathLowering(TileGPUTypeConverter &converter, StringRef libdevice, Fast fast)
      : ConvertOpToLLVMPattern<OpT>(converter, /*benefit=*/10), libdevice(libdevice.str()), fast(fast) {}
  std::string libdevice;
  Fast fast;

  LogicalResult matchAndRewrite(OpT op, typename OpT::Adaptor adaptor,
                                ConversionPatternRewriter &b) const override {
    Type type = op.getResult().getType();
    if (isa<ShapedType>(type))
      return failure(); // tensors are split per element first
    Location loc = op.getLoc();
    auto args = adaptor.getOperands();
    bool narrow = type.isF16() || type.isBF16();
    SmallVector<Value> wide;
    for (Value a : args)
      wide.push_back(narrow ? b.create<LLVM::FPExtOp>(loc, b.getF32Type(), a).getResult() : a);
    Type computeType = narrow ? b.getF32Type() : type;
    Value result;
    if (computeType.isF32() && fast != Fast::None) {
      Value x = wide[0];
      switch (fast) {
      case Fast::Exp:
        result = approx(b, loc, "ex2.approx.f32", b.create<LLVM::FMulOp>(loc, x, f32Constant(b, loc, 1.4426950408889634)));
        break;
      case Fast::Exp2: result = approx(b, loc, "ex2.approx.ftz.f32", x); break;
      case Fast::Log:
        result = b.create<LLVM::FMulOp>(loc, approx(b, loc, "lg2.approx.f32", x), f32Constant(b, loc, 0.6931471805599453));
        break;
      case Fast::Log2: result = approx(b, loc, "lg2.approx.f32", x); break;
      case Fast::Rsqrt: result = approx(b, loc, "rsqrt.approx.ftz.f32", x); break;
      case Fast::None: break;
      }
    } else if (computeType.isF32() || computeType.isF64()) {
      std::string name = computeType.isF64() ? libdevice.substr(0, libdevice.size() - 1) : libdevice;
      result = callFunction(b, op, name, computeType, wide);
    } else {
      return b.notifyMatchFailure(op, "unsupported type");
    }
    if (narrow)
      result = b.create<LLVM::FPTruncOp>(loc, type, result);
    b.replaceOp(op, result);
    return success();
  }
};

/// fp32 `/` is div.full.f32 (at most 2 ulp, no slow path), as in Triton;
/// tl.div_rn marks its division `tile.precise` and keeps the correctly
/// rounded div.rn.f32 of the upstream lowering.
struct DivFLowering : ConvertOpToLLVMPattern<arith::DivFOp> {
  DivFLowering(TileGPUTypeConverter &converter) : ConvertOpToLLVMPattern(converter, /*benefit=*/10) {}
  LogicalResult matchAndRewrite(arith::DivFOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &b) const override {
    if (!op.getType().isF32() || op->hasAttr(kPreciseAttr))
      return failure();
    Value result = inlinePtx(b, op.getLoc(), "div.full.f32 $0, $1, $2;", "=f,f,f", b.getF32Type(), 1,
                             {adaptor.getLhs(), adaptor.getRhs()}, /*sideEffects=*/false)[0];
    b.replaceOp(op, result);
    return success();
  }
};

/// fp32 tl.sqrt is sqrt.approx.f32, as in Triton; tl.sqrt_rn (marked
/// `tile.precise`) and other types keep the correctly rounded sqrt.
struct SqrtLowering : ConvertOpToLLVMPattern<math::SqrtOp> {
  SqrtLowering(TileGPUTypeConverter &converter) : ConvertOpToLLVMPattern(converter, /*benefit=*/10) {}
  LogicalResult matchAndRewrite(math::SqrtOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &b) const override {
    if (!op.getType().isF32() || op->hasAttr(kPreciseAttr))
      return failure();
    b.replaceOp(op, approx(b, op.getLoc(), "sqrt.approx.ftz.f32", adaptor.getOperand()));
    return success();
  }
};

struct ExternElementwiseLowering : ConvertOpToLLVMPattern<tile::ExternElementwiseOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult matchAndRewrite(tile::ExternElementwiseOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &b) const override {
    Location loc = op.getLoc();
    Type resultType = op.getResult().getType();
    Type element = getTypeConverter()->convertType(getElementTypeOrSelf(resultType));
    SmallVector<SmallVector<Value>> args;
    size_t count = 1;
    for (auto [original, converted] : llvm::zip(op.getSrcs(), adaptor.getSrcs())) {
      args.push_back(unpackElements(b, loc, converted, original.getType()));
      count = std::max(count, args.back().size());
    }
    SmallVector<Value> results;
    for (size_t i = 0; i < count; ++i) {
      SmallVector<Value> scalars;
      for (auto &a : args)
        scalars.push_back(a.size() == 1 ? a[0] : a[i]);
      results.push_back(callFunction(b, op, op.getSymbol(), element, scalars));
    }
    b.replaceOp(op, packElements(b, loc, *getTypeConverter(), resultType, results));
    return success();
  }
};

/// tl.inline_asm_elementwise with pack = 1: one LLVM inline-asm statement
/// per element this thread owns; several results come back as a struct.
/// How one value of an inline-assembly instance travels: `perRegister`
/// elements of `element` in a register of `registerType` (an integer of
/// their bits when several share it), `count` registers.
struct AsmRegisters {
  Type element, registerType;
  unsigned perRegister, count;
};

AsmRegisters asmRegisters(OpBuilder &b, Type element, unsigned pack) {
  unsigned bits = element.isIntOrFloat() ? element.getIntOrFloatBitWidth() : 64;
  unsigned perRegister = bits < 32 ? std::min(pack, 32 / bits) : 1;
  Type registerType = perRegister == 1 ? element : Type(b.getIntegerType(perRegister * bits));
  return {element, registerType, perRegister, pack / perRegister};
}

/// Elements [first, first + pack) of `elements` as `r`'s registers.
SmallVector<Value> packRegisters(OpBuilder &b, Location loc, const AsmRegisters &r, ArrayRef<Value> elements,
                                 size_t first) {
  SmallVector<Value> out;
  for (unsigned g = 0; g < r.count; ++g) {
    if (r.perRegister == 1) {
      out.push_back(elements[first + g]);
      continue;
    }
    auto vectorType = VectorType::get({int64_t(r.perRegister)}, r.element);
    Value v = b.create<LLVM::UndefOp>(loc, vectorType);
    for (unsigned e = 0; e < r.perRegister; ++e)
      v = b.create<LLVM::InsertElementOp>(loc, v, elements[first + g * r.perRegister + e], i32Constant(b, loc, e));
    out.push_back(b.create<LLVM::BitcastOp>(loc, r.registerType, v));
  }
  return out;
}

/// The elements `registers` of `r` hold, in order.
SmallVector<Value> unpackRegisters(OpBuilder &b, Location loc, const AsmRegisters &r, ArrayRef<Value> registers) {
  SmallVector<Value> out;
  for (Value reg : registers) {
    if (r.perRegister == 1) {
      out.push_back(reg);
      continue;
    }
    Value v = b.create<LLVM::BitcastOp>(loc, VectorType::get({int64_t(r.perRegister)}, r.element), reg);
    for (unsigned e = 0; e < r.perRegister; ++e)
      out.push_back(b.create<LLVM::ExtractElementOp>(loc, v, i32Constant(b, loc, e)));
  }
  return out;
}

struct InlineAsmElementwiseLowering : ConvertOpToLLVMPattern<tile::InlineAsmElementwiseOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult matchAndRewrite(tile::InlineAsmElementwiseOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &b) const override {
    Location loc = op.getLoc();
    unsigned pack = op.getPack();
    // Each instance of the assembly computes `pack` consecutive elements of
    // this thread: its operands are, per output and then per input, the
    // registers those elements fill (asmRegisters).
    SmallVector<AsmRegisters> outs, ins;
    SmallVector<Type> registerTypes;
    for (Type t : op.getResultTypes()) {
      outs.push_back(asmRegisters(b, getTypeConverter()->convertType(getElementTypeOrSelf(t)), pack));
      registerTypes.append(outs.back().count, outs.back().registerType);
    }
    Type asmType = registerTypes.size() == 1 ? registerTypes[0]
                                             : LLVM::LLVMStructType::getLiteral(b.getContext(), registerTypes);
    SmallVector<SmallVector<Value>> args;
    size_t count = 1;
    for (auto [original, converted] : llvm::zip(op.getSrcs(), adaptor.getSrcs())) {
      args.push_back(unpackElements(b, loc, converted, original.getType()));
      ins.push_back(asmRegisters(b, getTypeConverter()->convertType(getElementTypeOrSelf(original.getType())), pack));
      count = std::max(count, args.back().size());
    }
    // The elements this thread owns (all operands were broadcast to the
    // results' shape by the frontend).
    if (!op.getResultTypes().empty())
      if (auto packedType = dyn_cast<LLVM::LLVMStructType>(
              getTypeConverter()->convertType(op.getResultTypes()[0])))
        count = packedType.getBody().size();
    if (count % pack)
      return op.emitError("tl.inline_asm_elementwise with pack=" + std::to_string(pack) + ": each thread holds " +
                          std::to_string(count) + " elements, not a multiple of the pack (use a larger tensor)");
    // A scalar operand is the same in every instance.
    for (SmallVector<Value> &a : args)
      if (a.size() == 1 && count > 1)
        a.assign(count, a[0]);
    SmallVector<SmallVector<Value>> results(outs.size());
    for (size_t first = 0; first < count; first += pack) {
      SmallVector<Value> operands;
      for (auto [a, r] : llvm::zip(args, ins))
        llvm::append_range(operands, packRegisters(b, loc, r, a, first));
      auto asmOp = b.create<LLVM::InlineAsmOp>(
          loc, asmType, operands, op.getAsmString(), op.getConstraints(),
          /*has_side_effects=*/!op.getIsPure(), /*is_align_stack=*/false,
          LLVM::AsmDialectAttr::get(b.getContext(), LLVM::AsmDialect::AD_ATT), ArrayAttr());
      Value r = asmOp.getResult(0);
      unsigned next = 0;
      for (auto [k, out] : llvm::enumerate(outs)) {
        SmallVector<Value> registers;
        for (unsigned g = 0; g < out.count; ++g, ++next)
          registers.push_back(registerTypes.size() == 1 ? r : b.create<LLVM::ExtractValueOp>(loc, r, next));
        llvm::append_range(results[k], unpackRegisters(b, loc, out, registers));
      }
    }
    SmallVector<Value> packed;
    for (auto [k, type] : llvm::enumerate(op.getResultTypes()))
      packed.push_back(packElements(b, loc, *getTypeConverter(), type, results[k]));
    b.replaceOp(op, packed);
    return success();
  }
};

} // namespace

void populateMathOpPatterns(TileGPUTypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<MathLowering<math::ExpOp>>(converter, "__nv_expf", Fast::Exp);
  patterns.add<MathLowering<math::Exp2Op>>(converter, "__nv_exp2f", Fast::Exp2);
  patterns.add<MathLowering<math::LogOp>>(converter, "__nv_logf", Fast::Log);
  patterns.add<MathLowering<math::Log2Op>>(converter, "__nv_log2f", Fast::Log2);
  patterns.add<MathLowering<math::RsqrtOp>>(converter, "__nv_rsqrtf", Fast::Rsqrt);
  patterns.add<MathLowering<math::SinOp>>(converter, "__nv_sinf", Fast::None);
  patterns.add<MathLowering<math::CosOp>>(converter, "__nv_cosf", Fast::None);
  patterns.add<MathLowering<math::TanOp>>(converter, "__nv_tanf", Fast::None);
  patterns.add<MathLowering<math::TanhOp>>(converter, "__nv_tanhf", Fast::None);
  patterns.add<MathLowering<math::ErfOp>>(converter, "__nv_erff", Fast::None);
  patterns.add<MathLowering<math::Log10Op>>(converter, "__nv_log10f", Fast::None);
  patterns.add<MathLowering<math::Log1pOp>>(converter, "__nv_log1pf", Fast::None);
  patterns.add<MathLowering<math::ExpM1Op>>(converter, "__nv_expm1f", Fast::None);
  patterns.add<MathLowering<math::AtanOp>>(converter, "__nv_atanf", Fast::None);
  patterns.add<MathLowering<math::PowFOp>>(converter, "__nv_powf", Fast::None);
  patterns.add<MathLowering<math::Atan2Op>>(converter, "__nv_atan2f", Fast::None);
  patterns.add<ExternElementwiseLowering, InlineAsmElementwiseLowering, DivFLowering, SqrtLowering>(converter);
}

} // namespace tritonc

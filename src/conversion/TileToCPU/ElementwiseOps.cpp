//===- ElementwiseOps.cpp - arith/math on tensors become ops on vectors ----===//
//
// An arith or math op on tensors is recreated with the converted (vector)
// types; the upstream arith/math -> LLVM patterns lower it later, so every
// elementwise op of those dialects works without a pattern of its own.
// Dense constants are reshaped to 1-D. Ops that x86 computes with a call
// per element (libm functions, f16 conversions) loop over the elements of
// long vectors; tile.extern_elementwise calls libm per element.
//
//===----------------------------------------------------------------------===//
#include "Lowering.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"

using namespace mlir;

namespace tritonc {
namespace cpu {
namespace {

struct RetypeElementwise : ConversionPattern {
  RetypeElementwise(TypeConverter &converter, MLIRContext *ctx)
      : ConversionPattern(converter, MatchAnyOpTypeTag(), /*benefit=*/1, ctx) {}

  LogicalResult matchAndRewrite(Operation *op, ArrayRef<Value> operands,
                                ConversionPatternRewriter &rewriter) const override {
    if (!isa<arith::ArithDialect, math::MathDialect>(op->getDialect()) || op->getNumRegions())
      return failure();
    SmallVector<Type> types;
    if (failed(getTypeConverter()->convertTypes(op->getResultTypes(), types)))
      return rewriter.notifyMatchFailure(op, "unconvertible result type");
    if (auto constant = dyn_cast<arith::ConstantOp>(op))
      return convertConstant(constant, types.front(), rewriter);
    // bf16 <-> i16 bitcasts are no-ops once bf16 is kept as i16.
    if (isa<arith::BitcastOp>(op) && operands.front().getType() == types.front()) {
      rewriter.replaceOp(op, operands.front());
      return success();
    }
    OperationState state(op->getLoc(), op->getName());
    state.addOperands(operands);
    state.addTypes(types);
    state.addAttributes(op->getDiscardableAttrDictionary().getValue());
    state.propertiesAttr = op->getPropertiesAsAttribute();
    rewriter.replaceOp(op, rewriter.create(state)->getResults());
    return success();
  }

  static LogicalResult convertConstant(arith::ConstantOp op, Type type,
                                       ConversionPatternRewriter &rewriter) {
    Attribute value = op.getValue();
    auto elementType = getElementTypeOrSelf(type);
    if (auto dense = dyn_cast<DenseElementsAttr>(value)) {
      auto vector = dyn_cast<VectorType>(type);
      if (!vector)
        return rewriter.notifyMatchFailure(op, "unexpected constant type");
      if (dense.getElementType() != elementType)  // bf16 -> its bits
        dense = dense.bitcast(elementType);
      rewriter.replaceOpWithNewOp<arith::ConstantOp>(op, vector, dense.reshape(vector));
      return success();
    }
    if (auto fp = dyn_cast<FloatAttr>(value); fp && isa<IntegerType>(type)) {
      rewriter.replaceOpWithNewOp<arith::ConstantOp>(
          op, type, IntegerAttr::get(type, fp.getValue().bitcastToAPInt()));
      return success();
    }
    return rewriter.notifyMatchFailure(op, "unsupported constant");
  }
};

/// Whether LLVM's baseline x86 lowering of `op` on a vector calls a
/// function per element (libm, or the f16 conversions of libgcc): expf,
/// floorf (no roundps before SSE4.1), fmaf (no FMA), fmodf, __extendhfsf2...
bool callsPerElement(Operation *op) {
  if (isa<math::ExpOp, math::Exp2Op, math::ExpM1Op, math::LogOp, math::Log2Op, math::Log10Op,
          math::Log1pOp, math::SinOp, math::CosOp, math::TanOp, math::TanhOp, math::SinhOp,
          math::CoshOp, math::AsinOp, math::AcosOp, math::AtanOp, math::Atan2Op, math::AsinhOp,
          math::AcoshOp, math::AtanhOp, math::ErfOp, math::CbrtOp, math::PowFOp, math::FmaOp,
          math::FloorOp, math::CeilOp, math::TruncOp, math::RoundOp, math::RoundEvenOp,
          arith::RemFOp>(op))
    return true;
  if (isa<arith::ExtFOp, arith::TruncFOp>(op))
    return getElementTypeOrSelf(op->getOperand(0).getType()).isF16() ||
           getElementTypeOrSelf(op->getResult(0).getType()).isF16();
  return false;
}

/// Such an op on a tensor of more than 4 elements becomes a loop applying
/// the scalar op to each element through stack buffers: the backend would
/// otherwise emit thousands of calls in one basic block around a live
/// vector, which takes it minutes.
struct ScalarLoopLowering : ConversionPattern {
  ScalarLoopLowering(TypeConverter &converter, MLIRContext *ctx)
      : ConversionPattern(converter, MatchAnyOpTypeTag(), /*benefit=*/20, ctx) {}

  LogicalResult matchAndRewrite(Operation *op, ArrayRef<Value> operands,
                                ConversionPatternRewriter &rewriter) const override {
    if (op->getNumResults() != 1 || op->getNumRegions() || !callsPerElement(op))
      return failure();
    auto type = dyn_cast_or_null<VectorType>(getTypeConverter()->convertType(op->getResult(0).getType()));
    if (!type || type.getNumElements() <= 4)
      return failure();
    int64_t n = type.getNumElements();
    Location loc = op->getLoc();
    SmallVector<std::optional<ScratchBuffer>> buffers;
    for (Value operand : operands) {
      auto vector = dyn_cast<VectorType>(operand.getType());
      if (!vector) {  // a scalar operand is the same for every element
        buffers.emplace_back();
        continue;
      }
      buffers.emplace_back(std::in_place, rewriter, loc, op, vector.getElementType(), n);
      buffers.back()->storeAll(rewriter, loc, operand);
    }
    ScratchBuffer results(rewriter, loc, op, type.getElementType(), n);
    forEachIndex(rewriter, loc, i64Constant(rewriter, loc, 0), n, [&](OpBuilder &b, Location loc, Value i) {
      OperationState state(loc, op->getName());
      for (auto [operand, buffer] : llvm::zip(operands, buffers))
        state.addOperands(buffer ? buffer->loadElement(b, loc, i) : operand);
      state.addTypes(type.getElementType());
      state.addAttributes(op->getDiscardableAttrDictionary().getValue());
      state.propertiesAttr = op->getPropertiesAsAttribute();
      results.storeElement(b, loc, i, b.create(state)->getResult(0));
    });
    Value result = results.loadAll(rewriter, loc);
    for (auto &buffer : buffers)
      if (buffer)
        buffer->end(rewriter, loc);
    results.end(rewriter, loc);
    rewriter.replaceOp(op, result);
    return success();
  }
};

struct ExternElementwiseLowering : OpConversionPattern<tile::ExternElementwiseOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(tile::ExternElementwiseOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    std::optional<std::string> name = libmNameForLibdevice(op.getSymbol());
    if (!name)
      return rewriter.notifyMatchFailure(op, "unknown external function");
    Type type = getTypeConverter()->convertType(op.getType());
    rewriter.replaceOp(op, callLibmElementwise(rewriter, op.getLoc(), op, *name,
                                               adaptor.getSrcs(), type));
    return success();
  }
};

} // namespace

void populateElementwisePatterns(VectorTypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<RetypeElementwise, ExternElementwiseLowering, ScalarLoopLowering>(
      converter, patterns.getContext());
}

} // namespace cpu
} // namespace tritonc

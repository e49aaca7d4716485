//===- ElementwiseOps.cpp - arith/math on tensors, one element at a time --===//
//
// An arith or math operation on tensors is rewritten into the same operation
// on each of the thread's elements. The scalar operations it creates are then
// legalized by the upstream arith/math -> LLVM patterns in the same
// conversion, so every elementwise op the upstream dialects define works
// without a pattern of its own.
//
//===----------------------------------------------------------------------===//
#include "Lowering.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"

using namespace mlir;

namespace tritonc {
namespace {

/// f32 -> f16 or bf16 rounded to nearest even, two elements per
/// cvt.rn.{f16,bf16}x2.f32 (sm_80+), which LLVM does not select: half the
/// conversions, and each pair lands in the one 32-bit register that a dot's
/// A fragment or a vector store takes. Empty when `op` is not such a cast.
SmallVector<Value> truncatePairs(Operation *op, ArrayRef<Value> elements, Type resultElement, OpBuilder &b) {
  auto trunc = dyn_cast<arith::TruncFOp>(op);
  if (!trunc || trunc.getRoundingmodeAttr() || elements.size() % 2 || !elements[0].getType().isF32() ||
      !(resultElement.isF16() || resultElement.isBF16()))
    return {};
  Location loc = op->getLoc();
  std::string text = std::string("cvt.rn.") + (resultElement.isF16() ? "f16x2" : "bf16x2") + ".f32 $0, $2, $1;";
  auto pairType = VectorType::get({2}, resultElement);
  SmallVector<Value> results;
  for (unsigned i = 0; i < elements.size(); i += 2) {
    // The first source goes to the upper half: element i+1.
    Value packed = inlinePtx(b, loc, text, "=r,f,f", b.getI32Type(), 1, {elements[i], elements[i + 1]}, false)[0];
    Value pair = b.create<LLVM::BitcastOp>(loc, pairType, packed);
    for (int64_t half = 0; half < 2; ++half)
      results.push_back(b.create<LLVM::ExtractElementOp>(loc, pair, i32Constant(b, loc, half)));
  }
  return results;
}

struct ElementwiseLowering : ConversionPattern {
  ElementwiseLowering(TileGPUTypeConverter &converter, MLIRContext *ctx)
      // Above the upstream arith/math patterns, which would otherwise apply
      // their scalar lowering to the whole struct.
      : ConversionPattern(converter, MatchAnyOpTypeTag(), /*benefit=*/10, ctx) {}

  LogicalResult matchAndRewrite(Operation *op, ArrayRef<Value> operands,
                                ConversionPatternRewriter &rewriter) const override {
    if (!isa<arith::ArithDialect, math::MathDialect>(op->getDialect()) ||
        op->getNumResults() == 0 || op->getNumRegions() != 0)
      return failure();
    // All results share one shape (arith.mului_extended has two).
    auto type = dyn_cast<RankedTensorType>(op->getResult(0).getType());
    if (!type)
      return failure();
    unsigned count = tilegpu::elemsPerThread(type);
    if (count == 0)
      return rewriter.notifyMatchFailure(op, "tensor without a layout");
    Location loc = op->getLoc();
    SmallVector<Type> elementTypes;
    for (Type t : op->getResultTypes())
      elementTypes.push_back(getTypeConverter()->convertType(cast<RankedTensorType>(t).getElementType()));

    SmallVector<SmallVector<Value>> results(op->getNumResults());
    if (auto constant = dyn_cast<arith::ConstantOp>(op)) {
      auto dense = dyn_cast<SplatElementsAttr>(constant.getValue());
      if (!dense)
        return rewriter.notifyMatchFailure(op, "only splat tensor constants are supported");
      Value scalar = rewriter.create<LLVM::ConstantOp>(loc, elementTypes[0],
                                                       dense.getSplatValue<TypedAttr>());
      results[0].assign(count, scalar);
    } else {
      // Operands that are scalars (arith.select's condition) are shared.
      SmallVector<SmallVector<Value>> perOperand;
      for (auto [original, converted] : llvm::zip(op->getOperands(), operands)) {
        auto elements = unpackElements(rewriter, loc, converted, original.getType());
        if (elements.size() == 1 && count != 1)
          elements.assign(count, elements.front());
        perOperand.push_back(std::move(elements));
      }
      results[0] = truncatePairs(op, perOperand[0], elementTypes[0], rewriter);
      bool paired = !results[0].empty();
      for (unsigned i = 0; !paired && i < count; ++i) {
        OperationState state(loc, op->getName());
        for (auto &elements : perOperand)
          state.addOperands(elements[i]);
        state.addTypes(elementTypes);
        state.addAttributes(op->getAttrs());
        Operation *scalar = rewriter.create(state);
        for (unsigned r = 0; r < scalar->getNumResults(); ++r)
          results[r].push_back(scalar->getResult(r));
      }
    }
    SmallVector<Value> packed;
    for (unsigned r = 0; r < op->getNumResults(); ++r)
      packed.push_back(packElements(rewriter, loc, *getTypeConverter(), op->getResult(r).getType(), results[r]));
    rewriter.replaceOp(op, packed);
    return success();
  }
};

} // namespace

void populateElementwisePatterns(TileGPUTypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<ElementwiseLowering>(converter, patterns.getContext());
}

} // namespace tritonc

//===- SinkLayoutConversions.cpp - convert results, not operands ----------===//
//
// Layout assignment lets an elementwise op take the layout its users prefer
// (a store's coalesced blocked layout) and converts its operands to it. When
// the operands come from elsewhere in one other layout (a dot's mma layout,
// as in attention's epilogue `(acc / l_i[:, None]).to(tl.float16)`), that
// moves every operand through shared memory: the f32 accumulator and the
// broadcast row sums, each a full tile, where the op could run in the
// operands' layout and move only its result, and the f16 cast after it
// halves the bytes again.
//
// This pass moves such conversions below elementwise ops. An arith/math
// elementwise op whose result is in layout R is computed in layout L
// instead, and its result converted to R, when
//   - some operand is a conversion from L to R,
//   - every other tensor operand already is in L, or is a conversion from
//     L, or is a value tritonc-remove-layout-conversions rebuilds in L
//     (splats, constants, index arithmetic: it gets a conversion that the
//     cleanup replaces by a copy), and
//   - the bytes moved do not grow: the result's bytes are at most those of
//     the operand conversions that disappear (conversions with no other
//     users).
// Ops are visited in program order, so a conversion moved below one op is
// met again by the next (the cast after a division). Runs between
// tritonc-assign-layouts and tritonc-remove-layout-conversions.
//
//===----------------------------------------------------------------------===//
#include "transforms/LayoutRematerialization.h"
#include "transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/Builders.h"

namespace tritonc {
#define GEN_PASS_DEF_SINKLAYOUTCONVERSIONS
#include "transforms/Passes.h.inc"
} // namespace tritonc

using namespace mlir;
using namespace tritonc;

namespace {

RankedTensorType tensorOf(Value v) { return dyn_cast<RankedTensorType>(v.getType()); }

/// Bytes a tensor occupies (an i1 element counts as one byte, as it is
/// moved through shared memory).
int64_t bytesOf(RankedTensorType type) {
  unsigned bits = type.getElementType().getIntOrFloatBitWidth();
  return type.getNumElements() * std::max(1u, bits / 8);
}

/// A layout an elementwise op can be computed in: registers only.
bool registerLayout(Attribute layout) {
  return isa_and_nonnull<tilegpu::BlockedAttr, tilegpu::SliceAttr, tilegpu::MmaAttr>(layout);
}

/// Whether `op` is an arith/math op applied element by element to tensors
/// of one shape, with one result.
bool isElementwise(Operation *op) {
  if (!isa<arith::ArithDialect, math::MathDialect>(op->getDialect()) || op->getNumResults() != 1 ||
      op->getNumRegions() != 0 || !op->hasTrait<OpTrait::Elementwise>())
    return false;
  return tensorOf(op->getResult(0)) != nullptr;
}

/// The layout L the op's operands come from, when sinking pays (see the
/// file's header); null otherwise.
Attribute sinkableFrom(Operation *op) {
  Attribute resultLayout = tensorOf(op->getResult(0)).getEncoding();
  Attribute from;
  // Only conversions in the op's own block count: one outside a loop runs
  // once, the op's result would be converted on every iteration.
  auto local = [&](tilegpu::ConvertLayoutOp convert) { return convert->getBlock() == op->getBlock(); };
  for (Value operand : op->getOperands())
    if (auto convert = operand.getDefiningOp<tilegpu::ConvertLayoutOp>()) {
      Attribute source = tensorOf(convert.getSrc()).getEncoding();
      if (local(convert) && registerLayout(source) && convert.getType().getEncoding() == resultLayout) {
        from = source;
        break;
      }
    }
  if (!from)
    return nullptr;
  int64_t saved = 0;
  for (Value operand : op->getOperands()) {
    auto type = tensorOf(operand);
    if (!type || type.getEncoding() == from)
      continue;
    auto convert = operand.getDefiningOp<tilegpu::ConvertLayoutOp>();
    if (convert && tensorOf(convert.getSrc()).getEncoding() == from) {
      // Moved once for every user; this op's use goes away.
      if (convert->hasOneUse() && local(convert))
        saved += bytesOf(tensorOf(convert.getSrc()));
      continue;
    }
    if (!rebuildsInLayout(operand, from))
      return nullptr;
  }
  if (bytesOf(tensorOf(op->getResult(0))) > saved)
    return nullptr;
  return from;
}

/// Computes `op` in `layout` and converts its result back for its users.
void sink(Operation *op, Attribute layout) {
  OpBuilder b(op);
  for (OpOperand &use : op->getOpOperands()) {
    auto type = tensorOf(use.get());
    if (!type || type.getEncoding() == layout)
      continue;
    auto convert = use.get().getDefiningOp<tilegpu::ConvertLayoutOp>();
    if (convert && tensorOf(convert.getSrc()).getEncoding() == layout) {
      use.set(convert.getSrc());
      if (convert->use_empty())
        convert->erase();
      continue;
    }
    // Rebuilt in `layout` by tritonc-remove-layout-conversions.
    auto target = RankedTensorType::get(type.getShape(), type.getElementType(), layout);
    use.set(b.create<tilegpu::ConvertLayoutOp>(op->getLoc(), target, use.get()));
  }
  Value result = op->getResult(0);
  auto resultType = tensorOf(result);
  b.setInsertionPointAfter(op);
  result.setType(RankedTensorType::get(resultType.getShape(), resultType.getElementType(), layout));
  auto back = b.create<tilegpu::ConvertLayoutOp>(op->getLoc(), resultType, result);
  result.replaceAllUsesExcept(back.getResult(), back);
}

struct SinkLayoutConversions : tritonc::impl::SinkLayoutConversionsBase<SinkLayoutConversions> {
  void runOnOperation() override {
    SmallVector<Operation *> ops;
    getOperation().walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (isElementwise(op))
        ops.push_back(op);
    });
    for (Operation *op : ops)
      if (Attribute layout = sinkableFrom(op))
        sink(op, layout);
  }
};

} // namespace

//===- DotOperandStaging.cpp - dot operand tiles held in shared memory ----===//
#include "transforms/DotOperandStaging.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;

namespace tritonc {

namespace {

/// Whether `dot` can read its operand `operand` (0: A, 1: B), of
/// `elemBytes`-byte elements, from a tile whose lines are indexed by
/// dimension `rowDim` of the operand: A as M lines of K; B as N lines of K
/// or, 16-bit only (ldmatrix.trans, wgmma's transposed B), as K lines of
/// N. 32-bit operands reach the tensor cores only as tf32.
bool readsLines(tile::DotOp dot, unsigned operand, unsigned rowDim, unsigned elemBytes) {
  if (elemBytes == 4 && dot.getInputPrecision() != "tf32")
    return false;
  if (operand == 0)
    return rowDim == 0;
  return elemBytes == 2 || rowDim == 1;
}

/// Whether only tl.dot reads `v`, a tile of `elemBytes`-byte elements
/// whose lines in shared memory are indexed by its dimension `rowDim`:
/// directly as an operand, or through tl.trans (which swaps the
/// dimensions) as B, each in a format the dot reads.
bool usedOnlyByDots(Value v, unsigned rowDim, unsigned elemBytes) {
  for (OpOperand &use : v.getUses()) {
    Operation *user = use.getOwner();
    if (auto dot = dyn_cast<tile::DotOp>(user)) {
      if (use.getOperandNumber() > 1 || !readsLines(dot, use.getOperandNumber(), rowDim, elemBytes))
        return false;
      continue;
    }
    auto trans = dyn_cast<tile::TransOp>(user);
    if (!trans || trans.getType().getRank() != 2)
      return false;
    for (OpOperand &transUse : trans.getResult().getUses()) {
      auto dot = dyn_cast<tile::DotOp>(transUse.getOwner());
      if (!dot || transUse.getOperandNumber() != 1 || !readsLines(dot, 1, 1 - rowDim, elemBytes))
        return false;
    }
  }
  return !v.use_empty();
}

/// Whether `v` is +0 (or integer 0) everywhere: a zero constant, or a
/// splat of one.
bool isZero(Value v) {
  if (auto splatOp = v.getDefiningOp<tile::SplatOp>())
    v = splatOp.getSrc();
  auto constant = v.getDefiningOp<arith::ConstantOp>();
  if (!constant)
    return false;
  Attribute value = constant.getValue();
  if (auto splat = dyn_cast<SplatElementsAttr>(value))
    value = splat.getSplatValue<Attribute>();
  if (auto f = dyn_cast<FloatAttr>(value))
    return f.getValue().isZero() && !f.getValue().isNegative();
  if (auto i = dyn_cast<IntegerAttr>(value))
    return i.getValue().isZero();
  return false;
}

} // namespace

/// The dimension of `load`'s tile whose index picks the line in shared
/// memory: 0 for a tile read along its rows (memory's rows stay the lines),
/// 1 for one read down its columns (tilegpu.vector_dim 0: K^T loaded
/// through strides, a K-major B), stored transposed so that its
/// contiguous runs are still the lines.
unsigned stagedRowDim(tile::LoadOp load) {
  auto dim = load->getAttrOfType<IntegerAttr>(tilegpu::kVectorDimAttr);
  return dim && dim.getInt() == 0 ? 1 : 0;
}

/// Whether `load`'s tile can live in shared memory in the dot-operand
/// format, filled by a copy: a 2-D tile of 8-, 16- or 32-bit elements
/// whose layout runs along the dimension its accesses are contiguous in,
/// with lines of at least 32 bytes (one step of K), a zero `other`, and
/// only tl.dot (or tl.trans into one) reading the result, in a format it
/// reads.
bool isStageableDotOperand(tile::LoadOp load) {
  auto type = dyn_cast<RankedTensorType>(load.getResult().getType());
  if (!type || type.getRank() != 2)
    return false;
  unsigned rowDim = stagedRowDim(load), lineDim = 1 - rowDim;
  auto blocked = dyn_cast_or_null<tilegpu::BlockedAttr>(type.getEncoding());
  if (!blocked || blocked.getOrder()[0] != lineDim)
    return false;
  if (!type.getElementType().isIntOrFloat())
    return false; // a tile of pointers
  unsigned bytes = type.getElementType().getIntOrFloatBitWidth() / 8;
  if ((bytes != 1 && bytes != 2 && bytes != 4) || type.getShape()[lineDim] * bytes < 32 || load.getIsVolatile())
    return false;
  if (load.getOther() && !isZero(load.getOther()))
    return false;
  return usedOnlyByDots(load.getResult(), rowDim, bytes);
}

/// Whether cp.async can replace `load`: a stageable tile whose vector
/// accesses are 4, 8 or 16 bytes with a mask constant over each.
bool isCopyableDotOperand(tile::LoadOp load) {
  if (!isStageableDotOperand(load))
    return false;
  auto type = cast<RankedTensorType>(load.getResult().getType());
  unsigned bytes = type.getElementType().getIntOrFloatBitWidth() / 8;
  auto width = load->getAttrOfType<IntegerAttr>(tilegpu::kVectorWidthAttr);
  unsigned copyBytes = width ? width.getInt() * bytes : 0;
  if (copyBytes != 4 && copyBytes != 8 && copyBytes != 16)
    return false;
  if (load.getMask()) {
    auto uniform = load->getAttrOfType<BoolAttr>(tilegpu::kMaskUniformAttr);
    if (!uniform || !uniform.getValue())
      return false;
  }
  return true;
}


/// The type of `load`'s tile in shared memory.
RankedTensorType stagedType(tile::LoadOp load) {
  auto type = cast<RankedTensorType>(load.getResult().getType());
  return RankedTensorType::get(type.getShape(), type.getElementType(),
                               tilegpu::SharedAttr::get(load.getContext(), stagedRowDim(load)));
}

/// Points the dots reading `load` at `view`, its tile in shared memory
/// (a tl.trans in between becomes a transposed view of the same bytes).
void replaceWithView(tile::LoadOp load, Value view) {
  auto viewType = cast<RankedTensorType>(view.getType());
  unsigned rowDim = cast<tilegpu::SharedAttr>(viewType.getEncoding()).getRowDim();
  for (OpOperand &use : llvm::make_early_inc_range(load.getResult().getUses())) {
    auto trans = dyn_cast<tile::TransOp>(use.getOwner());
    if (!trans) {
      use.set(view);
      continue;
    }
    OpBuilder b(trans);
    auto transType = RankedTensorType::get(trans.getType().getShape(), viewType.getElementType(),
                                           tilegpu::SharedAttr::get(b.getContext(), 1 - rowDim));
    Value t = b.create<tile::TransOp>(trans.getLoc(), transType, view, trans.getOrderAttr());
    trans.getResult().replaceAllUsesWith(t);
    trans.erase();
  }
}

} // namespace tritonc

//===- DotOperandStaging.cpp - dot operand tiles held in shared memory ----===//
#include "transforms/DotOperandStaging.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

#include <optional>

using namespace mlir;

namespace tritonc {

namespace {

/// The line dimension (#tilegpu.shared's rowDim) the dots reading `v`, a
/// tile of `elemBytes`-byte elements, need it in: 0 or 1 when they all
/// agree, -1 when any one will do (16-bit operands read either way round),
/// none when they disagree or something else reads it. A is read as M
/// lines of K and B as N lines of K, or, 16-bit only (ldmatrix.trans,
/// wgmma's transposed operands), as K lines of M or N; tl.trans swaps the
/// dimensions. 32-bit operands reach the tensor cores only as tf32.
std::optional<int> rowDimNeeded(Value v, unsigned elemBytes) {
  int needed = -1;
  auto need = [&](tile::DotOp dot, unsigned operand, bool transposed) {
    if (elemBytes == 4 && dot.getInputPrecision() != "tf32")
      return false;
    int want = elemBytes == 2 ? -1 : operand == 0 ? 0 : 1;
    if (want < 0)
      return true;
    if (transposed)
      want = 1 - want;
    if (needed >= 0 && needed != want)
      return false;
    needed = want;
    return true;
  };
  for (OpOperand &use : v.getUses()) {
    Operation *user = use.getOwner();
    if (auto dot = dyn_cast<tile::DotOp>(user)) {
      if (use.getOperandNumber() > 1 || !need(dot, use.getOperandNumber(), false))
        return std::nullopt;
      continue;
    }
    auto trans = dyn_cast<tile::TransOp>(user);
    if (!trans || trans.getType().getRank() != 2)
      return std::nullopt;
    for (OpOperand &transUse : trans.getResult().getUses()) {
      auto dot = dyn_cast<tile::DotOp>(transUse.getOwner());
      if (!dot || transUse.getOperandNumber() > 1 || !need(dot, transUse.getOperandNumber(), true))
        return std::nullopt;
    }
  }
  if (v.use_empty())
    return std::nullopt;
  return needed;
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

/// The format `load`'s tile takes in shared memory, if it can live there
/// filled by a copy: a 2-D tile of 8-, 16- or 32-bit elements with lines of
/// at least 32 bytes (one step of K), a zero `other`, and only tl.dot (or
/// tl.trans into one) reading it, in a format they can read. The lines run
/// along the dimension the tile's accesses are contiguous in (its layout's
/// fastest one): memory's rows for a tile read along them, memory's
/// columns (rowDim 1) for one read down them (tilegpu.vector_dim 0: K^T
/// loaded through strides, a K-major B). A 32-bit tile the dots need the
/// other way round (a row-major tf32 B) is copied one element at a time,
/// which transposes it.
std::optional<StagedFormat> stagedFormat(tile::LoadOp load) {
  auto type = dyn_cast<RankedTensorType>(load.getResult().getType());
  if (!type || type.getRank() != 2 || !type.getElementType().isIntOrFloat() || load.getIsVolatile())
    return std::nullopt;
  auto blocked = dyn_cast_or_null<tilegpu::BlockedAttr>(type.getEncoding());
  if (!blocked)
    return std::nullopt;
  unsigned bytes = type.getElementType().getIntOrFloatBitWidth() / 8;
  if (bytes != 1 && bytes != 2 && bytes != 4)
    return std::nullopt;
  if (load.getOther() && !isZero(load.getOther()))
    return std::nullopt;
  auto dim = load->getAttrOfType<IntegerAttr>(tilegpu::kVectorDimAttr);
  unsigned natural = dim && dim.getInt() == 0 ? 1 : 0;
  std::optional<int> needed = rowDimNeeded(load.getResult(), bytes);
  if (!needed)
    return std::nullopt;
  StagedFormat format;
  format.rowDim = *needed < 0 ? natural : unsigned(*needed);
  if (format.rowDim != natural) {
    if (bytes != 4)
      return std::nullopt;
    format.elementwise = true;
  } else if (blocked.getOrder()[0] != 1 - natural) {
    return std::nullopt;
  } else if (auto width = load->getAttrOfType<IntegerAttr>(tilegpu::kVectorWidthAttr)) {
    format.vector = width.getInt();
  }
  if (type.getShape()[1 - format.rowDim] * bytes < 32)
    return std::nullopt;
  return format;
}

bool isStageableDotOperand(tile::LoadOp load) { return stagedFormat(load).has_value(); }

/// Whether cp.async can replace `load`: a stageable tile whose copies are
/// 4, 8 or 16 bytes, each with a mask constant over it.
bool isCopyableDotOperand(tile::LoadOp load) {
  std::optional<StagedFormat> format = stagedFormat(load);
  if (!format)
    return false;
  auto type = cast<RankedTensorType>(load.getResult().getType());
  unsigned copyBytes = format->vector * (type.getElementType().getIntOrFloatBitWidth() / 8);
  if (copyBytes != 4 && copyBytes != 8 && copyBytes != 16)
    return false;
  if (load.getMask() && !format->elementwise) {
    auto uniform = load->getAttrOfType<BoolAttr>(tilegpu::kMaskUniformAttr);
    if (!uniform || !uniform.getValue())
      return false;
  }
  return true;
}

RankedTensorType stagedType(tile::LoadOp load, const StagedFormat &format) {
  auto type = cast<RankedTensorType>(load.getResult().getType());
  return RankedTensorType::get(type.getShape(), type.getElementType(),
                               tilegpu::SharedAttr::get(load.getContext(), format.rowDim));
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

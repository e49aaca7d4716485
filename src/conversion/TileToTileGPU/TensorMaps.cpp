//===- TensorMaps.cpp - block-pointer loads copied through tensor maps ----===//
#include "conversion/TileToTileGPU/TensorMaps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"

using namespace mlir;

namespace tritonc {

/// Whether only tl.dot reads `v`, as an operand (or through tl.trans as B).
static bool usedOnlyByDots(Value v) {
  for (OpOperand &use : v.getUses()) {
    Operation *user = use.getOwner();
    if (auto dot = dyn_cast<tile::DotOp>(user)) {
      if (use.getOperandNumber() > 1)
        return false;
      continue;
    }
    // tl.trans(x) as the B operand: the tile stays in rows of K.
    auto trans = dyn_cast<tile::TransOp>(user);
    if (!trans || trans.getType().getRank() != 2)
      return false;
    for (OpOperand &transUse : trans.getResult().getUses())
      if (!isa<tile::DotOp>(transUse.getOwner()) || transUse.getOperandNumber() != 1)
        return false;
  }
  return !v.use_empty();
}

/// Whether `v` is +0 (or integer 0) everywhere: a zero constant, or a
/// splat of one.
static bool isZero(Value v) {
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

/// Whether `load`'s tile can live in shared memory in the dot-operand
/// format, filled by a copy: a 2-D tile of 16-bit elements with lines of
/// at least 32 bytes, a zero `other`, and only tl.dot (or tl.trans into
/// one) reading the result.
bool isStageableDotOperand(tile::LoadOp load) {
  auto type = dyn_cast<RankedTensorType>(load.getResult().getType());
  if (!type || type.getRank() != 2 || !isa_and_nonnull<tilegpu::BlockedAttr>(type.getEncoding()))
    return false;
  unsigned bytes = type.getElementType().getIntOrFloatBitWidth() / 8;
  if (bytes != 2 || type.getShape()[1] * bytes < 32 || load.getIsVolatile())
    return false;
  if (load.getOther() && !isZero(load.getOther()))
    return false;
  return usedOnlyByDots(load.getResult());
}

std::optional<TensorMapPlan> TensorMaps::plan(tile::LoadOp load) {
  auto parts = load.getBlock();
  auto type = cast<RankedTensorType>(load.getResult().getType());
  if (parts.size() != 7 || !isStageableDotOperand(load) || !load.getCache().empty())
    return std::nullopt;
  // parts: base, shape0, shape1, stride0, stride1, offset0, offset1.
  auto base = argument(parts[0]);
  auto rows = operand(parts[1]), cols = operand(parts[2]), rowStride = operand(parts[3]),
       colStride = operand(parts[4]);
  if (!base || !rows || !cols || !rowStride || !colStride || colStride->first >= 0 || colStride->second != 1)
    return std::nullopt;
  unsigned elemBytes = type.getElementType().getIntOrFloatBitWidth() / 8;
  if (divisibility(*base) % 16 != 0)
    return std::nullopt;
  int64_t strideBytes = rowStride->first >= 0 ? divisibility(rowStride->first) * elemBytes
                                              : rowStride->second * elemBytes;
  if (strideBytes <= 0 || strideBytes % 16 != 0)
    return std::nullopt;
  for (auto extent : {rows, cols})
    if (extent->first < 0 && extent->second <= 0)
      return std::nullopt;
  // One box per column block of lines (OperandTile): the box's lines are
  // the tile's, swizzled as wide as they are (the hardware's swizzle).
  int64_t tileRows = type.getShape()[0], lineBytes = std::min<int64_t>(type.getShape()[1] * elemBytes, 128);
  if (tileRows > 256 || lineBytes < 32)
    return std::nullopt;
  TensorMapPlan plan;
  plan.coords = {parts[6], parts[5]};
  plan.boxCols = lineBytes / elemBytes;
  plan.boxes = type.getShape()[1] / plan.boxCols;
  plan.boxBytes = tileRows * lineBytes;
  Builder b(func.getContext());
  plan.description = b.getDictionaryAttr({
      b.getNamedAttr("base", b.getI64IntegerAttr(*base)),
      b.getNamedAttr("elem_bytes", b.getI64IntegerAttr(elemBytes)),
      b.getNamedAttr("dims", b.getDenseI64ArrayAttr({cols->first, rows->first})),
      b.getNamedAttr("dim_values", b.getDenseI64ArrayAttr({cols->second, rows->second})),
      b.getNamedAttr("strides", b.getDenseI64ArrayAttr({rowStride->first})),
      b.getNamedAttr("stride_values", b.getDenseI64ArrayAttr({rowStride->second})),
      b.getNamedAttr("box", b.getDenseI64ArrayAttr({plan.boxCols, tileRows})),
      b.getNamedAttr("swizzle", b.getI64IntegerAttr(lineBytes)),
  });
  return plan;
}

Value TensorMaps::add(tile::LoadOp load, DictionaryAttr description) {
  // Loads of the same tile shape from the same tensor (two loops over it)
  // share one map: descriptions are uniqued attributes.
  unsigned first = func.getNumArguments() - added.size();
  for (unsigned i = 0; i < added.size(); ++i)
    if (added[i] == description)
      return func.getArgument(first + i);
  unsigned index = func.getNumArguments();
  Builder b(func.getContext());
  func.insertArgument(index, LLVM::LLVMPointerType::get(func.getContext()),
                      b.getDictionaryAttr(b.getNamedAttr(tilegpu::kTensorMapArgAttr, b.getUnitAttr())),
                      load.getLoc());
  added.push_back(description);
  return func.getArgument(index);
}

void TensorMaps::finish() {
  if (!added.empty())
    func->getParentOfType<ModuleOp>()->setAttr(tilegpu::kTensorMapsAttr,
                                               ArrayAttr::get(func.getContext(), added));
}

std::optional<int64_t> TensorMaps::argument(Value v) {
  while (Operation *def = v.getDefiningOp()) {
    if (!isa<arith::ExtSIOp, arith::ExtUIOp>(def))
      return std::nullopt;
    v = def->getOperand(0);
  }
  auto arg = cast<BlockArgument>(v);
  if (arg.getOwner() != &func.getBody().front())
    return std::nullopt;
  return arg.getArgNumber();
}

std::optional<std::pair<int64_t, int64_t>> TensorMaps::operand(Value v) {
  if (auto c = getConstantIntValue(v))
    return std::make_pair(int64_t(-1), *c);
  if (auto arg = argument(v))
    return std::make_pair(*arg, int64_t(0));
  return std::nullopt;
}

int64_t TensorMaps::divisibility(int64_t arg) {
  auto attr = func.getArgAttrOfType<IntegerAttr>(arg, tile::kDivisibilityAttr);
  return attr ? attr.getInt() : 1;
}

} // namespace tritonc

//===- LayoutRematerialization.cpp - which values are rebuilt, not converted ===//
#include "transforms/LayoutRematerialization.h"

#include "Tile/TileDialect.h"
#include "TileGPU/TileGPUDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;

namespace tritonc {

bool isRematerializable(Value v, unsigned depth) {
  Operation *op = v.getDefiningOp();
  if (!op || op->getNumResults() != 1 || depth == 0)
    return false;
  if (isa<tile::SplatOp, tile::MakeRangeOp>(op))
    return true;
  // A conversion the cleanup replaces by a copy is as cheap as the copy.
  if (auto convert = dyn_cast<tilegpu::ConvertLayoutOp>(op))
    return rebuildsInLayout(convert.getSrc(), convert.getType().getEncoding(), depth);
  if (auto constant = dyn_cast<arith::ConstantOp>(op))
    return isa<SplatElementsAttr>(constant.getValue());
  if (!isa<arith::AddIOp, arith::SubIOp, arith::MulIOp, arith::ExtSIOp, arith::ExtUIOp, arith::TruncIOp,
           arith::CmpIOp, arith::AndIOp, arith::OrIOp, arith::XOrIOp, arith::SIToFPOp, arith::UIToFPOp,
           tile::ExpandDimsOp, tile::BroadcastOp, arith::AddFOp, arith::SubFOp, arith::MulFOp, arith::NegFOp>(op))
    return false;
  for (Value operand : op->getOperands())
    if (isa<RankedTensorType>(operand.getType()) && !isRematerializable(operand, depth - 1))
      return false;
  return true;
}

bool registerReshapeLayout(Attribute layout) {
  if (auto mma = dyn_cast_or_null<tilegpu::MmaAttr>(layout))
    return mma.getRank() == 2;
  return isa_and_nonnull<tilegpu::BlockedAttr>(layout);
}

bool rebuildsInLayout(Value v, Attribute layout, unsigned depth) {
  bool reshape = isa_and_nonnull<tile::ExpandDimsOp, tile::BroadcastOp>(v.getDefiningOp());
  return isRematerializable(v, depth) && (!reshape || registerReshapeLayout(layout));
}

void setLayout(Value v, Attribute layout) {
  auto tensor = dyn_cast<RankedTensorType>(v.getType());
  if (!tensor)
    return;
  v.setType(RankedTensorType::get(tensor.getShape(), tensor.getElementType(), layout));
  if (auto constant = v.getDefiningOp<arith::ConstantOp>())
    if (auto dense = dyn_cast<DenseElementsAttr>(constant.getValue()))
      constant.setValueAttr(dense.reshape(cast<ShapedType>(v.getType())));
}

} // namespace tritonc

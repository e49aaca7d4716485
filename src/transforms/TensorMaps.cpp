//===- TensorMaps.cpp - block-pointer tiles copied through tensor maps -----===//
#include "transforms/TensorMaps.h"
#include "transforms/DotOperandStaging.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"

using namespace mlir;

namespace tritonc {

std::optional<tilegpu::TensorMapAttr> TensorMaps::describe(tile::LoadOp load) {
  std::optional<StagedFormat> format = stagedFormat(load);
  // The copy engine moves boxes of lines as memory holds them: it cannot
  // transpose elementwise.
  if (!format || format->elementwise || !load.getCache().empty())
    return std::nullopt;
  return describe(load.getBlock(), cast<RankedTensorType>(load.getResult().getType()), format->rowDim);
}

std::optional<std::pair<tilegpu::TensorMapAttr, unsigned>> TensorMaps::describe(tile::StoreOp store) {
  auto type = dyn_cast<RankedTensorType>(store.getValue().getType());
  if (!type || type.getRank() != 2 || !store.getCache().empty() || !store.getEvict().empty())
    return std::nullopt;
  // Lines along whichever dimension has unit stride: the tile in shared
  // memory holds the box as memory does.
  for (unsigned rowDim : {0u, 1u})
    if (std::optional<tilegpu::TensorMapAttr> map = describe(store.getBlock(), type, rowDim))
      return std::make_pair(*map, rowDim);
  return std::nullopt;
}

std::optional<tilegpu::TensorMapAttr> TensorMaps::describe(ValueRange parts, RankedTensorType type,
                                                          unsigned rowDim) {
  // Elements of 1, 2 or 4 bytes (what the launcher encodes).
  unsigned bits = type.getElementType().isIntOrFloat() ? type.getElementType().getIntOrFloatBitWidth() : 0;
  if (parts.size() != 7 || (bits != 8 && bits != 16 && bits != 32))
    return std::nullopt;
  // parts: base, shape0, shape1, stride0, stride1, offset0, offset1. The
  // tile's lines run along its contiguous dimension (lineDim), which must
  // have stride 1: dimension 1 for a row-major block, 0 for a block read
  // down its columns (order=(0, 1)), which lands transposed.
  unsigned lineDim = 1 - rowDim;
  std::optional<BaseOffsets> base = splitBase(func, parts[0]);
  auto rows = launcherOperand(func, parts[1 + rowDim]), cols = launcherOperand(func, parts[1 + lineDim]),
       rowStride = launcherOperand(func, parts[3 + rowDim]), colStride = launcherOperand(func, parts[3 + lineDim]);
  if (!base || !rows || !cols || !rowStride || !colStride || colStride->first >= 0 || colStride->second != 1)
    return std::nullopt;
  unsigned elemBytes = type.getElementType().getIntOrFloatBitWidth() / 8;
  if (divisibility(base->argument) % 16 != 0 || !strideFits(*rowStride, elemBytes))
    return std::nullopt;
  for (auto extent : {rows, cols})
    if (extent->first < 0 && extent->second <= 0)
      return std::nullopt;
  // Innermost first: the tile's lines, its rows, then the base's offsets.
  SmallVector<std::pair<int64_t, int64_t>, 5> dims = {*cols, *rows}, strides = {*rowStride};
  for (const BaseOffset &offset : base->offsets) {
    if (!strideFits(offset.stride, elemBytes))
      return std::nullopt;
    dims.push_back(offset.extent);
    strides.push_back(offset.stride);
  }
  if (dims.size() > 5)
    return std::nullopt;
  for (const BaseOffset &offset : base->offsets)
    for (int64_t arg : offset.positiveArguments)
      if (llvm::none_of(dims, [&](auto dim) { return dim.first == arg; }))
        return std::nullopt;
  // One box per column block of lines (OperandTile): the box's lines are
  // the tile's, swizzled as wide as they are (the hardware's swizzle).
  int64_t tileRows = type.getShape()[rowDim],
          lineBytes = std::min<int64_t>(type.getShape()[lineDim] * elemBytes, 128);
  if (tileRows > 256 || lineBytes < 32)
    return std::nullopt;
  int64_t boxCols = lineBytes / elemBytes;
  SmallVector<int64_t, 5> dimArgs, dimValues, strideArgs, strideValues, box = {boxCols, tileRows};
  for (auto [arg, value] : dims) {
    dimArgs.push_back(arg);
    dimValues.push_back(value);
  }
  for (auto [arg, value] : strides) {
    strideArgs.push_back(arg);
    strideValues.push_back(value);
  }
  box.resize(dims.size(), 1);
  return tilegpu::TensorMapAttr::get(func.getContext(), base->argument, elemBytes, dimArgs, dimValues, strideArgs,
                                     strideValues, box, unsigned(lineBytes));
}

TensorCopy tensorCopyOf(tile::LoadOp load, tilegpu::TensorMapAttr map, const StagedFormat &format) {
  return tensorCopyOf(load, load.getBlock(), cast<RankedTensorType>(load.getResult().getType()), map,
                      format.rowDim);
}

TensorCopy tensorCopyOf(Operation *access, ValueRange parts, RankedTensorType type, tilegpu::TensorMapAttr map,
                        unsigned rowDim) {
  // One box per column block of lines (OperandTile), each `box` = (columns,
  // rows) and lines of `swizzle` bytes, lines along the tile's contiguous
  // dimension.
  ArrayRef<int64_t> box = map.getBox();
  int64_t lineBytes = map.getSwizzle();
  unsigned lineDim = 1 - rowDim;
  TensorCopy copy;
  copy.coords = {parts[5 + lineDim], parts[5 + rowDim]};
  // The map was planned from this base: it splits again, the same way.
  std::optional<BaseOffsets> base = splitBase(access->getParentOfType<func::FuncOp>(), parts[0]);
  for (const BaseOffset &offset : base->offsets)
    copy.coords.push_back(offset.coordinate);
  copy.boxCols = box[0];
  copy.boxes = type.getShape()[lineDim] / copy.boxCols;
  copy.boxBytes = box[1] * lineBytes;
  return copy;
}

Value TensorMaps::add(Operation *access, tilegpu::TensorMapAttr description) {
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
                      access->getLoc());
  added.push_back(description);
  return func.getArgument(index);
}

void TensorMaps::finish() {
  if (added.empty())
    return;
  // tritonc compiles one kernel per module; a hand-written module with
  // several keeps every kernel's maps, in kernel order.
  auto module = func->getParentOfType<ModuleOp>();
  SmallVector<Attribute> all;
  if (auto earlier = module->getAttrOfType<ArrayAttr>(tilegpu::kTensorMapsAttr))
    all.append(earlier.begin(), earlier.end());
  all.append(added.begin(), added.end());
  module->setAttr(tilegpu::kTensorMapsAttr, ArrayAttr::get(func.getContext(), all));
}

bool TensorMaps::strideFits(std::pair<int64_t, int64_t> operand, unsigned elemBytes) {
  int64_t bytes = operand.first >= 0 ? divisibility(operand.first) * elemBytes : operand.second * elemBytes;
  return bytes > 0 && bytes % 16 == 0;
}

int64_t TensorMaps::divisibility(int64_t arg) {
  auto attr = func.getArgAttrOfType<IntegerAttr>(arg, tile::kDivisibilityAttr);
  return attr ? attr.getInt() : 1;
}

} // namespace tritonc

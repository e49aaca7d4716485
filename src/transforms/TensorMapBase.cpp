//===- TensorMapBase.cpp - a block pointer's base as a tensor map takes it ===//
//
// The launcher encodes tensor maps from the launch's arguments, so a map's
// base must be a kernel argument. Kernels often offset it first, by values
// only the program knows (attention's `q_ptr + off_z * stride_z + off_h *
// stride_h`). Each such offset `coordinate * stride` is a dimension of the
// tensor the copy engine can walk itself: the map gets one more dimension
// per offset, with the offset's stride, and the copy passes the coordinate.
// The copy engine reads zeros at coordinates outside [0, extent), so a
// coordinate must be provably non-negative and below the extent; what
// proves it is below.
//
//===----------------------------------------------------------------------===//
#include "transforms/TensorMaps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"

using namespace mlir;

namespace tritonc {

std::optional<int64_t> kernelArgument(func::FuncOp func, Value v) {
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

std::optional<std::pair<int64_t, int64_t>> launcherOperand(func::FuncOp func, Value v) {
  if (auto c = getConstantIntValue(v))
    return std::make_pair(int64_t(-1), *c);
  if (auto arg = kernelArgument(func, v))
    return std::make_pair(*arg, int64_t(0));
  return std::nullopt;
}

namespace {

/// Every non-negative i32 is inside a dimension of this extent.
constexpr int64_t kAnyCoordinate = (int64_t(1) << 31) - 1;

Value stripExtensions(Value v) {
  while (auto ext = v.getDefiningOp<arith::ExtSIOp>())
    v = ext.getIn();
  return v;
}

/// Whether the i32 `v` is never negative: program ids and counts,
/// non-negative constants, and what keeps a non-negative value so (a
/// remainder of it, a quotient by a positive value, a mask of it). A
/// quotient by a kernel argument is non-negative only if the argument is
/// positive, which the caller must make the launcher check: such arguments
/// are added to `positive`. Sums and products are not taken: they may wrap.
bool nonNegative(func::FuncOp func, Value v, SmallVectorImpl<int64_t> &positive) {
  if (auto c = getConstantIntValue(v))
    return *c >= 0;
  Operation *def = v.getDefiningOp();
  if (!def)
    return false;
  if (isa<tile::ProgramIdOp, tile::NumProgramsOp>(def))
    return true;
  if (isa<arith::RemSIOp, arith::RemUIOp, arith::DivUIOp, arith::ShRSIOp, arith::ShRUIOp>(def))
    return nonNegative(func, def->getOperand(0), positive);
  if (auto div = dyn_cast<arith::DivSIOp>(def)) {
    if (!nonNegative(func, div.getLhs(), positive))
      return false;
    if (auto c = getConstantIntValue(div.getRhs()))
      return *c > 0;
    std::optional<int64_t> arg = kernelArgument(func, div.getRhs());
    if (!arg)
      return false;
    positive.push_back(*arg);
    return true;
  }
  if (isa<arith::AndIOp, arith::MaxSIOp>(def))
    return nonNegative(func, def->getOperand(0), positive) || nonNegative(func, def->getOperand(1), positive);
  if (isa<arith::MinSIOp>(def))
    return nonNegative(func, def->getOperand(0), positive) && nonNegative(func, def->getOperand(1), positive);
  return false;
}

/// `term` as `coordinate * stride` (either operand order), or nothing.
std::optional<BaseOffset> offsetOf(func::FuncOp func, Value term) {
  auto mul = stripExtensions(term).getDefiningOp<arith::MulIOp>();
  if (!mul)
    return std::nullopt;
  for (auto [coordinate, stride] : {std::pair(mul.getLhs(), mul.getRhs()), std::pair(mul.getRhs(), mul.getLhs())}) {
    std::optional<std::pair<int64_t, int64_t>> strideOperand = launcherOperand(func, stride);
    coordinate = stripExtensions(coordinate);
    if (!strideOperand || !coordinate.getType().isInteger(32))
      continue;
    BaseOffset offset{coordinate, *strideOperand, {-1, kAnyCoordinate}, {}};
    if (!nonNegative(func, coordinate, offset.positiveArguments))
      continue;
    // A remainder is below its divisor: the dimension is exactly that wide
    // (a positive constant, or an argument the launcher checks as an extent).
    if (auto rem = coordinate.getDefiningOp<arith::RemSIOp>()) {
      std::optional<std::pair<int64_t, int64_t>> divisor = launcherOperand(func, rem.getRhs());
      if (divisor && (divisor->first >= 0 || divisor->second > 0))
        offset.extent = *divisor;
    }
    return offset;
  }
  return std::nullopt;
}

/// Adds the offsets summed in `v` to `offsets`; false if one is no
/// `coordinate * stride`.
bool collectOffsets(func::FuncOp func, Value v, SmallVectorImpl<BaseOffset> &offsets) {
  if (auto c = getConstantIntValue(v))
    return *c == 0;
  if (auto add = stripExtensions(v).getDefiningOp<arith::AddIOp>())
    return collectOffsets(func, add.getLhs(), offsets) && collectOffsets(func, add.getRhs(), offsets);
  std::optional<BaseOffset> offset = offsetOf(func, v);
  if (!offset)
    return false;
  offsets.push_back(*offset);
  return true;
}

} // namespace

std::optional<BaseOffsets> splitBase(func::FuncOp func, Value base) {
  BaseOffsets split;
  while (auto add = base.getDefiningOp<tile::AddPtrOp>()) {
    if (isa<ShapedType>(add.getType()) || !collectOffsets(func, add.getOffset(), split.offsets))
      return std::nullopt;
    base = add.getPtr();
  }
  std::optional<int64_t> arg = kernelArgument(func, base);
  if (!arg)
    return std::nullopt;
  split.argument = *arg;
  return split;
}

} // namespace tritonc

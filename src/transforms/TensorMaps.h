//===- TensorMaps.h - block-pointer tiles copied through tensor maps -------===//
//
// What the load pipeliner (PipelineDotLoads.cpp) and the store pass
// (TensorMapStores.cpp) need to copy a block-pointer tile with the tensor
// memory accelerator: whether a load can be staged in shared memory at all,
// and the kernel's tensor maps.
//
//===----------------------------------------------------------------------===//
#ifndef TRITONC_TRANSFORMS_TENSORMAPS_H
#define TRITONC_TRANSFORMS_TENSORMAPS_H

#include "Tile/TileDialect.h"
#include "TileGPU/TileGPUDialect.h"
#include "transforms/DotOperandStaging.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

#include <optional>
#include <utility>

namespace tritonc {

/// How a block-pointer load planned with a tensor map is copied: the
/// tile's first element (innermost first: column, row, then one coordinate
/// per offset the kernel adds to the base, see BaseOffsets) and its boxes,
/// one per column block of lines of at most 128 bytes.
struct TensorCopy {
  llvm::SmallVector<mlir::Value, 5> coords;
  int64_t boxes = 1, boxCols = 0, boxBytes = 0;
};

/// The copy of `load`'s tile, staged in `format`, through the tensor map
/// `map` planned for it.
TensorCopy tensorCopyOf(tile::LoadOp load, tilegpu::TensorMapAttr map, const StagedFormat &format);
/// The same for any access to a block of `type` with block parts `parts`
/// whose lines are indexed by dimension `rowDim` (a store's).
TensorCopy tensorCopyOf(mlir::Operation *access, mlir::ValueRange parts, mlir::RankedTensorType type,
                        tilegpu::TensorMapAttr map, unsigned rowDim);

/// A block pointer's base as a tensor map can take it: a kernel argument
/// plus offsets the kernel computes, each `coordinate * stride` elements
/// with a stride the launcher knows (an argument or a constant) and a
/// coordinate proven non-negative (`off_hz // H * stride_z + off_hz % H *
/// stride_h` in attention). Each offset becomes an outer dimension of the
/// map (box 1) whose coordinate the copy passes, so the launcher encodes
/// the map from the argument alone and the copy engine adds the offset.
/// The dimension's extent bounds the coordinate: the divisor of a
/// remainder, else 2^31 - 1 (every non-negative i32); a quotient by an
/// argument needs that argument positive, so it must be the extent of a
/// dimension of the same map (the launcher checks extents lie in
/// [0, 2^32]; zero divides by zero).
struct BaseOffset {
  mlir::Value coordinate;                     // i32, >= 0
  std::pair<int64_t, int64_t> stride, extent; // (argument, 0) or (-1, constant)
  llvm::SmallVector<int64_t, 1> positiveArguments;
};
struct BaseOffsets {
  int64_t argument = -1;
  llvm::SmallVector<BaseOffset, 3> offsets;
};

/// The kernel argument `v` is (through integer extensions), or nothing.
std::optional<int64_t> kernelArgument(mlir::func::FuncOp func, mlir::Value v);
/// (argument, 0) or (-1, constant): `v` as the launcher can compute it.
std::optional<std::pair<int64_t, int64_t>> launcherOperand(mlir::func::FuncOp func, mlir::Value v);

/// `base` (a block pointer's scalar base) split as BaseOffsets describes,
/// or nothing when some part of it is not of that form.
std::optional<BaseOffsets> splitBase(mlir::func::FuncOp func, mlir::Value base);

/// The tensor maps of one kernel: which block-pointer loads can use one
/// (plan), and the kernel parameters appended for those that do (add).
///
/// The launcher encodes each map before the launch, so what describes the
/// tensor (base, extents, strides) must be known there: each must be a
/// kernel argument or a constant (a base the kernel offsets is split as
/// BaseOffsets describes). The copy engine needs a 16-byte aligned
/// base, byte strides that are multiples of 16 and a unit stride along the
/// rows; the specialization's divisibility hints prove the first two (the
/// launcher checks them at every launch). Elements outside the tensor read
/// as zero, as boundary_check with the default padding gives; an unchecked
/// dimension reads zeros there too, where Triton leaves the result
/// undefined.
class TensorMaps {
public:
  explicit TensorMaps(mlir::func::FuncOp func) : func(func) {}

  /// The tensor map `load` can be copied through, if its tensor has one and its tile fits the
  /// copy engine; nothing is changed.
  std::optional<tilegpu::TensorMapAttr> describe(tile::LoadOp load);
  /// The same for a block-pointer or descriptor store, with the dimension
  /// that indexes the tile's lines (the other has unit stride).
  std::optional<std::pair<tilegpu::TensorMapAttr, unsigned>> describe(tile::StoreOp store);

  /// The tensor-map parameter for `access` (planned as `description`):
  /// appended to the kernel, unless an identical map already was.
  mlir::Value add(mlir::Operation *access, tilegpu::TensorMapAttr description);

  /// Records the appended parameters on the module for the launcher.
  void finish();

private:
  mlir::func::FuncOp func;
  llvm::SmallVector<mlir::Attribute> added;

  /// The map of a 2-D block with parts `parts` (see tile.load's `block`)
  /// whose lines are indexed by `rowDim`.
  std::optional<tilegpu::TensorMapAttr> describe(mlir::ValueRange parts, mlir::RankedTensorType type,
                                                 unsigned rowDim);

  /// Whether `operand` (see launcherOperand) times `elemBytes` is a
  /// multiple of 16 bytes the copy engine accepts as a stride.
  bool strideFits(std::pair<int64_t, int64_t> operand, unsigned elemBytes);
  /// The argument's divisibility hint (1 without one).
  int64_t divisibility(int64_t arg);
};

} // namespace tritonc

#endif

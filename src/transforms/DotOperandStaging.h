//===- DotOperandStaging.h - dot operand tiles held in shared memory ------===//
//
// What the passes that put tl.dot operands in shared memory share: which
// loaded tiles may live there, which a cp.async copy can fill, and how the
// dots are pointed at the shared copy.
//
//===----------------------------------------------------------------------===//
#ifndef TRITONC_TRANSFORMS_DOTOPERANDSTAGING_H
#define TRITONC_TRANSFORMS_DOTOPERANDSTAGING_H

#include "Tile/TileDialect.h"
#include "TileGPU/TileGPUDialect.h"

#include <optional>

namespace tritonc {

/// How a loaded tile is held in shared memory for the dots that read it.
struct StagedFormat {
  /// The tile dimension whose index picks the line (#tilegpu.shared's
  /// rowDim): 0, or 1 for a tile stored transposed.
  unsigned rowDim = 0;
  /// Copied one element at a time (4-byte cp.async), which lets a 32-bit
  /// tile land transposed to the way memory holds it.
  bool elementwise = false;
  /// Elements per cp.async: the load's vector width (tilegpu.vector_width),
  /// or one for an elementwise copy.
  unsigned vector = 1;
};

/// The format `load`'s tile takes in shared memory, if it can live there
/// filled by a copy: a 2-D tile of 8-, 16- or 32-bit elements with lines of
/// at least 32 bytes, a zero `other`, and only tl.dot (or tl.trans into
/// one) reading it, in a format they read.
std::optional<StagedFormat> stagedFormat(tile::LoadOp load);

/// Whether `load`'s tile has a staged format.
bool isStageableDotOperand(tile::LoadOp load);

/// Whether cp.async can fill `load`'s tile: stageable, with copies of 4, 8
/// or 16 bytes and a mask constant over each (tilegpu.mask_uniform).
bool isCopyableDotOperand(tile::LoadOp load);

/// The type of `load`'s tile in shared memory in `format`
/// (#tilegpu.shared<rowDim>).
mlir::RankedTensorType stagedType(tile::LoadOp load, const StagedFormat &format);

/// Points the dots reading `load` at `view`, its tile in shared memory
/// (a tl.trans in between becomes a transposed view of the same bytes).
void replaceWithView(tile::LoadOp load, mlir::Value view);

} // namespace tritonc

#endif

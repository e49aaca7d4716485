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

namespace tritonc {

/// Whether `load`'s tile can live in shared memory in the dot-operand
/// format, filled by a copy: a 2-D tile of 16-bit elements with lines of
/// at least 32 bytes along its contiguous dimension, a zero `other`, and
/// only tl.dot (or tl.trans into one) reading the result.
bool isStageableDotOperand(tile::LoadOp load);

/// The dimension of `load`'s tile that indexes its lines in shared memory
/// (#tilegpu.shared's rowDim): 0, or 1 for a tile read down its columns,
/// which is stored transposed.
unsigned stagedRowDim(tile::LoadOp load);

/// The type of `load`'s tile in shared memory (#tilegpu.shared<rowDim>).
mlir::RankedTensorType stagedType(tile::LoadOp load);

/// Whether cp.async can fill `load`'s tile: stageable, with vector accesses
/// of 4, 8 or 16 bytes (tilegpu.vector_width) and a mask constant over each
/// (tilegpu.mask_uniform).
bool isCopyableDotOperand(tile::LoadOp load);

/// Points the dots reading `load` at `view`, its tile in shared memory
/// (a tl.trans in between becomes a transposed view of the same bytes).
void replaceWithView(tile::LoadOp load, mlir::Value view);

} // namespace tritonc

#endif

//===- TileGPUDialect.h - layout encodings for tile tensors ----------------===//
#ifndef TRITONC_DIALECT_TILEGPU_TILEGPUDIALECT_H
#define TRITONC_DIALECT_TILEGPU_TILEGPUDIALECT_H

#include "Tile/TileDialect.h"
#include "mlir/IR/Attributes.h"
#include "mlir/IR/Dialect.h"

#include "TileGPU/TileGPUDialect.h.inc"

#define GET_ATTRDEF_CLASSES
#include "TileGPU/TileGPUAttrs.h.inc"

namespace tritonc::tilegpu {

/// Module attributes set when tile IR becomes TileGPU IR.
inline constexpr const char *kNumWarpsAttr = "tilegpu.num_warps";
inline constexpr const char *kThreadsPerWarp = "tilegpu.threads_per_warp";
/// Attributes the layout pass leaves on tile.load/tile.store for the
/// lowering: elements per vector access, and whether the mask is constant
/// over each such vector (one predicate per vector suffices).
inline constexpr const char *kVectorWidthAttr = "tilegpu.vector_width";
inline constexpr const char *kMaskUniformAttr = "tilegpu.mask_uniform";

/// The blocked layout of a tensor type, or null.
BlockedAttr getBlockedLayout(mlir::Type type);

} // namespace tritonc::tilegpu

#endif

//===- TileGPUDialect.h - layout encodings for tile tensors ----------------===//
#ifndef TRITONC_DIALECT_TILEGPU_TILEGPUDIALECT_H
#define TRITONC_DIALECT_TILEGPU_TILEGPUDIALECT_H

#include "Tile/TileDialect.h"
#include "mlir/IR/Attributes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Dialect/LLVMIR/LLVMTypes.h"

#include "TileGPU/TileGPUDialect.h.inc"

#define GET_ATTRDEF_CLASSES
#include "TileGPU/TileGPUAttrs.h.inc"

#define GET_OP_CLASSES
#include "TileGPU/TileGPUOps.h.inc"

namespace tritonc::tilegpu {

/// Module attributes set when tile IR becomes TileGPU IR.
inline constexpr const char *kNumWarpsAttr = "tilegpu.num_warps";
inline constexpr const char *kThreadsPerWarp = "tilegpu.threads_per_warp";
/// Module attribute (an i32 IntegerAttr) tritonc-plan-shared-memory sets
/// and the LLVM lowering keeps: the kernel's dynamic shared memory in bytes
/// (the launcher requests it at every launch).
inline constexpr const char *kSharedBytesAttr = "tilegpu.shared_bytes";
/// On an operation that moves data between threads through shared memory:
/// its ScratchAttr (offset, bytes, barrier before), set by
/// tritonc-plan-shared-memory.
inline constexpr const char *kScratchAttr = "tilegpu.scratch";
/// On a tilegpu.smem_alloc: its BufferAttr (offset, bytes), set by
/// tritonc-plan-shared-memory.
inline constexpr const char *kBufferAttr = "tilegpu.buffer";
/// Attributes the layout pass leaves on tile.load/tile.store for the
/// lowering: elements per vector access, and whether the mask is constant
/// over each such vector (one predicate per vector suffices).
inline constexpr const char *kVectorWidthAttr = "tilegpu.vector_width";
/// The dimension those vectors run along, when it is not the last one (a
/// tile whose consecutive addresses go down its columns).
inline constexpr const char *kVectorDimAttr = "tilegpu.vector_dim";
/// On a tile.dot lowered with wgmma: wait only until this many groups are
/// in flight (its own), leaving the dot running into the next iteration
/// (set by the load pipeliner; a tilegpu.wgmma_wait after the loop ends it).
inline constexpr const char *kWgmmaPendingAttr = "tilegpu.wgmma_pending";
inline constexpr const char *kMaskUniformAttr = "tilegpu.mask_uniform";
/// Module attribute the load pipeliner leaves when it copies tiles with
/// tensor maps: an array of TensorMapAttr, one per tensor-map parameter it
/// appended to the kernel (in order). src/tools/KernelABI.cpp hands them to
/// the launcher.
inline constexpr const char *kTensorMapsAttr = "tilegpu.tensor_maps";
/// On a tile.load: the TensorMapAttr tritonc-plan-tensor-maps found it can
/// be copied through.
inline constexpr const char *kTensorMapPlanAttr = "tilegpu.tensor_map_plan";
/// On a kernel argument appended for a tensor map.
inline constexpr const char *kTensorMapArgAttr = "tilegpu.tensor_map";

/// The blocked layout of a tensor type, or null (slice layouts included).
BlockedAttr getBlockedLayout(mlir::Type type);

/// Which elements of a tensor each thread holds, for a blocked or a slice
/// layout. A slice layout is its parent over the "parent shape" (the
/// tensor's shape with a 1 inserted at the sliced dimension), with one
/// element along that dimension per thread. Elements of a thread are
/// numbered with the parent's order[0] varying fastest.
struct ThreadLayout {
  BlockedAttr blocked;  // the layout itself, or the slice's parent
  int sliceDim = -1;    // the removed dimension of a slice layout

  /// The layout of `type`; `blocked` is null when it has none.
  static ThreadLayout of(mlir::Type type);
  explicit operator bool() const { return static_cast<bool>(blocked); }
  bool isSlice() const { return sliceDim >= 0; }
  /// The shape in the parent's rank (a 1 inserted at sliceDim).
  llvm::SmallVector<int64_t> parentShape(llvm::ArrayRef<int64_t> shape) const;
  /// Elements a thread holds along parent dimension d.
  unsigned perDim(llvm::ArrayRef<int64_t> parentShape, unsigned d) const;
  unsigned elemsPerThread(llvm::ArrayRef<int64_t> shape) const;
  /// Element e's position among the thread's elements along each dimension
  /// of the parent (0 along sliceDim).
  llvm::SmallVector<unsigned> parentCoordinates(llvm::ArrayRef<int64_t> shape, unsigned e) const;
  /// The element with these parent coordinates.
  unsigned elementAt(llvm::ArrayRef<int64_t> shape, llvm::ArrayRef<unsigned> coords) const;
};

/// Whether `type` has a layout the LLVM lowering can distribute (blocked,
/// slice or mma, of the tensor's rank).
bool hasLayout(mlir::Type type);

/// Elements a thread holds of a 1-D tensor whose layout is a slice of a 2-D
/// mma layout (0 for other layouts): along the kept dimension, its
/// elements in order (tile index, then the two rows or columns of a tile).
unsigned mmaSliceElems(SliceAttr slice, llvm::ArrayRef<int64_t> shape);

/// Elements each thread holds of a tensor type with a layout (0 without).
unsigned elemsPerThread(mlir::Type type);


} // namespace tritonc::tilegpu

#endif

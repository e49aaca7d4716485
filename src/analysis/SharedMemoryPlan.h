//===- SharedMemoryPlan.h - where scratch lives, where barriers go --------===//
//
// The analysis behind tritonc-plan-shared-memory: on a TileGPU module whose
// control flow is already in cf form (blocks and branches), where each
// operation that moves data between threads finds its scratch bytes in the
// kernel's dynamic shared memory, where each tilegpu.smem_alloc buffer lies,
// how large the memory is, and before which operations a barrier is needed.
// How many bytes an operation needs is the lowering's business: the caller
// says (src/conversion/TileGPUToLLVM/PlanSharedMemory.cpp). The rules are at
// the top of SharedMemoryPlan.cpp; `test-shared-memory-plan` prints the
// result and test/lit/plan-shared-memory/ checks it rule by rule.
//
//===----------------------------------------------------------------------===//
#ifndef TRITONC_ANALYSIS_SHAREDMEMORYPLAN_H
#define TRITONC_ANALYSIS_SHAREDMEMORYPLAN_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Operation.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"

namespace tritonc {

class SharedMemoryPlan {
public:
  /// Scratch regions start at multiples of this unless asked otherwise.
  static constexpr unsigned kScratchAlignment = 16;

  /// What one operation asks for: `bytes` of scratch (0: none, it works in
  /// registers) starting at a multiple of `alignment`.
  struct ScratchRequest {
    unsigned bytes = 0;
    unsigned alignment = kScratchAlignment;
  };
  using ScratchSizes = llvm::function_ref<ScratchRequest(mlir::Operation *)>;

  /// An operation's scratch region, for the operation's own duration.
  struct Scratch {
    mlir::Operation *op;
    unsigned offset, bytes;
    /// Some access since the last barrier, on some path to `op`, may touch
    /// these bytes: `op` must pass a barrier before its first write.
    bool barrierBefore;
  };
  /// A tilegpu.smem_alloc's buffer, alive from the allocation to `lastUse`
  /// (in program order).
  struct Buffer {
    mlir::Operation *alloc;
    unsigned offset, bytes;
    mlir::Operation *lastUse;
  };

  /// Plans `module`: every operation `sizes` gives bytes, and every
  /// tilegpu.smem_alloc.
  SharedMemoryPlan(mlir::ModuleOp module, ScratchSizes sizes);

  /// Scratch regions, in program order.
  llvm::ArrayRef<Scratch> scratch() const { return regions; }
  /// Buffers, in program order.
  llvm::ArrayRef<Buffer> buffers() const { return allocs; }
  /// The kernel's dynamic shared memory size.
  unsigned totalBytes() const { return total; }
  /// Scratch users that need no barrier before their first write.
  unsigned barriersAvoided() const { return avoided; }

private:
  llvm::SmallVector<Scratch> regions;
  llvm::SmallVector<Buffer> allocs;
  unsigned total = 0, avoided = 0;
};

} // namespace tritonc

#endif

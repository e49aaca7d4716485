//===- SharedMemoryPasses.td - shared-memory planning -*- tablegen -*-===//
//
// Run between convert-scf-to-cf and convert-tilegpu-to-llvm
// (src/pipelines/CudaPipeline.cpp): the plan is made on the blocks and
// branches the lowering sees, and the lowering only reads it.
//
//===----------------------------------------------------------------------===//
#ifndef TRITONC_CONVERSION_TILEGPUTOLLVM_SHAREDMEMORYPASSES_TD
#define TRITONC_CONVERSION_TILEGPUTOLLVM_SHAREDMEMORYPASSES_TD

include "mlir/Pass/PassBase.td"

def PlanSharedMemory : Pass<"tritonc-plan-shared-memory", "mlir::ModuleOp"> {
  let summary = "Place scratch regions and buffers in shared memory and decide where barriers go";
  let description = [{
    Runs the shared-memory analysis (src/analysis/SharedMemoryPlan.h) on
    TileGPU IR whose control flow is in cf form and records its result:
    - on every operation that moves data between threads through shared
      memory (reductions and scans across warps, layout conversions, shape
      operations, tl.dot operand staging, scalar atomics and volatile scalar
      loads) a `tilegpu.scratch` attribute,
      `#tilegpu.scratch<offset = O, bytes = B, barrier = true|false>`: its
      region of the kernel's dynamic shared memory, and whether a barrier
      must come before its first write (some access since the last barrier,
      on some path, may touch these bytes);
    - on every tilegpu.smem_alloc a `tilegpu.buffer` attribute,
      `#tilegpu.buffer<offset = O, bytes = B>`: where its buffer lies for
      its whole lifetime;
    - on the module `tilegpu.shared_bytes` (i32): the total, which the
      launcher requests at every launch.
    Scratch sizes are the LLVM lowering's (each operation's lowering says
    how many bytes it touches). convert-tilegpu-to-llvm only reads these
    attributes; an operation it needs scratch for without one is an error.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def TestSharedMemoryPlan : Pass<"test-shared-memory-plan", "mlir::ModuleOp"> {
  let summary = "Print the shared-memory plan as remarks (for tests)";
  let description = [{
    Runs the analysis tritonc-plan-shared-memory runs and reports, as a
    remark on each operation, what it decided, without changing the IR:
    `scratch offset = O, bytes = B, barrier before` (or `no barrier`) on
    each scratch user, `buffer offset = O, bytes = B` on each
    tilegpu.smem_alloc and `last use of the buffer at offset O` on the
    operation where the buffer's lifetime ends, and
    `shared memory: T bytes, N barriers avoided` on the module. The lit
    tests in test/lit/plan-shared-memory check them with
    -verify-diagnostics.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

#endif

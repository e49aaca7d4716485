//===- CheckSharedMemory.cpp - refuse kernels the GPU cannot give memory --===//
//
// After tritonc-plan-shared-memory has recorded the kernel's dynamic shared
// memory (tilegpu.shared_bytes), a kernel that needs more than one block
// may have on the target fails at every launch, far from its cause. This
// check makes it a compile-time error at the kernel, naming the bytes,
// the architecture and its maximum, with a remark (a note in tritonc's
// output) at the operation that needs the most. The maximum is the opt-in dynamic shared memory per
// block (what the launcher requests with
// CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES): src/target/Arch.cpp.
//
//===----------------------------------------------------------------------===//
#include "transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace tritonc {
#define GEN_PASS_DEF_CHECKSHAREDMEMORY
#include "transforms/Passes.h.inc"
} // namespace tritonc

using namespace mlir;
using namespace tritonc;

namespace {

/// What an operation that uses shared memory is, for the note.
std::string userName(Operation *op) {
  if (isa<tile::DotOp>(op))
    return "the operands of this tl.dot";
  if (isa<tile::ReduceOp>(op))
    return "this reduction";
  if (isa<tile::ScanOp>(op))
    return "this scan";
  if (isa<tilegpu::ConvertLayoutOp>(op))
    return "this layout conversion";
  if (isa<tilegpu::SmemAllocOp>(op))
    return "this buffer (pipelined loads: num_stages copies of a tile)";
  return "this operation";
}

struct CheckSharedMemory : tritonc::impl::CheckSharedMemoryBase<CheckSharedMemory> {
  using CheckSharedMemoryBase::CheckSharedMemoryBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    int64_t limit = maxBytes;
    auto total = module->getAttrOfType<IntegerAttr>(tilegpu::kSharedBytesAttr);
    if (limit <= 0 || !total || total.getInt() <= limit)
      return;

    // The largest single user: where the bytes go.
    Operation *largest = nullptr;
    int64_t largestBytes = 0;
    module.walk([&](Operation *op) {
      int64_t bytes = 0;
      if (auto scratch = op->getAttrOfType<tilegpu::ScratchAttr>(tilegpu::kScratchAttr))
        bytes = scratch.getBytes();
      else if (auto buffer = op->getAttrOfType<tilegpu::BufferAttr>(tilegpu::kBufferAttr))
        bytes = buffer.getBytes();
      if (bytes > largestBytes) {
        largest = op;
        largestBytes = bytes;
      }
    });

    Operation *kernel = module;
    module.walk([&](func::FuncOp f) {
      if (f->hasAttr("tile.kernel"))
        kernel = f;
    });
    std::string name = isa<func::FuncOp>(kernel) ? "kernel '" + cast<func::FuncOp>(kernel).getSymName().str() + "'"
                                                 : std::string("the kernel");
    std::string archName = arch.empty() ? std::string("the target") : arch.getValue();
    kernel->emitError() << name << " needs " << total.getInt() << " bytes of shared memory per block, but "
                        << archName << " has at most " << limit << " (" << limit / 1024
                        << " KiB): use smaller tiles or fewer pipeline stages (num_stages)";
    // A diagnostic of its own, not an attached note: tritonc prints only
    // the diagnostics themselves (MLIR's attached notes are IR dumps).
    if (largest)
      emitRemark(largest->getLoc()) << largestBytes << " bytes of it for " << userName(largest);
    signalPassFailure();
  }
};

} // namespace

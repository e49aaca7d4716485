//===- PlanSharedMemory.cpp - the shared-memory plan, recorded in the IR --===//
//
// tritonc-plan-shared-memory: runs the analysis (src/analysis/
// SharedMemoryPlan.h) with the scratch sizes of the LLVM lowering and
// writes its result as attributes the lowering reads (see
// SharedMemoryPasses.td).
//
//===----------------------------------------------------------------------===//
#include "Lowering.h"
#include "conversion/TileGPUToLLVM/SharedMemoryPasses.h"

namespace tritonc {
#define GEN_PASS_DEF_PLANSHAREDMEMORY
#include "conversion/TileGPUToLLVM/SharedMemoryPasses.h.inc"
} // namespace tritonc

using namespace mlir;

namespace tritonc {

unsigned scratchBytesFor(Operation *op, const TypeConverter &converter) {
  if (isa<tile::ReduceOp>(op))
    return reduceScratchBytes(op, converter);
  if (isa<tile::ScanOp>(op))
    return scanScratchBytes(op, converter);
  if (isa<tile::DotOp>(op))
    return dotScratchBytes(op, converter);
  if (isa<tilegpu::TensorStoreOp>(op))
    return tensorStoreScratchBytes(op);
  // Scalar atomics and volatile scalar loads: thread 0 shares its value.
  if (auto load = dyn_cast<tile::LoadOp>(op))
    return load.getIsVolatile() && load.getResult().getType().isIntOrFloat() ? kShareScratchBytes : 0;
  if (isa<tile::AtomicRMWOp, tile::AtomicCASOp>(op))
    return isa<RankedTensorType>(op->getOperand(0).getType()) ? 0 : kShareScratchBytes;
  return shapeScratchBytes(op, converter);
}

/// Dot operand tiles repeat their swizzle every 1024 bytes, and wgmma (and
/// the copy engine, for a tensor_store's tile) computes the swizzle from
/// address bits: their atoms must start at multiples of 1024 of the
/// (1024-aligned) dynamic shared memory.
static constexpr unsigned kOperandAlignment = 1024;

SharedMemoryPlan planSharedMemory(ModuleOp module) {
  TileGPUTypeConverter converter(module.getContext());
  return SharedMemoryPlan(module, [&](Operation *op) {
    SharedMemoryPlan::ScratchRequest request;
    request.bytes = scratchBytesFor(op, converter);
    if (isa<tile::DotOp, tilegpu::TensorStoreOp>(op))
      request.alignment = kOperandAlignment;
    return request;
  });
}

} // namespace tritonc

using namespace tritonc;

namespace {

struct PlanSharedMemory : tritonc::impl::PlanSharedMemoryBase<PlanSharedMemory> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (!checkLayouts(module))
      return signalPassFailure();
    // A plan made earlier (of other IR) is replaced as a whole.
    module.walk([](Operation *op) {
      op->removeAttr(tilegpu::kScratchAttr);
      op->removeAttr(tilegpu::kBufferAttr);
    });
    SharedMemoryPlan plan = planSharedMemory(module);
    MLIRContext *ctx = &getContext();
    for (const SharedMemoryPlan::Scratch &region : plan.scratch())
      region.op->setAttr(tilegpu::kScratchAttr,
                         tilegpu::ScratchAttr::get(ctx, region.offset, region.bytes, region.barrierBefore));
    for (const SharedMemoryPlan::Buffer &buffer : plan.buffers())
      buffer.alloc->setAttr(tilegpu::kBufferAttr, tilegpu::BufferAttr::get(ctx, buffer.offset, buffer.bytes));
    module->setAttr(tilegpu::kSharedBytesAttr, Builder(ctx).getI32IntegerAttr(plan.totalBytes()));
  }
};

} // namespace

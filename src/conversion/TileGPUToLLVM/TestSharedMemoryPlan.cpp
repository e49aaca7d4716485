//===- TestSharedMemoryPlan.cpp - the shared-memory plan as remarks -------===//
//
// test-shared-memory-plan: what tritonc-plan-shared-memory would record,
// reported as remarks on the operations (see SharedMemoryPasses.td), for
// the lit tests in test/lit/plan-shared-memory.
//
//===----------------------------------------------------------------------===//
#include "Lowering.h"
#include "conversion/TileGPUToLLVM/SharedMemoryPasses.h"

namespace tritonc {
#define GEN_PASS_DEF_TESTSHAREDMEMORYPLAN
#include "conversion/TileGPUToLLVM/SharedMemoryPasses.h.inc"
} // namespace tritonc

using namespace mlir;
using namespace tritonc;

namespace {

struct TestSharedMemoryPlan : tritonc::impl::TestSharedMemoryPlanBase<TestSharedMemoryPlan> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (!checkLayouts(module))
      return signalPassFailure();
    SharedMemoryPlan plan = planSharedMemory(module);
    // In program order.
    DenseMap<Operation *, const SharedMemoryPlan::Scratch *> scratch;
    for (const SharedMemoryPlan::Scratch &region : plan.scratch())
      scratch[region.op] = &region;
    DenseMap<Operation *, const SharedMemoryPlan::Buffer *> buffers;
    DenseMap<Operation *, SmallVector<const SharedMemoryPlan::Buffer *>> endings;
    for (const SharedMemoryPlan::Buffer &buffer : plan.buffers()) {
      buffers[buffer.alloc] = &buffer;
      if (buffer.lastUse != buffer.alloc)
        endings[buffer.lastUse].push_back(&buffer);
    }
    module.walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (const SharedMemoryPlan::Buffer *buffer = buffers.lookup(op))
        op->emitRemark() << "buffer offset = " << buffer->offset << ", bytes = " << buffer->bytes;
      if (const SharedMemoryPlan::Scratch *region = scratch.lookup(op))
        op->emitRemark() << "scratch offset = " << region->offset << ", bytes = " << region->bytes << ", "
                         << (region->barrierBefore ? "barrier before" : "no barrier");
      for (const SharedMemoryPlan::Buffer *buffer : endings.lookup(op))
        op->emitRemark() << "last use of the buffer at offset " << buffer->offset;
    });
    module->emitRemark() << "shared memory: " << plan.totalBytes() << " bytes, " << plan.barriersAvoided()
                         << " barriers avoided";
  }
};

} // namespace

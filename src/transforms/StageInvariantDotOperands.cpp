//===- StageInvariantDotOperands.cpp - loop-invariant dot operands in smem -===//
//
// A tile loaded before a loop and read by a dot inside it (attention's Q,
// or K through tl.trans in a backward pass) is copied into shared memory
// once, where the dot reads it in place, instead of being staged from
// registers every iteration.
//
//===----------------------------------------------------------------------===//
#include "transforms/DotOperandStaging.h"
#include "transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

namespace tritonc {
#define GEN_PASS_DEF_STAGEINVARIANTDOTOPERANDS
#include "transforms/Passes.h.inc"
} // namespace tritonc

using namespace mlir;
using namespace tritonc;

namespace {

void stageLoopInvariantOperands(func::FuncOp func) {
  SmallVector<tile::LoadOp> loads;
  func.walk([&](tile::LoadOp load) {
    if (!isCopyableDotOperand(load))
      return;
    // A dot in a loop the load is outside of reads it, directly or through
    // a tl.trans (as B) that loop-invariant code motion hoisted next to the
    // load.
    auto readInLoop = [&](Operation *user) {
      auto loop = user->getParentOfType<scf::ForOp>();
      return loop && !loop->isAncestor(load);
    };
    for (Operation *user : load.getResult().getUsers()) {
      bool inLoop = readInLoop(user);
      if (isa<tile::TransOp>(user))
        inLoop = inLoop || llvm::any_of(user->getResult(0).getUsers(), readInLoop);
      if (inLoop)
        return loads.push_back(load);
    }
  });
  for (tile::LoadOp load : loads) {
    OpBuilder b(load);
    Location loc = load.getLoc();
    auto type = cast<RankedTensorType>(load.getResult().getType());
    int64_t bytes = type.getNumElements() * (type.getElementType().getIntOrFloatBitWidth() / 8);
    Value buffer = b.create<tilegpu::SmemAllocOp>(loc, LLVM::LLVMPointerType::get(b.getContext(), 3),
                                                  b.getI64IntegerAttr(bytes));
    StagedFormat format = *stagedFormat(load);
    b.create<tilegpu::AsyncCopyOp>(loc, load.getPtr(), load.getMask(), buffer, b.getI32IntegerAttr(format.vector),
                                   b.getI32IntegerAttr(format.rowDim));
    b.create<tilegpu::AsyncCommitOp>(loc);
    b.create<tilegpu::AsyncWaitOp>(loc, b.getI32IntegerAttr(0));
    b.create<tile::DebugBarrierOp>(loc);
    Value view = b.create<tilegpu::LocalTileOp>(loc, stagedType(load, format), buffer);
    replaceWithView(load, view);
    load.erase();
  }
}

struct StageInvariantDotOperands : tritonc::impl::StageInvariantDotOperandsBase<StageInvariantDotOperands> {
  void runOnOperation() override {
    for (auto func : getOperation().getOps<func::FuncOp>())
      stageLoopInvariantOperands(func);
  }
};

} // namespace

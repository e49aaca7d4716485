//===- LowerAsserts.cpp - tile.assert to a branch that reports and returns -===//
//
// The pass tritonc-cpu-lower-asserts. It runs after convert-scf-to-cf: with
// control flow as branches, the failing path is a block of its own that
// calls the launch context's assert callback and returns from the kernel,
// whatever loop or if the assert was in.
//
//===----------------------------------------------------------------------===//
#include "Lowering.h"
#include "conversion/TileToCPU/Passes.h"

#include "Tile/AssertPosition.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace tritonc {
#define GEN_PASS_DEF_CPULOWERASSERTS
#include "conversion/TileToCPU/TileToCPUPasses.h.inc"
} // namespace tritonc

using namespace mlir;

namespace tritonc {
namespace cpu {
namespace {

LogicalResult lowerAsserts(ModuleOp module) {
  SmallVector<tile::AssertOp> asserts;
  module.walk([&](tile::AssertOp op) { asserts.push_back(op); });
  MLIRContext *ctx = module.getContext();
  Type ptr = LLVM::LLVMPointerType::get(ctx);
  Type i32 = IntegerType::get(ctx, 32);
  for (tile::AssertOp op : asserts) {
    auto func = op->getParentOfType<func::FuncOp>();
    if (!func || !func->hasAttr(kCpuKernelAttr))
      return op.emitError("tile.assert outside a kernel");
    Location loc = op.getLoc();
    unsigned first = func.getNumArguments() - kNumAbiArgs;
    Block *block = op->getBlock();
    Block *rest = block->splitBlock(std::next(op->getIterator()));
    Block *fail = new Block();
    fail->insertBefore(rest);

    OpBuilder b(ctx);
    b.setInsertionPointToEnd(block);
    b.create<cf::CondBranchOp>(loc, op.getCondition(), rest, fail);

    // context->assert_fail(context, message, file, line, function, pid_x, pid_y, pid_z)
    b.setInsertionPointToEnd(fail);
    Value context = func.getArgument(first + 6);
    Value callback = b.create<LLVM::LoadOp>(loc, ptr, context);
    tile::AssertPosition position = tile::assertPosition(op);
    auto calleeType = LLVM::LLVMFunctionType::get(LLVM::LLVMVoidType::get(ctx),
                                                  {ptr, ptr, ptr, i32, ptr, i32, i32, i32});
    SmallVector<Value> args = {callback,
                               context,
                               globalString(b, loc, module, op.getMessage()),
                               globalString(b, loc, module, position.file),
                               i32Constant(b, loc, static_cast<int>(position.line)),
                               globalString(b, loc, module, func.getName()),
                               func.getArgument(first),
                               func.getArgument(first + 1),
                               func.getArgument(first + 2)};
    b.create<LLVM::CallOp>(loc, calleeType, args);
    b.create<func::ReturnOp>(loc);
    op.erase();
  }
  return success();
}

struct CPULowerAsserts : impl::CPULowerAssertsBase<CPULowerAsserts> {
  void runOnOperation() override {
    if (failed(lowerAsserts(getOperation())))
      signalPassFailure();
  }
};

} // namespace
} // namespace cpu
} // namespace tritonc

//===- TileGPUToLLVM.cpp - the TileGPU -> LLVM/NVVM conversion pass -------===//
#include "Lowering.h"
#include "conversion/Passes.h"

#include "mlir/Conversion/ArithToLLVM/ArithToLLVM.h"
#include "mlir/Conversion/LLVMCommon/ConversionTarget.h"
#include "mlir/Conversion/ControlFlowToLLVM/ControlFlowToLLVM.h"
#include "mlir/Conversion/MathToLLVM/MathToLLVM.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"

namespace tritonc {
#define GEN_PASS_DEF_CONVERTTILEGPUTOLLVM
#include "conversion/Passes.h.inc"
} // namespace tritonc

using namespace mlir;
using namespace tritonc;

bool tritonc::checkLayouts(ModuleOp module) {
  WalkResult missing = module.walk([&](Operation *op) {
    SmallVector<Type> types(op->getOperandTypes());
    llvm::append_range(types, op->getResultTypes());
    for (Type t : types)
      if (auto tensor = dyn_cast<RankedTensorType>(t); tensor && !tilegpu::hasLayout(tensor)) {
        op->emitError("tensor type ") << tensor << " has no layout; run --tritonc-assign-layouts first";
        return WalkResult::interrupt();
      }
    return WalkResult::advance();
  });
  return !missing.wasInterrupted();
}

namespace {

struct ConvertTileGPUToLLVM : tritonc::impl::ConvertTileGPUToLLVMBase<ConvertTileGPUToLLVM> {
  using ConvertTileGPUToLLVMBase::ConvertTileGPUToLLVMBase;
  void runOnOperation() override {
    MLIRContext *ctx = &getContext();
    ModuleOp module = getOperation();
    // Every tensor needs a layout to be split among threads.
    if (!checkLayouts(module))
      return signalPassFailure();
    TileGPUTypeConverter converter(ctx);
    // Shared memory was planned by tritonc-plan-shared-memory (a module
    // without the plan may only lower if nothing in it needs one).
    auto sharedBytes = module->getAttrOfType<IntegerAttr>(kSharedBytesAttr);
    if (!sharedBytes) {
      WalkResult unplanned = module.walk([&](Operation *op) {
        if (!isa<tilegpu::SmemAllocOp>(op) && !scratchBytesFor(op, converter))
          return WalkResult::advance();
        op->emitError("this operation needs shared memory, and the module has no shared-memory plan; "
                      "run --tritonc-plan-shared-memory first");
        return WalkResult::interrupt();
      });
      if (unplanned.wasInterrupted())
        return signalPassFailure();
    }
    unsigned totalBytes = sharedBytes ? sharedBytes.getInt() : 0;
    RewritePatternSet patterns(ctx);
    PlannedSharedMemory plan;
    populateFuncOpPatterns(converter, patterns);
    populateTileOpPatterns(converter, patterns);
    populateElementwisePatterns(converter, patterns);
    populateMemoryOpPatterns(converter, patterns, plan);
    populateReduceOpPatterns(converter, patterns, plan);
    populateScanOpPatterns(converter, patterns, plan);
    populateDotOpPatterns(converter, patterns, plan, wgmma);
    populateAsyncOpPatterns(converter, patterns, plan);
    populateTensorCopyPatterns(converter, patterns, plan);
    populateShapeOpPatterns(converter, patterns, plan);
    populateVectorConvertLayoutPatterns(converter, patterns, plan, stmatrix);
    populateMathOpPatterns(converter, patterns);
    populateDebugOpPatterns(converter, patterns);
    populateAtomicOpPatterns(converter, patterns, plan, bf16AtomicAdd);
    arith::populateArithToLLVMConversionPatterns(converter, patterns);
    populateMathToLLVMConversionPatterns(converter, patterns);
    cf::populateControlFlowToLLVMConversionPatterns(converter, patterns);

    LLVMConversionTarget target(*ctx);
    target.addLegalDialect<NVVM::NVVMDialect>();
    target.addLegalOp<ModuleOp>();
    if (failed(applyFullConversion(module, target, std::move(patterns))) || plan.failed())
      return signalPassFailure();
    // Layout facts are consumed; the LLVM module carries none of them.
    module->removeAttr(tilegpu::kNumWarpsAttr);
    // Scratch shared memory is the kernel's dynamic shared memory: an
    // external array of unknown size, sized at launch. 1024-aligned: the
    // swizzle of dot operand tiles is a function of address bits.
    if (totalBytes > 0) {
      OpBuilder b(module.getBodyRegion());
      auto arrayType = LLVM::LLVMArrayType::get(b.getI8Type(), 0);
      b.create<LLVM::GlobalOp>(module.getLoc(), arrayType, /*isConstant=*/false,
                               LLVM::Linkage::External, kSharedMemorySymbol, Attribute(),
                               /*alignment=*/1024, /*addrSpace=*/3);
    }
    module->setAttr(kSharedBytesAttr, OpBuilder(ctx).getI32IntegerAttr(totalBytes));
  }
};

} // namespace

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

namespace {

struct ConvertTileGPUToLLVM : tritonc::impl::ConvertTileGPUToLLVMBase<ConvertTileGPUToLLVM> {
  using ConvertTileGPUToLLVMBase::ConvertTileGPUToLLVMBase;
  void runOnOperation() override {
    MLIRContext *ctx = &getContext();
    ModuleOp module = getOperation();
    // Every tensor needs a layout to be split among threads.
    bool missingLayout = false;
    module.walk([&](Operation *op) {
      SmallVector<Type> types(op->getOperandTypes());
      llvm::append_range(types, op->getResultTypes());
      for (Type t : types)
        if (auto tensor = dyn_cast<RankedTensorType>(t); tensor && !tilegpu::hasLayout(tensor)) {
          op->emitError("tensor type ") << tensor << " has no layout; run --tritonc-assign-layouts first";
          missingLayout = true;
          return WalkResult::interrupt();
        }
      return WalkResult::advance();
    });
    if (missingLayout)
      return signalPassFailure();
    TileGPUTypeConverter converter(ctx);
    RewritePatternSet patterns(ctx);
    SharedMemoryPlan plan;
    plan.compute(module, converter);
    populateFuncOpPatterns(converter, patterns);
    populateTileOpPatterns(converter, patterns);
    populateElementwisePatterns(converter, patterns);
    populateMemoryOpPatterns(converter, patterns, plan);
    populateReduceOpPatterns(converter, patterns, plan);
    populateScanOpPatterns(converter, patterns, plan);
    populateDotOpPatterns(converter, patterns, plan, wgmma);
    populateAsyncOpPatterns(converter, patterns, plan);
    populateTensorCopyPatterns(converter, patterns);
    populateShapeOpPatterns(converter, patterns, plan);
    populateVectorConvertLayoutPatterns(converter, patterns, plan, stmatrix);
    populateMathOpPatterns(converter, patterns);
    populateDebugOpPatterns(converter, patterns);
    populateAtomicOpPatterns(converter, patterns, plan);
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
    if (plan.totalBytes() > 0) {
      OpBuilder b(module.getBodyRegion());
      auto arrayType = LLVM::LLVMArrayType::get(b.getI8Type(), 0);
      b.create<LLVM::GlobalOp>(module.getLoc(), arrayType, /*isConstant=*/false,
                               LLVM::Linkage::External, kSharedMemorySymbol, Attribute(),
                               /*alignment=*/1024, /*addrSpace=*/3);
    }
    module->setAttr(kSharedBytesAttr, OpBuilder(ctx).getI32IntegerAttr(plan.totalBytes()));
  }
};

} // namespace

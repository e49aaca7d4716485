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
  void runOnOperation() override {
    MLIRContext *ctx = &getContext();
    ModuleOp module = getOperation();
    TileGPUTypeConverter converter(ctx);
    RewritePatternSet patterns(ctx);
    populateFuncOpPatterns(converter, patterns);
    populateTileOpPatterns(converter, patterns);
    populateElementwisePatterns(converter, patterns);
    populateMemoryOpPatterns(converter, patterns);
    arith::populateArithToLLVMConversionPatterns(converter, patterns);
    populateMathToLLVMConversionPatterns(converter, patterns);
    cf::populateControlFlowToLLVMConversionPatterns(converter, patterns);

    LLVMConversionTarget target(*ctx);
    target.addLegalDialect<NVVM::NVVMDialect>();
    target.addLegalOp<ModuleOp>();
    if (failed(applyFullConversion(module, target, std::move(patterns))))
      return signalPassFailure();
    // Layout facts are consumed; the LLVM module carries none of them.
    module->removeAttr(tilegpu::kNumWarpsAttr);
  }
};

} // namespace

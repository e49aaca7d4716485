//===- ToLLVM.cpp - func/arith/math/cf to the LLVM dialect for the host ----===//
//
// The pass tritonc-cpu-to-llvm: the standard lowering of func/arith/math/cf
// to the LLVM dialect; vectors are LLVM vectors already. math functions
// without an x86 lowering in LLVM call libm (Libdevice.cpp).
//
//===----------------------------------------------------------------------===//
#include "Lowering.h"
#include "conversion/TileToCPU/Passes.h"

#include "mlir/Conversion/ArithToLLVM/ArithToLLVM.h"
#include "mlir/Conversion/ControlFlowToLLVM/ControlFlowToLLVM.h"
#include "mlir/Conversion/FuncToLLVM/ConvertFuncToLLVM.h"
#include "mlir/Conversion/LLVMCommon/ConversionTarget.h"
#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Conversion/MathToLLVM/MathToLLVM.h"

namespace tritonc {
#define GEN_PASS_DEF_CPUTOLLVM
#include "conversion/TileToCPU/TileToCPUPasses.h.inc"
} // namespace tritonc

using namespace mlir;

namespace tritonc {
namespace cpu {
namespace {

LogicalResult convertToLLVM(ModuleOp module) {
  MLIRContext *ctx = module.getContext();
  LowerToLLVMOptions options(ctx);
  LLVMTypeConverter converter(ctx, options);
  RewritePatternSet patterns(ctx);
  populateMathToLibmPatterns(converter, patterns);
  populateFuncToLLVMConversionPatterns(converter, patterns);
  arith::populateArithToLLVMConversionPatterns(converter, patterns);
  populateMathToLLVMConversionPatterns(converter, patterns, /*approximateLog1p=*/false);
  cf::populateControlFlowToLLVMConversionPatterns(converter, patterns);
  LLVMConversionTarget target(*ctx);
  target.addLegalOp<ModuleOp>();
  if (failed(applyFullConversion(module, target, std::move(patterns))))
    return failure();

  // Casts left by the type conversions cancel out in pairs (A -> B -> A).
  bool changed = true;
  while (changed) {
    changed = false;
    SmallVector<UnrealizedConversionCastOp> casts;
    module.walk([&](UnrealizedConversionCastOp cast) { casts.push_back(cast); });
    for (UnrealizedConversionCastOp cast : casts) {
      if (cast->use_empty()) {
        cast.erase();
        changed = true;
        continue;
      }
      if (cast.getNumOperands() != 1 || cast.getNumResults() != 1)
        continue;
      Value input = cast.getOperand(0);
      Type type = cast.getResult(0).getType();
      if (input.getType() != type)
        if (auto inner = input.getDefiningOp<UnrealizedConversionCastOp>();
            inner && inner.getNumOperands() == 1 && inner.getOperand(0).getType() == type)
          input = inner.getOperand(0);
      if (input.getType() == type) {
        cast.getResult(0).replaceAllUsesWith(input);
        cast.erase();
        changed = true;
      }
    }
  }
  WalkResult left = module.walk([](UnrealizedConversionCastOp cast) {
    cast.emitError("internal error: a type conversion of the CPU lowering was left unresolved");
    return WalkResult::interrupt();
  });
  return failure(left.wasInterrupted());
}

struct CPUToLLVM : impl::CPUToLLVMBase<CPUToLLVM> {
  void runOnOperation() override {
    if (failed(convertToLLVM(getOperation())))
      signalPassFailure();
  }
};

} // namespace
} // namespace cpu
} // namespace tritonc

//===- LLVMLowering.cpp - stages 4 and 5: LLVM dialect and entry points ----===//
//
// Stage 4 is the standard lowering of func/arith/math/cf to the LLVM
// dialect; vectors are LLVM vectors already. math functions without an x86
// lowering in LLVM call libm (Libdevice.cpp).
//
// Stage 5 gives each kernel its exported entry point (the CPU kernel ABI,
// runtime/include/tritonc/CpuKernel.h):
//
//   void tritonc_cpu_<kernel>(void **args, int32_t pid_x, int32_t pid_y,
//                             int32_t pid_z, int32_t num_x, int32_t num_y,
//                             int32_t num_z, tritonc_cpu_context *context);
//
// `args` holds one pointer per kernel parameter (as cuLaunchKernel's
// kernelParams; an i1 is one byte). The entry loads the parameters and
// calls the kernel, which becomes internal and is inlined into it.
//
//===----------------------------------------------------------------------===//
#include "Lowering.h"

#include "mlir/Conversion/ArithToLLVM/ArithToLLVM.h"
#include "mlir/Conversion/ControlFlowToLLVM/ControlFlowToLLVM.h"
#include "mlir/Conversion/FuncToLLVM/ConvertFuncToLLVM.h"
#include "mlir/Conversion/LLVMCommon/ConversionTarget.h"
#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Conversion/MathToLLVM/MathToLLVM.h"

using namespace mlir;

namespace tritonc {
namespace cpu {

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

LogicalResult addEntryPoints(ModuleOp module) {
  MLIRContext *ctx = module.getContext();
  Type ptr = LLVM::LLVMPointerType::get(ctx);
  Type i32 = IntegerType::get(ctx, 32);
  Type i8 = IntegerType::get(ctx, 8);
  SmallVector<LLVM::LLVMFuncOp> kernels;
  for (auto func : module.getOps<LLVM::LLVMFuncOp>())
    if (func->hasAttr(kCpuKernelAttr))
      kernels.push_back(func);

  for (LLVM::LLVMFuncOp kernel : kernels) {
    kernel->removeAttr(kCpuKernelAttr);
    kernel.setLinkage(LLVM::Linkage::Internal);
    // Inlined without a cost analysis, which is slow and memory hungry on
    // long vectors.
    kernel.setAlwaysInline(true);
    Location loc = kernel.getLoc();
    std::string name = std::string(kEntryPrefix) + kernel.getName().str();
    if (module.lookupSymbol(name))
      return kernel.emitError("the entry point name '") << name << "' is taken";

    SmallVector<Type> abi = {ptr, i32, i32, i32, i32, i32, i32, ptr};
    OpBuilder b(ctx);
    b.setInsertionPointToEnd(module.getBody());
    auto entry = b.create<LLVM::LLVMFuncOp>(
        loc, name, LLVM::LLVMFunctionType::get(LLVM::LLVMVoidType::get(ctx), abi));
    entry.setNoUnwind(true);
    Block *body = entry.addEntryBlock(b);
    b.setInsertionPointToStart(body);

    ArrayRef<Type> params = kernel.getFunctionType().getParams();
    unsigned numParams = params.size() - kNumAbiArgs;
    SmallVector<Value> args;
    for (unsigned i = 0; i < numParams; ++i) {
      Value slot = b.create<LLVM::GEPOp>(loc, ptr, ptr, body->getArgument(0),
                                         ArrayRef<LLVM::GEPArg>{static_cast<int32_t>(i)});
      Value address = b.create<LLVM::LoadOp>(loc, ptr, slot);
      Type type = params[i];
      if (type.isInteger(1)) {
        Value byte = b.create<LLVM::LoadOp>(loc, i8, address);
        Value zero = b.create<LLVM::ConstantOp>(loc, i8, b.getI8IntegerAttr(0));
        args.push_back(b.create<LLVM::ICmpOp>(loc, LLVM::ICmpPredicate::ne, byte, zero));
      } else {
        args.push_back(b.create<LLVM::LoadOp>(loc, type, address));
      }
    }
    for (unsigned i = 1; i <= kNumAbiArgs; ++i)
      args.push_back(body->getArgument(i));
    b.create<LLVM::CallOp>(loc, kernel, args);
    b.create<LLVM::ReturnOp>(loc, ValueRange());
  }
  return success();
}

} // namespace cpu
} // namespace tritonc

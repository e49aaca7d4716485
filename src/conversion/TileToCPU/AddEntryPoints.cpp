//===- AddEntryPoints.cpp - one exported entry per kernel (CPU ABI) --------===//
//
// The pass tritonc-cpu-add-entry-points gives each kernel its exported entry
// point (the CPU kernel ABI, runtime/include/tritonc/CpuKernel.h):
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
#include "conversion/TileToCPU/Passes.h"

namespace tritonc {
#define GEN_PASS_DEF_CPUADDENTRYPOINTS
#include "conversion/TileToCPU/TileToCPUPasses.h.inc"
} // namespace tritonc

using namespace mlir;

namespace tritonc {
namespace cpu {
namespace {

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

struct CPUAddEntryPoints : impl::CPUAddEntryPointsBase<CPUAddEntryPoints> {
  void runOnOperation() override {
    if (failed(addEntryPoints(getOperation())))
      signalPassFailure();
  }
};

} // namespace
} // namespace cpu
} // namespace tritonc

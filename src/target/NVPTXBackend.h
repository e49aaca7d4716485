//===- NVPTXBackend.h - LLVM dialect -> LLVM IR -> PTX --------------------===//
#ifndef TRITONC_TARGET_NVPTXBACKEND_H
#define TRITONC_TARGET_NVPTXBACKEND_H

#include "target/Arch.h"

#include "mlir/IR/BuiltinOps.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Error.h"

#include <memory>
#include <string>

namespace tritonc {

/// Translates a module in the LLVM/NVVM dialects to LLVM IR for the NVPTX
/// target of `arch`, with its data layout set. A failed translation has
/// also reported its reasons through the MLIR diagnostic handler.
llvm::Expected<std::unique_ptr<llvm::Module>>
translateToNVPTXModule(mlir::ModuleOp module, llvm::LLVMContext &context, const GpuArch &arch);

/// Links the libdevice functions `module` calls and runs LLVM's O3 pipeline
/// on it for `arch`.
llvm::Error optimizeNVPTXModule(llvm::Module &module, const GpuArch &arch);

/// Generates PTX assembly for `arch` from an optimized module, with or
/// without LLVM's loop strength reduction (see loopStrengthReductionPays in
/// the driver: it depends on the kernel's loops).
llvm::Expected<std::string> emitPTX(llvm::Module &module, const GpuArch &arch, bool loopStrengthReduction);

} // namespace tritonc

#endif

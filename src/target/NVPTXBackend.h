//===- NVPTXBackend.h - LLVM dialect -> LLVM IR -> PTX --------------------===//
#ifndef TRITONC_TARGET_NVPTXBACKEND_H
#define TRITONC_TARGET_NVPTXBACKEND_H

#include "target/Arch.h"

#include "mlir/IR/BuiltinOps.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"

#include <memory>
#include <string>

namespace tritonc {

/// Translates a module in the LLVM/NVVM dialects to LLVM IR for the NVPTX
/// target of `arch`, with its data layout set. Null on failure (reported
/// through the MLIR diagnostic handler).
std::unique_ptr<llvm::Module> translateToNVPTXModule(mlir::ModuleOp module,
                                                     llvm::LLVMContext &context,
                                                     const GpuArch &arch, std::string &error);

/// Runs LLVM's O3 pipeline on `module` for `arch`.
bool optimizeNVPTXModule(llvm::Module &module, const GpuArch &arch, std::string &error);

/// Generates PTX assembly for `arch` from an optimized module, with or
/// without LLVM's loop strength reduction (see loopStrengthReductionPays in
/// the driver: it depends on the kernel's loops).
bool emitPTX(llvm::Module &module, const GpuArch &arch, bool loopStrengthReduction, std::string &ptx,
             std::string &error);

} // namespace tritonc

#endif

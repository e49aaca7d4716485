//===- HostBackend.h - LLVM dialect -> LLVM IR -> x86-64 object ------------===//
//
// The CPU target (`tritonc --target cpu`): the module that
// tritonc-cpu-pipeline produced is translated to LLVM IR, optimized at O3
// for a generic x86-64 (the baseline every x86-64 runs: SSE2, no -march=native,
// so the object runs on any x86-64 machine), and emitted as a relocatable,
// position-independent ELF object.
//
//===----------------------------------------------------------------------===//
#ifndef TRITONC_TARGET_HOSTBACKEND_H
#define TRITONC_TARGET_HOSTBACKEND_H

#include "mlir/IR/BuiltinOps.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Error.h"

#include <memory>
#include <string>

namespace tritonc {

/// Target triple and CPU of every CPU object tritonc writes.
inline constexpr const char *kHostTriple = "x86_64-unknown-linux-gnu";
inline constexpr const char *kHostCpu = "x86-64";

/// Translates a module in the LLVM dialect to LLVM IR for the host target,
/// with its triple and data layout set.
llvm::Expected<std::unique_ptr<llvm::Module>> translateToHostModule(mlir::ModuleOp module,
                                                                    llvm::LLVMContext &context);

/// Runs LLVM's O3 pipeline on `module` for the host target.
llvm::Error optimizeHostModule(llvm::Module &module);

/// Generates an ELF object file (or, with `assembly`, AT&T assembly text).
llvm::Expected<std::string> emitHostObject(llvm::Module &module, bool assembly = false);

} // namespace tritonc

#endif

//===- SetHostTargetCpu.cpp - compile for the baseline x86-64 -------------===//
//
// Every function is compiled for the baseline x86-64 (SSE2) with generic
// tuning, whatever the machine running tritonc: the code generator reads
// the CPU from these attributes, and an object must run on any x86-64.
//
//===----------------------------------------------------------------------===//
#include "target/host/HostPasses.h"

#include "target/HostBackend.h"

#include "llvm/IR/Function.h"

namespace tritonc {

llvm::PreservedAnalyses SetHostTargetCpuPass::run(llvm::Function &function,
                                                  llvm::FunctionAnalysisManager &) {
  if (function.isDeclaration())
    return llvm::PreservedAnalyses::all();
  function.addFnAttr("target-cpu", kHostCpu);
  function.addFnAttr("tune-cpu", "generic");
  // Attributes only: the CFG and every instruction are as they were.
  llvm::PreservedAnalyses preserved;
  preserved.preserveSet<llvm::CFGAnalyses>();
  return preserved;
}

} // namespace tritonc

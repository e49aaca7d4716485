//===- OptimizationPipeline.h - LLVM's O3 pipeline for a target machine ---===//
#ifndef TRITONC_TARGET_OPTIMIZATIONPIPELINE_H
#define TRITONC_TARGET_OPTIMIZATIONPIPELINE_H

namespace llvm {
class Module;
class TargetMachine;
} // namespace llvm

namespace tritonc {

/// Runs LLVM's default O3 module pipeline, tuned for `machine` (the NVPTX
/// and the host backends both optimize this way before code generation).
/// LLVM's O3 pipeline; `unrollLoops` = false leaves out the loop unrolling
/// passes (their cost model can be what dominates a module's compile time).
void runO3Pipeline(llvm::Module &module, llvm::TargetMachine &machine, bool unrollLoops = true);

} // namespace tritonc

#endif

//===- HostPasses.h - LLVM IR passes of the CPU (host) backend ------------===//
//
// The rewrites that `--target cpu` applies to the LLVM IR of a kernel, as
// passes of LLVM's new pass manager. HostBackend.cpp runs them in its own
// order; registerHostPasses makes them parseable by name in a pipeline
// string, so that tritonc-llvm-opt (and the lit tests under
// test/lit/host-*) can run each one alone on hand-written IR.
//
//   tritonc-host-set-target-cpu                      (function pass)
//   tritonc-host-demote-huge-vectors<huge-elements=N> (module pass)
//   tritonc-host-split-large-blocks<max-weight=N>     (function pass)
//
//===----------------------------------------------------------------------===//
#ifndef TRITONC_TARGET_HOST_HOSTPASSES_H
#define TRITONC_TARGET_HOST_HOSTPASSES_H

#include "llvm/IR/PassManager.h"

namespace llvm {
class PassBuilder;
} // namespace llvm

namespace tritonc {

/// Marks every defined function for the baseline x86-64 CPU with generic
/// tuning (the attributes the code generator reads), whatever machine runs
/// tritonc, so that an object runs on any x86-64.
class SetHostTargetCpuPass : public llvm::PassInfoMixin<SetHostTargetCpuPass> {
public:
  llvm::PreservedAnalyses run(llvm::Function &function, llvm::FunctionAnalysisManager &analyses);
  static llvm::StringRef name() { return "tritonc-host-set-target-cpu"; }
};

/// Vectors above this many elements are "huge": the x86 backend takes
/// seconds to legalize a single operation on them, and already a shuffle of
/// 512 floats (a scan's shift, a reduction's even and odd lanes) is 128
/// registers' worth of instructions, which the backend legalizes piece by
/// piece; at 256 the scans and reductions compile in about the GPU's time
/// (bench/compile_cpu measures it).
inline constexpr unsigned kDefaultHugeVectorElements = 256;

/// Whether an instruction of `module` produces a vector of more than
/// `hugeElements` elements (one that the demotion pass moves to memory).
bool hasHugeVectors(const llvm::Module &module,
                    unsigned hugeElements = kDefaultHugeVectorElements);

/// Moves every vector value of more than `hugeElements` elements to a stack
/// slot and turns each operation on such values into a loop over 512-bit
/// chunks (DemoteHugeVectors.cpp describes each case). A module pass: it
/// adds globals (constant vectors, shuffle mask tables).
class DemoteHugeVectorsPass : public llvm::PassInfoMixin<DemoteHugeVectorsPass> {
public:
  explicit DemoteHugeVectorsPass(unsigned hugeElements = kDefaultHugeVectorElements)
      : hugeElements(hugeElements) {}
  llvm::PreservedAnalyses run(llvm::Module &module, llvm::ModuleAnalysisManager &analyses);
  static llvm::StringRef name() { return "tritonc-host-demote-huge-vectors"; }

private:
  unsigned hugeElements;
};

/// Estimated machine instructions per block above which a block is cut.
inline constexpr unsigned kDefaultMaxBlockWeight = 2048;

/// Cuts basic blocks into pieces of at most `maxWeight` estimated machine
/// instructions, joined by unconditional branches: instruction selection and
/// scheduling take time superlinear in a block's size.
class SplitLargeBlocksPass : public llvm::PassInfoMixin<SplitLargeBlocksPass> {
public:
  explicit SplitLargeBlocksPass(unsigned maxWeight = kDefaultMaxBlockWeight)
      : maxWeight(maxWeight) {}
  llvm::PreservedAnalyses run(llvm::Function &function, llvm::FunctionAnalysisManager &analyses);
  static llvm::StringRef name() { return "tritonc-host-split-large-blocks"; }

private:
  unsigned maxWeight;
};

/// Makes the passes above parseable by name (with their <option=N>
/// parameters) in `builder`'s textual pipelines.
void registerHostPasses(llvm::PassBuilder &builder);

} // namespace tritonc

#endif

//===- CpuPipeline.cpp - tile IR to LLVM dialect code for the host ---------===//
#include "pipelines/Pipelines.h"

#include "conversion/TileToCPU/Passes.h"
#include "transforms/Passes.h"

#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/Transforms/Passes.h"

namespace tritonc {

void buildCpuPipeline(mlir::OpPassManager &pm, const CpuPipelineOptions &) {
  // The GPU pipeline's first step too: `acc += tl.dot(a, b)` accumulates
  // in the dot, so both targets round the same sums the same way.
  pm.addPass(createCombineDotAdd());
  // tl.range(loop_unroll_factor=) before anything that looks at loops.
  pm.addPass(createUnrollLoops());
  pm.addPass(createCPUPrepareKernels());
  pm.addPass(createCPUTensorsToVectors());
  // Elementwise chains on long vectors loop over chunks, so that the x86
  // backend sees code the size of the kernel rather than of its tiles.
  pm.addPass(createCPUChunkElementwise());
  // Asserts are lowered on branches: the failing path becomes a block of
  // its own, wherever in a loop or if the assert was.
  pm.addPass(mlir::createConvertSCFToCFPass());
  pm.addPass(createCPULowerAsserts());
  pm.addPass(createCPUToLLVM());
  pm.addPass(createCPUAddEntryPoints());
  pm.addPass(createCPUNarrowShuffles());
  pm.addPass(mlir::createCanonicalizerPass());
  pm.addPass(mlir::createCSEPass());
}

} // namespace tritonc

//===- CpuPipeline.cpp - tile IR to LLVM dialect code for the host ---------===//
#include "pipelines/Pipelines.h"

#include "conversion/Passes.h"

#include "mlir/Transforms/Passes.h"

namespace tritonc {

void buildCpuPipeline(mlir::OpPassManager &pm, const CpuPipelineOptions &) {
  pm.addPass(createConvertTileToCPU());
  pm.addPass(mlir::createCanonicalizerPass());
  pm.addPass(mlir::createCSEPass());
}

} // namespace tritonc

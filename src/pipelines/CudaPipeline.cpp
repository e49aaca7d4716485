//===- CudaPipeline.cpp - tile IR to the LLVM and NVVM dialects ------------===//
#include "pipelines/Pipelines.h"

#include "conversion/Passes.h"

#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/Transforms/Passes.h"

namespace tritonc {

void buildTileToTileGPUPipeline(mlir::OpPassManager &pm, const CudaPipelineOptions &options) {
  ConvertTileToTileGPUOptions layout;
  layout.numWarps = options.numWarps;
  layout.numStages = options.numStages;
  layout.wgmma = options.wgmma;
  layout.tma = options.tma;
  pm.addPass(createConvertTileToTileGPU(layout));
}

void buildTileGPUToLLVMPipeline(mlir::OpPassManager &pm, const CudaPipelineOptions &options) {
  // Structured control flow becomes branches first; the conversion then
  // rewrites block arguments like any other value.
  pm.addPass(mlir::createConvertSCFToCFPass());
  ConvertTileGPUToLLVMOptions lower;
  lower.wgmma = options.wgmma;
  lower.stmatrix = options.stmatrix;
  pm.addPass(createConvertTileGPUToLLVM(lower));
  pm.addPass(mlir::createCanonicalizerPass());
  pm.addPass(mlir::createCSEPass());
}

void buildCudaPipeline(mlir::OpPassManager &pm, const CudaPipelineOptions &options) {
  buildTileToTileGPUPipeline(pm, options);
  buildTileGPUToLLVMPipeline(pm, options);
}

} // namespace tritonc

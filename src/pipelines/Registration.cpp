//===- Registration.cpp - tritonc's pipelines in MLIR's pass registry ------===//
#include "pipelines/Pipelines.h"

#include "mlir/Pass/PassRegistry.h"

namespace tritonc {

void registerTritoncPipelines() {
  mlir::PassPipelineRegistration<CudaPipelineOptions>(
      "tritonc-cuda-pipeline", "tile IR to the LLVM and NVVM dialects, as tritonc compiles for a GPU",
      buildCudaPipeline);
  mlir::PassPipelineRegistration<CudaPipelineOptions>(
      "tritonc-tilegpu-pipeline", "tile IR to TileGPU IR, as tritonc --emit=tilegpu stops",
      buildTileToTileGPUPipeline);
  mlir::PassPipelineRegistration<CpuPipelineOptions>(
      "tritonc-cpu-pipeline", "tile IR to LLVM dialect code for the host CPU, as tritonc --target cpu compiles",
      buildCpuPipeline);
}

} // namespace tritonc

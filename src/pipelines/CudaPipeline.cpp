//===- CudaPipeline.cpp - tile IR to the LLVM and NVVM dialects ------------===//
#include "pipelines/Pipelines.h"

#include "conversion/Passes.h"
#include "conversion/TileGPUToLLVM/SharedMemoryPasses.h"
#include "transforms/Passes.h"

#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/Transforms/Passes.h"

namespace tritonc {

void buildAccessPlanningPipeline(mlir::OpPassManager &pm, const CudaPipelineOptions &options) {
  // `acc += tl.dot(a, b)` accumulates in the dot itself (as the CPU
  // pipeline does too, so that both compute the same sums).
  pm.addPass(createCombineDotAdd());
  // tl.range(loop_unroll_factor=) before anything that looks at loops.
  pm.addPass(createUnrollLoops());
  // Loop-invariant code leaves loops first: `p += BLOCK * stride` then reads
  // an increment defined outside, which the axis analysis and the load
  // pipeliner recognize.
  pm.addPass(mlir::createLoopInvariantCodeMotionPass());
  pm.addPass(createAnnotateAccessWidths());
  AssignLayoutsOptions layouts;
  layouts.numWarps = options.numWarps;
  layouts.wgmma = options.wgmma;
  pm.addPass(createAssignLayouts(layouts));
  // Conversions move below elementwise ops first; the cleanup then rebuilds
  // the cheap operands those ops now need in the new layout.
  pm.addPass(createSinkLayoutConversions());
  pm.addPass(createRemoveLayoutConversions());
  pm.addPass(createStageInvariantDotOperands());
  if (options.tma)
    pm.addPass(createPlanTensorMaps());
}

void buildTileToTileGPUPipeline(mlir::OpPassManager &pm, const CudaPipelineOptions &options) {
  buildAccessPlanningPipeline(pm, options);
  pm.addPass(createCarryPointerOffsets());
  PipelineDotLoadsOptions pipelining;
  pipelining.numStages = options.numStages;
  pipelining.wgmma = options.wgmma;
  pm.addPass(createPipelineDotLoads(pipelining));
  // After the pipeliner: its tensor maps come first among the parameters.
  if (options.tma && options.tmaStores)
    pm.addPass(createTensorMapStores());
  // Last: the tensors as the lowering will see them, before it unrolls them.
  pm.addPass(createCheckRegisterBudget());
}

void buildTileGPUToLLVMPipeline(mlir::OpPassManager &pm, const CudaPipelineOptions &options) {
  // Structured control flow becomes branches first; the conversion then
  // rewrites block arguments like any other value.
  pm.addPass(mlir::createConvertSCFToCFPass());
  // Scratch regions, buffers and barriers are planned on those blocks and
  // recorded as attributes the lowering reads.
  pm.addPass(createPlanSharedMemory());
  CheckSharedMemoryOptions sharedLimit;
  sharedLimit.maxBytes = options.maxSharedBytes;
  sharedLimit.arch = options.sharedMemoryArch;
  pm.addPass(createCheckSharedMemory(sharedLimit));
  ConvertTileGPUToLLVMOptions lower;
  lower.wgmma = options.wgmma;
  lower.stmatrix = options.stmatrix;
  lower.bf16AtomicAdd = options.bf16AtomicAdd;
  pm.addPass(createConvertTileGPUToLLVM(lower));
  pm.addPass(mlir::createCanonicalizerPass());
  pm.addPass(mlir::createCSEPass());
}

void buildCudaPipeline(mlir::OpPassManager &pm, const CudaPipelineOptions &options) {
  buildTileToTileGPUPipeline(pm, options);
  buildTileGPUToLLVMPipeline(pm, options);
}

} // namespace tritonc

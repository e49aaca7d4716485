//===- Pipelines.h - the pass pipelines tritonc runs ------------------------===//
//
// What `tritonc` runs between the simplified tile IR (--emit=tile) and the
// LLVM dialect is exactly one of these registered pipelines, so
// `tritonc-opt --tritonc-cuda-pipeline=...` on the tile IR reproduces the
// compiler's IR pass by pass (--print-ir-after-all shows each step).
//
//===----------------------------------------------------------------------===//
#ifndef TRITONC_PIPELINES_PIPELINES_H
#define TRITONC_PIPELINES_PIPELINES_H

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassOptions.h"

namespace tritonc {

/// Tile IR -> TileGPU IR (layouts, vector widths, pipelined loads) -> LLVM
/// and NVVM dialects. The options are the target's and the kernel's
/// launch configuration; TargetInfo (src/target/TargetInfo.h) derives the
/// target ones from the --arch list.
struct CudaPipelineOptions : mlir::PassPipelineOptions<CudaPipelineOptions> {
  Option<unsigned> numWarps{*this, "num-warps", llvm::cl::desc("warps per program instance (a power of two)"),
                            llvm::cl::init(4)};
  Option<unsigned> numStages{*this, "num-stages",
                             llvm::cl::desc("pipeline depth of loads feeding tl.dot in loops (1: none)"),
                             llvm::cl::init(3)};
  Option<bool> wgmma{*this, "wgmma", llvm::cl::desc("warp-group mma for tl.dot (every --arch is sm_90a)"),
                     llvm::cl::init(false)};
  Option<bool> tma{*this, "tma",
                   llvm::cl::desc("block-pointer dot operands copied by the tensor memory accelerator (needs wgmma)"),
                   llvm::cl::init(false)};
  Option<bool> tmaStores{*this, "tma-stores",
                         llvm::cl::desc("block-pointer and descriptor stores copied by the tensor memory accelerator "
                                        "(needs tma)"),
                         llvm::cl::init(false)};
  Option<bool> stmatrix{*this, "stmatrix", llvm::cl::desc("stmatrix for layout conversions (every --arch is sm_90+)"),
                        llvm::cl::init(false)};
  Option<bool> bf16AtomicAdd{*this, "bf16-atomic-add",
                             llvm::cl::desc("atom.add.noftz.bf16 for bf16 tl.atomic_add (every --arch is sm_90+)"),
                             llvm::cl::init(false)};
  Option<int64_t> maxSharedBytes{*this, "max-shared-bytes",
                                 llvm::cl::desc("dynamic shared memory a block may have (0: no check)"),
                                 llvm::cl::init(0)};
  Option<std::string> sharedMemoryArch{*this, "shared-memory-arch",
                                       llvm::cl::desc("the architecture with that maximum, for the message")};
};

/// The start of the CUDA pipeline that decides how memory is accessed:
/// vector widths, layouts and tensor-map copies, before loads are
/// pipelined. The decisions that pointer alignment and integer
/// divisibility can change are made here (--specialize auto compares them
/// across specializations).
void buildAccessPlanningPipeline(mlir::OpPassManager &pm, const CudaPipelineOptions &options);
/// The part of the CUDA pipeline that ends in TileGPU IR (--emit=tilegpu):
/// access planning, then load pipelining.
void buildTileToTileGPUPipeline(mlir::OpPassManager &pm, const CudaPipelineOptions &options);
/// TileGPU IR -> LLVM dialect.
void buildTileGPUToLLVMPipeline(mlir::OpPassManager &pm, const CudaPipelineOptions &options);
/// Both, in order: what `tritonc` runs for a GPU target.
void buildCudaPipeline(mlir::OpPassManager &pm, const CudaPipelineOptions &options);

struct CpuPipelineOptions : mlir::PassPipelineOptions<CpuPipelineOptions> {};

/// Tile IR -> LLVM dialect for the host CPU: what `tritonc --target cpu` runs.
void buildCpuPipeline(mlir::OpPassManager &pm, const CpuPipelineOptions &options);

/// Registers tritonc-cuda-pipeline, tritonc-tilegpu-pipeline and
/// tritonc-cpu-pipeline with MLIR's pass registry (for tritonc-opt).
void registerTritoncPipelines();

} // namespace tritonc

#endif

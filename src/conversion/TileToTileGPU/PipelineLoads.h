//===- PipelineLoads.h - loads feeding tl.dot issued ahead ------------------===//
#ifndef TRITONC_CONVERSION_TILETOTILEGPU_PIPELINELOADS_H
#define TRITONC_CONVERSION_TILETOTILEGPU_PIPELINELOADS_H

#include "TileGPU/TileGPUDialect.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace tritonc {

/// Software pipelining of the innermost loops that hold a tl.dot (see
/// PipelineLoads.cpp): `stages` slots per pipelined load (a loop's
/// tl.range(num_stages=) wins); 1 leaves the loops alone. Runs on TileGPU IR
/// (layouts assigned), before control flow becomes branches. With `wgmma`
/// (sm_90a), dots that only carry their accumulator stay in flight across
/// iterations. With `tma` too, loads through block pointers whose base,
/// shape and strides are kernel arguments or constants are copied with the
/// bulk tensor copy engine instead of cp.async (see PipelineLoads.cpp).
void pipelineDotLoads(mlir::func::FuncOp func, unsigned stages, bool wgmma, bool tma);

} // namespace tritonc

#endif

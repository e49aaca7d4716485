//===- Passes.h - tritonc's transformations of tile and TileGPU IR --------===//
#ifndef TRITONC_TRANSFORMS_PASSES_H
#define TRITONC_TRANSFORMS_PASSES_H

#include "TileGPU/TileGPUDialect.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Pass/Pass.h"

namespace tritonc {

#define GEN_PASS_DECL
#include "transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "transforms/Passes.h.inc"

} // namespace tritonc

#endif

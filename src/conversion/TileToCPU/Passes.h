//===- Passes.h - the passes of the CPU backend ----------------------------===//
//
// Declarations and registration (registerTritoncCPUPasses) of the passes in
// Passes.td; src/pipelines/CpuPipeline.cpp chains them.
//
//===----------------------------------------------------------------------===//
#ifndef TRITONC_CONVERSION_TILETOCPU_PASSES_H
#define TRITONC_CONVERSION_TILETOCPU_PASSES_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Pass/Pass.h"

namespace tritonc {

#define GEN_PASS_DECL
#include "conversion/TileToCPU/TileToCPUPasses.h.inc"

#define GEN_PASS_REGISTRATION
#include "conversion/TileToCPU/TileToCPUPasses.h.inc"

} // namespace tritonc

#endif

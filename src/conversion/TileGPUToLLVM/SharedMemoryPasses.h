//===- SharedMemoryPasses.h - shared-memory planning passes ----------------===//
//
// Declarations and registration (registerTritoncSharedMemoryPasses) of the
// passes in SharedMemoryPasses.td: tritonc-plan-shared-memory
// (PlanSharedMemory.cpp) and test-shared-memory-plan
// (TestSharedMemoryPlan.cpp).
//
//===----------------------------------------------------------------------===//
#ifndef TRITONC_CONVERSION_TILEGPUTOLLVM_SHAREDMEMORYPASSES_H
#define TRITONC_CONVERSION_TILEGPUTOLLVM_SHAREDMEMORYPASSES_H

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Pass/Pass.h"

namespace tritonc {

#define GEN_PASS_DECL
#include "conversion/TileGPUToLLVM/SharedMemoryPasses.h.inc"

#define GEN_PASS_REGISTRATION
#include "conversion/TileGPUToLLVM/SharedMemoryPasses.h.inc"

} // namespace tritonc

#endif

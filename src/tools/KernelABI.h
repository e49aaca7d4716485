//===- KernelABI.h - what the compiled module tells the launcher ----------===//
//
// The compiler records the kernel's ABI as typed attributes of the module:
// its runtime parameters as IR generation specialized them
// (tile::KernelParamAttr), the tensor maps the load pipeliner appended as
// parameters (tilegpu::TensorMapAttr) and the dynamic shared memory the
// LLVM lowering planned. This is the one place that reads them into the
// launcher's KernelInfo.
//
//===----------------------------------------------------------------------===//
#ifndef TRITONC_TOOLS_KERNELABI_H
#define TRITONC_TOOLS_KERNELABI_H

#include "launcher/KernelInfo.h"

#include "mlir/IR/BuiltinOps.h"

namespace tritonc {

/// Fills the `params` (those specialized away included, with passedToKernel
/// false), `tensorMaps` and `sharedBytes` of `info` from the module. A
/// missing or malformed record is an internal error, reported on the module.
mlir::LogicalResult readKernelABI(mlir::ModuleOp module, launcher::KernelInfo &info);

} // namespace tritonc

#endif

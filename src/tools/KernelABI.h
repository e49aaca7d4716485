//===- KernelABI.h - what the compiled module tells the launcher ----------===//
//
// The passes record the kernel's ABI beyond its source signature as typed
// attributes of the module: the tensor maps the load pipeliner appended as
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

/// Adds the module's tensor maps and shared memory size to `info`, whose
/// `params` already list the kernel's runtime parameters (those specialized
/// away included, with passedToKernel false). A malformed record is an
/// internal error, reported on the module.
mlir::LogicalResult readKernelABI(mlir::ModuleOp module, launcher::KernelInfo &info);

} // namespace tritonc

#endif

//===- KernelParams.h - the kernel's parameter list as an attribute -------===//
//
// IR generation records the launcher's view of the kernel's parameters on
// the module (tile.kernel_params, an array of #tile.kernel_param), so that
// the launcher is built from the compiled module alone.
//
//===----------------------------------------------------------------------===//
#ifndef TRITONC_FRONTEND_IRGEN_KERNELPARAMS_H
#define TRITONC_FRONTEND_IRGEN_KERNELPARAMS_H

#include "frontend/irgen/Specialization.h"

#include "mlir/IR/BuiltinOps.h"

namespace tritonc {

/// Sets the module's tile.kernel_params to the runtime arguments of `spec`
/// (kernelArguments), in the launcher's order.
void recordKernelParams(mlir::ModuleOp module, const KernelSpec &spec);

} // namespace tritonc

#endif

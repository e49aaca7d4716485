//===- Registration.h - the dialects tritonc's IR may contain -------------===//
#ifndef TRITONC_SUPPORT_REGISTRATION_H
#define TRITONC_SUPPORT_REGISTRATION_H

#include "mlir/IR/DialectRegistry.h"

namespace tritonc {
/// Registers tile, tilegpu and every upstream dialect and LLVM IR
/// translation the pipeline uses.
void registerAllDialects(mlir::DialectRegistry &registry);
} // namespace tritonc

#endif

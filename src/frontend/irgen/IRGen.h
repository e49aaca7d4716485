//===- IRGen.h - tile IR for one specialization of a kernel ---------------===//
#ifndef TRITONC_FRONTEND_IRGEN_IRGEN_H
#define TRITONC_FRONTEND_IRGEN_IRGEN_H

#include "frontend/AST.h"
#include "frontend/Diagnostics.h"
#include "frontend/irgen/Specialization.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"

#include <string>
#include <vector>

namespace tritonc {

/// Walks the kernel of `spec` and emits tile IR (a module with one
/// `func.func` marked `tile.kernel`): constexprs are evaluated, constexpr
/// `if`s folded, `tl.static_range` loops unrolled, @jit callees inlined.
/// Every error is reported at its source location; returns null if any.
mlir::OwningOpRef<mlir::ModuleOp> generateTileIR(mlir::MLIRContext &context,
                                                 const ast::Module &module,
                                                 const KernelSpec &spec,
                                                 DiagnosticEngine &diags);

/// The standard-library files (stdlib/*.tri) that IR generation read in
/// this process, for depfiles: editing one of them must recompile kernels
/// that use it.
std::vector<std::string> stdlibDependencies();

} // namespace tritonc

#endif

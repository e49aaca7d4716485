//===- TileDialect.h - the layout-free tile dialect ------------------------===//
#ifndef TRITONC_DIALECT_TILE_TILEDIALECT_H
#define TRITONC_DIALECT_TILE_TILEDIALECT_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "Tile/TileDialect.h.inc"

#define GET_TYPEDEF_CLASSES
#include "Tile/TileTypes.h.inc"

#define GET_ATTRDEF_CLASSES
#include "Tile/TileAttrs.h.inc"

#define GET_OP_CLASSES
#include "Tile/TileOps.h.inc"

namespace tritonc::tile {

/// Name of the function attribute marking a kernel entry point, and of the
/// argument attribute carrying a divisibility hint (the `:16` of a signature).
inline constexpr const char *kKernelAttr = "tile.kernel";
inline constexpr const char *kDivisibilityAttr = "tile.divisibility";
/// Hints on a value (tl.multiple_of, tl.max_contiguous, tl.max_constancy;
/// tl.assume): per dimension, what the axis analysis may assume.
inline constexpr const char *kContiguityAttr = "tile.contiguity";
inline constexpr const char *kConstancyAttr = "tile.constancy";
/// On arith.divf / math.sqrt: the result must be correctly rounded
/// (tl.div_rn, tl.sqrt_rn) rather than Triton's default approximation.
inline constexpr const char *kPreciseAttr = "tile.precise";
/// On an scf.for: its own pipelining depth (tl.range(num_stages=)), Triton's
/// attribute name.
inline constexpr const char *kNumStagesAttr = "tt.num_stages";
/// On an scf.for: how many iterations one iteration of the unrolled loop
/// runs (tl.range(loop_unroll_factor=)), Triton's attribute name; the
/// tritonc-unroll-loops pass applies and removes it.
inline constexpr const char *kLoopUnrollFactorAttr = "tt.loop_unroll_factor";
/// On the module: the kernel's runtime parameters as the launcher takes
/// them, an array of #tile.kernel_param (KernelParamAttr) that IR generation
/// records and the launcher's KernelInfo is read from.
inline constexpr const char *kKernelParamsAttr = "tile.kernel_params";

/// For a pointer or tensor of pointers, the pointee element type.
mlir::Type getPointeeType(mlir::Type ptrLike);
/// `i1` (scalar) or a tensor of `i1` with the shape and encoding of `type`.
mlir::Type getI1SameShape(mlir::Type type);
/// `elementType` shaped like `type` (scalar if `type` is a scalar).
mlir::Type getSameShape(mlir::Type type, mlir::Type elementType);

} // namespace tritonc::tile

#endif

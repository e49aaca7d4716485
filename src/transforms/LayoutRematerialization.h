//===- LayoutRematerialization.h - which values are rebuilt, not converted ===//
//
// A value whose definition is cheap (a splat, a range, a splat constant and
// integer or float arithmetic, comparisons, integer-to-float casts,
// expand_dims and broadcasts of such values) is recomputed in the layout a user needs instead of being
// moved between threads through shared memory. Layout assignment inserts a
// tilegpu.convert_layout wherever layouts differ; the layout-conversion
// cleanup (tritonc-remove-layout-conversions) then rebuilds such values.
// Assignment also needs the same predicate to foresee what the cleanup
// will leave.
//
//===----------------------------------------------------------------------===//
#ifndef TRITONC_TRANSFORMS_LAYOUTREMATERIALIZATION_H
#define TRITONC_TRANSFORMS_LAYOUTREMATERIALIZATION_H

#include "mlir/IR/Value.h"

namespace tritonc {

/// Whether `v` is cheaper to recompute in another layout than to move
/// (`pid * BLOCK + tl.arange(0, BLOCK)`, masks, `tl.zeros(...) - inf`):
/// its definition and those of its tensor operands, up to `depth` deep,
/// are of the cheap kinds. A conversion the cleanup will replace by a copy
/// counts as that copy.
bool isRematerializable(mlir::Value v, unsigned depth = 6);

/// A layout a broadcast or an expand_dims result keeps in registers:
/// blocked, or a 2-D mma layout (a dot's rows and columns, as in attention).
bool registerReshapeLayout(mlir::Attribute layout);

/// Whether the cleanup rebuilds `v` in `layout` rather than converting it:
/// `v` is rematerializable and, for a broadcast or expand_dims, `layout`
/// keeps the copy register-only.
bool rebuildsInLayout(mlir::Value v, mlir::Attribute layout, unsigned depth = 6);

/// Gives the tensor `v` the layout `layout` in place (a splat constant's
/// attribute too, which carries the type).
void setLayout(mlir::Value v, mlir::Attribute layout);

} // namespace tritonc

#endif

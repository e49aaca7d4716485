//===- Types.h - Triton-language data types during IR generation ----------===//
//
// A dtype is a tritonc::DType (support/ScalarType.h): it keeps the
// signedness that MLIR's signless integers drop, and prints the way users
// write signatures. Tensor types add a shape (empty for scalars).
//
//===----------------------------------------------------------------------===//
#ifndef TRITONC_FRONTEND_IRGEN_TYPES_H
#define TRITONC_FRONTEND_IRGEN_TYPES_H

#include "support/ScalarType.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Types.h"

#include <initializer_list>
#include <string>
#include <vector>

namespace tritonc::irgen {

mlir::Type toMLIRType(mlir::OpBuilder &b, const DType &t);

/// A scalar (shape empty) or block of one dtype.
struct TensorType {
  /// None for a value that is no tensor.
  DType dtype;
  std::vector<int64_t> shape;
  bool isScalar() const { return shape.empty(); }
  /// "fp32[1024]" / "int32" for messages.
  std::string str() const;
};

mlir::Type toMLIRType(mlir::OpBuilder &b, const TensorType &t);

/// True when `t` is one of the scalar dtypes `kinds` (never for a pointer).
bool isOneOf(const DType &t, std::initializer_list<ScalarKind> kinds);

/// Triton's promotion of two operand dtypes of an arithmetic operation.
DType promote(const DType &a, const DType &b);

} // namespace tritonc::irgen

#endif

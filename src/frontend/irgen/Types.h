//===- Types.h - Triton-language data types during IR generation ----------===//
//
// A dtype is kept as its signature spelling ("i32", "u8", "fp16", "bf16",
// "fp32", "*fp32", ...): it keeps the signedness that MLIR's signless
// integers drop, and prints the way users write signatures. Tensor types
// add a shape (empty for scalars).
//
//===----------------------------------------------------------------------===//
#ifndef TRITONC_FRONTEND_IRGEN_TYPES_H
#define TRITONC_FRONTEND_IRGEN_TYPES_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/Types.h"

#include <string>
#include <vector>

namespace tritonc::irgen {

using DType = std::string;

bool isPointer(const DType &t);
DType pointee(const DType &t);
bool isFloat(const DType &t);
bool isInteger(const DType &t); // signed or unsigned, including i1
bool isUnsigned(const DType &t);
bool isBool(const DType &t);
bool isFloat8(const DType &t); // fp8e4nv, fp8e5
/// The name of the dtype in `tl.`: "float8e4nv", "float16", "int32".
std::string languageName(const DType &t);
unsigned bitWidth(const DType &t);
/// The name Triton prints: "int32", "fp32", "pointer<fp32>".
std::string displayName(const DType &t);

mlir::Type toMLIRType(mlir::OpBuilder &b, const DType &t);

/// A scalar (shape empty) or block of one dtype.
struct TensorType {
  DType dtype;
  std::vector<int64_t> shape;
  bool isScalar() const { return shape.empty(); }
  /// "fp32[1024]" / "int32" for messages.
  std::string str() const;
};

mlir::Type toMLIRType(mlir::OpBuilder &b, const TensorType &t);

/// Triton's promotion of two operand dtypes of an arithmetic operation.
DType promote(const DType &a, const DType &b);

} // namespace tritonc::irgen

#endif

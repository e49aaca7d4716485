//===- Types.cpp - Triton-language data types during IR generation --------===//
#include "frontend/irgen/Types.h"

#include "Tile/TileDialect.h"
#include "mlir/IR/BuiltinTypes.h"

namespace tritonc::irgen {

std::string TensorType::str() const {
  std::string s = dtype.displayName();
  if (!shape.empty()) {
    s += "[";
    for (size_t i = 0; i < shape.size(); ++i)
      s += (i ? ", " : "") + std::to_string(shape[i]);
    s += "]";
  }
  return s;
}

mlir::Type toMLIRType(mlir::OpBuilder &b, const DType &t) {
  if (t.isPointer())
    return tile::PointerType::get(b.getContext(), toMLIRType(b, t.pointee()));
  if (t.isInteger())
    return b.getIntegerType(t.bitWidth());
  switch (t.scalar) {
  case ScalarKind::FP16: return b.getF16Type();
  case ScalarKind::BF16: return b.getBF16Type();
  case ScalarKind::FP32: return b.getF32Type();
  case ScalarKind::FP64: return b.getF64Type();
  case ScalarKind::FP8E4NV: return b.getFloat8E4M3FNType();
  case ScalarKind::FP8E5: return b.getFloat8E5M2Type();
  default: return {}; // None, and fp8e4b15, which kernels cannot use
  }
}

mlir::Type toMLIRType(mlir::OpBuilder &b, const TensorType &t) {
  mlir::Type element = toMLIRType(b, t.dtype);
  if (t.isScalar())
    return element;
  return mlir::RankedTensorType::get(t.shape, element);
}

bool isOneOf(const DType &t, std::initializer_list<ScalarKind> kinds) {
  for (ScalarKind kind : kinds)
    if (t == kind)
      return true;
  return false;
}

DType promote(const DType &a, const DType &b) {
  if (a == b)
    return a;
  if (a.isFloat() || b.isFloat()) {
    if (!a.isFloat()) return b;
    if (!b.isFloat()) return a;
    // fp16 with bf16 has no common 16-bit type: Triton computes in fp32.
    unsigned wa = a.bitWidth(), wb = b.bitWidth();
    if (wa == wb) return ScalarKind::FP32;
    return wa > wb ? a : b;
  }
  // Integers: the wider wins; at equal width unsigned wins (as in C).
  unsigned wa = a.bitWidth(), wb = b.bitWidth();
  if (wa != wb)
    return wa > wb ? a : b;
  return a.isUnsigned() ? a : b;
}

} // namespace tritonc::irgen

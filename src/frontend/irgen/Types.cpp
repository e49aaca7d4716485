//===- Types.cpp - Triton-language data types during IR generation --------===//
#include "frontend/irgen/Types.h"

#include "Tile/TileDialect.h"
#include "mlir/IR/BuiltinTypes.h"

namespace tritonc::irgen {

bool isPointer(const DType &t) { return !t.empty() && t[0] == '*'; }
DType pointee(const DType &t) { return isPointer(t) ? t.substr(1) : DType(); }
bool isFloat(const DType &t) { return t.rfind("fp", 0) == 0 || t == "bf16"; }
bool isInteger(const DType &t) { return !t.empty() && (t[0] == 'i' || t[0] == 'u'); }
bool isUnsigned(const DType &t) { return !t.empty() && t[0] == 'u'; }
bool isBool(const DType &t) { return t == "i1"; }
bool isFloat8(const DType &t) { return t.rfind("fp8", 0) == 0; }

std::string languageName(const DType &t) {
  if (isPointer(t)) return "pointer<" + languageName(pointee(t)) + ">";
  if (t == "fp16") return "float16";
  if (t == "bf16") return "bfloat16";
  if (t == "fp32") return "float32";
  if (t == "fp64") return "float64";
  if (t == "fp8e4nv") return "float8e4nv";
  if (t == "fp8e5") return "float8e5";
  if (t[0] == 'i') return "int" + t.substr(1);
  if (t[0] == 'u') return "uint" + t.substr(1);
  return t;
}

unsigned bitWidth(const DType &t) {
  if (isPointer(t))
    return 64;
  if (t == "bf16")
    return 16;
  if (t.rfind("fp8", 0) == 0)
    return 8;
  size_t digits = t.find_first_of("0123456789");
  return digits == std::string::npos ? 0 : std::stoi(t.substr(digits));
}

std::string displayName(const DType &t) {
  if (isPointer(t))
    return "pointer<" + displayName(pointee(t)) + ">";
  if (isInteger(t))
    return (isUnsigned(t) ? "uint" : "int") + std::to_string(bitWidth(t));
  return t;
}

std::string TensorType::str() const {
  std::string s = displayName(dtype);
  if (!shape.empty()) {
    s += "[";
    for (size_t i = 0; i < shape.size(); ++i)
      s += (i ? ", " : "") + std::to_string(shape[i]);
    s += "]";
  }
  return s;
}

mlir::Type toMLIRType(mlir::OpBuilder &b, const DType &t) {
  if (isPointer(t))
    return tile::PointerType::get(b.getContext(), toMLIRType(b, pointee(t)));
  if (isInteger(t))
    return b.getIntegerType(bitWidth(t));
  if (t == "fp16") return b.getF16Type();
  if (t == "bf16") return b.getBF16Type();
  if (t == "fp32") return b.getF32Type();
  if (t == "fp64") return b.getF64Type();
  if (t == "fp8e4nv") return b.getFloat8E4M3FNType();
  if (t == "fp8e5") return b.getFloat8E5M2Type();
  return {};
}

mlir::Type toMLIRType(mlir::OpBuilder &b, const TensorType &t) {
  mlir::Type element = toMLIRType(b, t.dtype);
  if (t.isScalar())
    return element;
  return mlir::RankedTensorType::get(t.shape, element);
}

DType promote(const DType &a, const DType &b) {
  if (a == b)
    return a;
  if (isFloat(a) || isFloat(b)) {
    if (!isFloat(a)) return b;
    if (!isFloat(b)) return a;
    // fp16 with bf16 has no common 16-bit type: Triton computes in fp32.
    unsigned wa = bitWidth(a), wb = bitWidth(b);
    if (wa == wb) return "fp32";
    return wa > wb ? a : b;
  }
  // Integers: the wider wins; at equal width unsigned wins (as in C).
  unsigned wa = bitWidth(a), wb = bitWidth(b);
  if (wa != wb)
    return wa > wb ? a : b;
  return isUnsigned(a) ? a : b;
}

} // namespace tritonc::irgen

//===- ScalarType.h - the data types of the Triton language -----*- C++ -*-===//
//
// One representation of a Triton dtype, shared by the signature parser, IR
// generation and the launcher generator: a scalar kind, optionally behind a
// pointer (the language has no pointers to pointers). Text is parsed only
// where it comes in (signatures, `tl.float32`-style names) and printed with
// str() in the signature spelling ("i32", "u8", "bf16", "*fp32").
//
// No MLIR or LLVM here: the launcher library uses it as well.
//
//===----------------------------------------------------------------------===//
#ifndef TRITONC_SUPPORT_SCALARTYPE_H
#define TRITONC_SUPPORT_SCALARTYPE_H

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace tritonc {

enum class ScalarKind : std::uint8_t {
  /// No dtype: what IR generation records for a value that is no tensor.
  /// parse() never returns it and str() prints it as "".
  None,
  I1, I8, I16, I32, I64,
  U8, U16, U32, U64,
  FP8E4NV, FP8E5,
  /// Triton's fp8 with exponent bias 15. The launcher passes its bits
  /// through (tritonc::float8_e4m3b15); kernels cannot compute with it, so
  /// signatures and `tl.` names do not accept it (see isKernelType()).
  FP8E4B15,
  FP16, BF16, FP32, FP64,
};

struct DType {
  ScalarKind scalar = ScalarKind::None;
  /// A pointer to `scalar`.
  bool pointer = false;

  constexpr DType() = default;
  /// Implicit: a scalar kind is the dtype of that scalar.
  constexpr DType(ScalarKind kind, bool isPointer = false) : scalar(kind), pointer(isPointer) {}
  static constexpr DType pointerTo(ScalarKind element) { return DType(element, true); }

  /// From the signature spelling: "i32", "fp8e4nv", "*fp16". Nullopt for
  /// anything else (an unknown name, "**fp32", an empty text).
  static std::optional<DType> parse(std::string_view text);
  /// From the name after `tl.`: "float32", "bfloat16", "int1", "uint8".
  /// Nullopt for anything else, including types kernels cannot use.
  static std::optional<DType> fromLanguageName(std::string_view name);

  /// The signature spelling: "i32", "*fp32"; "" for None.
  std::string str() const;
  /// The name after `tl.`: "float8e4nv", "float16", "int32",
  /// "pointer<float32>"; "" for None.
  std::string languageName() const;
  /// The name Triton prints: "int32", "fp32", "pointer<fp32>"; "" for None.
  std::string displayName() const;

  bool isNone() const { return scalar == ScalarKind::None && !pointer; }
  bool isPointer() const { return pointer; }
  /// The element type of a pointer; None for anything else.
  DType pointee() const { return pointer ? DType(scalar) : DType(); }
  bool isFloat() const;
  /// Signed or unsigned, including i1.
  bool isInteger() const;
  bool isUnsigned() const;
  bool isBool() const { return !pointer && scalar == ScalarKind::I1; }
  /// fp8e4nv, fp8e5, fp8e4b15.
  bool isFloat8() const;
  /// Bits of one value (64 for a pointer); 0 for None.
  unsigned bitWidth() const;
  /// A type kernels can compute with: neither None nor fp8e4b15.
  bool isKernelType() const;

  friend constexpr bool operator==(const DType &a, const DType &b) {
    return a.scalar == b.scalar && a.pointer == b.pointer;
  }
  friend constexpr bool operator!=(const DType &a, const DType &b) { return !(a == b); }
  friend constexpr bool operator<(const DType &a, const DType &b) {
    return a.scalar != b.scalar ? a.scalar < b.scalar : a.pointer < b.pointer;
  }
};

} // namespace tritonc

#endif // TRITONC_SUPPORT_SCALARTYPE_H

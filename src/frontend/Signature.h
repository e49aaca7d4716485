//===- Signature.h - Triton AOT kernel signatures ---------------*- C++ -*-===//
//
// The signature string of Triton's AOT compiler, one entry per kernel
// parameter, separated by commas:
//
//   *fp32        pointer to fp32             *fp16:16   ... 16-byte aligned
//   i32          scalar                      i32:16     ... divisible by 16
//   i64:1        scalar known to equal 1 (integer scalars only)
//   1024  0.5  True  'gelu'                  constexpr value (a Python literal)
//   tensordesc<fp16[64, 64]>                 a tensor descriptor built on the host
//                                            (element type, block shape)
//
// Pointee and scalar dtypes: i1 i8 i16 i32 i64 u8 u16 u32 u64 fp16 bf16 fp32
// fp64 fp8e4nv fp8e5.
//
//===----------------------------------------------------------------------===//
#ifndef TRITONC_FRONTEND_SIGNATURE_H
#define TRITONC_FRONTEND_SIGNATURE_H

#include "frontend/ConstValue.h"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace tritonc {

struct ParamSpec {
  enum class Kind { Pointer, Scalar, Constexpr, TensorDesc };
  Kind kind = Kind::Scalar;
  /// Pointer, Scalar: the parameter's dtype ("*fp32" is a pointer dtype);
  /// TensorDesc: the element dtype; Constexpr: None.
  DType dtype;
  /// TensorDesc: the block each access moves.
  std::vector<int64_t> blockShape;
  /// 16 with a ':16' suffix, else 1.
  int divisibility = 1;
  /// ':1' suffix on an integer scalar.
  bool equalsOne = false;
  /// Constexpr only.
  ConstValue value;

  /// The entry as it would be written in a signature ("*fp32:16", "i32:1",
  /// "1024").
  std::string str() const;
};

/// Names the kernel parameter that entry `index` of a signature with `count`
/// entries stands for ("y_ptr"), or returns "" when none does (the count
/// fits no reading of the kernel's parameters).
using SignatureEntryNamer = std::function<std::string(size_t index, size_t count)>;

/// Parses `text`; an empty text is an empty signature. The error of a
/// malformed one names the bad entry, its 0-based index and, given a
/// `namer`, the parameter it is for, e.g.
///   "signature entry 1 ('*fp33', parameter 'y_ptr'): unknown pointee type 'fp33'".
llvm::Expected<std::vector<ParamSpec>> parseSignature(const std::string &text,
                                                      const SignatureEntryNamer &namer = {});

/// The candidate a misspelled name (a -D name, say) most likely meant: one
/// equal to it but for case, else the nearest within a third of its length
/// in edits (at least one); "" when none is that close.
std::string closestName(const std::string &name, const std::vector<std::string> &candidates);

/// Why constexpr `value` cannot stand for a runtime parameter of type
/// `type` (a signature constant for an annotated parameter), as a phrase
/// after the value ("is not an integer literal"), or "" when it can: None
/// (Triton's None specialization) for any, a bool for i1, an integer for
/// any integer or float, a float for a float.
std::string constantMismatch(const ConstValue &value, const DType &type);

} // namespace tritonc

#endif // TRITONC_FRONTEND_SIGNATURE_H

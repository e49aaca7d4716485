//===- ScalarType.cpp -----------------------------------------------------===//
#include "support/ScalarType.h"

namespace tritonc {

namespace {
struct KindNames {
  ScalarKind kind;
  const char *signature; // "fp32"
  const char *language;  // "float32", after `tl.`
  unsigned bits;
};

const KindNames kKinds[] = {
    {ScalarKind::I1, "i1", "int1", 1},
    {ScalarKind::I8, "i8", "int8", 8},
    {ScalarKind::I16, "i16", "int16", 16},
    {ScalarKind::I32, "i32", "int32", 32},
    {ScalarKind::I64, "i64", "int64", 64},
    {ScalarKind::U8, "u8", "uint8", 8},
    {ScalarKind::U16, "u16", "uint16", 16},
    {ScalarKind::U32, "u32", "uint32", 32},
    {ScalarKind::U64, "u64", "uint64", 64},
    {ScalarKind::FP8E4NV, "fp8e4nv", "float8e4nv", 8},
    {ScalarKind::FP8E5, "fp8e5", "float8e5", 8},
    {ScalarKind::FP8E4B15, "fp8e4b15", "float8e4b15", 8},
    {ScalarKind::FP16, "fp16", "float16", 16},
    {ScalarKind::BF16, "bf16", "bfloat16", 16},
    {ScalarKind::FP32, "fp32", "float32", 32},
    {ScalarKind::FP64, "fp64", "float64", 64},
};

const KindNames *namesOf(ScalarKind kind) {
  for (const KindNames &names : kKinds)
    if (names.kind == kind)
      return &names;
  return nullptr; // None
}

bool inRange(ScalarKind kind, ScalarKind first, ScalarKind last) {
  return kind >= first && kind <= last;
}
} // namespace

std::optional<DType> DType::parse(std::string_view text) {
  bool pointer = !text.empty() && text.front() == '*';
  if (pointer)
    text.remove_prefix(1);
  for (const KindNames &names : kKinds)
    if (text == names.signature)
      return DType(names.kind, pointer);
  return std::nullopt;
}

std::optional<DType> DType::fromLanguageName(std::string_view name) {
  for (const KindNames &names : kKinds)
    if (name == names.language && DType(names.kind).isKernelType())
      return DType(names.kind);
  return std::nullopt;
}

std::string DType::str() const {
  const KindNames *names = namesOf(scalar);
  return (pointer ? "*" : "") + std::string(names ? names->signature : "");
}

std::string DType::languageName() const {
  if (pointer)
    return "pointer<" + pointee().languageName() + ">";
  const KindNames *names = namesOf(scalar);
  return names ? names->language : "";
}

std::string DType::displayName() const {
  if (pointer)
    return "pointer<" + pointee().displayName() + ">";
  // Triton prints integers by their language name and floats as in
  // signatures ("int32", "uint8", but "fp32", "bf16").
  if (isInteger())
    return languageName();
  return str();
}

bool DType::isFloat() const {
  return !pointer && inRange(scalar, ScalarKind::FP8E4NV, ScalarKind::FP64);
}

bool DType::isInteger() const {
  return !pointer && inRange(scalar, ScalarKind::I1, ScalarKind::U64);
}

bool DType::isUnsigned() const {
  return !pointer && inRange(scalar, ScalarKind::U8, ScalarKind::U64);
}

bool DType::isFloat8() const {
  return !pointer && inRange(scalar, ScalarKind::FP8E4NV, ScalarKind::FP8E4B15);
}

unsigned DType::bitWidth() const {
  if (pointer)
    return 64;
  const KindNames *names = namesOf(scalar);
  return names ? names->bits : 0;
}

bool DType::isKernelType() const {
  return scalar != ScalarKind::None && scalar != ScalarKind::FP8E4B15;
}

} // namespace tritonc

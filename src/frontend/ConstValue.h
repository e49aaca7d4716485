//===- ConstValue.h - compile-time constant values --------------*- C++ -*-===//
//
// A constexpr value as given on the command line (-D NAME=VALUE), in a
// signature, or folded from the source: None, bool, int64, double, string,
// a dtype (`tl.bfloat16`) or a tuple of constants.
//
//===----------------------------------------------------------------------===//
#ifndef TRITONC_FRONTEND_CONSTVALUE_H
#define TRITONC_FRONTEND_CONSTVALUE_H

#include "support/ScalarType.h"

#include "llvm/Support/Error.h"

#include <cstdint>
#include <string>
#include <vector>

namespace tritonc {

class ConstValue {
public:
  enum class Kind { None, Bool, Int, Float, String, DType, Tuple };

  ConstValue() = default; // None
  static ConstValue none() { return ConstValue(); }
  static ConstValue fromBool(bool v);
  static ConstValue fromInt(int64_t v);
  static ConstValue fromFloat(double v);
  static ConstValue fromString(std::string v);
  static ConstValue fromDType(DType dtype);
  static ConstValue fromTuple(std::vector<ConstValue> elements);

  Kind kind() const { return kind_; }
  bool isNone() const { return kind_ == Kind::None; }
  bool isBool() const { return kind_ == Kind::Bool; }
  bool isInt() const { return kind_ == Kind::Int; }
  bool isFloat() const { return kind_ == Kind::Float; }
  bool isString() const { return kind_ == Kind::String; }
  bool isDType() const { return kind_ == Kind::DType; }
  bool isTuple() const { return kind_ == Kind::Tuple; }

  bool getBool() const { return b_; }
  int64_t getInt() const { return i_; }
  double getFloat() const { return f_; }
  const std::string &getString() const { return s_; }
  DType getDType() const { return dtype_; }
  const std::vector<ConstValue> &getTuple() const { return elements_; }

  /// Python's repr(): 1024, 0.5, 1e-05, inf, True, None, 'gelu',
  /// tl.bfloat16, (1, 2).
  std::string repr() const;

  friend bool operator==(const ConstValue &a, const ConstValue &b);
  friend bool operator!=(const ConstValue &a, const ConstValue &b) { return !(a == b); }

private:
  Kind kind_ = Kind::None;
  bool b_ = false;
  int64_t i_ = 0;
  double f_ = 0.0;
  std::string s_;
  DType dtype_;
  std::vector<ConstValue> elements_;
};

/// Python's repr() of a float (shortest text that reads back to the same
/// double; always has a '.', an exponent, or is inf/nan).
std::string pythonFloatRepr(double v);
/// Python's repr() of a str: single quotes unless the text contains a single
/// quote and no double quote.
std::string pythonStringRepr(const std::string &s);

/// Parses one Python literal: an int (decimal, 0x/0o/0b, '_' separators,
/// optional sign), a float (1.5, .5, 1e-3, inf, nan, optional sign), True,
/// False, None, a single- or double-quoted string with the usual escapes, a
/// dtype (tl.float16, triton.language.bfloat16) or a tuple or list of these.
/// Surrounding blanks are ignored. An error says why `text` is none of them.
llvm::Expected<ConstValue> parsePythonLiteral(const std::string &text);

} // namespace tritonc

#endif // TRITONC_FRONTEND_CONSTVALUE_H

//===- Literals.h - decoding of Python number and string tokens -*- C++ -*-===//
//
// Shared by the AST builder (token text from the lexer) and by
// parsePythonLiteral (command-line -D values and signatures).
//
//===----------------------------------------------------------------------===//
#ifndef TRITONC_FRONTEND_LITERALS_H
#define TRITONC_FRONTEND_LITERALS_H

#include "llvm/Support/Error.h"

#include <cstdint>
#include <string>

namespace tritonc {

struct NumberLiteral {
  enum class Kind { Int, Float, Imaginary } kind = Kind::Int;
  int64_t intValue = 0;
  /// An integer that does not fit in int64 (its text is the only value).
  bool intOverflow = false;
  double floatValue = 0.0; // Float, and the imaginary part of Imaginary
};

/// Decodes an unsigned Python number token: 42, 1_000, 0x1F, 0o17, 0b101,
/// 1.5, .5, 1e-3, 2j; an error saying why if it is not one.
llvm::Expected<NumberLiteral> decodeNumberLiteral(const std::string &text);

struct StringLiteral {
  std::string value; // UTF-8 for str, raw bytes for bytes
  bool isBytes = false;
  bool isRaw = false;
  bool isFString = false;
};

/// Decodes one string token including its prefix and quotes ('a', r"\d",
/// b'\x00', """doc""", f'{x}').  f-strings are not interpreted: their text
/// between the quotes is kept with escapes decoded. An error says why the
/// token is malformed.
llvm::Expected<StringLiteral> decodeStringLiteral(const std::string &text);

/// Appends code point `cp` to `out` as UTF-8.
void appendUtf8(std::string &out, uint32_t cp);

} // namespace tritonc

#endif // TRITONC_FRONTEND_LITERALS_H

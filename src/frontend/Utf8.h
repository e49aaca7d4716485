//===- Utf8.h - checks and normalization of source text ---------*- C++ -*-===//
//
// What the parser does to the bytes of a file before lexing: UTF-8 and NUL
// checks (reported with the location of the offending byte), and the text the
// lexer reads (no BOM, every line end a '\n').  Columns count code points,
// as SourceLocation does.
//
//===----------------------------------------------------------------------===//
#ifndef TRITONC_FRONTEND_UTF8_H
#define TRITONC_FRONTEND_UTF8_H

#include "frontend/Diagnostics.h"

#include <cstdint>
#include <string>

namespace tritonc {

/// The length of the line break at byte `i` of `s`: 2 for "\r\n", 1 for a
/// '\n' or a lone '\r', 0 for none.  These are Python's line ends; every
/// line number tritonc reports (lexer, checks, echoed source lines) counts
/// lines this way.
size_t lineBreakLength(const std::string &s, size_t i);

/// The length (1 to 4) of the well-formed UTF-8 sequence at byte `i` of `s`,
/// and its code point in `cp` when not null; 0 when the bytes there are not
/// one (a stray or truncated sequence, an overlong form, a surrogate, a code
/// point above U+10FFFF).  Where a column counts code points, each byte that
/// is not part of a well-formed sequence counts as one.
size_t utf8SequenceLength(const std::string &s, size_t i, uint32_t *cp = nullptr);

/// Checks UTF-8 (no overlong forms, surrogates or code points above
/// U+10FFFF); on failure gives the location and value of the first bad byte.
bool validateUtf8(const std::string &s, SourceLocation &bad, unsigned &byte);

/// Whether valid UTF-8 text holds a NUL byte; if so, `at` is the location of
/// the first one.
bool findNulByte(const std::string &s, SourceLocation &at);

/// The text the lexer reads: a leading UTF-8 BOM removed (then `line1Shift`
/// is 1, the BOM's column on line 1, else 0) and a lone '\r' made a '\n'.
std::string normalizeText(const std::string &text, int &line1Shift);

} // namespace tritonc

#endif // TRITONC_FRONTEND_UTF8_H

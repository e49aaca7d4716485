//===- ParseErrorStrategy.h - the first syntax error ------------*- C++ -*-===//
//
// PRIVATE to src/frontend: this header exposes ANTLR types and must only be
// included by the parser implementation.
//
// FirstErrorStrategy is the generated parser's error strategy: it records the
// first error (offending token and expected set) and abandons the parse, with
// no recovery and no cascades.  describeSyntaxError() turns that record into
// the diagnostic: the lexical error when the parser stopped at its ERRORTOKEN
// or after a bracket that was never closed, else a message chosen from the
// offending token and the expected set (`unexpected indent`, `expected ':'`,
// ...) with CPython's hints, at CPython's location.
//
//===----------------------------------------------------------------------===//
#ifndef TRITONC_FRONTEND_PARSEERRORSTRATEGY_H
#define TRITONC_FRONTEND_PARSEERRORSTRATEGY_H

#include "frontend/Diagnostics.h"

#include "antlr4-runtime.h"

#include <string>

namespace tritonc {

class PyTokenSource;

struct SyntaxErrorInfo {
  bool present = false;
  size_t tokenIndex = 0;
  size_t tokenType = 0;
  antlr4::misc::IntervalSet expected;
};

/// Records the first error and abandons the parse (no recovery, no
/// cascades).
class FirstErrorStrategy : public antlr4::DefaultErrorStrategy {
public:
  explicit FirstErrorStrategy(SyntaxErrorInfo &info) : info_(info) {}

  void reportError(antlr4::Parser *parser, const antlr4::RecognitionException &e) override;
  void recover(antlr4::Parser *, std::exception_ptr) override;
  antlr4::Token *recoverInline(antlr4::Parser *parser) override;
  void sync(antlr4::Parser *) override {}

private:
  void record(antlr4::Token *t, const antlr4::misc::IntervalSet &expected);
  SyntaxErrorInfo &info_;
};

/// An error message and where it points (before the column shift of a BOM).
struct SyntaxDiagnostic {
  SourceLocation loc;
  std::string message;
};

/// The diagnostic for the first syntax error `info` of a parse of the tokens
/// of `lexer`.  Lexes the rest of the input first (an unclosed bracket found
/// at EOF explains most errors that follow it).
SyntaxDiagnostic describeSyntaxError(const SyntaxErrorInfo &info, antlr4::CommonTokenStream &tokens,
                                     const PyTokenSource &lexer,
                                     const antlr4::dfa::Vocabulary &vocab);

} // namespace tritonc

#endif // TRITONC_FRONTEND_PARSEERRORSTRATEGY_H

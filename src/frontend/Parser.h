//===- Parser.h - source text to AST -----------------------------*- C++ -*-===//
//
// The entry point of the frontend: lexes and parses a Python/.tri file with
// the ANTLR grammar (grammar/), then builds the AST (AST.h).  No ANTLR type is
// visible here.
//
//===----------------------------------------------------------------------===//
#ifndef TRITONC_FRONTEND_PARSER_H
#define TRITONC_FRONTEND_PARSER_H

#include "frontend/AST.h"
#include "frontend/Diagnostics.h"

#include <memory>

namespace tritonc {

/// Parses a whole file.  On a syntax error, reports the first one through
/// `diag` (with the source line and a caret) and returns nullptr.  Sets the
/// engine's source to `source` if it has none.  Never throws on bad input.
std::unique_ptr<ast::Module> parseSource(const SourceFile &source, DiagnosticEngine &diag);

/// Parses a single expression (e.g. "BLOCK * 2" or a default value given on
/// the command line); nullptr after reporting an error.
std::unique_ptr<ast::Expr> parseExpression(const SourceFile &source, DiagnosticEngine &diag);

} // namespace tritonc

#endif // TRITONC_FRONTEND_PARSER_H

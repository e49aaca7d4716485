//===- Parser.cpp - source text to AST ------------------------------------===//
//
// parseSource() checks the text (Utf8.h), runs the generated parser over the
// PyTokenSource tokens under a stack guard (StackGuard.h), stops at the first
// syntax error (ParseErrorStrategy.h), and turns the parse tree into AST
// nodes (AstBuilder.h).  The builder also reports the errors that CPython's
// compiler, rather than its grammar, finds (assignment targets, parameter
// order, argument order).
//
//===----------------------------------------------------------------------===//
#include "frontend/Parser.h"
#include "frontend/AstBuilder.h"
#include "frontend/ParseErrorStrategy.h"
#include "frontend/PyTokenSource.h"
#include "frontend/StackGuard.h"
#include "frontend/Utf8.h"

#include "PyParser.h"
#include "antlr4-runtime.h"

#include <cstdio>

using namespace antlr4;
using tritonc_grammar::PyLexer;
using P = tritonc_grammar::PyParser;

namespace tritonc {
namespace {

struct TooDeep {
  SourceLocation loc;
};

/// The generated parser with a check of the stack on every rule entry.
class GuardedParser : public P {
public:
  GuardedParser(TokenStream *input, const StackGuard &guard) : P(input), guard_(guard) {}
  void enterRule(ParserRuleContext *localctx, size_t state, size_t ruleIndex) override {
    if (guard_.exhausted())
      throw TooDeep{tokenLocation(getCurrentToken())};
    P::enterRule(localctx, state, ruleIndex);
  }

private:
  const StackGuard &guard_;
};

} // namespace

std::unique_ptr<ast::Module> parseSource(const SourceFile &source, DiagnosticEngine &diag) {
  if (!diag.source())
    diag.setSource(&source);
  SourceLocation badLoc;
  unsigned badByte = 0;
  if (!validateUtf8(source.text(), badLoc, badByte)) {
    char hex[8];
    std::snprintf(hex, sizeof hex, "0x%02x", badByte);
    diag.error(badLoc, std::string("invalid UTF-8 in source (byte ") + hex + ")");
    return nullptr;
  }
  SourceLocation nulLoc;
  if (findNulByte(source.text(), nulLoc)) {
    // Reported at the first NUL byte.
    diag.error(nulLoc, "source code cannot contain null bytes");
    return nullptr;
  }

  int line1Shift = 0;
  std::string text = normalizeText(source.text(), line1Shift);
  auto shift = [&](SourceLocation l) {
    if (l.line == 1)
      l.column += line1Shift;
    return l;
  };

  try {
    StackGuard guard;
    ANTLRInputStream input(text);
    PyTokenSource lexer(&input, text);
    lexer.removeErrorListeners();
    CommonTokenStream tokens(&lexer);
    GuardedParser parser(&tokens, guard);
    parser.removeErrorListeners();
    SyntaxErrorInfo info;
    parser.setErrorHandler(std::make_shared<FirstErrorStrategy>(info));

    // Fast SLL pass first; on an error, parse again with full LL so that the
    // error (if real) is reported where LL finds it.
    P::File_inputContext *tree = nullptr;
    parser.getInterpreter<atn::ParserATNSimulator>()->setPredictionMode(atn::PredictionMode::SLL);
    try {
      tree = parser.file_input();
    } catch (ParseCancellationException &) {
      tree = nullptr;
    }
    if (info.present) {
      info = SyntaxErrorInfo();
      tokens.seek(0);
      parser.reset();
      parser.getInterpreter<atn::ParserATNSimulator>()->setPredictionMode(
          atn::PredictionMode::LL);
      try {
        tree = parser.file_input();
      } catch (ParseCancellationException &) {
        tree = nullptr;
      }
    }

    if (info.present) {
      SyntaxDiagnostic d = describeSyntaxError(info, tokens, lexer, parser.getVocabulary());
      diag.error(shift(d.loc), d.message);
      return nullptr;
    }
    if (!tree) {
      diag.error(SourceLocation{1, 1}, "invalid syntax");
      return nullptr;
    }
    AstBuilder builder(guard, line1Shift);
    auto module = builder.module(tree);
    module->path = source.path();
    return module;
  } catch (const TooDeep &e) {
    diag.error(shift(e.loc), "expression is too deeply nested");
  } catch (const BuildError &e) {
    diag.error(e.loc, e.message);
  } catch (const std::exception &e) {
    diag.error(std::string("internal parser error: ") + e.what());
  }
  return nullptr;
}

std::unique_ptr<ast::Expr> parseExpression(const SourceFile &source, DiagnosticEngine &diag) {
  auto module = parseSource(source, diag);
  if (!module)
    return nullptr;
  if (module->body.size() != 1 || !llvm::isa<ast::ExprStmt>(module->body[0].get())) {
    diag.error(module->body.empty() ? SourceLocation{1, 1} : module->body[0]->loc,
               "expected an expression");
    return nullptr;
  }
  return std::move(llvm::cast<ast::ExprStmt>(module->body[0].get())->value);
}

} // namespace tritonc

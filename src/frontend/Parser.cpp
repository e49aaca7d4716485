//===- Parser.cpp - source text to AST ------------------------------------===//
//
// parseSource() checks the text (SourceLimits.h, Utf8.h), runs the generated
// parser over the PyTokenSource tokens under a stack guard (StackGuard.h),
// one top-level statement at a time, stops at the first syntax error
// (ParseErrorStrategy.h), and turns each statement's parse tree into AST
// nodes (AstBuilder.h) before parsing the next.  The builder also reports the errors that CPython's
// compiler, rather than its grammar, finds (assignment targets, parameter
// order, argument order).
//
//===----------------------------------------------------------------------===//
#include "frontend/Parser.h"
#include "frontend/AstBuilder.h"
#include "frontend/ParseErrorStrategy.h"
#include "frontend/PyTokenSource.h"
#include "frontend/SourceLimits.h"
#include "frontend/StackGuard.h"
#include "frontend/Utf8.h"

#include "PyParser.h"
#include "antlr4-runtime.h"

#include <cstdio>
#include <optional>

using namespace antlr4;
using tritonc_grammar::PyLexer;
using P = tritonc_grammar::PyParser;

namespace tritonc {
namespace {

struct TooDeep {
  SourceLocation loc;
};

/// ANTLR's prediction with a check of the stack in its recursion: the
/// closure over epsilon transitions recurses once per rule that a lookahead
/// chain enters or leaves, before the parser enters any of those rules.
/// The token source bounds such chains (ExpressionNesting.h); this is the
/// backstop should an input find a chain that it does not count.
class GuardedSimulator : public atn::ParserATNSimulator {
public:
  GuardedSimulator(Parser *parser, atn::ParserATNSimulator &base, const StackGuard &guard)
      : ParserATNSimulator(parser, base.atn, base.decisionToDFA, base.getSharedContextCache()),
        guard_(guard) {}

protected:
  void closureCheckingStopState(Ref<atn::ATNConfig> const &config, atn::ATNConfigSet *configs,
                                atn::ATNConfig::Set &closureBusy, bool collectPredicates,
                                bool fullCtx, int depth, bool treatEofAsEpsilon) override {
    if (guard_.exhausted())
      throw TooDeep{tokenLocation(parser->getCurrentToken())};
    ParserATNSimulator::closureCheckingStopState(config, configs, closureBusy, collectPredicates,
                                                 fullCtx, depth, treatEofAsEpsilon);
  }

private:
  const StackGuard &guard_;
};

/// The generated parser with a check of the stack on every rule entry and
/// in prediction.
class GuardedParser : public P {
public:
  GuardedParser(TokenStream *input, const StackGuard &guard) : P(input), guard_(guard) {
    // setInterpreter() deletes the generated one; the generated destructor
    // deletes ours.
    setInterpreter(new GuardedSimulator(this, *getInterpreter<atn::ParserATNSimulator>(), guard));
  }
  void enterRule(ParserRuleContext *localctx, size_t state, size_t ruleIndex) override {
    if (guard_.exhausted())
      throw TooDeep{tokenLocation(getCurrentToken())};
    P::enterRule(localctx, state, ruleIndex);
  }
  /// Makes `root` the context of the rules called next (stmt() directly,
  /// rather than through file_input()).
  void setRoot(ParserRuleContext *root) { _ctx = root; }

private:
  const StackGuard &guard_;
};

/// The parse without a syntax error, one top-level statement at a time in
/// SLL mode: each statement's parse tree (a dozen contexts per operand, some
/// KiB per line) is freed as soon as its AST is built, so memory follows the
/// AST, not the parse tree of the whole file.  Sets `syntaxError` and
/// returns nullptr at the first syntax error: the caller parses again the
/// old way (whole file, SLL then LL), which describes the error exactly as a
/// parse of file_input does.  An error of the AST builder waits until the
/// whole file has parsed (a later syntax error is reported first, as
/// CPython's compiler runs after its parser).
std::unique_ptr<ast::Module> parseByStatement(GuardedParser &parser, CommonTokenStream &tokens,
                                              const SyntaxErrorInfo &info, AstBuilder &builder,
                                              bool &syntaxError) {
  parser.getInterpreter<atn::ParserATNSimulator>()->setPredictionMode(atn::PredictionMode::SLL);
  P::File_inputContext root(nullptr, atn::ATNState::INVALID_STATE_NUMBER);
  auto module = std::make_unique<ast::Module>();
  std::optional<BuildError> deferred;
  syntaxError = false;
  auto release = [&] {
    root.children.clear(); // the tracker owns them
    parser.getTreeTracker().reset();
  };
  while (tokens.LA(1) != Token::EOF) {
    parser.setRoot(&root);
    if (tokens.LA(1) == PyLexer::NEWLINE) {
      parser.consume();
      release();
      continue;
    }
    try {
      parser.stmt();
    } catch (ParseCancellationException &) {
    }
    if (info.present) {
      release();
      parser.setRoot(nullptr);
      syntaxError = true;
      return nullptr;
    }
    if (!deferred) {
      try {
        std::unique_ptr<ast::Module> one = builder.module(&root);
        for (auto &s : one->body)
          module->body.push_back(std::move(s));
      } catch (const BuildError &e) {
        deferred = e;
      }
    }
    release();
  }
  parser.setRoot(nullptr);
  if (deferred)
    throw *deferred;
  return module;
}

} // namespace

std::unique_ptr<ast::Module> parseSource(const SourceFile &source, DiagnosticEngine &diag) {
  if (!diag.source())
    diag.setSource(&source);
  if (!checkSourceSize(source.path(), source.text().size(), diag))
    return nullptr;
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

    AstBuilder builder(guard, line1Shift);
    bool syntaxError = false;
    auto module = parseByStatement(parser, tokens, info, builder, syntaxError);
    // The token source's ERRORTOKEN (a lexical error or a limit) ends the
    // parse where the text before it parsed: it is the first error, and a
    // parse again would only cost time (full LL over a statement of 10^5
    // tokens takes minutes).
    if (syntaxError && info.tokenType == PyLexer::ERRORTOKEN) {
      SyntaxDiagnostic d = describeSyntaxError(info, tokens, lexer, parser.getVocabulary());
      diag.error(shift(d.loc), d.message);
      return nullptr;
    }
    if (syntaxError) {
      // Parse the whole file again, SLL first and then, on an error, with
      // full LL so that the error (if real) is reported where LL finds it.
      P::File_inputContext *tree = nullptr;
      for (auto mode : {atn::PredictionMode::SLL, atn::PredictionMode::LL}) {
        info = SyntaxErrorInfo();
        tokens.seek(0);
        parser.reset();
        parser.getInterpreter<atn::ParserATNSimulator>()->setPredictionMode(mode);
        try {
          tree = parser.file_input();
        } catch (ParseCancellationException &) {
          tree = nullptr;
        }
        if (!info.present)
          break;
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
      module = builder.module(tree);
    }
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

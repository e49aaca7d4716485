//===- ParseErrorStrategy.cpp - the first syntax error --------------------===//
#include "frontend/ParseErrorStrategy.h"
#include "frontend/PyTokenSource.h"

using namespace antlr4;
using tritonc_grammar::PyLexer;

namespace tritonc {

// ======================= error strategy =======================

void FirstErrorStrategy::reportError(Parser *parser, const RecognitionException &e) {
  Token *t = e.getOffendingToken() ? e.getOffendingToken() : parser->getCurrentToken();
  misc::IntervalSet expected;
  try {
    expected = e.getExpectedTokens();
  } catch (...) {
  }
  record(t, expected);
}

void FirstErrorStrategy::recover(Parser *, std::exception_ptr) {
  throw ParseCancellationException();
}

Token *FirstErrorStrategy::recoverInline(Parser *parser) {
  misc::IntervalSet expected;
  try {
    expected = parser->getExpectedTokens();
  } catch (...) {
  }
  record(parser->getCurrentToken(), expected);
  throw ParseCancellationException();
}

void FirstErrorStrategy::record(Token *t, const misc::IntervalSet &expected) {
  if (info_.present)
    return;
  info_.present = true;
  info_.tokenIndex = t->getTokenIndex();
  info_.tokenType = t->getType();
  info_.expected = expected;
}

// ======================= message =======================

static std::string syntaxMessage(const SyntaxErrorInfo &info, const dfa::Vocabulary &vocab) {
  const misc::IntervalSet &exp = info.expected;
  size_t t = info.tokenType;
  if (t == PyLexer::INDENT)
    return "unexpected indent";
  if (exp.contains(size_t(PyLexer::INDENT)))
    return "expected an indented block";
  if (exp.contains(size_t(PyLexer::EXCEPT)) && exp.contains(size_t(PyLexer::FINALLY)) &&
      !exp.contains(size_t(PyLexer::NAME)))
    return "expected 'except' or 'finally' block";
  if (t == Token::EOF)
    return "unexpected EOF while parsing";
  if (exp.contains(size_t(PyLexer::COLON)) && (t == PyLexer::NEWLINE || exp.size() <= 2) &&
      !exp.contains(size_t(PyLexer::NAME)))
    return "expected ':'";
  if (exp.size() == 1) {
    size_t want = static_cast<size_t>(exp.getMinElement());
    std::string lit = vocab.getLiteralName(want);
    if (!lit.empty())
      return "expected " + lit;
  }
  return "invalid syntax";
}

static bool endsOperand(size_t t) {
  switch (t) {
  case PyLexer::NAME: case PyLexer::NUMBER: case PyLexer::STRING: case PyLexer::NONE:
  case PyLexer::TRUE: case PyLexer::FALSE: case PyLexer::ELLIPSIS: case PyLexer::CLOSE_PAREN:
  case PyLexer::CLOSE_BRACK: case PyLexer::CLOSE_BRACE:
    return true;
  default:
    return false;
  }
}

static bool startsOperand(size_t t) {
  switch (t) {
  case PyLexer::NAME: case PyLexer::NUMBER: case PyLexer::STRING: case PyLexer::NONE:
  case PyLexer::TRUE: case PyLexer::FALSE: case PyLexer::ELLIPSIS: case PyLexer::OPEN_PAREN:
  case PyLexer::OPEN_BRACK: case PyLexer::OPEN_BRACE: case PyLexer::LAMBDA:
  case PyLexer::TILDE: case PyLexer::AWAIT:
    return true;
  default:
    return false;
  }
}

SyntaxDiagnostic describeSyntaxError(const SyntaxErrorInfo &info, CommonTokenStream &tokens,
                                     const PyTokenSource &lexer, const dfa::Vocabulary &vocab) {
  // Lex the rest: an unclosed bracket found at EOF explains most errors
  // that follow it.
  tokens.fill();
  Token *bad = tokens.get(info.tokenIndex);
  const auto &lexErr = lexer.lexError();
  SourceLocation at = tokenLocation(bad);
  if (lexErr && (info.tokenType == PyLexer::ERRORTOKEN ||
                 (lexErr->unclosedBracket && lexErr->loc < at))) {
    return {lexErr->loc, lexErr->message};
  }
  std::string msg = syntaxMessage(info, vocab);
  // Python 2's print statement gets CPython's hint.
  if (info.tokenIndex > 0 && bad->getType() != PyLexer::NEWLINE &&
      bad->getType() != Token::EOF) {
    Token *prev = tokens.get(info.tokenIndex - 1);
    bool lineStart = info.tokenIndex == 1;
    if (!lineStart) {
      size_t pt = tokens.get(info.tokenIndex - 2)->getType();
      lineStart = pt == PyLexer::NEWLINE || pt == PyLexer::INDENT ||
                  pt == PyLexer::DEDENT || pt == PyLexer::SEMI;
    }
    std::string name = prev->getText();
    if (lineStart && prev->getType() == PyLexer::NAME && (name == "print" || name == "exec"))
      msg = "missing parentheses in call to '" + name + "'; did you mean " + name + "(...)?";
  }
  if ((msg == "invalid syntax" || msg.rfind("expected '", 0) == 0) && info.tokenIndex > 0) {
    // CPython's hints for two common slips.
    int depth = 0;
    for (size_t i = 0; i < info.tokenIndex; ++i) {
      size_t tt = tokens.get(i)->getType();
      depth += (tt == PyLexer::OPEN_PAREN || tt == PyLexer::OPEN_BRACK ||
                tt == PyLexer::OPEN_BRACE);
      depth -= (tt == PyLexer::CLOSE_PAREN || tt == PyLexer::CLOSE_BRACK ||
                tt == PyLexer::CLOSE_BRACE);
    }
    size_t pt = tokens.get(info.tokenIndex - 1)->getType();
    if (info.tokenType == PyLexer::ASSIGN) {
      if (depth > 0)
        msg = "expression cannot contain assignment, perhaps you meant \"==\"?";
      else if (info.expected.contains(size_t(PyLexer::COLON)))
        msg = "invalid syntax; maybe you meant '==' or ':=' instead of '='?";
    } else if (depth > 0 && endsOperand(pt) && startsOperand(info.tokenType)) {
      msg = "invalid syntax; perhaps you forgot a comma?";
    }
  }
  bool atEnd = info.tokenType == PyLexer::NEWLINE || info.tokenType == Token::EOF ||
               info.tokenType == PyLexer::DEDENT;
  if (atEnd && info.tokenIndex > 0 &&
      (msg != "expected an indented block" || info.tokenType == Token::EOF)) {
    // Point just after the last real token, as CPython does.
    size_t i = info.tokenIndex;
    while (i > 0) {
      Token *prev = tokens.get(--i);
      size_t pt = prev->getType();
      if (pt != PyLexer::NEWLINE && pt != PyLexer::INDENT && pt != PyLexer::DEDENT) {
        at = tokenEndLocation(prev);
        break;
      }
    }
  }
  return {at, msg};
}

} // namespace tritonc

//===- PyTokenSource.h - Python layout tokens over the ANTLR lexer -*- C++ -*-===//
//
// PRIVATE to src/frontend: this header exposes ANTLR types and must only be
// included by the parser implementation (Parser.cpp, ParseErrorStrategy.cpp,
// the AST builder) and the frontend tests.
//
// Wraps the generated lexer and turns physical lines into Python's logical
// token stream:
//  * NEWLINE only at the end of a logical line (not inside brackets, not on
//    blank or comment-only lines);
//  * INDENT / DEDENT when the indentation of a logical line grows / shrinks
//    (tabs advance to the next multiple of 8, as in CPython; mixing tabs and
//    spaces ambiguously is an error);
//  * at EOF: a NEWLINE if the last line had none, then DEDENTs.
// The soft keywords `match` and `case` become MATCH / CASE tokens where they
// start a match statement (a logical line `match <expr...>:`) or a case
// clause (a line at the indentation of a match statement's body).
// Lexical errors (unterminated string, bad dedent, unmatched bracket, invalid
// character, brackets or operators nested too deeply) are recorded once; the token source then returns one
// ERRORTOKEN, which no parser rule accepts, and EOF forever after.
//
//===----------------------------------------------------------------------===//
#ifndef TRITONC_FRONTEND_PYTOKENSOURCE_H
#define TRITONC_FRONTEND_PYTOKENSOURCE_H

#include "frontend/Diagnostics.h"
#include "frontend/ExpressionNesting.h"

#include "PyLexer.h"

#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace tritonc {

class PyTokenSource : public tritonc_grammar::PyLexer {
public:
  /// `text` is the UTF-8 text that `input` was built from (used to measure
  /// indentation).
  PyTokenSource(antlr4::CharStream *input, const std::string &text);

  std::unique_ptr<antlr4::Token> nextToken() override;

  struct LexError {
    std::string message;
    SourceLocation loc;
    /// The error is an unclosed bracket at EOF.
    bool unclosedBracket = false;
  };
  /// The lexical error, if one was found so far.
  const std::optional<LexError> &lexError() const { return error_; }

  static constexpr int kMaxIndentLevels = 100;
  static constexpr int kMaxBracketDepth = 200;
  /// Tokens in one logical line.  ANTLR's parse tree of a statement takes a
  /// few KiB per operand until the statement has been turned into AST, so
  /// one huge statement (a literal of millions of numbers) would hold GiBs;
  /// this bound keeps it to a few hundred MiB and still admits a literal of
  /// 100,000 numbers.
  static constexpr int kMaxLineTokens = 250000;

private:
  /// A token of the generated lexer, with the diagnostic for an ERRORTOKEN
  /// worked out when it was read (the lexer may have moved on since).
  struct RawEntry {
    std::unique_ptr<antlr4::Token> tok;
    std::string errorMessage;
    SourceLocation errorLoc;
  };
  RawEntry readRaw();
  RawEntry nextRaw();
  bool startsMatchStatement();
  void produce();
  bool handleIndentation(const antlr4::Token &first);
  void handleEOF(const antlr4::Token &eof);
  void fail(const std::string &msg, SourceLocation loc, const antlr4::Token &at,
            bool unclosedBracket = false);
  std::string describeErrorChar(const antlr4::Token &t);
  void classifySoftKeyword(antlr4::Token &t);
  std::unique_ptr<antlr4::Token> make(size_t type, const std::string &text,
                                      const antlr4::Token &at);

  struct Bracket {
    char ch;
    SourceLocation loc;
  };
  struct Indent {
    int col;    // width with tabs to multiples of 8
    int altCol; // width with tabs counted as 1
  };

  std::vector<std::string> lines_; // physical lines, bytes
  std::deque<std::unique_ptr<antlr4::Token>> pending_;
  std::deque<RawEntry> raw_; // lookahead read by startsMatchStatement()
  // Indentation levels (sizes of indents_) of the bodies of enclosing match
  // statements, where `case` is a keyword.
  std::vector<size_t> matchBodies_;
  bool afterMatchHeader_ = false; // the last logical line was `match ...:`
  std::vector<Indent> indents_{{0, 0}};
  std::vector<Bracket> brackets_;
  ExpressionNesting nesting_; // of the tokens handed out by nextToken()
  int lineTokens_ = 0;        // handed out since the last NEWLINE
  bool atLineStart_ = true;
  bool emittedReal_ = false; // a token other than layout was produced
  bool finished_ = false;    // EOF produced or a lexical error found
  std::optional<LexError> error_;

  // The last token of the generated lexer (to recognize `"""abc` as an
  // unterminated triple-quoted string: it lexes as `""` then `"`).
  struct RawToken {
    size_t type = 0;
    std::string text;
    size_t start = 0, stop = 0;
    SourceLocation loc;
  };
  RawToken lastRaw_;
};

/// The location of a token: 1-based line and column in code points.
inline SourceLocation tokenLocation(const antlr4::Token *t) {
  return SourceLocation{static_cast<int>(t->getLine()),
                        static_cast<int>(t->getCharPositionInLine()) + 1};
}

/// The location just past the end of a token (multi-line strings included).
SourceLocation tokenEndLocation(const antlr4::Token *t);

} // namespace tritonc

#endif // TRITONC_FRONTEND_PYTOKENSOURCE_H

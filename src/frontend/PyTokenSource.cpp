//===- PyTokenSource.cpp --------------------------------------------------===//
#include "frontend/PyTokenSource.h"

#include <cctype>
#include <cstdio>

using antlr4::CommonToken;
using antlr4::Token;
using tritonc_grammar::PyLexer;

namespace tritonc {

static int codePointCount(const std::string &s) {
  int n = 0;
  for (unsigned char c : s)
    if ((c & 0xC0) != 0x80)
      ++n;
  return n;
}

SourceLocation tokenEndLocation(const Token *t) {
  SourceLocation loc = tokenLocation(t);
  std::string text = t->getText();
  if (t->getType() == Token::EOF || t->getType() == PyLexer::NEWLINE ||
      t->getType() == PyLexer::INDENT || t->getType() == PyLexer::DEDENT)
    return loc;
  size_t nl = text.rfind('\n');
  if (nl == std::string::npos) {
    loc.column += codePointCount(text);
    return loc;
  }
  int lines = 0;
  for (char c : text)
    lines += c == '\n';
  loc.line += lines;
  loc.column = 1 + codePointCount(text.substr(nl + 1));
  return loc;
}

PyTokenSource::PyTokenSource(antlr4::CharStream *input, const std::string &text)
    : PyLexer(input) {
  size_t begin = 0;
  while (begin <= text.size()) {
    size_t end = text.find('\n', begin);
    if (end == std::string::npos) {
      lines_.push_back(text.substr(begin));
      break;
    }
    lines_.push_back(text.substr(begin, end - begin));
    begin = end + 1;
  }
}

std::unique_ptr<Token> PyTokenSource::make(size_t type, const std::string &text,
                                           const Token &at) {
  auto t = std::make_unique<CommonToken>(std::make_pair(static_cast<antlr4::TokenSource *>(this), _input), type,
                                         Token::DEFAULT_CHANNEL, at.getStartIndex(),
                                         at.getStartIndex() > 0 ? at.getStartIndex() - 1 : 0);
  t->setLine(at.getLine());
  t->setCharPositionInLine(at.getCharPositionInLine());
  t->setText(text);
  return t;
}

void PyTokenSource::fail(const std::string &msg, SourceLocation loc, const Token &at,
                         bool unclosedBracket) {
  if (!error_)
    error_ = LexError{msg, loc, unclosedBracket};
  pending_.push_back(make(ERRORTOKEN, "<error>", at));
  finished_ = true;
}

static bool isOpen(size_t type) {
  return type == PyLexer::OPEN_PAREN || type == PyLexer::OPEN_BRACK ||
         type == PyLexer::OPEN_BRACE;
}
static bool isClose(size_t type) {
  return type == PyLexer::CLOSE_PAREN || type == PyLexer::CLOSE_BRACK ||
         type == PyLexer::CLOSE_BRACE;
}
static char matching(char open) { return open == '(' ? ')' : open == '[' ? ']' : '}'; }

std::unique_ptr<Token> PyTokenSource::nextToken() {
  while (pending_.empty())
    produce();
  std::unique_ptr<Token> t = std::move(pending_.front());
  pending_.pop_front();
  size_t type = t->getType();
  if (type == Token::EOF || type == ERRORTOKEN)
    return t;
  lineTokens_ = type == NEWLINE ? 0 : lineTokens_ + 1;
  std::string limit;
  if (!nesting_.feed(type))
    limit = "expression is too deeply nested (more than " +
            std::to_string(ExpressionNesting::kMaxLevels) + " levels of operators and brackets)";
  else if (lineTokens_ > kMaxLineTokens)
    limit = "statement is too long (more than " + std::to_string(kMaxLineTokens) + " tokens)";
  if (!limit.empty()) {
    // This token precedes whatever is still pending, a lexical error
    // included: it is the first error.
    error_ = LexError{limit, tokenLocation(t.get())};
    pending_.clear();
    raw_.clear();
    finished_ = true;
    return make(ERRORTOKEN, "<error>", *t);
  }
  return t;
}

PyTokenSource::RawEntry PyTokenSource::readRaw() {
  RawEntry e;
  e.tok = PyLexer::nextToken();
  const Token &t = *e.tok;
  RawToken prev = lastRaw_;
  lastRaw_ = RawToken{t.getType(), t.getText(), t.getStartIndex(), t.getStopIndex(),
                      tokenLocation(&t)};
  if (t.getType() != ERRORTOKEN)
    return e;
  e.errorLoc = tokenLocation(&t);
  e.errorMessage = describeErrorChar(t);
  std::string text = t.getText();
  if ((text == "'" || text == "\"") && prev.type == STRING && prev.stop + 1 == t.getStartIndex() &&
      prev.text.size() >= 2 && prev.text.compare(prev.text.size() - 2, 2, text + text) == 0 &&
      (prev.text.size() == 2 ||
       std::isalpha(static_cast<unsigned char>(prev.text[prev.text.size() - 3])))) {
    // `"""abc` lexes as an empty string `""` then a lone quote: an
    // unterminated triple-quoted string that starts at the empty string.
    e.errorMessage = "unterminated triple-quoted string literal";
    e.errorLoc = prev.loc;
  }
  return e;
}

PyTokenSource::RawEntry PyTokenSource::nextRaw() {
  if (raw_.empty())
    return readRaw();
  RawEntry e = std::move(raw_.front());
  raw_.pop_front();
  return e;
}

static bool canStartExpression(size_t type) {
  switch (type) {
  case PyLexer::NAME: case PyLexer::NUMBER: case PyLexer::STRING:
  case PyLexer::OPEN_PAREN: case PyLexer::OPEN_BRACK: case PyLexer::OPEN_BRACE:
  case PyLexer::MINUS: case PyLexer::ADD: case PyLexer::TILDE: case PyLexer::NOT:
  case PyLexer::LAMBDA: case PyLexer::AWAIT: case PyLexer::NONE: case PyLexer::TRUE:
  case PyLexer::FALSE: case PyLexer::ELLIPSIS: case PyLexer::STAR:
    return true;
  default:
    return false;
  }
}

// Called with a NAME `match` that starts a logical line: looks ahead to the
// end of the line, which for a match statement is a ':' (its body follows on
// the next lines).  `match = 1`, `match(x)`, `match.group()` are not.
bool PyTokenSource::startsMatchStatement() {
  int depth = 0;
  size_t last = 0;
  for (size_t i = 0;; ++i) {
    if (i >= raw_.size())
      raw_.push_back(readRaw());
    size_t type = raw_[i].tok->getType();
    if (i == 0 && !canStartExpression(type))
      return false;
    if (type == Token::EOF || type == ERRORTOKEN)
      return false;
    if (isOpen(type)) {
      ++depth;
    } else if (isClose(type)) {
      if (--depth < 0)
        return false;
    } else if (type == NEWLINE) {
      if (depth == 0)
        return last == COLON;
      continue;
    }
    last = type;
  }
}

// At the start of a logical line (after INDENT/DEDENT were decided).
void PyTokenSource::classifySoftKeyword(Token &t) {
  bool afterHeader = afterMatchHeader_;
  afterMatchHeader_ = false;
  // The first line after `match ...:` opens the case level (if indented).
  if (afterHeader && indents_.size() > 1 &&
      (matchBodies_.empty() || matchBodies_.back() < indents_.size()))
    matchBodies_.push_back(indents_.size());
  while (!matchBodies_.empty() && matchBodies_.back() > indents_.size())
    matchBodies_.pop_back();
  if (t.getType() != NAME)
    return;
  auto *w = dynamic_cast<antlr4::WritableToken *>(&t);
  if (!w)
    return;
  std::string text = t.getText();
  if (text == "case" && !matchBodies_.empty() && matchBodies_.back() == indents_.size()) {
    w->setType(CASE);
  } else if (text == "match" && startsMatchStatement()) {
    w->setType(MATCH);
    afterMatchHeader_ = true;
  }
}

// Produces at least one token into pending_.
void PyTokenSource::produce() {
  if (finished_) {
    // After EOF or an error: EOF forever.
    auto eof = std::make_unique<CommonToken>(
        std::make_pair(static_cast<antlr4::TokenSource *>(this), _input), Token::EOF,
        Token::DEFAULT_CHANNEL, _input->index(), _input->index() > 0 ? _input->index() - 1 : 0);
    eof->setLine(getLine());
    eof->setCharPositionInLine(getCharPositionInLine());
    eof->setText("<EOF>");
    pending_.push_back(std::move(eof));
    return;
  }
  RawEntry entry = nextRaw();
  std::unique_ptr<Token> t = std::move(entry.tok);
  size_t type = t->getType();

  if (type == NEWLINE) {
    if (!brackets_.empty() || atLineStart_)
      return; // implicit line joining, or a blank / comment-only line
    atLineStart_ = true;
    pending_.push_back(std::move(t));
    return;
  }
  if (type == Token::EOF) {
    handleEOF(*t);
    pending_.push_back(std::move(t));
    finished_ = true;
    return;
  }
  if (type == ERRORTOKEN) {
    fail(entry.errorMessage, entry.errorLoc, *t);
    return;
  }
  if (atLineStart_) {
    atLineStart_ = false;
    if (!handleIndentation(*t))
      return;
    classifySoftKeyword(*t);
  }
  if (isOpen(type)) {
    if (static_cast<int>(brackets_.size()) >= kMaxBracketDepth) {
      fail("too many nested parentheses", tokenLocation(t.get()), *t);
      return;
    }
    brackets_.push_back(Bracket{t->getText()[0], tokenLocation(t.get())});
  } else if (isClose(type)) {
    char close = t->getText()[0];
    if (brackets_.empty()) {
      fail(std::string("unmatched '") + close + "'", tokenLocation(t.get()), *t);
      return;
    }
    Bracket open = brackets_.back();
    if (matching(open.ch) != close) {
      std::string msg = std::string("closing parenthesis '") + close +
                        "' does not match opening parenthesis '" + open.ch + "'";
      if (open.loc.line != static_cast<int>(t->getLine()))
        msg += " on line " + std::to_string(open.loc.line);
      fail(msg, tokenLocation(t.get()), *t);
      return;
    }
    brackets_.pop_back();
  }
  emittedReal_ = true;
  pending_.push_back(std::move(t));
}

bool PyTokenSource::handleIndentation(const Token &first) {
  size_t line = first.getLine();
  const std::string &text = line >= 1 && line <= lines_.size() ? lines_[line - 1] : "";
  int col = 0, altCol = 0;
  for (char c : text) {
    if (c == ' ') {
      ++col;
      ++altCol;
    } else if (c == '\t') {
      col = (col / 8 + 1) * 8;
      ++altCol;
    } else if (c == '\f') {
      col = altCol = 0;
    } else {
      break;
    }
  }
  SourceLocation loc = tokenLocation(&first);
  const Indent &top = indents_.back();
  if (col == top.col) {
    if (altCol != top.altCol) {
      fail("inconsistent use of tabs and spaces in indentation", loc, first);
      return false;
    }
    return true;
  }
  if (col > top.col) {
    if (altCol <= top.altCol) {
      fail("inconsistent use of tabs and spaces in indentation", loc, first);
      return false;
    }
    if (static_cast<int>(indents_.size()) > kMaxIndentLevels) {
      fail("too many levels of indentation", loc, first);
      return false;
    }
    indents_.push_back(Indent{col, altCol});
    pending_.push_back(make(INDENT, "<INDENT>", first));
    return true;
  }
  // Dedent: pop to a level of exactly this width.
  size_t dedents = 0;
  while (indents_.size() > 1 && indents_.back().col > col) {
    indents_.pop_back();
    ++dedents;
  }
  if (indents_.back().col != col) {
    fail("unindent does not match any outer indentation level", loc, first);
    return false;
  }
  if (indents_.back().altCol != altCol) {
    fail("inconsistent use of tabs and spaces in indentation", loc, first);
    return false;
  }
  for (size_t i = 0; i < dedents; ++i)
    pending_.push_back(make(DEDENT, "<DEDENT>", first));
  return true;
}

void PyTokenSource::handleEOF(const Token &eof) {
  if (!brackets_.empty()) {
    const Bracket &open = brackets_.back();
    if (!error_)
      error_ = LexError{std::string("'") + open.ch + "' was never closed", open.loc, true};
    pending_.push_back(make(ERRORTOKEN, "<error>", eof));
    return;
  }
  if (emittedReal_ && !atLineStart_)
    pending_.push_back(make(NEWLINE, "\n", eof));
  atLineStart_ = true;
  while (indents_.size() > 1) {
    indents_.pop_back();
    pending_.push_back(make(DEDENT, "<DEDENT>", eof));
  }
}

std::string PyTokenSource::describeErrorChar(const Token &t) {
  std::string text = t.getText();
  if (text == "'" || text == "\"") {
    // The STRING rule did not match: the literal is not closed.
    bool triple = _input->LA(1) == static_cast<size_t>(text[0]) &&
                  _input->LA(2) == static_cast<size_t>(text[0]);
    return triple ? "unterminated triple-quoted string literal"
                  : "unterminated string literal";
  }
  if (text == "\\") {
    // A backslash not followed by a line break.
    for (size_t i = 1;; ++i) {
      size_t c = _input->LA(static_cast<ssize_t>(i));
      if (c == antlr4::IntStream::EOF)
        return "unexpected EOF while parsing";
      if (c != ' ' && c != '\t' && c != '\f')
        break;
    }
    return "unexpected character after line continuation character";
  }
  // Decode the one code point of the token.
  uint32_t cp = 0;
  unsigned char c0 = text.empty() ? 0 : static_cast<unsigned char>(text[0]);
  size_t n = c0 < 0x80 ? 1 : (c0 >> 5) == 6 ? 2 : (c0 >> 4) == 14 ? 3 : 4;
  cp = n == 1 ? c0 : n == 2 ? (c0 & 0x1F) : n == 3 ? (c0 & 0x0F) : (c0 & 0x07);
  for (size_t i = 1; i < n && i < text.size(); ++i)
    cp = (cp << 6) | (static_cast<unsigned char>(text[i]) & 0x3F);
  char hex[16];
  std::snprintf(hex, sizeof hex, "U+%04X", cp);
  bool printable = cp >= 0x20 && cp != 0x7F && !(cp >= 0x80 && cp < 0xA0) &&
                   !(cp >= 0x200B && cp <= 0x200F) && cp != 0xFEFF;
  if (!printable)
    return std::string("invalid non-printable character ") + hex;
  return "invalid character '" + text + "' (" + hex + ")";
}

} // namespace tritonc

// The layout tokens (NEWLINE, INDENT, DEDENT) produced by PyTokenSource.
#include "frontend/PyTokenSource.h"

#include "antlr4-runtime.h"

#include <catch2/catch.hpp>

namespace {

// Token stream as text: layout tokens by name, others by their text.
std::string layout(const std::string &text, std::string *error = nullptr) {
  antlr4::ANTLRInputStream input(text);
  tritonc::PyTokenSource lexer(&input, text);
  lexer.removeErrorListeners();
  std::string out;
  for (int guard = 0; guard < 10000; ++guard) {
    auto t = lexer.nextToken();
    size_t type = t->getType();
    std::string piece;
    if (type == antlr4::Token::EOF)
      piece = "EOF";
    else if (type == tritonc::PyTokenSource::NEWLINE)
      piece = "NEWLINE";
    else if (type == tritonc::PyTokenSource::INDENT)
      piece = "INDENT";
    else if (type == tritonc::PyTokenSource::DEDENT)
      piece = "DEDENT";
    else if (type == tritonc::PyTokenSource::ERRORTOKEN)
      piece = "ERROR";
    else if (type == tritonc::PyTokenSource::MATCH)
      piece = "MATCH";
    else if (type == tritonc::PyTokenSource::CASE)
      piece = "CASE";
    else
      piece = t->getText();
    out += (out.empty() ? "" : " ") + piece;
    if (type == antlr4::Token::EOF)
      break;
  }
  if (error)
    *error = lexer.lexError() ? lexer.lexError()->message + " @" +
                                    std::to_string(lexer.lexError()->loc.line) + ":" +
                                    std::to_string(lexer.lexError()->loc.column)
                              : "";
  return out;
}

} // namespace

TEST_CASE("empty and blank inputs give only EOF", "[layout]") {
  CHECK(layout("") == "EOF");
  CHECK(layout("\n\n\n") == "EOF");
  CHECK(layout("# only a comment") == "EOF");
  CHECK(layout("   \n\t\n  # indented comment\n\n") == "EOF");
}

TEST_CASE("a simple block opens and closes", "[layout]") {
  CHECK(layout("if a:\n    b\nc\n") ==
        "if a : NEWLINE INDENT b NEWLINE DEDENT c NEWLINE EOF");
}

TEST_CASE("several dedents at once", "[layout]") {
  CHECK(layout("if a:\n  if b:\n    x\ny\n") ==
        "if a : NEWLINE INDENT if b : NEWLINE INDENT x NEWLINE DEDENT DEDENT y NEWLINE EOF");
}

TEST_CASE("dedents at EOF, with or without a final newline", "[layout]") {
  CHECK(layout("if a:\n  if b:\n    x") ==
        "if a : NEWLINE INDENT if b : NEWLINE INDENT x NEWLINE DEDENT DEDENT EOF");
  CHECK(layout("if a:\n  x\n") == "if a : NEWLINE INDENT x NEWLINE DEDENT EOF");
  CHECK(layout("x = 1") == "x = 1 NEWLINE EOF");
}

TEST_CASE("blank and comment-only lines do not change indentation", "[layout]") {
  CHECK(layout("if a:\n    x\n\n# col 0 comment\n        # deeper comment\n   \n    y\n") ==
        "if a : NEWLINE INDENT x NEWLINE y NEWLINE DEDENT EOF");
}

TEST_CASE("no layout tokens inside brackets", "[layout]") {
  CHECK(layout("f(a,\n      b,\n\n  c)\nd\n") == "f ( a , b , c ) NEWLINE d NEWLINE EOF");
  CHECK(layout("x = [\n    1,  # one\n]\n") == "x = [ 1 , ] NEWLINE EOF");
  CHECK(layout("if a:\n    x = {\n1: 2}\n    y\n") ==
        "if a : NEWLINE INDENT x = { 1 : 2 } NEWLINE y NEWLINE DEDENT EOF");
}

TEST_CASE("backslash joins lines", "[layout]") {
  CHECK(layout("x = 1 + \\\n        2\ny\n") == "x = 1 + 2 NEWLINE y NEWLINE EOF");
  CHECK(layout("if a and \\\nb:\n    pass\n") ==
        "if a and b : NEWLINE INDENT pass NEWLINE DEDENT EOF");
}

TEST_CASE("tabs advance to multiples of 8", "[layout]") {
  CHECK(layout("if a:\n\tx\n\ty\n") == "if a : NEWLINE INDENT x NEWLINE y NEWLINE DEDENT EOF");
  // A tab then 8 spaces deeper: a real indent either way.
  CHECK(layout("if a:\n\tif b:\n\t        c\n") ==
        "if a : NEWLINE INDENT if b : NEWLINE INDENT c NEWLINE DEDENT DEDENT EOF");
  std::string err;
  // One tab vs eight spaces: equal at tab size 8, different at tab size 1.
  CHECK(layout("if a:\n\tx\n        y\n", &err) == "if a : NEWLINE INDENT x NEWLINE ERROR EOF");
  CHECK(err == "inconsistent use of tabs and spaces in indentation @3:9");
}

TEST_CASE("CRLF and lone CR line ends", "[layout]") {
  CHECK(layout("if a:\r\n    b\r\nc\r\n") ==
        "if a : NEWLINE INDENT b NEWLINE DEDENT c NEWLINE EOF");
}

TEST_CASE("multi-line strings do not disturb indentation", "[layout]") {
  CHECK(layout("def f():\n    s = '''\nno indent here\n        deep\n'''\n    return s\n") ==
        "def f ( ) : NEWLINE INDENT s = '''\nno indent here\n        deep\n''' NEWLINE "
        "return s NEWLINE DEDENT EOF");
}

TEST_CASE("indentation errors stop the token stream", "[layout]") {
  std::string err;
  CHECK(layout("if a:\n    x\n  y\nz\n", &err) ==
        "if a : NEWLINE INDENT x NEWLINE ERROR EOF");
  CHECK(err == "unindent does not match any outer indentation level @3:3");
  // An unexpected indent is not a lexical error: the parser reports it.
  CHECK(layout("x\n  y\n", &err) == "x NEWLINE INDENT y NEWLINE DEDENT EOF");
  CHECK(err.empty());
  CHECK(layout("  x\n", &err) == "INDENT x NEWLINE DEDENT EOF");
}

TEST_CASE("bracket errors are lexical", "[layout]") {
  std::string err;
  CHECK(layout("a)\n", &err) == "a ERROR EOF");
  CHECK(err == "unmatched ')' @1:2");
  CHECK(layout("(a]\n", &err) == "( a ERROR EOF");
  CHECK(err == "closing parenthesis ']' does not match opening parenthesis '(' @1:3");
  CHECK(layout("f(a,\n  [b\n", &err) == "f ( a , [ b ERROR EOF");
  CHECK(err == "'[' was never closed @2:3");
}

TEST_CASE("too many levels", "[layout]") {
  std::string err;
  layout(std::string(201, '(') + std::string(201, ')'), &err);
  CHECK(err == "too many nested parentheses @1:201");
  std::string deep;
  for (int i = 0; i < 101; ++i)
    deep += std::string(i, ' ') + "if a:\n";
  deep += std::string(101, ' ') + "pass\n";
  layout(deep, &err);
  CHECK(err == "too many levels of indentation @102:102");
}

TEST_CASE("soft keywords match and case", "[layout]") {
  CHECK(layout("match x:\n    case 1:\n        case = 2\n") ==
        "MATCH x : NEWLINE INDENT CASE 1 : NEWLINE INDENT case = 2 NEWLINE DEDENT DEDENT EOF");
  CHECK(layout("match = 1\nmatch(x)\nmatch (a,\n b): c\n") ==
        "match = 1 NEWLINE match ( x ) NEWLINE match ( a , b ) : c NEWLINE EOF");
  CHECK(layout("case x:\n    pass\n") == "case x : NEWLINE INDENT pass NEWLINE DEDENT EOF");
  // A match inside a case body has its own case level.
  CHECK(layout("match a:\n case 1:\n  match b:\n   case 2: pass\n case 3: pass\n") ==
        "MATCH a : NEWLINE INDENT CASE 1 : NEWLINE INDENT MATCH b : NEWLINE INDENT CASE 2 : "
        "pass NEWLINE DEDENT DEDENT CASE 3 : pass NEWLINE DEDENT EOF");
}

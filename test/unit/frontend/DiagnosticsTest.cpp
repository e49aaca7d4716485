// The exact text of diagnostics: the engine's format and the parser's
// messages, locations, source lines and carets.
#include "TestUtil.h"

#include "frontend/SourceLimits.h"

#include <catch2/catch.hpp>

using namespace tritonc;
using testutil::errorOf;

TEST_CASE("engine: gcc/clang format with source line and caret", "[diag]") {
  SourceFile src("k.tri", "x = 1\n\ty = é + z\nlast");
  std::ostringstream os;
  DiagnosticEngine diag(os);
  diag.setSource(&src);
  diag.error(SourceLocation{2, 8}, "bad operand");
  diag.warning(SourceLocation{1, 5}, "odd");
  diag.note(SourceLocation{3, 1}, "declared here");
  diag.error("no location");
  CHECK(os.str() == "k.tri:2:8: error: bad operand\n"
                    "\ty = é + z\n"
                    "\t      ^\n"
                    "k.tri:1:5: warning: odd\n"
                    "x = 1\n"
                    "    ^\n"
                    "k.tri:3:1: note: declared here\n"
                    "last\n"
                    "^\n"
                    "tritonc: error: no location\n");
  CHECK(diag.errorCount() == 2);
  CHECK(diag.warningCount() == 1);
}

TEST_CASE("engine: without a source file, and out-of-range lines", "[diag]") {
  std::ostringstream os;
  DiagnosticEngine diag(os);
  diag.error(SourceLocation{3, 4}, "m");
  SourceFile src("a.py", "one\n");
  diag.setSource(&src);
  diag.error(SourceLocation{7, 1}, "beyond");
  diag.error(SourceLocation{1, 0}, "line only");
  CHECK(os.str() == "tritonc: error: m\n"
                    "a.py:7:1: error: beyond\n"
                    "a.py:1: error: line only\n"
                    "one\n");
}

TEST_CASE("caret line counts code points and keeps tabs", "[diag]") {
  CHECK(caretLine("ăîș x", 5) == "    ^");
  CHECK(caretLine("\t\tx", 3) == "\t\t^");
  CHECK(caretLine("ab", 5) == "    ^"); // past the end of the line
  SourceFile src("f", "a\r\nb");
  CHECK(src.lineText(1) == "a");
  CHECK(src.lineText(2) == "b");
  CHECK(src.lineText(3) == "");
  CHECK(src.lineCount() == 2);
}

TEST_CASE("syntax error messages", "[diag]") {
  CHECK(errorOf("x = 1 +\n") == "t.py:1:8: error: invalid syntax\n"
                                 "x = 1 +\n"
                                 "       ^\n");
  CHECK(errorOf("else:\n  pass\n") == "t.py:1:1: error: invalid syntax\n"
                                      "else:\n"
                                      "^\n");
  CHECK(errorOf("def f(x)\n    return x\n") == "t.py:1:9: error: expected ':'\n"
                                                "def f(x)\n"
                                                "        ^\n");
  CHECK(errorOf("for x in y  # comment\n    pass\n") == "t.py:1:11: error: expected ':'\n"
                                                        "for x in y  # comment\n"
                                                        "          ^\n");
  CHECK(errorOf("while x y:\n  pass\n") == "t.py:1:9: error: expected ':'\n"
                                           "while x y:\n"
                                           "        ^\n");
  CHECK(errorOf("from x imp y\n") == "t.py:1:8: error: expected 'import'\n"
                                     "from x imp y\n"
                                     "       ^\n");
  CHECK(errorOf("try:\n    pass\nx = 1\n") ==
        "t.py:3:1: error: expected 'except' or 'finally' block\n"
        "x = 1\n"
        "^\n");
  CHECK(errorOf("@dec\n") == "t.py:1:5: error: unexpected EOF while parsing\n"
                             "@dec\n"
                             "    ^\n");
  CHECK(errorOf("x = 1\n\\") == "t.py:2:1: error: unexpected EOF while parsing\n"
                                "\\\n"
                                "^\n");
  CHECK(errorOf("print 'hello'\n") ==
        "t.py:1:7: error: missing parentheses in call to 'print'; did you mean print(...)?\n"
        "print 'hello'\n"
        "      ^\n");
}

TEST_CASE("hints for common slips", "[diag]") {
  CHECK(errorOf("x = tl.load(ptr + offs mask=m)\n") ==
        "t.py:1:24: error: invalid syntax; perhaps you forgot a comma?\n"
        "x = tl.load(ptr + offs mask=m)\n"
        "                       ^\n");
  CHECK(errorOf("if x = 1:\n  pass\n") ==
        "t.py:1:6: error: invalid syntax; maybe you meant '==' or ':=' instead of '='?\n"
        "if x = 1:\n"
        "     ^\n");
  CHECK(errorOf("f(a+b=1)\n") ==
        "t.py:1:6: error: expression cannot contain assignment, perhaps you meant \"==\"?\n"
        "f(a+b=1)\n"
        "     ^\n");
}

TEST_CASE("indentation error messages", "[diag]") {
  CHECK(errorOf("x = 1\n    y = 2\n") == "t.py:2:5: error: unexpected indent\n"
                                          "    y = 2\n"
                                          "    ^\n");
  CHECK(errorOf("  x = 1\n") == "t.py:1:3: error: unexpected indent\n"
                                "  x = 1\n"
                                "  ^\n");
  CHECK(errorOf("if x:\n        a = 1\n    b = 2\n") ==
        "t.py:3:5: error: unindent does not match any outer indentation level\n"
        "    b = 2\n"
        "    ^\n");
  CHECK(errorOf("def f():\nreturn 1\n") == "t.py:2:1: error: expected an indented block\n"
                                           "return 1\n"
                                           "^\n");
  CHECK(errorOf("def f():\n") == "t.py:1:9: error: expected an indented block\n"
                                 "def f():\n"
                                 "        ^\n");
  CHECK(errorOf("if a:\n\tx = 1\n        y = 2\n") ==
        "t.py:3:9: error: inconsistent use of tabs and spaces in indentation\n"
        "        y = 2\n"
        "        ^\n");
}

TEST_CASE("lexical error messages", "[diag]") {
  CHECK(errorOf("s = 'abc\n") == "t.py:1:5: error: unterminated string literal\n"
                                 "s = 'abc\n"
                                 "    ^\n");
  CHECK(errorOf("s = \"\"\"abc\n\nmore\n") ==
        "t.py:1:5: error: unterminated triple-quoted string literal\n"
        "s = \"\"\"abc\n"
        "    ^\n");
  CHECK(errorOf("x = foo(1, 2))\n") == "t.py:1:14: error: unmatched ')'\n"
                                        "x = foo(1, 2))\n"
                                        "             ^\n");
  CHECK(errorOf("x = [1, 2)\n") ==
        "t.py:1:10: error: closing parenthesis ')' does not match opening parenthesis '['\n"
        "x = [1, 2)\n"
        "         ^\n");
  CHECK(errorOf("x = {\n  1: 2]\n") ==
        "t.py:2:7: error: closing parenthesis ']' does not match opening parenthesis '{' on "
        "line 1\n"
        "  1: 2]\n"
        "      ^\n");
  CHECK(errorOf("foo(1,\n  2,\nx = 3\n") == "t.py:1:4: error: '(' was never closed\n"
                                             "foo(1,\n"
                                             "   ^\n");
  CHECK(errorOf("x = 1 $ 2\n") == "t.py:1:7: error: invalid character '$' (U+0024)\n"
                                   "x = 1 $ 2\n"
                                   "      ^\n");
  CHECK(errorOf("# ünïcode\nx = € + 1\n") ==
        "t.py:2:5: error: invalid character '€' (U+20AC)\n"
        "x = € + 1\n"
        "    ^\n");
  CHECK(errorOf("x = 1 \\ 2\n") ==
        "t.py:1:7: error: unexpected character after line continuation character\n"
        "x = 1 \\ 2\n"
        "      ^\n");
  CHECK(errorOf("x = 0777\n") ==
        "t.py:1:5: error: leading zeros in decimal integer literals are not permitted; use "
        "an 0o prefix for octal integers\n"
        "x = 0777\n"
        "    ^\n");
  CHECK(errorOf("ok = 1\nbad = \xff\n") == "t.py:2:7: error: invalid UTF-8 in source (byte 0xff)\n"
                                           "bad = ?\n"
                                           "      ^\n");
  CHECK(errorOf(std::string("x = 1\n\0\n", 8)) ==
        "t.py:2:1: error: source code cannot contain null bytes\n"
        "?\n"
        "^\n");
}

TEST_CASE("errors found while building the AST", "[diag]") {
  CHECK(errorOf("f(x) = 3\n") == "t.py:1:1: error: cannot assign to function call\n"
                                  "f(x) = 3\n"
                                  "^\n");
  CHECK(errorOf("a, 1 = t\n") == "t.py:1:4: error: cannot assign to literal\n"
                                  "a, 1 = t\n"
                                  "   ^\n");
  CHECK(errorOf("del f()\n") == "t.py:1:5: error: cannot delete function call\n"
                                 "del f()\n"
                                 "    ^\n");
  CHECK(errorOf("a, b += 1\n") ==
        "t.py:1:1: error: 'tuple' is an illegal expression for augmented assignment\n"
        "a, b += 1\n"
        "^\n");
  CHECK(errorOf("def f(a=1, b):\n    pass\n") ==
        "t.py:1:12: error: non-default argument follows default argument\n"
        "def f(a=1, b):\n"
        "           ^\n");
  CHECK(errorOf("def f(a, a): pass\n") ==
        "t.py:1:10: error: duplicate argument 'a' in function definition\n"
        "def f(a, a): pass\n"
        "         ^\n");
  CHECK(errorOf("def f(*): pass\n") == "t.py:1:7: error: named arguments must follow bare *\n"
                                        "def f(*): pass\n"
                                        "      ^\n");
  CHECK(errorOf("f(a=1, b)\n") == "t.py:1:8: error: positional argument follows keyword argument\n"
                                   "f(a=1, b)\n"
                                   "       ^\n");
  CHECK(errorOf("f(a=1, a=2)\n") == "t.py:1:8: error: keyword argument repeated: a\n"
                                     "f(a=1, a=2)\n"
                                     "       ^\n");
  CHECK(errorOf("x = b'a' 'b'\n") == "t.py:1:10: error: cannot mix bytes and nonbytes literals\n"
                                      "x = b'a' 'b'\n"
                                      "         ^\n");
}

TEST_CASE("too deep nesting is an error, not a crash", "[diag]") {
  std::string parens = "x = " + std::string(300, '(') + std::string(300, ')') + "\n";
  CHECK(errorOf(parens).rfind("t.py:1:205: error: too many nested parentheses\n", 0) == 0);
  std::string chain = "x = a";
  for (int i = 0; i < 100000; ++i)
    chain += "+a";
  CHECK(errorOf(chain + "\n").rfind("t.py:1:5: error: expression is too deeply nested\n", 0) == 0);
  // Chains of prefix operators, `**`, `not`, conditionals and lambdas stop
  // at the token that opens level 1001 (one inside k brackets weighs k + 1),
  // before ANTLR's prediction recurses over them.
  const std::string tooDeep =
      ": error: expression is too deeply nested (more than 1000 levels of operators and brackets)\n";
  std::string unary = "x = " + std::string(100000, '-') + "1\n";
  CHECK(errorOf(unary).rfind("t.py:1:1005" + tooDeep, 0) == 0);
  std::string inCall = "x = abs(" + std::string(100000, '~') + "1)\n";
  CHECK(errorOf(inCall).rfind("t.py:1:509" + tooDeep, 0) == 0);
  std::string nots = "x = 1\ny = ";
  for (int i = 0; i < 2000; ++i)
    nots += "not ";
  CHECK(errorOf(nots + "x\n").rfind("t.py:2:4005" + tooDeep, 0) == 0);
  std::string powers = "x = 2";
  for (int i = 0; i < 2000; ++i)
    powers += "**2";
  CHECK(errorOf(powers + "\n").rfind("t.py:1:3006" + tooDeep, 0) == 0);
  std::string conditional = "x = 1";
  for (int i = 0; i < 2000; ++i)
    conditional += " if c else 1";
  CHECK(errorOf(conditional + "\n").rfind("t.py:1:12012" + tooDeep, 0) == 0);
  std::string lambdas = "f = ";
  for (int i = 0; i < 2000; ++i)
    lambdas += "lambda: ";
  CHECK(errorOf(lambdas + "1\n").rfind("t.py:1:8005" + tooDeep, 0) == 0);
  // Flat sequences of the same operators are not nested.
  std::string flat = "x = [";
  for (int i = 0; i < 5000; ++i)
    flat += "-1, not c, a if b else c, lambda: 2, 2**-3, ";
  CHECK(errorOf(flat + "]\n") == "<parsed without error>");
}

TEST_CASE("a lone CR ends a line for the location and the echoed line alike", "[diag]") {
  CHECK(errorOf("x = 1\ry = $\n") == "t.py:2:5: error: invalid character '$' (U+0024)\n"
                                        "y = $\n"
                                        "    ^\n");
  CHECK(errorOf("x = 1\r\ry = 1\r\nz = \"\xff\"\n") ==
        "t.py:4:6: error: invalid UTF-8 in source (byte 0xff)\n"
        "z = \"?\"\n"
        "     ^\n");
  CHECK(errorOf(std::string("x = 1\ry = 1\r\nz = 1\0\n", 19)) ==
        "t.py:3:6: error: source code cannot contain null bytes\n"
        "z = 1?\n"
        "     ^\n");
  SourceFile src("f", "a\rb\r\nc\n\nd\r");
  CHECK(src.lineCount() == 5);
  CHECK(src.lineText(2) == "b");
  CHECK(src.lineText(3) == "c");
  CHECK(src.lineText(4) == "");
  CHECK(src.lineText(5) == "d");
}

TEST_CASE("invalid UTF-8 counts one column per byte, echoed as '?'", "[diag]") {
  // An overlong form is not echoed raw; the code points before count one each.
  CHECK(errorOf("x = \"\xc3\xa9\xc0\x80\" + 1\n") ==
        "t.py:1:7: error: invalid UTF-8 in source (byte 0xc0)\n"
        "x = \"é??\" + 1\n"
        "      ^\n");
  CHECK(errorOf("x = \"\xe2\x82\" + \xff\n") ==
        "t.py:1:6: error: invalid UTF-8 in source (byte 0xe2)\n"
        "x = \"??\" + ?\n"
        "     ^\n");
  CHECK(errorOf("s = '\xed\xa0\x80'\n") == // a surrogate
        "t.py:1:6: error: invalid UTF-8 in source (byte 0xed)\n"
        "s = '???'\n"
        "     ^\n");
}

TEST_CASE("a source file above the size limit is refused with its size", "[diag]") {
  std::string big(kMaxSourceBytes + 1, '\n');
  CHECK(errorOf(big) == "tritonc: error: source file 't.py' is too large: 4194305 bytes (the "
                        "limit is 4 MiB)\n");
  std::string atLimit(kMaxSourceBytes, '\n');
  CHECK(errorOf(atLimit) == "<parsed without error>");
}

TEST_CASE("only the first error is reported", "[diag]") {
  auto r = testutil::parse("x = (\ny = 1 +\nz = )\n");
  CHECK(!r.module);
  CHECK(r.errors == 1);
  r = testutil::parse("def f(:\n  pass\nclass\n");
  CHECK(!r.module);
  CHECK(r.errors == 1);
}

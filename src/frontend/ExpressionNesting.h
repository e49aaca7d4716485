//===- ExpressionNesting.h - bound on operator nesting, token by token -*- C++ -*-===//
//
// PRIVATE to src/frontend (the token source uses it).
//
// The grammar nests a rule per prefix operator (`- - x`, `not not x`), per
// `**` (right-associative), per conditional expression in an `else` branch,
// per lambda in a lambda body and per comprehension clause.  ANTLR's
// prediction walks those nestings recursively before any parser rule is
// entered (popping one context per level when the chain ends), so a long
// chain overflows the stack where no rule-entry guard can see it.  This
// counter follows the tokens as the token source hands them out and stops
// the input at the first token that opens one level too many, so the parser
// never sees a chain deeper than the limit.
//
// A level is opened by: a prefix -, + or ~; a prefix `not`; a `**`; the
// `else` of a conditional expression; `lambda`; the `for` of a comprehension
// (or of a for statement) and an `if` after it.  Levels close where the
// grammar ends the operand: prefix and `**` levels at any other binary
// operator, `not` levels at `and`/`or`, all levels at a `,` or at the end of
// the statement, and those opened inside a bracket at its closing bracket.
// A level opened inside k brackets counts k + 1 (see open()).  The count
// may exceed the real nesting (it never falls short of it), which only
// matters for inputs far from any real program.
//
//===----------------------------------------------------------------------===//
#ifndef TRITONC_FRONTEND_EXPRESSIONNESTING_H
#define TRITONC_FRONTEND_EXPRESSIONNESTING_H

#include <cstddef>
#include <vector>

namespace tritonc {

class ExpressionNesting {
public:
  /// At most this many (weighted) levels may be open at once, over all
  /// brackets.  Real kernels use a handful; CPython accepts a chain of about
  /// this length (a thousand unary minuses, not ten thousand).  Prediction
  /// over a `**` or conditional chain costs more than linear time: at this
  /// length about a second, so a longer chain is refused rather than parsed
  /// for minutes.
  static constexpr int kMaxLevels = 1000;

  /// Follows one token of the parser's token stream (layout tokens
  /// included).  False when the token opens a level beyond kMaxLevels.
  bool feed(size_t type);

private:
  /// The (weighted) levels open inside one bracket or at the statement
  /// level.
  struct Frame {
    int unary = 0;        // prefix - + ~ and **
    int negation = 0;     // prefix not
    int test = 0;         // else, lambda, comprehension clauses
    int lambdaColons = 0; // lambdas whose ':' is still to come
    bool comprehension = false;
  };
  bool open(int &counter);
  void closeOperand(Frame &f); // unary levels end
  void closeNot(Frame &f);     // unary and not levels end
  void closeAll(Frame &f);

  std::vector<Frame> frames_{Frame{}};
  int total_ = 0;
  size_t prev_ = 0; // the previous token's type (0: none yet)
};

} // namespace tritonc

#endif // TRITONC_FRONTEND_EXPRESSIONNESTING_H

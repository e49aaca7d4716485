//===- ExpressionNesting.cpp - bound on operator nesting ------------------===//
#include "frontend/ExpressionNesting.h"

#include "PyLexer.h"

using L = tritonc_grammar::PyLexer;

namespace tritonc {

// A token after which '-', '+', 'not' and '**' are binary.
static bool endsOperand(size_t type) {
  switch (type) {
  case L::NAME: case L::NUMBER: case L::STRING: case L::NONE: case L::TRUE:
  case L::FALSE: case L::ELLIPSIS: case L::CLOSE_PAREN: case L::CLOSE_BRACK:
  case L::CLOSE_BRACE:
    return true;
  default:
    return false;
  }
}

// A level inside k brackets weighs k + 1: the prediction at each enclosing
// bracket reads it again (a call's argument, a subscript, a dict entry are
// told apart only after the whole operand), so that is what it costs.
bool ExpressionNesting::open(int &counter) {
  int weight = static_cast<int>(frames_.size());
  counter += weight;
  total_ += weight;
  return total_ <= kMaxLevels;
}

void ExpressionNesting::closeOperand(Frame &f) {
  total_ -= f.unary;
  f.unary = 0;
}

void ExpressionNesting::closeNot(Frame &f) {
  closeOperand(f);
  total_ -= f.negation;
  f.negation = 0;
}

void ExpressionNesting::closeAll(Frame &f) {
  closeNot(f);
  total_ -= f.test;
  f.test = 0;
}

bool ExpressionNesting::feed(size_t type) {
  Frame &f = frames_.back();
  size_t prev = prev_;
  prev_ = type;
  bool binary = endsOperand(prev);
  switch (type) {
  case L::OPEN_PAREN: case L::OPEN_BRACK: case L::OPEN_BRACE:
    frames_.push_back(Frame{}); // the token source bounds the bracket depth
    return true;
  case L::CLOSE_PAREN: case L::CLOSE_BRACK: case L::CLOSE_BRACE:
    if (frames_.size() > 1) {
      closeAll(f);
      frames_.pop_back();
    }
    return true;
  case L::NEWLINE: case L::SEMI: case L::INDENT: case L::DEDENT:
    closeAll(f);
    f.lambdaColons = 0;
    f.comprehension = false;
    return true;
  case L::COMMA:
    if (f.lambdaColons > 0) { // between the parameters of a lambda
      closeNot(f);
    } else {
      closeAll(f);
      f.comprehension = false;
    }
    return true;
  case L::COLON:
    if (f.lambdaColons > 0)
      --f.lambdaColons;
    closeNot(f);
    return true;
  case L::ASSIGN: case L::AND: case L::OR:
    closeNot(f);
    return true;
  case L::WALRUS: case L::ARROW: case L::ADD_ASSIGN: case L::SUB_ASSIGN: case L::MUL_ASSIGN:
  case L::AT_ASSIGN: case L::DIV_ASSIGN: case L::MOD_ASSIGN: case L::AND_ASSIGN:
  case L::OR_ASSIGN: case L::XOR_ASSIGN: case L::LSHIFT_ASSIGN: case L::RSHIFT_ASSIGN:
  case L::POWER_ASSIGN: case L::IDIV_ASSIGN:
    closeAll(f);
    return true;
  case L::NOT:
    if (binary || prev == L::IS) { // `not in`, `is not`
      closeOperand(f);
      return true;
    }
    return open(f.negation);
  case L::ADD: case L::MINUS:
    if (binary) {
      closeOperand(f);
      return true;
    }
    return open(f.unary);
  case L::TILDE:
    return open(f.unary);
  case L::POWER: // `**kwargs` when not after an operand
    return binary ? open(f.unary) : true;
  case L::STAR: case L::IDIV: case L::DIV: case L::MOD: case L::AT: case L::LSHIFT:
  case L::RSHIFT: case L::BIT_AND: case L::BIT_OR: case L::BIT_XOR: case L::LT: case L::GT:
  case L::EQ: case L::NE: case L::LE: case L::GE: case L::IN: case L::IS:
    closeOperand(f);
    return true;
  case L::ELSE:
    closeNot(f);
    return open(f.test);
  case L::IF: // a conditional expression's `if` nests nothing; a comprehension's does
    closeNot(f);
    return f.comprehension ? open(f.test) : true;
  case L::FOR:
    closeNot(f);
    f.comprehension = true;
    return open(f.test);
  case L::LAMBDA:
    closeNot(f);
    ++f.lambdaColons;
    return open(f.test);
  default:
    return true;
  }
}

} // namespace tritonc

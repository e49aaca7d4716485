#include "GridExpression.h"

#include <tritonc/Heuristics.h>

#include <algorithm>
#include <cctype>
#include <vector>

namespace tritonc {
namespace tune {

struct GridExpression::Node {
  enum class Kind { Number, Name, Negate, Binary, Call } kind = Kind::Number;
  std::int64_t number = 0;
  std::string name;  // Name; Call: the function; Binary: the operator
  std::vector<std::unique_ptr<Node>> operands;
};

namespace {
using Node = GridExpression::Node;

class Parser {
public:
  explicit Parser(const std::string &text) : text(text) {}

  std::unique_ptr<Node> parseAll(std::string &error) {
    std::unique_ptr<Node> node = sum();
    skipSpace();
    if (!problem.empty() || position != text.size()) {
      error = problem.empty() ? "unexpected '" + text.substr(position, 1) + "'" : problem;
      error += " at column " + std::to_string((problem.empty() ? position : problemAt) + 1) + " of '" + text + "'";
      return nullptr;
    }
    return node;
  }

private:
  void skipSpace() {
    while (position < text.size() && std::isspace(static_cast<unsigned char>(text[position])))
      ++position;
  }
  bool accept(const std::string &token) {
    skipSpace();
    if (text.compare(position, token.size(), token) != 0)
      return false;
    position += token.size();
    return true;
  }
  std::unique_ptr<Node> fail(const std::string &message) {
    if (problem.empty()) {
      problem = message;
      problemAt = position;
    }
    return std::make_unique<Node>();
  }
  static std::unique_ptr<Node> binary(const std::string &op, std::unique_ptr<Node> a, std::unique_ptr<Node> b) {
    auto node = std::make_unique<Node>();
    node->kind = Node::Kind::Binary;
    node->name = op;
    node->operands.push_back(std::move(a));
    node->operands.push_back(std::move(b));
    return node;
  }

  std::unique_ptr<Node> sum() {
    std::unique_ptr<Node> left = product();
    while (problem.empty()) {
      if (accept("+"))
        left = binary("+", std::move(left), product());
      else if (accept("-"))
        left = binary("-", std::move(left), product());
      else
        break;
    }
    return left;
  }
  std::unique_ptr<Node> product() {
    std::unique_ptr<Node> left = unary();
    while (problem.empty()) {
      if (accept("//"))
        left = binary("//", std::move(left), unary());
      else if (accept("**"))
        return fail("'**' binds tighter than unary minus in Python; write it in parentheses");
      else if (accept("*"))
        left = binary("*", std::move(left), unary());
      else if (accept("%"))
        left = binary("%", std::move(left), unary());
      else if (accept("/") && --position)  // the column of the '/'
        return fail("'/' gives a float; a grid is whole numbers: use '//' or cdiv()");
      else
        break;
    }
    return left;
  }
  std::unique_ptr<Node> unary() {
    if (accept("-")) {
      auto node = std::make_unique<Node>();
      node->kind = Node::Kind::Negate;
      node->operands.push_back(unary());
      return node;
    }
    if (accept("+"))
      return unary();
    return primary();
  }
  std::unique_ptr<Node> primary() {
    skipSpace();
    if (accept("(")) {
      std::unique_ptr<Node> inner = sum();
      if (!accept(")"))
        return fail("missing ')'");
      return inner;
    }
    if (position < text.size() && std::isdigit(static_cast<unsigned char>(text[position]))) {
      auto node = std::make_unique<Node>();
      std::size_t start = position;
      while (position < text.size() && std::isdigit(static_cast<unsigned char>(text[position]))) {
        if (node->number > (INT64_MAX - 9) / 10)
          return fail("number too large");
        node->number = node->number * 10 + (text[position++] - '0');
      }
      (void)start;
      return node;
    }
    if (position < text.size() && (std::isalpha(static_cast<unsigned char>(text[position])) || text[position] == '_')) {
      std::string name;
      while (position < text.size() &&
             (std::isalnum(static_cast<unsigned char>(text[position])) || text[position] == '_' || text[position] == '.'))
        name += text[position++];
      if (!accept("(")) {
        auto node = std::make_unique<Node>();
        node->kind = Node::Kind::Name;
        node->name = name;
        return node;
      }
      std::string function = name.rfind("triton.", 0) == 0 ? name.substr(7) : name;
      if (function != "cdiv" && function != "min" && function != "max")
        return fail("unknown function '" + name + "' (cdiv, min and max are known)");
      auto node = std::make_unique<Node>();
      node->kind = Node::Kind::Call;
      node->name = function;
      if (!accept(")"))
        do
          node->operands.push_back(sum());
        while (problem.empty() && accept(","));
      if (problem.empty() && !accept(")"))
        return fail("missing ')' after the arguments of " + name + "()");
      std::size_t count = node->operands.size();
      if (problem.empty() && (function == "cdiv" ? count != 2 : count < 2))
        return fail(name + "() takes " + (function == "cdiv" ? "two arguments" : "two or more arguments"));
      return node;
    }
    return fail(position < text.size() ? "unexpected '" + text.substr(position, 1) + "'" : "unexpected end");
  }

  const std::string &text;
  std::size_t position = 0;
  std::string problem;
  std::size_t problemAt = 0;
};

bool evaluateNode(const Node &node, const std::function<bool(const std::string &, std::int64_t *)> &lookup,
                  std::int64_t *value, std::string &error) {
  switch (node.kind) {
  case Node::Kind::Number: *value = node.number; return true;
  case Node::Kind::Name:
    if (lookup(node.name, value))
      return true;
    error = "unknown name '" + node.name + "' (a scalar argument or a field of the config)";
    return false;
  case Node::Kind::Negate:
    if (!evaluateNode(*node.operands[0], lookup, value, error))
      return false;
    *value = -*value;
    return true;
  default: break;
  }
  std::vector<std::int64_t> values(node.operands.size());
  for (std::size_t i = 0; i < values.size(); ++i)
    if (!evaluateNode(*node.operands[i], lookup, &values[i], error))
      return false;
  const std::string &op = node.name;
  if (node.kind == Node::Kind::Call && op != "cdiv") {
    *value = values[0];
    for (std::int64_t v : values)
      *value = op == "min" ? std::min(*value, v) : std::max(*value, v);
    return true;
  }
  std::int64_t a = values[0], b = values[1], r = 0;
  if (op == "//" || op == "%" || op == "cdiv") {
    if (b == 0) {
      error = "division by zero";
      return false;
    }
    if (op == "cdiv" && __builtin_add_overflow(a, b - 1, &a)) {
      error = "integer overflow";
      return false;
    }
    *value = op == "%" ? heuristics::mod(a, b) : heuristics::floordiv(a, b);  // Python's, as launchers compute
    return true;
  }
  bool overflow = op == "+" ? __builtin_add_overflow(a, b, &r)
                  : op == "-" ? __builtin_sub_overflow(a, b, &r)
                              : __builtin_mul_overflow(a, b, &r);
  if (overflow) {
    error = "integer overflow";
    return false;
  }
  *value = r;
  return true;
}
} // namespace

GridExpression::GridExpression(std::string text) : text_(std::move(text)) {}
GridExpression::~GridExpression() = default;

std::unique_ptr<GridExpression> GridExpression::parse(const std::string &text, std::string &error) {
  std::unique_ptr<GridExpression> expression(new GridExpression(text));
  Parser parser(expression->text_);
  expression->root_ = parser.parseAll(error);
  if (!expression->root_)
    return nullptr;
  return expression;
}

bool GridExpression::evaluate(const std::function<bool(const std::string &, std::int64_t *)> &lookup,
                              std::int64_t *value, std::string &error) const {
  return evaluateNode(*root_, lookup, value, error);
}

} // namespace tune
} // namespace tritonc

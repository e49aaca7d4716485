// The grid of a kernel launch as tritonc-tune's shapes file writes it: an
// integer expression in Python's syntax over the launch's scalar arguments
// and the chosen config's fields, the C++ form of Triton's
// `lambda META: (triton.cdiv(n, META["BLOCK"]),)`:
//   "cdiv(M, BLOCK_M) * cdiv(N, BLOCK_N)", "M // 64 + 1", "min(n, 65535)".
// Integers, names, + - * // % (unary -), parentheses and cdiv, min, max
// (with or without a `triton.` prefix); `/` is refused (a grid is whole).
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>

namespace tritonc {
namespace tune {

class GridExpression {
public:
  /// Parses `text`; on a syntax error sets `error` (with the column) and
  /// returns null.
  static std::unique_ptr<GridExpression> parse(const std::string &text, std::string &error);

  /// The value, with `lookup(name, &value)` giving each name's value (false:
  /// unknown name, reported in `error`). Python's floor division and
  /// modulo; division by zero and overflow are errors.
  bool evaluate(const std::function<bool(const std::string &, std::int64_t *)> &lookup, std::int64_t *value,
                std::string &error) const;

  const std::string &text() const { return text_; }
  ~GridExpression();

  struct Node;

private:
  explicit GridExpression(std::string text);
  std::string text_;
  std::unique_ptr<Node> root_;
};

} // namespace tune
} // namespace tritonc

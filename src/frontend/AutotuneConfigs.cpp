//===- AutotuneConfigs.cpp - the configs of a kernel's @triton.autotune ---===//
#include "frontend/AutotuneConfigs.h"

#include "frontend/ConstValue.h"
#include "frontend/ModuleLoader.h"

#include "llvm/Support/Casting.h"

#include <algorithm>
#include <climits>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <map>
#include <memory>
#include <set>

namespace tritonc {

namespace {

using llvm::dyn_cast;

/// A value of the host code: what the evaluator computes.
struct HostValue {
  enum class Kind { None, Bool, Int, Float, String, List, Tuple, Dict, Config, Function, Module };
  Kind kind = Kind::None;
  bool boolValue = false;
  int64_t intValue = 0;
  double floatValue = 0;
  std::string text; // String; Module: its dotted name
  /// List and Tuple elements; a list is shared, as Python's (append).
  std::shared_ptr<std::vector<HostValue>> items;
  /// Dict entries (string keys), in insertion order.
  std::shared_ptr<std::vector<std::pair<std::string, HostValue>>> entries;
  std::shared_ptr<AutotuneConfig> config;
  const ast::FunctionDef *function = nullptr;
  /// Function: the module it is defined in (its globals); Module: the
  /// imported module's code, when it is on the search path (null for a
  /// host library such as torch, whose attributes are dotted names).
  const ast::Module *home = nullptr;

  static HostValue none() { return HostValue(); }
  static HostValue boolean(bool b) {
    HostValue v;
    v.kind = Kind::Bool;
    v.boolValue = b;
    return v;
  }
  static HostValue integer(int64_t i) {
    HostValue v;
    v.kind = Kind::Int;
    v.intValue = i;
    return v;
  }
  static HostValue real(double f) {
    HostValue v;
    v.kind = Kind::Float;
    v.floatValue = f;
    return v;
  }
  static HostValue string(std::string s) {
    HostValue v;
    v.kind = Kind::String;
    v.text = std::move(s);
    return v;
  }
  static HostValue sequence(Kind kind, std::vector<HostValue> elements) {
    HostValue v;
    v.kind = kind;
    v.items = std::make_shared<std::vector<HostValue>>(std::move(elements));
    return v;
  }
  static HostValue module(std::string name) {
    HostValue v;
    v.kind = Kind::Module;
    v.text = std::move(name);
    return v;
  }
  bool isSequence() const { return kind == Kind::List || kind == Kind::Tuple; }
  bool isNumber() const { return kind == Kind::Int || kind == Kind::Float || kind == Kind::Bool; }
  double number() const { return kind == Kind::Float ? floatValue : double(kind == Kind::Bool ? boolValue : intValue); }
};

const char *kindName(HostValue::Kind kind) {
  switch (kind) {
  case HostValue::Kind::None: return "None";
  case HostValue::Kind::Bool: return "a bool";
  case HostValue::Kind::Int: return "an int";
  case HostValue::Kind::Float: return "a float";
  case HostValue::Kind::String: return "a string";
  case HostValue::Kind::List: return "a list";
  case HostValue::Kind::Tuple: return "a tuple";
  case HostValue::Kind::Dict: return "a dict";
  case HostValue::Kind::Config: return "a triton.Config";
  case HostValue::Kind::Function: return "a function";
  case HostValue::Kind::Module: return "a module";
  }
  return "a value";
}

/// A Python literal that -D reads back as the same value.
std::optional<std::string> literalText(const HostValue &v) {
  switch (v.kind) {
  case HostValue::Kind::None: return std::string("None");
  case HostValue::Kind::Bool: return std::string(v.boolValue ? "True" : "False");
  case HostValue::Kind::Int: return std::to_string(v.intValue);
  case HostValue::Kind::Float: {
    if (!std::isfinite(v.floatValue))
      return std::nullopt;
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.17g", v.floatValue);
    std::string s = buf;
    if (s.find_first_of(".e") == std::string::npos)
      s += ".0";
    return s;
  }
  case HostValue::Kind::String: {
    std::string s = "'";
    for (char c : v.text) {
      if (c == '\\' || c == '\'')
        s += '\\';
      s += c;
    }
    return s + "'";
  }
  case HostValue::Kind::Tuple: {
    std::string s = "(";
    for (size_t i = 0; i < v.items->size(); ++i) {
      std::optional<std::string> element = literalText((*v.items)[i]);
      if (!element)
        return std::nullopt;
      s += (i ? ", " : "") + *element;
    }
    return s + (v.items->size() == 1 ? ",)" : ")");
  }
  default: return std::nullopt;
  }
}

struct EvalError {};

/// The value `triton.runtime.driver.active.get_current_target()` gives:
/// a module-like value whose attributes come from the HostTarget.
const char *const kCurrentTarget = "<the current target>";

/// The evaluator. Errors are reported once, at the innermost location, and
/// unwind as EvalError.
class HostEvaluator {
public:
  /// `subject` names what is evaluated in messages ("the autotune configs").
  /// `runsAt`: where the evaluated code runs in the module, when it runs
  /// while the module is being executed (a decorator): only the top-level
  /// bindings before it exist then. Invalid: after the whole module (a
  /// heuristic evaluated at launch).
  /// `loader`: where imported modules are found (null: imports of other
  /// modules stay names, as for host libraries).
  HostEvaluator(const ast::Module &module, DiagnosticEngine &diags, std::string subject = "the autotune configs",
                SourceLocation runsAt = {}, HostTarget target = {}, ModuleLoader *loader = nullptr)
      : mainModule(module), current(&module), diags(diags), subject(std::move(subject)), runsAt(runsAt),
        target(std::move(target)), loader(loader) {}

  /// The kernel is defined in the body of the top-level function `f` (a
  /// factory), which ends where the module's next statement starts (`end`;
  /// invalid: at the end of the file).
  void setEnclosing(const ast::FunctionDef *f, SourceLocation end) {
    enclosing = f;
    enclosingEnd = end;
  }

  using Scope = std::map<std::string, HostValue>;

  HostValue eval(const ast::Expr &e, Scope *scope) {
    if (++steps > kMaxSteps)
      fail(e.loc, subject + " take more than " + std::to_string(kMaxSteps) +
                      " evaluation steps (a loop that does not end?)");
    switch (e.kind) {
    case ast::NodeKind::Constant: return constant(*llvm::cast<ast::Constant>(&e));
    case ast::NodeKind::Name: return lookup(llvm::cast<ast::Name>(&e)->id, e.loc, scope);
    case ast::NodeKind::Attribute: {
      auto *a = llvm::cast<ast::Attribute>(&e);
      HostValue base = eval(*a->value, scope);
      if (base.kind == HostValue::Kind::Config)
        return configAttribute(base, a->attr, e.loc);
      if (base.kind == HostValue::Kind::Module && base.text == kCurrentTarget)
        return targetAttribute(a->attr, e.loc);
      if (base.kind != HostValue::Kind::Module)
        fail(e.loc, "attribute '" + a->attr + "' of " + kindName(base.kind) +
                        " in " + subject + " is not supported");
      if (base.home)
        return inModule(base.home, [&] { return lookup(a->attr, e.loc, nullptr); });
      if (base.text == "torch.version" && a->attr == "hip")
        return HostValue::none(); // a CUDA build of torch
      return HostValue::module(base.text + "." + a->attr);
    }
    case ast::NodeKind::List:
    case ast::NodeKind::Tuple: {
      const ast::ExprList &elts = e.kind == ast::NodeKind::List ? llvm::cast<ast::List>(&e)->elts
                                                                 : llvm::cast<ast::Tuple>(&e)->elts;
      std::vector<HostValue> values;
      for (const auto &elt : elts) {
        if (auto *star = dyn_cast<ast::Starred>(elt.get())) {
          HostValue spread = eval(*star->value, scope);
          if (!spread.isSequence())
            fail(elt->loc, std::string("cannot unpack ") + kindName(spread.kind) + " with *");
          values.insert(values.end(), spread.items->begin(), spread.items->end());
        } else {
          values.push_back(eval(*elt, scope));
        }
      }
      return HostValue::sequence(e.kind == ast::NodeKind::List ? HostValue::Kind::List : HostValue::Kind::Tuple,
                                 std::move(values));
    }
    case ast::NodeKind::Dict: {
      auto *d = llvm::cast<ast::Dict>(&e);
      HostValue v;
      v.kind = HostValue::Kind::Dict;
      v.entries = std::make_shared<std::vector<std::pair<std::string, HostValue>>>();
      for (size_t i = 0; i < d->keys.size(); ++i) {
        if (!d->keys[i]) {
          HostValue merged = eval(*d->values[i], scope);
          if (merged.kind != HostValue::Kind::Dict)
            fail(d->values[i]->loc, std::string("cannot unpack ") + kindName(merged.kind) + " with **");
          for (const auto &[k, value] : *merged.entries)
            setEntry(*v.entries, k, value);
          continue;
        }
        HostValue key = eval(*d->keys[i], scope);
        if (key.kind != HostValue::Kind::String)
          fail(d->keys[i]->loc, std::string("a config's keys are parameter names (strings), not ") +
                                    kindName(key.kind));
        setEntry(*v.entries, key.text, eval(*d->values[i], scope));
      }
      return v;
    }
    case ast::NodeKind::ListComp: {
      auto *c = llvm::cast<ast::ListComp>(&e);
      std::vector<HostValue> out;
      Scope inner = scope ? *scope : Scope();
      comprehension(*c, 0, inner, out);
      return HostValue::sequence(HostValue::Kind::List, std::move(out));
    }
    case ast::NodeKind::BinOp: {
      auto *b = llvm::cast<ast::BinOp>(&e);
      return binary(b->op, eval(*b->left, scope), eval(*b->right, scope), e.loc);
    }
    case ast::NodeKind::UnaryOp: {
      auto *u = llvm::cast<ast::UnaryOp>(&e);
      HostValue v = eval(*u->operand, scope);
      if (u->op == ast::UnaryOpKind::Not)
        return HostValue::boolean(!truth(v, e.loc));
      if (!v.isNumber())
        fail(e.loc, std::string("unary operator on ") + kindName(v.kind));
      if (u->op == ast::UnaryOpKind::UAdd)
        return v;
      if (v.kind == HostValue::Kind::Float) {
        if (u->op != ast::UnaryOpKind::USub)
          fail(e.loc, "operator ~ on a float");
        return HostValue::real(-v.floatValue);
      }
      int64_t i = v.kind == HostValue::Kind::Bool ? v.boolValue : v.intValue;
      if (u->op == ast::UnaryOpKind::USub) {
        if (i == INT64_MIN)
          fail(e.loc, "integer overflow in " + subject);
        return HostValue::integer(-i);
      }
      return HostValue::integer(~i);
    }
    case ast::NodeKind::BoolOp: {
      auto *b = llvm::cast<ast::BoolOp>(&e);
      HostValue v;
      for (const auto &operand : b->values) {
        v = eval(*operand, scope);
        if (truth(v, operand->loc) == (b->op == ast::BoolOpKind::Or))
          return v;
      }
      return v;
    }
    case ast::NodeKind::Compare: return compare(*llvm::cast<ast::Compare>(&e), scope);
    case ast::NodeKind::IfExp: {
      auto *i = llvm::cast<ast::IfExp>(&e);
      return eval(truth(eval(*i->test, scope), i->test->loc) ? *i->body : *i->orelse, scope);
    }
    case ast::NodeKind::Subscript: {
      auto *s = llvm::cast<ast::Subscript>(&e);
      HostValue base = eval(*s->value, scope);
      HostValue index = eval(*s->slice, scope);
      if (base.isSequence() && index.kind == HostValue::Kind::Int) {
        int64_t n = int64_t(base.items->size()), i = index.intValue < 0 ? index.intValue + n : index.intValue;
        if (i < 0 || i >= n)
          fail(e.loc, "index " + std::to_string(index.intValue) + " out of range");
        return (*base.items)[size_t(i)];
      }
      if (base.kind == HostValue::Kind::Dict && index.kind == HostValue::Kind::String) {
        for (const auto &[k, value] : *base.entries)
          if (k == index.text)
            return value;
        fail(e.loc, "no key '" + index.text + "'");
      }
      fail(e.loc, std::string("subscript of ") + kindName(base.kind) + " by " + kindName(index.kind) +
                      " is not supported in " + subject);
    }
    case ast::NodeKind::Call: return call(*llvm::cast<ast::Call>(&e), scope);
    default:
      fail(e.loc, "this expression is beyond the host code tritonc evaluates for " + subject);
    }
  }

  [[noreturn]] void fail(SourceLocation loc, const std::string &message) {
    diags.error(loc, message);
    throw EvalError();
  }

private:
  static constexpr int kMaxSteps = 200000;
  static constexpr size_t kMaxElements = 1000000;

  static void setEntry(std::vector<std::pair<std::string, HostValue>> &entries, const std::string &key,
                       HostValue value) {
    for (auto &[k, v] : entries)
      if (k == key) {
        v = std::move(value);
        return;
      }
    entries.emplace_back(key, std::move(value));
  }

  HostValue constant(const ast::Constant &c) {
    switch (c.ckind) {
    case ast::Constant::Kind::None: return HostValue::none();
    case ast::Constant::Kind::Bool: return HostValue::boolean(c.boolValue);
    case ast::Constant::Kind::Int:
      if (c.intOverflow)
        fail(c.loc, "integer too large for " + subject);
      return HostValue::integer(c.intValue);
    case ast::Constant::Kind::Float: return HostValue::real(c.floatValue);
    case ast::Constant::Kind::String:
      if (c.isFString)
        fail(c.loc, "f-strings are not evaluated in " + subject);
      return HostValue::string(c.strValue);
    default: fail(c.loc, std::string("a ") + ast::constantKindName(c.ckind) + " in " + subject);
    }
  }

  bool truth(const HostValue &v, SourceLocation loc) {
    switch (v.kind) {
    case HostValue::Kind::None: return false;
    case HostValue::Kind::Bool: return v.boolValue;
    case HostValue::Kind::Int: return v.intValue != 0;
    case HostValue::Kind::Float: return v.floatValue != 0;
    case HostValue::Kind::String: return !v.text.empty();
    case HostValue::Kind::List:
    case HostValue::Kind::Tuple: return !v.items->empty();
    case HostValue::Kind::Dict: return !v.entries->empty();
    default: fail(loc, std::string("the truth of ") + kindName(v.kind));
    }
  }

  /// Host code that grows without bound (a list doubled in a loop) is
  /// stopped before it exhausts memory.
  void checkSize(size_t size, SourceLocation loc) {
    if (size > kMaxElements)
      fail(loc, subject + " grow past " + std::to_string(kMaxElements) + " elements");
  }

  HostValue binary(ast::BinOpKind op, const HostValue &a, const HostValue &b, SourceLocation loc) {
    if (op == ast::BinOpKind::Add && a.kind == b.kind && (a.isSequence() || a.kind == HostValue::Kind::String)) {
      if (a.kind == HostValue::Kind::String) {
        checkSize(a.text.size() + b.text.size(), loc);
        return HostValue::string(a.text + b.text);
      }
      checkSize(a.items->size() + b.items->size(), loc);
      std::vector<HostValue> joined = *a.items;
      joined.insert(joined.end(), b.items->begin(), b.items->end());
      return HostValue::sequence(a.kind, std::move(joined));
    }
    if (op == ast::BinOpKind::Mult && a.isSequence() && b.kind == HostValue::Kind::Int) {
      if (b.intValue > 0)
        checkSize(a.items->size() * size_t(std::min<int64_t>(b.intValue, kMaxElements + 1)), loc);
      std::vector<HostValue> repeated;
      for (int64_t i = 0; i < b.intValue; ++i)
        repeated.insert(repeated.end(), a.items->begin(), a.items->end());
      return HostValue::sequence(a.kind, std::move(repeated));
    }
    if (!a.isNumber() || !b.isNumber())
      fail(loc, std::string("operator ") + ast::binOpName(op) + " on " + kindName(a.kind) + " and " +
                    kindName(b.kind) + " is not supported in " + subject);
    bool real = a.kind == HostValue::Kind::Float || b.kind == HostValue::Kind::Float;
    if (real || op == ast::BinOpKind::Div || op == ast::BinOpKind::Pow) {
      double x = a.number(), y = b.number();
      switch (op) {
      case ast::BinOpKind::Add: return HostValue::real(x + y);
      case ast::BinOpKind::Sub: return HostValue::real(x - y);
      case ast::BinOpKind::Mult: return HostValue::real(x * y);
      case ast::BinOpKind::Div:
        if (y == 0)
          fail(loc, "division by zero");
        return HostValue::real(x / y);
      case ast::BinOpKind::Pow:
        if (!real && y >= 0) {
          double p = std::pow(x, y);
          if (!(std::fabs(p) < 9.0e15)) // exact in a double, and in an int64
            fail(loc, "integer overflow in " + subject);
          return HostValue::integer(int64_t(std::llround(p)));
        }
        return HostValue::real(std::pow(x, y));
      default: fail(loc, std::string("operator ") + ast::binOpName(op) + " on floats in " + subject);
      }
    }
    int64_t x = a.kind == HostValue::Kind::Bool ? a.boolValue : a.intValue;
    int64_t y = b.kind == HostValue::Kind::Bool ? b.boolValue : b.intValue;
    int64_t r = 0;
    auto overflow = [&] { fail(loc, "integer overflow in " + subject); };
    auto floorDiv = [&](int64_t p, int64_t q) { return p / q - ((p % q != 0) && ((p < 0) != (q < 0))); };
    switch (op) {
    case ast::BinOpKind::Add:
      if (__builtin_add_overflow(x, y, &r))
        overflow();
      return HostValue::integer(r);
    case ast::BinOpKind::Sub:
      if (__builtin_sub_overflow(x, y, &r))
        overflow();
      return HostValue::integer(r);
    case ast::BinOpKind::Mult:
      if (__builtin_mul_overflow(x, y, &r))
        overflow();
      return HostValue::integer(r);
    case ast::BinOpKind::FloorDiv:
    case ast::BinOpKind::Mod:
      if (y == 0)
        fail(loc, "division by zero");
      if (x == INT64_MIN && y == -1)
        overflow();
      return HostValue::integer(op == ast::BinOpKind::FloorDiv ? floorDiv(x, y) : x - floorDiv(x, y) * y);
    case ast::BinOpKind::LShift:
      if (y < 0)
        fail(loc, "negative shift count");
      if (x != 0 && (y >= 63 || (x < 0 ? ~x : x) >> (62 - y) != 0))
        overflow();
      return HostValue::integer(int64_t(uint64_t(x) << y));
    case ast::BinOpKind::RShift:
      if (y < 0)
        fail(loc, "negative shift count");
      return HostValue::integer(y >= 63 ? (x < 0 ? -1 : 0) : x >> y);
    case ast::BinOpKind::BitAnd: return HostValue::integer(x & y);
    case ast::BinOpKind::BitOr: return HostValue::integer(x | y);
    case ast::BinOpKind::BitXor: return HostValue::integer(x ^ y);
    default: fail(loc, std::string("operator ") + ast::binOpName(op) + " in " + subject);
    }
  }

  bool equal(const HostValue &a, const HostValue &b) {
    if (a.isNumber() && b.isNumber())
      return a.number() == b.number();
    if (a.kind != b.kind)
      return false;
    switch (a.kind) {
    case HostValue::Kind::None: return true;
    case HostValue::Kind::String: return a.text == b.text;
    case HostValue::Kind::List:
    case HostValue::Kind::Tuple:
      if (a.items->size() != b.items->size())
        return false;
      for (size_t i = 0; i < a.items->size(); ++i)
        if (!equal((*a.items)[i], (*b.items)[i]))
          return false;
      return true;
    default: return false;
    }
  }

  HostValue compare(const ast::Compare &c, Scope *scope) {
    HostValue left = eval(*c.left, scope);
    for (size_t i = 0; i < c.ops.size(); ++i) {
      HostValue right = eval(*c.comparators[i], scope);
      bool result;
      switch (c.ops[i]) {
      case ast::CmpOpKind::Eq: result = equal(left, right); break;
      case ast::CmpOpKind::NotEq: result = !equal(left, right); break;
      case ast::CmpOpKind::Is: result = left.kind == HostValue::Kind::None && right.kind == HostValue::Kind::None; break;
      case ast::CmpOpKind::IsNot: result = !(left.kind == HostValue::Kind::None && right.kind == HostValue::Kind::None); break;
      case ast::CmpOpKind::In:
      case ast::CmpOpKind::NotIn: {
        result = false;
        if (right.kind == HostValue::Kind::Dict) {
          for (const auto &entry : *right.entries)
            result |= left.kind == HostValue::Kind::String && entry.first == left.text;
        } else if (right.kind == HostValue::Kind::Module && right.text == "os.environ") {
          // A build reads no environment variable: none is set.
        } else {
          if (!right.isSequence())
            fail(c.comparators[i]->loc, std::string("'in' on ") + kindName(right.kind));
          for (const HostValue &item : *right.items)
            result |= equal(left, item);
        }
        if (c.ops[i] == ast::CmpOpKind::NotIn)
          result = !result;
        break;
      }
      default: {
        if (!left.isNumber() || !right.isNumber())
          fail(c.loc, std::string("ordering ") + kindName(left.kind) + " and " + kindName(right.kind));
        double x = left.number(), y = right.number();
        result = c.ops[i] == ast::CmpOpKind::Lt    ? x < y
                 : c.ops[i] == ast::CmpOpKind::LtE ? x <= y
                 : c.ops[i] == ast::CmpOpKind::Gt  ? x > y
                                                   : x >= y;
      }
      }
      if (!result)
        return HostValue::boolean(false);
      left = right;
    }
    return HostValue::boolean(true);
  }

  void bind(const ast::Expr &target, const HostValue &value, Scope &scope) {
    if (auto *name = dyn_cast<ast::Name>(&target)) {
      scope[name->id] = value;
      return;
    }
    const ast::ExprList *elts = nullptr;
    if (auto *t = dyn_cast<ast::Tuple>(&target))
      elts = &t->elts;
    else if (auto *l = dyn_cast<ast::List>(&target))
      elts = &l->elts;
    if (!elts)
      fail(target.loc, "only names and tuples of names can be assigned in " + subject);
    if (!value.isSequence() || value.items->size() != elts->size())
      fail(target.loc, "cannot unpack " + std::string(kindName(value.kind)) +
                           (value.isSequence() ? " of " + std::to_string(value.items->size()) + " elements" : "") +
                           " into " + std::to_string(elts->size()) + " names");
    for (size_t i = 0; i < elts->size(); ++i)
      bind(*(*elts)[i], (*value.items)[i], scope);
  }

  const std::vector<HostValue> &iterable(const HostValue &v, SourceLocation loc) {
    if (!v.isSequence())
      fail(loc, std::string("cannot iterate over ") + kindName(v.kind) + " in " + subject);
    return *v.items;
  }

  void comprehension(const ast::ListComp &c, size_t level, Scope &scope, std::vector<HostValue> &out) {
    if (level == c.generators.size()) {
      out.push_back(eval(*c.elt, &scope));
      return;
    }
    const ast::Comprehension &g = c.generators[level];
    HostValue source = eval(*g.iter, &scope);
    for (const HostValue &item : iterable(source, g.iter->loc)) {
      bind(*g.target, item, scope);
      bool keep = true;
      for (const auto &condition : g.ifs)
        keep = keep && truth(eval(*condition, &scope), condition->loc);
      if (keep)
        comprehension(c, level + 1, scope, out);
    }
  }

  /// A module-level name: its last binding (at the top level, or in the
  /// branches of top-level `if`/`try` that run) before the point the module
  /// has run to (cutoff()), as Python has executed it then: a name bound
  /// again further down (`configs = []` after the kernel) does not count,
  /// and `configs = [f(c) for c in configs]` reads the binding before it.
  /// Each binding is evaluated on demand, once.
  HostValue lookup(const std::string &name, SourceLocation loc, Scope *scope) {
    if (scope)
      if (auto it = scope->find(name); it != scope->end())
        return it->second;
    static const std::set<std::string> builtins = {
        "range", "len", "list", "tuple", "dict", "str", "min", "max", "int", "float", "bool",
        "abs", "filter", "map", "enumerate", "zip", "isinstance"};
    const ast::Stmt *binding = nullptr;
    const ast::Alias *imported = nullptr;
    if (current == &mainModule && enclosing) {
      // A kernel built inside a function: its names first, bound before
      // the decorator (or the statement being evaluated in it); then the
      // module's, which has run to its end when the function is called.
      SourceLocation point = cutoff();
      bool inFunction = insideEnclosing(point);
      scanBindings(enclosing->body, name, inFunction ? point : runsAt, binding, imported);
      if (!binding)
        scanBindings(current->body, name, inFunction ? SourceLocation() : point, binding, imported);
    } else {
      scanBindings(current->body, name, cutoff(), binding, imported);
    }
    if (!binding) {
      if (builtins.count(name))
        return HostValue::module(name);
      fail(loc, "'" + name + "' is not defined at the top level of " +
                    (current == &mainModule ? std::string("the kernel's module") : "its module") + " (" + subject +
                    " are evaluated there)");
    }
    // A statement binds one value: computed once, whoever reads it.
    std::pair<const ast::Stmt *, std::string> key{binding, name};
    if (auto it = values.find(key); it != values.end())
      return it->second;
    if (auto *def = dyn_cast<ast::FunctionDef>(binding)) {
      HostValue f;
      f.kind = HostValue::Kind::Function;
      f.function = def;
      f.home = current;
      return values[key] = f;
    }
    if (!evaluating.insert(key).second)
      fail(loc, "'" + name + "' is defined in terms of itself");
    // The module runs up to this statement: a name it reads (its own
    // included, `configs = [f(c) for c in configs]`) is the one bound
    // before it.
    points[current].push_back(binding->loc);
    HostValue v;
    try {
      if (auto *imp = dyn_cast<ast::Import>(binding))
        v = importModule(imp->loc, *imported);
      else if (auto *from = dyn_cast<ast::ImportFrom>(binding))
        v = importName(*from, *imported);
      else if (auto *assign = dyn_cast<ast::Assign>(binding))
        v = eval(*assign->value, nullptr);
      else
        v = eval(*llvm::cast<ast::AnnAssign>(binding)->value, nullptr);
    } catch (...) {
      points[current].pop_back();
      throw;
    }
    points[current].pop_back();
    evaluating.erase(key);
    return values[key] = v;
  }

  /// Where the module `current` has run to: the statement being evaluated
  /// in it, else (the kernel's module) where the decorator runs; invalid
  /// for a module run to its end (an import, or the module of a kernel
  /// built in a function).
  SourceLocation cutoff() {
    if (auto it = points.find(current); it != points.end() && !it->second.empty())
      return it->second.back();
    return current == &mainModule && !enclosing ? runsAt : SourceLocation();
  }

  /// Whether `point` (a statement being evaluated) is in the enclosing
  /// function's body: from its `def` to the next top-level statement.
  bool insideEnclosing(SourceLocation point) const {
    return point.isValid() && !(point < enclosing->loc) && (!enclosingEnd.isValid() || point < enclosingEnd);
  }

  /// The last statement of `body` (and of the branches that run, for
  /// `if` and `try` at the top level) that starts before `before` (when
  /// valid) and binds `name`, and for an import its alias. An `if` whose
  /// branches bind the name has its test evaluated, as the module's
  /// execution would.
  void scanBindings(const ast::StmtList &body, const std::string &name, SourceLocation before,
                    const ast::Stmt *&binding, const ast::Alias *&imported) {
    for (const auto &stmt : body) {
      if (before.isValid() && !(stmt->loc < before))
        break;
      if (bindsStatement(*stmt, name)) {
        binding = stmt.get(), imported = importedAlias(*stmt, name);
      } else if (auto *branch = dyn_cast<ast::If>(stmt.get())) {
        if (bindsIn(branch->body, name) || bindsIn(branch->orelse, name))
          scanBindings(truth(eval(*branch->test, nullptr), branch->test->loc) ? branch->body : branch->orelse, name,
                       before, binding, imported);
      } else if (auto *attempt = dyn_cast<ast::Try>(stmt.get())) {
        // The body runs to its end (what tritonc evaluates raises nothing).
        scanBindings(attempt->body, name, before, binding, imported);
        scanBindings(attempt->orelse, name, before, binding, imported);
        scanBindings(attempt->finalbody, name, before, binding, imported);
      }
    }
  }

  /// Whether `body` binds `name` anywhere (in any branch).
  static bool bindsIn(const ast::StmtList &body, const std::string &name) {
    for (const auto &stmt : body) {
      if (auto *branch = dyn_cast<ast::If>(stmt.get())) {
        if (bindsIn(branch->body, name) || bindsIn(branch->orelse, name))
          return true;
      } else if (auto *attempt = dyn_cast<ast::Try>(stmt.get())) {
        if (bindsIn(attempt->body, name) || bindsIn(attempt->orelse, name) || bindsIn(attempt->finalbody, name))
          return true;
      } else if (bindsStatement(*stmt, name)) {
        return true;
      }
    }
    return false;
  }

  /// A module on the search path as a value (its names are evaluated in
  /// it when read), or null.
  HostValue moduleValue(const ModuleFile *file) {
    HostValue v = HostValue::module(file->name);
    v.home = file->ast.get();
    if (file->ast)
      sources[file->ast.get()] = file->source.get();
    return v;
  }

  /// `import a.b` / `import a.b as m`: a module of the search path, else
  /// a host library's dotted name.
  HostValue importModule(SourceLocation loc, const ast::Alias &a) {
    std::string dotted = a.asname.empty() ? a.name.substr(0, a.name.find('.')) : a.name;
    if (!loader || !loader->hasTopLevel(dotted.substr(0, dotted.find('.'))))
      return HostValue::module(dotted);
    bool parseFailed = false;
    ModuleFile *file = loader->findAbsolute(dotted, parseFailed);
    if (parseFailed)
      throw EvalError();
    if (!file)
      fail(loc, "no module named '" + dotted + "' (search path: " + loader->describeSearchPath() + ")");
    return moduleValue(file);
  }

  /// `from m import name`: the name as module m binds it (m evaluated in
  /// full, as an import does), or its submodule `m.name`.
  HostValue importName(const ast::ImportFrom &from, const ast::Alias &a) {
    ModuleFile *file = nullptr;
    bool parseFailed = false;
    if (loader && from.level > 0) {
      if (const ModuleFile *importer = loader->fileFor(*current))
        file = loader->findRelative(importer->directory, from.level, from.module, parseFailed);
    } else if (loader && loader->hasTopLevel(from.module.substr(0, from.module.find('.')))) {
      file = loader->findAbsolute(from.module, parseFailed);
    }
    if (parseFailed)
      throw EvalError();
    if (!file)
      return HostValue::module(from.module + "." + a.name);
    if (file->ast && bindsAtTopLevel(*file->ast, a.name)) {
      HostValue m = moduleValue(file);
      return inModule(m.home, [&] { return lookup(a.name, from.loc, nullptr); });
    }
    if (ModuleFile *sub = loader->findAbsolute(file->name + "." + a.name, parseFailed))
      return moduleValue(sub);
    if (parseFailed)
      throw EvalError();
    fail(from.loc, "cannot import '" + a.name + "' from '" + file->name + "': it is not bound at the top level "
                   "of " + file->path + " (" + subject + " are evaluated from top-level definitions)");
  }

  static bool bindsAtTopLevel(const ast::Module &m, const std::string &name) { return bindsIn(m.body, name); }

  /// The alias of an import statement that binds `name`; null for other
  /// statements.
  static const ast::Alias *importedAlias(const ast::Stmt &stmt, const std::string &name) {
    if (auto *imp = dyn_cast<ast::Import>(&stmt))
      for (const ast::Alias &a : imp->names)
        if ((a.asname.empty() ? a.name.substr(0, a.name.find('.')) : a.asname) == name)
          return &a;
    if (auto *from = dyn_cast<ast::ImportFrom>(&stmt))
      for (const ast::Alias &a : from->names)
        if ((a.asname.empty() ? a.name : a.asname) == name)
          return &a;
    return nullptr;
  }

  /// Whether one statement (not an if or try) binds `name`.
  static bool bindsStatement(const ast::Stmt &stmt, const std::string &name) {
    if (auto *def = dyn_cast<ast::FunctionDef>(&stmt))
      return def->name == name;
    if (auto *assign = dyn_cast<ast::Assign>(&stmt)) {
      for (const auto &target : assign->targets)
        if (auto *n = dyn_cast<ast::Name>(target.get()); n && n->id == name)
          return true;
      return false;
    }
    if (auto *ann = dyn_cast<ast::AnnAssign>(&stmt)) {
      auto *n = ann->value ? dyn_cast<ast::Name>(ann->target.get()) : nullptr;
      return n && n->id == name;
    }
    return importedAlias(stmt, name) != nullptr;
  }

  /// Runs `body` with the names of module `m` (its globals, and its file
  /// for the locations of errors).
  template <class Body> HostValue inModule(const ast::Module *m, Body body) {
    struct Restore {
      HostEvaluator &e;
      const ast::Module *module;
      const SourceFile *source;
      ~Restore() {
        e.current = module;
        e.diags.setSource(source);
      }
    } restore{*this, current, diags.source()};
    if (m && m != current) {
      if (current == &mainModule && !sources.count(&mainModule))
        sources[&mainModule] = diags.source();
      if (auto it = sources.find(m); it != sources.end())
        diags.setSource(it->second);
      current = m;
    }
    return body();
  }

  HostValue call(const ast::Call &c, Scope *scope) {
    // Methods of lists: x.append(v), x.extend(v).
    if (auto *method = dyn_cast<ast::Attribute>(c.func.get())) {
      if (method->attr == "append" || method->attr == "extend") {
        HostValue receiver = eval(*method->value, scope);
        if (receiver.kind == HostValue::Kind::List) {
          if (c.args.size() != 1 || !c.keywords.empty())
            fail(c.loc, method->attr + "() takes one argument");
          HostValue arg = eval(*c.args[0], scope);
          if (method->attr == "append")
            receiver.items->push_back(arg);
          else
            for (const HostValue &item : std::vector<HostValue>(iterable(arg, c.args[0]->loc)))
              receiver.items->push_back(item);
          checkSize(receiver.items->size(), c.loc);
          return HostValue::none();
        }
      }
    }
    HostValue callee = eval(*c.func, scope);
    std::vector<HostValue> args;
    for (const auto &a : c.args) {
      if (auto *star = dyn_cast<ast::Starred>(a.get())) {
        HostValue spread = eval(*star->value, scope);
        const std::vector<HostValue> &items = iterable(spread, a->loc);
        args.insert(args.end(), items.begin(), items.end());
      } else {
        args.push_back(eval(*a, scope));
      }
    }
    const bool makesConfig = callee.kind == HostValue::Kind::Module && callee.text.rfind("triton", 0) == 0 &&
                             callee.text.size() >= 6 && callee.text.compare(callee.text.size() - 6, 6, "Config") == 0;
    std::vector<std::pair<std::string, HostValue>> keywords;
    SourceLocation preHook;
    for (const ast::Keyword &k : c.keywords) {
      if (k.arg.empty())
        fail(k.loc, "**kwargs in a call in " + subject);
      // A config's pre_hook is a host function the launcher does not run
      // (Config records where it is, for a warning): it is not evaluated.
      if (makesConfig && k.arg == "pre_hook") {
        preHook = k.value->loc;
        continue;
      }
      keywords.emplace_back(k.arg, eval(*k.value, scope));
    }
    if (callee.kind == HostValue::Kind::Function)
      return inModule(callee.home, [&] { return callFunction(*callee.function, args, keywords, c.loc); });
    if (callee.kind != HostValue::Kind::Module)
      fail(c.loc, std::string("cannot call ") + kindName(callee.kind));
    const std::string &name = callee.text;
    auto dot = name.rfind('.');
    std::string last = dot == std::string::npos ? name : name.substr(dot + 1);
    if (last == "Config" && name.rfind("triton", 0) == 0) {
      HostValue config = makeConfig(c, args, keywords);
      config.config->preHookLoc = preHook;
      return config;
    }
    if (name == "range") {
      if (args.empty() || args.size() > 3 || !keywords.empty())
        fail(c.loc, "range() takes one to three integers");
      int64_t v[3] = {0, 0, 1};
      for (size_t i = 0; i < args.size(); ++i) {
        if (args[i].kind != HostValue::Kind::Int)
          fail(c.args[i]->loc, "range() takes integers");
        v[args.size() == 1 ? 1 : i] = args[i].intValue;
      }
      if (v[2] == 0)
        fail(c.loc, "range() step must not be zero");
      std::vector<HostValue> out;
      for (int64_t i = v[0]; v[2] > 0 ? i < v[1] : i > v[1]; i += v[2]) {
        out.push_back(HostValue::integer(i));
        checkSize(out.size(), c.loc);
        if ((v[2] > 0 && i > INT64_MAX - v[2]) || (v[2] < 0 && i < INT64_MIN - v[2]))
          break;
      }
      return HostValue::sequence(HostValue::Kind::List, std::move(out));
    }
    if ((name == "len" || name == "list" || name == "tuple" || name == "int") && args.size() == 1) {
      if (name == "int") {
        if (args[0].kind == HostValue::Kind::Int || args[0].kind == HostValue::Kind::Bool)
          return HostValue::integer(args[0].kind == HostValue::Kind::Int ? args[0].intValue : args[0].boolValue);
        if (args[0].kind == HostValue::Kind::String) {  // int("4"), as Python parses a decimal
          llvm::StringRef text = llvm::StringRef(args[0].text).trim();
          long long parsed = 0;
          if (text.consume_front("+") && text.starts_with("-"))
            fail(c.loc, "int() of '" + args[0].text + "' is not a number");
          if (text.getAsInteger(10, parsed))
            fail(c.loc, "int() of '" + args[0].text + "' is not a decimal integer");
          return HostValue::integer(parsed);
        }
        if (args[0].kind != HostValue::Kind::Float || !(std::fabs(args[0].floatValue) < 9.0e18))
          fail(c.loc, "int() of " + std::string(kindName(args[0].kind)) + " out of range or not a number");
        return HostValue::integer(int64_t(args[0].floatValue));
      }
      const std::vector<HostValue> &items = iterable(args[0], c.args[0]->loc);
      if (name == "len")
        return HostValue::integer(int64_t(items.size()));
      return HostValue::sequence(name == "list" ? HostValue::Kind::List : HostValue::Kind::Tuple, items);
    }
    if ((name == "min" || name == "max") && !args.empty()) {
      std::vector<HostValue> items = args.size() == 1 ? iterable(args[0], c.args[0]->loc) : args;
      if (items.empty())
        fail(c.loc, name + "() of nothing");
      HostValue best = items[0];
      for (const HostValue &item : items) {
        if (!item.isNumber())
          fail(c.loc, name + "() of " + kindName(item.kind));
        if (name == "min" ? item.number() < best.number() : item.number() > best.number())
          best = item;
      }
      return best;
    }
    if (std::optional<HostValue> v = numericBuiltin(name, last, args, keywords, c))
      return *v;
    if (std::optional<HostValue> v = iterationBuiltin(name, args, keywords, c))
      return *v;
    // Questions about the GPU, answered from --arch (HostTarget).
    if (name == "triton.runtime.driver.active.get_current_target" && args.empty())
      return HostValue::module(kCurrentTarget);
    if (name == "torch.cuda.get_device_capability") {
      int cc = capability(c.loc);
      return HostValue::sequence(HostValue::Kind::Tuple, {HostValue::integer(cc / 10), HostValue::integer(cc % 10)});
    }
    if (name == "torch.cuda.is_available" && args.empty())
      return HostValue::boolean(true);
    // PyTorch's default; a program that turns deterministic algorithms on
    // does so at run time, after the configs are built.
    if (name == "torch.are_deterministic_algorithms_enabled" && args.empty())
      return HostValue::boolean(false);
    // The environment of a build is not an input of its outputs: host code
    // reads no variable (os.environ.get and os.getenv give their default),
    // so the same source compiles to the same bytes anywhere.
    if (name == "os.environ.get" || name == "os.getenv") {
      if (args.empty() || args.size() > 2 || !keywords.empty())
        fail(c.loc, name + "() takes a name and a default");
      return args.size() == 2 ? args[1] : HostValue::none();
    }
    fail(c.loc, "'" + name + "(...)' is host code tritonc does not run; write the configs with literals, "
                "comprehensions and the module's own functions, or give the constexprs with -D");
  }

  /// filter(f, xs), map(f, xs), zip(...), enumerate(xs) and
  /// itertools.product(...): lists, as list() of Python's iterators gives;
  /// isinstance(x, T) for the builtin types; nullopt for other callees.
  std::optional<HostValue> iterationBuiltin(const std::string &name, const std::vector<HostValue> &args,
                                            const std::vector<std::pair<std::string, HostValue>> &keywords,
                                            const ast::Call &c) {
    auto list = [](std::vector<HostValue> items) { return HostValue::sequence(HostValue::Kind::List, std::move(items)); };
    auto apply = [&](const HostValue &f, const HostValue &x) {
      if (f.kind != HostValue::Kind::Function)
        fail(c.loc, name + "() takes a function of the module first, not " + kindName(f.kind));
      return inModule(f.home, [&] { return callFunction(*f.function, {x}, {}, c.loc); });
    };
    if ((name == "filter" || name == "map") && args.size() == 2 && keywords.empty()) {
      std::vector<HostValue> out;
      for (const HostValue &x : iterable(args[1], c.args[1]->loc)) {
        if (name == "map")
          out.push_back(apply(args[0], x));
        else if (args[0].kind == HostValue::Kind::None ? truth(x, c.loc) : truth(apply(args[0], x), c.loc))
          out.push_back(x);
      }
      return list(std::move(out));
    }
    if (name == "dict" && args.size() <= 1) {  // dict(), dict(d), dict(NAME=value, ...)
      HostValue d;
      d.kind = HostValue::Kind::Dict;
      d.entries = std::make_shared<std::vector<std::pair<std::string, HostValue>>>();
      if (!args.empty()) {
        if (args[0].kind != HostValue::Kind::Dict)
          fail(c.args[0]->loc, "dict() of " + std::string(kindName(args[0].kind)) + " in " + subject);
        *d.entries = *args[0].entries;
      }
      for (const auto &[k, v] : keywords)
        setEntry(*d.entries, k, v);
      return d;
    }
    if (name == "isinstance" && args.size() == 2 && keywords.empty()) {
      std::vector<HostValue> types = args[1].kind == HostValue::Kind::Tuple ? *args[1].items
                                                                              : std::vector<HostValue>{args[1]};
      bool matches = false;
      for (const HostValue &type : types) {
        static const std::map<std::string, std::set<HostValue::Kind>> kinds = {
            {"list", {HostValue::Kind::List}},   {"tuple", {HostValue::Kind::Tuple}},
            {"dict", {HostValue::Kind::Dict}},   {"str", {HostValue::Kind::String}},
            {"float", {HostValue::Kind::Float}}, {"bool", {HostValue::Kind::Bool}},
            {"int", {HostValue::Kind::Int, HostValue::Kind::Bool}}};
        auto it = type.kind == HostValue::Kind::Module ? kinds.find(type.text) : kinds.end();
        if (it == kinds.end())
          fail(c.args[1]->loc, "isinstance() in " + subject + " takes list, tuple, dict, str, int, float or bool");
        matches |= it->second.count(args[0].kind) > 0;
      }
      return HostValue::boolean(matches);
    }
    if (name == "enumerate" && args.size() == 1 && keywords.empty()) {
      std::vector<HostValue> out;
      for (const HostValue &x : iterable(args[0], c.args[0]->loc))
        out.push_back(HostValue::sequence(HostValue::Kind::Tuple, {HostValue::integer(int64_t(out.size())), x}));
      return list(std::move(out));
    }
    if (name == "zip" && keywords.empty()) {
      std::vector<const std::vector<HostValue> *> sources;
      size_t n = SIZE_MAX;
      for (size_t i = 0; i < args.size(); ++i) {
        sources.push_back(&iterable(args[i], c.args[i]->loc));
        n = std::min(n, sources.back()->size());
      }
      std::vector<HostValue> out;
      for (size_t k = 0; !sources.empty() && k < n; ++k) {
        std::vector<HostValue> tuple;
        for (auto *source : sources)
          tuple.push_back((*source)[k]);
        out.push_back(HostValue::sequence(HostValue::Kind::Tuple, std::move(tuple)));
      }
      return list(std::move(out));
    }
    if (name == "itertools.product") {
      int64_t repeat = 1;
      for (const auto &[k, v] : keywords) {
        if (k != "repeat" || v.kind != HostValue::Kind::Int || v.intValue < 0)
          fail(c.loc, "itertools.product() takes iterables and repeat=N");
        repeat = v.intValue;
      }
      std::vector<std::vector<HostValue>> pools;
      for (int64_t r = 0; r < repeat; ++r)
        for (size_t i = 0; i < args.size(); ++i)
          pools.push_back(iterable(args[i], c.args[i]->loc));
      std::vector<std::vector<HostValue>> tuples = {{}};
      for (const std::vector<HostValue> &pool : pools) {
        std::vector<std::vector<HostValue>> next;
        for (const std::vector<HostValue> &prefix : tuples)
          for (const HostValue &x : pool) {
            next.push_back(prefix);
            next.back().push_back(x);
            checkSize(next.size(), c.loc);
          }
        tuples = std::move(next);
      }
      std::vector<HostValue> out;
      for (std::vector<HostValue> &t : tuples)
        out.push_back(HostValue::sequence(HostValue::Kind::Tuple, std::move(t)));
      return list(std::move(out));
    }
    return std::nullopt;
  }

  /// triton.next_power_of_2, triton.cdiv, abs, bool, float and math's
  /// ceil, floor, log2 and sqrt, as Python computes them; nullopt for other
  /// callees.
  std::optional<HostValue> numericBuiltin(const std::string &name, const std::string &last,
                                          const std::vector<HostValue> &args,
                                          const std::vector<std::pair<std::string, HostValue>> &keywords,
                                          const ast::Call &c) {
    const bool fromTriton = name.rfind("triton", 0) == 0;
    const bool fromMath = name.rfind("math.", 0) == 0;
    const int arity = (fromTriton && last == "cdiv") ? 2 : 1;
    if (!((fromTriton && (last == "next_power_of_2" || last == "cdiv")) || name == "abs" || name == "bool" ||
          name == "float" || (fromMath && (last == "ceil" || last == "floor" || last == "log2" || last == "sqrt"))))
      return std::nullopt;
    if (args.size() != size_t(arity) || !keywords.empty())
      fail(c.loc, name + "() takes " + (arity == 1 ? "one argument" : "two arguments"));
    for (const HostValue &a : args)
      if (!a.isNumber())
        fail(c.loc, name + "() of " + kindName(a.kind));
    auto integral = [&](const HostValue &v) {
      if (v.kind == HostValue::Kind::Float)
        fail(c.loc, name + "() takes integers");
      return v.kind == HostValue::Kind::Bool ? int64_t(v.boolValue) : v.intValue;
    };
    if (name == "bool")
      return HostValue::boolean(args[0].number() != 0);
    if (name == "float")
      return HostValue::real(args[0].number());
    if (name == "abs")
      return args[0].kind == HostValue::Kind::Float ? HostValue::real(std::fabs(args[0].floatValue))
                                                    : binary(ast::BinOpKind::Mult, args[0],
                                                             HostValue::integer(integral(args[0]) < 0 ? -1 : 1), c.loc);
    if (last == "next_power_of_2") {
      // Triton's bit trick: the smallest power of two >= n, 0 for 0.
      int64_t n = integral(args[0]);
      if (n > (int64_t(1) << 62))
        fail(c.loc, "integer overflow in " + subject);
      uint64_t v = uint64_t(n) - 1;
      for (int shift = 1; shift < 64; shift *= 2)
        v |= v >> shift;
      return HostValue::integer(int64_t(v + 1));
    }
    if (last == "cdiv") {  // (a + b - 1) // b
      HostValue sum = binary(ast::BinOpKind::Sub, binary(ast::BinOpKind::Add, args[0], args[1], c.loc),
                             HostValue::integer(1), c.loc);
      return binary(ast::BinOpKind::FloorDiv, sum, args[1], c.loc);
    }
    double x = args[0].number();
    if (last == "log2" || last == "sqrt") {
      if (x < 0 || (last == "log2" && x == 0))
        fail(c.loc, "math domain error in " + name + "()");
      return HostValue::real(last == "log2" ? std::log2(x) : std::sqrt(x));
    }
    double r = last == "ceil" ? std::ceil(x) : std::floor(x);  // ints in Python 3
    if (!(std::fabs(r) < 9.0e18))
      fail(c.loc, "integer overflow in " + subject);
    return HostValue::integer(int64_t(r));
  }

  HostValue makeConfig(const ast::Call &c, const std::vector<HostValue> &args,
                       const std::vector<std::pair<std::string, HostValue>> &keywords) {
    auto config = std::make_shared<AutotuneConfig>();
    config->loc = c.loc;
    const HostValue *kwargs = args.empty() ? nullptr : &args[0];
    for (const auto &[k, v] : keywords)
      if (k == "kwargs")
        kwargs = &v;
    if (!kwargs || kwargs->kind != HostValue::Kind::Dict)
      fail(c.loc, "triton.Config(...) takes a dict of constexpr values first");
    for (const auto &[k, v] : *kwargs->entries) {
      std::optional<std::string> text = literalText(v);
      if (!text)
        fail(c.loc, "the config value of '" + k + "' is " + kindName(v.kind) +
                        ", not a constexpr tritonc can pass with -D");
      config->kwargs.emplace_back(k, *text);
    }
    for (const auto &[k, v] : keywords) {
      if (k == "kwargs" || k == "num_ctas" || k == "maxnreg" || k == "pre_hook" || k == "num_buffers_warp_spec" ||
          k == "num_consumer_groups" || k == "reg_dec_producer" || k == "reg_inc_consumer" || k == "ir_override")
        continue; // not an option of this compile, or host-side only
      if (k != "num_warps" && k != "num_stages")
        fail(c.loc, "triton.Config() got an unexpected keyword argument '" + k + "'");
      if (v.kind == HostValue::Kind::None)
        continue;
      if (v.kind != HostValue::Kind::Int)
        fail(c.loc, k + " must be an integer");
      (k == "num_warps" ? config->numWarps : config->numStages) = int(v.intValue);
    }
    for (size_t i = 1; i < args.size() && i < 3; ++i) {
      if (args[i].kind != HostValue::Kind::Int)
        fail(c.loc, "triton.Config()'s positional num_warps and num_stages must be integers");
      (i == 1 ? config->numWarps : config->numStages) = int(args[i].intValue);
    }
    HostValue v;
    v.kind = HostValue::Kind::Config;
    v.config = config;
    v.entries = kwargs->entries; // config.kwargs, for host code that reads it
    return v;
  }

  /// config.kwargs, config.num_warps, ... (Triton's defaults where not
  /// given), for the filters and helpers that read a config.
  HostValue configAttribute(const HostValue &config, const std::string &attr, SourceLocation loc) {
    if (attr == "kwargs" || attr == "all_kwargs") {
      HostValue d;
      d.kind = HostValue::Kind::Dict;
      d.entries = std::make_shared<std::vector<std::pair<std::string, HostValue>>>(*config.entries);
      return d;
    }
    if (attr == "num_warps")
      return HostValue::integer(config.config->numWarps.value_or(4));
    if (attr == "num_stages")
      return HostValue::integer(config.config->numStages.value_or(3));
    if (attr == "num_ctas")
      return HostValue::integer(1);
    if (attr == "maxnreg" || attr == "pre_hook")
      return HostValue::none();
    fail(loc, "attribute '" + attr + "' of a triton.Config in " + subject + " is not supported");
  }

  /// get_current_target().backend / .arch / .warp_size, from --arch.
  HostValue targetAttribute(const std::string &attr, SourceLocation loc) {
    if (attr == "backend")
      return HostValue::string("cuda");
    if (attr == "warp_size")
      return HostValue::integer(32);
    if (attr == "arch")
      return HostValue::integer(capability(loc));
    fail(loc, "attribute '" + attr + "' of the current target in " + subject + " is not supported");
  }

  /// The compute capability host code asks for (90 for sm_90a).
  int capability(SourceLocation loc) {
    if (!target.capability)
      fail(loc, subject + " depend on the GPU's compute capability, which tritonc takes from --arch, and " +
                    (target.archs.empty() ? std::string("this build is for no GPU (--target cpu): give the "
                                                        "constexprs with -D")
                                          : "this build has several (" + target.archs +
                                                "): compile each architecture on its own"));
    return *target.capability;
  }

  struct Returned {
    HostValue value;
  };

  HostValue callFunction(const ast::FunctionDef &f, const std::vector<HostValue> &args,
                         const std::vector<std::pair<std::string, HostValue>> &keywords, SourceLocation loc) {
    // Memoizing decorators (@functools.cache, @lru_cache(maxsize=1)) do
    // not change what a call returns; others may.
    for (const auto &d : f.decorators) {
      const ast::Expr *callee = d.get();
      if (auto *call = dyn_cast<ast::Call>(callee))
        callee = call->func.get();
      std::string name = ast::dottedName(callee);
      std::string last = name.substr(name.rfind('.') == std::string::npos ? 0 : name.rfind('.') + 1);
      if (last != "cache" && last != "lru_cache")
        fail(loc, "'" + f.name + "' is decorated: only plain functions (and those memoized with "
                  "functools.cache or lru_cache) are evaluated for " + subject);
    }
    if (++depth > 64)
      fail(loc, "calls nested too deeply in " + subject);
    Scope locals;
    size_t next = 0;
    for (const ast::Param &p : f.params) {
      if (p.kind == ast::Param::Kind::VarArgs || p.kind == ast::Param::Kind::VarKeywords)
        fail(p.loc, "'" + f.name + "' takes *args or **kwargs: not evaluated for " + subject);
      std::optional<HostValue> value;
      if (next < args.size())
        value = args[next++];
      for (const auto &[k, v] : keywords)
        if (k == p.name)
          value = v;
      if (!value && p.defaultValue)
        value = eval(*p.defaultValue, nullptr);
      if (!value)
        fail(loc, "'" + f.name + "()' is missing the argument '" + p.name + "'");
      locals[p.name] = *value;
    }
    if (next < args.size())
      fail(loc, "'" + f.name + "()' takes " + std::to_string(f.params.size()) + " arguments");
    HostValue result = HostValue::none();
    try {
      run(f.body, locals);
    } catch (Returned &r) {
      result = std::move(r.value);
    }
    --depth;
    return result;
  }

  void run(const ast::StmtList &body, Scope &scope) {
    for (const auto &stmt : body) {
      if (++steps > kMaxSteps)
        fail(stmt->loc, subject + " take more than " + std::to_string(kMaxSteps) + " evaluation steps");
      if (auto *r = dyn_cast<ast::Return>(stmt.get()))
        throw Returned{r->value ? eval(*r->value, &scope) : HostValue::none()};
      if (auto *a = dyn_cast<ast::Assign>(stmt.get())) {
        HostValue v = eval(*a->value, &scope);
        for (const auto &target : a->targets)
          bind(*target, v, scope);
      } else if (auto *a = dyn_cast<ast::AnnAssign>(stmt.get())) {
        if (a->value)
          bind(*a->target, eval(*a->value, &scope), scope);
      } else if (auto *a = dyn_cast<ast::AugAssign>(stmt.get())) {
        auto *name = dyn_cast<ast::Name>(a->target.get());
        if (!name)
          fail(a->loc, "only names can be updated in " + subject);
        HostValue current = eval(*a->target, &scope);
        HostValue update = eval(*a->value, &scope);
        if (current.kind == HostValue::Kind::List && a->op == ast::BinOpKind::Add) {
          // In place, as Python's +=; a copy first, for `x += x`.
          for (const HostValue &item : std::vector<HostValue>(iterable(update, a->value->loc)))
            current.items->push_back(item);
          checkSize(current.items->size(), a->loc);
          scope[name->id] = current;
        } else {
          scope[name->id] = binary(a->op, current, update, a->loc);
        }
      } else if (auto *loop = dyn_cast<ast::For>(stmt.get())) {
        HostValue source = eval(*loop->iter, &scope);
        std::vector<HostValue> items = iterable(source, loop->iter->loc);
        for (const HostValue &item : items) {
          bind(*loop->target, item, scope);
          run(loop->body, scope);
        }
        run(loop->orelse, scope);
      } else if (auto *attempt = dyn_cast<ast::Try>(stmt.get())) {
        // What tritonc evaluates raises no Python exception: the body runs,
        // then its else and finally parts; the handlers never do. (A body
        // tritonc cannot evaluate is reported, not handled.)
        run(attempt->body, scope);
        run(attempt->orelse, scope);
        run(attempt->finalbody, scope);
      } else if (auto *branch = dyn_cast<ast::If>(stmt.get())) {
        run(truth(eval(*branch->test, &scope), branch->test->loc) ? branch->body : branch->orelse, scope);
      } else if (auto *e = dyn_cast<ast::ExprStmt>(stmt.get())) {
        if (!llvm::isa<ast::Constant>(e->value.get())) // a docstring
          eval(*e->value, &scope);
      } else if (!llvm::isa<ast::Pass>(stmt.get())) {
        fail(stmt->loc, "this statement is beyond the host code tritonc evaluates for " + subject);
      }
    }
  }

  const ast::Module &mainModule;
  const ast::Module *current; // where names resolve: the module of the code being run
  DiagnosticEngine &diags;
  std::string subject;
  SourceLocation runsAt;
  /// The top-level function whose body defines the kernel (a factory), and
  /// where the module's next statement starts (invalid: at the end).
  const ast::FunctionDef *enclosing = nullptr;
  SourceLocation enclosingEnd;
  HostTarget target;
  ModuleLoader *loader;
  /// The value each binding statement gave each name it binds.
  std::map<std::pair<const ast::Stmt *, std::string>, HostValue> values;
  std::map<const ast::Module *, const SourceFile *> sources; // for errors in imported modules
  std::set<std::pair<const ast::Stmt *, std::string>> evaluating;
  /// Per module, the top-level statements being evaluated (innermost last).
  std::map<const ast::Module *, std::vector<SourceLocation>> points;
  int steps = 0;
  int depth = 0;
};

} // namespace

std::vector<const ast::Expr *> kernelDecorators(const std::string &name, const ast::FunctionDef &kernel,
                                                const ast::Module &module) {
  std::vector<const ast::Expr *> decorators;
  std::string current = name;
  // A chain of names, each the last module-level assignment of a call
  // applied to the next; bounded, since `a = f(b)`, `b = f(a)` loops.
  for (int depth = 0; depth < 16 && current != kernel.name; ++depth) {
    const ast::Expr *value = nullptr;
    for (const auto &stmt : module.body)
      if (auto *assign = dyn_cast<ast::Assign>(stmt.get()))
        if (assign->targets.size() == 1)
          if (auto *target = dyn_cast<ast::Name>(assign->targets[0].get()); target && target->id == current)
            value = assign->value.get();
    // triton.heuristics({...})(f): the factory call is the decorator;
    // triton.jit(f) applies one written without parentheses.
    while (auto *call = value ? dyn_cast<ast::Call>(value) : nullptr) {
      if (call->args.size() != 1 || !call->keywords.empty())
        break;
      if (llvm::isa<ast::Call>(call->func.get()))
        decorators.push_back(call->func.get());
      value = call->args[0].get();
    }
    auto *next = value ? dyn_cast<ast::Name>(value) : nullptr;
    if (!next)
      break;
    current = next->id;
  }
  for (const auto &d : kernel.decorators)
    decorators.push_back(d.get());
  return decorators;
}

std::optional<AutotuneInfo> readAutotuneConfigs(const std::vector<const ast::Expr *> &decorators,
                                                const ast::Module &module, DiagnosticEngine &diags, bool &failed,
                                                const HostTarget &target, ModuleLoader *loader) {
  failed = false;
  const ast::Call *decorator = nullptr;
  for (const ast::Expr *d : decorators)
    if (auto *call = dyn_cast<ast::Call>(d)) {
      std::string name = ast::dottedName(call->func.get());
      if (name == "autotune" || (name.size() > 9 && name.compare(name.size() - 9, 9, ".autotune") == 0))
        decorator = call;
    }
  if (!decorator)
    return std::nullopt;
  AutotuneInfo info;
  info.loc = decorator->loc;
  // The decorator runs where it is written (or where the call applying
  // it is), when the module has run up to there.
  // A decorated def starts at its `def`, after its decorators: the first
  // decorator is where it runs (the def may be inside a top-level `if` or
  // `try`). A call applying the decorator runs where it is written.
  // A def inside a top-level function (a factory building kernels when
  // called) runs in that function's body.
  SourceLocation runsAt = decorator->loc;
  const ast::FunctionDef *enclosing = nullptr, *outermost = nullptr;
  SourceLocation enclosingEnd, nextTopLevel;
  std::function<void(const ast::Stmt &)> visit;
  auto visitAll = [&](const ast::StmtList &body) {
    for (const auto &stmt : body)
      visit(*stmt);
  };
  visit = [&](const ast::Stmt &stmt) {
    if (auto *def = dyn_cast<ast::FunctionDef>(&stmt)) {
      bool decorates = false;
      for (const auto &d : def->decorators)
        decorates |= d.get() == decorator;
      if (decorates) {
        runsAt = def->decorators.front()->loc;
        enclosing = outermost;
        enclosingEnd = nextTopLevel;
      } else if (!outermost) {
        outermost = def;
        visitAll(def->body);
        outermost = nullptr;
      }
    } else if (auto *branch = dyn_cast<ast::If>(&stmt)) {
      visitAll(branch->body), visitAll(branch->orelse);
    } else if (auto *attempt = dyn_cast<ast::Try>(&stmt)) {
      visitAll(attempt->body), visitAll(attempt->orelse), visitAll(attempt->finalbody);
      for (const auto &h : attempt->handlers)
        visitAll(h.body);
    }
  };
  for (size_t i = 0; i < module.body.size(); ++i) {
    nextTopLevel = i + 1 < module.body.size() ? module.body[i + 1]->loc : SourceLocation();
    visit(*module.body[i]);
  }
  HostEvaluator evaluator(module, diags, "the autotune configs", runsAt, target, loader);
  evaluator.setEnclosing(enclosing, enclosingEnd);
  try {
    const ast::Expr *configs = decorator->args.empty() ? nullptr : decorator->args[0].get();
    const ast::Expr *key = decorator->args.size() > 1 ? decorator->args[1].get() : nullptr;
    // Argument names: one string or a list of them (Triton takes both for
    // reset_to_zero and restore_value).
    auto names = [&](const ast::Expr &expr, std::vector<std::string> &out) {
      HostValue value = evaluator.eval(expr, nullptr);
      if (value.kind == HostValue::Kind::String)
        out.push_back(value.text);
      else if (value.isSequence())
        for (const HostValue &n : *value.items)
          if (n.kind == HostValue::Kind::String)
            out.push_back(n.text);
    };
    for (const ast::Keyword &k : decorator->keywords) {
      if (k.arg == "configs") {
        configs = k.value.get();
      } else if (k.arg == "key") {
        key = k.value.get();
      } else if (k.arg == "reset_to_zero" || k.arg == "restore_value") {
        names(*k.value, info.preserved);
      } else if (k.arg == "prune_configs_by") {
        info.pruneLoc = k.value->loc;
      } else if (k.arg == "warmup" || k.arg == "rep") {
        HostValue value = evaluator.eval(*k.value, nullptr);
        if (value.kind != HostValue::Kind::Int && value.kind != HostValue::Kind::Float)
          evaluator.fail(k.value->loc, "@triton.autotune(" + k.arg + "=...) must be a number of milliseconds");
        (k.arg == "warmup" ? info.warmupMs : info.repMs) = value.number();
      }
    }
    if (!configs)
      evaluator.fail(decorator->loc, "@triton.autotune(...) without configs");
    HostValue list = evaluator.eval(*configs, nullptr);
    if (!list.isSequence())
      evaluator.fail(configs->loc, std::string("the autotune configs are ") + kindName(list.kind) +
                                       ", not a list of triton.Config");
    for (const HostValue &item : *list.items) {
      if (item.kind != HostValue::Kind::Config)
        evaluator.fail(configs->loc, std::string("an autotune config is ") + kindName(item.kind) +
                                         ", not a triton.Config");
      info.configs.push_back(*item.config);
    }
    if (key) {
      info.keyLoc = key->loc;
      HostValue names = evaluator.eval(*key, nullptr);
      if (names.isSequence())
        for (const HostValue &n : *names.items)
          if (n.kind == HostValue::Kind::String)
            info.key.push_back(n.text);
    }
  } catch (EvalError &) {
    failed = true;
    return std::nullopt;
  }
  return info;
}

std::string describeConfig(const AutotuneConfig &config) {
  std::string text;
  for (const auto &[name, value] : config.kwargs)
    text += (text.empty() ? "" : " ") + name + "=" + value;
  if (config.numWarps)
    text += (text.empty() ? "" : " ") + std::string("num_warps=") + std::to_string(*config.numWarps);
  if (config.numStages)
    text += (text.empty() ? "" : " ") + std::string("num_stages=") + std::to_string(*config.numStages);
  return text;
}

} // namespace tritonc

namespace tritonc {

namespace {
/// The value of a Python literal as -D and the configs write them (a
/// number, a bool, None or a string); nullopt for anything else (a dtype,
/// a tuple, not a literal), which stays unbound.
std::optional<HostValue> parseLiteral(const std::string &text) {
  llvm::Expected<ConstValue> value = parsePythonLiteral(text);
  if (!value) {
    llvm::consumeError(value.takeError());
    return std::nullopt;
  }
  switch (value->kind()) {
  case ConstValue::Kind::None: return HostValue::none();
  case ConstValue::Kind::Bool: return HostValue::boolean(value->getBool());
  case ConstValue::Kind::Int: return HostValue::integer(value->getInt());
  case ConstValue::Kind::Float: return HostValue::real(value->getFloat());
  case ConstValue::Kind::String: return HostValue::string(value->getString());
  default: return std::nullopt;
  }
}
} // namespace

std::optional<std::string> evaluateHostLiteral(const ast::Expr &expr, const ast::Module &module,
                                               const std::string &argsName,
                                               const std::map<std::string, std::string> &arguments,
                                               const std::map<std::string, std::string> &locals,
                                               const std::string &subject, DiagnosticEngine &diags) {
  HostEvaluator evaluator(module, diags, subject);
  HostEvaluator::Scope scope;
  HostValue args;
  args.kind = HostValue::Kind::Dict;
  args.entries = std::make_shared<std::vector<std::pair<std::string, HostValue>>>();
  for (const auto &[name, text] : arguments)
    if (std::optional<HostValue> v = parseLiteral(text))
      args.entries->emplace_back(name, *v);
  if (!argsName.empty())
    scope[argsName] = args;
  for (const auto &[name, text] : locals)
    if (std::optional<HostValue> v = parseLiteral(text))
      scope[name] = *v;
  try {
    HostValue value = evaluator.eval(expr, &scope);
    std::optional<std::string> text = value.isNumber() || value.kind == HostValue::Kind::None ||
                                              value.kind == HostValue::Kind::String
                                          ? literalText(value)
                                          : std::nullopt;
    if (!text)
      evaluator.fail(expr.loc, std::string("this is ") + kindName(value.kind) + " in " + subject +
                                   ", not a number, a bool, a string or None");
    return text;
  } catch (EvalError &) {
    return std::nullopt;
  }
}

} // namespace tritonc

//===- Heuristics.cpp - a kernel's @triton.heuristics, ahead of time ------===//
//
// The evaluator below walks a heuristic's lambda (or function) once per
// config. A subexpression that reads no run-time argument is host code with
// a known value: the autotune evaluator (AutotuneConfigs.h) computes it.
// One that does becomes a C++ expression for the launcher and an abstract
// value: the finite set of values it can take, or "unbounded" (with the
// special case of a power of two, which min() can bound).
//
//===----------------------------------------------------------------------===//
#include "frontend/Heuristics.h"

#include "frontend/AutotuneConfigs.h"
#include "frontend/Signature.h"

#include "llvm/Support/Casting.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <functional>
#include <sstream>

namespace tritonc {

namespace {

using llvm::dyn_cast;

constexpr const char *kSubject = "the heuristics";
/// More values than this for one heuristic is a build nobody wants.
constexpr size_t kMaxValues = 64;

bool isBoolLiteral(const std::string &text) { return text == "True" || text == "False"; }

/// A literal's number, for ordering values and for min/max.
double numberOf(const std::string &text) {
  if (isBoolLiteral(text))
    return text == "True";
  return std::strtod(text.c_str(), nullptr);
}

bool isIntegerLiteral(const std::string &text) {
  if (text.empty())
    return false;
  size_t start = text[0] == '-' ? 1 : 0;
  return start < text.size() && text.find_first_not_of("0123456789", start) == std::string::npos;
}

/// A heuristic's value (or a part of one) as the evaluator sees it.
struct Sym {
  /// Known at compile time: its Python literal.
  std::optional<std::string> known;
  /// Otherwise: its C++ expression and the values it can take (ascending,
  /// Python literals), or nullopt when unbounded.
  std::string cpp;
  std::optional<std::vector<std::string>> domain;
  /// Unbounded but a power of two no smaller than this (0: not known to
  /// be a power of two): what triton.next_power_of_2 returns.
  int64_t powerOfTwoFrom = 0;
  /// A bare run-time argument (`args["p"]`): what `is None` asks about.
  std::string argument;

  static Sym constant(std::string literal) {
    Sym s;
    s.known = std::move(literal);
    return s;
  }
  static Sym boolean(std::string cpp) {
    Sym s;
    s.cpp = std::move(cpp);
    s.domain = std::vector<std::string>{"False", "True"};
    return s;
  }
};

/// Values in ascending order, each once.
std::vector<std::string> normalized(std::vector<std::string> values) {
  std::stable_sort(values.begin(), values.end(),
                   [](const std::string &a, const std::string &b) { return numberOf(a) < numberOf(b); });
  values.erase(std::unique(values.begin(), values.end()), values.end());
  return values;
}

/// The values a Sym can take, when finitely many.
std::optional<std::vector<std::string>> valuesOf(const Sym &s) {
  if (s.known)
    return std::vector<std::string>{*s.known};
  return s.domain;
}

class HeuristicEvaluator {
public:
  HeuristicEvaluator(const Heuristic &heuristic, const HeuristicInputs &inputs, const ast::Module &module,
                     DiagnosticEngine &diags)
      : heuristic(heuristic), inputs(inputs), module(module), diags(diags) {}

  std::optional<Sym> run() {
    Env env;
    Sym result;
    if (heuristic.body) {
      result = eval(*heuristic.body, env);
    } else {
      std::vector<const ast::Stmt *> body;
      for (const auto &stmt : heuristic.function->body)
        body.push_back(stmt.get());
      result = runBody(body, env);
    }
    if (failed)
      return std::nullopt;
    return result;
  }

private:
  using Env = std::map<std::string, Sym>;

  void fail(SourceLocation loc, const std::string &message) {
    if (!failed)
      diags.error(loc, message);
    failed = true;
  }

  /// `args["x"]`: the argument's name, else empty.
  std::string argumentRead(const ast::Expr &e) const {
    auto *s = dyn_cast<ast::Subscript>(&e);
    if (!s)
      return std::string();
    auto *base = dyn_cast<ast::Name>(s->value.get());
    auto *key = dyn_cast<ast::Constant>(s->slice.get());
    if (!base || base->id != heuristic.argsName || !key || key->ckind != ast::Constant::Kind::String)
      return std::string();
    return key->strValue;
  }

  /// Whether `e` reads a run-time argument (directly or through a local).
  bool dependsOnRuntime(const ast::Expr &e, const Env &env) const {
    std::string read = argumentRead(e);
    if (!read.empty()) {
      if (!inputs.runtime.count(read) && !inputs.constants.count(read) && !unknownRead)
        unknownRead = std::make_pair(read, e.loc);
      return inputs.runtime.count(read) > 0;
    }
    if (auto *n = dyn_cast<ast::Name>(&e)) {
      if (n->id == heuristic.argsName)
        return true;  // the dict itself: only args["name"] is understood
      auto it = env.find(n->id);
      return it != env.end() && !it->second.known;
    }
    bool depends = false;
    auto visit = [&](const ast::ExprPtr &child) { depends = depends || (child && dependsOnRuntime(*child, env)); };
    if (auto *b = dyn_cast<ast::BinOp>(&e)) {
      visit(b->left), visit(b->right);
    } else if (auto *u = dyn_cast<ast::UnaryOp>(&e)) {
      visit(u->operand);
    } else if (auto *b = dyn_cast<ast::BoolOp>(&e)) {
      for (const auto &v : b->values)
        visit(v);
    } else if (auto *c = dyn_cast<ast::Compare>(&e)) {
      visit(c->left);
      for (const auto &v : c->comparators)
        visit(v);
    } else if (auto *i = dyn_cast<ast::IfExp>(&e)) {
      visit(i->test), visit(i->body), visit(i->orelse);
    } else if (auto *c = dyn_cast<ast::Call>(&e)) {
      for (const auto &a : c->args)
        visit(a);
      for (const auto &k : c->keywords)
        visit(k.value);
    } else if (auto *t = dyn_cast<ast::Tuple>(&e)) {
      for (const auto &v : t->elts)
        visit(v);
    } else if (auto *s = dyn_cast<ast::Subscript>(&e)) {
      visit(s->value), visit(s->slice);
    } else if (auto *a = dyn_cast<ast::Attribute>(&e)) {
      visit(a->value);
    }
    return depends;
  }

  /// A subexpression without run-time arguments: host code.
  Sym known(const ast::Expr &e, const Env &env) {
    if (unknownRead) {
      const std::string &name = unknownRead->first;
      fail(unknownRead->second, "the heuristic for '" + heuristic.name + "' reads " + heuristic.argsName + "[\"" +
                                    name + "\"], " +
                                    (inputs.parameters.count(name)
                                         ? "a constexpr without a value here (give it with -D)"
                                         : "which is no parameter of the kernel"));
      return Sym::constant("0");
    }
    std::map<std::string, std::string> locals;
    for (const auto &[name, value] : env)
      if (value.known)
        locals[name] = *value.known;
    std::optional<std::string> literal =
        evaluateHostLiteral(e, module, heuristic.argsName, inputs.constants, locals, kSubject, diags);
    if (!literal) {
      failed = true;
      return Sym::constant("0");
    }
    return Sym::constant(*literal);
  }

  /// The C++ text of `s` in an expression evaluated at launch.
  std::string cppOf(const Sym &s, SourceLocation loc) {
    if (!s.known)
      return s.cpp;
    const std::string &text = *s.known;
    if (isBoolLiteral(text))
      return text == "True" ? "true" : "false";
    if (isIntegerLiteral(text))
      return "std::int64_t{" + text + "}";
    if (text == "None" || text.empty() || text[0] == '\'' || text[0] == '"') {
      fail(loc, "the heuristic computes with " + (text == "None" ? std::string("None") : "a string") +
                    " and a run-time argument: only numbers and booleans are evaluated at launch");
      return "0";
    }
    return "double{" + text + "}";
  }

  Sym eval(const ast::Expr &e, const Env &env) {
    if (failed)
      return Sym::constant("0");
    if (!dependsOnRuntime(e, env))
      return known(e, env);
    std::string read = argumentRead(e);
    if (!read.empty()) {
      Sym s;
      s.cpp = "@{" + read + "}";
      s.argument = read;
      return s;
    }
    if (auto *n = dyn_cast<ast::Name>(&e)) {
      if (auto it = env.find(n->id); it != env.end())
        return it->second;
      fail(e.loc, "'" + heuristic.argsName + "' is read as " + heuristic.argsName +
                      "[\"name\"] in a heuristic evaluated at launch; other uses of it are not evaluated");
      return Sym::constant("0");
    }
    if (auto *b = dyn_cast<ast::BinOp>(&e))
      return binary(*b, env);
    if (auto *u = dyn_cast<ast::UnaryOp>(&e)) {
      Sym x = eval(*u->operand, env);
      std::string operand = cppOf(x, e.loc);
      switch (u->op) {
      case ast::UnaryOpKind::Not: return Sym::boolean("(!tritonc::heuristics::truthy(" + operand + "))");
      case ast::UnaryOpKind::UAdd: return x;
      case ast::UnaryOpKind::USub: return unbounded("(-" + operand + ")");
      case ast::UnaryOpKind::Invert: return unbounded("(~" + operand + ")");
      }
    }
    if (auto *b = dyn_cast<ast::BoolOp>(&e))
      return boolOp(*b, env);
    if (auto *c = dyn_cast<ast::Compare>(&e))
      return compare(*c, env);
    if (auto *i = dyn_cast<ast::IfExp>(&e)) {
      Sym test = eval(*i->test, env);
      if (test.known)
        return eval(truthy(*test.known) ? *i->body : *i->orelse, env);
      return select(test, eval(*i->body, env), eval(*i->orelse, env), e.loc);
    }
    if (auto *c = dyn_cast<ast::Call>(&e))
      return call(*c, env);
    if (dyn_cast<ast::Attribute>(&e) || dyn_cast<ast::Subscript>(&e))
      fail(e.loc, "the heuristic reads a run-time argument's attribute or element: the launcher's arguments "
                  "are numbers and pointers (args[\"name\"] is understood, tensors' .dtype, .shape and the "
                  "like are not)");
    else
      fail(e.loc, "this expression is beyond what tritonc evaluates of a heuristic at launch");
    return Sym::constant("0");
  }

  static bool truthy(const std::string &literal) {
    return !(literal == "False" || literal == "None" || literal == "0" || literal == "0.0" || literal == "''" ||
             literal == "\"\"");
  }

  static Sym unbounded(std::string cpp) {
    Sym s;
    s.cpp = std::move(cpp);
    return s;
  }

  /// `test ? a : b` at launch: one of their values.
  Sym select(const Sym &test, const Sym &a, const Sym &b, SourceLocation loc) {
    Sym s = unbounded("(tritonc::heuristics::truthy(" + cppOf(test, loc) + ") ? " + cppOf(a, loc) + " : " +
                      cppOf(b, loc) + ")");
    std::optional<std::vector<std::string>> x = valuesOf(a), y = valuesOf(b);
    if (x && y) {
      std::vector<std::string> all = *x;
      all.insert(all.end(), y->begin(), y->end());
      s.domain = normalized(all);
    }
    return s;
  }

  Sym binary(const ast::BinOp &b, const Env &env) {
    Sym x = eval(*b.left, env), y = eval(*b.right, env);
    std::string l = cppOf(x, b.loc), r = cppOf(y, b.loc);
    switch (b.op) {
    case ast::BinOpKind::Add: return unbounded("(" + l + " + " + r + ")");
    case ast::BinOpKind::Sub: return unbounded("(" + l + " - " + r + ")");
    case ast::BinOpKind::Mult: return unbounded("(" + l + " * " + r + ")");
    case ast::BinOpKind::Div: return unbounded("(static_cast<double>(" + l + ") / static_cast<double>(" + r + "))");
    case ast::BinOpKind::FloorDiv: return unbounded("tritonc::heuristics::floordiv(" + l + ", " + r + ")");
    case ast::BinOpKind::Mod: return unbounded("tritonc::heuristics::mod(" + l + ", " + r + ")");
    case ast::BinOpKind::Pow: return unbounded("tritonc::heuristics::pow(" + l + ", " + r + ")");
    case ast::BinOpKind::LShift: return unbounded("(" + l + " << " + r + ")");
    case ast::BinOpKind::RShift: return unbounded("(" + l + " >> " + r + ")");
    case ast::BinOpKind::BitAnd: return unbounded("(" + l + " & " + r + ")");
    case ast::BinOpKind::BitOr: return unbounded("(" + l + " | " + r + ")");
    case ast::BinOpKind::BitXor: return unbounded("(" + l + " ^ " + r + ")");
    case ast::BinOpKind::MatMult: break;
    }
    fail(b.loc, "operator @ in a heuristic");
    return Sym::constant("0");
  }

  /// `a and b`, `a or b`: Python's value is one of the operands.
  Sym boolOp(const ast::BoolOp &b, const Env &env) {
    std::vector<Sym> operands;
    for (const auto &v : b.values)
      operands.push_back(eval(*v, env));
    Sym result = operands.back();
    for (size_t i = operands.size() - 1; i-- > 0;) {
      const Sym &x = operands[i];
      if (x.known) {  // decided now
        bool take = truthy(*x.known) == (b.op == ast::BoolOpKind::And);
        if (!take)
          result = x;
        continue;
      }
      result = b.op == ast::BoolOpKind::And ? select(x, result, x, b.loc) : select(x, x, result, b.loc);
    }
    return result;
  }

  Sym compare(const ast::Compare &c, const Env &env) {
    std::string text;
    Sym left = eval(*c.left, env);
    for (size_t i = 0; i < c.ops.size(); ++i) {
      const ast::Expr &rightExpr = *c.comparators[i];
      std::string term;
      ast::CmpOpKind op = c.ops[i];
      if (op == ast::CmpOpKind::Is || op == ast::CmpOpKind::IsNot) {
        Sym right = eval(rightExpr, env);
        const Sym &argument = left.known ? right : left;
        const Sym &other = left.known ? left : right;
        if (argument.argument.empty() || other.known != std::optional<std::string>("None")) {
          fail(c.loc, "'is' in a heuristic evaluated at launch compares a run-time argument with None "
                      "(a null pointer)");
          return Sym::constant("0");
        }
        if (inputs.scalars.count(argument.argument)) {  // a number is never None
          term = op == ast::CmpOpKind::Is ? "false" : "true";
          if (c.ops.size() == 1)
            return Sym::constant(op == ast::CmpOpKind::Is ? "False" : "True");
        } else {
          term = std::string(op == ast::CmpOpKind::Is ? "" : "!") + "@null{" + argument.argument + "}";
        }
        left = right;
      } else if (op == ast::CmpOpKind::In || op == ast::CmpOpKind::NotIn) {
        const ast::ExprList *items = nullptr;
        if (auto *t = dyn_cast<ast::Tuple>(&rightExpr))
          items = &t->elts;
        else if (auto *l = dyn_cast<ast::List>(&rightExpr))
          items = &l->elts;
        else if (auto *s = dyn_cast<ast::Set>(&rightExpr))
          items = &s->elts;
        if (!items) {
          fail(rightExpr.loc, "'in' in a heuristic evaluated at launch takes a tuple, list or set written out");
          return Sym::constant("0");
        }
        std::string any;
        for (const auto &item : *items)
          any += (any.empty() ? "" : " || ") + cppOf(left, c.loc) + " == " + cppOf(eval(*item, env), item->loc);
        term = (op == ast::CmpOpKind::In ? "(" : "!(") + (any.empty() ? std::string("false") : any) + ")";
        left = Sym::boolean(term);  // a chain after `in` is not worth the words
      } else {
        Sym right = eval(rightExpr, env);
        static const std::map<ast::CmpOpKind, const char *> symbols = {
            {ast::CmpOpKind::Eq, "=="}, {ast::CmpOpKind::NotEq, "!="}, {ast::CmpOpKind::Lt, "<"},
            {ast::CmpOpKind::LtE, "<="}, {ast::CmpOpKind::Gt, ">"},    {ast::CmpOpKind::GtE, ">="}};
        term = "(" + cppOf(left, c.loc) + " " + symbols.at(op) + " " + cppOf(right, rightExpr.loc) + ")";
        left = right;
      }
      text += (text.empty() ? "" : " && ") + term;
    }
    return Sym::boolean(c.ops.size() > 1 ? "(" + text + ")" : text);
  }

  /// min(x, c) where x is an unbounded power of two and c known: the
  /// powers of two up to c, and c.
  std::optional<std::vector<std::string>> cappedPowersOfTwo(const Sym &x, const Sym &cap) {
    if (!x.powerOfTwoFrom || !cap.known || !isIntegerLiteral(*cap.known))
      return std::nullopt;
    int64_t limit = std::strtoll(cap.known->c_str(), nullptr, 10);
    std::vector<std::string> values;
    for (int64_t p = x.powerOfTwoFrom; p > 0 && p <= limit; p *= 2)
      values.push_back(std::to_string(p));
    values.push_back(std::to_string(limit));  // when the power of two passes the cap
    return normalized(values);
  }

  Sym call(const ast::Call &c, const Env &env) {
    std::string name = ast::dottedName(c.func.get());
    std::string last = name.substr(name.rfind('.') == std::string::npos ? 0 : name.rfind('.') + 1);
    if (!c.keywords.empty()) {
      fail(c.loc, "keyword arguments in a heuristic's call of " + name + "()");
      return Sym::constant("0");
    }
    std::vector<Sym> args;
    std::vector<std::string> cpp;
    for (const auto &a : c.args) {
      args.push_back(eval(*a, env));
      cpp.push_back(cppOf(args.back(), a->loc));
    }
    auto arity = [&](size_t n) {
      if (args.size() == n)
        return true;
      fail(c.loc, name + "() takes " + std::to_string(n) + (n == 1 ? " argument" : " arguments"));
      return false;
    };
    const bool fromTriton = name.rfind("triton.", 0) == 0;
    const bool fromMath = name.rfind("math.", 0) == 0;
    if ((name == "min" || name == "max") && args.size() >= 2) {
      Sym result = args[0];
      std::string text = cpp[0];
      for (size_t i = 1; i < args.size(); ++i) {
        text = "tritonc::heuristics::" + name + "(" + text + ", " + cpp[i] + ")";
        Sym next = unbounded(text);
        std::optional<std::vector<std::string>> a = valuesOf(result), b = valuesOf(args[i]);
        if (a && b) {
          std::vector<std::string> all;
          for (const std::string &p : *a)
            for (const std::string &q : *b)
              all.push_back((numberOf(q) < numberOf(p)) == (name == "min") ? q : p);
          next.domain = normalized(all);
        } else if (name == "min") {
          next.domain = result.powerOfTwoFrom ? cappedPowersOfTwo(result, args[i]) : cappedPowersOfTwo(args[i], result);
        } else {
          // max(power of two from p, a known power of two q): from max(p, q).
          const Sym &power = result.powerOfTwoFrom ? result : args[i];
          const Sym &other = result.powerOfTwoFrom ? args[i] : result;
          if (power.powerOfTwoFrom && other.known && isIntegerLiteral(*other.known)) {
            int64_t q = std::strtoll(other.known->c_str(), nullptr, 10);
            if (q > 0 && (q & (q - 1)) == 0)
              next.powerOfTwoFrom = std::max(power.powerOfTwoFrom, q);
          }
        }
        result = next;
      }
      return result;
    }
    if (fromTriton && last == "next_power_of_2" && arity(1)) {
      Sym s = unbounded("tritonc::heuristics::next_power_of_2(" + cpp[0] + ")");
      s.powerOfTwoFrom = 1;
      return s;
    }
    if (fromTriton && last == "cdiv" && arity(2))
      return unbounded("tritonc::heuristics::cdiv(" + cpp[0] + ", " + cpp[1] + ")");
    if (name == "bool" && arity(1))
      return Sym::boolean("tritonc::heuristics::truthy(" + cpp[0] + ")");
    if (name == "int" && arity(1)) {
      Sym s = unbounded("tritonc::heuristics::to_int(" + cpp[0] + ")");
      if (args[0].domain && std::all_of(args[0].domain->begin(), args[0].domain->end(), isBoolLiteral))
        s.domain = std::vector<std::string>{"0", "1"};
      return s;
    }
    if (name == "float" && arity(1))
      return unbounded("static_cast<double>(" + cpp[0] + ")");
    if (name == "abs" && arity(1))
      return unbounded("tritonc::heuristics::abs(" + cpp[0] + ")");
    if (fromMath && (last == "ceil" || last == "floor") && arity(1))
      return unbounded("tritonc::heuristics::" + last + "(" + cpp[0] + ")");
    if (fromMath && (last == "log2" || last == "sqrt") && arity(1))
      return unbounded("std::" + last + "(static_cast<double>(" + cpp[0] + "))");
    if (!failed)
      fail(c.loc, "'" + name + "(...)' in a heuristic evaluated at launch: tritonc translates min, max, abs, int, "
                  "float, bool, triton.next_power_of_2, triton.cdiv and math.ceil/floor/log2/sqrt");
    return Sym::constant("0");
  }

  /// A function body: assignments, `if`s and a return. Each `if` whose
  /// test is known at launch only runs both ways (with the statements
  /// after it) and selects between the results.
  Sym runBody(const std::vector<const ast::Stmt *> &stmts, Env env) {
    for (size_t i = 0; i < stmts.size() && !failed; ++i) {
      const ast::Stmt *stmt = stmts[i];
      if (auto *r = dyn_cast<ast::Return>(stmt)) {
        if (!r->value) {
          fail(r->loc, "the heuristic returns None");
          return Sym::constant("0");
        }
        return eval(*r->value, env);
      }
      if (auto *a = dyn_cast<ast::Assign>(stmt)) {
        auto *target = a->targets.size() == 1 ? dyn_cast<ast::Name>(a->targets[0].get()) : nullptr;
        if (!target) {
          fail(stmt->loc, "a heuristic's function assigns names one at a time");
          return Sym::constant("0");
        }
        env[target->id] = eval(*a->value, env);
        continue;
      }
      if (auto *branch = dyn_cast<ast::If>(stmt)) {
        Sym test = eval(*branch->test, env);
        auto path = [&](const ast::StmtList &taken) {
          std::vector<const ast::Stmt *> rest;
          for (const auto &s : taken)
            rest.push_back(s.get());
          rest.insert(rest.end(), stmts.begin() + long(i) + 1, stmts.end());
          return runBody(rest, env);
        };
        if (test.known)
          return path(truthy(*test.known) ? branch->body : branch->orelse);
        Sym a = path(branch->body), b = path(branch->orelse);
        return select(test, a, b, branch->loc);
      }
      if (auto *e = dyn_cast<ast::ExprStmt>(stmt); e && llvm::isa<ast::Constant>(e->value.get()))
        continue;  // a docstring
      if (llvm::isa<ast::Pass>(stmt))
        continue;
      fail(stmt->loc, "this statement is beyond what tritonc evaluates of a heuristic's function (assignments, "
                      "if and return)");
      return Sym::constant("0");
    }
    if (!failed)
      fail(heuristic.loc, "the heuristic's function ends without returning a value");
    return Sym::constant("0");
  }

  const Heuristic &heuristic;
  const HeuristicInputs &inputs;
  const ast::Module &module;
  DiagnosticEngine &diags;
  bool failed = false;
  /// The first args["name"] that names neither a run-time argument nor a
  /// constexpr with a value (seen by dependsOnRuntime).
  mutable std::optional<std::pair<std::string, SourceLocation>> unknownRead;
};

/// A one-parameter lambda or module function, as a Heuristic.
bool readEntry(const std::string &name, const ast::Expr &value, const ast::Module &module, DiagnosticEngine &diags,
               Heuristic &out) {
  out.name = name;
  out.loc = value.loc;
  const std::vector<ast::Param> *params = nullptr;
  if (auto *lambda = dyn_cast<ast::Lambda>(&value)) {
    out.body = lambda->body.get();
    params = &lambda->params;
  } else if (auto *ref = dyn_cast<ast::Name>(&value)) {
    out.function = module.findFunction(ref->id);
    if (!out.function) {
      diags.error(value.loc, "the heuristic for '" + name + "' is '" + ref->id +
                                 "', which is no function at the top level of the kernel's module");
      return false;
    }
    if (!out.function->decorators.empty()) {
      diags.error(value.loc, "the heuristic for '" + name + "' is '" + ref->id +
                                 "', a decorated function: tritonc evaluates plain functions and lambdas");
      return false;
    }
    params = &out.function->params;
  } else {
    diags.error(value.loc, "the heuristic for '" + name +
                               "' must be a lambda or a function of the module, as Triton calls it with the "
                               "arguments");
    return false;
  }
  if (params->size() != 1 || (*params)[0].kind != ast::Param::Kind::Normal) {
    diags.error(value.loc, "the heuristic for '" + name + "' takes " + std::to_string(params->size()) +
                               " parameters: Triton passes one, the dict of the arguments");
    return false;
  }
  out.argsName = (*params)[0].name;
  return true;
}

/// The module-level dict a Name refers to (`HEURISTICS = {...}`).
const ast::Dict *moduleDict(const std::string &name, const ast::Module &module) {
  const ast::Dict *found = nullptr;
  for (const auto &stmt : module.body)
    if (auto *assign = dyn_cast<ast::Assign>(stmt.get()))
      for (const auto &target : assign->targets)
        if (auto *n = dyn_cast<ast::Name>(target.get()); n && n->id == name)
          found = dyn_cast<ast::Dict>(assign->value.get());
  return found;
}

bool isHeuristicsDecorator(const ast::Call &call) {
  std::string name = ast::dottedName(call.func.get());
  return name == "heuristics" || (name.size() > 11 && name.compare(name.size() - 11, 11, ".heuristics") == 0);
}

} // namespace

std::optional<std::vector<Heuristic>> readHeuristics(const std::vector<const ast::Expr *> &decorators,
                                                     const ast::Module &module, DiagnosticEngine &diags,
                                                     bool &failed) {
  failed = false;
  std::optional<std::vector<Heuristic>> all;
  for (const ast::Expr *d : decorators) {
    auto *call = dyn_cast<ast::Call>(d);
    if (!call || !isHeuristicsDecorator(*call))
      continue;
    const ast::Expr *values = call->args.empty() ? nullptr : call->args[0].get();
    for (const ast::Keyword &k : call->keywords)
      if (k.arg == "values")
        values = k.value.get();
    const ast::Dict *dict = values ? dyn_cast<ast::Dict>(values) : nullptr;
    if (auto *ref = values ? dyn_cast<ast::Name>(values) : nullptr)
      dict = moduleDict(ref->id, module);
    if (!dict) {
      diags.error(values ? values->loc : call->loc,
                  "@triton.heuristics takes a dict of {\"name\": lambda args: ...} written in the kernel's "
                  "module; tritonc does not run other host code to build it (give the values with -D)");
      failed = true;
      return std::nullopt;
    }
    if (!all)
      all.emplace();
    // Decorators apply bottom-up: the one nearest the def runs first, and
    // a later one sees its values. Source order is top-down, so prepend.
    std::vector<Heuristic> mine;
    for (size_t i = 0; i < dict->keys.size(); ++i) {
      auto *key = dict->keys[i] ? dyn_cast<ast::Constant>(dict->keys[i].get()) : nullptr;
      if (!key || key->ckind != ast::Constant::Kind::String) {
        diags.error(dict->keys[i] ? dict->keys[i]->loc : dict->loc,
                    "a key of @triton.heuristics is the name of a constexpr, as a string");
        failed = true;
        return std::nullopt;
      }
      Heuristic h;
      if (!readEntry(key->strValue, *dict->values[i], module, diags, h)) {
        failed = true;
        return std::nullopt;
      }
      mine.push_back(h);
    }
    all->insert(all->begin(), mine.begin(), mine.end());
  }
  return all;
}

HeuristicInputs heuristicInputs(const ast::FunctionDef &kernel,
                                const std::vector<std::pair<std::string, std::string>> &defines,
                                const std::optional<std::string> &signature) {
  HeuristicInputs inputs;
  std::vector<ParamSpec> entries;
  if (signature) {
    if (llvm::Expected<std::vector<ParamSpec>> parsed = parseSignature(*signature))
      entries = std::move(*parsed);
    else
      llvm::consumeError(parsed.takeError());  // specialization reports it
  }
  std::vector<std::string> runtimeOrder;  // the non-constexpr parameters, in order
  for (const ast::Param &param : kernel.params) {
    inputs.parameters.insert(param.name);
    std::string annotation = param.annotation ? ast::dottedName(param.annotation.get()) : std::string();
    bool isConstexpr = annotation == "constexpr" ||
                       (annotation.size() > 10 && annotation.compare(annotation.size() - 10, 10, ".constexpr") == 0);
    const std::string *defined = nullptr;
    for (const auto &[name, value] : defines)
      if (name == param.name)
        defined = &value;
    if (!isConstexpr)
      runtimeOrder.push_back(param.name);
    if (defined) {
      inputs.constants[param.name] = *defined;
    } else if (!isConstexpr) {
      inputs.runtime.insert(param.name);
    } else if (auto *c = param.defaultValue ? dyn_cast<ast::Constant>(param.defaultValue.get()) : nullptr) {
      if (c->ckind == ast::Constant::Kind::Bool)
        inputs.constants[param.name] = c->boolValue ? "True" : "False";
      else if (c->ckind == ast::Constant::Kind::Int && !c->intOverflow)
        inputs.constants[param.name] = std::to_string(c->intValue);
      else if (c->ckind == ast::Constant::Kind::None)
        inputs.constants[param.name] = "None";
      else if (c->ckind == ast::Constant::Kind::Float)
        inputs.constants[param.name] = c->text;
    }
  }
  // Entries for every parameter or for the run-time ones only.
  const bool everyParameter = entries.size() == kernel.params.size();
  if (everyParameter || entries.size() == runtimeOrder.size())
    for (size_t i = 0; i < entries.size(); ++i) {
      const std::string &name = everyParameter ? kernel.params[i].name : runtimeOrder[i];
      if (entries[i].kind == ParamSpec::Kind::Scalar && inputs.runtime.count(name))
        inputs.scalars.insert(name);
      // A value in the signature (`None` for an argument left out, as
      // Triton's JIT specializes it) is known to the heuristics.
      if (entries[i].kind == ParamSpec::Kind::Constexpr && inputs.runtime.count(name) && !inputs.constants.count(name)) {
        inputs.runtime.erase(name);
        inputs.constants[name] = entries[i].str();
      }
    }
  return inputs;
}

std::optional<std::vector<std::vector<HeuristicChoice>>>
heuristicCombinations(const std::vector<Heuristic> &heuristics, const HeuristicInputs &inputs,
                      const std::map<std::string, std::string> &userDefines,
                      const std::map<std::string, std::vector<std::string>> &valueLists, const ast::Module &module,
                      DiagnosticEngine &diags) {
  std::vector<std::vector<HeuristicChoice>> combinations;
  std::vector<HeuristicChoice> current;
  std::function<bool(size_t, const HeuristicInputs &)> expand = [&](size_t k, const HeuristicInputs &in) {
    if (k == heuristics.size()) {
      combinations.push_back(current);
      return true;
    }
    const Heuristic &h = heuristics[k];
    auto defined = userDefines.find(h.name);
    auto listed = valueLists.find(h.name);
    std::optional<Sym> sym;
    if (defined == userDefines.end()) {
      sym = HeuristicEvaluator(h, in, module, diags).run();
      if (!sym)
        return false;
    } else {
      // A value given with -D compiles whatever the heuristic is: one
      // tritonc cannot evaluate is then a warning, and left unchecked.
      std::ostringstream captured;
      DiagnosticEngine quiet(captured);
      sym = HeuristicEvaluator(h, in, module, quiet).run();
      if (!sym) {
        std::string reason = captured.str();
        size_t at = reason.find("error: ");
        reason = at == std::string::npos ? std::string() : reason.substr(at + 7, reason.find('\n', at) - at - 7);
        diags.warning(h.loc, "the heuristic for '" + h.name + "' is not evaluated ahead of time (" + reason +
                                 "): launch() does not check that it gives " + defined->second +
                                 ", the value -D compiles");
        Sym given = Sym::constant(defined->second);
        sym = given;
      }
    }
    std::vector<std::string> values;
    if (sym->known && defined != userDefines.end() && defined->second != *sym->known) {
      diags.error(h.loc, "-D " + h.name + "=" + defined->second + " contradicts the heuristic for '" + h.name +
                             "', which gives " + *sym->known + " here");
      return false;
    }
    if (sym->known) {
      values = {*sym->known};
    } else if (defined != userDefines.end()) {
      values = {defined->second};
    } else if (listed != valueLists.end()) {
      values = listed->second;
    } else if (sym->domain) {
      values = *sym->domain;
    } else {
      diags.error(h.loc, "the heuristic for '" + h.name +
                             "' depends on run-time arguments and can take any value: give the values to "
                             "compile with --heuristic-values " +
                             h.name + "=V1,V2,... (the launcher refuses others), or one with -D " + h.name +
                             "=V");
      return false;
    }
    if (values.size() > kMaxValues) {
      diags.error(h.loc, "the heuristic for '" + h.name + "' can take " + std::to_string(values.size()) +
                             " values, more than the " + std::to_string(kMaxValues) +
                             " tritonc compiles by itself: choose them with --heuristic-values " + h.name +
                             "=V1,V2,...");
      return false;
    }
    for (const std::string &value : values) {
      HeuristicChoice choice{h.name, value, !sym->known, sym->known ? std::string() : sym->cpp};
      if (!sym->known && (value == "None" || value.empty() || value[0] == '\'' || value[0] == '"')) {
        diags.error(h.loc, "the heuristic for '" + h.name + "' is " + value +
                               " here; a value chosen at launch must be a number or a bool");
        return false;
      }
      HeuristicInputs next = in;
      next.constants[h.name] = value;
      current.push_back(choice);
      if (!expand(k + 1, next))
        return false;
      current.pop_back();
    }
    return true;
  };
  if (!expand(0, inputs))
    return std::nullopt;
  return combinations;
}

} // namespace tritonc

//===- AstBuilderTargets.cpp - assignment targets -------------------------===//
//
// The expression context (Load, Store, Del) of assignment, for, with and del
// targets, and the CPython messages for what cannot be a target.
//
//===----------------------------------------------------------------------===//
#include "frontend/AstBuilder.h"

namespace tritonc {

using namespace ast;
using llvm::cast;
using llvm::isa;

std::string AstBuilder::describe(const Expr *e) {
  switch (e->kind) {
  case NodeKind::Call: return "function call";
  case NodeKind::Constant: {
    auto *c = cast<Constant>(e);
    if (c->ckind == Constant::Kind::None) return "None";
    if (c->ckind == Constant::Kind::Bool) return c->boolValue ? "True" : "False";
    if (c->ckind == Constant::Kind::Ellipsis) return "ellipsis";
    return "literal";
  }
  case NodeKind::BinOp:
  case NodeKind::UnaryOp:
  case NodeKind::BoolOp: return "expression";
  case NodeKind::Compare: return "comparison";
  case NodeKind::Lambda: return "lambda";
  case NodeKind::IfExp: return "conditional expression";
  case NodeKind::ListComp: return "list comprehension";
  case NodeKind::SetComp: return "set comprehension";
  case NodeKind::DictComp: return "dict comprehension";
  case NodeKind::GeneratorExp: return "generator expression";
  case NodeKind::Dict: return "dict literal";
  case NodeKind::Set: return "set display";
  case NodeKind::Await: return "await expression";
  case NodeKind::Yield:
  case NodeKind::YieldFrom: return "yield expression";
  case NodeKind::NamedExpr: return "named expression";
  case NodeKind::Tuple: return "tuple";
  case NodeKind::List: return "list";
  case NodeKind::Attribute: return "attribute";
  case NodeKind::Subscript: return "subscript";
  case NodeKind::Starred: return "starred";
  case NodeKind::Slice: return "slice";
  case NodeKind::Name: return "name";
  default: return "expression";
  }
}

void AstBuilder::setContext(Expr *e, ExprContext ctx) {
  switch (e->kind) {
  case NodeKind::Name:
    cast<Name>(e)->ctx = ctx;
    return;
  case NodeKind::Attribute:
    cast<Attribute>(e)->ctx = ctx;
    return;
  case NodeKind::Subscript:
    cast<Subscript>(e)->ctx = ctx;
    return;
  case NodeKind::Starred:
    if (ctx == ExprContext::Del)
      fail(e->loc, "cannot delete starred");
    cast<Starred>(e)->ctx = ctx;
    setContext(cast<Starred>(e)->value.get(), ctx);
    return;
  case NodeKind::Tuple: {
    auto *t = cast<Tuple>(e);
    t->ctx = ctx;
    int stars = 0;
    for (ExprPtr &x : t->elts) {
      stars += isa<Starred>(x.get());
      setContext(x.get(), ctx);
    }
    if (stars > 1)
      fail(e->loc, "multiple starred expressions in assignment");
    return;
  }
  case NodeKind::List: {
    auto *l = cast<List>(e);
    l->ctx = ctx;
    int stars = 0;
    for (ExprPtr &x : l->elts) {
      stars += isa<Starred>(x.get());
      setContext(x.get(), ctx);
    }
    if (stars > 1)
      fail(e->loc, "multiple starred expressions in assignment");
    return;
  }
  default:
    fail(e->loc, std::string(ctx == ExprContext::Del ? "cannot delete " : "cannot assign to ") +
                     describe(e));
  }
}

} // namespace tritonc

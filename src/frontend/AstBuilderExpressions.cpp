//===- AstBuilderExpressions.cpp - expressions of the AST builder ---------===//
//
// Expressions from the grammar's precedence levels down to atoms: lambda,
// conditional, boolean, comparison, binary and unary operators, trailers
// (calls, subscripts, attributes), displays and comprehensions, argument
// lists, and the comma lists that make tuples.
//
//===----------------------------------------------------------------------===//
#include "frontend/AstBuilder.h"

#include <set>

using namespace antlr4;
using tritonc_grammar::PyLexer;

namespace tritonc {

using namespace ast;
using llvm::cast;
using llvm::isa;

ExprPtr AstBuilder::namedexprTest(P::Namedexpr_testContext *ctx) {
  auto tests = ctx->test();
  ExprPtr first = test(tests[0]);
  if (tests.size() == 1)
    return first;
  if (!isa<Name>(first.get()))
    fail(first->loc, "cannot use assignment expressions with " + describe(first.get()));
  cast<Name>(first.get())->ctx = ExprContext::Store;
  SourceLocation at = first->loc;
  return std::make_unique<NamedExpr>(at, std::move(first), test(tests[1]));
}

ExprPtr AstBuilder::test(P::TestContext *ctx) {
  Nest nest(*this, ctx);
  if (auto *l = ctx->lambdef())
    return lambdef(l);
  auto ors = ctx->or_test();
  ExprPtr body = orTest(ors[0]);
  if (ors.size() == 1)
    return body;
  ExprPtr cond = orTest(ors[1]);
  ExprPtr orelse = test(ctx->test());
  SourceLocation at = loc(ctx);
  return std::make_unique<IfExp>(at, std::move(cond), std::move(body), std::move(orelse));
}

ExprPtr AstBuilder::testNocond(P::Test_nocondContext *ctx) {
  if (auto *l = ctx->lambdef_nocond())
    return lambdefNocond(l);
  return orTest(ctx->or_test());
}

ExprPtr AstBuilder::lambdef(P::LambdefContext *ctx) {
  auto l = std::make_unique<Lambda>(loc(ctx));
  l->params = lambdaParams(ctx->lambda_params());
  l->body = test(ctx->test());
  return l;
}

ExprPtr AstBuilder::lambdefNocond(P::Lambdef_nocondContext *ctx) {
  auto l = std::make_unique<Lambda>(loc(ctx));
  l->params = lambdaParams(ctx->lambda_params());
  l->body = testNocond(ctx->test_nocond());
  return l;
}

ExprPtr AstBuilder::orTest(P::Or_testContext *ctx) {
  auto parts = ctx->and_test();
  if (parts.size() == 1)
    return andTest(parts[0]);
  auto b = std::make_unique<BoolOp>(loc(ctx), BoolOpKind::Or);
  for (auto *p : parts)
    b->values.push_back(andTest(p));
  return b;
}

ExprPtr AstBuilder::andTest(P::And_testContext *ctx) {
  auto parts = ctx->not_test();
  if (parts.size() == 1)
    return notTest(parts[0]);
  auto b = std::make_unique<BoolOp>(loc(ctx), BoolOpKind::And);
  for (auto *p : parts)
    b->values.push_back(notTest(p));
  return b;
}

ExprPtr AstBuilder::notTest(P::Not_testContext *ctx) {
  Nest nest(*this, ctx);
  if (auto *inner = ctx->not_test())
    return std::make_unique<UnaryOp>(loc(ctx), UnaryOpKind::Not, notTest(inner));
  return comparison(ctx->comparison());
}

ExprPtr AstBuilder::comparison(P::ComparisonContext *ctx) {
  auto operands = ctx->expr();
  ExprPtr left = expr(operands[0]);
  if (operands.size() == 1)
    return left;
  auto c = std::make_unique<Compare>(loc(ctx), std::move(left));
  auto ops = ctx->comp_op();
  for (size_t i = 0; i < ops.size(); ++i) {
    P::Comp_opContext *op = ops[i];
    size_t t0 = op->getStart()->getType();
    bool two = op->children.size() == 2;
    CmpOpKind k;
    switch (t0) {
    case PyLexer::LT: k = CmpOpKind::Lt; break;
    case PyLexer::GT: k = CmpOpKind::Gt; break;
    case PyLexer::EQ: k = CmpOpKind::Eq; break;
    case PyLexer::GE: k = CmpOpKind::GtE; break;
    case PyLexer::LE: k = CmpOpKind::LtE; break;
    case PyLexer::NE: k = CmpOpKind::NotEq; break;
    case PyLexer::IN: k = CmpOpKind::In; break;
    case PyLexer::NOT: k = CmpOpKind::NotIn; break;
    default: k = two ? CmpOpKind::IsNot : CmpOpKind::Is; break;
    }
    c->ops.push_back(k);
    c->comparators.push_back(expr(operands[i + 1]));
  }
  return c;
}

ExprPtr AstBuilder::starExpr(P::Star_exprContext *ctx) {
  return std::make_unique<Starred>(loc(ctx), expr(ctx->expr()));
}

ExprPtr AstBuilder::expr(P::ExprContext *ctx) {
  Nest nest(*this, ctx);
  return binaryChain(ctx);
}

static bool binOpFor(size_t tokenType, BinOpKind &op) {
  switch (tokenType) {
  case PyLexer::BIT_OR: op = BinOpKind::BitOr; return true;
  case PyLexer::BIT_XOR: op = BinOpKind::BitXor; return true;
  case PyLexer::BIT_AND: op = BinOpKind::BitAnd; return true;
  case PyLexer::LSHIFT: op = BinOpKind::LShift; return true;
  case PyLexer::RSHIFT: op = BinOpKind::RShift; return true;
  case PyLexer::ADD: op = BinOpKind::Add; return true;
  case PyLexer::MINUS: op = BinOpKind::Sub; return true;
  case PyLexer::STAR: op = BinOpKind::Mult; return true;
  case PyLexer::AT: op = BinOpKind::MatMult; return true;
  case PyLexer::DIV: op = BinOpKind::Div; return true;
  case PyLexer::MOD: op = BinOpKind::Mod; return true;
  case PyLexer::IDIV: op = BinOpKind::FloorDiv; return true;
  default: return false;
  }
}

// expr, xor_expr, and_expr, shift_expr, arith_expr, term: operand (op operand)*,
// left associative.
ExprPtr AstBuilder::binaryChain(ParserRuleContext *ctx) {
  ExprPtr left;
  BinOpKind op = BinOpKind::Add;
  SourceLocation at = loc(ctx);
  int n = static_cast<int>(ctx->children.size() + 1) / 2, k = 0;
  for (tree::ParseTree *c : ctx->children) {
    if (auto *t = dynamic_cast<tree::TerminalNode *>(c)) {
      binOpFor(t->getSymbol()->getType(), op);
      continue;
    }
    auto *rc = static_cast<ParserRuleContext *>(c);
    Nest nest(*this, rc, n - 1 - k++);
    ExprPtr right = operand(rc);
    if (!left) {
      left = std::move(right);
    } else {
      left = std::make_unique<BinOp>(at, std::move(left), op, std::move(right));
    }
  }
  return left;
}

ExprPtr AstBuilder::operand(ParserRuleContext *ctx) {
  if (auto *f = dynamic_cast<P::FactorContext *>(ctx))
    return factor(f);
  return binaryChain(ctx);
}

ExprPtr AstBuilder::factor(P::FactorContext *ctx) {
  Nest nest(*this, ctx);
  if (auto *inner = ctx->factor()) {
    UnaryOpKind k;
    switch (ctx->getStart()->getType()) {
    case PyLexer::ADD: k = UnaryOpKind::UAdd; break;
    case PyLexer::MINUS: k = UnaryOpKind::USub; break;
    default: k = UnaryOpKind::Invert; break;
    }
    return std::make_unique<UnaryOp>(loc(ctx), k, factor(inner));
  }
  return power(ctx->power());
}

ExprPtr AstBuilder::power(P::PowerContext *ctx) {
  ExprPtr base = atomExpr(ctx->atom_expr());
  if (!ctx->factor())
    return base;
  SourceLocation at = loc(ctx);
  return std::make_unique<BinOp>(at, std::move(base), BinOpKind::Pow, factor(ctx->factor()));
}

ExprPtr AstBuilder::atomExpr(P::Atom_exprContext *ctx) {
  auto trailers = ctx->trailer();
  int n = static_cast<int>(trailers.size()), k = 0;
  ExprPtr e;
  {
    Nest nest(*this, ctx, n);
    e = atom(ctx->atom());
  }
  SourceLocation at = loc(ctx->atom());
  for (P::TrailerContext *t : trailers) {
    Nest nest(*this, t, n - k++);
    if (auto *c = dynamic_cast<P::CallTrailerContext *>(t)) {
      auto call = std::make_unique<Call>(at, std::move(e));
      if (c->arglist())
        argList(c->arglist(), call->args, call->keywords);
      e = std::move(call);
    } else if (auto *s = dynamic_cast<P::SubscriptTrailerContext *>(t)) {
      e = std::make_unique<Subscript>(at, std::move(e), subscriptList(s->subscriptlist()));
    } else {
      auto *a = static_cast<P::AttributeTrailerContext *>(t);
      e = std::make_unique<Attribute>(at, std::move(e), a->NAME()->getText());
    }
  }
  if (ctx->AWAIT())
    return std::make_unique<Await>(loc(ctx), std::move(e));
  return e;
}

ExprPtr AstBuilder::atom(P::AtomContext *ctx) {
  Nest nest(*this, ctx);
  SourceLocation at = loc(ctx);
  if (auto *p = dynamic_cast<P::ParenAtomContext *>(ctx)) {
    if (p->yield_expr())
      return yieldExpr(p->yield_expr());
    auto *tc = p->testlist_comp();
    if (!tc) {
      auto t = std::make_unique<Tuple>(at);
      t->parenthesized = true;
      return t;
    }
    std::vector<ParserRuleContext *> items;
    for (tree::ParseTree *c : tc->children)
      if (auto *r = dynamic_cast<ParserRuleContext *>(c))
        if (!dynamic_cast<P::Comp_forContext *>(r))
          items.push_back(r);
    if (tc->comp_for()) {
      auto g = std::make_unique<GeneratorExp>(at);
      g->elt = testOrStar(items[0]);
      if (isa<Starred>(g->elt.get()))
        fail(g->elt->loc, "iterable unpacking cannot be used in comprehension");
      g->generators = compFor(tc->comp_for());
      return g;
    }
    if (items.size() == 1 && tc->COMMA().empty()) {
      ExprPtr inner = testOrStar(items[0]);
      if (isa<Starred>(inner.get()))
        fail(inner->loc, "cannot use starred expression here");
      return inner; // a parenthesized expression
    }
    auto t = std::make_unique<Tuple>(at);
    t->parenthesized = true;
    for (auto *r : items)
      t->elts.push_back(testOrStar(r));
    return t;
  }
  if (auto *l = dynamic_cast<P::ListAtomContext *>(ctx)) {
    auto *tc = l->testlist_comp();
    if (!tc)
      return std::make_unique<List>(at);
    std::vector<ParserRuleContext *> items;
    for (tree::ParseTree *c : tc->children)
      if (auto *r = dynamic_cast<ParserRuleContext *>(c))
        if (!dynamic_cast<P::Comp_forContext *>(r))
          items.push_back(r);
    if (tc->comp_for()) {
      auto g = std::make_unique<ListComp>(at);
      g->elt = testOrStar(items[0]);
      if (isa<Starred>(g->elt.get()))
        fail(g->elt->loc, "iterable unpacking cannot be used in comprehension");
      g->generators = compFor(tc->comp_for());
      return g;
    }
    auto list = std::make_unique<List>(at);
    for (auto *r : items)
      list->elts.push_back(testOrStar(r));
    return list;
  }
  if (auto *b = dynamic_cast<P::BraceAtomContext *>(ctx)) {
    auto *m = b->dictorsetmaker();
    if (!m)
      return std::make_unique<Dict>(at);
    auto entries = m->dict_entry();
    if (!entries.empty()) {
      if (m->comp_for()) {
        auto d = std::make_unique<DictComp>(at);
        auto tests = entries[0]->test();
        if (tests.empty())
          fail(loc(entries[0]), "dict unpacking cannot be used in dict comprehension");
        d->key = test(tests[0]);
        d->value = test(tests[1]);
        d->generators = compFor(m->comp_for());
        return d;
      }
      auto d = std::make_unique<Dict>(at);
      for (auto *e : entries) {
        auto tests = e->test();
        if (tests.empty()) {
          d->keys.push_back(nullptr);
          d->values.push_back(expr(e->expr()));
        } else {
          d->keys.push_back(test(tests[0]));
          d->values.push_back(test(tests[1]));
        }
      }
      return d;
    }
    auto sets = m->set_entry();
    auto entryExpr = [&](P::Set_entryContext *e) -> ExprPtr {
      if (e->star_expr())
        return starExpr(e->star_expr());
      return namedexprTest(e->namedexpr_test());
    };
    if (m->comp_for()) {
      auto s = std::make_unique<SetComp>(at);
      s->elt = entryExpr(sets[0]);
      if (isa<Starred>(s->elt.get()))
        fail(s->elt->loc, "iterable unpacking cannot be used in comprehension");
      s->generators = compFor(m->comp_for());
      return s;
    }
    auto s = std::make_unique<Set>(at);
    for (auto *e : sets)
      s->elts.push_back(entryExpr(e));
    return s;
  }
  if (auto *n = dynamic_cast<P::NameAtomContext *>(ctx))
    return std::make_unique<Name>(at, n->NAME()->getText());
  if (auto *n = dynamic_cast<P::NumberAtomContext *>(ctx))
    return numberAtom(n->NUMBER()->getSymbol());
  if (auto *s = dynamic_cast<P::StringAtomContext *>(ctx))
    return strings(s->STRING(), at);
  if (dynamic_cast<P::EllipsisAtomContext *>(ctx))
    return std::make_unique<Constant>(at, Constant::Kind::Ellipsis);
  if (dynamic_cast<P::NoneAtomContext *>(ctx))
    return std::make_unique<Constant>(at, Constant::Kind::None);
  auto c = std::make_unique<Constant>(at, Constant::Kind::Bool);
  c->boolValue = dynamic_cast<P::TrueAtomContext *>(ctx) != nullptr;
  return c;
}

ExprPtr AstBuilder::testOrStar(ParserRuleContext *ctx) {
  if (auto *s = dynamic_cast<P::Star_exprContext *>(ctx))
    return starExpr(s);
  if (auto *n = dynamic_cast<P::Namedexpr_testContext *>(ctx))
    return namedexprTest(n);
  if (auto *e = dynamic_cast<P::ExprContext *>(ctx))
    return expr(e);
  return test(static_cast<P::TestContext *>(ctx));
}

ExprPtr AstBuilder::subscript(P::SubscriptContext *ctx) {
  if (auto *i = dynamic_cast<P::IndexSubscriptContext *>(ctx))
    return namedexprTest(i->namedexpr_test());
  if (auto *s = dynamic_cast<P::StarSubscriptContext *>(ctx))
    return starExpr(s->star_expr());
  auto *sl = static_cast<P::SliceSubscriptContext *>(ctx);
  auto slice = std::make_unique<Slice>(loc(sl));
  int colons = 0;
  for (tree::ParseTree *c : sl->children) {
    if (dynamic_cast<tree::TerminalNode *>(c)) {
      ++colons;
      continue;
    }
    ExprPtr e = test(static_cast<P::TestContext *>(c));
    (colons == 0 ? slice->lower : colons == 1 ? slice->upper : slice->step) = std::move(e);
  }
  return slice;
}

ExprPtr AstBuilder::subscriptList(P::SubscriptlistContext *ctx) {
  auto subs = ctx->subscript();
  if (subs.size() == 1 && ctx->COMMA().empty())
    return subscript(subs[0]);
  auto t = std::make_unique<Tuple>(loc(ctx));
  for (auto *s : subs)
    t->elts.push_back(subscript(s));
  return t;
}

void AstBuilder::argList(P::ArglistContext *ctx, ExprList &args, std::vector<Keyword> &keywords) {
  auto all = ctx->argument();
  bool sawKeyword = false, sawKwargs = false;
  std::set<std::string> names;
  for (P::ArgumentContext *a : all) {
    SourceLocation at = loc(a);
    if (auto *k = dynamic_cast<P::KeywordArgContext *>(a)) {
      std::string name = k->NAME()->getText();
      if (!names.insert(name).second)
        fail(at, "keyword argument repeated: " + name);
      keywords.push_back(Keyword{name, test(k->test()), at});
      sawKeyword = true;
    } else if (auto *k = dynamic_cast<P::KwargsArgContext *>(a)) {
      keywords.push_back(Keyword{"", test(k->test()), at});
      sawKwargs = true;
    } else if (auto *s = dynamic_cast<P::StarArgContext *>(a)) {
      if (sawKwargs)
        fail(at, "iterable argument unpacking follows keyword argument unpacking");
      args.push_back(std::make_unique<Starred>(at, test(s->test())));
    } else {
      if (sawKwargs)
        fail(at, "positional argument follows keyword argument unpacking");
      if (sawKeyword)
        fail(at, "positional argument follows keyword argument");
      if (auto *g = dynamic_cast<P::GeneratorArgContext *>(a)) {
        if (all.size() > 1)
          fail(at, "Generator expression must be parenthesized");
        SourceLocation genAt = at;
        if (auto *call = dynamic_cast<P::CallTrailerContext *>(ctx->parent))
          genAt = loc(call);
        auto gen = std::make_unique<GeneratorExp>(genAt);
        gen->elt = test(g->test());
        gen->generators = compFor(g->comp_for());
        args.push_back(std::move(gen));
      } else if (auto *w = dynamic_cast<P::WalrusArgContext *>(a)) {
        ExprPtr target = test(w->test(0));
        if (!isa<Name>(target.get()))
          fail(target->loc, "cannot use assignment expressions with " + describe(target.get()));
        cast<Name>(target.get())->ctx = ExprContext::Store;
        args.push_back(std::make_unique<NamedExpr>(at, std::move(target), test(w->test(1))));
      } else {
        args.push_back(test(static_cast<P::PositionalArgContext *>(a)->test()));
      }
    }
  }
}

std::vector<Comprehension> AstBuilder::compFor(P::Comp_forContext *ctx) {
  std::vector<Comprehension> gens;
  tree::ParseTree *cur = ctx;
  while (cur) {
    if (auto *f = dynamic_cast<P::Comp_forContext *>(cur)) {
      checkDepth(f);
      Comprehension c;
      c.loc = loc(f);
      c.isAsync = f->ASYNC() != nullptr;
      c.target = exprList(f->exprlist());
      setContext(c.target.get(), ExprContext::Store);
      c.iter = orTest(f->or_test());
      gens.push_back(std::move(c));
      cur = f->comp_for() ? static_cast<tree::ParseTree *>(f->comp_for())
                          : static_cast<tree::ParseTree *>(f->comp_if());
    } else {
      auto *i = static_cast<P::Comp_ifContext *>(cur);
      checkDepth(i);
      gens.back().ifs.push_back(testNocond(i->test_nocond()));
      cur = i->comp_for() ? static_cast<tree::ParseTree *>(i->comp_for())
                          : static_cast<tree::ParseTree *>(i->comp_if());
    }
  }
  return gens;
}

// exprlist / testlist / testlist_star_expr: one item without a comma is the
// item itself, anything else a Tuple.
ExprPtr AstBuilder::exprList(P::ExprlistContext *ctx) {
  std::vector<ParserRuleContext *> items;
  for (tree::ParseTree *c : ctx->children)
    if (auto *r = dynamic_cast<ParserRuleContext *>(c))
      items.push_back(r);
  if (items.size() == 1 && ctx->COMMA().empty())
    return testOrStar(items[0]);
  auto t = std::make_unique<Tuple>(loc(ctx));
  for (auto *r : items)
    t->elts.push_back(testOrStar(r));
  return t;
}

ExprPtr AstBuilder::testList(P::TestlistContext *ctx) {
  auto tests = ctx->test();
  if (tests.size() == 1 && ctx->COMMA().empty())
    return test(tests[0]);
  auto t = std::make_unique<Tuple>(loc(ctx));
  for (auto *r : tests)
    t->elts.push_back(test(r));
  return t;
}

ExprPtr AstBuilder::testListStar(P::Testlist_star_exprContext *ctx) {
  std::vector<ParserRuleContext *> items;
  for (tree::ParseTree *c : ctx->children)
    if (auto *r = dynamic_cast<ParserRuleContext *>(c))
      items.push_back(r);
  if (items.size() == 1 && ctx->COMMA().empty()) {
    ExprPtr e = testOrStar(items[0]);
    if (isa<Starred>(e.get()))
      fail(e->loc, "can't use starred expression here");
    return e;
  }
  auto t = std::make_unique<Tuple>(loc(ctx));
  for (auto *r : items)
    t->elts.push_back(testOrStar(r));
  return t;
}

ExprPtr AstBuilder::yieldExpr(P::Yield_exprContext *ctx) {
  SourceLocation at = loc(ctx);
  if (ctx->FROM())
    return std::make_unique<YieldFrom>(at, test(ctx->test()));
  ExprPtr v = ctx->testlist_star_expr() ? testListStar(ctx->testlist_star_expr()) : nullptr;
  return std::make_unique<Yield>(at, std::move(v));
}

} // namespace tritonc

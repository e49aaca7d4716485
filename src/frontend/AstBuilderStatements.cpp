//===- AstBuilderStatements.cpp - statements of the AST builder -----------===//
//
// The module, statement lists and blocks, simple statements (expression
// statements and assignments, del, return, raise, import, global, assert)
// and the compound statements if, while, for, try and with.
//
//===----------------------------------------------------------------------===//
#include "frontend/AstBuilder.h"

using namespace antlr4;
using tritonc_grammar::PyLexer;

namespace tritonc {

using namespace ast;
using llvm::dyn_cast;
using llvm::isa;

std::unique_ptr<Module> AstBuilder::module(P::File_inputContext *ctx) {
  auto m = std::make_unique<Module>();
  for (P::StmtContext *s : ctx->stmt())
    stmt(s, m->body);
  return m;
}

void AstBuilder::stmt(P::StmtContext *ctx, StmtList &out) {
  checkDepth(ctx);
  if (auto *s = ctx->simple_stmts())
    simpleStmts(s, out);
  else
    out.push_back(compoundStmt(ctx->compound_stmt()));
}

void AstBuilder::simpleStmts(P::Simple_stmtsContext *ctx, StmtList &out) {
  for (P::Simple_stmtContext *s : ctx->simple_stmt())
    out.push_back(simpleStmt(s));
}

StmtList AstBuilder::block(P::BlockContext *ctx) {
  StmtList out;
  if (auto *s = ctx->simple_stmts()) {
    simpleStmts(s, out);
    return out;
  }
  for (P::StmtContext *s : ctx->stmt())
    stmt(s, out);
  return out;
}

StmtPtr AstBuilder::simpleStmt(P::Simple_stmtContext *ctx) {
  SourceLocation at = loc(ctx);
  if (auto *s = ctx->expr_stmt())
    return exprStmt(s);
  if (auto *s = ctx->del_stmt()) {
    auto d = std::make_unique<Delete>(at);
    ExprPtr targets = exprList(s->exprlist());
    auto *t = dyn_cast<Tuple>(targets.get());
    if (t && !t->parenthesized) {
      for (ExprPtr &e : t->elts)
        d->targets.push_back(std::move(e));
    } else {
      d->targets.push_back(std::move(targets));
    }
    for (ExprPtr &e : d->targets)
      setContext(e.get(), ExprContext::Del);
    return d;
  }
  if (ctx->pass_stmt())
    return std::make_unique<Pass>(at);
  if (ctx->break_stmt())
    return std::make_unique<Break>(at);
  if (ctx->continue_stmt())
    return std::make_unique<Continue>(at);
  if (auto *s = ctx->return_stmt()) {
    ExprPtr v = s->testlist_star_expr() ? testListStar(s->testlist_star_expr()) : nullptr;
    return std::make_unique<Return>(at, std::move(v));
  }
  if (auto *s = ctx->raise_stmt()) {
    auto r = std::make_unique<Raise>(at);
    auto tests = s->test();
    if (!tests.empty())
      r->exc = test(tests[0]);
    if (tests.size() > 1)
      r->cause = test(tests[1]);
    return r;
  }
  if (auto *s = ctx->yield_stmt())
    return std::make_unique<ExprStmt>(at, yieldExpr(s->yield_expr()));
  if (auto *s = ctx->import_stmt())
    return importStmt(s);
  if (auto *s = ctx->global_stmt()) {
    auto g = std::make_unique<Global>(at);
    for (auto *n : s->NAME())
      g->names.push_back(n->getText());
    return g;
  }
  if (auto *s = ctx->nonlocal_stmt()) {
    auto g = std::make_unique<Nonlocal>(at);
    for (auto *n : s->NAME())
      g->names.push_back(n->getText());
    return g;
  }
  if (auto *s = ctx->assert_stmt()) {
    auto a = std::make_unique<Assert>(at);
    auto tests = s->test();
    a->test = test(tests[0]);
    if (tests.size() > 1)
      a->msg = test(tests[1]);
    return a;
  }
  fail(at, "invalid syntax");
}

static BinOpKind augOp(size_t tokenType) {
  switch (tokenType) {
  case PyLexer::ADD_ASSIGN: return BinOpKind::Add;
  case PyLexer::SUB_ASSIGN: return BinOpKind::Sub;
  case PyLexer::MUL_ASSIGN: return BinOpKind::Mult;
  case PyLexer::AT_ASSIGN: return BinOpKind::MatMult;
  case PyLexer::DIV_ASSIGN: return BinOpKind::Div;
  case PyLexer::MOD_ASSIGN: return BinOpKind::Mod;
  case PyLexer::AND_ASSIGN: return BinOpKind::BitAnd;
  case PyLexer::OR_ASSIGN: return BinOpKind::BitOr;
  case PyLexer::XOR_ASSIGN: return BinOpKind::BitXor;
  case PyLexer::LSHIFT_ASSIGN: return BinOpKind::LShift;
  case PyLexer::RSHIFT_ASSIGN: return BinOpKind::RShift;
  case PyLexer::POWER_ASSIGN: return BinOpKind::Pow;
  default: return BinOpKind::FloorDiv;
  }
}

StmtPtr AstBuilder::exprStmt(P::Expr_stmtContext *ctx) {
  SourceLocation at = loc(ctx);
  // Children: the first testlist, then the assignment parts in order.
  std::vector<ParserRuleContext *> parts;
  for (tree::ParseTree *c : ctx->children)
    if (auto *r = dynamic_cast<ParserRuleContext *>(c))
      parts.push_back(r);
  auto build = [&](ParserRuleContext *r) -> ExprPtr {
    if (auto *y = dynamic_cast<P::Yield_exprContext *>(r))
      return yieldExpr(y);
    return testListStar(static_cast<P::Testlist_star_exprContext *>(r));
  };
  ExprPtr first = build(parts[0]);

  if (auto *ann = ctx->annassign()) {
    auto a = std::make_unique<AnnAssign>(at);
    Expr *t = first.get();
    if (isa<Tuple>(t))
      fail(t->loc, "only single target (not tuple) can be annotated");
    if (isa<List>(t))
      fail(t->loc, "only single target (not list) can be annotated");
    if (!isa<Name>(t) && !isa<Attribute>(t) && !isa<Subscript>(t))
      fail(t->loc, "illegal target for annotation");
    setContext(t, ExprContext::Store);
    a->simple = isa<Name>(t) && parts[0]->getStart()->getType() != PyLexer::OPEN_PAREN;
    a->target = std::move(first);
    a->annotation = test(ann->test());
    if (ann->yield_expr())
      a->value = yieldExpr(ann->yield_expr());
    else if (ann->testlist_star_expr())
      a->value = testListStar(ann->testlist_star_expr());
    return a;
  }
  if (auto *aug = ctx->augassign()) {
    Expr *t = first.get();
    if (!isa<Name>(t) && !isa<Attribute>(t) && !isa<Subscript>(t))
      fail(t->loc, "'" + describe(t) + "' is an illegal expression for augmented assignment");
    setContext(t, ExprContext::Store);
    auto *opTok = static_cast<tree::TerminalNode *>(aug->children[0])->getSymbol();
    return std::make_unique<AugAssign>(at, std::move(first), augOp(opTok->getType()),
                                       build(parts.back()));
  }
  if (parts.size() == 1)
    return std::make_unique<ExprStmt>(at, std::move(first));

  auto a = std::make_unique<Assign>(at);
  a->targets.push_back(std::move(first));
  for (size_t i = 1; i + 1 < parts.size(); ++i)
    a->targets.push_back(build(parts[i]));
  for (ExprPtr &t : a->targets) {
    if (isa<Yield>(t.get()) || isa<YieldFrom>(t.get()))
      fail(t->loc, "assignment to yield expression not possible");
    setContext(t.get(), ExprContext::Store);
  }
  a->value = build(parts.back());
  return a;
}

std::string AstBuilder::dotted(P::Dotted_nameContext *ctx) {
  std::string s;
  for (auto *n : ctx->NAME())
    s += (s.empty() ? "" : ".") + n->getText();
  return s;
}

std::vector<Alias> AstBuilder::importTargets(P::Import_targetsContext *ctx) {
  std::vector<Alias> out;
  if (ctx->STAR()) {
    out.push_back(Alias{"*", "", loc(ctx->STAR())});
    return out;
  }
  for (auto *a : ctx->import_as_name()) {
    auto names = a->NAME();
    out.push_back(Alias{names[0]->getText(), names.size() > 1 ? names[1]->getText() : "",
                        loc(a)});
  }
  return out;
}

StmtPtr AstBuilder::importStmt(P::Import_stmtContext *ctx) {
  SourceLocation at = loc(ctx);
  if (auto *c = dynamic_cast<P::ImportNameContext *>(ctx)) {
    auto i = std::make_unique<Import>(at);
    for (auto *d : c->dotted_as_name())
      i->names.push_back(
          Alias{dotted(d->dotted_name()), d->NAME() ? d->NAME()->getText() : "", loc(d)});
    return i;
  }
  auto i = std::make_unique<ImportFrom>(at);
  std::vector<P::Import_levelContext *> levels;
  P::Import_targetsContext *targets = nullptr;
  if (auto *c = dynamic_cast<P::ImportFromModuleContext *>(ctx)) {
    levels = c->import_level();
    i->module = dotted(c->dotted_name());
    targets = c->import_targets();
  } else {
    auto *r = static_cast<P::ImportFromRelativeContext *>(ctx);
    levels = r->import_level();
    targets = r->import_targets();
  }
  for (auto *l : levels)
    i->level += l->ELLIPSIS() ? 3 : 1;
  i->names = importTargets(targets);
  return i;
}

StmtPtr AstBuilder::compoundStmt(P::Compound_stmtContext *ctx) {
  if (auto *s = ctx->if_stmt())
    return ifStmt(s);
  if (auto *s = ctx->while_stmt())
    return whileStmt(s);
  if (auto *s = ctx->for_stmt())
    return forStmt(s, loc(s), false);
  if (auto *s = ctx->try_stmt())
    return tryStmt(s);
  if (auto *s = ctx->with_stmt())
    return withStmt(s, loc(s), false);
  if (auto *s = ctx->funcdef())
    return funcDef(s, loc(s), false);
  if (auto *s = ctx->classdef())
    return classDef(s);
  if (auto *s = ctx->decorated())
    return decorated(s);
  if (auto *s = ctx->match_stmt())
    return matchStmt(s);
  auto *a = ctx->async_stmt();
  SourceLocation at = loc(a);
  if (a->funcdef())
    return funcDef(a->funcdef(), at, true);
  if (a->with_stmt())
    return withStmt(a->with_stmt(), at, true);
  return forStmt(a->for_stmt(), at, true);
}

StmtPtr AstBuilder::ifStmt(P::If_stmtContext *ctx) {
  auto tests = ctx->namedexpr_test();
  auto blocks = ctx->block();
  // Build from the innermost elif outwards.
  StmtList orelse;
  if (blocks.size() > tests.size())
    orelse = block(blocks.back());
  auto elifs = ctx->ELIF();
  for (size_t i = tests.size(); i-- > 0;) {
    SourceLocation at = i == 0 ? loc(ctx) : loc(elifs[i - 1]);
    auto node = std::make_unique<If>(at);
    node->test = namedexprTest(tests[i]);
    node->body = block(blocks[i]);
    node->orelse = std::move(orelse);
    node->isElif = i > 0;
    orelse.clear();
    orelse.push_back(std::move(node));
  }
  return std::move(orelse.front());
}

StmtPtr AstBuilder::whileStmt(P::While_stmtContext *ctx) {
  auto w = std::make_unique<While>(loc(ctx));
  w->test = namedexprTest(ctx->namedexpr_test());
  auto blocks = ctx->block();
  w->body = block(blocks[0]);
  if (blocks.size() > 1)
    w->orelse = block(blocks[1]);
  return w;
}

StmtPtr AstBuilder::forStmt(P::For_stmtContext *ctx, SourceLocation at, bool isAsync) {
  auto f = std::make_unique<For>(at);
  f->isAsync = isAsync;
  f->target = exprList(ctx->exprlist());
  setContext(f->target.get(), ExprContext::Store);
  f->iter = testListStar(ctx->testlist_star_expr());
  auto blocks = ctx->block();
  f->body = block(blocks[0]);
  if (blocks.size() > 1)
    f->orelse = block(blocks[1]);
  return f;
}

StmtPtr AstBuilder::tryStmt(P::Try_stmtContext *ctx) {
  auto t = std::make_unique<Try>(loc(ctx));
  // Walk the children: a keyword (or except clause) is followed by ':' block.
  enum { Body, Handler, Else, Finally } section = Body;
  P::Except_clauseContext *clause = nullptr;
  bool sawStar = false, sawPlain = false;
  const ExceptHandler *bare = nullptr;
  for (tree::ParseTree *c : ctx->children) {
    if (auto *term = dynamic_cast<tree::TerminalNode *>(c)) {
      size_t type = term->getSymbol()->getType();
      if (type == PyLexer::ELSE)
        section = Else;
      else if (type == PyLexer::FINALLY)
        section = Finally;
      continue;
    }
    if (auto *e = dynamic_cast<P::Except_clauseContext *>(c)) {
      clause = e;
      section = Handler;
      continue;
    }
    auto *b = dynamic_cast<P::BlockContext *>(c);
    if (!b)
      continue;
    switch (section) {
    case Body:
      t->body = block(b);
      break;
    case Else:
      t->orelse = block(b);
      break;
    case Finally:
      t->finalbody = block(b);
      break;
    case Handler: {
      if (bare)
        fail(bare->loc, "default 'except:' must be last");
      ExceptHandler h;
      h.loc = loc(clause);
      if (clause->STAR()) {
        sawStar = true;
        if (!clause->test())
          fail(loc(clause->STAR()), "expected one or more exception types");
      } else {
        sawPlain = true;
      }
      if (sawStar && sawPlain)
        fail(h.loc, "cannot have both 'except' and 'except*' on the same 'try'");
      if (clause->test())
        h.type = test(clause->test());
      if (clause->NAME())
        h.name = clause->NAME()->getText();
      h.body = block(b);
      t->handlers.push_back(std::move(h));
      if (!t->handlers.back().type)
        bare = &t->handlers.back();
      break;
    }
    }
  }
  t->isStar = sawStar;
  return t;
}

StmtPtr AstBuilder::withStmt(P::With_stmtContext *ctx, SourceLocation at, bool isAsync) {
  auto w = std::make_unique<With>(at);
  w->isAsync = isAsync;
  for (auto *item : ctx->with_item()) {
    WithItem wi;
    wi.contextExpr = test(item->test());
    if (item->expr()) {
      wi.optionalVars = expr(item->expr());
      setContext(wi.optionalVars.get(), ExprContext::Store);
    }
    w->items.push_back(std::move(wi));
  }
  w->body = block(ctx->block());
  return w;
}

} // namespace tritonc

//===- Parser.cpp - ANTLR parse tree to AST -------------------------------===//
//
// parseSource() runs the generated parser over the PyTokenSource tokens,
// stops at the first syntax error (FirstErrorStrategy), and turns the parse
// tree into AST nodes (AstBuilder).  The builder also reports the errors that
// CPython's compiler, rather than its grammar, finds (assignment targets,
// parameter order, argument order).
//
//===----------------------------------------------------------------------===//
#include "frontend/Parser.h"
#include "frontend/Literals.h"
#include "frontend/ParseErrorStrategy.h"
#include "frontend/PyTokenSource.h"
#include "frontend/StackGuard.h"
#include "frontend/Utf8.h"

#include "PyParser.h"
#include "antlr4-runtime.h"

#include <set>

using namespace antlr4;
using tritonc_grammar::PyLexer;
using P = tritonc_grammar::PyParser;

namespace tritonc {
namespace {

struct TooDeep {
  SourceLocation loc;
};

/// The generated parser with a check of the stack on every rule entry.
class GuardedParser : public P {
public:
  GuardedParser(TokenStream *input, const StackGuard &guard) : P(input), guard_(guard) {}
  void enterRule(ParserRuleContext *localctx, size_t state, size_t ruleIndex) override {
    if (guard_.exhausted())
      throw TooDeep{tokenLocation(getCurrentToken())};
    P::enterRule(localctx, state, ruleIndex);
  }

private:
  const StackGuard &guard_;
};

// ======================= AST builder =======================

struct BuildError {
  SourceLocation loc;
  std::string message;
};

using namespace ast;
using llvm::cast;
using llvm::dyn_cast;
using llvm::isa;

class AstBuilder {
public:
  AstBuilder(const StackGuard &guard, int line1Shift) : guard_(guard), line1Shift_(line1Shift) {}

  std::unique_ptr<Module> module(P::File_inputContext *ctx);

private:
  // ---- locations ----
  SourceLocation loc(Token *t) const {
    SourceLocation l = tokenLocation(t);
    if (l.line == 1)
      l.column += line1Shift_;
    return l;
  }
  SourceLocation loc(tree::TerminalNode *n) const { return loc(n->getSymbol()); }
  SourceLocation loc(ParserRuleContext *c) const { return loc(c->getStart()); }
  [[noreturn]] void fail(SourceLocation l, const std::string &msg) const {
    throw BuildError{l, msg};
  }
  void checkDepth(ParserRuleContext *c) const {
    if (depth_ > kMaxDepth || guard_.exhausted())
      fail(loc(c), "expression is too deeply nested");
  }
  /// Tracks the depth of the AST being built: `extra` levels for the
  /// duration of a scope.  Left-associative chains (a + b + ...) and trailers
  /// (f(x)[i].y) add their length, so depth_ is the real depth of the tree.
  struct Nest {
    AstBuilder &b;
    int extra;
    Nest(AstBuilder &builder, ParserRuleContext *c, int n = 1) : b(builder), extra(n) {
      b.depth_ += extra;
      b.checkDepth(c);
    }
    ~Nest() { b.depth_ -= extra; }
  };
  static constexpr int kMaxDepth = 3000;
  int depth_ = 0;

  // ---- statements ----
  void stmt(P::StmtContext *ctx, StmtList &out);
  void simpleStmts(P::Simple_stmtsContext *ctx, StmtList &out);
  StmtPtr simpleStmt(P::Simple_stmtContext *ctx);
  StmtPtr exprStmt(P::Expr_stmtContext *ctx);
  StmtPtr importStmt(P::Import_stmtContext *ctx);
  StmtPtr compoundStmt(P::Compound_stmtContext *ctx);
  StmtPtr ifStmt(P::If_stmtContext *ctx);
  StmtPtr whileStmt(P::While_stmtContext *ctx);
  StmtPtr forStmt(P::For_stmtContext *ctx, SourceLocation at, bool isAsync);
  StmtPtr tryStmt(P::Try_stmtContext *ctx);
  StmtPtr withStmt(P::With_stmtContext *ctx, SourceLocation at, bool isAsync);
  std::unique_ptr<FunctionDef> funcDef(P::FuncdefContext *ctx, SourceLocation at, bool isAsync);
  std::unique_ptr<ClassDef> classDef(P::ClassdefContext *ctx);
  StmtPtr decorated(P::DecoratedContext *ctx);
  StmtPtr matchStmt(P::Match_stmtContext *ctx);
  PatternPtr patterns(P::PatternsContext *ctx, SourceLocation at);
  PatternPtr starOrPattern(P::Star_or_patternContext *ctx);
  PatternPtr pattern(P::PatternContext *ctx);
  PatternPtr orPattern(P::Or_patternContext *ctx);
  PatternPtr closedPattern(P::Closed_patternContext *ctx);
  ExprPtr literalExpr(P::Literal_exprContext *ctx);
  ExprPtr attributeChain(const std::vector<tree::TerminalNode *> &names);
  StmtList block(P::BlockContext *ctx);
  std::vector<Param> params(P::Param_listContext *ctx);
  std::vector<Param> lambdaParams(P::Lambda_paramsContext *ctx);
  void checkParams(const std::vector<Param> &ps);
  std::vector<Alias> importTargets(P::Import_targetsContext *ctx);
  static std::string dotted(P::Dotted_nameContext *ctx);

  // ---- expressions ----
  ExprPtr namedexprTest(P::Namedexpr_testContext *ctx);
  ExprPtr test(P::TestContext *ctx);
  ExprPtr testNocond(P::Test_nocondContext *ctx);
  ExprPtr lambdef(P::LambdefContext *ctx);
  ExprPtr lambdefNocond(P::Lambdef_nocondContext *ctx);
  ExprPtr orTest(P::Or_testContext *ctx);
  ExprPtr andTest(P::And_testContext *ctx);
  ExprPtr notTest(P::Not_testContext *ctx);
  ExprPtr comparison(P::ComparisonContext *ctx);
  ExprPtr starExpr(P::Star_exprContext *ctx);
  ExprPtr expr(P::ExprContext *ctx);
  ExprPtr binaryChain(ParserRuleContext *ctx);
  ExprPtr operand(ParserRuleContext *ctx);
  ExprPtr factor(P::FactorContext *ctx);
  ExprPtr power(P::PowerContext *ctx);
  ExprPtr atomExpr(P::Atom_exprContext *ctx);
  ExprPtr atom(P::AtomContext *ctx);
  ExprPtr strings(const std::vector<tree::TerminalNode *> &pieces, SourceLocation at);
  ExprPtr numberAtom(Token *t);
  ExprPtr subscriptList(P::SubscriptlistContext *ctx);
  ExprPtr subscript(P::SubscriptContext *ctx);
  void argList(P::ArglistContext *ctx, ExprList &args, std::vector<Keyword> &keywords);
  std::vector<Comprehension> compFor(P::Comp_forContext *ctx);
  ExprPtr exprList(P::ExprlistContext *ctx);
  ExprPtr testList(P::TestlistContext *ctx);
  ExprPtr testListStar(P::Testlist_star_exprContext *ctx);
  ExprPtr yieldExpr(P::Yield_exprContext *ctx);
  ExprPtr testOrStar(ParserRuleContext *ctx);

  // ---- targets ----
  void setContext(Expr *e, ExprContext ctx);
  static std::string describe(const Expr *e);

  const StackGuard &guard_;
  int line1Shift_;
};

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

// Checks that do not depend on '/' and '*' (those are checked while reading
// the list): unique names, and defaults among positional parameters.
void AstBuilder::checkParams(const std::vector<Param> &ps) {
  std::set<std::string> seen;
  for (const Param &p : ps)
    if (!seen.insert(p.name).second)
      fail(p.loc, "duplicate argument '" + p.name + "' in function definition");
  // Defaults: among positional parameters, none without a default may follow
  // one with a default.
  bool sawDefault = false;
  for (const Param &p : ps) {
    if (p.kind != Param::Kind::Normal && p.kind != Param::Kind::PositionalOnly)
      continue;
    if (p.defaultValue)
      sawDefault = true;
    else if (sawDefault)
      fail(p.loc, "non-default argument follows default argument");
  }
}

std::vector<Param> AstBuilder::params(P::Param_listContext *ctx) {
  std::vector<Param> ps;
  if (!ctx)
    return ps;
  bool sawSlash = false, sawStar = false, sawKwargs = false;
  SourceLocation bareStar;
  bool bareStarPending = false;
  for (P::ParamContext *pc : ctx->param()) {
    SourceLocation at = loc(pc);
    if (sawKwargs)
      fail(at, "arguments cannot follow var-keyword argument");
    if (dynamic_cast<P::SlashParamContext *>(pc)) {
      if (sawSlash)
        fail(at, "/ may appear only once");
      if (sawStar)
        fail(at, "/ must be ahead of *");
      if (ps.empty())
        fail(at, "at least one argument must precede /");
      for (Param &p : ps)
        p.kind = Param::Kind::PositionalOnly;
      sawSlash = true;
      continue;
    }
    Param p;
    p.loc = at;
    for (tree::ParseTree *ch : pc->children)
      if (auto *term = dynamic_cast<tree::TerminalNode *>(ch))
        if (term->getSymbol()->getType() == PyLexer::NAME) {
          p.loc = loc(term);
          break;
        }
    if (auto *c = dynamic_cast<P::PlainParamContext *>(pc)) {
      p.name = c->NAME()->getText();
      auto tests = c->test();
      size_t k = 0;
      if (c->COLON())
        p.annotation = test(tests[k++]);
      if (c->ASSIGN())
        p.defaultValue = test(tests[k]);
      p.kind = sawStar ? Param::Kind::KeywordOnly : Param::Kind::Normal;
      bareStarPending = false;
    } else if (auto *c = dynamic_cast<P::StarParamContext *>(pc)) {
      if (sawStar)
        fail(at, "* argument may appear only once");
      sawStar = true;
      if (!c->NAME()) {
        bareStar = at;
        bareStarPending = true;
        continue;
      }
      p.name = c->NAME()->getText();
      if (c->test())
        p.annotation = test(c->test());
      p.kind = Param::Kind::VarArgs;
    } else {
      auto *kw = static_cast<P::KwargsParamContext *>(pc);
      if (bareStarPending)
        fail(bareStar, "named arguments must follow bare *");
      p.name = kw->NAME()->getText();
      if (kw->test())
        p.annotation = test(kw->test());
      p.kind = Param::Kind::VarKeywords;
      sawKwargs = true;
    }
    ps.push_back(std::move(p));
  }
  if (bareStarPending)
    fail(bareStar, "named arguments must follow bare *");
  checkParams(ps);
  return ps;
}

std::vector<Param> AstBuilder::lambdaParams(P::Lambda_paramsContext *ctx) {
  std::vector<Param> ps;
  if (!ctx)
    return ps;
  bool sawSlash = false, sawStar = false, sawKwargs = false, bareStarPending = false;
  SourceLocation bareStar;
  for (P::Lambda_paramContext *pc : ctx->lambda_param()) {
    SourceLocation at = loc(pc);
    if (sawKwargs)
      fail(at, "arguments cannot follow var-keyword argument");
    if (dynamic_cast<P::SlashLambdaParamContext *>(pc)) {
      if (sawSlash)
        fail(at, "/ may appear only once");
      if (sawStar)
        fail(at, "/ must be ahead of *");
      if (ps.empty())
        fail(at, "at least one argument must precede /");
      for (Param &p : ps)
        p.kind = Param::Kind::PositionalOnly;
      sawSlash = true;
      continue;
    }
    Param p;
    p.loc = at;
    for (tree::ParseTree *ch : pc->children)
      if (auto *term = dynamic_cast<tree::TerminalNode *>(ch))
        if (term->getSymbol()->getType() == PyLexer::NAME) {
          p.loc = loc(term);
          break;
        }
    if (auto *c = dynamic_cast<P::PlainLambdaParamContext *>(pc)) {
      p.name = c->NAME()->getText();
      if (c->test())
        p.defaultValue = test(c->test());
      p.kind = sawStar ? Param::Kind::KeywordOnly : Param::Kind::Normal;
      bareStarPending = false;
    } else if (auto *c = dynamic_cast<P::StarLambdaParamContext *>(pc)) {
      if (sawStar)
        fail(at, "* argument may appear only once");
      sawStar = true;
      if (!c->NAME()) {
        bareStar = at;
        bareStarPending = true;
        continue;
      }
      p.name = c->NAME()->getText();
      p.kind = Param::Kind::VarArgs;
    } else {
      auto *kw = static_cast<P::KwargsLambdaParamContext *>(pc);
      if (bareStarPending)
        fail(bareStar, "named arguments must follow bare *");
      p.name = kw->NAME()->getText();
      p.kind = Param::Kind::VarKeywords;
      sawKwargs = true;
    }
    ps.push_back(std::move(p));
  }
  if (bareStarPending)
    fail(bareStar, "named arguments must follow bare *");
  checkParams(ps);
  return ps;
}

std::unique_ptr<FunctionDef> AstBuilder::funcDef(P::FuncdefContext *ctx, SourceLocation at,
                                                 bool isAsync) {
  auto f = std::make_unique<FunctionDef>(at, ctx->NAME()->getText());
  f->nameLoc = loc(ctx->NAME());
  f->isAsync = isAsync;
  f->params = params(ctx->param_list());
  if (ctx->test())
    f->returns = test(ctx->test());
  f->body = block(ctx->block());
  return f;
}

std::unique_ptr<ClassDef> AstBuilder::classDef(P::ClassdefContext *ctx) {
  auto c = std::make_unique<ClassDef>(loc(ctx), ctx->NAME()->getText());
  if (ctx->arglist())
    argList(ctx->arglist(), c->bases, c->keywords);
  c->body = block(ctx->block());
  return c;
}

StmtPtr AstBuilder::decorated(P::DecoratedContext *ctx) {
  ExprList decorators;
  for (auto *d : ctx->decorator())
    decorators.push_back(namedexprTest(d->namedexpr_test()));
  if (auto *c = ctx->classdef()) {
    auto cls = classDef(c);
    cls->decorators = std::move(decorators);
    return cls;
  }
  std::unique_ptr<FunctionDef> f;
  if (auto *a = ctx->async_funcdef())
    f = funcDef(a->funcdef(), loc(a), true);
  else
    f = funcDef(ctx->funcdef(), loc(ctx->funcdef()), false);
  f->decorators = std::move(decorators);
  return f;
}

// ---- match statement ----

StmtPtr AstBuilder::matchStmt(P::Match_stmtContext *ctx) {
  auto m = std::make_unique<Match>(loc(ctx));
  auto *subject = ctx->subject_expr();
  std::vector<ParserRuleContext *> items;
  for (tree::ParseTree *c : subject->children)
    if (auto *r = dynamic_cast<ParserRuleContext *>(c))
      items.push_back(r);
  if (items.size() == 1 && subject->COMMA().empty()) {
    m->subject = testOrStar(items[0]);
    if (isa<Starred>(m->subject.get()))
      fail(m->subject->loc, "cannot use starred expression here");
  } else {
    auto t = std::make_unique<Tuple>(loc(subject));
    for (auto *r : items)
      t->elts.push_back(testOrStar(r));
    m->subject = std::move(t);
  }
  for (P::Case_blockContext *cb : ctx->case_block()) {
    MatchCase mc;
    mc.loc = loc(cb);
    mc.pattern = patterns(cb->patterns(), loc(cb->patterns()));
    if (cb->namedexpr_test())
      mc.guard = namedexprTest(cb->namedexpr_test());
    mc.body = block(cb->block());
    m->cases.push_back(std::move(mc));
  }
  return m;
}

// A comma-separated list of patterns: one pattern without a comma is itself
// (a group when in parentheses), anything else a sequence.
PatternPtr AstBuilder::patterns(P::PatternsContext *ctx, SourceLocation at) {
  auto items = ctx->star_or_pattern();
  if (items.size() == 1 && ctx->COMMA().empty() &&
      dynamic_cast<P::PlainPatternContext *>(items[0]))
    return starOrPattern(items[0]);
  auto seq = std::make_unique<MatchSequence>(at);
  for (auto *i : items)
    seq->patterns.push_back(starOrPattern(i));
  return seq;
}

PatternPtr AstBuilder::starOrPattern(P::Star_or_patternContext *ctx) {
  if (auto *s = dynamic_cast<P::StarPatternContext *>(ctx)) {
    std::string name = s->NAME()->getText();
    return std::make_unique<MatchStar>(loc(ctx), name == "_" ? "" : name);
  }
  return pattern(static_cast<P::PlainPatternContext *>(ctx)->pattern());
}

PatternPtr AstBuilder::pattern(P::PatternContext *ctx) {
  Nest nest(*this, ctx);
  PatternPtr p = orPattern(ctx->or_pattern());
  if (!ctx->AS())
    return p;
  std::string name = ctx->NAME()->getText();
  if (name == "_")
    fail(loc(ctx->NAME()), "cannot use '_' as a target");
  auto as = std::make_unique<MatchAs>(loc(ctx));
  as->pattern = std::move(p);
  as->name = name;
  return as;
}

PatternPtr AstBuilder::orPattern(P::Or_patternContext *ctx) {
  auto alts = ctx->closed_pattern();
  if (alts.size() == 1)
    return closedPattern(alts[0]);
  auto o = std::make_unique<MatchOr>(loc(ctx));
  for (auto *a : alts)
    o->patterns.push_back(closedPattern(a));
  return o;
}

ExprPtr AstBuilder::attributeChain(const std::vector<tree::TerminalNode *> &names) {
  SourceLocation at = loc(names[0]);
  ExprPtr e = std::make_unique<Name>(at, names[0]->getText());
  for (size_t i = 1; i < names.size(); ++i)
    e = std::make_unique<Attribute>(at, std::move(e), names[i]->getText());
  return e;
}

ExprPtr AstBuilder::literalExpr(P::Literal_exprContext *ctx) {
  SourceLocation at = loc(ctx);
  if (ctx->NONE())
    return std::make_unique<Constant>(at, Constant::Kind::None);
  if (ctx->TRUE() || ctx->FALSE()) {
    auto c = std::make_unique<Constant>(at, Constant::Kind::Bool);
    c->boolValue = ctx->TRUE() != nullptr;
    return c;
  }
  if (!ctx->STRING().empty())
    return strings(ctx->STRING(), at);
  // MINUS? NUMBER ((ADD | MINUS) NUMBER)?
  auto numbers = ctx->NUMBER();
  ExprPtr e = numberAtom(numbers[0]->getSymbol());
  size_t first = ctx->getStart()->getType();
  if (first == PyLexer::MINUS)
    e = std::make_unique<UnaryOp>(at, UnaryOpKind::USub, std::move(e));
  if (numbers.size() > 1) {
    auto *rhs = dyn_cast<Constant>(numberAtom(numbers[1]->getSymbol()).release());
    ExprPtr right(rhs);
    if (rhs->ckind != Constant::Kind::Complex)
      fail(rhs->loc, "imaginary number required in complex literal");
    bool minus = false;
    for (tree::ParseTree *c : ctx->children)
      if (auto *t = dynamic_cast<tree::TerminalNode *>(c))
        if (t->getSymbol()->getType() == PyLexer::MINUS && t->getSymbol() != ctx->getStart())
          minus = true;
    e = std::make_unique<BinOp>(at, std::move(e), minus ? BinOpKind::Sub : BinOpKind::Add,
                                std::move(right));
  }
  return e;
}

PatternPtr AstBuilder::closedPattern(P::Closed_patternContext *ctx) {
  SourceLocation at = loc(ctx);
  if (auto *l = dynamic_cast<P::LiteralPatternContext *>(ctx)) {
    ExprPtr v = literalExpr(l->literal_expr());
    auto *c = dyn_cast<Constant>(v.get());
    if (c && (c->ckind == Constant::Kind::None || c->ckind == Constant::Kind::Bool))
      return std::make_unique<MatchSingleton>(at, std::move(v));
    return std::make_unique<MatchValue>(at, std::move(v));
  }
  if (auto *n = dynamic_cast<P::NamePatternContext *>(ctx)) {
    auto names = n->NAME();
    if (n->OPEN_PAREN()) {
      auto cls = std::make_unique<MatchClass>(at, attributeChain(names));
      if (auto *args = n->pattern_args()) {
        std::set<std::string> seen;
        for (P::Pattern_argContext *a : args->pattern_arg()) {
          if (auto *k = dynamic_cast<P::KeywordPatternArgContext *>(a)) {
            std::string attr = k->NAME()->getText();
            if (!seen.insert(attr).second)
              fail(loc(a), "attribute name repeated in class pattern: " + attr);
            cls->kwdAttrs.push_back(attr);
            cls->kwdPatterns.push_back(pattern(k->pattern()));
          } else {
            if (!cls->kwdAttrs.empty())
              fail(loc(a), "positional patterns follow keyword patterns");
            cls->patterns.push_back(
                pattern(static_cast<P::PositionalPatternArgContext *>(a)->pattern()));
          }
        }
      }
      return cls;
    }
    if (names.size() > 1)
      return std::make_unique<MatchValue>(at, attributeChain(names));
    auto as = std::make_unique<MatchAs>(at);
    std::string name = names[0]->getText();
    if (name != "_")
      as->name = name;
    return as;
  }
  if (auto *p = dynamic_cast<P::ParenPatternContext *>(ctx)) {
    if (!p->patterns())
      return std::make_unique<MatchSequence>(at);
    return patterns(p->patterns(), at);
  }
  if (auto *l = dynamic_cast<P::ListPatternContext *>(ctx)) {
    auto seq = std::make_unique<MatchSequence>(at);
    if (l->patterns())
      for (auto *i : l->patterns()->star_or_pattern())
        seq->patterns.push_back(starOrPattern(i));
    return seq;
  }
  auto *mp = static_cast<P::MappingPatternContext *>(ctx);
  auto map = std::make_unique<MatchMapping>(at);
  for (P::Mapping_itemContext *item : mp->mapping_item()) {
    if (!map->rest.empty())
      fail(loc(item), "double star pattern must be last");
    if (item->POWER()) {
      map->rest = item->NAME(0)->getText();
      continue;
    }
    if (item->literal_expr())
      map->keys.push_back(literalExpr(item->literal_expr()));
    else
      map->keys.push_back(attributeChain(item->NAME()));
    map->patterns.push_back(pattern(item->pattern()));
  }
  return map;
}

// ---- expressions ----

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

ExprPtr AstBuilder::numberAtom(Token *t) {
  NumberLiteral num;
  std::string err;
  std::string text = t->getText();
  if (!decodeNumberLiteral(text, num, err))
    fail(loc(t), err);
  std::unique_ptr<Constant> c;
  switch (num.kind) {
  case NumberLiteral::Kind::Int:
    c = std::make_unique<Constant>(loc(t), Constant::Kind::Int);
    c->intValue = num.intValue;
    c->intOverflow = num.intOverflow;
    break;
  case NumberLiteral::Kind::Float:
    c = std::make_unique<Constant>(loc(t), Constant::Kind::Float);
    c->floatValue = num.floatValue;
    break;
  case NumberLiteral::Kind::Imaginary:
    c = std::make_unique<Constant>(loc(t), Constant::Kind::Complex);
    c->floatValue = num.floatValue;
    break;
  }
  c->text = text;
  return c;
}

ExprPtr AstBuilder::strings(const std::vector<tree::TerminalNode *> &pieces, SourceLocation at) {
  std::unique_ptr<Constant> c;
  for (auto *s : pieces) {
    StringLiteral lit;
    std::string err;
    std::string text = s->getText();
    if (!decodeStringLiteral(text, lit, err))
      fail(loc(s), err);
    if (!c) {
      c = std::make_unique<Constant>(at,
                                     lit.isBytes ? Constant::Kind::Bytes : Constant::Kind::String);
    } else {
      if ((c->ckind == Constant::Kind::Bytes) != lit.isBytes)
        fail(loc(s), "cannot mix bytes and nonbytes literals");
      c->text += " ";
    }
    c->strValue += lit.value;
    c->isFString = c->isFString || lit.isFString;
    c->text += text;
  }
  return c;
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

// ---- targets ----

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

} // namespace

std::unique_ptr<ast::Module> parseSource(const SourceFile &source, DiagnosticEngine &diag) {
  if (!diag.source())
    diag.setSource(&source);
  SourceLocation badLoc;
  unsigned badByte = 0;
  if (!validateUtf8(source.text(), badLoc, badByte)) {
    char hex[8];
    std::snprintf(hex, sizeof hex, "0x%02x", badByte);
    diag.error(badLoc, std::string("invalid UTF-8 in source (byte ") + hex + ")");
    return nullptr;
  }
  SourceLocation nulLoc;
  if (findNulByte(source.text(), nulLoc)) {
    // Reported at the first NUL byte.
    diag.error(nulLoc, "source code cannot contain null bytes");
    return nullptr;
  }

  int line1Shift = 0;
  std::string text = normalizeText(source.text(), line1Shift);
  auto shift = [&](SourceLocation l) {
    if (l.line == 1)
      l.column += line1Shift;
    return l;
  };

  try {
    StackGuard guard;
    ANTLRInputStream input(text);
    PyTokenSource lexer(&input, text);
    lexer.removeErrorListeners();
    CommonTokenStream tokens(&lexer);
    GuardedParser parser(&tokens, guard);
    parser.removeErrorListeners();
    SyntaxErrorInfo info;
    parser.setErrorHandler(std::make_shared<FirstErrorStrategy>(info));

    // Fast SLL pass first; on an error, parse again with full LL so that the
    // error (if real) is reported where LL finds it.
    P::File_inputContext *tree = nullptr;
    parser.getInterpreter<atn::ParserATNSimulator>()->setPredictionMode(atn::PredictionMode::SLL);
    try {
      tree = parser.file_input();
    } catch (ParseCancellationException &) {
      tree = nullptr;
    }
    if (info.present) {
      info = SyntaxErrorInfo();
      tokens.seek(0);
      parser.reset();
      parser.getInterpreter<atn::ParserATNSimulator>()->setPredictionMode(
          atn::PredictionMode::LL);
      try {
        tree = parser.file_input();
      } catch (ParseCancellationException &) {
        tree = nullptr;
      }
    }

    if (info.present) {
      SyntaxDiagnostic d = describeSyntaxError(info, tokens, lexer, parser.getVocabulary());
      diag.error(shift(d.loc), d.message);
      return nullptr;
    }
    if (!tree) {
      diag.error(SourceLocation{1, 1}, "invalid syntax");
      return nullptr;
    }
    AstBuilder builder(guard, line1Shift);
    auto module = builder.module(tree);
    module->path = source.path();
    return module;
  } catch (const TooDeep &e) {
    diag.error(shift(e.loc), "expression is too deeply nested");
  } catch (const BuildError &e) {
    diag.error(e.loc, e.message);
  } catch (const std::exception &e) {
    diag.error(std::string("internal parser error: ") + e.what());
  }
  return nullptr;
}

std::unique_ptr<ast::Expr> parseExpression(const SourceFile &source, DiagnosticEngine &diag) {
  auto module = parseSource(source, diag);
  if (!module)
    return nullptr;
  if (module->body.size() != 1 || !llvm::isa<ast::ExprStmt>(module->body[0].get())) {
    diag.error(module->body.empty() ? SourceLocation{1, 1} : module->body[0]->loc,
               "expected an expression");
    return nullptr;
  }
  return std::move(llvm::cast<ast::ExprStmt>(module->body[0].get())->value);
}

} // namespace tritonc

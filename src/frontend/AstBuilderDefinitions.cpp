//===- AstBuilderDefinitions.cpp - def, class and decorators --------------===//
//
// Function and class definitions, decorators, and the parameter lists of
// def and lambda with the checks CPython's compiler makes on them (order of
// '/', '*' and '**', defaults, duplicate names).
//
//===----------------------------------------------------------------------===//
#include "frontend/AstBuilder.h"

#include <set>

using namespace antlr4;
using tritonc_grammar::PyLexer;

namespace tritonc {

using namespace ast;

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

} // namespace tritonc

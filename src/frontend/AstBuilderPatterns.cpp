//===- AstBuilderPatterns.cpp - the match statement -----------------------===//
//
// The match statement and its patterns: literal and value patterns,
// captures and wildcards, sequence, mapping and class patterns, | and as.
//
//===----------------------------------------------------------------------===//
#include "frontend/AstBuilder.h"

#include <set>

using namespace antlr4;
using tritonc_grammar::PyLexer;

namespace tritonc {

using namespace ast;
using llvm::dyn_cast;
using llvm::isa;

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

} // namespace tritonc

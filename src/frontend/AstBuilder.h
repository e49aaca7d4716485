//===- AstBuilder.h - ANTLR parse tree to AST -------------------*- C++ -*-===//
//
// PRIVATE to src/frontend: this header exposes ANTLR types and must only be
// included by the parser implementation.
//
// AstBuilder walks the parse tree of a file (the generated PyParser's) and
// builds AST nodes (AST.h).  It also reports, by throwing BuildError, what
// CPython's compiler rather than its grammar rejects: assignment targets,
// parameter and argument order, duplicate names.  Its member functions are
// defined by construct family:
//
//   AstBuilderStatements.cpp   the module, statements and blocks, imports
//   AstBuilderDefinitions.cpp  def, class, decorators, parameter lists
//   AstBuilderPatterns.cpp     the match statement and its patterns
//   AstBuilderExpressions.cpp  expressions, calls, subscripts, comprehensions
//   AstBuilderLiterals.cpp     number and string literals
//   AstBuilderTargets.cpp      assignment targets (expression context)
//
//===----------------------------------------------------------------------===//
#ifndef TRITONC_FRONTEND_ASTBUILDER_H
#define TRITONC_FRONTEND_ASTBUILDER_H

#include "frontend/AST.h"
#include "frontend/Diagnostics.h"
#include "frontend/PyTokenSource.h"
#include "frontend/StackGuard.h"

#include "PyParser.h"
#include "antlr4-runtime.h"

#include <memory>
#include <string>
#include <vector>

namespace tritonc {

/// An error found while building the AST; parseSource() reports it.
struct BuildError {
  SourceLocation loc;
  std::string message;
};

class AstBuilder {
  using P = tritonc_grammar::PyParser;

public:
  AstBuilder(const StackGuard &guard, int line1Shift) : guard_(guard), line1Shift_(line1Shift) {}

  std::unique_ptr<ast::Module> module(P::File_inputContext *ctx);

private:
  // ---- locations ----
  SourceLocation loc(antlr4::Token *t) const {
    SourceLocation l = tokenLocation(t);
    if (l.line == 1)
      l.column += line1Shift_;
    return l;
  }
  SourceLocation loc(antlr4::tree::TerminalNode *n) const { return loc(n->getSymbol()); }
  SourceLocation loc(antlr4::ParserRuleContext *c) const { return loc(c->getStart()); }
  [[noreturn]] void fail(SourceLocation l, const std::string &msg) const {
    throw BuildError{l, msg};
  }
  void checkDepth(antlr4::ParserRuleContext *c) const {
    if (depth_ > kMaxDepth || guard_.exhausted())
      fail(loc(c), "expression is too deeply nested");
  }
  /// Tracks the depth of the AST being built: `extra` levels for the
  /// duration of a scope.  Left-associative chains (a + b + ...) and trailers
  /// (f(x)[i].y) add their length, so depth_ is the real depth of the tree.
  struct Nest {
    AstBuilder &b;
    int extra;
    Nest(AstBuilder &builder, antlr4::ParserRuleContext *c, int n = 1) : b(builder), extra(n) {
      b.depth_ += extra;
      b.checkDepth(c);
    }
    ~Nest() { b.depth_ -= extra; }
  };
  static constexpr int kMaxDepth = 3000;
  int depth_ = 0;

  // ---- statements (AstBuilderStatements.cpp) ----
  void stmt(P::StmtContext *ctx, ast::StmtList &out);
  void simpleStmts(P::Simple_stmtsContext *ctx, ast::StmtList &out);
  ast::StmtPtr simpleStmt(P::Simple_stmtContext *ctx);
  ast::StmtPtr exprStmt(P::Expr_stmtContext *ctx);
  ast::StmtPtr importStmt(P::Import_stmtContext *ctx);
  ast::StmtPtr compoundStmt(P::Compound_stmtContext *ctx);
  ast::StmtPtr ifStmt(P::If_stmtContext *ctx);
  ast::StmtPtr whileStmt(P::While_stmtContext *ctx);
  ast::StmtPtr forStmt(P::For_stmtContext *ctx, SourceLocation at, bool isAsync);
  ast::StmtPtr tryStmt(P::Try_stmtContext *ctx);
  ast::StmtPtr withStmt(P::With_stmtContext *ctx, SourceLocation at, bool isAsync);
  ast::StmtList block(P::BlockContext *ctx);
  std::vector<ast::Alias> importTargets(P::Import_targetsContext *ctx);
  static std::string dotted(P::Dotted_nameContext *ctx);

  // ---- definitions (AstBuilderDefinitions.cpp) ----
  std::unique_ptr<ast::FunctionDef> funcDef(P::FuncdefContext *ctx, SourceLocation at,
                                            bool isAsync);
  std::unique_ptr<ast::ClassDef> classDef(P::ClassdefContext *ctx);
  ast::StmtPtr decorated(P::DecoratedContext *ctx);
  std::vector<ast::Param> params(P::Param_listContext *ctx);
  std::vector<ast::Param> lambdaParams(P::Lambda_paramsContext *ctx);
  void checkParams(const std::vector<ast::Param> &ps);

  // ---- match statement (AstBuilderPatterns.cpp) ----
  ast::StmtPtr matchStmt(P::Match_stmtContext *ctx);
  ast::PatternPtr patterns(P::PatternsContext *ctx, SourceLocation at);
  ast::PatternPtr starOrPattern(P::Star_or_patternContext *ctx);
  ast::PatternPtr pattern(P::PatternContext *ctx);
  ast::PatternPtr orPattern(P::Or_patternContext *ctx);
  ast::PatternPtr closedPattern(P::Closed_patternContext *ctx);
  ast::ExprPtr literalExpr(P::Literal_exprContext *ctx);
  ast::ExprPtr attributeChain(const std::vector<antlr4::tree::TerminalNode *> &names);

  // ---- expressions (AstBuilderExpressions.cpp) ----
  ast::ExprPtr namedexprTest(P::Namedexpr_testContext *ctx);
  ast::ExprPtr test(P::TestContext *ctx);
  ast::ExprPtr testNocond(P::Test_nocondContext *ctx);
  ast::ExprPtr lambdef(P::LambdefContext *ctx);
  ast::ExprPtr lambdefNocond(P::Lambdef_nocondContext *ctx);
  ast::ExprPtr orTest(P::Or_testContext *ctx);
  ast::ExprPtr andTest(P::And_testContext *ctx);
  ast::ExprPtr notTest(P::Not_testContext *ctx);
  ast::ExprPtr comparison(P::ComparisonContext *ctx);
  ast::ExprPtr starExpr(P::Star_exprContext *ctx);
  ast::ExprPtr expr(P::ExprContext *ctx);
  ast::ExprPtr binaryChain(antlr4::ParserRuleContext *ctx);
  ast::ExprPtr operand(antlr4::ParserRuleContext *ctx);
  ast::ExprPtr factor(P::FactorContext *ctx);
  ast::ExprPtr power(P::PowerContext *ctx);
  ast::ExprPtr atomExpr(P::Atom_exprContext *ctx);
  ast::ExprPtr atom(P::AtomContext *ctx);
  ast::ExprPtr subscriptList(P::SubscriptlistContext *ctx);
  ast::ExprPtr subscript(P::SubscriptContext *ctx);
  void argList(P::ArglistContext *ctx, ast::ExprList &args, std::vector<ast::Keyword> &keywords);
  std::vector<ast::Comprehension> compFor(P::Comp_forContext *ctx);
  ast::ExprPtr exprList(P::ExprlistContext *ctx);
  ast::ExprPtr testList(P::TestlistContext *ctx);
  ast::ExprPtr testListStar(P::Testlist_star_exprContext *ctx);
  ast::ExprPtr yieldExpr(P::Yield_exprContext *ctx);
  ast::ExprPtr testOrStar(antlr4::ParserRuleContext *ctx);

  // ---- literals (AstBuilderLiterals.cpp) ----
  ast::ExprPtr strings(const std::vector<antlr4::tree::TerminalNode *> &pieces, SourceLocation at);
  ast::ExprPtr numberAtom(antlr4::Token *t);

  // ---- targets (AstBuilderTargets.cpp) ----
  void setContext(ast::Expr *e, ast::ExprContext ctx);
  static std::string describe(const ast::Expr *e);

  const StackGuard &guard_;
  int line1Shift_;
};

} // namespace tritonc

#endif // TRITONC_FRONTEND_ASTBUILDER_H

//===- AST.h - abstract syntax tree of Python source ------------*- C++ -*-===//
//
// Our own node classes, modeled on Python's `ast` module.  The parser
// (Parser.h) builds them; IR generation walks them.  No ANTLR type appears
// here.
//
//  * Every node has a `kind` and a `loc` (line and column of its first
//    token).  Each class has `static bool classof(const Node *)` on that
//    kind, so llvm::isa<T>(n), llvm::cast<T>(n) and llvm::dyn_cast<T>(n)
//    (llvm/Support/Casting.h) work on raw pointers to nodes; like LLVM's,
//    they expect a non-null pointer (llvm::isa_and_present and
//    llvm::dyn_cast_if_present accept null).
//  * Children are owned through std::unique_ptr (ExprPtr, StmtPtr); optional
//    children are null when absent.
//  * Statement lists are std::vector<StmtPtr> (FunctionDef::body, If::body,
//    If::orelse, ...).  `elif` is an If nested alone in the orelse of the
//    previous If, as in Python's ast.
//
//===----------------------------------------------------------------------===//
#ifndef TRITONC_FRONTEND_AST_H
#define TRITONC_FRONTEND_AST_H

#include "frontend/Diagnostics.h"

#include "llvm/Support/Casting.h"

#include <cstdint>
#include <iosfwd>
#include <memory>
#include <string>
#include <vector>

namespace tritonc {
namespace ast {

enum class NodeKind {
  // ---- statements ----
  FirstStmt,
  FunctionDef = FirstStmt,
  ClassDef,
  Return,
  Delete,
  Assign,
  AugAssign,
  AnnAssign,
  For,
  While,
  If,
  With,
  Raise,
  Try,
  Assert,
  Import,
  ImportFrom,
  Global,
  Nonlocal,
  ExprStmt,
  Pass,
  Break,
  Continue,
  Match,
  LastStmt = Match,
  // ---- expressions ----
  FirstExpr,
  BoolOp = FirstExpr,
  NamedExpr,
  BinOp,
  UnaryOp,
  Lambda,
  IfExp,
  Dict,
  Set,
  ListComp,
  SetComp,
  DictComp,
  GeneratorExp,
  Await,
  Yield,
  YieldFrom,
  Compare,
  Call,
  Constant,
  Attribute,
  Subscript,
  Starred,
  Name,
  List,
  Tuple,
  Slice,
  LastExpr = Slice,
  // ---- patterns (match statement) ----
  FirstPattern,
  MatchValue = FirstPattern,
  MatchSingleton,
  MatchSequence,
  MatchMapping,
  MatchClass,
  MatchStar,
  MatchAs,
  MatchOr,
  LastPattern = MatchOr,
};

/// Name of a kind as printed by the dumper ("FunctionDef", "BinOp", ...).
const char *kindName(NodeKind kind);

struct Node {
  const NodeKind kind;
  SourceLocation loc;

  Node(NodeKind k, SourceLocation l) : kind(k), loc(l) {}
  Node(const Node &) = delete;
  Node &operator=(const Node &) = delete;
  virtual ~Node();
};

struct Expr : Node {
  using Node::Node;
  static bool classof(const Node *n) {
    return n->kind >= NodeKind::FirstExpr && n->kind <= NodeKind::LastExpr;
  }
};

struct Stmt : Node {
  using Node::Node;
  static bool classof(const Node *n) {
    return n->kind >= NodeKind::FirstStmt && n->kind <= NodeKind::LastStmt;
  }
};

/// A pattern of a `case` clause.
struct Pattern : Node {
  using Node::Node;
  static bool classof(const Node *n) {
    return n->kind >= NodeKind::FirstPattern && n->kind <= NodeKind::LastPattern;
  }
};

using ExprPtr = std::unique_ptr<Expr>;
using PatternPtr = std::unique_ptr<Pattern>;
using PatternList = std::vector<PatternPtr>;
using StmtPtr = std::unique_ptr<Stmt>;
using ExprList = std::vector<ExprPtr>;
using StmtList = std::vector<StmtPtr>;

/// LLVM-style RTTI: the classof() of a concrete node class, true for nodes
/// of its one kind.
#define TRITONC_AST_CLASSOF(K)                                                                 \
  static bool classof(const Node *n) { return n->kind == NodeKind::K; }

// ======================= operators =======================

enum class BinOpKind {
  Add, Sub, Mult, MatMult, Div, Mod, Pow, LShift, RShift, BitOr, BitXor, BitAnd, FloorDiv
};
enum class UnaryOpKind { Invert, Not, UAdd, USub };
enum class BoolOpKind { And, Or };
enum class CmpOpKind { Eq, NotEq, Lt, LtE, Gt, GtE, Is, IsNot, In, NotIn };
/// Load: read; Store: assigned to; Del: deleted.
enum class ExprContext { Load, Store, Del };

const char *binOpName(BinOpKind op);     // "Add"
const char *binOpSymbol(BinOpKind op);   // "+"
const char *unaryOpName(UnaryOpKind op); // "USub"
const char *unaryOpSymbol(UnaryOpKind op); // "-", "not"
const char *boolOpName(BoolOpKind op);   // "And"
const char *cmpOpName(CmpOpKind op);     // "Lt"
const char *cmpOpSymbol(CmpOpKind op);   // "<", "is not"
const char *exprContextName(ExprContext ctx);

// ======================= helper records =======================

/// One parameter of a def or a lambda.
struct Param {
  enum class Kind {
    PositionalOnly, // before '/'
    Normal,         // positional or keyword
    VarArgs,        // *args
    KeywordOnly,    // after '*' or '*args'
    VarKeywords,    // **kwargs
  };
  std::string name;
  ExprPtr annotation;   // null if none (always null for lambdas)
  ExprPtr defaultValue; // null if none
  Kind kind = Kind::Normal;
  SourceLocation loc;
};
const char *paramKindName(Param::Kind kind);

/// `name=value` in a call or a class header; `**value` when `arg` is empty.
struct Keyword {
  std::string arg;
  ExprPtr value;
  SourceLocation loc;
};

/// `for target in iter if ifs...` inside a comprehension.
struct Comprehension {
  ExprPtr target;
  ExprPtr iter;
  ExprList ifs;
  bool isAsync = false;
  SourceLocation loc;
};

/// `import a.b as c` / `from m import x as y`: name "a.b", asname "c".
struct Alias {
  std::string name;
  std::string asname; // empty if none
  SourceLocation loc;
};

struct WithItem {
  ExprPtr contextExpr;
  ExprPtr optionalVars; // null if no 'as'
};

struct ExceptHandler {
  ExprPtr type;     // null for a bare 'except:'
  std::string name; // empty if no 'as'
  StmtList body;
  SourceLocation loc;
};

// ======================= expressions =======================

struct Name : Expr {
  std::string id;
  ExprContext ctx = ExprContext::Load;
  Name(SourceLocation l, std::string i) : Expr(NodeKind::Name, l), id(std::move(i)) {}
  TRITONC_AST_CLASSOF(Name)
};

struct Constant : Expr {
  enum class Kind { None, Bool, Int, Float, Complex, String, Bytes, Ellipsis };
  Kind ckind = Kind::None;
  bool boolValue = false;
  int64_t intValue = 0;
  /// An integer literal too large for int64: intValue is 0, use `text`.
  bool intOverflow = false;
  double floatValue = 0.0; // Float; the imaginary part for Complex
  std::string strValue;    // String (UTF-8) and Bytes
  /// An f-string: strValue holds its text, the {} fields are not parsed.
  bool isFString = false;
  /// Source text of the literal (all pieces of an implicit concatenation,
  /// joined by a space).
  std::string text;
  Constant(SourceLocation l, Kind k) : Expr(NodeKind::Constant, l), ckind(k) {}
  TRITONC_AST_CLASSOF(Constant)
};
const char *constantKindName(Constant::Kind kind);

struct Attribute : Expr {
  ExprPtr value;
  std::string attr;
  ExprContext ctx = ExprContext::Load;
  Attribute(SourceLocation l, ExprPtr v, std::string a)
      : Expr(NodeKind::Attribute, l), value(std::move(v)), attr(std::move(a)) {}
  TRITONC_AST_CLASSOF(Attribute)
};

struct Call : Expr {
  ExprPtr func;
  ExprList args; // positional; `*x` appears as a Starred
  std::vector<Keyword> keywords;
  Call(SourceLocation l, ExprPtr f) : Expr(NodeKind::Call, l), func(std::move(f)) {}
  TRITONC_AST_CLASSOF(Call)
};

/// value[slice]; `slice` is one expression, a Slice, or a Tuple of those
/// (x[None, :] gives Tuple(Constant None, Slice)).
struct Subscript : Expr {
  ExprPtr value;
  ExprPtr slice;
  ExprContext ctx = ExprContext::Load;
  Subscript(SourceLocation l, ExprPtr v, ExprPtr s)
      : Expr(NodeKind::Subscript, l), value(std::move(v)), slice(std::move(s)) {}
  TRITONC_AST_CLASSOF(Subscript)
};

/// lower:upper:step, each part null when omitted.
struct Slice : Expr {
  ExprPtr lower, upper, step;
  explicit Slice(SourceLocation l) : Expr(NodeKind::Slice, l) {}
  TRITONC_AST_CLASSOF(Slice)
};

struct BinOp : Expr {
  ExprPtr left;
  BinOpKind op;
  ExprPtr right;
  BinOp(SourceLocation l, ExprPtr a, BinOpKind o, ExprPtr b)
      : Expr(NodeKind::BinOp, l), left(std::move(a)), op(o), right(std::move(b)) {}
  TRITONC_AST_CLASSOF(BinOp)
};

struct UnaryOp : Expr {
  UnaryOpKind op;
  ExprPtr operand;
  UnaryOp(SourceLocation l, UnaryOpKind o, ExprPtr e)
      : Expr(NodeKind::UnaryOp, l), op(o), operand(std::move(e)) {}
  TRITONC_AST_CLASSOF(UnaryOp)
};

/// a and b and c: one BoolOp with three values.
struct BoolOp : Expr {
  BoolOpKind op;
  ExprList values;
  BoolOp(SourceLocation l, BoolOpKind o) : Expr(NodeKind::BoolOp, l), op(o) {}
  TRITONC_AST_CLASSOF(BoolOp)
};

/// a < b <= c: left a, ops [Lt, LtE], comparators [b, c].
struct Compare : Expr {
  ExprPtr left;
  std::vector<CmpOpKind> ops;
  ExprList comparators;
  Compare(SourceLocation l, ExprPtr a) : Expr(NodeKind::Compare, l), left(std::move(a)) {}
  TRITONC_AST_CLASSOF(Compare)
};

/// body if test else orelse
struct IfExp : Expr {
  ExprPtr test, body, orelse;
  IfExp(SourceLocation l, ExprPtr t, ExprPtr b, ExprPtr o)
      : Expr(NodeKind::IfExp, l), test(std::move(t)), body(std::move(b)), orelse(std::move(o)) {}
  TRITONC_AST_CLASSOF(IfExp)
};

struct Tuple : Expr {
  ExprList elts;
  ExprContext ctx = ExprContext::Load;
  /// Written with parentheses: (a, b) rather than a, b.
  bool parenthesized = false;
  explicit Tuple(SourceLocation l) : Expr(NodeKind::Tuple, l) {}
  TRITONC_AST_CLASSOF(Tuple)
};

struct List : Expr {
  ExprList elts;
  ExprContext ctx = ExprContext::Load;
  explicit List(SourceLocation l) : Expr(NodeKind::List, l) {}
  TRITONC_AST_CLASSOF(List)
};

struct Set : Expr {
  ExprList elts;
  explicit Set(SourceLocation l) : Expr(NodeKind::Set, l) {}
  TRITONC_AST_CLASSOF(Set)
};

/// {k: v, **m}: keys[i] is null for a `**m` entry (values[i] is m).
struct Dict : Expr {
  ExprList keys;
  ExprList values;
  explicit Dict(SourceLocation l) : Expr(NodeKind::Dict, l) {}
  TRITONC_AST_CLASSOF(Dict)
};

struct Lambda : Expr {
  std::vector<Param> params;
  ExprPtr body;
  explicit Lambda(SourceLocation l) : Expr(NodeKind::Lambda, l) {}
  TRITONC_AST_CLASSOF(Lambda)
};

/// [elt for ...], {elt for ...}, (elt for ...)
struct ListComp : Expr {
  ExprPtr elt;
  std::vector<Comprehension> generators;
  explicit ListComp(SourceLocation l) : Expr(NodeKind::ListComp, l) {}
  TRITONC_AST_CLASSOF(ListComp)
};
struct SetComp : Expr {
  ExprPtr elt;
  std::vector<Comprehension> generators;
  explicit SetComp(SourceLocation l) : Expr(NodeKind::SetComp, l) {}
  TRITONC_AST_CLASSOF(SetComp)
};
struct GeneratorExp : Expr {
  ExprPtr elt;
  std::vector<Comprehension> generators;
  explicit GeneratorExp(SourceLocation l) : Expr(NodeKind::GeneratorExp, l) {}
  TRITONC_AST_CLASSOF(GeneratorExp)
};
struct DictComp : Expr {
  ExprPtr key, value;
  std::vector<Comprehension> generators;
  explicit DictComp(SourceLocation l) : Expr(NodeKind::DictComp, l) {}
  TRITONC_AST_CLASSOF(DictComp)
};

/// *value (in a call, a display or an assignment target)
struct Starred : Expr {
  ExprPtr value;
  ExprContext ctx = ExprContext::Load;
  Starred(SourceLocation l, ExprPtr v) : Expr(NodeKind::Starred, l), value(std::move(v)) {}
  TRITONC_AST_CLASSOF(Starred)
};

/// target := value (target is a Name)
struct NamedExpr : Expr {
  ExprPtr target, value;
  NamedExpr(SourceLocation l, ExprPtr t, ExprPtr v)
      : Expr(NodeKind::NamedExpr, l), target(std::move(t)), value(std::move(v)) {}
  TRITONC_AST_CLASSOF(NamedExpr)
};

struct Await : Expr {
  ExprPtr value;
  Await(SourceLocation l, ExprPtr v) : Expr(NodeKind::Await, l), value(std::move(v)) {}
  TRITONC_AST_CLASSOF(Await)
};

struct Yield : Expr {
  ExprPtr value; // null for a bare yield
  Yield(SourceLocation l, ExprPtr v) : Expr(NodeKind::Yield, l), value(std::move(v)) {}
  TRITONC_AST_CLASSOF(Yield)
};

struct YieldFrom : Expr {
  ExprPtr value;
  YieldFrom(SourceLocation l, ExprPtr v) : Expr(NodeKind::YieldFrom, l), value(std::move(v)) {}
  TRITONC_AST_CLASSOF(YieldFrom)
};

// ======================= statements =======================

struct FunctionDef : Stmt {
  std::string name;
  std::vector<Param> params;
  ExprList decorators; // in source order
  ExprPtr returns;     // '-> T', null if none
  StmtList body;
  bool isAsync = false;
  /// Location of the name after 'def' (loc is the 'def', or 'async').
  SourceLocation nameLoc;
  FunctionDef(SourceLocation l, std::string n) : Stmt(NodeKind::FunctionDef, l), name(std::move(n)) {}
  TRITONC_AST_CLASSOF(FunctionDef)
};

struct ClassDef : Stmt {
  std::string name;
  ExprList bases;
  std::vector<Keyword> keywords;
  ExprList decorators;
  StmtList body;
  ClassDef(SourceLocation l, std::string n) : Stmt(NodeKind::ClassDef, l), name(std::move(n)) {}
  TRITONC_AST_CLASSOF(ClassDef)
};

struct Return : Stmt {
  ExprPtr value; // null for a bare return
  Return(SourceLocation l, ExprPtr v) : Stmt(NodeKind::Return, l), value(std::move(v)) {}
  TRITONC_AST_CLASSOF(Return)
};

struct Delete : Stmt {
  ExprList targets;
  explicit Delete(SourceLocation l) : Stmt(NodeKind::Delete, l) {}
  TRITONC_AST_CLASSOF(Delete)
};

/// t1 = t2 = value: targets [t1, t2]; `a, b = x` has one Tuple target.
struct Assign : Stmt {
  ExprList targets;
  ExprPtr value;
  explicit Assign(SourceLocation l) : Stmt(NodeKind::Assign, l) {}
  TRITONC_AST_CLASSOF(Assign)
};

struct AugAssign : Stmt {
  ExprPtr target;
  BinOpKind op;
  ExprPtr value;
  AugAssign(SourceLocation l, ExprPtr t, BinOpKind o, ExprPtr v)
      : Stmt(NodeKind::AugAssign, l), target(std::move(t)), op(o), value(std::move(v)) {}
  TRITONC_AST_CLASSOF(AugAssign)
};

/// target: annotation [= value]
struct AnnAssign : Stmt {
  ExprPtr target;
  ExprPtr annotation;
  ExprPtr value; // null if none
  /// The target is a plain name not in parentheses.
  bool simple = true;
  explicit AnnAssign(SourceLocation l) : Stmt(NodeKind::AnnAssign, l) {}
  TRITONC_AST_CLASSOF(AnnAssign)
};

struct For : Stmt {
  ExprPtr target;
  ExprPtr iter;
  StmtList body;
  StmtList orelse;
  bool isAsync = false;
  explicit For(SourceLocation l) : Stmt(NodeKind::For, l) {}
  TRITONC_AST_CLASSOF(For)
};

struct While : Stmt {
  ExprPtr test;
  StmtList body;
  StmtList orelse;
  explicit While(SourceLocation l) : Stmt(NodeKind::While, l) {}
  TRITONC_AST_CLASSOF(While)
};

/// if/elif/else: an elif is an If alone in the orelse of the previous one
/// (its `isElif` is true).
struct If : Stmt {
  ExprPtr test;
  StmtList body;
  StmtList orelse;
  bool isElif = false;
  explicit If(SourceLocation l) : Stmt(NodeKind::If, l) {}
  TRITONC_AST_CLASSOF(If)
};

struct With : Stmt {
  std::vector<WithItem> items;
  StmtList body;
  bool isAsync = false;
  explicit With(SourceLocation l) : Stmt(NodeKind::With, l) {}
  TRITONC_AST_CLASSOF(With)
};

struct Raise : Stmt {
  ExprPtr exc;   // null for a bare raise
  ExprPtr cause; // 'from' part, null if none
  explicit Raise(SourceLocation l) : Stmt(NodeKind::Raise, l) {}
  TRITONC_AST_CLASSOF(Raise)
};

struct Try : Stmt {
  StmtList body;
  std::vector<ExceptHandler> handlers;
  StmtList orelse;
  StmtList finalbody;
  bool isStar = false; // except*
  explicit Try(SourceLocation l) : Stmt(NodeKind::Try, l) {}
  TRITONC_AST_CLASSOF(Try)
};

struct Assert : Stmt {
  ExprPtr test;
  ExprPtr msg; // null if none
  explicit Assert(SourceLocation l) : Stmt(NodeKind::Assert, l) {}
  TRITONC_AST_CLASSOF(Assert)
};

struct Import : Stmt {
  std::vector<Alias> names;
  explicit Import(SourceLocation l) : Stmt(NodeKind::Import, l) {}
  TRITONC_AST_CLASSOF(Import)
};

/// from ..module import a as b; `from m import *` has one Alias "*".
struct ImportFrom : Stmt {
  std::string module; // empty for `from . import x`
  std::vector<Alias> names;
  int level = 0; // number of leading dots
  explicit ImportFrom(SourceLocation l) : Stmt(NodeKind::ImportFrom, l) {}
  TRITONC_AST_CLASSOF(ImportFrom)
};

struct Global : Stmt {
  std::vector<std::string> names;
  explicit Global(SourceLocation l) : Stmt(NodeKind::Global, l) {}
  TRITONC_AST_CLASSOF(Global)
};

struct Nonlocal : Stmt {
  std::vector<std::string> names;
  explicit Nonlocal(SourceLocation l) : Stmt(NodeKind::Nonlocal, l) {}
  TRITONC_AST_CLASSOF(Nonlocal)
};

/// An expression used as a statement (Python's ast.Expr).
struct ExprStmt : Stmt {
  ExprPtr value;
  ExprStmt(SourceLocation l, ExprPtr v) : Stmt(NodeKind::ExprStmt, l), value(std::move(v)) {}
  TRITONC_AST_CLASSOF(ExprStmt)
};

struct Pass : Stmt {
  explicit Pass(SourceLocation l) : Stmt(NodeKind::Pass, l) {}
  TRITONC_AST_CLASSOF(Pass)
};
struct Break : Stmt {
  explicit Break(SourceLocation l) : Stmt(NodeKind::Break, l) {}
  TRITONC_AST_CLASSOF(Break)
};
struct Continue : Stmt {
  explicit Continue(SourceLocation l) : Stmt(NodeKind::Continue, l) {}
  TRITONC_AST_CLASSOF(Continue)
};

// ======================= match statement =======================

/// case <literal or dotted name>: value is a Constant, a signed number or
/// complex sum (UnaryOp / BinOp), or an Attribute chain.
struct MatchValue : Pattern {
  ExprPtr value;
  MatchValue(SourceLocation l, ExprPtr v) : Pattern(NodeKind::MatchValue, l), value(std::move(v)) {}
  TRITONC_AST_CLASSOF(MatchValue)
};

/// case None / True / False
struct MatchSingleton : Pattern {
  ExprPtr value; // a Constant
  MatchSingleton(SourceLocation l, ExprPtr v)
      : Pattern(NodeKind::MatchSingleton, l), value(std::move(v)) {}
  TRITONC_AST_CLASSOF(MatchSingleton)
};

/// case [a, *rest] / case (a, b) / case a, b
struct MatchSequence : Pattern {
  PatternList patterns;
  explicit MatchSequence(SourceLocation l) : Pattern(NodeKind::MatchSequence, l) {}
  TRITONC_AST_CLASSOF(MatchSequence)
};

/// case {key: pattern, **rest}
struct MatchMapping : Pattern {
  ExprList keys;
  PatternList patterns;
  std::string rest; // empty if no **rest
  explicit MatchMapping(SourceLocation l) : Pattern(NodeKind::MatchMapping, l) {}
  TRITONC_AST_CLASSOF(MatchMapping)
};

/// case Point(x, y=0)
struct MatchClass : Pattern {
  ExprPtr cls; // Name or Attribute
  PatternList patterns;
  std::vector<std::string> kwdAttrs;
  PatternList kwdPatterns;
  MatchClass(SourceLocation l, ExprPtr c) : Pattern(NodeKind::MatchClass, l), cls(std::move(c)) {}
  TRITONC_AST_CLASSOF(MatchClass)
};

/// *name in a sequence pattern (name empty for *_)
struct MatchStar : Pattern {
  std::string name;
  MatchStar(SourceLocation l, std::string n) : Pattern(NodeKind::MatchStar, l), name(std::move(n)) {}
  TRITONC_AST_CLASSOF(MatchStar)
};

/// `name` (capture), `_` (wildcard: no pattern, empty name), `p as name`.
struct MatchAs : Pattern {
  PatternPtr pattern; // null for a capture or the wildcard
  std::string name;   // empty for the wildcard
  explicit MatchAs(SourceLocation l) : Pattern(NodeKind::MatchAs, l) {}
  TRITONC_AST_CLASSOF(MatchAs)
};

/// p1 | p2 | ...
struct MatchOr : Pattern {
  PatternList patterns;
  explicit MatchOr(SourceLocation l) : Pattern(NodeKind::MatchOr, l) {}
  TRITONC_AST_CLASSOF(MatchOr)
};

struct MatchCase {
  PatternPtr pattern;
  ExprPtr guard; // 'if' part, null if none
  StmtList body;
  SourceLocation loc; // the 'case' keyword
};

/// match subject: case ...
struct Match : Stmt {
  ExprPtr subject;
  std::vector<MatchCase> cases;
  explicit Match(SourceLocation l) : Stmt(NodeKind::Match, l) {}
  TRITONC_AST_CLASSOF(Match)
};

#undef TRITONC_AST_CLASSOF

/// A parsed file.
struct Module {
  StmtList body;
  std::string path;

  /// The top-level `def` named `name` (decorated or not), or null.
  const FunctionDef *findFunction(const std::string &name) const;
};

/// Readable, deterministic dump of the tree (tritonc --emit=ast): one node per
/// line, two spaces of indentation per level, `@line:col` after each node.
void dumpAST(const Module &module, std::ostream &os);
/// Dumps one statement or expression subtree at the given indentation level.
void dumpNode(const Node &node, std::ostream &os, int indent = 0);

/// A dotted name for Name / Attribute chains ("tl.constexpr",
/// "triton.language.float32"); empty for anything else.
std::string dottedName(const Expr *e);

} // namespace ast
} // namespace tritonc

#endif // TRITONC_FRONTEND_AST_H

//===- AST.cpp - node names and the --emit=ast dumper ---------------------===//
#include "frontend/AST.h"
#include "frontend/ConstValue.h"

#include <ostream>

namespace tritonc {
namespace ast {

using llvm::cast;
using llvm::dyn_cast;

Node::~Node() = default;

const char *kindName(NodeKind kind) {
  switch (kind) {
#define K(x) case NodeKind::x: return #x;
  K(FunctionDef) K(ClassDef) K(Return) K(Delete) K(Assign) K(AugAssign) K(AnnAssign)
  K(For) K(While) K(If) K(With) K(Raise) K(Try) K(Assert) K(Import) K(ImportFrom)
  K(Global) K(Nonlocal) K(ExprStmt) K(Pass) K(Break) K(Continue)
  K(BoolOp) K(NamedExpr) K(BinOp) K(UnaryOp) K(Lambda) K(IfExp) K(Dict) K(Set)
  K(ListComp) K(SetComp) K(DictComp) K(GeneratorExp) K(Await) K(Yield) K(YieldFrom)
  K(Compare) K(Call) K(Constant) K(Attribute) K(Subscript) K(Starred) K(Name) K(List)
  K(Tuple) K(Slice) K(Match) K(MatchValue) K(MatchSingleton) K(MatchSequence)
  K(MatchMapping) K(MatchClass) K(MatchStar) K(MatchAs) K(MatchOr)
#undef K
  }
  return "?";
}

const char *binOpName(BinOpKind op) {
  static const char *const names[] = {"Add",    "Sub",    "Mult",  "MatMult", "Div",
                                      "Mod",    "Pow",    "LShift", "RShift", "BitOr",
                                      "BitXor", "BitAnd", "FloorDiv"};
  return names[static_cast<int>(op)];
}
const char *binOpSymbol(BinOpKind op) {
  static const char *const syms[] = {"+", "-", "*", "@", "/", "%", "**",
                                     "<<", ">>", "|", "^", "&", "//"};
  return syms[static_cast<int>(op)];
}
const char *unaryOpName(UnaryOpKind op) {
  static const char *const names[] = {"Invert", "Not", "UAdd", "USub"};
  return names[static_cast<int>(op)];
}
const char *unaryOpSymbol(UnaryOpKind op) {
  static const char *const syms[] = {"~", "not", "+", "-"};
  return syms[static_cast<int>(op)];
}
const char *boolOpName(BoolOpKind op) { return op == BoolOpKind::And ? "And" : "Or"; }
const char *cmpOpName(CmpOpKind op) {
  static const char *const names[] = {"Eq", "NotEq", "Lt", "LtE", "Gt",
                                      "GtE", "Is", "IsNot", "In", "NotIn"};
  return names[static_cast<int>(op)];
}
const char *cmpOpSymbol(CmpOpKind op) {
  static const char *const syms[] = {"==", "!=", "<", "<=", ">", ">=",
                                     "is", "is not", "in", "not in"};
  return syms[static_cast<int>(op)];
}
const char *exprContextName(ExprContext ctx) {
  switch (ctx) {
  case ExprContext::Load: return "Load";
  case ExprContext::Store: return "Store";
  case ExprContext::Del: return "Del";
  }
  return "?";
}
const char *paramKindName(Param::Kind kind) {
  switch (kind) {
  case Param::Kind::PositionalOnly: return "PositionalOnly";
  case Param::Kind::Normal: return "Normal";
  case Param::Kind::VarArgs: return "VarArgs";
  case Param::Kind::KeywordOnly: return "KeywordOnly";
  case Param::Kind::VarKeywords: return "VarKeywords";
  }
  return "?";
}
const char *constantKindName(Constant::Kind kind) {
  switch (kind) {
  case Constant::Kind::None: return "None";
  case Constant::Kind::Bool: return "bool";
  case Constant::Kind::Int: return "int";
  case Constant::Kind::Float: return "float";
  case Constant::Kind::Complex: return "complex";
  case Constant::Kind::String: return "str";
  case Constant::Kind::Bytes: return "bytes";
  case Constant::Kind::Ellipsis: return "Ellipsis";
  }
  return "?";
}

const FunctionDef *Module::findFunction(const std::string &name) const {
  for (const StmtPtr &s : body)
    if (auto *f = dyn_cast<FunctionDef>(s.get()))
      if (f->name == name)
        return f;
  return nullptr;
}

std::string dottedName(const Expr *e) {
  if (auto *n = dyn_cast<Name>(e))
    return n->id;
  if (auto *a = dyn_cast<Attribute>(e)) {
    std::string base = dottedName(a->value.get());
    return base.empty() ? "" : base + "." + a->attr;
  }
  return "";
}

// ======================= dumper =======================

namespace {

std::string bytesRepr(const std::string &s) {
  std::string out = "b'";
  for (unsigned char c : s) {
    if (c == '\\' || c == '\'') {
      out += '\\';
      out += static_cast<char>(c);
    } else if (c == '\n') {
      out += "\\n";
    } else if (c == '\t') {
      out += "\\t";
    } else if (c < 0x20 || c >= 0x7F) {
      static const char hex[] = "0123456789abcdef";
      out += "\\x";
      out += hex[c >> 4];
      out += hex[c & 15];
    } else {
      out += static_cast<char>(c);
    }
  }
  return out + "'";
}

class Dumper {
public:
  explicit Dumper(std::ostream &os) : os_(os) {}

  void stmts(const char *field, const StmtList &list, int ind) {
    if (list.empty())
      return;
    line(ind) << field << ":\n";
    for (const StmtPtr &s : list)
      node(*s, ind + 1, "");
  }
  void exprs(const char *field, const ExprList &list, int ind) {
    if (list.empty())
      return;
    line(ind) << field << ":\n";
    for (const ExprPtr &e : list) {
      if (e)
        node(*e, ind + 1, "");
      else
        line(ind + 1) << "<none>\n";
    }
  }
  void child(const char *field, const ExprPtr &e, int ind) {
    if (e)
      node(*e, ind, std::string(field) + "=");
  }
  void params(const std::vector<Param> &ps, int ind) {
    if (ps.empty())
      return;
    line(ind) << "params:\n";
    for (const Param &p : ps) {
      line(ind + 1) << "Param name='" << p.name << "' kind=" << paramKindName(p.kind) << at(p.loc)
                    << "\n";
      child("annotation", p.annotation, ind + 2);
      child("default", p.defaultValue, ind + 2);
    }
  }
  void keywords(const std::vector<Keyword> &kws, int ind) {
    if (kws.empty())
      return;
    line(ind) << "keywords:\n";
    for (const Keyword &k : kws) {
      line(ind + 1) << "Keyword " << (k.arg.empty() ? std::string("**") : "arg='" + k.arg + "'")
                    << at(k.loc) << "\n";
      child("value", k.value, ind + 2);
    }
  }
  void generators(const std::vector<Comprehension> &gens, int ind) {
    line(ind) << "generators:\n";
    for (const Comprehension &c : gens) {
      line(ind + 1) << "comprehension" << (c.isAsync ? " async" : "") << at(c.loc) << "\n";
      child("target", c.target, ind + 2);
      child("iter", c.iter, ind + 2);
      exprs("ifs", c.ifs, ind + 2);
    }
  }
  void aliases(const std::vector<Alias> &as, int ind) {
    line(ind) << "names:\n";
    for (const Alias &a : as) {
      line(ind + 1) << "alias name='" << a.name << "'";
      if (!a.asname.empty())
        os_ << " asname='" << a.asname << "'";
      os_ << at(a.loc) << "\n";
    }
  }
  static std::string names(const std::vector<std::string> &ns) {
    std::string s;
    for (const std::string &n : ns)
      s += (s.empty() ? "'" : ", '") + n + "'";
    return "[" + s + "]";
  }

  void node(const Node &n, int ind, const std::string &prefix);
  void patterns(const char *field, const PatternList &ps, int ind) {
    if (ps.empty())
      return;
    line(ind) << field << ":\n";
    for (const PatternPtr &p : ps)
      node(*p, ind + 1, "");
  }

private:
  std::ostream &line(int ind) {
    for (int i = 0; i < ind; ++i)
      os_ << "  ";
    return os_;
  }
  static std::string at(SourceLocation l) {
    return " @" + std::to_string(l.line) + ":" + std::to_string(l.column);
  }
  std::ostream &os_;
};

void Dumper::node(const Node &n, int ind, const std::string &prefix) {
  line(ind) << prefix << kindName(n.kind);
  const int c = ind + 1;
  switch (n.kind) {
  // ---- statements ----
  case NodeKind::FunctionDef: {
    auto &f = *cast<FunctionDef>(&n);
    os_ << (f.isAsync ? " async" : "") << " name='" << f.name << "'" << at(n.loc) << "\n";
    exprs("decorators", f.decorators, c);
    params(f.params, c);
    child("returns", f.returns, c);
    stmts("body", f.body, c);
    return;
  }
  case NodeKind::ClassDef: {
    auto &k = *cast<ClassDef>(&n);
    os_ << " name='" << k.name << "'" << at(n.loc) << "\n";
    exprs("decorators", k.decorators, c);
    exprs("bases", k.bases, c);
    keywords(k.keywords, c);
    stmts("body", k.body, c);
    return;
  }
  case NodeKind::Return:
    os_ << at(n.loc) << "\n";
    child("value", cast<Return>(&n)->value, c);
    return;
  case NodeKind::Delete:
    os_ << at(n.loc) << "\n";
    exprs("targets", cast<Delete>(&n)->targets, c);
    return;
  case NodeKind::Assign: {
    auto &a = *cast<Assign>(&n);
    os_ << at(n.loc) << "\n";
    exprs("targets", a.targets, c);
    child("value", a.value, c);
    return;
  }
  case NodeKind::AugAssign: {
    auto &a = *cast<AugAssign>(&n);
    os_ << " op=" << binOpName(a.op) << at(n.loc) << "\n";
    child("target", a.target, c);
    child("value", a.value, c);
    return;
  }
  case NodeKind::AnnAssign: {
    auto &a = *cast<AnnAssign>(&n);
    os_ << (a.simple ? " simple" : "") << at(n.loc) << "\n";
    child("target", a.target, c);
    child("annotation", a.annotation, c);
    child("value", a.value, c);
    return;
  }
  case NodeKind::For: {
    auto &f = *cast<For>(&n);
    os_ << (f.isAsync ? " async" : "") << at(n.loc) << "\n";
    child("target", f.target, c);
    child("iter", f.iter, c);
    stmts("body", f.body, c);
    stmts("orelse", f.orelse, c);
    return;
  }
  case NodeKind::While: {
    auto &w = *cast<While>(&n);
    os_ << at(n.loc) << "\n";
    child("test", w.test, c);
    stmts("body", w.body, c);
    stmts("orelse", w.orelse, c);
    return;
  }
  case NodeKind::If: {
    auto &i = *cast<If>(&n);
    os_ << (i.isElif ? " elif" : "") << at(n.loc) << "\n";
    child("test", i.test, c);
    stmts("body", i.body, c);
    stmts("orelse", i.orelse, c);
    return;
  }
  case NodeKind::With: {
    auto &w = *cast<With>(&n);
    os_ << (w.isAsync ? " async" : "") << at(n.loc) << "\n";
    line(c) << "items:\n";
    for (const WithItem &it : w.items) {
      line(c + 1) << "withitem\n";
      child("context_expr", it.contextExpr, c + 2);
      child("optional_vars", it.optionalVars, c + 2);
    }
    stmts("body", w.body, c);
    return;
  }
  case NodeKind::Raise: {
    auto &r = *cast<Raise>(&n);
    os_ << at(n.loc) << "\n";
    child("exc", r.exc, c);
    child("cause", r.cause, c);
    return;
  }
  case NodeKind::Try: {
    auto &t = *cast<Try>(&n);
    os_ << (t.isStar ? " star" : "") << at(n.loc) << "\n";
    stmts("body", t.body, c);
    if (!t.handlers.empty()) {
      line(c) << "handlers:\n";
      for (const ExceptHandler &h : t.handlers) {
        line(c + 1) << "ExceptHandler";
        if (!h.name.empty())
          os_ << " name='" << h.name << "'";
        os_ << at(h.loc) << "\n";
        child("type", h.type, c + 2);
        stmts("body", h.body, c + 2);
      }
    }
    stmts("orelse", t.orelse, c);
    stmts("finalbody", t.finalbody, c);
    return;
  }
  case NodeKind::Assert: {
    auto &a = *cast<Assert>(&n);
    os_ << at(n.loc) << "\n";
    child("test", a.test, c);
    child("msg", a.msg, c);
    return;
  }
  case NodeKind::Import:
    os_ << at(n.loc) << "\n";
    aliases(cast<Import>(&n)->names, c);
    return;
  case NodeKind::ImportFrom: {
    auto &i = *cast<ImportFrom>(&n);
    os_ << " module='" << i.module << "' level=" << i.level << at(n.loc) << "\n";
    aliases(i.names, c);
    return;
  }
  case NodeKind::Global:
    os_ << " names=" << names(cast<Global>(&n)->names) << at(n.loc) << "\n";
    return;
  case NodeKind::Nonlocal:
    os_ << " names=" << names(cast<Nonlocal>(&n)->names) << at(n.loc) << "\n";
    return;
  case NodeKind::ExprStmt:
    os_ << at(n.loc) << "\n";
    child("value", cast<ExprStmt>(&n)->value, c);
    return;
  case NodeKind::Pass:
  case NodeKind::Break:
  case NodeKind::Continue:
    os_ << at(n.loc) << "\n";
    return;

  case NodeKind::Match: {
    auto &m = *cast<Match>(&n);
    os_ << at(n.loc) << "\n";
    child("subject", m.subject, c);
    line(c) << "cases:\n";
    for (const MatchCase &mc : m.cases) {
      line(c + 1) << "match_case" << at(mc.loc) << "\n";
      node(*mc.pattern, c + 2, "pattern=");
      child("guard", mc.guard, c + 2);
      stmts("body", mc.body, c + 2);
    }
    return;
  }

  // ---- patterns ----
  case NodeKind::MatchValue:
    os_ << at(n.loc) << "\n";
    child("value", cast<MatchValue>(&n)->value, c);
    return;
  case NodeKind::MatchSingleton:
    os_ << at(n.loc) << "\n";
    child("value", cast<MatchSingleton>(&n)->value, c);
    return;
  case NodeKind::MatchSequence:
    os_ << at(n.loc) << "\n";
    patterns("patterns", cast<MatchSequence>(&n)->patterns, c);
    return;
  case NodeKind::MatchMapping: {
    auto &m = *cast<MatchMapping>(&n);
    if (!m.rest.empty())
      os_ << " rest='" << m.rest << "'";
    os_ << at(n.loc) << "\n";
    exprs("keys", m.keys, c);
    patterns("patterns", m.patterns, c);
    return;
  }
  case NodeKind::MatchClass: {
    auto &m = *cast<MatchClass>(&n);
    if (!m.kwdAttrs.empty())
      os_ << " kwd_attrs=" << names(m.kwdAttrs);
    os_ << at(n.loc) << "\n";
    child("cls", m.cls, c);
    patterns("patterns", m.patterns, c);
    patterns("kwd_patterns", m.kwdPatterns, c);
    return;
  }
  case NodeKind::MatchStar: {
    auto &m = *cast<MatchStar>(&n);
    if (!m.name.empty())
      os_ << " name='" << m.name << "'";
    os_ << at(n.loc) << "\n";
    return;
  }
  case NodeKind::MatchAs: {
    auto &m = *cast<MatchAs>(&n);
    if (!m.name.empty())
      os_ << " name='" << m.name << "'";
    os_ << at(n.loc) << "\n";
    if (m.pattern)
      node(*m.pattern, c, "pattern=");
    return;
  }
  case NodeKind::MatchOr:
    os_ << at(n.loc) << "\n";
    patterns("patterns", cast<MatchOr>(&n)->patterns, c);
    return;

  // ---- expressions ----
  case NodeKind::BoolOp: {
    auto &b = *cast<BoolOp>(&n);
    os_ << " op=" << boolOpName(b.op) << at(n.loc) << "\n";
    exprs("values", b.values, c);
    return;
  }
  case NodeKind::NamedExpr: {
    auto &w = *cast<NamedExpr>(&n);
    os_ << at(n.loc) << "\n";
    child("target", w.target, c);
    child("value", w.value, c);
    return;
  }
  case NodeKind::BinOp: {
    auto &b = *cast<BinOp>(&n);
    os_ << " op=" << binOpName(b.op) << at(n.loc) << "\n";
    child("left", b.left, c);
    child("right", b.right, c);
    return;
  }
  case NodeKind::UnaryOp: {
    auto &u = *cast<UnaryOp>(&n);
    os_ << " op=" << unaryOpName(u.op) << at(n.loc) << "\n";
    child("operand", u.operand, c);
    return;
  }
  case NodeKind::Lambda: {
    auto &l = *cast<Lambda>(&n);
    os_ << at(n.loc) << "\n";
    params(l.params, c);
    child("body", l.body, c);
    return;
  }
  case NodeKind::IfExp: {
    auto &i = *cast<IfExp>(&n);
    os_ << at(n.loc) << "\n";
    child("test", i.test, c);
    child("body", i.body, c);
    child("orelse", i.orelse, c);
    return;
  }
  case NodeKind::Dict: {
    auto &d = *cast<Dict>(&n);
    os_ << at(n.loc) << "\n";
    exprs("keys", d.keys, c);
    exprs("values", d.values, c);
    return;
  }
  case NodeKind::Set:
    os_ << at(n.loc) << "\n";
    exprs("elts", cast<Set>(&n)->elts, c);
    return;
  case NodeKind::ListComp: {
    auto &l = *cast<ListComp>(&n);
    os_ << at(n.loc) << "\n";
    child("elt", l.elt, c);
    generators(l.generators, c);
    return;
  }
  case NodeKind::SetComp: {
    auto &l = *cast<SetComp>(&n);
    os_ << at(n.loc) << "\n";
    child("elt", l.elt, c);
    generators(l.generators, c);
    return;
  }
  case NodeKind::GeneratorExp: {
    auto &l = *cast<GeneratorExp>(&n);
    os_ << at(n.loc) << "\n";
    child("elt", l.elt, c);
    generators(l.generators, c);
    return;
  }
  case NodeKind::DictComp: {
    auto &d = *cast<DictComp>(&n);
    os_ << at(n.loc) << "\n";
    child("key", d.key, c);
    child("value", d.value, c);
    generators(d.generators, c);
    return;
  }
  case NodeKind::Await:
    os_ << at(n.loc) << "\n";
    child("value", cast<Await>(&n)->value, c);
    return;
  case NodeKind::Yield:
    os_ << at(n.loc) << "\n";
    child("value", cast<Yield>(&n)->value, c);
    return;
  case NodeKind::YieldFrom:
    os_ << at(n.loc) << "\n";
    child("value", cast<YieldFrom>(&n)->value, c);
    return;
  case NodeKind::Compare: {
    auto &k = *cast<Compare>(&n);
    os_ << " ops=[";
    for (size_t i = 0; i < k.ops.size(); ++i)
      os_ << (i ? ", " : "") << cmpOpName(k.ops[i]);
    os_ << "]" << at(n.loc) << "\n";
    child("left", k.left, c);
    exprs("comparators", k.comparators, c);
    return;
  }
  case NodeKind::Call: {
    auto &k = *cast<Call>(&n);
    os_ << at(n.loc) << "\n";
    child("func", k.func, c);
    exprs("args", k.args, c);
    keywords(k.keywords, c);
    return;
  }
  case NodeKind::Constant: {
    auto &k = *cast<Constant>(&n);
    os_ << " " << constantKindName(k.ckind) << " ";
    switch (k.ckind) {
    case Constant::Kind::None: os_ << "None"; break;
    case Constant::Kind::Ellipsis: os_ << "..."; break;
    case Constant::Kind::Bool: os_ << (k.boolValue ? "True" : "False"); break;
    case Constant::Kind::Int:
      if (k.intOverflow)
        os_ << k.text;
      else
        os_ << k.intValue;
      break;
    case Constant::Kind::Float: os_ << pythonFloatRepr(k.floatValue); break;
    case Constant::Kind::Complex: os_ << pythonFloatRepr(k.floatValue) << "j"; break;
    case Constant::Kind::String:
      os_ << (k.isFString ? "f" : "") << pythonStringRepr(k.strValue);
      break;
    case Constant::Kind::Bytes: os_ << bytesRepr(k.strValue); break;
    }
    os_ << at(n.loc) << "\n";
    return;
  }
  case NodeKind::Attribute: {
    auto &a = *cast<Attribute>(&n);
    os_ << " attr='" << a.attr << "' ctx=" << exprContextName(a.ctx) << at(n.loc) << "\n";
    child("value", a.value, c);
    return;
  }
  case NodeKind::Subscript: {
    auto &s = *cast<Subscript>(&n);
    os_ << " ctx=" << exprContextName(s.ctx) << at(n.loc) << "\n";
    child("value", s.value, c);
    child("slice", s.slice, c);
    return;
  }
  case NodeKind::Starred: {
    auto &s = *cast<Starred>(&n);
    os_ << " ctx=" << exprContextName(s.ctx) << at(n.loc) << "\n";
    child("value", s.value, c);
    return;
  }
  case NodeKind::Name: {
    auto &k = *cast<Name>(&n);
    os_ << " id='" << k.id << "' ctx=" << exprContextName(k.ctx) << at(n.loc) << "\n";
    return;
  }
  case NodeKind::List: {
    auto &l = *cast<List>(&n);
    os_ << " ctx=" << exprContextName(l.ctx) << at(n.loc) << "\n";
    exprs("elts", l.elts, c);
    return;
  }
  case NodeKind::Tuple: {
    auto &t = *cast<Tuple>(&n);
    os_ << " ctx=" << exprContextName(t.ctx) << at(n.loc) << "\n";
    exprs("elts", t.elts, c);
    return;
  }
  case NodeKind::Slice: {
    auto &s = *cast<Slice>(&n);
    os_ << at(n.loc) << "\n";
    child("lower", s.lower, c);
    child("upper", s.upper, c);
    child("step", s.step, c);
    return;
  }
  }
  os_ << at(n.loc) << "\n";
}

} // namespace

void dumpNode(const Node &node, std::ostream &os, int indent) {
  Dumper(os).node(node, indent, "");
}

void dumpAST(const Module &module, std::ostream &os) {
  os << "Module";
  if (!module.path.empty())
    os << " path='" << module.path << "'";
  os << "\n";
  Dumper d(os);
  d.stmts("body", module.body, 1);
}

} // namespace ast
} // namespace tritonc

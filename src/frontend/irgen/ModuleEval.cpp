//===- ModuleEval.cpp - evaluating the top level of modules ---------------===//
//
// A kernel reads the names of its module: @jit helpers, constants, shims
// (`try: from triton.language.extra.cuda.libdevice import tanh ...`),
// imports of other modules of its package. Each module's top level is
// evaluated once, on first use, by the same expression evaluator that folds
// constexprs in kernels, with these rules:
//
//  * A statement that cannot be evaluated at compile time (a call of host
//    code, a name from torch, a class) does not stop the module: the names
//    it binds become undefined values that remember why. Using one in a
//    kernel is the error, with a note at the statement.
//  * Imports resolve through the ModuleLoader; `from m import f` binds a
//    lazy import, resolved (and m evaluated) when f is first used, so that
//    a package's host-only modules are parsed but never evaluated. Modules
//    not on the search path are host libraries (torch, numpy): their names
//    are undefined, not errors.
//  * `try`: an import that cannot be resolved raises ImportError and the
//    first handler for it runs. When the body only failed to
//    evaluate (host code), a handler that binds the same names to
//    compile-time values fills them in: that is how library shims read.
//  * `if` on what cannot be evaluated: both branches are evaluated apart;
//    names bound to the same value in both keep it (Triton functions of the
//    same name, e.g. libdevice.rsqrt and tl.math.rsqrt, count as the same),
//    others become undefined, naming the `if`. A branch that imports Triton
//    where the other does not is taken (`if HAS_TRITON: import triton`),
//    and a @jit function that only one branch defines is defined.
//  * A function of the main module that defines a @jit function in its
//    body (a factory building its kernels on first call) is, when that
//    kernel is compiled, evaluated the same way over the module's names
//    (functionScope).
//  * Decorators: @triton.jit (any spelling, with or without arguments)
//    makes a kernel or helper; @triton.autotune / @triton.heuristics keep
//    the function; other decorators (library ones such as @libentry()) are
//    ignored and listed for a note. `f = triton.jit(f)` and
//    `triton.heuristics(...)(f)` work the same way.
//
//===----------------------------------------------------------------------===//
#include "frontend/irgen/CodeGen.h"

#include <algorithm>
#include <filesystem>

namespace tritonc::irgen {

namespace {

/// Whether a module of the triton package can be imported. The shims test
/// old spellings that Triton 3.x removed (`triton.language.libdevice`), so
/// those raise ImportError; other modules are taken to exist (tritonc
/// cannot know every module of every Triton release, and an import that
/// does not resolve must not hide the `triton` name).
bool tritonModuleExists(const std::string &dotted) {
  static const char *removed[] = {"triton.language.libdevice", "triton.ops",
                                  "triton.language.extra.xpu", "triton.language.extra.musa",
                                  "triton.language.extra.ascend", "triton.language.extra.mlu"};
  for (const char *r : removed)
    if (dotted == r || dotted.rfind(std::string(r) + ".", 0) == 0)
      return false;
  return true;
}

bool isTritonModule(const std::string &dotted) {
  return dotted == "triton" || dotted.rfind("triton.", 0) == 0;
}

std::string lastComponent(const std::string &dotted) {
  size_t dot = dotted.rfind('.');
  return dot == std::string::npos ? dotted : dotted.substr(dot + 1);
}

/// What a Triton decorator does: "jit", "keep" (autotune, heuristics) or
/// "constexpr_function"; empty for anything else.
std::string decoratorKind(const Val &v) {
  if (v.kind == Val::Kind::Decorator)
    return v.name;
  if (v.kind != Val::Kind::Namespace || !isTritonModule(v.name))
    return "";
  std::string last = lastComponent(v.name);
  if (last == "jit")
    return "jit";
  if (last == "autotune" || last == "heuristics")
    return "keep";
  if (last == "constexpr_function" || last == "constexpr")
    return "constexpr_function";
  return "";
}

/// Both are the same Triton function under two module paths (a shim's
/// branches: libdevice.rsqrt and tl.math.rsqrt).
bool sameTritonFunction(const Val &a, const Val &b) {
  return a.kind == Val::Kind::Namespace && b.kind == Val::Kind::Namespace && isTritonModule(a.name) &&
         isTritonModule(b.name) && lastComponent(a.name) == lastComponent(b.name);
}

/// Whether `except <type>` handles ImportError.
bool handlesImportError(const ast::ExceptHandler &h) {
  if (!h.type)
    return true;
  std::vector<const ast::Expr *> types;
  if (auto *tuple = llvm::dyn_cast<ast::Tuple>(h.type.get()))
    for (const auto &e : tuple->elts)
      types.push_back(e.get());
  else
    types.push_back(h.type.get());
  for (const ast::Expr *t : types) {
    std::string name = lastComponent(ast::dottedName(t));
    if (name == "ImportError" || name == "ModuleNotFoundError" || name == "Exception" ||
        name == "BaseException")
      return true;
  }
  return false;
}

/// The names a statement binds at module level (assignment targets, defs,
/// classes, imports, loop targets), recursively through compound statements.
void collectBoundNames(const ast::Stmt &stmt, std::vector<std::string> &names);

void collectTargetNames(const ast::Expr *target, std::vector<std::string> &names) {
  if (!target)
    return;
  if (auto *n = llvm::dyn_cast<ast::Name>(target))
    names.push_back(n->id);
  else if (auto *t = llvm::dyn_cast<ast::Tuple>(target))
    for (const auto &e : t->elts)
      collectTargetNames(e.get(), names);
  else if (auto *l = llvm::dyn_cast<ast::List>(target))
    for (const auto &e : l->elts)
      collectTargetNames(e.get(), names);
  else if (auto *s = llvm::dyn_cast<ast::Starred>(target))
    collectTargetNames(s->value.get(), names);
}

void collectBody(const ast::StmtList &body, std::vector<std::string> &names) {
  for (const auto &s : body)
    collectBoundNames(*s, names);
}

void collectBoundNames(const ast::Stmt &stmt, std::vector<std::string> &names) {
  switch (stmt.kind) {
  case ast::NodeKind::Assign:
    for (const auto &t : llvm::cast<ast::Assign>(&stmt)->targets)
      collectTargetNames(t.get(), names);
    return;
  case ast::NodeKind::AnnAssign:
    collectTargetNames(llvm::cast<ast::AnnAssign>(&stmt)->target.get(), names);
    return;
  case ast::NodeKind::AugAssign:
    collectTargetNames(llvm::cast<ast::AugAssign>(&stmt)->target.get(), names);
    return;
  case ast::NodeKind::FunctionDef:
    names.push_back(llvm::cast<ast::FunctionDef>(&stmt)->name);
    return;
  case ast::NodeKind::ClassDef:
    names.push_back(llvm::cast<ast::ClassDef>(&stmt)->name);
    return;
  case ast::NodeKind::Import:
    for (const auto &a : llvm::cast<ast::Import>(&stmt)->names)
      names.push_back(!a.asname.empty() ? a.asname : a.name.substr(0, a.name.find('.')));
    return;
  case ast::NodeKind::ImportFrom:
    for (const auto &a : llvm::cast<ast::ImportFrom>(&stmt)->names)
      if (a.name != "*")
        names.push_back(!a.asname.empty() ? a.asname : a.name);
    return;
  case ast::NodeKind::For: {
    auto &s = *llvm::cast<ast::For>(&stmt);
    collectTargetNames(s.target.get(), names);
    collectBody(s.body, names);
    collectBody(s.orelse, names);
    return;
  }
  case ast::NodeKind::While: {
    auto &s = *llvm::cast<ast::While>(&stmt);
    collectBody(s.body, names);
    collectBody(s.orelse, names);
    return;
  }
  case ast::NodeKind::If: {
    auto &s = *llvm::cast<ast::If>(&stmt);
    collectBody(s.body, names);
    collectBody(s.orelse, names);
    return;
  }
  case ast::NodeKind::With: {
    auto &s = *llvm::cast<ast::With>(&stmt);
    for (const auto &item : s.items)
      collectTargetNames(item.optionalVars.get(), names);
    collectBody(s.body, names);
    return;
  }
  case ast::NodeKind::Try: {
    auto &s = *llvm::cast<ast::Try>(&stmt);
    collectBody(s.body, names);
    for (const auto &h : s.handlers) {
      if (!h.name.empty())
        names.push_back(h.name);
      collectBody(h.body, names);
    }
    collectBody(s.orelse, names);
    collectBody(s.finalbody, names);
    return;
  }
  default:
    return;
  }
}

} // namespace

ModuleInfo &CodeGen::moduleFor(ModuleFile &file) {
  if (auto it = moduleOfFile.find(&file); it != moduleOfFile.end())
    return *it->second;
  ModuleInfo &m = modules.emplace_back();
  m.ast = file.ast.get();
  m.source = file.source.get();
  m.path = file.path.empty() ? file.directory : file.path;
  m.name = file.name;
  m.file = &file;
  moduleOfFile[&file] = &m;
  return m;
}

ModuleInfo *CodeGen::functionScope(ModuleInfo &home, const ast::FunctionDef &outer) {
  if (auto it = functionScopes.find(&outer); it != functionScopes.end())
    return it->second;
  if (failed(evaluateModule(home)))
    return nullptr;
  // The function runs after its module has run: its body sees every name
  // of the module, then binds its own (imports, configs, @jit functions)
  // in order, as a module's top level does; statements that are host code
  // leave the names they bind undefined.
  ModuleInfo &m = modules.emplace_back(home); // its file, source and names
  functionScopes[&outer] = &m;
  m.state = ModuleInfo::State::Evaluating;
  ModuleScope scope(*this, m, nullptr);
  if (failed(evalModuleBody(outer.body, /*inTry=*/false)))
    return nullptr;
  m.state = ModuleInfo::State::Evaluated;
  return &m;
}

ModuleInfo *CodeGen::functionScopeDefining(const ast::FunctionDef &kernel) {
  for (const auto &[outer, scope] : functionScopes)
    for (const auto &[name, value] : scope->globals)
      if (value.kind == Val::Kind::JitFunction && value.function == &kernel && value.module == scope)
        return scope;
  return nullptr;
}

LogicalResult CodeGen::evaluateModule(ModuleInfo &m,
                                      const std::map<std::string, ConstValue> *overrides) {
  // Evaluating: an import cycle; as in Python, the importer sees the names
  // bound so far.
  if (m.state != ModuleInfo::State::Unevaluated)
    return success();
  m.state = ModuleInfo::State::Evaluating;
  if (!m.ast) { // a namespace package has no top level
    m.state = ModuleInfo::State::Evaluated;
    return success();
  }
  ModuleScope scope(*this, m, overrides);
  if (failed(evalModuleBody(m.ast->body, /*inTry=*/false)))
    return failure();
  m.state = ModuleInfo::State::Evaluated;
  return success();
}

CodeGen::ModuleScope::ModuleScope(CodeGen &g, ModuleInfo &m,
                                  const std::map<std::string, ConstValue> *overrides)
    : gen(g), guard(g.b), savedOverrides(g.overrides_) {
  // Whatever the evaluator builds at module level (a tensor, which then is
  // no compile-time value) goes into a scratch module that is never used.
  if (!gen.scratch)
    gen.scratch = mlir::ModuleOp::create(mlir::UnknownLoc::get(&gen.context));
  gen.b.setInsertionPointToEnd(gen.scratch->getBody());
  Frame &f = gen.frames.emplace_back();
  f.module = &m;
  f.moduleLevel = true;
  f.callee = m.name;
  ++gen.evaluatingModule;
  gen.overrides_ = overrides;
}

CodeGen::ModuleScope::~ModuleScope() {
  --gen.evaluatingModule;
  gen.overrides_ = savedOverrides;
  gen.frames.pop_back();
}

Val CodeGen::evalInModule(ModuleInfo &m, const ast::Expr &expr, std::string &why) {
  if (failed(evaluateModule(m)))
    return Failure();
  ModuleScope scope(*this, m, nullptr);
  Val v = genExpr(expr);
  if (failed(v)) {
    why = hostEvalError.value_or("");
    hostEvalError.reset();
    return v;
  }
  if (v.isTensor()) {
    why = "it is a tensor, not a compile-time value";
    return Failure();
  }
  return v;
}

LogicalResult CodeGen::evalModuleBody(const ast::StmtList &body, bool inTry) {
  for (const auto &stmt : body)
    if (failed(evalModuleStmt(*stmt, inTry)))
      return failure();
  return success();
}

Failure CodeGen::failImport(std::string message) {
  importFailure = std::move(message);
  return Failure();
}

void CodeGen::bindUndefined(const ast::Stmt &stmt, const std::string &why) {
  std::vector<std::string> names;
  collectBoundNames(stmt, names);
  for (const std::string &name : names) {
    Val v = Val::undefined(why);
    v.boundIn = frame().module;
    v.boundAt = stmt.loc;
    frame().module->globals[name] = v;
  }
}

LogicalResult CodeGen::evalModuleStmt(const ast::Stmt &stmt, bool inTry) {
  // What cannot be evaluated at compile time makes the names the statement
  // binds undefined; an import that fails does too, unless a `try` around
  // the statement may handle it. Reported errors go up.
  auto evaluate = [&]() -> LogicalResult {
    switch (stmt.kind) {
    case ast::NodeKind::Import:
    case ast::NodeKind::ImportFrom:
      return evalImport(stmt);
    case ast::NodeKind::FunctionDef:
      return evalFunctionDef(*llvm::cast<ast::FunctionDef>(&stmt));
    case ast::NodeKind::ClassDef:
      bindUndefined(stmt, "it is a class, which is host code");
      return success();
    case ast::NodeKind::Assign:
    case ast::NodeKind::AnnAssign: {
      const ast::Expr *value = nullptr;
      std::vector<const ast::Expr *> targets;
      if (auto *a = llvm::dyn_cast<ast::Assign>(&stmt)) {
        value = a->value.get();
        for (const auto &t : a->targets)
          targets.push_back(t.get());
      } else {
        auto *ann = llvm::cast<ast::AnnAssign>(&stmt);
        value = ann->value.get();
        targets.push_back(ann->target.get());
      }
      if (!value)
        return success(); // `x: int` binds nothing
      // -D NAME=VALUE replaces what the main module assigns to NAME.
      if (overrides_ && targets.size() == 1)
        if (auto *n = llvm::dyn_cast<ast::Name>(targets[0]))
          if (auto it = overrides_->find(n->id); it != overrides_->end()) {
            assignName(n->id, Val::constexprValue(it->second));
            return success();
          }
      Val v = genExpr(*value);
      if (failed(v))
        return failure();
      if (v.isTensor())
        return fail(stmt.loc, "a tensor at module level is not a compile-time value");
      for (const ast::Expr *t : targets)
        if (failed(assign(*t, v, /*materialize=*/false)))
          return failure();
      return success();
    }
    case ast::NodeKind::AugAssign: {
      auto &s = *llvm::cast<ast::AugAssign>(&stmt);
      Val operand = genExpr(*s.value);
      if (failed(operand))
        return failure();
      Val current = genExpr(*s.target);
      if (failed(current))
        return failure();
      Val v = binary(s.op, current, operand, s.loc);
      if (failed(v))
        return failure();
      if (v.isTensor())
        return fail(stmt.loc, "a tensor at module level is not a compile-time value");
      return assign(*s.target, v, /*materialize=*/false);
    }
    case ast::NodeKind::If:
      return evalIf(*llvm::cast<ast::If>(&stmt), inTry);
    case ast::NodeKind::Try:
      return evalTry(*llvm::cast<ast::Try>(&stmt), inTry);
    case ast::NodeKind::ExprStmt: // docstrings, host calls: nothing a kernel can see
    case ast::NodeKind::Pass:
    case ast::NodeKind::Assert:
    case ast::NodeKind::Raise:
    case ast::NodeKind::Global:
    case ast::NodeKind::Nonlocal:
    case ast::NodeKind::Delete:
      return success();
    default:
      bindUndefined(stmt, "it is bound inside a module-level loop or 'with', which tritonc does "
                          "not evaluate");
      return success();
    }
  };
  if (succeeded(evaluate()))
    return success();
  if (importFailure) {
    if (inTry)
      return failure(); // for the enclosing `try` (or `if`) to handle
    bindUndefined(stmt, *importFailure);
    importFailure.reset();
    return success();
  }
  if (hostEvalError) {
    bindUndefined(stmt, "it is bound by host code that tritonc cannot evaluate (" + *hostEvalError + ")");
    hostEvalError.reset();
    return success();
  }
  return failure(); // a reported error
}

LogicalResult CodeGen::evalImport(const ast::Stmt &stmt) {
  ModuleInfo &m = *frame().module;
  auto hostLibrary = [&](const std::string &dotted) {
    Val v = Val::undefined("it comes from '" + dotted + "', a module that is not on tritonc's search path (" +
                           loader.describeSearchPath() + "); host libraries such as torch cannot be used "
                           "in a kernel, and a module of your package needs -I");
    v.boundIn = &m;
    v.boundAt = stmt.loc;
    return v;
  };
  auto notFound = [&](const std::string &dotted) {
    return failImport("no module named '" + dotted + "' (search path: " + loader.describeSearchPath() + ")");
  };
  // Fails when the module does not parse (reported by the loader).
  auto findAbsolute = [&](const std::string &dotted) -> FailureOr<ModuleFile *> {
    bool parseFailed = false;
    ModuleFile *f = loader.findAbsolute(dotted, parseFailed);
    if (parseFailed)
      return failure();
    return f;
  };

  if (auto *imp = llvm::dyn_cast<ast::Import>(&stmt)) {
    for (const ast::Alias &alias : imp->names) {
      std::string top = alias.name.substr(0, alias.name.find('.'));
      std::string bound = alias.asname.empty() ? top : alias.asname;
      if (isTritonModule(alias.name)) {
        if (!tritonModuleExists(alias.name))
          return failImport("no module named '" + alias.name + "' in Triton 3.x");
        assignName(bound, Val::ns(alias.asname.empty() ? top : alias.name));
        continue;
      }
      // torch is a namespace too: its dtypes and finfo/iinfo constants are
      // compile-time values (Expressions.cpp); the rest is host code. So is
      // os, for os.environ.get and os.getenv (Builtins.cpp).
      if ((top == "torch" || top == "os") && !loader.hasTopLevel(top)) {
        assignName(bound, Val::ns(alias.asname.empty() ? top : alias.name));
        continue;
      }
      if (!loader.hasTopLevel(top)) {
        assignName(bound, hostLibrary(alias.name));
        continue;
      }
      FailureOr<ModuleFile *> f = findAbsolute(alias.name);
      if (failed(f))
        return failure();
      if (!*f)
        return notFound(alias.name);
      if (alias.asname.empty() && failed(f = findAbsolute(top)))
        return failure();
      Val v;
      v.kind = Val::Kind::Module;
      v.module = &moduleFor(**f);
      assignName(bound, v);
    }
    return success();
  }

  auto &from = *llvm::cast<ast::ImportFrom>(&stmt);
  std::string dotted = from.module;
  ModuleFile *source = nullptr;
  if (from.level == 0 && isTritonModule(dotted)) {
    if (!tritonModuleExists(dotted))
      return failImport("no module named '" + dotted + "' in Triton 3.x");
    for (const ast::Alias &alias : from.names)
      if (alias.name != "*")
        assignName(alias.asname.empty() ? alias.name : alias.asname, Val::ns(dotted + "." + alias.name));
    return success();
  }
  if (from.level == 0) {
    std::string top = dotted.substr(0, dotted.find('.'));
    if ((top == "torch" || top == "os") && !loader.hasTopLevel(top)) {
      for (const ast::Alias &alias : from.names)
        if (alias.name != "*")
          assignName(alias.asname.empty() ? alias.name : alias.asname, Val::ns(dotted + "." + alias.name));
      return success();
    }
    if (!loader.hasTopLevel(top)) {
      for (const ast::Alias &alias : from.names)
        if (alias.name != "*")
          assignName(alias.asname.empty() ? alias.name : alias.asname, hostLibrary(dotted));
      return success();
    }
    FailureOr<ModuleFile *> found = findAbsolute(dotted);
    if (failed(found))
      return failure();
    source = *found;
  } else {
    std::string directory = m.file ? m.file->directory
                                    : std::filesystem::path(m.path).parent_path().string();
    bool parseFailed = false;
    source = loader.findRelative(directory, from.level, dotted, parseFailed);
    if (parseFailed)
      return failure(); // reported by the loader
    dotted = std::string(from.level, '.') + dotted;
  }
  if (!source)
    return notFound(dotted);
  ModuleInfo &target = moduleFor(*source);
  for (const ast::Alias &alias : from.names) {
    if (alias.name == "*") {
      // Searched when a name is missing (findGlobal): packages star-import
      // every module they have, and most of them no kernel needs.
      m.starSources.push_back(&target);
      continue;
    }
    std::string bound = alias.asname.empty() ? alias.name : alias.asname;
    // A submodule of a package (`from pkg.utils import ext as e`) is the
    // module itself, and the package's __init__ need not run for it, unless
    // the __init__ binds that name itself (as Python, it then wins).
    std::vector<std::string> initNames;
    if (source->ast)
      for (const auto &s : source->ast->body) {
        // `from . import sub` / `from pkg import sub` in the __init__ binds
        // the submodule itself: no reason to evaluate the __init__ for it.
        if (auto *f = llvm::dyn_cast<ast::ImportFrom>(s.get());
            f && ((f->level == 1 && f->module.empty()) || (f->level == 0 && f->module == source->name)))
          continue;
        collectBoundNames(*s, initNames);
      }
    if (source->isPackage &&
        std::find(initNames.begin(), initNames.end(), alias.name) == initNames.end()) {
      bool parseFailed = false;
      if (ModuleFile *sub = loader.findRelative(source->directory, 1, alias.name, parseFailed)) {
        Val v;
        v.kind = Val::Kind::Module;
        v.module = &moduleFor(*sub);
        assignName(bound, v);
        continue;
      }
      if (parseFailed)
        return failure(); // reported by the loader
    }
    Val lazy;
    lazy.kind = Val::Kind::LazyImport;
    lazy.module = &target;
    lazy.name = alias.name;
    lazy.boundIn = &m;
    lazy.boundAt = alias.loc.isValid() ? alias.loc : stmt.loc;
    assignName(bound, lazy);
  }
  return success();
}

FailureOr<Val *> CodeGen::findGlobal(ModuleInfo &m, const std::string &name) {
  if (failed(evaluateModule(m)))
    return failure();
  if (auto it = m.globals.find(name); it != m.globals.end())
    return &it->second;
  if (name.empty() || name[0] == '_')
    return nullptr; // a star import brings public names only
  for (auto source = m.starSources.rbegin(); source != m.starSources.rend(); ++source)
    if (*source != &m) {
      FailureOr<Val *> v = findGlobal(**source, name);
      if (failed(v) || *v)
        return v;
    }
  return nullptr;
}

std::optional<Val> CodeGen::readGlobal(ModuleInfo &m, const std::string &name, const std::string &shown,
                                       SourceLocation use) {
  FailureOr<Val *> found = findGlobal(m, name);
  if (failed(found))
    return Val::invalid();
  if (!*found)
    return std::nullopt;
  Val value = **found;
  if (value.kind == Val::Kind::LazyImport) {
    value = resolveImport(value, use);
    if (failed(value))
      return value;
    m.globals[name] = value; // resolved once
  } else if (value.kind == Val::Kind::Undefined) {
    return Val(failUndefined(value, shown, use));
  }
  return value;
}

Val CodeGen::resolveImport(const Val &lazy, SourceLocation use) {
  ModuleInfo &target = *lazy.module;
  FailureOr<Val *> found = findGlobal(target, lazy.name);
  if (failed(found))
    return Failure();
  if (!*found)
    return failWithNote(use, "cannot import name '" + lazy.name + "' from '" + target.name + "' (" + target.path + ")",
                 lazy.boundIn, lazy.boundAt, "imported here");
  auto it = target.globals.find(lazy.name);
  if (it == target.globals.end()) // from a star import of the target
    it = target.globals.emplace(lazy.name, **found).first;
  if (it->second.kind == Val::Kind::LazyImport) {
    // A re-export (`from .impl import f` in the package's __init__.py); a
    // chain that comes back to itself is Python's circular ImportError.
    if (++resolvingImports > 64) {
      resolvingImports = 0;
      return failWithNote(use, "cannot import name '" + lazy.name + "' from '" + target.name +
                            "': the imports form a cycle",
                   lazy.boundIn, lazy.boundAt, "imported here");
    }
    Val resolved = resolveImport(it->second, use);
    if (failed(resolved))
      return resolved;
    --resolvingImports;
    target.globals[lazy.name] = resolved;
    return resolved;
  }
  if (it->second.kind == Val::Kind::Undefined) {
    Val v = it->second;
    return failUndefined(v, lazy.name, use);
  }
  return it->second;
}

Failure CodeGen::failUndefined(const Val &v, const std::string &name, SourceLocation l) {
  if (!v.boundIn)
    return fail(l, v.name); // a kernel local: the message says it all
  return failWithNote(l, "'" + name + "' cannot be used in a kernel: " + v.name, v.boundIn, v.boundAt,
               "'" + name + "' is bound here");
}

Val CodeGen::decorate(const Val &fn, const Val &decorator, SourceLocation l, const std::string &spelling) {
  if (fn.kind != Val::Kind::JitFunction)
    return fail(l, spelling + " applies to functions, not to " + fn.describe());
  std::string kind = decoratorKind(decorator);
  Val result = fn;
  if (kind == "jit" || kind == "constexpr_function")
    result.jit = true;
  else if (kind.empty())
    ignoredDecorators_[fn.function].emplace_back(l, spelling);
  return result;
}

std::optional<Val> CodeGen::decoratorCall(const Val &callee, const ast::Call &call) {
  std::string kind = decoratorKind(callee);
  if (kind.empty() || callee.kind == Val::Kind::Decorator)
    return std::nullopt;
  // triton.jit(f), triton.jit(f, debug=True), tl.constexpr_function(f):
  // the function, decorated. The other arguments (autotune configs,
  // heuristics lambdas) are host values and are not evaluated.
  if (kind != "keep" && !call.args.empty()) {
    Val fn = genExpr(*call.args[0]);
    if (failed(fn))
      return fn;
    if (fn.kind == Val::Kind::JitFunction)
      return decorate(fn, callee, call.loc, ast::dottedName(call.func.get()));
    if (kind == "constexpr_function")
      return std::nullopt; // tl.constexpr(4): a value, not a decorator
    return fail(call.args[0]->loc, ast::dottedName(call.func.get()) + "() expects a function, got " + fn.describe());
  }
  if (kind == "constexpr_function")
    return std::nullopt;
  Val d;
  d.kind = Val::Kind::Decorator;
  d.name = kind;
  return d;
}

LogicalResult CodeGen::evalFunctionDef(const ast::FunctionDef &def) {
  Val fn = Val::makeFunction(&def, frame().module, false);
  ignoredDecorators_[&def].clear(); // a module evaluated again (-D) lists them again
  // Decorators apply innermost (last) first.
  for (size_t i = def.decorators.size(); i-- > 0;) {
    const ast::Expr *d = def.decorators[i].get();
    auto *call = llvm::dyn_cast<ast::Call>(d);
    const ast::Expr *callee = call ? call->func.get() : d;
    std::string spelling = "@" + ast::dottedName(callee) + (call ? "(...)" : "");
    Val value = genExpr(*callee);
    if (failed(value)) {
      if (!hostEvalError)
        return failure();
      // Host code (a library's own decorator): ignored, and listed.
      hostEvalError.reset();
      ignoredDecorators_[&def].emplace_back(d->loc, spelling);
      continue;
    }
    // @triton.jit(num_warps=4) and the like: what the call returns is the
    // decorator; its arguments are read by the specialization.
    if (call && decoratorKind(value).empty()) {
      ignoredDecorators_[&def].emplace_back(d->loc, spelling);
      continue;
    }
    fn = decorate(fn, value, d->loc, spelling);
    if (failed(fn))
      return failure();
  }
  assignName(def.name, fn);
  return success();
}

LogicalResult CodeGen::evalIf(const ast::If &stmt, bool inTry) {
  std::optional<bool> known;
  Val test = genExpr(*stmt.test);
  if (succeeded(test) && !test.isTensor()) {
    FailureOr<bool> truth = truthy(test, stmt.test->loc);
    if (succeeded(truth))
      known = *truth;
  }
  if (!known && hostEvalError) // host code: the test is not known
    hostEvalError.reset();
  else if (!known && (failed(test) || !test.isTensor()))
    return failure(); // a reported error
  if (known)
    return evalModuleBody(*known ? stmt.body : stmt.orelse, inTry);
  // The test is host code: evaluate both branches apart and keep what
  // they agree on.
  ModuleInfo &m = *frame().module;
  const std::map<std::string, Val> before = m.globals;
  // The globals after a branch; nullopt when an import in it fails.
  auto runBranch = [&](const ast::StmtList &body)
      -> FailureOr<std::optional<std::map<std::string, Val>>> {
    m.globals = before;
    if (failed(evalModuleBody(body, inTry))) {
      if (!importFailure)
        return failure();
      importFailure.reset();
      return std::optional<std::map<std::string, Val>>();
    }
    return std::optional<std::map<std::string, Val>>(m.globals);
  };
  auto thenResult = runBranch(stmt.body);
  if (failed(thenResult))
    return failure();
  auto elseResult = runBranch(stmt.orelse);
  if (failed(elseResult))
    return failure();
  const auto &thenGlobals = *thenResult, &elseGlobals = *elseResult;
  if (!thenGlobals && !elseGlobals) {
    m.globals = before;
    if (inTry)
      return failImport("both branches of an 'if' fail to import");
    bindUndefined(stmt, "both branches of the 'if' that binds it fail to import");
    return success();
  }
  if (!thenGlobals || !elseGlobals) {
    m.globals = thenGlobals ? *thenGlobals : *elseGlobals;
    return success();
  }
  // `if HAS_TRITON: import triton ... else: triton = Placeholder()`: when
  // only one branch imports Triton, the other is the one for a Python
  // without Triton, which cannot be running when a kernel is compiled: the
  // branch that imports Triton is taken.
  auto importsTriton = [&](const std::map<std::string, Val> &globals) {
    for (const auto &[name, value] : globals) {
      auto old = before.find(name);
      if (value.kind == Val::Kind::Namespace && isTritonModule(value.name) &&
          (old == before.end() || !old->second.sameAs(value)))
        return true;
    }
    return false;
  };
  if (importsTriton(*thenGlobals) != importsTriton(*elseGlobals)) {
    m.globals = importsTriton(*thenGlobals) ? *thenGlobals : *elseGlobals;
    return success();
  }
  m.globals = before;
  std::set<std::string> names;
  for (const auto *g : {&*thenGlobals, &*elseGlobals})
    for (const auto &[name, value] : *g) {
      auto old = before.find(name);
      if (old == before.end() || !old->second.sameAs(value))
        names.insert(name);
    }
  for (const std::string &name : names) {
    auto a = thenGlobals->find(name), c = elseGlobals->find(name);
    if (a != thenGlobals->end() && c != elseGlobals->end() &&
        (a->second.sameAs(c->second) || sameTritonFunction(a->second, c->second))) {
      m.globals[name] = a->second;
      continue;
    }
    // A @jit function only one branch defines (`if gpu_available(): @jit
    // def k ...`, nothing else under that name): a kernel compiled by that
    // name exists only when that branch runs, so it is taken as defined.
    bool onlyThen = a != thenGlobals->end() && c == elseGlobals->end();
    bool onlyElse = c != elseGlobals->end() && a == thenGlobals->end();
    if ((onlyThen || onlyElse) && !before.count(name)) {
      const Val &defined = onlyThen ? a->second : c->second;
      if (defined.kind == Val::Kind::JitFunction && defined.jit) {
        m.globals[name] = defined;
        continue;
      }
    }
    Val v = Val::undefined("its value depends on the test of this 'if', which tritonc cannot "
                           "evaluate at compile time");
    v.boundIn = &m;
    v.boundAt = stmt.loc;
    m.globals[name] = v;
  }
  return success();
}

LogicalResult CodeGen::evalTry(const ast::Try &stmt, bool inTry) {
  ModuleInfo &m = *frame().module;
  const std::map<std::string, Val> before = m.globals;
  const ast::ExceptHandler *handler = nullptr;
  for (const auto &h : stmt.handlers)
    if (handlesImportError(h)) {
      handler = &h;
      break;
    }
  bool importFailed = false;
  if (failed(evalModuleBody(stmt.body, /*inTry=*/true))) {
    if (!importFailure)
      return failure();
    importFailed = true;
    if (!handler) {
      m.globals = before;
      if (inTry)
        return failure(); // the import failure goes on to the enclosing `try`
      importFailure.reset();
      bindUndefined(stmt, "an import in this 'try' fails and no handler catches ImportError");
      return success();
    }
    importFailure.reset();
  }
  if (importFailed) {
    m.globals = before;
    if (failed(evalModuleBody(handler->body, inTry)))
      return failure();
  } else {
    if (handler) {
      // Names the body left undefined (host code) take the handler's
      // compile-time values, if it has any.
      const std::map<std::string, Val> afterBody = m.globals;
      bool anyUndefined = false;
      for (const auto &[name, value] : afterBody)
        if (value.kind == Val::Kind::Undefined && value.boundIn == &m &&
            (!before.count(name) || !before.at(name).sameAs(value)))
          anyUndefined = true;
      if (anyUndefined) {
        m.globals = before;
        bool handlerOk = true;
        if (failed(evalModuleBody(handler->body, /*inTry=*/true))) {
          if (!importFailure)
            return failure();
          importFailure.reset();
          handlerOk = false;
        }
        std::map<std::string, Val> afterHandler = m.globals;
        m.globals = afterBody;
        if (handlerOk)
          for (auto &[name, value] : m.globals) {
            auto h = afterHandler.find(name);
            if (value.kind == Val::Kind::Undefined && h != afterHandler.end() &&
                h->second.kind != Val::Kind::Undefined)
              value = h->second;
          }
      }
    }
    if (failed(evalModuleBody(stmt.orelse, inTry)))
      return failure();
  }
  return evalModuleBody(stmt.finalbody, inTry);
}

} // namespace tritonc::irgen

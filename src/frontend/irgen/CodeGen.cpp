//===- CodeGen.cpp - statements, names and calls of a kernel --------------===//
#include "frontend/irgen/CodeGen.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Verifier.h"

namespace tritonc::irgen {

Val Val::tensor(mlir::Value v, TensorType t) {
  Val r;
  r.kind = Kind::Tensor;
  r.value = v;
  r.type = std::move(t);
  return r;
}
Val Val::constexprValue(ConstValue c) {
  Val r;
  r.kind = Kind::Constexpr;
  r.constant = std::move(c);
  return r;
}
Val Val::ns(std::string path) {
  // `tl.float32` and friends are dtype objects.
  for (const char *prefix : {"triton.language.core.", "triton.language."})
    if (path.rfind(prefix, 0) == 0) {
      std::string dtype = dtypeFromLanguageName(path.substr(std::string(prefix).size()));
      if (!dtype.empty())
        return Val::dtype(dtype);
    }
  Val r;
  r.kind = Kind::Namespace;
  r.name = std::move(path);
  return r;
}
Val Val::dtype(DType d) {
  Val r;
  r.kind = Kind::DTypeObj;
  r.name = std::move(d);
  return r;
}
Val Val::tuple(std::vector<Val> elements) {
  Val r;
  r.kind = Kind::Tuple;
  r.elements = std::move(elements);
  return r;
}
Val Val::undefined(std::string why) {
  Val r;
  r.kind = Kind::Undefined;
  r.name = std::move(why);
  return r;
}

std::string Val::describe() const {
  switch (kind) {
  case Kind::Tensor: return "'" + type.str() + "'";
  case Kind::Constexpr: return "constexpr " + constant.repr();
  case Kind::Namespace: return "'" + name + "'";
  case Kind::DTypeObj: return "dtype " + displayName(name);
  case Kind::JitFunction: return "function '" + function->name + "'";
  case Kind::Tuple: return "tuple";
  case Kind::Method: return "method '" + name + "'";
  case Kind::Undefined: return "undefined name";
  }
  return "value";
}

CodeGen::CodeGen(mlir::MLIRContext &ctx, const ast::Module &m, const KernelSpec &s,
                 DiagnosticEngine &d)
    : b(&ctx), context(ctx), spec(s), diags(d) {
  ModuleInfo &user = modules.emplace_back();
  user.ast = &m;
  user.source = d.source();
  user.path = m.path;
}

void CodeGen::fail(SourceLocation l, const std::string &message) {
  const ModuleInfo *current = frames.empty() ? &userModule() : frame().module;
  if (!current->isStdlib) {
    diags.error(l, message);
    throw CodeGenError();
  }
  // An error inside the standard library: show it there, then the user's
  // call that led to it.
  const SourceFile *saved = diags.source();
  diags.setSource(current->source);
  diags.error(l, message);
  diags.setSource(saved);
  for (size_t i = frames.size() - 1; i > 0; --i)
    if (frames[i].module->isStdlib && !frames[i - 1].module->isStdlib) {
      diags.note(frames[i].callLoc, "in this call to '" + frames[i].callee + "' (standard library)");
      break;
    }
  throw CodeGenError();
}

mlir::Location CodeGen::loc(SourceLocation l) {
  const ModuleInfo *current = frames.empty() ? &userModule() : frame().module;
  return mlir::FileLineColLoc::get(&context, current->path, l.line, l.column);
}

/// Module-level names a kernel may use: imports, @jit functions, constants.
void CodeGen::collectGlobals(ModuleInfo &m, bool applyOverrides) {
  for (const auto &stmt : m.ast->body) {
    if (auto *imp = ast::dyn_cast<ast::Import>(stmt.get())) {
      for (const auto &alias : imp->names) {
        if (!alias.asname.empty())
          m.globals[alias.asname] = Val::ns(alias.name);
        else
          m.globals[alias.name.substr(0, alias.name.find('.'))] =
              Val::ns(alias.name.substr(0, alias.name.find('.')));
      }
    } else if (auto *from = ast::dyn_cast<ast::ImportFrom>(stmt.get())) {
      for (const auto &alias : from->names)
        if (alias.name != "*")
          m.globals[alias.asname.empty() ? alias.name : alias.asname] =
              Val::ns(from->module + "." + alias.name);
    } else if (auto *def = ast::dyn_cast<ast::FunctionDef>(stmt.get())) {
      Val fn;
      fn.kind = Val::Kind::JitFunction;
      fn.function = def;
      fn.module = &m;
      m.globals[def->name] = fn;
    } else {
      const ast::Expr *target = nullptr, *value = nullptr;
      if (auto *assign = ast::dyn_cast<ast::Assign>(stmt.get());
          assign && assign->targets.size() == 1) {
        target = assign->targets[0].get();
        value = assign->value.get();
      } else if (auto *ann = ast::dyn_cast<ast::AnnAssign>(stmt.get())) {
        target = ann->target.get();
        value = ann->value.get();
      }
      auto *name = target ? ast::dyn_cast<ast::Name>(target) : nullptr;
      if (!name)
        continue;
      if (applyOverrides)
        if (auto it = spec.globalOverrides.find(name->id); it != spec.globalOverrides.end()) {
          m.globals[name->id] = Val::constexprValue(it->second);
          continue;
        }
      // A literal, or tl.constexpr(literal), is a constant the kernel can use.
      const ast::Expr *literal = value;
      if (auto *call = value ? ast::dyn_cast<ast::Call>(value) : nullptr) {
        std::string callee = ast::dottedName(call->func.get());
        if (callee.size() >= 9 && callee.rfind("constexpr") == callee.size() - 9 &&
            call->args.size() == 1)
          literal = call->args[0].get();
      }
      bool negative = false;
      if (auto *u = literal ? ast::dyn_cast<ast::UnaryOp>(literal) : nullptr;
          u && u->op == ast::UnaryOpKind::USub) {
        negative = true;
        literal = u->operand.get();
      }
      auto *c = literal ? ast::dyn_cast<ast::Constant>(literal) : nullptr;
      if (c && c->ckind == ast::Constant::Kind::Int && !c->intOverflow)
        m.globals[name->id] = Val::constexprValue(ConstValue::fromInt(negative ? -c->intValue : c->intValue));
      else if (c && c->ckind == ast::Constant::Kind::Float)
        m.globals[name->id] = Val::constexprValue(ConstValue::fromFloat(negative ? -c->floatValue : c->floatValue));
      else if (c && !negative && c->ckind == ast::Constant::Kind::Bool)
        m.globals[name->id] = Val::constexprValue(ConstValue::fromBool(c->boolValue));
      else if (c && !negative && c->ckind == ast::Constant::Kind::String)
        m.globals[name->id] = Val::constexprValue(ConstValue::fromString(c->strValue));
      else {
        m.globals.erase(name->id);
        m.hostGlobals[name->id] = name->loc;
      }
    }
  }
}

Val CodeGen::lookup(const std::string &name, SourceLocation l) {
  const Frame &f = frame();
  // Inlined functions do not see their caller's locals.
  if (auto found = f.locals.find(name); found != f.locals.end()) {
    if (found->second.kind == Val::Kind::Undefined)
      fail(l, found->second.name);
    return found->second;
  }
  const ModuleInfo &m = *f.module;
  if (auto found = m.globals.find(name); found != m.globals.end())
    return found->second;
  if (m.hostGlobals.count(name))
    fail(l, "global '" + name + "' is not a constant: a kernel can only read module-level "
             "constants (literals or tl.constexpr)");
  static const char *pythonBuiltins[] = {"range", "min", "max", "len", "int", "float", "bool",
                                         "print", "isinstance", "abs"};
  for (const char *builtin : pythonBuiltins)
    if (name == builtin)
      return Val::ns(std::string("builtins.") + builtin);
  if (name == "True" || name == "False")
    return Val::constexprValue(ConstValue::fromBool(name == "True"));
  fail(l, "name '" + name + "' is not defined");
}

mlir::OwningOpRef<mlir::ModuleOp> CodeGen::run() {
  collectGlobals(modules.front(), /*applyOverrides=*/true);
  const ast::FunctionDef &fn = *spec.function;
  auto moduleOp = mlir::ModuleOp::create(loc(fn.loc));
  b.setInsertionPointToEnd(moduleOp.getBody());

  std::vector<mlir::Type> argTypes;
  std::vector<const SpecParam *> runtimeParams;
  for (const SpecParam &p : spec.params)
    if (!p.isConstexpr && !p.equalsOne) {
      mlir::Type t = toMLIRType(b, DType(p.type));
      if (!t) {
        diags.error(p.loc, "unsupported type '" + p.type + "' for parameter '" + p.name + "'");
        return nullptr;
      }
      argTypes.push_back(t);
      runtimeParams.push_back(&p);
    }
  auto func = b.create<mlir::func::FuncOp>(loc(fn.nameLoc), fn.name,
                                           b.getFunctionType(argTypes, {}));
  func->setAttr(tile::kKernelAttr, b.getUnitAttr());
  for (size_t i = 0; i < runtimeParams.size(); ++i)
    if (runtimeParams[i]->divisibility > 1)
      func.setArgAttr(i, tile::kDivisibilityAttr, b.getI32IntegerAttr(runtimeParams[i]->divisibility));
  mlir::Block *entry = func.addEntryBlock();
  b.setInsertionPointToStart(entry);

  Frame &top = frames.emplace_back();
  top.module = &modules.front();
  top.callee = fn.name;
  size_t argIndex = 0;
  for (const SpecParam &p : spec.params) {
    if (p.isConstexpr) {
      top.locals[p.name] = Val::constexprValue(p.value);
    } else if (p.equalsOne) {
      // Specialized to 1 (":1"): a constant of the parameter's type.
      mlir::Type t = toMLIRType(b, DType(p.type));
      auto one = b.create<mlir::arith::ConstantOp>(loc(p.loc), b.getIntegerAttr(t, 1));
      top.locals[p.name] = Val::tensor(one, TensorType{p.type, {}});
    } else {
      top.locals[p.name] = Val::tensor(entry->getArgument(argIndex++), TensorType{p.type, {}});
    }
  }
  try {
    genBlock(fn.body);
    if (top.returnValue && !top.returnValue->isNone())
      fail(fn.loc, "a kernel cannot return a value");
  } catch (const CodeGenError &) {
    moduleOp.erase();
    return nullptr;
  }
  b.create<mlir::func::ReturnOp>(loc(fn.loc));
  return moduleOp;
}

void CodeGen::genBlock(const ast::StmtList &body) {
  for (const auto &stmt : body) {
    genStmt(*stmt);
    if (frame().returned)
      return; // the rest is dead code, as after a Python `return`
  }
}

static const char *statementName(ast::NodeKind kind) {
  switch (kind) {
  case ast::NodeKind::With: return "'with' statements";
  case ast::NodeKind::Try: return "'try' statements";
  case ast::NodeKind::Raise: return "'raise' statements";
  case ast::NodeKind::ClassDef: return "class definitions";
  case ast::NodeKind::FunctionDef: return "nested function definitions";
  case ast::NodeKind::Import:
  case ast::NodeKind::ImportFrom: return "imports";
  case ast::NodeKind::Global: return "'global' statements";
  case ast::NodeKind::Nonlocal: return "'nonlocal' statements";
  case ast::NodeKind::Delete: return "'del' statements";
  case ast::NodeKind::Match: return "'match' statements";
  default: return nullptr;
  }
}

/// `range(...)`, `tl.range(...)` or `tl.static_range(...)`: the callee path.
static std::string rangeKind(const Val &callee) {
  if (callee.kind != Val::Kind::Namespace)
    return "";
  for (const char *name : {"builtins.range", "triton.language.range", "triton.language.core.range",
                           "triton.language.static_range", "triton.language.core.static_range"})
    if (callee.name == name)
      return callee.name.substr(callee.name.rfind('.') + 1);
  return "";
}

void CodeGen::genStmt(const ast::Stmt &stmt) {
  switch (stmt.kind) {
  case ast::NodeKind::ExprStmt: {
    auto &s = *ast::cast<ast::ExprStmt>(&stmt);
    // A docstring or other bare constant is a no-op.
    if (!ast::isa<ast::Constant>(s.value.get()))
      genExpr(*s.value);
    return;
  }
  case ast::NodeKind::Pass:
    return;
  case ast::NodeKind::Assign: {
    auto &s = *ast::cast<ast::Assign>(&stmt);
    Val value = genExpr(*s.value);
    for (const auto &target : s.targets)
      assign(*target, value, /*materialize=*/true);
    return;
  }
  case ast::NodeKind::AnnAssign: {
    auto &s = *ast::cast<ast::AnnAssign>(&stmt);
    if (!s.value)
      fail(s.loc, "an annotated name in a kernel needs a value");
    std::string annotation = ast::dottedName(s.annotation.get());
    bool constexprAnnotation = annotation == "constexpr" ||
                               (annotation.size() > 10 &&
                                annotation.compare(annotation.size() - 10, 10, ".constexpr") == 0);
    Val value = genExpr(*s.value);
    if (constexprAnnotation && value.isTensor())
      fail(s.value->loc, "'" + ast::dottedName(s.target.get()) + "' is annotated tl.constexpr but its value, " +
                             value.describe() + ", is only known at run time");
    assign(*s.target, value, /*materialize=*/!constexprAnnotation);
    return;
  }
  case ast::NodeKind::AugAssign: {
    auto &s = *ast::cast<ast::AugAssign>(&stmt);
    Val current = genExpr(*s.target);
    assign(*s.target, binary(s.op, current, genExpr(*s.value), s.loc), /*materialize=*/true);
    return;
  }
  case ast::NodeKind::Return: {
    auto &s = *ast::cast<ast::Return>(&stmt);
    if (frame().runtimeDepth > 0)
      fail(s.loc, "'return' inside a runtime 'if', 'for' or 'while' is not supported: assign the "
                  "result to a name and return it at the end of the function");
    frame().returnValue = s.value ? genExpr(*s.value) : Val::none();
    frame().returned = true;
    return;
  }
  case ast::NodeKind::If: {
    auto &s = *ast::cast<ast::If>(&stmt);
    Val test = genExpr(*s.test);
    if (test.isConstexpr()) {
      genBlock(truthy(test, s.test->loc) ? s.body : s.orelse);
      return;
    }
    genIf(s, test);
    return;
  }
  case ast::NodeKind::For: {
    auto &s = *ast::cast<ast::For>(&stmt);
    auto *call = ast::dyn_cast<ast::Call>(s.iter.get());
    Val callee = call ? genExpr(*call->func) : Val();
    std::string kind = rangeKind(callee);
    if (kind.empty())
      fail(s.iter->loc, "a kernel loop must iterate over range(), tl.range() or tl.static_range()");
    if (!s.orelse.empty())
      fail(s.loc, "'for ... else' is not supported in a kernel");
    CallArgs args = evalArgs(*call);
    if (kind != "static_range") {
      genFor(s, callee, args);
      return;
    }
    BoundArgs bound = bindArgs(args, "static_range", {"arg1", "arg2", "step"}, 1);
    std::vector<int64_t> bounds;
    for (size_t i = 0; i < 3; ++i) {
      if (!bound[i])
        continue;
      if (!bound[i]->isConstexpr() || !bound[i]->constant.isInt())
        fail(bound.locs[i], "the bounds of tl.static_range must be constexpr integers, got " +
                                bound[i]->describe() + " (use range() or tl.range() for runtime bounds)");
      bounds.push_back(bound[i]->constant.getInt());
    }
    int64_t lo = bounds.size() > 1 ? bounds[0] : 0, hi = bounds.size() > 1 ? bounds[1] : bounds[0];
    int64_t step = bounds.size() > 2 ? bounds[2] : 1;
    if (step == 0)
      fail(s.iter->loc, "static_range() step must not be zero");
    // In 128-bit arithmetic: the bounds may be anywhere in int64.
    __int128 span = step > 0 ? (__int128)hi - lo : (__int128)lo - hi;
    __int128 mag = step > 0 ? (__int128)step : -(__int128)step;
    __int128 trips = span <= 0 ? 0 : (span + mag - 1) / mag;
    if (trips > 4096)
      fail(s.iter->loc, "a tl.static_range loop is unrolled, and " + std::to_string((long long)trips) +
                            " iterations are too many (the limit is 4096)");
    ++frame().loopDepth;
    for (__int128 t = 0; t < trips; ++t) {
      assign(*s.target, Val::constexprValue(ConstValue::fromInt(int64_t(lo + t * step))));
      genBlock(s.body);
      if (frame().returned)
        break;
    }
    --frame().loopDepth;
    return;
  }
  case ast::NodeKind::While:
    genWhile(*ast::cast<ast::While>(&stmt));
    return;
  case ast::NodeKind::Break:
  case ast::NodeKind::Continue: {
    const char *word = stmt.kind == ast::NodeKind::Break ? "break" : "continue";
    if (frame().loopDepth == 0)
      fail(stmt.loc, std::string("'") + word + "' outside a loop");
    fail(stmt.loc, std::string("'") + word + "' is not supported in a kernel loop (Triton has no '" +
                       word + "' either): use a condition or a mask instead");
  }
  case ast::NodeKind::Assert: {
    auto &s = *ast::cast<ast::Assert>(&stmt);
    Val test = genExpr(*s.test);
    if (!test.isConstexpr())
      fail(s.loc, "'assert' on a runtime value is not supported; use tl.device_assert");
    if (!truthy(test, s.loc)) {
      std::string msg;
      if (s.msg) {
        Val m = genExpr(*s.msg);
        if (m.isConstexpr() && m.constant.isString())
          msg = ": " + m.constant.getString();
      }
      fail(s.loc, "assertion failed" + msg);
    }
    return;
  }
  default:
    break;
  }
  const char *what = statementName(stmt.kind);
  fail(stmt.loc, std::string(what ? what : "this statement") + (what ? " are" : " is") +
                     " not supported in a kernel");
}

void CodeGen::assignName(const std::string &name, const Val &value) {
  Frame &f = frame();
  f.locals[name] = value;
  if (!f.defs.empty())
    f.defs.back().insert(name);
}

void CodeGen::assign(const ast::Expr &target, const Val &value, bool materialize) {
  if (auto *name = ast::dyn_cast<ast::Name>(&target)) {
    // As Triton: `x = 1` makes x an int32 scalar, `x = 0.5` an fp32 one.
    if (materialize && value.isConstexpr() &&
        (value.constant.isInt() || value.constant.isFloat() || value.constant.isBool()))
      assignName(name->id, toTensorDefault(value, target.loc, "an assignment"));
    else
      assignName(name->id, value);
    return;
  }
  const ast::ExprList *elts = nullptr;
  if (auto *tuple = ast::dyn_cast<ast::Tuple>(&target))
    elts = &tuple->elts;
  else if (auto *list = ast::dyn_cast<ast::List>(&target))
    elts = &list->elts;
  if (elts) {
    if (value.kind != Val::Kind::Tuple)
      fail(target.loc, "cannot unpack " + value.describe() + " into " +
                           std::to_string(elts->size()) + " names");
    if (value.elements.size() != elts->size())
      fail(target.loc, "cannot unpack a tuple of " + std::to_string(value.elements.size()) +
                           " values into " + std::to_string(elts->size()) + " names");
    for (size_t i = 0; i < elts->size(); ++i)
      assign(*(*elts)[i], value.elements[i], materialize);
    return;
  }
  if (ast::isa<ast::Subscript>(&target))
    fail(target.loc, "tensors cannot be assigned to element by element (x[i] = ...); build a new "
                     "tensor with tl.where");
  fail(target.loc, "only names and tuples of names can be assigned to in a kernel");
}

static const char *expressionName(ast::NodeKind kind) {
  switch (kind) {
  case ast::NodeKind::Lambda: return "lambda expressions";
  case ast::NodeKind::ListComp:
  case ast::NodeKind::SetComp:
  case ast::NodeKind::DictComp:
  case ast::NodeKind::GeneratorExp: return "comprehensions";
  case ast::NodeKind::Dict: return "dictionaries";
  case ast::NodeKind::Set: return "sets";
  case ast::NodeKind::Await: return "'await'";
  case ast::NodeKind::Yield:
  case ast::NodeKind::YieldFrom: return "'yield'";
  case ast::NodeKind::Starred: return "starred expressions";
  case ast::NodeKind::NamedExpr: return "assignment expressions (:=)";
  case ast::NodeKind::Slice: return "slices";
  default: return "this expression";
  }
}

Val CodeGen::genExpr(const ast::Expr &expr) {
  switch (expr.kind) {
  case ast::NodeKind::Constant: {
    auto &c = *ast::cast<ast::Constant>(&expr);
    switch (c.ckind) {
    case ast::Constant::Kind::None: return Val::none();
    case ast::Constant::Kind::Bool: return Val::constexprValue(ConstValue::fromBool(c.boolValue));
    case ast::Constant::Kind::Int:
      if (c.intOverflow)
        fail(c.loc, "integer constant " + c.text + " does not fit in 64 bits");
      return Val::constexprValue(ConstValue::fromInt(c.intValue));
    case ast::Constant::Kind::Float: return Val::constexprValue(ConstValue::fromFloat(c.floatValue));
    case ast::Constant::Kind::String: return Val::constexprValue(ConstValue::fromString(c.strValue));
    default: fail(c.loc, "this kind of constant is not supported in a kernel");
    }
  }
  case ast::NodeKind::Name:
    return lookup(ast::cast<ast::Name>(&expr)->id, expr.loc);
  case ast::NodeKind::Attribute: {
    auto &a = *ast::cast<ast::Attribute>(&expr);
    return attribute(genExpr(*a.value), a.attr, a.loc);
  }
  case ast::NodeKind::Call:
    return genCall(*ast::cast<ast::Call>(&expr));
  case ast::NodeKind::BinOp: {
    auto &op = *ast::cast<ast::BinOp>(&expr);
    Val lhs = genExpr(*op.left);
    Val rhs = genExpr(*op.right);
    return binary(op.op, lhs, rhs, op.loc);
  }
  case ast::NodeKind::UnaryOp: {
    auto &op = *ast::cast<ast::UnaryOp>(&expr);
    return unary(op.op, genExpr(*op.operand), op.loc);
  }
  case ast::NodeKind::Compare: {
    auto &cmp = *ast::cast<ast::Compare>(&expr);
    Val lhs = genExpr(*cmp.left);
    Val result;
    for (size_t i = 0; i < cmp.ops.size(); ++i) {
      Val rhs = genExpr(*cmp.comparators[i]);
      Val part = compare(cmp.ops[i], lhs, rhs, cmp.loc);
      if (i == 0) {
        result = part;
      } else {
        if (!result.isConstexpr() || !part.isConstexpr())
          fail(cmp.loc, "chained comparisons of tensors are not supported; combine them with &");
        result = Val::constexprValue(ConstValue::fromBool(truthy(result, cmp.loc) && truthy(part, cmp.loc)));
      }
      lhs = rhs;
    }
    return result;
  }
  case ast::NodeKind::BoolOp: {
    // On constexprs, Python's short circuit; on tensors, Triton's
    // logical_and / logical_or of both sides (no short circuit).
    auto &op = *ast::cast<ast::BoolOp>(&expr);
    bool isAnd = op.op == ast::BoolOpKind::And;
    Val result = genExpr(*op.values[0]);
    for (size_t i = 1; i < op.values.size(); ++i) {
      if (result.isConstexpr()) {
        if (isAnd != truthy(result, op.loc))
          return result;
        result = genExpr(*op.values[i]);
        continue;
      }
      result = logical(isAnd, result, genExpr(*op.values[i]), op.loc);
    }
    return result;
  }
  case ast::NodeKind::IfExp: {
    auto &e = *ast::cast<ast::IfExp>(&expr);
    Val test = genExpr(*e.test);
    if (!test.isConstexpr())
      return genIfExp(e, test);
    return genExpr(truthy(test, e.test->loc) ? *e.body : *e.orelse);
  }
  case ast::NodeKind::Tuple:
  case ast::NodeKind::List: {
    // Lists are constant sequences in kernels (shapes, axes), like tuples.
    const ast::ExprList &elts = expr.kind == ast::NodeKind::Tuple ? ast::cast<ast::Tuple>(&expr)->elts
                                                                   : ast::cast<ast::List>(&expr)->elts;
    std::vector<Val> values;
    for (const auto &element : elts) {
      if (ast::isa<ast::Starred>(element.get()))
        fail(element->loc, "starred expressions are not supported in a kernel");
      values.push_back(genExpr(*element));
    }
    return Val::tuple(std::move(values));
  }
  case ast::NodeKind::Subscript: {
    auto &s = *ast::cast<ast::Subscript>(&expr);
    return subscript(genExpr(*s.value), *s.slice, s.loc);
  }
  default:
    break;
  }
  fail(expr.loc, std::string(expressionName(expr.kind)) + " are not supported in a kernel");
}

Val CodeGen::attribute(const Val &base, const std::string &attr, SourceLocation l) {
  auto method = [&](const Val &receiver) {
    Val m;
    m.kind = Val::Kind::Method;
    m.name = attr;
    m.elements.push_back(receiver);
    return m;
  };
  switch (base.kind) {
  case Val::Kind::Namespace:
    return Val::ns(base.name + "." + attr);
  case Val::Kind::DTypeObj: {
    const DType &d = base.name;
    if (attr == "element_ty") {
      if (!isPointer(d))
        fail(l, "'element_ty' of a non-pointer dtype " + displayName(d));
      return Val::dtype(pointee(d));
    }
    if (attr == "scalar")
      return base;
    if (attr == "primitive_bitwidth")
      return Val::constexprValue(ConstValue::fromInt(bitWidth(d)));
    if (attr == "int_bitwidth") {
      if (!isInteger(d))
        fail(l, "'int_bitwidth' of a non-integer dtype " + displayName(d));
      return Val::constexprValue(ConstValue::fromInt(bitWidth(d)));
    }
    if (attr == "name")
      return Val::constexprValue(ConstValue::fromString(displayName(d)));
    if (attr.rfind("is_", 0) == 0 || attr == "to_ir")
      return method(base);
    fail(l, "dtype has no attribute '" + attr + "'");
  }
  case Val::Kind::Tensor: {
    if (attr == "dtype")
      return Val::dtype(base.type.dtype);
    if (attr == "type")
      return Val::dtype(base.type.dtype); // .type.scalar / .type.element_ty work on it
    if (attr == "shape") {
      std::vector<Val> dims;
      for (int64_t d : base.type.shape)
        dims.push_back(Val::constexprValue(ConstValue::fromInt(d)));
      return Val::tuple(std::move(dims));
    }
    if (attr == "numel") {
      int64_t n = 1;
      for (int64_t d : base.type.shape)
        n *= d;
      return Val::constexprValue(ConstValue::fromInt(n));
    }
    if (attr == "T") {
      if (base.type.shape.size() != 2)
        fail(l, "x.T needs a 2-D tensor, got " + base.describe());
      auto t = TensorType{base.type.dtype, {base.type.shape[1], base.type.shape[0]}};
      auto op = b.create<tile::TransOp>(loc(l), toMLIRType(b, t), base.value,
                                        b.getDenseI32ArrayAttr({1, 0}));
      return Val::tensor(op, t);
    }
    // Every other attribute is a method: x.to(...), x.sum(axis), x.exp(), ...
    return method(base);
  }
  case Val::Kind::Constexpr:
    if (attr == "value")
      return base;
    break;
  default:
    break;
  }
  fail(l, base.describe() + " has no attribute '" + attr + "'");
}

/// Python's slice indices on a sequence of length n.
static std::vector<size_t> sliceIndices(CodeGen &gen, const ast::Slice &slice, int64_t n) {
  auto part = [&](const ast::ExprPtr &e, int64_t dflt) -> int64_t {
    if (!e)
      return dflt;
    Val v = gen.genExpr(*e);
    if (v.isNone())
      return dflt;
    return gen.constexprInt(v, e->loc, "a slice index");
  };
  int64_t step = part(slice.step, 1);
  if (step == 0)
    gen.fail(slice.loc, "slice step cannot be zero");
  auto clamp = [&](int64_t i, bool forUpper) {
    if (i < 0)
      i += n;
    if (step > 0)
      return std::max<int64_t>(0, std::min(i, n));
    return std::max<int64_t>(forUpper ? -1 : 0, std::min(i, n - 1));
  };
  int64_t lo = slice.lower ? clamp(part(slice.lower, 0), false) : (step > 0 ? 0 : n - 1);
  int64_t hi = slice.upper ? clamp(part(slice.upper, 0), true) : (step > 0 ? n : -1);
  std::vector<size_t> out;
  for (int64_t i = lo; step > 0 ? i < hi : i > hi; i += step)
    out.push_back(size_t(i));
  return out;
}

Val CodeGen::subscript(const Val &base, const ast::Expr &index, SourceLocation l) {
  if (base.kind == Val::Kind::Tuple ||
      (base.isConstexpr() && base.constant.isString())) {
    bool isString = base.isConstexpr();
    int64_t n = isString ? base.constant.getString().size() : base.elements.size();
    if (auto *slice = ast::dyn_cast<ast::Slice>(&index)) {
      std::vector<size_t> picked = sliceIndices(*this, *slice, n);
      if (isString) {
        std::string s;
        for (size_t i : picked)
          s += base.constant.getString()[i];
        return Val::constexprValue(ConstValue::fromString(s));
      }
      std::vector<Val> out;
      for (size_t i : picked)
        out.push_back(base.elements[i]);
      return Val::tuple(std::move(out));
    }
    Val v = genExpr(index);
    if (!v.isConstexpr() || !v.constant.isInt())
      fail(index.loc, "a tuple index must be a constexpr integer, got " + v.describe());
    int64_t i = v.constant.getInt();
    if (i < -n || i >= n)
      fail(index.loc, (isString ? "string" : "tuple") + std::string(" index ") +
                          std::to_string(i) + " out of range");
    i = i < 0 ? i + n : i;
    if (isString)
      return Val::constexprValue(ConstValue::fromString(std::string(1, base.constant.getString()[i])));
    return base.elements[i];
  }
  if (!base.isTensor())
    fail(l, base.describe() + " cannot be indexed");
  // Tensors: None inserts a dimension of size 1, ':' keeps one (Triton's
  // __getitem__); nothing else.
  std::vector<const ast::Expr *> parts;
  if (auto *tuple = ast::dyn_cast<ast::Tuple>(&index))
    for (const auto &e : tuple->elts)
      parts.push_back(e.get());
  else
    parts.push_back(&index);
  Val result = base;
  size_t kept = 0;
  for (size_t dim = 0; dim < parts.size(); ++dim) {
    const ast::Expr *part = parts[dim];
    if (auto *slice = ast::dyn_cast<ast::Slice>(part)) {
      if (slice->lower || slice->upper || slice->step)
        fail(part->loc, "tensors can only be indexed with None and ':' (slicing with bounds is "
                        "not supported)");
      if (++kept > base.type.shape.size())
        fail(part->loc, "too many ':' indices for " + base.describe());
      continue;
    }
    if (auto *c = ast::dyn_cast<ast::Constant>(part); c && c->ckind == ast::Constant::Kind::None) {
      result = expandDims(result, dim, part->loc);
      continue;
    }
    fail(part->loc, "tensors can only be indexed with None and ':' (x[:, None], x[None, :]); "
                    "integer indexing is not supported");
  }
  return result;
}

CallArgs CodeGen::evalArgs(const ast::Call &call) {
  CallArgs args;
  args.loc = call.loc;
  for (const auto &arg : call.args) {
    if (ast::isa<ast::Starred>(arg.get()))
      fail(arg->loc, "*args in a call are not supported in a kernel");
    args.args.push_back(genExpr(*arg));
    args.argLocs.push_back(arg->loc);
  }
  for (const auto &kw : call.keywords) {
    if (kw.arg.empty())
      fail(kw.loc, "**kwargs in a call are not supported in a kernel");
    args.keywords.emplace_back(kw.arg, genExpr(*kw.value));
    args.keywordLocs.push_back(kw.loc);
    args.keywordValueLocs.push_back(kw.value->loc);
  }
  return args;
}

Val CodeGen::genCall(const ast::Call &call) {
  Val callee = genExpr(*call.func);
  return callValue(callee, evalArgs(call));
}

Val CodeGen::callValue(const Val &callee, const CallArgs &args) {
  switch (callee.kind) {
  case Val::Kind::Namespace:
    return callBuiltin(callee.name, args);
  case Val::Kind::JitFunction:
    return callJitFunction(callee, args);
  case Val::Kind::Method:
    return callMethod(callee, args);
  case Val::Kind::DTypeObj:
    fail(args.loc, "dtype " + displayName(callee.name) + " is not callable");
  default:
    fail(args.loc, callee.describe() + " is not callable");
  }
}

Val CodeGen::callJitFunction(const Val &callee, const CallArgs &args) {
  const ast::FunctionDef &fn = *callee.function;
  if (!isJitFunction(fn))
    fail(args.loc, "'" + fn.name + "' is not a @triton.jit function and cannot be called from a kernel");
  if (frames.size() > 64)
    fail(args.loc, "calls nest too deeply (recursion is not supported in kernels)");
  std::vector<std::string> names;
  size_t required = 0;
  for (const auto &p : fn.params) {
    if (p.kind == ast::Param::Kind::VarArgs || p.kind == ast::Param::Kind::VarKeywords)
      fail(fn.loc, "@jit functions with *args or **kwargs are not supported");
    names.push_back(p.name);
    if (!p.defaultValue)
      required = names.size();
  }
  BoundArgs bound = bindArgs(args, fn.name, names, required);
  Frame &f = frames.emplace_back();
  f.module = callee.module;
  f.callee = fn.name;
  f.callLoc = args.loc;
  // Defaults are evaluated in the callee's module (they may name its constants).
  for (size_t i = 0; i < names.size(); ++i)
    f.locals[names[i]] = bound[i] ? *bound[i] : genExpr(*fn.params[i].defaultValue);
  genBlock(fn.body);
  std::optional<Val> result = frames.back().returnValue;
  frames.pop_back();
  return result ? *result : Val::none();
}

bool CodeGen::truthy(const Val &v, SourceLocation l) {
  if (v.kind == Val::Kind::Tuple)
    return !v.elements.empty();
  if (v.kind == Val::Kind::DTypeObj || v.kind == Val::Kind::JitFunction ||
      v.kind == Val::Kind::Namespace)
    return true;
  if (!v.isConstexpr())
    fail(l, "the truth value of " + v.describe() + " is not known at compile time");
  const ConstValue &c = v.constant;
  switch (c.kind()) {
  case ConstValue::Kind::None: return false;
  case ConstValue::Kind::Bool: return c.getBool();
  case ConstValue::Kind::Int: return c.getInt() != 0;
  case ConstValue::Kind::Float: return c.getFloat() != 0.0;
  case ConstValue::Kind::String: return !c.getString().empty();
  }
  return false;
}

} // namespace tritonc::irgen

namespace tritonc {
mlir::OwningOpRef<mlir::ModuleOp> generateTileIR(mlir::MLIRContext &context,
                                                 const ast::Module &module, const KernelSpec &spec,
                                                 DiagnosticEngine &diags) {
  context.getOrLoadDialect<tile::TileDialect>();
  context.getOrLoadDialect<mlir::arith::ArithDialect>();
  context.getOrLoadDialect<mlir::func::FuncDialect>();
  context.getOrLoadDialect<mlir::math::MathDialect>();
  context.getOrLoadDialect<mlir::scf::SCFDialect>();
  irgen::CodeGen gen(context, module, spec, diags);
  auto result = gen.run();
  if (result && mlir::failed(mlir::verify(*result))) {
    diags.error(spec.function->loc, "internal error: the generated tile IR does not verify");
    return nullptr;
  }
  return result;
}
} // namespace tritonc

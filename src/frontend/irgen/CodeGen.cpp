//===- CodeGen.cpp - statements, names and calls of a kernel --------------===//
#include "frontend/irgen/CodeGen.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
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

std::string Val::describe() const {
  switch (kind) {
  case Kind::Tensor: return "'" + type.str() + "'";
  case Kind::Constexpr: return "constexpr " + constant.repr();
  case Kind::Namespace: return "'" + name + "'";
  case Kind::DTypeObj: return "dtype " + displayName(name);
  case Kind::JitFunction: return "function '" + function->name + "'";
  case Kind::Tuple: return "tuple";
  case Kind::Method: return "method '" + name + "'";
  }
  return "value";
}

CodeGen::CodeGen(mlir::MLIRContext &ctx, const ast::Module &m, const KernelSpec &s,
                 DiagnosticEngine &d)
    : b(&ctx), context(ctx), module(m), spec(s), diags(d) {}

void CodeGen::fail(SourceLocation l, const std::string &message) {
  diags.error(l, message);
  throw CodeGenError();
}

mlir::Location CodeGen::loc(SourceLocation l) {
  return mlir::FileLineColLoc::get(&context, module.path, l.line, l.column);
}

/// Module-level names a kernel may use: imports, @jit functions, constants.
void CodeGen::collectGlobals() {
  for (const auto &stmt : module.body) {
    if (auto *imp = ast::dyn_cast<ast::Import>(stmt.get())) {
      for (const auto &alias : imp->names) {
        if (!alias.asname.empty())
          globals[alias.asname] = Val::ns(alias.name);
        else
          globals[alias.name.substr(0, alias.name.find('.'))] =
              Val::ns(alias.name.substr(0, alias.name.find('.')));
      }
    } else if (auto *from = ast::dyn_cast<ast::ImportFrom>(stmt.get())) {
      for (const auto &alias : from->names)
        if (alias.name != "*")
          globals[alias.asname.empty() ? alias.name : alias.asname] =
              Val::ns(from->module + "." + alias.name);
    } else if (auto *def = ast::dyn_cast<ast::FunctionDef>(stmt.get())) {
      Val fn;
      fn.kind = Val::Kind::JitFunction;
      fn.function = def;
      globals[def->name] = fn;
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
      if (auto it = spec.globalOverrides.find(name->id); it != spec.globalOverrides.end()) {
        globals[name->id] = Val::constexprValue(it->second);
        continue;
      }
      // A literal, or tl.constexpr(literal), is a constant the kernel can use.
      const ast::Expr *literal = value;
      if (auto *call = value ? ast::dyn_cast<ast::Call>(value) : nullptr)
        if (ast::dottedName(call->func.get()).size() >= 9 &&
            ast::dottedName(call->func.get()).rfind("constexpr") ==
                ast::dottedName(call->func.get()).size() - 9 &&
            call->args.size() == 1)
          literal = call->args[0].get();
      auto *c = literal ? ast::dyn_cast<ast::Constant>(literal) : nullptr;
      if (c && c->ckind == ast::Constant::Kind::Int && !c->intOverflow)
        globals[name->id] = Val::constexprValue(ConstValue::fromInt(c->intValue));
      else if (c && c->ckind == ast::Constant::Kind::Float)
        globals[name->id] = Val::constexprValue(ConstValue::fromFloat(c->floatValue));
      else if (c && c->ckind == ast::Constant::Kind::Bool)
        globals[name->id] = Val::constexprValue(ConstValue::fromBool(c->boolValue));
      else if (c && c->ckind == ast::Constant::Kind::String)
        globals[name->id] = Val::constexprValue(ConstValue::fromString(c->strValue));
      else {
        globals.erase(name->id);
        hostGlobals[name->id] = name->loc;
      }
    }
  }
}

Val CodeGen::lookup(const std::string &name, SourceLocation l) {
  for (auto it = scopes.rbegin(); it != scopes.rend(); ++it) {
    if (auto found = it->find(name); found != it->end())
      return found->second;
    break; // inlined functions do not see their caller's locals
  }
  if (auto found = globals.find(name); found != globals.end())
    return found->second;
  if (hostGlobals.count(name))
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
  collectGlobals();
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

  scopes.emplace_back();
  size_t argIndex = 0;
  for (const SpecParam &p : spec.params) {
    if (p.isConstexpr) {
      scopes.back()[p.name] = Val::constexprValue(p.value);
    } else if (p.equalsOne) {
      // Specialized to 1 (":1"): a constant of the parameter's type.
      mlir::Type t = toMLIRType(b, DType(p.type));
      auto one = b.create<mlir::arith::ConstantOp>(loc(p.loc), b.getIntegerAttr(t, 1));
      scopes.back()[p.name] = Val::tensor(one, TensorType{p.type, {}});
    } else {
      scopes.back()[p.name] = Val::tensor(entry->getArgument(argIndex++), TensorType{p.type, {}});
    }
  }
  try {
    returnValues.emplace_back();
    genBlock(fn.body);
    if (returnValues.back() && !(returnValues.back()->isConstexpr() && returnValues.back()->constant.isNone()))
      fail(fn.loc, "a kernel cannot return a value");
  } catch (const CodeGenError &) {
    moduleOp.erase();
    return nullptr;
  }
  b.create<mlir::func::ReturnOp>(loc(fn.loc));
  return moduleOp;
}

void CodeGen::genBlock(const ast::StmtList &body) {
  for (size_t i = 0; i < body.size(); ++i) {
    if (auto *ret = ast::dyn_cast<ast::Return>(body[i].get())) {
      if (i + 1 != body.size())
        fail(ret->loc, "an early 'return' is not supported yet: return must be the last statement");
    }
    genStmt(*body[i]);
  }
}

static const char *statementName(ast::NodeKind kind) {
  switch (kind) {
  case ast::NodeKind::While: return "'while' loops";
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
  case ast::NodeKind::Break: return "'break' statements";
  case ast::NodeKind::Continue: return "'continue' statements";
  default: return nullptr;
  }
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
      assign(*target, value);
    return;
  }
  case ast::NodeKind::AnnAssign: {
    auto &s = *ast::cast<ast::AnnAssign>(&stmt);
    if (!s.value)
      fail(s.loc, "an annotated name in a kernel needs a value");
    assign(*s.target, genExpr(*s.value));
    return;
  }
  case ast::NodeKind::AugAssign: {
    auto &s = *ast::cast<ast::AugAssign>(&stmt);
    Val current = genExpr(*s.target);
    assign(*s.target, binary(s.op, current, genExpr(*s.value), s.loc));
    return;
  }
  case ast::NodeKind::Return: {
    auto &s = *ast::cast<ast::Return>(&stmt);
    returnValues.back() = s.value ? genExpr(*s.value) : Val::constexprValue(ConstValue::none());
    return;
  }
  case ast::NodeKind::If: {
    auto &s = *ast::cast<ast::If>(&stmt);
    Val test = genExpr(*s.test);
    if (!test.isConstexpr())
      fail(s.test->loc, "'if' on a runtime value is not supported yet (only constexpr conditions)");
    genBlock(truthy(test, s.test->loc) ? s.body : s.orelse);
    return;
  }
  case ast::NodeKind::For: {
    auto &s = *ast::cast<ast::For>(&stmt);
    auto *call = ast::dyn_cast<ast::Call>(s.iter.get());
    Val callee = call ? genExpr(*call->func) : Val();
    bool rangeLike = callee.kind == Val::Kind::Namespace &&
                     (callee.name == "builtins.range" || callee.name == "triton.language.range" ||
                      callee.name == "triton.language.static_range");
    if (!rangeLike)
      fail(s.iter->loc, "a kernel loop must iterate over range(), tl.range() or tl.static_range()");
    if (!s.orelse.empty())
      fail(s.loc, "'for ... else' is not supported in a kernel");
    BoundArgs args = bindArgs(*call, callee.name.substr(callee.name.rfind('.') + 1),
                              {"arg1", "arg2", "step"}, 1);
    std::vector<int64_t> bounds;
    for (size_t i = 0; i < 3; ++i) {
      if (!args[i])
        continue;
      if (!args[i]->isConstexpr() || !args[i]->constant.isInt())
        fail(args.locs[i], "loops with runtime bounds are not supported yet; the bounds of "
                           "this loop must be constexpr integers");
      bounds.push_back(args[i]->constant.getInt());
    }
    int64_t lo = bounds.size() > 1 ? bounds[0] : 0, hi = bounds.size() > 1 ? bounds[1] : bounds[0];
    int64_t step = bounds.size() > 2 ? bounds[2] : 1;
    if (step == 0)
      fail(s.iter->loc, "range() step must not be zero");
    int64_t trips = step > 0 ? (hi - lo + step - 1) / step : (lo - hi - step - 1) / -step;
    if (trips > 4096)
      fail(s.iter->loc, "a constexpr loop is unrolled, and " + std::to_string(trips) +
                            " iterations are too many (the limit is 4096)");
    for (int64_t i = lo; step > 0 ? i < hi : i > hi; i += step) {
      assign(*s.target, Val::constexprValue(ConstValue::fromInt(i)));
      genBlock(s.body);
    }
    return;
  }
  case ast::NodeKind::Assert: {
    auto &s = *ast::cast<ast::Assert>(&stmt);
    Val test = genExpr(*s.test);
    if (!test.isConstexpr())
      fail(s.loc, "'assert' on a runtime value is not supported; use tl.device_assert");
    if (!truthy(test, s.loc))
      fail(s.loc, "assertion failed");
    return;
  }
  default:
    break;
  }
  const char *what = statementName(stmt.kind);
  fail(stmt.loc, std::string(what ? what : "this statement") + (what ? " are" : " is") +
                     " not supported in a kernel");
}

void CodeGen::assign(const ast::Expr &target, const Val &value) {
  if (auto *name = ast::dyn_cast<ast::Name>(&target)) {
    scopes.back()[name->id] = value;
    return;
  }
  if (auto *tuple = ast::dyn_cast<ast::Tuple>(&target)) {
    if (value.kind != Val::Kind::Tuple)
      fail(target.loc, "cannot unpack " + value.describe() + " into " +
                           std::to_string(tuple->elts.size()) + " names");
    if (value.elements.size() != tuple->elts.size())
      fail(target.loc, "cannot unpack a tuple of " + std::to_string(value.elements.size()) +
                           " values into " + std::to_string(tuple->elts.size()) + " names");
    for (size_t i = 0; i < tuple->elts.size(); ++i)
      assign(*tuple->elts[i], value.elements[i]);
    return;
  }
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
  case ast::NodeKind::List: return "lists";
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
    case ast::Constant::Kind::None: return Val::constexprValue(ConstValue::none());
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
    Val base = genExpr(*a.value);
    if (base.kind == Val::Kind::Namespace) {
      std::string path = base.name + "." + a.attr;
      return Val::ns(path);
    }
    if (base.kind == Val::Kind::DTypeObj) {
      if (a.attr == "element_ty") {
        if (!isPointer(base.name))
          fail(a.loc, "'element_ty' of a non-pointer dtype " + displayName(base.name));
        return Val::dtype(pointee(base.name));
      }
      if (a.attr == "primitive_bitwidth")
        return Val::constexprValue(ConstValue::fromInt(bitWidth(base.name)));
      fail(a.loc, "dtype has no attribute '" + a.attr + "'");
    }
    if (base.isTensor()) {
      if (a.attr == "dtype")
        return Val::dtype(base.type.dtype);
      if (a.attr == "shape") {
        Val t;
        t.kind = Val::Kind::Tuple;
        for (int64_t d : base.type.shape)
          t.elements.push_back(Val::constexprValue(ConstValue::fromInt(d)));
        return t;
      }
      if (a.attr == "to") {
        Val m;
        m.kind = Val::Kind::Method;
        m.name = a.attr;
        m.elements.push_back(base);
        return m;
      }
      fail(a.loc, "tensor has no attribute '" + a.attr + "' (or it is not supported yet)");
    }
    fail(a.loc, base.describe() + " has no attribute '" + a.attr + "'");
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
    auto &op = *ast::cast<ast::BoolOp>(&expr);
    Val result = genExpr(*op.values[0]);
    for (size_t i = 1; i < op.values.size(); ++i) {
      if (!result.isConstexpr())
        fail(op.loc, "'and' / 'or' need constexpr operands; use & / | on tensors");
      bool value = truthy(result, op.loc);
      if ((op.op == ast::BoolOpKind::And) != value)
        return result; // short circuit, as Python
      result = genExpr(*op.values[i]);
    }
    if (!result.isConstexpr())
      fail(op.loc, "'and' / 'or' need constexpr operands; use & / | on tensors");
    return result;
  }
  case ast::NodeKind::IfExp: {
    auto &e = *ast::cast<ast::IfExp>(&expr);
    Val test = genExpr(*e.test);
    if (!test.isConstexpr())
      fail(e.test->loc, "a conditional expression needs a constexpr condition; use tl.where on tensors");
    return genExpr(truthy(test, e.test->loc) ? *e.body : *e.orelse);
  }
  case ast::NodeKind::Tuple: {
    Val t;
    t.kind = Val::Kind::Tuple;
    for (const auto &element : ast::cast<ast::Tuple>(&expr)->elts)
      t.elements.push_back(genExpr(*element));
    return t;
  }
  case ast::NodeKind::Subscript: {
    auto &s = *ast::cast<ast::Subscript>(&expr);
    Val base = genExpr(*s.value);
    if (base.kind == Val::Kind::Tuple) {
      Val index = genExpr(*s.slice);
      if (!index.isConstexpr() || !index.constant.isInt())
        fail(s.slice->loc, "a tuple index must be a constexpr integer");
      int64_t i = index.constant.getInt();
      int64_t n = base.elements.size();
      if (i < -n || i >= n)
        fail(s.slice->loc, "tuple index " + std::to_string(i) + " out of range");
      return base.elements[i < 0 ? i + n : i];
    }
    fail(s.loc, "indexing tensors (x[None, :] and the like) is not supported yet");
  }
  default:
    break;
  }
  fail(expr.loc, std::string(expressionName(expr.kind)) + " are not supported in a kernel");
}

Val CodeGen::genCall(const ast::Call &call) {
  for (const auto &arg : call.args)
    if (ast::isa<ast::Starred>(arg.get()))
      fail(arg->loc, "*args in a call are not supported in a kernel");
  for (const auto &kw : call.keywords)
    if (kw.arg.empty())
      fail(kw.loc, "**kwargs in a call are not supported in a kernel");
  Val callee = genExpr(*call.func);
  switch (callee.kind) {
  case Val::Kind::Namespace:
    return callBuiltin(callee.name, call, call.loc);
  case Val::Kind::JitFunction:
    return callJitFunction(*callee.function, call);
  case Val::Kind::Method:
    return callMethod(callee, call);
  default:
    fail(call.loc, callee.describe() + " is not callable");
  }
}

Val CodeGen::callJitFunction(const ast::FunctionDef &fn, const ast::Call &call) {
  if (!isJitFunction(fn))
    fail(call.loc, "'" + fn.name + "' is not a @triton.jit function and cannot be called from a kernel");
  if (inlineDepth > 64)
    fail(call.loc, "calls nest too deeply (recursion is not supported in kernels)");
  std::vector<std::string> names;
  size_t required = 0;
  for (const auto &p : fn.params) {
    if (p.kind == ast::Param::Kind::VarArgs || p.kind == ast::Param::Kind::VarKeywords)
      fail(fn.loc, "@jit functions with *args or **kwargs are not supported");
    names.push_back(p.name);
    if (!p.defaultValue)
      required = names.size();
  }
  BoundArgs args = bindArgs(call, fn.name, names, required);
  std::map<std::string, Val> scope;
  for (size_t i = 0; i < names.size(); ++i)
    scope[names[i]] = args[i] ? *args[i] : genExpr(*fn.params[i].defaultValue);
  scopes.push_back(std::move(scope));
  returnValues.emplace_back();
  ++inlineDepth;
  genBlock(fn.body);
  --inlineDepth;
  std::optional<Val> result = returnValues.back();
  returnValues.pop_back();
  scopes.pop_back();
  return result ? *result : Val::constexprValue(ConstValue::none());
}

bool CodeGen::truthy(const Val &v, SourceLocation l) {
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
  irgen::CodeGen gen(context, module, spec, diags);
  auto result = gen.run();
  if (result && mlir::failed(mlir::verify(*result))) {
    diags.error(spec.function->loc, "internal error: the generated tile IR does not verify");
    return nullptr;
  }
  return result;
}
} // namespace tritonc

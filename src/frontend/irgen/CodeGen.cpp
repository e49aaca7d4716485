//===- CodeGen.cpp - statements, names and calls of a kernel --------------===//
#include "frontend/irgen/CodeGen.h"
#include "frontend/irgen/KernelParams.h"

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
  // Dtypes and tuples given as constexprs (-D X=tl.bfloat16, (1, 2)) are
  // the evaluator's dtype and tuple values.
  if (c.isDType())
    return Val::dtype(c.getDType());
  if (c.isTuple()) {
    std::vector<Val> elements;
    for (const ConstValue &e : c.getTuple())
      elements.push_back(constexprValue(e));
    return Val::tuple(std::move(elements));
  }
  Val r;
  r.kind = Kind::Constexpr;
  r.constant = std::move(c);
  return r;
}
/// torch.float16 and the other torch dtypes a module may name (constants
/// such as `torch.finfo(torch.float32).min`); nullopt if `name` is none.
static std::optional<DType> torchDType(const std::string &name) {
  static const std::pair<const char *, ScalarKind> names[] = {
      {"float32", ScalarKind::FP32}, {"float", ScalarKind::FP32},   {"float16", ScalarKind::FP16},
      {"half", ScalarKind::FP16},    {"bfloat16", ScalarKind::BF16}, {"float64", ScalarKind::FP64},
      {"double", ScalarKind::FP64},  {"int8", ScalarKind::I8},       {"int16", ScalarKind::I16},
      {"int32", ScalarKind::I32},    {"int", ScalarKind::I32},       {"int64", ScalarKind::I64},
      {"long", ScalarKind::I64},     {"uint8", ScalarKind::U8},      {"bool", ScalarKind::I1},
      {"float8_e4m3fn", ScalarKind::FP8E4NV}, {"float8_e5m2", ScalarKind::FP8E5}};
  for (const auto &[torchName, kind] : names)
    if (name == torchName)
      return DType(kind);
  return std::nullopt;
}

Val Val::ns(std::string path) {
  // `tl.float32` and friends are dtype objects.
  for (const char *prefix : {"triton.language.core.", "triton.language."})
    if (path.rfind(prefix, 0) == 0) {
      std::string name = path.substr(std::string(prefix).size());
      if (std::optional<DType> dtype = DType::fromLanguageName(name))
        return Val::dtype(*dtype);
      // Triton's one named pointer dtype: pi32_t = pointer_type(int32).
      if (name == "pi32_t")
        return Val::dtype(DType::pointerTo(ScalarKind::I32));
    }
  if (path.rfind("torch.", 0) == 0)
    if (std::optional<DType> dtype = torchDType(path.substr(6)))
      return Val::dtype(*dtype);
  Val r;
  r.kind = Kind::Namespace;
  r.name = std::move(path);
  return r;
}
Val Val::dtype(DType d) {
  Val r;
  r.kind = Kind::DTypeObj;
  r.dtypeObject = d;
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
  case Kind::DTypeObj: return "dtype " + dtypeObject.displayName();
  case Kind::JitFunction: return "function '" + function->name + "'";
  case Kind::Tuple: return "tuple";
  case Kind::Method: return "method '" + name + "'";
  case Kind::BlockPtr: {
    std::string shape;
    for (int64_t d : blockShape)
      shape += (shape.empty() ? "" : ", ") + std::to_string(d);
    return std::string(descriptor ? "tensor descriptor of " : "block pointer to ") +
           elements.front().type.dtype.pointee().displayName() + "[" + shape + "]";
  }
  case Kind::Undefined: return "undefined name";
  case Kind::Module: return "module '" + module->name + "'";
  case Kind::LazyImport: return "imported name '" + name + "'";
  case Kind::Decorator: return "decorator";
  case Kind::Invalid: return "invalid value";
  }
  return "value";
}

Val Val::makeFunction(const ast::FunctionDef *def, ModuleInfo *module, bool jit) {
  Val r;
  r.kind = Kind::JitFunction;
  r.function = def;
  r.module = module;
  r.jit = jit;
  return r;
}

bool Val::sameAs(const Val &o) const {
  if (kind != o.kind)
    return false;
  switch (kind) {
  case Kind::Constexpr: return constant == o.constant;
  case Kind::Namespace:
  case Kind::Decorator: return name == o.name;
  case Kind::DTypeObj: return dtypeObject == o.dtypeObject;
  case Kind::JitFunction: return function == o.function && jit == o.jit;
  case Kind::Module: return module == o.module;
  case Kind::LazyImport: return module == o.module && name == o.name;
  case Kind::Undefined: return name == o.name && boundIn == o.boundIn && boundAt == o.boundAt;
  case Kind::Tuple:
    if (elements.size() != o.elements.size())
      return false;
    for (size_t i = 0; i < elements.size(); ++i)
      if (!elements[i].sameAs(o.elements[i]))
        return false;
    return true;
  default: return false;
  }
}

CodeGen::CodeGen(mlir::MLIRContext &ctx, ModuleLoader &l, DiagnosticEngine &d)
    : b(&ctx), context(ctx), diags(d), loader(l) {}

CodeGen::~CodeGen() = default;

Failure CodeGen::fail(SourceLocation l, const std::string &message) {
  if (evaluatingModule > 0) {
    hostEvalError = message;
    return Failure();
  }
  const ModuleInfo *current = currentModule();
  if (!current || !current->isStdlib) {
    const SourceFile *saved = diags.source();
    if (current)
      diags.setSource(current->source);
    diags.error(l, message);
    noteCallChain();
    diags.setSource(saved);
    return Failure();
  }
  // An error inside the standard library: show it there, then the user's
  // call that led to it.
  const SourceFile *saved = diags.source();
  diags.setSource(current->source);
  diags.error(l, message);
  for (size_t i = frames.size() - 1; i > 0; --i)
    if (frames[i].module->isStdlib && !frames[i - 1].module->isStdlib) {
      diags.setSource(frames[i - 1].module->source);
      diags.note(frames[i].callLoc, "in this call to '" + frames[i].callee + "' (standard library)");
      break;
    }
  diags.setSource(saved);
  return Failure();
}

Failure CodeGen::failWithNote(SourceLocation l, const std::string &message,
                              const ModuleInfo *noteModule, SourceLocation noteLoc,
                              const std::string &note) {
  if (evaluatingModule > 0) {
    hostEvalError = message;
    return Failure();
  }
  const SourceFile *saved = diags.source();
  if (const ModuleInfo *current = currentModule())
    diags.setSource(current->source);
  diags.error(l, message);
  if (noteModule && noteModule->source) {
    diags.setSource(noteModule->source);
    diags.note(noteLoc, note);
  }
  noteCallChain();
  diags.setSource(saved);
  return Failure();
}

void CodeGen::noteCallChain() {
  // Inside a @jit helper (or a combine function) an error depends on the
  // arguments: show the calls that led there, innermost first (a few, so
  // that runaway recursion stays readable).
  for (size_t i = frames.size() - 1, shown = 0; i > 0 && shown < 3; --i, ++shown) {
    diags.setSource(frames[i - 1].module->source);
    diags.note(frames[i].callLoc, "in this call to '" + frames[i].callee + "'");
  }
}

mlir::Location CodeGen::loc(SourceLocation l) {
  auto position = [&](const ModuleInfo *module, SourceLocation at) -> mlir::Location {
    return mlir::FileLineColLoc::get(&context, module ? module->path : std::string(), at.line, at.column);
  };
  // A position inside an inlined function is named after that function:
  // line tables describe it as an inlined copy of the function (see
  // AttachLineTables); diagnostics look through the name.
  auto inFunction = [&](size_t frameIndex, mlir::Location at) -> mlir::Location {
    if (frameIndex == 0 || frames[frameIndex].callee.empty())
      return at;
    return mlir::NameLoc::get(mlir::StringAttr::get(&context, frames[frameIndex].callee), at);
  };
  const ModuleInfo *current = frames.empty() ? home_ : frame().module;
  mlir::Location here = position(current, l);
  // Code of an inlined @jit function (a helper, the stdlib) carries the
  // calls that brought it in, innermost first, so that an error found on
  // it later can point at the user's call as well.
  std::optional<mlir::Location> callers;
  for (size_t i = 1; i < frames.size(); ++i) {
    if (!frames[i].callLoc.isValid())
      continue;
    mlir::Location call = inFunction(i - 1, position(frames[i - 1].module, frames[i].callLoc));
    callers = callers ? mlir::Location(mlir::CallSiteLoc::get(call, *callers)) : call;
  }
  if (!callers)
    return here;
  return mlir::CallSiteLoc::get(inFunction(frames.size() - 1, here), *callers);
}

Val CodeGen::lookup(const std::string &name, SourceLocation l) {
  Frame &f = frame();
  // Inlined functions do not see their caller's locals.
  if (!f.moduleLevel)
    if (auto found = f.locals.find(name); found != f.locals.end()) {
      if (found->second.kind == Val::Kind::Undefined)
        return failUndefined(found->second, name, l);
      return found->second;
    }
  ModuleInfo &m = *f.module;
  if (auto value = readGlobal(m, name, name, l))
    return *value;
  static const char *pythonBuiltins[] = {"range", "min",   "max",  "len",   "int",        "float", "bool",
                                         "str",   "tuple", "list", "print", "isinstance", "abs",   "getattr"};
  for (const char *builtin : pythonBuiltins)
    if (name == builtin)
      return Val::ns(std::string("builtins.") + builtin);
  if (name == "True" || name == "False")
    return Val::constexprValue(ConstValue::fromBool(name == "True"));
  if (name == "__name__")
    return Val::constexprValue(ConstValue::fromString(m.name));
  return fail(l, "name '" + name + "' is not defined");
}

mlir::OwningOpRef<mlir::ModuleOp> CodeGen::run(const KernelSpec &spec, ModuleInfo &home) {
  spec_ = &spec;
  home_ = &home;
  const ast::FunctionDef &fn = *spec.function;
  auto moduleOp = mlir::ModuleOp::create(loc(fn.loc));
  b.setInsertionPointToEnd(moduleOp.getBody());

  std::vector<mlir::Type> argTypes;
  std::vector<SpecParam> runtimeParams;
  for (const SpecParam &p : kernelArguments(spec))
    if (!p.equalsOne) {
      mlir::Type t = toMLIRType(b, p.type);
      if (!t) {
        diags.error(p.loc,
                    "unsupported type '" + p.type.str() + "' for parameter '" + p.name + "'");
        return nullptr;
      }
      argTypes.push_back(t);
      runtimeParams.push_back(p);
    }
  auto func = b.create<mlir::func::FuncOp>(loc(fn.nameLoc), fn.name,
                                           b.getFunctionType(argTypes, {}));
  func->setAttr(tile::kKernelAttr, b.getUnitAttr());
  recordKernelParams(moduleOp, spec);
  for (size_t i = 0; i < runtimeParams.size(); ++i)
    if (runtimeParams[i].divisibility > 1)
      func.setArgAttr(i, tile::kDivisibilityAttr, b.getI32IntegerAttr(runtimeParams[i].divisibility));
  mlir::Block *entry = func.addEntryBlock();
  b.setInsertionPointToStart(entry);

  Frame &top = frames.emplace_back();
  top.module = &home;
  top.callee = fn.name;
  size_t argIndex = 0;
  for (const SpecParam &p : spec.params) {
    if (p.isConstexpr) {
      top.locals[p.name] = p.unavailable.empty() ? Val::constexprValue(p.value) : Val::undefined(p.unavailable);
    } else if (p.equalsOne) {
      // Specialized to 1 (":1"): a constant of the parameter's type.
      mlir::Type t = toMLIRType(b, p.type);
      auto one = b.create<mlir::arith::ConstantOp>(loc(p.loc), b.getIntegerAttr(t, 1));
      top.locals[p.name] = Val::tensor(one, TensorType{p.type, {}});
    } else if (!p.descriptorBlock.empty()) {
      // A host-built tensor descriptor arrives as base, shape and strides
      // (kernelArguments); the last stride is 1.
      size_t rank = p.descriptorBlock.size();
      Val base = Val::tensor(entry->getArgument(argIndex++), TensorType{p.type, {}});
      std::vector<Val> shape, strides;
      // Casting an i32 scalar to i64 and building the descriptor of a
      // parameter cannot fail: these results need no check.
      for (size_t d = 0; d < rank; ++d)
        shape.push_back(
            cast(Val::tensor(entry->getArgument(argIndex++), TensorType{ScalarKind::I32, {}}),
                 ScalarKind::I64, p.loc));
      for (size_t d = 0; d + 1 < rank; ++d)
        strides.push_back(
            Val::tensor(entry->getArgument(argIndex++), TensorType{ScalarKind::I64, {}}));
      strides.push_back(constantTensor(ConstValue::fromInt(1), ScalarKind::I64, p.loc));
      top.locals[p.name] = makeDescriptor(base, shape, strides, p.descriptorBlock, false, p.loc);
    } else {
      mlir::Value arg = entry->getArgument(argIndex++);
      if (p.isConstPointer && p.type.isPointer())
        constPointers[arg] = p.name;
      top.locals[p.name] = Val::tensor(arg, TensorType{p.type, {}});
    }
  }
  if (failed(genBlock(fn.body))) {
    frames.clear();
    moduleOp.erase();
    return nullptr;
  }
  b.create<mlir::func::ReturnOp>(loc(fn.loc));
  frames.clear();
  return moduleOp;
}

LogicalResult CodeGen::genBlock(const ast::StmtList &body) {
  return genBlockFrom(body, 0);
}

LogicalResult CodeGen::genBlockFrom(const ast::StmtList &body, size_t first) {
  for (size_t i = first; i < body.size(); ++i) {
    // What follows this statement in the block, for a runtime `if` inside
    // it that returns on one path (ControlFlow.cpp, genReturningIf).
    frame().rest.push_back([this, &body, i] { return genBlockFrom(body, i + 1); });
    if (failed(genStmt(*body[i])))
      return failure();
    frame().rest.pop_back();
    if (frame().returned)
      return success(); // the rest is dead code, as after a Python `return`
  }
  return success();
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

LogicalResult CodeGen::genStmt(const ast::Stmt &stmt) {
  switch (stmt.kind) {
  case ast::NodeKind::ExprStmt: {
    auto &s = *llvm::cast<ast::ExprStmt>(&stmt);
    // A docstring or other bare constant is a no-op.
    if (!llvm::isa<ast::Constant>(s.value.get()) && failed(genExpr(*s.value)))
      return failure();
    return success();
  }
  case ast::NodeKind::Pass:
    return success();
  case ast::NodeKind::Assign: {
    auto &s = *llvm::cast<ast::Assign>(&stmt);
    Val value = genExpr(*s.value);
    if (failed(value))
      return failure();
    for (const auto &target : s.targets)
      if (failed(assign(*target, value, /*materialize=*/true)))
        return failure();
    return success();
  }
  case ast::NodeKind::AnnAssign: {
    auto &s = *llvm::cast<ast::AnnAssign>(&stmt);
    if (!s.value)
      return fail(s.loc, "an annotated name in a kernel needs a value");
    std::string annotation = ast::dottedName(s.annotation.get());
    bool constexprAnnotation = annotation == "constexpr" ||
                               (annotation.size() > 10 &&
                                annotation.compare(annotation.size() - 10, 10, ".constexpr") == 0);
    Val value = genExpr(*s.value);
    if (failed(value))
      return failure();
    // Triton wraps a run-time value annotated tl.constexpr in a constexpr
    // that acts as the value itself: the annotation changes nothing then.
    return assign(*s.target, value, /*materialize=*/!constexprAnnotation || value.isTensor());
  }
  case ast::NodeKind::AugAssign: {
    auto &s = *llvm::cast<ast::AugAssign>(&stmt);
    Val current = genExpr(*s.target);
    if (failed(current))
      return failure();
    Val operand = genExpr(*s.value);
    if (failed(operand))
      return failure();
    Val result = binary(s.op, current, operand, s.loc);
    if (failed(result))
      return failure();
    return assign(*s.target, result, /*materialize=*/true);
  }
  case ast::NodeKind::Return: {
    auto &s = *llvm::cast<ast::Return>(&stmt);
    // A runtime `if` that holds a `return` is generated by genReturningIf,
    // which makes the rest of the function part of its branches; a runtime
    // loop has no such form (Triton refuses it too).
    if (frame().runtimeLoopDepth > 0)
      return fail(s.loc, "'return' inside a runtime 'for' or 'while' loop is not supported (Triton "
                         "refuses it too): assign the result to a name and return it after the loop");
    Val value = s.value ? genExpr(*s.value) : Val::none();
    if (failed(value))
      return failure();
    frame().returnValue = value;
    // Checked here rather than after the body so that the error points at
    // the `return`, not at the kernel's `def`.
    if (frames.size() == 1 && !frame().returnValue->isNone())
      return fail(s.loc, "a kernel cannot return a value");
    frame().returned = true;
    return success();
  }
  case ast::NodeKind::If: {
    auto &s = *llvm::cast<ast::If>(&stmt);
    Val test = genExpr(*s.test);
    if (failed(test))
      return failure();
    if (test.isConstexpr()) {
      FailureOr<bool> taken = truthy(test, s.test->loc);
      if (failed(taken))
        return failure();
      return genBlock(*taken ? s.body : s.orelse);
    }
    return genIf(s, test);
  }
  case ast::NodeKind::For: {
    auto &s = *llvm::cast<ast::For>(&stmt);
    auto *call = llvm::dyn_cast<ast::Call>(s.iter.get());
    Val callee = call ? genExpr(*call->func) : Val();
    if (failed(callee))
      return failure();
    std::string kind = rangeKind(callee);
    if (kind.empty())
      return fail(s.iter->loc,
                  "a kernel loop must iterate over range(), tl.range() or tl.static_range()");
    if (!s.orelse.empty())
      return fail(s.loc, "'for ... else' is not supported in a kernel");
    FailureOr<CallArgs> args = evalArgs(*call);
    if (failed(args))
      return failure();
    if (kind != "static_range")
      return genFor(s, callee, *args);
    FailureOr<BoundArgs> bound = bindArgs(*args, "static_range", {"arg1", "arg2", "step"}, 1);
    if (failed(bound))
      return failure();
    std::vector<int64_t> bounds;
    for (size_t i = 0; i < 3; ++i) {
      const std::optional<Val> &given = (*bound)[i];
      if (!given)
        continue;
      if (!given->isConstexpr() || !given->constant.isInt())
        return fail(bound->locs[i],
                    "the bounds of tl.static_range must be constexpr integers, got " +
                        given->describe() + " (use range() or tl.range() for runtime bounds)");
      bounds.push_back(given->constant.getInt());
    }
    int64_t lo = bounds.size() > 1 ? bounds[0] : 0, hi = bounds.size() > 1 ? bounds[1] : bounds[0];
    int64_t step = bounds.size() > 2 ? bounds[2] : 1;
    if (step == 0)
      return fail(s.iter->loc, "static_range() step must not be zero");
    // In 128-bit arithmetic: the bounds may be anywhere in int64.
    __int128 span = step > 0 ? (__int128)hi - lo : (__int128)lo - hi;
    __int128 mag = step > 0 ? (__int128)step : -(__int128)step;
    __int128 trips = span <= 0 ? 0 : (span + mag - 1) / mag;
    if (trips > 4096)
      return fail(s.iter->loc, "a tl.static_range loop is unrolled, and " +
                                   std::to_string((long long)trips) +
                                   " iterations are too many (the limit is 4096)");
    // Iterations from `t` on; the later ones are what follows an iteration
    // for a runtime `if` in it that returns (genReturningIf).
    std::function<LogicalResult(__int128)> iterations = [&](__int128 first) -> LogicalResult {
      ++frame().loopDepth;
      for (__int128 t = first; t < trips; ++t) {
        frame().rest.push_back([&iterations, t] { return iterations(t + 1); });
        if (failed(assign(*s.target, Val::constexprValue(ConstValue::fromInt(int64_t(lo + t * step))))) ||
            failed(genBlock(s.body)))
          return failure();
        frame().rest.pop_back();
        if (frame().returned)
          break;
      }
      --frame().loopDepth;
      return success();
    };
    return iterations(0);
  }
  case ast::NodeKind::While:
    return genWhile(*llvm::cast<ast::While>(&stmt));
  case ast::NodeKind::Break:
  case ast::NodeKind::Continue: {
    const char *word = stmt.kind == ast::NodeKind::Break ? "break" : "continue";
    if (frame().loopDepth == 0)
      return fail(stmt.loc, std::string("'") + word + "' outside a loop");
    return fail(stmt.loc, std::string("'") + word +
                              "' is not supported in a kernel loop (Triton has no '" + word +
                              "' either): use a condition or a mask instead");
  }
  case ast::NodeKind::Assert: {
    auto &s = *llvm::cast<ast::Assert>(&stmt);
    Val test = genExpr(*s.test);
    if (failed(test))
      return failure();
    if (test.isTensor()) {
      // As in Triton: an assert on a runtime value is tl.device_assert.
      CallArgs args;
      args.loc = s.loc;
      args.args.push_back(test);
      args.argLocs.push_back(s.test->loc);
      if (s.msg) {
        Val msg = genExpr(*s.msg);
        if (failed(msg))
          return failure();
        args.args.push_back(msg);
        args.argLocs.push_back(s.msg->loc);
      }
      if (failed(callBuiltin("triton.language.device_assert", args)))
        return failure();
      return success();
    }
    if (!test.isConstexpr())
      return fail(s.loc, "'assert' needs a condition, got " + test.describe());
    FailureOr<bool> holds = truthy(test, s.loc);
    if (failed(holds))
      return failure();
    if (!*holds) {
      std::string msg;
      if (s.msg) {
        Val m = genExpr(*s.msg);
        if (failed(m))
          return failure();
        if (m.isConstexpr() && m.constant.isString())
          msg = ": " + m.constant.getString();
      }
      return fail(s.loc, "assertion failed" + msg);
    }
    return success();
  }
  default:
    break;
  }
  const char *what = statementName(stmt.kind);
  return fail(stmt.loc, std::string(what ? what : "this statement") + (what ? " are" : " is") +
                            " not supported in a kernel");
}

void CodeGen::assignName(const std::string &name, const Val &value) {
  Frame &f = frame();
  if (f.moduleLevel) {
    f.module->globals[name] = value;
    return;
  }
  f.locals[name] = value;
  if (!f.defs.empty())
    f.defs.back().insert(name);
}

const ast::ExprList *CodeGen::targetElements(const ast::Expr &target) {
  if (auto *tuple = llvm::dyn_cast<ast::Tuple>(&target))
    return &tuple->elts;
  if (auto *list = llvm::dyn_cast<ast::List>(&target))
    return &list->elts;
  return nullptr;
}

LogicalResult CodeGen::assign(const ast::Expr &target, const Val &value, bool materialize) {
  if (auto *name = llvm::dyn_cast<ast::Name>(&target)) {
    // As Triton: `x = 1` makes x an int32 scalar, `x = 0.5` an fp32 one.
    if (materialize && value.isConstexpr() &&
        (value.constant.isInt() || value.constant.isFloat() || value.constant.isBool())) {
      Val scalar = toTensorDefault(value, target.loc, "an assignment");
      if (failed(scalar))
        return failure();
      assignName(name->id, scalar);
    } else {
      assignName(name->id, value);
    }
    return success();
  }
  if (const ast::ExprList *elts = targetElements(target)) {
    // `a, *rest = ...` would otherwise be reported as a count mismatch.
    for (const auto &e : *elts)
      if (llvm::isa<ast::Starred>(e.get()))
        return fail(e->loc, "starred assignment targets (*name) are not supported in a kernel");
    if (value.kind != Val::Kind::Tuple)
      return fail(target.loc, "cannot unpack " + value.describe() + " into " +
                                  std::to_string(elts->size()) + " names");
    if (value.elements.size() != elts->size())
      return fail(target.loc, "cannot unpack a tuple of " + std::to_string(value.elements.size()) +
                                  " values into " + std::to_string(elts->size()) + " names");
    for (size_t i = 0; i < elts->size(); ++i)
      if (failed(assign(*(*elts)[i], value.elements[i], materialize)))
        return failure();
    return success();
  }
  if (llvm::isa<ast::Subscript>(&target))
    return fail(target.loc, "tensors cannot be assigned to element by element (x[i] = ...); build "
                            "a new tensor with tl.where");
  return fail(target.loc, "only names and tuples of names can be assigned to in a kernel");
}

} // namespace tritonc::irgen

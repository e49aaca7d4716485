//===- Expressions.cpp - expressions, attributes, indexing and calls ------===//
#include "frontend/irgen/CodeGen.h"

#include <cctype>
#include <functional>
#include <map>
#include <optional>

namespace tritonc::irgen {

static const char *expressionName(ast::NodeKind kind) {
  switch (kind) {
  case ast::NodeKind::Lambda: return "lambda expressions";
  case ast::NodeKind::SetComp:
  case ast::NodeKind::DictComp: return "set and dict comprehensions";
  case ast::NodeKind::Dict: return "dictionaries";
  case ast::NodeKind::Set: return "sets";
  case ast::NodeKind::Await: return "'await' expressions";
  case ast::NodeKind::Yield:
  case ast::NodeKind::YieldFrom: return "'yield' expressions";
  case ast::NodeKind::Starred: return "starred expressions";
  case ast::NodeKind::NamedExpr: return "assignment expressions (:=)";
  case ast::NodeKind::Slice: return "slices";
  default: return "this expression";
  }
}

Val CodeGen::genExpr(const ast::Expr &expr) {
  switch (expr.kind) {
  case ast::NodeKind::Constant: {
    auto &c = *llvm::cast<ast::Constant>(&expr);
    switch (c.ckind) {
    case ast::Constant::Kind::None: return Val::none();
    case ast::Constant::Kind::Bool: return Val::constexprValue(ConstValue::fromBool(c.boolValue));
    case ast::Constant::Kind::Int:
      if (c.intOverflow)
        return fail(c.loc, "integer constant " + c.text + " does not fit in 64 bits");
      return Val::constexprValue(ConstValue::fromInt(c.intValue));
    case ast::Constant::Kind::Float: return Val::constexprValue(ConstValue::fromFloat(c.floatValue));
    case ast::Constant::Kind::String: {
      if (!c.isFString)
        return Val::constexprValue(ConstValue::fromString(c.strValue));
      return formatString(c); // BuiltinsDebug.cpp
    }
    default: return fail(c.loc, "this kind of constant is not supported in a kernel");
    }
  }
  case ast::NodeKind::Name:
    return lookup(llvm::cast<ast::Name>(&expr)->id, expr.loc);
  case ast::NodeKind::Attribute: {
    auto &a = *llvm::cast<ast::Attribute>(&expr);
    Val base = genExpr(*a.value);
    if (failed(base))
      return base;
    return attribute(base, a.attr, a.loc);
  }
  case ast::NodeKind::Call:
    return genCall(*llvm::cast<ast::Call>(&expr));
  case ast::NodeKind::BinOp: {
    auto &op = *llvm::cast<ast::BinOp>(&expr);
    Val lhs = genExpr(*op.left);
    if (failed(lhs))
      return lhs;
    Val rhs = genExpr(*op.right);
    if (failed(rhs))
      return rhs;
    return binary(op.op, lhs, rhs, op.loc);
  }
  case ast::NodeKind::UnaryOp: {
    auto &op = *llvm::cast<ast::UnaryOp>(&expr);
    Val operand = genExpr(*op.operand);
    if (failed(operand))
      return operand;
    return unary(op.op, operand, op.loc);
  }
  case ast::NodeKind::Compare: {
    auto &cmp = *llvm::cast<ast::Compare>(&expr);
    Val lhs = genExpr(*cmp.left);
    if (failed(lhs))
      return lhs;
    Val result;
    for (size_t i = 0; i < cmp.ops.size(); ++i) {
      Val rhs = genExpr(*cmp.comparators[i]);
      if (failed(rhs))
        return rhs;
      Val part = compare(cmp.ops[i], lhs, rhs, cmp.loc);
      if (failed(part))
        return part;
      if (i == 0) {
        result = part;
      } else {
        if (!result.isConstexpr() || !part.isConstexpr())
          return fail(cmp.loc, "chained comparisons of tensors are not supported; combine them with &");
        FailureOr<bool> before = truthy(result, cmp.loc);
        if (failed(before))
          return Failure();
        bool both = *before;
        if (both) { // `&&` evaluated the second operand only when the first held
          FailureOr<bool> now = truthy(part, cmp.loc);
          if (failed(now))
            return Failure();
          both = *now;
        }
        result = Val::constexprValue(ConstValue::fromBool(both));
      }
      lhs = rhs;
    }
    return result;
  }
  case ast::NodeKind::BoolOp: {
    // On constexprs, Python's short circuit; on tensors, Triton's
    // logical_and / logical_or of both sides (no short circuit).
    auto &op = *llvm::cast<ast::BoolOp>(&expr);
    bool isAnd = op.op == ast::BoolOpKind::And;
    Val result = genExpr(*op.values[0]);
    if (failed(result))
      return result;
    for (size_t i = 1; i < op.values.size(); ++i) {
      // A tuple's truth is known (non-empty), as a constexpr's is.
      if (result.isConstexpr() || result.kind == Val::Kind::Tuple) {
        FailureOr<bool> truth = truthy(result, op.loc);
        if (failed(truth))
          return Failure();
        if (isAnd != *truth)
          return result;
        result = genExpr(*op.values[i]);
        if (failed(result))
          return result;
        continue;
      }
      Val next = genExpr(*op.values[i]);
      if (failed(next))
        return next;
      result = logical(isAnd, result, next, op.loc);
      if (failed(result))
        return result;
    }
    return result;
  }
  case ast::NodeKind::IfExp: {
    auto &e = *llvm::cast<ast::IfExp>(&expr);
    Val test = genExpr(*e.test);
    if (failed(test))
      return test;
    if (!test.isConstexpr())
      return genIfExp(e, test);
    FailureOr<bool> taken = truthy(test, e.test->loc);
    if (failed(taken))
      return Failure();
    return genExpr(*taken ? *e.body : *e.orelse);
  }
  case ast::NodeKind::Tuple:
  case ast::NodeKind::List: {
    // Lists are constant sequences in kernels (shapes, axes), like tuples.
    const ast::ExprList &elts = expr.kind == ast::NodeKind::Tuple ? llvm::cast<ast::Tuple>(&expr)->elts
                                                                   : llvm::cast<ast::List>(&expr)->elts;
    std::vector<Val> values;
    for (const auto &element : elts) {
      if (llvm::isa<ast::Starred>(element.get()))
        return fail(element->loc, "starred expressions are not supported in a kernel");
      values.push_back(genExpr(*element));
      if (failed(values.back()))
        return values.back();
    }
    return Val::tuple(std::move(values));
  }
  case ast::NodeKind::ListComp: {
    auto &c = *llvm::cast<ast::ListComp>(&expr);
    return genComprehension(*c.elt, c.generators);
  }
  case ast::NodeKind::GeneratorExp: {
    auto &c = *llvm::cast<ast::GeneratorExp>(&expr);
    return genComprehension(*c.elt, c.generators);
  }
  case ast::NodeKind::Subscript: {
    auto &s = *llvm::cast<ast::Subscript>(&expr);
    Val base = genExpr(*s.value);
    if (failed(base))
      return base;
    return subscript(base, *s.slice, s.loc);
  }
  default:
    break;
  }
  return fail(expr.loc, std::string(expressionName(expr.kind)) + " are not supported in a kernel");
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
    // The version tritonc implements, for shims that test it.
    if (base.name == "triton" && attr == "__version__")
      return Val::constexprValue(ConstValue::fromString("3.6.0"));
    if (base.name.rfind("torch.finfo(", 0) == 0 || base.name.rfind("torch.iinfo(", 0) == 0)
      return numericLimit(base, attr, l);
    return Val::ns(base.name + "." + attr);
  case Val::Kind::Module: {
    // A name of another module of the package (evaluated on first use), or
    // one of its submodules.
    ModuleInfo &m = *base.module;
    if (std::optional<Val> value = readGlobal(m, attr, m.name + "." + attr, l))
      return *value; // or the failure
    if (m.file && m.file->isPackage) {
      bool parseFailed = false;
      if (ModuleFile *sub = loader.findRelative(m.file->directory, 1, attr, parseFailed)) {
        Val v;
        v.kind = Val::Kind::Module;
        v.module = &moduleFor(*sub);
        return v;
      }
      if (parseFailed)
        return Failure(); // reported by the loader
    }
    return fail(l, "module '" + m.name + "' has no attribute '" + attr + "'");
  }
  case Val::Kind::DTypeObj: {
    const DType &d = base.dtypeObject;
    if (attr == "element_ty") {
      if (!d.isPointer())
        return fail(l, "'element_ty' of a non-pointer dtype " + d.displayName());
      return Val::dtype(d.pointee());
    }
    if (attr == "scalar")
      return base;
    if (attr == "primitive_bitwidth")
      return Val::constexprValue(ConstValue::fromInt(d.bitWidth()));
    if (attr == "int_bitwidth") {
      if (!d.isInteger())
        return fail(l, "'int_bitwidth' of a non-integer dtype " + d.displayName());
      return Val::constexprValue(ConstValue::fromInt(d.bitWidth()));
    }
    if (attr == "name")
      return Val::constexprValue(ConstValue::fromString(d.displayName()));
    if (attr == "value") // a tl.constexpr holding a dtype
      return base;
    if (attr.rfind("is_", 0) == 0 || attr == "to_ir")
      return method(base);
    return fail(l, "dtype has no attribute '" + attr + "'");
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
        return fail(l, "x.T needs a 2-D tensor, got " + base.describe());
      auto t = TensorType{base.type.dtype, {base.type.shape[1], base.type.shape[0]}};
      auto op = b.create<tile::TransOp>(loc(l), toMLIRType(b, t), base.value,
                                        b.getDenseI32ArrayAttr({1, 0}));
      return Val::tensor(op, t);
    }
    // Every other attribute is a method: x.to(...), x.sum(axis), x.exp(), ...
    return method(base);
  }
  case Val::Kind::BlockPtr:
    if (base.isDescriptor())
      return descriptorAttribute(base, attr, l);
    if (attr == "advance")  // p.advance(offsets) is tl.advance(p, offsets)
      return method(base);
    break;
  case Val::Kind::Constexpr:
    if (attr == "value")
      return base;
    break;
  case Val::Kind::Tuple:
    if (attr == "value") // a tl.constexpr holding a tuple
      return base;
    break;
  default:
    break;
  }
  return fail(l, base.describe() + " has no attribute '" + attr + "'");
}

/// Python's slice indices on a sequence of length n.
static FailureOr<std::vector<size_t>> sliceIndices(CodeGen &gen, const ast::Slice &slice, int64_t n) {
  auto part = [&](const ast::ExprPtr &e, int64_t dflt) -> FailureOr<int64_t> {
    if (!e)
      return dflt;
    Val v = gen.genExpr(*e);
    if (failed(v))
      return failure();
    if (v.isNone())
      return dflt;
    return gen.constexprInt(v, e->loc, "a slice index");
  };
  FailureOr<int64_t> step = part(slice.step, 1);
  if (failed(step))
    return failure();
  if (*step == 0)
    return gen.fail(slice.loc, "slice step cannot be zero");
  auto clamp = [&](int64_t i, bool forUpper) {
    if (i < 0)
      i += n;
    if (*step > 0)
      return std::max<int64_t>(0, std::min(i, n));
    return std::max<int64_t>(forUpper ? -1 : 0, std::min(i, n - 1));
  };
  int64_t lo = *step > 0 ? 0 : n - 1, hi = *step > 0 ? n : -1;
  if (slice.lower) {
    FailureOr<int64_t> lower = part(slice.lower, 0);
    if (failed(lower))
      return failure();
    lo = clamp(*lower, false);
  }
  if (slice.upper) {
    FailureOr<int64_t> upper = part(slice.upper, 0);
    if (failed(upper))
      return failure();
    hi = clamp(*upper, true);
  }
  std::vector<size_t> out;
  for (int64_t i = lo; *step > 0 ? i < hi : i > hi; i += *step)
    out.push_back(size_t(i));
  return out;
}

Val CodeGen::subscript(const Val &base, const ast::Expr &index, SourceLocation l) {
  if (base.kind == Val::Kind::Tuple ||
      (base.isConstexpr() && base.constant.isString())) {
    bool isString = base.isConstexpr();
    int64_t n = isString ? base.constant.getString().size() : base.elements.size();
    if (auto *slice = llvm::dyn_cast<ast::Slice>(&index)) {
      FailureOr<std::vector<size_t>> picked = sliceIndices(*this, *slice, n);
      if (failed(picked))
        return Failure();
      if (isString) {
        std::string s;
        for (size_t i : *picked)
          s += base.constant.getString()[i];
        return Val::constexprValue(ConstValue::fromString(s));
      }
      std::vector<Val> out;
      for (size_t i : *picked)
        out.push_back(base.elements[i]);
      return Val::tuple(std::move(out));
    }
    Val v = genExpr(index);
    if (failed(v))
      return v;
    if (!v.isConstexpr() || !v.constant.isInt())
      return fail(index.loc, "a tuple index must be a constexpr integer, got " + v.describe());
    int64_t i = v.constant.getInt();
    if (i < -n || i >= n)
      return fail(index.loc, (isString ? "string" : "tuple") + std::string(" index ") +
                                 std::to_string(i) + " out of range");
    i = i < 0 ? i + n : i;
    if (isString)
      return Val::constexprValue(ConstValue::fromString(std::string(1, base.constant.getString()[i])));
    return base.elements[i];
  }
  if (!base.isTensor())
    return fail(l, base.describe() + " cannot be indexed");
  // Tensors: None inserts a dimension of size 1, ':' keeps one (Triton's
  // __getitem__); nothing else.
  std::vector<const ast::Expr *> parts;
  if (auto *tuple = llvm::dyn_cast<ast::Tuple>(&index))
    for (const auto &e : tuple->elts)
      parts.push_back(e.get());
  else
    parts.push_back(&index);
  Val result = base;
  for (size_t dim = 0; dim < parts.size(); ++dim) {
    const ast::Expr *part = parts[dim];
    if (auto *slice = llvm::dyn_cast<ast::Slice>(part)) {
      if (slice->lower || slice->upper || slice->step)
        return fail(part->loc, "tensors can only be indexed with None and ':' (slicing with bounds "
                               "is not supported)");
      // Triton's __getitem__ passes over ':' whatever the rank (a
      // scalar's `z[None, None, :]` has shape [1, 1]).
      continue;
    }
    if (auto *c = llvm::dyn_cast<ast::Constant>(part); c && c->ckind == ast::Constant::Kind::None) {
      result = expandDims(result, dim, part->loc);
      if (failed(result))
        return result;
      continue;
    }
    // What else the index is decides the message: a tensor asks for a
    // gather, which indexing cannot do (in Triton either).
    Val idx = genExpr(*part);
    if (failed(idx))
      return idx;
    if (idx.isConstexpr() && idx.constant.isNone()) {
      result = expandDims(result, dim, part->loc);
      if (failed(result))
        return result;
      continue;
    }
    if (idx.isTensor() && !idx.type.shape.empty())
      return fail(part->loc, "a tensor cannot be indexed with a tensor (" + idx.describe() +
                                 "), in Triton either: compute the pointers and use tl.load");
    return fail(part->loc, "tensors can only be indexed with None and ':' (x[:, None], x[None, :]); "
                           "integer indexing is not supported");
  }
  return result;
}

FailureOr<CallArgs> CodeGen::evalArgs(const ast::Call &call) {
  CallArgs args;
  args.loc = call.loc;
  for (const auto &arg : call.args) {
    if (llvm::isa<ast::Starred>(arg.get()))
      return fail(arg->loc, "*args in a call are not supported in a kernel");
    Val v = genExpr(*arg);
    if (failed(v))
      return failure();
    args.args.push_back(v);
    args.argLocs.push_back(arg->loc);
  }
  for (const auto &kw : call.keywords) {
    if (kw.arg.empty())
      return fail(kw.loc, "**kwargs in a call are not supported in a kernel");
    Val v = genExpr(*kw.value);
    if (failed(v))
      return failure();
    args.keywords.emplace_back(kw.arg, v);
    args.keywordLocs.push_back(kw.loc);
    args.keywordValueLocs.push_back(kw.value->loc);
  }
  return args;
}

/// "3.0.0rc1" -> (3, 0, 0): the release numbers of a version string.
static Val versionTuple(const std::string &text) {
  std::vector<Val> parts;
  size_t i = 0;
  while (i < text.size() && std::isdigit((unsigned char)text[i])) {
    int64_t n = 0;
    while (i < text.size() && std::isdigit((unsigned char)text[i]))
      n = n * 10 + (text[i++] - '0');
    parts.push_back(Val::constexprValue(ConstValue::fromInt(n)));
    if (i < text.size() && text[i] == '.')
      ++i;
    else
      break;
  }
  return Val::tuple(std::move(parts));
}

Val CodeGen::genCall(const ast::Call &call) {
  // Version objects of host libraries (packaging.version.Version/parse,
  // pkg_resources.parse_version) on a known string: a tuple of release
  // numbers, so that `Version(triton.__version__) >= Version("3.0")` can be
  // decided at module level.
  if (evaluatingModule > 0 && call.args.size() == 1 && call.keywords.empty()) {
    std::string callee = ast::dottedName(call.func.get());
    std::string last = callee.substr(callee.rfind('.') + 1);
    if (last == "Version" || last == "parse_version" || callee == "version.parse" ||
        callee == "packaging.version.parse") {
      Val arg = genExpr(*call.args[0]);
      if (failed(arg))
        return arg;
      if (arg.isConstexpr() && arg.constant.isString())
        return versionTuple(arg.constant.getString());
    }
  }
  Val callee = genExpr(*call.func);
  if (failed(callee))
    return callee;
  if (std::optional<Val> decorated = decoratorCall(callee, call))
    return *decorated; // or the failure
  FailureOr<CallArgs> args = evalArgs(call);
  if (failed(args))
    return Failure();
  return callValue(callee, *args);
}

Val CodeGen::numericLimit(const Val &info, const std::string &attr, SourceLocation l) {
  bool isFloatInfo = info.name.rfind("torch.finfo(", 0) == 0;
  DType d = info.dtypeObject;
  int bits = d.bitWidth();
  if (attr == "bits")
    return Val::constexprValue(ConstValue::fromInt(bits));
  if (isFloatInfo) {
    struct Limits { ScalarKind dtype; double max, eps, tiny; };
    static const Limits limits[] = {
        {ScalarKind::FP32, 3.4028234663852886e+38, 1.1920928955078125e-07, 1.1754943508222875e-38},
        {ScalarKind::FP16, 65504.0, 0.0009765625, 6.103515625e-05},
        {ScalarKind::BF16, 3.3895313892515355e+38, 0.0078125, 1.1754943508222875e-38},
        {ScalarKind::FP64, 1.7976931348623157e+308, 2.220446049250313e-16, 2.2250738585072014e-308},
        {ScalarKind::FP8E4NV, 448.0, 0.125, 0.015625},
        {ScalarKind::FP8E5, 57344.0, 0.25, 6.103515625e-05}};
    for (const Limits &lim : limits)
      if (d == lim.dtype) {
        if (attr == "max") return Val::constexprValue(ConstValue::fromFloat(lim.max));
        if (attr == "min") return Val::constexprValue(ConstValue::fromFloat(-lim.max));
        if (attr == "eps") return Val::constexprValue(ConstValue::fromFloat(lim.eps));
        if (attr == "tiny" || attr == "smallest_normal")
          return Val::constexprValue(ConstValue::fromFloat(lim.tiny));
      }
    return fail(l, "torch.finfo of " + d.displayName() + " has no attribute '" + attr + "' known to tritonc");
  }
  bool isUnsignedType = d.isUnsigned() || d.isBool();
  if (attr == "max")
    return Val::constexprValue(ConstValue::fromInt(
        bits >= 64 ? (isUnsignedType ? -1 : INT64_MAX) : (int64_t(1) << (bits - (isUnsignedType ? 0 : 1))) - 1));
  if (attr == "min")
    return Val::constexprValue(ConstValue::fromInt(isUnsignedType ? 0 : bits >= 64 ? INT64_MIN : -(int64_t(1) << (bits - 1))));
  return fail(l, "torch.iinfo of " + d.displayName() + " has no attribute '" + attr + "' known to tritonc");
}

Val CodeGen::callValue(const Val &callee, const CallArgs &args) {
  switch (callee.kind) {
  case Val::Kind::Namespace:
    if ((callee.name == "torch.finfo" || callee.name == "torch.iinfo") && args.args.size() == 1) {
      if (auto d = asDType(args.args[0]); d && (callee.name == "torch.finfo") == d->isFloat()) {
        Val info = Val::ns(callee.name + "(" + d->str() + ")");
        info.dtypeObject = *d;
        return info;
      }
    }
    return callBuiltin(callee.name, args);
  case Val::Kind::JitFunction:
    return callJitFunction(callee, args);
  case Val::Kind::Method:
    return callMethod(callee, args);
  case Val::Kind::Decorator:
    // triton.jit(...)(f), triton.heuristics(...)(f)
    if (args.args.size() != 1 || !args.keywords.empty())
      return fail(args.loc, "a decorator takes one function");
    return decorate(args.args[0], callee, args.loc, "a decorator");
  case Val::Kind::DTypeObj:
    // tl.float32(x): a scalar (or tensor) of that dtype, as Triton's dtype
    // objects allow (`m = tl.float32(-float("inf"))`).
    if (args.args.size() == 1 && args.keywords.empty()) {
      const Val &x = args.args[0];
      if (x.isConstexpr() && !x.constant.isString() && !x.constant.isNone())
        return constantTensor(x.constant, callee.dtypeObject, args.argLocs[0]);
      if (x.isTensor())
        return cast(x, callee.dtypeObject, args.argLocs[0]);
    }
    return fail(args.loc, "dtype " + callee.dtypeObject.displayName() + "(...) takes one number or tensor");
  default:
    return fail(args.loc, callee.describe() + " is not callable");
  }
}

Val CodeGen::callJitFunction(const Val &callee, const CallArgs &args) {
  const ast::FunctionDef &fn = *callee.function;
  if (!callee.jit)
    return fail(args.loc, "'" + fn.name +
                              "' is not a @triton.jit function and cannot be called from a kernel");
  if (frames.size() > 64)
    return fail(args.loc, "calls nest too deeply (recursion is not supported in kernels)");
  std::vector<std::string> names;
  size_t required = 0;
  for (const auto &p : fn.params) {
    if (p.kind == ast::Param::Kind::VarArgs || p.kind == ast::Param::Kind::VarKeywords)
      return fail(fn.loc, "@jit functions with *args or **kwargs are not supported");
    names.push_back(p.name);
    if (!p.defaultValue)
      required = names.size();
  }
  FailureOr<BoundArgs> bound = bindArgs(args, fn.name, names, required);
  if (failed(bound))
    return Failure();
  frames.emplace_back();
  Frame &f = frames.back();
  f.module = callee.module;
  f.callee = fn.name;
  f.callLoc = args.loc;
  // Defaults are evaluated in the callee's module (they may name its constants).
  for (size_t i = 0; i < names.size(); ++i) {
    Val value = (*bound)[i] ? *(*bound)[i] : genExpr(*fn.params[i].defaultValue);
    if (failed(value)) {
      frames.pop_back();
      return value;
    }
    f.locals[names[i]] = value;
  }
  LogicalResult body = genBlock(fn.body);
  std::optional<Val> result = frames.back().returnValue;
  frames.pop_back();
  if (failed(body))
    return Failure();
  return result ? *result : Val::none();
}

FailureOr<bool> CodeGen::flagArg(const BoundArgs &a, size_t i) {
  if (!a[i])
    return false;
  if (a[i]->isTensor())
    return fail(a.locs[i], a.names[i] + "= of " + a.fname + "() must be a constexpr, got " +
                               a[i]->describe());
  return truthy(*a[i], a.locs[i]);
}

/// The names a comprehension's target binds (`x`, `(i, x)`).
static void targetNames(const ast::Expr &target, std::vector<std::string> &names) {
  if (auto *name = llvm::dyn_cast<ast::Name>(&target))
    names.push_back(name->id);
  else if (const ast::ExprList *elts = CodeGen::targetElements(target))
    for (const auto &e : *elts)
      targetNames(*e, names);
}

FailureOr<std::vector<Val>> CodeGen::comprehensionItems(const ast::Expr &iter) {
  std::vector<Val> items;
  // range(...) / tl.static_range(...) with constexpr bounds: the integers.
  if (auto *call = llvm::dyn_cast<ast::Call>(&iter)) {
    std::string callee = ast::dottedName(call->func.get());
    size_t dot = callee.rfind('.');
    std::string last = dot == std::string::npos ? callee : callee.substr(dot + 1);
    if ((callee == "range" || last == "static_range") && call->keywords.empty() && !call->args.empty() &&
        call->args.size() <= 3) {
      int64_t bounds[3] = {0, 0, 1};
      for (size_t i = 0; i < call->args.size(); ++i) {
        Val v = genExpr(*call->args[i]);
        if (failed(v))
          return failure();
        if (!v.isConstexpr() || !v.constant.isInt())
          return fail(call->args[i]->loc, "a comprehension's range() needs constexpr integers, got " + v.describe());
        bounds[call->args.size() == 1 ? 1 : i] = v.constant.getInt();
      }
      int64_t start = bounds[0], stop = bounds[1], step = bounds[2];
      if (step == 0)
        return fail(call->loc, "range() step must not be zero");
      for (int64_t i = start; step > 0 ? i < stop : i > stop; i += step) {
        if (items.size() == 4096)
          return fail(call->loc, "a comprehension in a kernel is unrolled: at most 4096 elements");
        items.push_back(Val::constexprValue(ConstValue::fromInt(i)));
      }
      return items;
    }
  }
  Val iterable = genExpr(iter);
  if (failed(iterable))
    return failure();
  if (iterable.kind == Val::Kind::Tuple)
    return iterable.elements;
  if (iterable.isConstexpr() && iterable.constant.kind() == ConstValue::Kind::Tuple) {
    for (const ConstValue &c : iterable.constant.getTuple())
      items.push_back(Val::constexprValue(c));
    return items;
  }
  return fail(iter.loc, "a comprehension in a kernel iterates over a tuple, a list or a range known at "
                        "compile time, got " + iterable.describe());
}

Val CodeGen::genComprehension(const ast::Expr &elt, const std::vector<ast::Comprehension> &generators) {
  // The loop variables live in the comprehension's own scope (Python 3):
  // whatever the names meant before comes back afterwards.
  std::vector<std::string> names;
  for (const ast::Comprehension &g : generators)
    targetNames(*g.target, names);
  std::map<std::string, std::optional<Val>> saved;
  for (const std::string &n : names)
    if (!saved.count(n)) {
      auto it = frame().locals.find(n);
      saved[n] = it == frame().locals.end() ? std::nullopt : std::optional<Val>(it->second);
    }
  std::vector<Val> results;
  std::function<LogicalResult(size_t)> level = [&](size_t g) -> LogicalResult {
    if (g == generators.size()) {
      Val v = genExpr(elt);
      if (failed(v))
        return failure();
      results.push_back(v);
      return success();
    }
    const ast::Comprehension &gen = generators[g];
    if (gen.isAsync)
      return fail(gen.loc, "async comprehensions are not supported in a kernel");
    FailureOr<std::vector<Val>> items = comprehensionItems(*gen.iter);
    if (failed(items))
      return failure();
    for (const Val &item : *items) {
      // Bind the target, unpacking tuples.
      std::function<LogicalResult(const ast::Expr &, const Val &)> bind = [&](const ast::Expr &t,
                                                                             const Val &v) -> LogicalResult {
        if (auto *name = llvm::dyn_cast<ast::Name>(&t)) {
          frame().locals[name->id] = v;
          return success();
        }
        const ast::ExprList *elts = targetElements(t);
        if (!elts)
          return fail(t.loc, "a comprehension's target must be names or tuples of names");
        if (v.kind != Val::Kind::Tuple || v.elements.size() != elts->size())
          return fail(t.loc, "cannot unpack " + v.describe() + " into " + std::to_string(elts->size()) + " names");
        for (size_t i = 0; i < elts->size(); ++i)
          if (failed(bind(*(*elts)[i], v.elements[i])))
            return failure();
        return success();
      };
      if (failed(bind(*gen.target, item)))
        return failure();
      bool keep = true;
      for (const auto &cond : gen.ifs) {
        Val c = genExpr(*cond);
        if (failed(c))
          return failure();
        FailureOr<bool> truth = truthy(c, cond->loc);
        if (failed(truth))
          return failure();
        if (!*truth) {
          keep = false;
          break;
        }
      }
      if (keep && failed(level(g + 1)))
        return failure();
    }
    return success();
  };
  LogicalResult status = level(0);
  for (auto &[n, old] : saved) {
    if (old)
      frame().locals[n] = *old;
    else
      frame().locals.erase(n);
  }
  if (failed(status))
    return Failure();
  return Val::tuple(std::move(results));
}

FailureOr<bool> CodeGen::truthy(const Val &v, SourceLocation l) {
  if (v.kind == Val::Kind::Tuple)
    return !v.elements.empty();
  if (v.kind == Val::Kind::DTypeObj || v.kind == Val::Kind::JitFunction ||
      v.kind == Val::Kind::Namespace || v.kind == Val::Kind::Module ||
      v.kind == Val::Kind::Decorator)
    return true;
  if (!v.isConstexpr())
    return fail(l, "the truth value of " + v.describe() + " is not known at compile time");
  const ConstValue &c = v.constant;
  switch (c.kind()) {
  case ConstValue::Kind::None: return false;
  case ConstValue::Kind::Bool: return c.getBool();
  case ConstValue::Kind::Int: return c.getInt() != 0;
  case ConstValue::Kind::Float: return c.getFloat() != 0.0;
  case ConstValue::Kind::String: return !c.getString().empty();
  case ConstValue::Kind::DType: return true;
  case ConstValue::Kind::Tuple: return !c.getTuple().empty();
  }
  return false;
}

} // namespace tritonc::irgen

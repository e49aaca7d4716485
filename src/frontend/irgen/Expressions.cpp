//===- Expressions.cpp - expressions, attributes, indexing and calls ------===//
#include "frontend/irgen/CodeGen.h"

namespace tritonc::irgen {

static const char *expressionName(ast::NodeKind kind) {
  switch (kind) {
  case ast::NodeKind::Lambda: return "lambda expressions";
  case ast::NodeKind::ListComp:
  case ast::NodeKind::SetComp:
  case ast::NodeKind::DictComp:
  case ast::NodeKind::GeneratorExp: return "comprehensions";
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
    auto &c = *ast::cast<ast::Constant>(&expr);
    switch (c.ckind) {
    case ast::Constant::Kind::None: return Val::none();
    case ast::Constant::Kind::Bool: return Val::constexprValue(ConstValue::fromBool(c.boolValue));
    case ast::Constant::Kind::Int:
      if (c.intOverflow)
        fail(c.loc, "integer constant " + c.text + " does not fit in 64 bits");
      return Val::constexprValue(ConstValue::fromInt(c.intValue));
    case ast::Constant::Kind::Float: return Val::constexprValue(ConstValue::fromFloat(c.floatValue));
    case ast::Constant::Kind::String: {
      if (!c.isFString)
        return Val::constexprValue(ConstValue::fromString(c.strValue));
      return formatString(c); // BuiltinsDebug.cpp
    }
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
    // What else the index is decides the message: a tensor asks for a
    // gather, which indexing cannot do (in Triton either).
    Val idx = genExpr(*part);
    if (idx.isConstexpr() && idx.constant.isNone()) {
      result = expandDims(result, dim, part->loc);
      continue;
    }
    if (idx.isTensor() && !idx.type.shape.empty())
      fail(part->loc, "a tensor cannot be indexed with a tensor (" + idx.describe() +
                          "), in Triton either: compute the pointers and use tl.load");
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

bool CodeGen::flagArg(const BoundArgs &a, size_t i) {
  if (!a[i])
    return false;
  if (a[i]->isTensor())
    fail(a.locs[i], a.names[i] + "= of " + a.fname + "() must be a constexpr, got " + a[i]->describe());
  return truthy(*a[i], a.locs[i]);
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

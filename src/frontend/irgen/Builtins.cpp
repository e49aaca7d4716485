//===- Builtins.cpp - tl.* functions and tensor methods -------------------===//
#include "frontend/irgen/CodeGen.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "llvm/Support/MathExtras.h"

namespace tritonc::irgen {

/// `triton.language.core.load`, `tl.load` and `triton.language.load` all
/// name the builtin "load"; Python builtins keep their "builtins." prefix.
static std::string canonicalBuiltin(const std::string &path) {
  for (const char *prefix : {"triton.language.core.", "triton.language.", "triton."})
    if (path.rfind(prefix, 0) == 0)
      return path.substr(std::string(prefix).size());
  return path;
}

BoundArgs CodeGen::bindArgs(const ast::Call &call, const std::string &fname,
                            const std::vector<std::string> &params, size_t required,
                            bool skipFirst) {
  BoundArgs bound;
  bound.values.resize(params.size());
  bound.locs.assign(params.size(), call.loc);
  size_t offset = skipFirst ? 1 : 0;
  size_t positional = params.size() - offset;
  if (call.args.size() > positional)
    fail(call.args[positional]->loc,
         fname + "() takes " + std::to_string(positional) + " positional argument" +
             (positional == 1 ? "" : "s") + " but " + std::to_string(call.args.size()) +
             (call.args.size() == 1 ? " was" : " were") + " given");
  for (size_t i = 0; i < call.args.size(); ++i) {
    bound.values[i + offset] = genExpr(*call.args[i]);
    bound.locs[i + offset] = call.args[i]->loc;
  }
  for (const auto &kw : call.keywords) {
    auto it = std::find(params.begin() + offset, params.end(), kw.arg);
    if (it == params.end())
      fail(kw.loc, fname + "() got an unexpected keyword argument '" + kw.arg + "'");
    size_t index = it - params.begin();
    if (bound.values[index])
      fail(kw.loc, fname + "() got multiple values for argument '" + kw.arg + "'");
    bound.values[index] = genExpr(*kw.value);
    bound.locs[index] = kw.value->loc;
  }
  for (size_t i = offset; i < required + offset && i < params.size(); ++i)
    if (!bound.values[i])
      fail(call.loc, fname + "() missing required argument '" + params[i] + "'");
  return bound;
}

std::optional<DType> CodeGen::asDType(const Val &v) {
  if (v.kind == Val::Kind::DTypeObj)
    return v.name;
  if (v.kind == Val::Kind::Namespace) {
    std::string name = canonicalBuiltin(v.name);
    std::string dtype = dtypeFromLanguageName(name);
    if (!dtype.empty())
      return dtype;
  }
  return std::nullopt;
}

int64_t CodeGen::constexprInt(const std::optional<Val> &v, SourceLocation l, const std::string &what) {
  if (!v || !v->isConstexpr() || !(v->constant.isInt() || v->constant.isBool()))
    fail(l, what + " must be a constexpr integer" + (v ? ", got " + v->describe() : std::string()));
  return v->constant.isInt() ? v->constant.getInt() : v->constant.getBool();
}

static bool isNoneOrAbsent(const std::optional<Val> &v) {
  return !v || (v->isConstexpr() && v->constant.isNone());
}

static std::string constexprString(CodeGen &gen, const std::optional<Val> &v, SourceLocation l,
                                   const std::string &what) {
  if (isNoneOrAbsent(v))
    return "";
  if (!v->isConstexpr() || !v->constant.isString())
    gen.fail(l, what + " must be a constexpr string, got " + v->describe());
  return v->constant.getString();
}

Val CodeGen::callBuiltin(const std::string &path, const ast::Call &call, SourceLocation l) {
  std::string name = canonicalBuiltin(path);
  mlir::Location ml = loc(l);

  if (name == "program_id" || name == "num_programs") {
    BoundArgs args = bindArgs(call, "tl." + name, {"axis"}, 1);
    int64_t axis = constexprInt(args[0], args.locs[0], "the axis of tl." + name);
    if (axis < 0 || axis > 2)
      fail(args.locs[0], "the axis of tl." + name + " must be 0, 1 or 2, got " + std::to_string(axis));
    mlir::Value v = name == "program_id"
                        ? b.create<tile::ProgramIdOp>(ml, b.getI32Type(), axis).getResult()
                        : b.create<tile::NumProgramsOp>(ml, b.getI32Type(), axis).getResult();
    return Val::tensor(v, TensorType{"i32", {}});
  }

  if (name == "arange") {
    BoundArgs args = bindArgs(call, "tl.arange", {"start", "end"}, 2);
    int64_t start = constexprInt(args[0], args.locs[0], "the start of tl.arange");
    int64_t end = constexprInt(args[1], args.locs[1], "the end of tl.arange");
    if (end <= start)
      fail(l, "tl.arange(" + std::to_string(start) + ", " + std::to_string(end) +
                  ") is empty: end must be greater than start");
    int64_t size = end - start;
    if (!llvm::isPowerOf2_64(size))
      fail(l, "the length of tl.arange must be a power of 2, got " + std::to_string(size) +
                  " (arange(" + std::to_string(start) + ", " + std::to_string(end) + "))");
    if (size > (1 << 20))
      fail(l, "tl.arange of " + std::to_string(size) + " elements is too large (at most 1048576)");
    if (start < INT32_MIN || end > INT32_MAX)
      fail(l, "the bounds of tl.arange must fit in int32");
    TensorType t{"i32", {size}};
    auto range = b.create<tile::MakeRangeOp>(ml, mlir::cast<mlir::RankedTensorType>(toMLIRType(b, t)),
                                             start, end);
    return Val::tensor(range, t);
  }

  if (name == "load") {
    BoundArgs args = bindArgs(call, "tl.load",
                              {"pointer", "mask", "other", "boundary_check", "padding_option",
                               "cache_modifier", "eviction_policy", "volatile"}, 1);
    Val ptr = *args[0];
    if (!ptr.isTensor() || !isPointer(ptr.type.dtype))
      fail(args.locs[0], "tl.load expects a pointer, got " + ptr.describe());
    if (!isNoneOrAbsent(args[3]) || !isNoneOrAbsent(args[4]))
      if (!(args[3] && args[3]->kind == Val::Kind::Tuple && args[3]->elements.empty()))
        fail(l, "boundary_check / padding_option need block pointers (tl.make_block_ptr), "
                "which are not supported yet");
    std::optional<Val> mask;
    std::vector<int64_t> shape = ptr.type.shape;
    if (!isNoneOrAbsent(args[1])) {
      mask = toTensor(*args[1], "i1", args.locs[1], "tl.load's mask");
      if (!isBool(mask->type.dtype))
        fail(args.locs[1], "the mask of tl.load must be a boolean (int1), got " + mask->describe());
      shape = broadcastShapes(ptr, *mask, args.locs[1], "tl.load's pointer and mask");
      mask = broadcastTo(*mask, shape, args.locs[1]);
    }
    ptr = broadcastTo(ptr, shape, l);
    DType element = pointee(ptr.type.dtype);
    std::optional<Val> other;
    if (!isNoneOrAbsent(args[2])) {
      if (!mask)
        fail(args.locs[2], "'other' needs a mask (without one every element is loaded)");
      other = broadcastTo(cast(*args[2], element, args.locs[2]), shape, args.locs[2]);
    }
    std::string cache = constexprString(*this, args[5], args.locs[5], "cache_modifier");
    std::string evict = constexprString(*this, args[6], args.locs[6], "eviction_policy");
    if (!cache.empty() && cache != ".ca" && cache != ".cg" && cache != ".cv")
      fail(args.locs[5], "unsupported cache_modifier '" + cache + "' for tl.load (use '.ca', '.cg' or '.cv')");
    if (!evict.empty() && evict != "evict_first" && evict != "evict_last" && evict != "evict_normal")
      fail(args.locs[6], "unsupported eviction_policy '" + evict +
                             "' (use 'evict_first', 'evict_last' or 'evict_normal')");
    bool isVolatile = args[7] && truthy(*args[7], args.locs[7]);
    TensorType resultType{element, shape};
    auto load = b.create<tile::LoadOp>(ml, toMLIRType(b, resultType), ptr.value,
                                       mask ? mask->value : mlir::Value(),
                                       other ? other->value : mlir::Value(), cache, evict,
                                       isVolatile);
    return Val::tensor(load, resultType);
  }

  if (name == "store") {
    BoundArgs args = bindArgs(call, "tl.store",
                              {"pointer", "value", "mask", "boundary_check", "cache_modifier",
                               "eviction_policy"}, 2);
    Val ptr = *args[0];
    if (!ptr.isTensor() || !isPointer(ptr.type.dtype))
      fail(args.locs[0], "tl.store expects a pointer, got " + ptr.describe());
    if (args[3] && !(args[3]->kind == Val::Kind::Tuple && args[3]->elements.empty()) &&
        !isNoneOrAbsent(args[3]))
      fail(l, "boundary_check needs block pointers (tl.make_block_ptr), which are not supported yet");
    DType element = pointee(ptr.type.dtype);
    Val value = *args[1];
    if (value.isTensor() && isPointer(value.type.dtype) != isPointer(element))
      fail(args.locs[1], "cannot store " + value.describe() + " through " + ptr.describe());
    if (!value.isTensor() && !value.isConstexpr())
      fail(args.locs[1], "cannot store " + value.describe());
    value = toTensor(value, element, args.locs[1], "tl.store");
    std::vector<int64_t> shape = broadcastShapes(ptr, value, args.locs[1], "tl.store's pointer and value");
    std::optional<Val> mask;
    if (!isNoneOrAbsent(args[2])) {
      mask = toTensor(*args[2], "i1", args.locs[2], "tl.store's mask");
      if (!isBool(mask->type.dtype))
        fail(args.locs[2], "the mask of tl.store must be a boolean (int1), got " + mask->describe());
      Val shaped = Val::tensor(mlir::Value(), TensorType{element, shape});
      shape = broadcastShapes(shaped, *mask, args.locs[2], "tl.store's pointer and mask");
      mask = broadcastTo(*mask, shape, args.locs[2]);
    }
    if (ptr.type.shape != shape && !ptr.type.isScalar())
      fail(args.locs[1], "cannot store " + value.describe() + " through " + ptr.describe() +
                             ": the value has more elements than the pointer");
    ptr = broadcastTo(ptr, shape, l);
    // Implicit conversion to the pointee type, as Triton does.
    value = broadcastTo(cast(value, element, args.locs[1]), shape, args.locs[1]);
    std::string cache = constexprString(*this, args[4], args.locs[4], "cache_modifier");
    std::string evict = constexprString(*this, args[5], args.locs[5], "eviction_policy");
    if (!cache.empty() && cache != ".wb" && cache != ".cg" && cache != ".cs" && cache != ".wt")
      fail(args.locs[4], "unsupported cache_modifier '" + cache + "' for tl.store (use '.wb', '.cg', '.cs' or '.wt')");
    if (!evict.empty() && evict != "evict_first" && evict != "evict_last" && evict != "evict_normal")
      fail(args.locs[5], "unsupported eviction_policy '" + evict + "'");
    b.create<tile::StoreOp>(ml, ptr.value, value.value, mask ? mask->value : mlir::Value(), cache, evict);
    return Val::constexprValue(ConstValue::none());
  }

  if (name == "cdiv") {
    BoundArgs args = bindArgs(call, "tl.cdiv", {"x", "div"}, 2);
    Val sum = binary(ast::BinOpKind::Add, *args[0], *args[1], l);
    sum = binary(ast::BinOpKind::Sub, sum, Val::constexprValue(ConstValue::fromInt(1)), l);
    return binary(ast::BinOpKind::FloorDiv, sum, *args[1], l);
  }

  if (name == "constexpr") {
    BoundArgs args = bindArgs(call, "tl.constexpr", {"value"}, 1);
    if (!args[0]->isConstexpr())
      fail(args.locs[0], "tl.constexpr() needs a compile-time value, got " + args[0]->describe());
    return *args[0];
  }

  if (name == "static_assert") {
    BoundArgs args = bindArgs(call, "tl.static_assert", {"cond", "msg"}, 1);
    if (!truthy(*args[0], args.locs[0])) {
      std::string msg = args[1] && args[1]->isConstexpr() && args[1]->constant.isString()
                            ? ": " + args[1]->constant.getString() : "";
      fail(l, "static assertion failed" + msg);
    }
    return Val::constexprValue(ConstValue::none());
  }

  if (name == "builtins.min" || name == "builtins.max") {
    if (call.args.size() < 2 || !call.keywords.empty())
      fail(l, name.substr(9) + "() in a kernel needs at least two constexpr arguments");
    Val best = genExpr(*call.args[0]);
    for (size_t i = 1; i < call.args.size(); ++i) {
      Val next = genExpr(*call.args[i]);
      Val less = compare(ast::CmpOpKind::Lt, next, best, call.args[i]->loc);
      if (!less.isConstexpr())
        fail(l, name.substr(9) + "() in a kernel needs constexpr arguments; use tl.minimum / tl.maximum");
      if (truthy(less, l) == (name == "builtins.min"))
        best = next;
    }
    return best;
  }

  if (name.rfind("builtins.", 0) == 0)
    fail(l, "Python's " + name.substr(9) + "() is not supported here in a kernel");
  if (auto dtype = asDType(Val::ns(path)))
    fail(l, "dtype " + displayName(*dtype) + " is not callable");
  fail(l, "'" + path + "' is not supported (yet) in a kernel");
}

Val CodeGen::callMethod(const Val &method, const ast::Call &call) {
  const Val &self = method.elements.front();
  if (method.name == "to") {
    BoundArgs args = bindArgs(call, "to", {"self", "dtype", "fp_downcast_rounding", "bitcast"}, 1,
                              /*skipFirst=*/true);
    auto dtype = args[1] ? asDType(*args[1]) : std::nullopt;
    if (!dtype)
      fail(args.locs[1], "to() expects a dtype such as tl.float16");
    bool bitcast = args[3] && truthy(*args[3], args.locs[3]);
    return cast(self, *dtype, call.loc, bitcast);
  }
  fail(call.loc, "unsupported method '" + method.name + "'");
}

} // namespace tritonc::irgen

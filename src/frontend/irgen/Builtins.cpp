//===- Builtins.cpp - dispatch of tl.* calls, methods, core builtins ------===//
//
// A call to `tl.<name>` (or a method `x.<name>(...)`, which passes `x` as
// the first argument, as Triton's tensor member functions do) goes to the
// builtins of each area in turn (BuiltinsShape/Memory/Math/Reduce/Debug/
// BlockPtr/Descriptor/Asm/Dot.cpp),
// then to the standard library (stdlib/*.tri, Stdlib.cpp).
//
//===----------------------------------------------------------------------===//
#include "frontend/irgen/CodeGen.h"

#include <cctype>
#include <cmath>
#include <cstdlib>

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "llvm/Support/MathExtras.h"

namespace tritonc::irgen {

/// `triton.language.core.load`, `tl.load` and `triton.language.load` all
/// name the builtin "load"; `tl.math.exp` is "exp"; libdevice functions keep
/// a "libdevice." prefix; Python builtins keep their "builtins." prefix.
static std::string canonicalBuiltin(const std::string &path) {
  if (size_t at = path.find("libdevice."); at != std::string::npos)
    return path.substr(at);
  for (const char *prefix : {"triton.language.core.", "triton.language.standard.",
                             "triton.language.random.", "triton.language.math.",
                             "triton.language.", "triton."})
    if (path.rfind(prefix, 0) == 0)
      return path.substr(std::string(prefix).size());
  return path;
}

FailureOr<BoundArgs> CodeGen::bindArgs(const CallArgs &args, const std::string &fname,
                                       const std::vector<std::string> &params, size_t required) {
  BoundArgs bound;
  bound.fname = fname;
  bound.names = params;
  bound.values.resize(params.size());
  bound.locs.assign(params.size(), args.loc);
  if (args.args.size() > params.size())
    return fail(args.argLocs[params.size()],
         fname + "() takes " + std::to_string(params.size()) + " positional argument" +
             (params.size() == 1 ? "" : "s") + " but " + std::to_string(args.args.size()) +
             (args.args.size() == 1 ? " was" : " were") + " given");
  for (size_t i = 0; i < args.args.size(); ++i) {
    bound.values[i] = args.args[i];
    bound.locs[i] = args.argLocs[i];
  }
  for (size_t k = 0; k < args.keywords.size(); ++k) {
    const auto &[name, value] = args.keywords[k];
    auto it = std::find(params.begin(), params.end(), name);
    if (it == params.end())
      return fail(args.keywordLocs[k], fname + "() got an unexpected keyword argument '" + name + "'");
    size_t index = it - params.begin();
    if (bound.values[index])
      return fail(args.keywordLocs[k], fname + "() got multiple values for argument '" + name + "'");
    bound.values[index] = value;
    bound.locs[index] = args.keywordValueLocs[k];
  }
  for (size_t i = 0; i < required && i < params.size(); ++i)
    if (!bound.values[i])
      return fail(args.loc, fname + "() missing required argument '" + params[i] + "'");
  return bound;
}

std::optional<DType> CodeGen::asDType(const Val &v) {
  if (v.kind == Val::Kind::DTypeObj)
    return v.dtypeObject;
  if (v.kind == Val::Kind::Namespace)
    return DType::fromLanguageName(canonicalBuiltin(v.name));
  return std::nullopt;
}

FailureOr<int64_t> CodeGen::constexprInt(const std::optional<Val> &v, SourceLocation l, const std::string &what) {
  if (!v || !v->isConstexpr() || !(v->constant.isInt() || v->constant.isBool()))
    return fail(l, what + " must be a constexpr integer" + (v ? ", got " + v->describe() : std::string()));
  return v->constant.isInt() ? v->constant.getInt() : v->constant.getBool();
}

FailureOr<std::string> CodeGen::constexprString(const std::optional<Val> &v, SourceLocation l,
                                                const std::string &what) {
  if (!v || v->isNone())
    return std::string();
  if (!v->isConstexpr() || !v->constant.isString())
    return fail(l, what + " must be a constexpr string, got " + v->describe());
  return v->constant.getString();
}

FailureOr<std::vector<int64_t>> CodeGen::shapeArg(const Val &v, SourceLocation l,
                                                  const std::string &what) {
  std::vector<int64_t> shape;
  if (v.kind != Val::Kind::Tuple) {
    FailureOr<int64_t> d = constexprInt(v, l, what);
    if (failed(d))
      return failure();
    return std::vector<int64_t>{*d};
  }
  for (const Val &element : v.elements) {
    FailureOr<int64_t> d = constexprInt(element, l, "each dimension of " + what);
    if (failed(d))
      return failure();
    shape.push_back(*d);
  }
  return shape;
}

FailureOr<std::vector<int64_t>> CodeGen::variadicShape(const CallArgs &args, size_t first,
                                                       const std::string &what) {
  if (args.args.size() == first + 1 && args.args[first].kind == Val::Kind::Tuple)
    return shapeArg(args.args[first], args.argLocs[first], what);
  std::vector<int64_t> shape;
  for (size_t i = first; i < args.args.size(); ++i) {
    FailureOr<int64_t> d = constexprInt(args.args[i], args.argLocs[i], "each dimension of " + what);
    if (failed(d))
      return failure();
    shape.push_back(*d);
  }
  return shape;
}

FailureOr<int64_t> CodeGen::normalizeAxis(int64_t axis, size_t rank, SourceLocation l, const std::string &what) {
  int64_t r = int64_t(rank);
  if (axis < -r || axis >= r)
    return fail(l, what + ": axis " + std::to_string(axis) + " is out of range for a tensor of rank " +
                std::to_string(rank) + (rank == 0 ? "" : " (valid axes: " + std::to_string(-r) + " to " +
                                                     std::to_string(r - 1) + ")"));
  return axis < 0 ? axis + r : axis;
}

Val CodeGen::callBuiltin(const std::string &path, const CallArgs &args, bool method) {
  std::string name = canonicalBuiltin(path);
  using Area = std::optional<Val> (CodeGen::*)(const std::string &, const CallArgs &);
  for (Area area : {&CodeGen::coreBuiltin, &CodeGen::shapeBuiltin, &CodeGen::memoryBuiltin,
                    &CodeGen::mathBuiltin, &CodeGen::reduceBuiltin, &CodeGen::debugBuiltin,
                    &CodeGen::blockPtrBuiltin, &CodeGen::descriptorBuiltin, &CodeGen::asmBuiltin, &CodeGen::dotBuiltin})
    if (auto v = (this->*area)(name, args))
      return *v;
  if (name.rfind("libdevice.", 0) == 0)
    return externElementwise(name.substr(10), args);
  if (name.rfind("builtins.", 0) == 0)
    return fail(args.loc, "Python's " + name.substr(9) + "() is not supported here in a kernel");
  // A build reads no environment variable, so that the same source
  // compiles to the same bytes anywhere: os.environ.get and os.getenv give
  // their default (`if os.environ.get("FAST", "0") == "1":` picking helpers
  // at the top of a module takes the default's branch). The autotune
  // evaluator does the same (AutotuneConfigs.cpp).
  if (path == "os.environ.get" || path == "os.getenv") {
    if (args.args.empty() || args.args.size() > 2 || !args.keywords.empty())
      return fail(args.loc, path + "() takes a name and a default");
    return args.args.size() == 2 ? args.args[1] : Val::constexprValue(ConstValue::none());
  }
  if (path.rfind("os.", 0) == 0)
    return fail(args.loc, "'" + path + "' is host code: tritonc cannot evaluate it, and a kernel cannot call it");
  if (path.rfind("torch.", 0) == 0)
    return fail(args.loc, "'" + path + "' is PyTorch host code: tritonc cannot evaluate it, and a kernel "
                   "cannot call it");
  if (name.find('.') == std::string::npos)
    if (std::optional<Val> fn = stdlibFunction(name, args.loc))
      return failed(*fn) ? *fn : callJitFunction(*fn, args);
  if (path.rfind("triton.language.math.", 0) == 0)
    return externElementwise(name, args, "tl.math"); // tl.math.tanh and the like: libdevice
  if (method)
    return fail(args.loc, args.args.front().describe() + " has no method '" + name + "' (or it is not supported yet)");
  return fail(args.loc, "'" + path + "' is not supported (yet) in a kernel");
}

/// dtype.is_floating() and the other predicates of Triton's dtype class.
static std::optional<bool> dtypePredicate(const std::string &name, const DType &d) {
  if (name == "is_floating") return d.isFloat();
  if (name == "is_int") return d.isInteger();
  if (name == "is_int_signed") return d.isInteger() && !d.isUnsigned();
  if (name == "is_int_unsigned") return d.isUnsigned();
  if (name == "is_bool" || name == "is_int1") return d.isBool();
  if (name == "is_ptr") return d.isPointer();
  if (name == "is_fp8") return d.isFloat8();
  if (name == "is_fp16") return d == ScalarKind::FP16;
  if (name == "is_bf16") return d == ScalarKind::BF16;
  if (name == "is_fp32") return d == ScalarKind::FP32;
  if (name == "is_fp64") return d == ScalarKind::FP64;
  if (name == "is_block") return false;
  static const std::pair<const char *, ScalarKind> sized[] = {
      {"is_int8", ScalarKind::I8},   {"is_int16", ScalarKind::I16},   {"is_int32", ScalarKind::I32},
      {"is_int64", ScalarKind::I64}, {"is_uint8", ScalarKind::U8},    {"is_uint16", ScalarKind::U16},
      {"is_uint32", ScalarKind::U32}, {"is_uint64", ScalarKind::U64}};
  for (const auto &[predicate, kind] : sized)
    if (name == predicate) return d == kind;
  return std::nullopt;
}

Val CodeGen::callMethod(const Val &method, const CallArgs &args) {
  const Val &self = method.elements.front();
  if (self.kind == Val::Kind::DTypeObj) {
    if (!args.args.empty() || !args.keywords.empty())
      return fail(args.loc, "dtype." + method.name + "() takes no arguments");
    if (auto r = dtypePredicate(method.name, self.dtypeObject))
      return Val::constexprValue(ConstValue::fromBool(*r));
    return fail(args.loc, "dtype has no method '" + method.name + "'");
  }
  CallArgs withSelf = args;
  withSelf.args.insert(withSelf.args.begin(), self);
  withSelf.argLocs.insert(withSelf.argLocs.begin(), args.loc);
  if (self.isDescriptor())
    return descriptorMethod(method.name, withSelf);
  if (method.name == "to") {
    FailureOr<BoundArgs> boundOr = bindArgs(withSelf, "to", {"self", "dtype", "fp_downcast_rounding", "bitcast"}, 2);
    if (failed(boundOr))
      return Failure();
    BoundArgs &bound = *boundOr;
    auto dtype = asDType(*bound[1]);
    if (!dtype)
      return fail(bound.locs[1], "to() expects a dtype such as tl.float16, got " + bound[1]->describe());
    return castRounded(self, *dtype, args.loc, bound);
  }
  static const char *notMembers[] = {"program_id", "num_programs", "arange", "full", "zeros",
                                     "constexpr", "static_assert", "static_print", "device_print",
                                     "dot"}; // Triton 3.6 has no tensor.dot either
  for (const char *n : notMembers)
    if (method.name == n)
      return fail(args.loc, "tensor has no method '" + method.name + "'");
  return callBuiltin("triton.language." + method.name, withSelf, /*method=*/true);
}

std::optional<Val> CodeGen::coreBuiltin(const std::string &name, const CallArgs &args) {
  SourceLocation l = args.loc;
  mlir::Location ml = loc(l);

  if (name == "program_id" || name == "num_programs") {
    FailureOr<BoundArgs> aOr = bindArgs(args, "tl." + name, {"axis"}, 1);
    if (failed(aOr))
      return Failure();
    BoundArgs &a = *aOr;
    FailureOr<int64_t> axisOr = constexprInt(a[0], a.locs[0], "the axis of tl." + name);
    if (failed(axisOr))
      return Failure();
    int64_t axis = *axisOr;
    if (axis < 0 || axis > 2)
      return fail(a.locs[0], "the axis of tl." + name + " must be 0, 1 or 2, got " + std::to_string(axis));
    mlir::Value v = name == "program_id"
                        ? b.create<tile::ProgramIdOp>(ml, b.getI32Type(), axis).getResult()
                        : b.create<tile::NumProgramsOp>(ml, b.getI32Type(), axis).getResult();
    return Val::tensor(v, TensorType{ScalarKind::I32, {}});
  }

  // tl.cast(x, dtype, fp_downcast_rounding=, bitcast=) is x.to(...).
  if (name == "cast") {
    FailureOr<BoundArgs> aOr = bindArgs(args, "tl.cast", {"input", "dtype", "fp_downcast_rounding", "bitcast"}, 2);
    if (failed(aOr))
      return Failure();
    BoundArgs &a = *aOr;
    auto dtype = asDType(*a[1]);
    if (!dtype)
      return fail(a.locs[1], "tl.cast() expects a dtype such as tl.float16, got " + a[1]->describe());
    return castRounded(*a[0], *dtype, l, a);
  }

  // tl.pointer_type(tl.float16): the dtype of pointers to float16, for
  // x.to(...) and comparisons with ptr.dtype.
  if (name == "pointer_type") {
    FailureOr<BoundArgs> aOr = bindArgs(args, "tl.pointer_type", {"element_ty", "address_space", "const"}, 1);
    if (failed(aOr))
      return Failure();
    BoundArgs &a = *aOr;
    auto element = asDType(*a[0]);
    if (!element)
      return fail(a.locs[0], "tl.pointer_type() expects a dtype such as tl.float16, got " + a[0]->describe());
    if (element->isPointer())
      return fail(a.locs[0], "pointers to pointers are not supported: store addresses as tl.int64 and "
                      "convert them with .to(tl.pointer_type(...))");
    if (a.given(1)) {
      FailureOr<int64_t> space = constexprInt(a[1], a.locs[1], "the address space of tl.pointer_type");
      if (failed(space))
        return Failure();
      if (*space != 1)
        return fail(a.locs[1], "only address space 1 (global memory) is supported");
    }
    // const=True (a pointer that is never stored through) changes nothing
    // here, but it must be a constexpr.
    if (failed(flagArg(a, 2)))
      return Failure();
    return Val::dtype(DType::pointerTo(element->scalar));
  }

  if (name == "arange") {
    FailureOr<BoundArgs> aOr = bindArgs(args, "tl.arange", {"start", "end"}, 2);
    if (failed(aOr))
      return Failure();
    BoundArgs &a = *aOr;
    FailureOr<int64_t> startOr = constexprInt(a[0], a.locs[0], "the start of tl.arange");
    if (failed(startOr))
      return Failure();
    int64_t start = *startOr;
    FailureOr<int64_t> endOr = constexprInt(a[1], a.locs[1], "the end of tl.arange");
    if (failed(endOr))
      return Failure();
    int64_t end = *endOr;
    // First, so that end - start below cannot overflow.
    if (start < INT32_MIN || start > INT32_MAX || end < INT32_MIN || end > INT32_MAX)
      return fail(l, "the bounds of tl.arange must fit in int32");
    if (end <= start)
      return fail(l, "tl.arange(" + std::to_string(start) + ", " + std::to_string(end) +
                  ") is empty: end must be greater than start");
    int64_t size = end - start;
    if (!llvm::isPowerOf2_64(size))
      return fail(l, "the length of tl.arange must be a power of 2, got " + std::to_string(size) +
                  " (arange(" + std::to_string(start) + ", " + std::to_string(end) + "))");
    if (size > (1 << 20))
      return fail(l, "tl.arange of " + std::to_string(size) + " elements is too large (at most 1048576)");
    TensorType t{ScalarKind::I32, {size}};
    auto range = b.create<tile::MakeRangeOp>(ml, mlir::cast<mlir::RankedTensorType>(toMLIRType(b, t)),
                                             start, end);
    return Val::tensor(range, t);
  }

  if (name == "constexpr") {
    FailureOr<BoundArgs> aOr = bindArgs(args, "tl.constexpr", {"value"}, 1);
    if (failed(aOr))
      return Failure();
    BoundArgs &a = *aOr;
    if (a[0]->isTensor())
      return fail(a.locs[0], "tl.constexpr() needs a compile-time value, got " + a[0]->describe());
    return *a[0];
  }

  if (name == "to_tensor") {
    FailureOr<BoundArgs> aOr = bindArgs(args, "tl.to_tensor", {"x"}, 1);
    if (failed(aOr))
      return Failure();
    BoundArgs &a = *aOr;
    return toTensorDefault(*a[0], a.locs[0], "tl.to_tensor");
  }

  // ---- Python builtins ----
  // getattr(obj, "name"): the attribute, as obj.name reads it (Triton's
  // tests pick functions by name: getattr(tl, op)).
  if (name == "builtins.getattr") {
    FailureOr<BoundArgs> aOr = bindArgs(args, "getattr", {"object", "name"}, 2);
    if (failed(aOr))
      return Failure();
    BoundArgs &a = *aOr;
    if (!a[1]->isConstexpr() || !a[1]->constant.isString())
      return fail(a.locs[1], "the name given to getattr() must be a constexpr string, got " + a[1]->describe());
    return attribute(*a[0], a[1]->constant.getString(), a.locs[1]);
  }
  // tl.tuple(iterable), tuple(iterable) and list(iterable) in a kernel:
  // the elements of a tuple (a list is a tuple here), as one tuple.
  if (name == "tuple" || name == "builtins.tuple" || name == "builtins.list") {
    std::string fname = name == "tuple" ? "tl.tuple" : name.substr(9);
    FailureOr<BoundArgs> aOr = bindArgs(args, fname, {"iterable"}, 0);
    if (failed(aOr))
      return Failure();
    BoundArgs &a = *aOr;
    if (!a.given(0))
      return Val::tuple({});
    if (a[0]->kind == Val::Kind::Tuple)
      return *a[0];
    if (a[0]->isConstexpr() && a[0]->constant.kind() == ConstValue::Kind::Tuple) {
      std::vector<Val> elements;
      for (const ConstValue &c : a[0]->constant.getTuple())
        elements.push_back(Val::constexprValue(c));
      return Val::tuple(std::move(elements));
    }
    return fail(a.locs[0], fname + "() expects a tuple or a list, got " + a[0]->describe());
  }
  if (name == "builtins.len") {
    FailureOr<BoundArgs> aOr = bindArgs(args, "len", {"obj"}, 1);
    if (failed(aOr))
      return Failure();
    BoundArgs &a = *aOr;
    if (a[0]->kind == Val::Kind::Tuple)
      return Val::constexprValue(ConstValue::fromInt(a[0]->elements.size()));
    if (a[0]->isConstexpr() && a[0]->constant.isString())
      return Val::constexprValue(ConstValue::fromInt(a[0]->constant.getString().size()));
    if (a[0]->isTensor() && !a[0]->type.isScalar())
      return Val::constexprValue(ConstValue::fromInt(a[0]->type.shape[0]));
    return fail(a.locs[0], "len() needs a tuple, a string or a tensor of rank 1 or more, got " + a[0]->describe());
  }
  if (name == "builtins.int" || name == "builtins.float" || name == "builtins.bool") {
    std::string fn = name.substr(9);
    FailureOr<BoundArgs> aOr = bindArgs(args, fn, {"x"}, 1);
    if (failed(aOr))
      return Failure();
    BoundArgs &a = *aOr;
    const Val &v = *a[0];
    if (v.isTensor())
      return cast(v,
                  fn == "int"     ? ScalarKind::I32
                  : fn == "float" ? ScalarKind::FP32
                                  : ScalarKind::I1,
                  l);
    // float('inf'), float('-inf'), float('nan'), float('1e-3'), as Python.
    if (fn == "float" && v.isConstexpr() && v.constant.isString()) {
      std::string text = v.constant.getString();
      text.erase(0, text.find_first_not_of(" \t\n"));
      text.erase(text.find_last_not_of(" \t\n") + 1);
      std::string lower;
      for (char ch : text)
        lower += char(std::tolower((unsigned char)ch));
      bool negative = !lower.empty() && lower[0] == '-';
      std::string body = !lower.empty() && (lower[0] == '-' || lower[0] == '+') ? lower.substr(1) : lower;
      if (body == "inf" || body == "infinity")
        return Val::constexprValue(ConstValue::fromFloat(negative ? -HUGE_VAL : HUGE_VAL));
      if (body == "nan")
        return Val::constexprValue(ConstValue::fromFloat(std::nan("")));
      char *end = nullptr;
      double d = std::strtod(text.c_str(), &end);
      if (!text.empty() && end && *end == '\0')
        return Val::constexprValue(ConstValue::fromFloat(d));
      return fail(a.locs[0], "could not convert string to float: " + v.constant.repr());
    }
    if (fn == "int" && v.isConstexpr() && v.constant.isString()) {
      // int("16"): Python's parsing of an integer literal.
      llvm::Expected<ConstValue> parsed = parsePythonLiteral(v.constant.getString());
      if (!parsed) // Python's message, whatever the parser's reason
        llvm::consumeError(parsed.takeError());
      if (!parsed || !parsed->isInt())
        return fail(a.locs[0], "invalid literal for int(): " + v.constant.repr());
      return Val::constexprValue(*parsed);
    }
    if (!v.isConstexpr() || v.constant.isString() || v.constant.isNone())
      return fail(a.locs[0], fn + "() of " + v.describe() + " is not supported in a kernel");
    const ConstValue &c = v.constant;
    double d = c.isFloat() ? c.getFloat() : c.isInt() ? double(c.getInt()) : double(c.getBool());
    if (fn == "float")
      return Val::constexprValue(ConstValue::fromFloat(d));
    if (fn == "bool") {
      FailureOr<bool> truth = truthy(v, l);
      if (failed(truth))
        return Failure();
      return Val::constexprValue(ConstValue::fromBool(*truth));
    }
    // Python raises for these; a C++ conversion would be undefined.
    if (c.isFloat() && std::isnan(d))
      return fail(a.locs[0], "cannot convert float NaN to integer");
    if (c.isFloat() && !(d >= -9223372036854775808.0 && d < 9223372036854775808.0))
      return fail(a.locs[0], "int() of " + c.repr() + " does not fit in 64 bits");
    return Val::constexprValue(ConstValue::fromInt(c.isInt() ? c.getInt() : int64_t(d)));
  }
  if (name == "builtins.abs") {
    FailureOr<BoundArgs> aOr = bindArgs(args, "abs", {"x"}, 1);
    if (failed(aOr))
      return Failure();
    BoundArgs &a = *aOr;
    if (a[0]->isConstexpr() && a[0]->constant.isInt())
      return Val::constexprValue(ConstValue::fromInt(std::abs(a[0]->constant.getInt())));
    if (a[0]->isConstexpr() && a[0]->constant.isFloat())
      return Val::constexprValue(ConstValue::fromFloat(std::fabs(a[0]->constant.getFloat())));
    return callBuiltin("abs", args);
  }
  if (name == "builtins.min" || name == "builtins.max") {
    // Triton maps min/max to tl.minimum/tl.maximum; on constexprs they fold.
    bool isMin = name == "builtins.min";
    std::string fn = isMin ? "min" : "max";
    if (args.args.size() < 2 || !args.keywords.empty())
      return fail(l, fn + "() in a kernel needs at least two arguments");
    Val best = args.args[0];
    for (size_t i = 1; i < args.args.size(); ++i) {
      const Val &next = args.args[i];
      if (best.isConstexpr() && next.isConstexpr()) {
        Val less = compare(ast::CmpOpKind::Lt, next, best, args.argLocs[i]);
        if (failed(less))
          return Failure();
        FailureOr<bool> nextIsLess = truthy(less, l);
        if (failed(nextIsLess))
          return Failure();
        if (*nextIsLess == isMin)
          best = next;
        continue;
      }
      CallArgs pair;
      pair.loc = l;
      pair.args = {best, next};
      pair.argLocs = {args.argLocs[0], args.argLocs[i]};
      best = callBuiltin(isMin ? "minimum" : "maximum", pair);
      if (failed(best))
        return Failure();
    }
    return best;
  }
  if (name == "builtins.print")
    return callBuiltin("device_print", args);
  return std::nullopt;
}

} // namespace tritonc::irgen

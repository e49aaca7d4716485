//===- BuiltinsReduce.cpp - reductions and scans --------------------------===//
//
// Everything becomes tile.reduce / tile.scan with a combine region over
// scalars, as in Triton 3.x (standard.py):
//  * tl.sum: integers narrower than 32 bits (int1 included) are summed as
//    int32 (uint32 when unsigned); floats keep their dtype (an fp16 sum is
//    an fp16 reduction, as in Triton 3.x, which does not upcast).
//  * tl.max / tl.min: bf16 becomes fp32; without return_indices, types
//    narrower than 32 bits become fp32 / int32. Floats combine with
//    arith.maxnumf / minnumf (NaN-ignoring, tl.maximum's default).
//  * argmax / argmin and return_indices=True: reduce (value, index) pairs;
//    ties go to the lowest index (tie_break_left=True, the default).
//  * tl.cumsum / tl.cumprod: bf16 becomes fp32; cumsum widens like sum.
//  * axis=None reduces everything: the operands are reshaped to 1-D (with
//    allow_reorder, the order does not matter to an associative combine).
//
//===----------------------------------------------------------------------===//
#include "frontend/irgen/CodeGen.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

namespace tritonc::irgen {

/// Builds the combine region of `op` (reduce or scan) over `elements`.
static LogicalResult buildCombine(CodeGen &gen, mlir::Operation *op, const std::vector<Val> &inputs,
                                  const CombineFn &combine, SourceLocation l, const std::string &what) {
  mlir::OpBuilder &b = gen.b;
  mlir::OpBuilder::InsertionGuard guard(b);
  std::vector<mlir::Type> types;
  std::vector<mlir::Location> locs;
  for (int pass = 0; pass < 2; ++pass)
    for (const Val &v : inputs) {
      types.push_back(toMLIRType(b, v.type.dtype));
      locs.push_back(gen.loc(l));
    }
  mlir::Block *block = b.createBlock(&op->getRegion(0), {}, types, locs);
  std::vector<Val> args;
  for (size_t i = 0; i < types.size(); ++i)
    args.push_back(Val::tensor(block->getArgument(i), TensorType{inputs[i % inputs.size()].type.dtype, {}}));
  FailureOr<std::vector<Val>> combined = combine(args);
  if (failed(combined))
    return failure();
  const std::vector<Val> &results = *combined;
  if (results.size() != inputs.size())
    return gen.fail(l, "the combine function of " + what + " must return " + std::to_string(inputs.size()) +
                    " value" + (inputs.size() == 1 ? "" : "s") + ", got " + std::to_string(results.size()));
  std::vector<mlir::Value> values;
  for (size_t i = 0; i < results.size(); ++i) {
    Val r = results[i];
    const DType &want = inputs[i].type.dtype;
    if (r.isConstexpr() && failed(r = gen.toTensor(r, want, l, what.c_str())))
      return failure();
    if (!r.isTensor() || !r.type.isScalar() || toMLIRType(b, r.type.dtype) != toMLIRType(b, want))
      return gen.fail(l, "the combine function of " + what + " must return " + want.displayName() +
                      " scalars (the inputs' dtypes), got " + r.describe());
    values.push_back(r.value);
  }
  b.create<tile::ReduceReturnOp>(gen.loc(l), values);
  return success();
}

static LogicalResult checkInputs(CodeGen &gen, const std::vector<Val> &inputs, SourceLocation l,
                                 const std::string &what) {
  for (const Val &v : inputs) {
    if (!v.isTensor())
      return gen.fail(l, what + " expects tensors, got " + v.describe());
    if (v.type.dtype.isFloat8())
      return gen.fail(l, what + " on " + v.type.dtype.languageName() +
                      " is not supported; cast to float16 "
                      "or float32 first");
    if (v.type.shape != inputs[0].type.shape)
      return gen.fail(l, "the inputs of " + what + " must have one shape, got " + inputs[0].describe() +
                      " and " + v.describe());
  }
  return success();
}

FailureOr<std::vector<Val>> CodeGen::reduce(std::vector<Val> inputs, std::optional<int64_t> axis,
                                            bool keepDims, const CombineFn &combine, SourceLocation l,
                                            const std::string &what) {
  if (failed(checkInputs(*this, inputs, l, what)))
    return failure();
  size_t rank = inputs[0].type.shape.size();
  if (!axis) {
    // Every axis: reduce the flattened operands.
    int64_t n = 1;
    for (int64_t d : inputs[0].type.shape) n *= d;
    for (Val &v : inputs)
      if (failed(v = reshape(v, {n}, /*allowReorder=*/true, l)))
        return failure();
    FailureOr<std::vector<Val>> r = reduce(inputs, 0, false, combine, l, what);
    if (failed(r))
      return failure();
    if (keepDims)
      for (Val &v : *r)
        for (size_t i = 0; i < rank; ++i)
          if (failed(v = expandDims(v, 0, l)))
            return failure();
    return r;
  }
  if (rank == 0)
    return fail(l, what + ": cannot reduce a scalar along axis " + std::to_string(*axis));
  FailureOr<int64_t> axOr = normalizeAxis(*axis, rank, l, what);
  if (failed(axOr))
    return failure();
  int64_t ax = *axOr;
  std::vector<int64_t> shape = inputs[0].type.shape;
  shape.erase(shape.begin() + ax);
  std::vector<mlir::Type> resultTypes;
  std::vector<mlir::Value> operands;
  for (const Val &v : inputs) {
    resultTypes.push_back(toMLIRType(b, TensorType{v.type.dtype, shape}));
    operands.push_back(v.value);
  }
  auto op = b.create<tile::ReduceOp>(loc(l), resultTypes, operands, ax);
  if (failed(buildCombine(*this, op, inputs, combine, l, what)))
    return failure();
  std::vector<Val> results;
  for (size_t i = 0; i < inputs.size(); ++i) {
    Val r = Val::tensor(op.getResult(i), TensorType{inputs[i].type.dtype, shape});
    if (keepDims && failed(r = expandDims(r, ax, l)))
      return failure();
    results.push_back(r);
  }
  return results;
}

FailureOr<std::vector<Val>> CodeGen::scan(std::vector<Val> inputs, int64_t axis, bool reverse,
                                          const CombineFn &combine, SourceLocation l,
                                          const std::string &what) {
  if (failed(checkInputs(*this, inputs, l, what)))
    return failure();
  size_t rank = inputs[0].type.shape.size();
  if (rank == 0)
    return fail(l, what + " needs a tensor, got a scalar");
  FailureOr<int64_t> axOr = normalizeAxis(axis, rank, l, what);
  if (failed(axOr))
    return failure();
  int64_t ax = *axOr;
  std::vector<mlir::Type> resultTypes;
  std::vector<mlir::Value> operands;
  for (const Val &v : inputs) {
    resultTypes.push_back(v.value.getType());
    operands.push_back(v.value);
  }
  auto op = b.create<tile::ScanOp>(loc(l), resultTypes, operands, ax, reverse);
  if (failed(buildCombine(*this, op, inputs, combine, l, what)))
    return failure();
  std::vector<Val> results;
  for (size_t i = 0; i < inputs.size(); ++i)
    results.push_back(Val::tensor(op.getResult(i), inputs[i].type));
  return results;
}

/// The values a combine function returns, or its failure if one is invalid.
static FailureOr<std::vector<Val>> combined(std::vector<Val> values) {
  for (const Val &v : values)
    if (failed(v))
      return failure();
  return values;
}

FailureOr<CombineFn> CodeGen::userCombine(const Val &fn, size_t numInputs, SourceLocation l,
                                          const std::string &what) {
  if (fn.kind != Val::Kind::JitFunction)
    return fail(l, "the combine_fn of " + what + " must be a @triton.jit function, got " + fn.describe());
  size_t total = 0, required = 0;
  for (const auto &p : fn.function->params) {
    ++total;
    if (!p.defaultValue)
      required = total;
  }
  size_t want = 2 * numInputs;
  if (required > want || total < want)
    return fail(l, "the combine function '" + fn.function->name + "' of " + what + " takes " +
                       std::to_string(total) + " parameter" + (total == 1 ? "" : "s") + ", but " +
                       std::to_string(numInputs) + " input" + (numInputs == 1 ? " needs " : "s need ") +
                       std::to_string(want) + " (the accumulated values, then the new ones)");
  return CombineFn([this, fn, l](const std::vector<Val> &args) -> FailureOr<std::vector<Val>> {
    CallArgs call;
    call.loc = l;
    call.args = args;
    call.argLocs.assign(args.size(), l);
    Val r = callJitFunction(fn, call);
    if (failed(r))
      return failure();
    return r.kind == Val::Kind::Tuple ? r.elements : std::vector<Val>{r};
  });
}

/// A combine of one binary operation on the two scalars.
static CombineFn binaryCombine(CodeGen &gen, ast::BinOpKind op, SourceLocation l) {
  return [&gen, op, l](const std::vector<Val> &a) {
    return combined({gen.binary(op, a[0], a[1], l)});
  };
}

static CombineFn minMaxCombine(CodeGen &gen, bool isMax, SourceLocation l) {
  return [&gen, isMax, l](const std::vector<Val> &a) {
    CallArgs args;
    args.loc = l;
    args.args = {a[0], a[1]};
    args.argLocs = {l, l};
    return combined({gen.callBuiltin(isMax ? "maximum" : "minimum", args)});
  };
}

/// (value, index) pairs: keeps the greater (max) or smaller value; on ties
/// the lower index when `tieBreakLeft`.
static CombineFn argCombine(CodeGen &gen, bool isMax, bool tieBreakLeft, SourceLocation l) {
  return [&gen, isMax, tieBreakLeft, l](const std::vector<Val> &a) -> FailureOr<std::vector<Val>> {
    const Val &v1 = a[0], &i1 = a[1], &v2 = a[2], &i2 = a[3];
    Val better = gen.compare(isMax ? ast::CmpOpKind::Gt : ast::CmpOpKind::Lt, v1, v2, l);
    if (failed(better))
      return failure();
    if (tieBreakLeft) {
      // The index comparison first: the order of the generated operations
      // is part of the output that stays stable.
      Val lowerIndex = gen.compare(ast::CmpOpKind::Lt, i1, i2, l);
      if (failed(lowerIndex))
        return failure();
      Val sameValue = gen.compare(ast::CmpOpKind::Eq, v1, v2, l);
      if (failed(sameValue))
        return failure();
      Val tie = gen.logical(true, sameValue, lowerIndex, l);
      if (failed(tie))
        return failure();
      better = gen.logical(false, better, tie, l);
      if (failed(better))
        return failure();
    }
    Val value = gen.select(better, v1, v2, l);
    if (failed(value))
      return failure();
    return combined({value, gen.select(better, i1, i2, l)});
  };
}

/// Triton's _pick_sum_dtype: integers narrower than 32 bits sum as 32-bit.
static DType sumDType(const DType &t) {
  if (t.isInteger() && t.bitWidth() < 32)
    return t.isUnsigned() ? ScalarKind::U32 : ScalarKind::I32;
  return t;
}

/// The only result of a reduction or scan (an invalid Val on failure).
static Val single(const FailureOr<std::vector<Val>> &results) {
  return failed(results) ? Val::invalid() : (*results)[0];
}

std::optional<Val> CodeGen::reduceBuiltin(const std::string &name, const CallArgs &args) {
  SourceLocation l = args.loc;
  std::string fname = "tl." + name;
  auto axisOf = [&](const BoundArgs &a, size_t i) -> FailureOr<std::optional<int64_t>> {
    if (!a.given(i))
      return std::optional<int64_t>();
    if (a[i]->kind == Val::Kind::Tuple)
      return fail(a.locs[i], fname + " reduces one axis or all (axis=None), not a tuple of axes");
    FailureOr<int64_t> axis = constexprInt(a[i], a.locs[i], "the axis of " + fname);
    if (failed(axis))
      return failure();
    return std::optional<int64_t>(*axis);
  };
  auto input = [&](const BoundArgs &a) -> Val {
    if (!a[0]->isTensor())
      return fail(a.locs[0], fname + " expects a tensor, got " + a[0]->describe());
    if (a[0]->type.dtype.isPointer())
      return fail(a.locs[0], fname + " of pointers is not supported");
    return *a[0];
  };

  // tl.histogram(input, num_bins, mask=None): how many of the (unmasked)
  // values are 0, 1, ..., num_bins - 1, as int32; values outside that range
  // are not counted. Computed as the sum over the input of
  // x[:, None] == arange(0, num_bins)[None, :], which both targets lower as
  // any comparison and reduction, so its size is bounded by the block limit.
  if (name == "histogram") {
    FailureOr<BoundArgs> aOr = bindArgs(args, fname, {"input", "num_bins", "mask"}, 2);
    if (failed(aOr))
      return Failure();
    BoundArgs &a = *aOr;
    Val x = input(a);
    if (failed(x))
      return Failure();
    if (x.type.shape.size() != 1 || !x.type.dtype.isInteger() || x.type.dtype.isBool())
      return fail(a.locs[0], "tl.histogram expects a 1-D tensor of integers, got " + x.describe());
    FailureOr<int64_t> bins = constexprInt(a[1], a.locs[1], "num_bins of tl.histogram");
    if (failed(bins) || failed(checkShape({*bins}, a.locs[1], "num_bins of tl.histogram")))
      return Failure();
    int64_t n = x.type.shape[0];
    if (n * *bins > (int64_t(1) << 20))
      return fail(l, "tl.histogram of " + std::to_string(n) + " values into " + std::to_string(*bins) +
                         " bins compares every value with every bin, and " +
                         std::to_string(n * *bins) +
                         " pairs are too many for tritonc (at most 1048576)");
    TensorType rangeType{ScalarKind::I32, {*bins}};
    Val range = Val::tensor(b.create<tile::MakeRangeOp>(loc(l), mlir::cast<mlir::RankedTensorType>(
                                                                     toMLIRType(b, rangeType)), 0, *bins),
                            rangeType);
    // Integer tensors of rank 1 and their expansions: these cannot fail.
    Val hits = compare(ast::CmpOpKind::Eq, expandDims(x, 1, l), expandDims(range, 0, l), l);
    if (failed(hits))
      return Failure();
    if (a.given(2)) {
      Val m = *a[2];
      if (!m.isTensor() || !m.type.dtype.isBool() ||
          (!m.type.isScalar() && m.type.shape != x.type.shape))
        return fail(a.locs[2], "the mask of tl.histogram must be a boolean scalar or a tensor of the input's "
                        "shape (" + x.type.str() + "), got " + m.describe());
      hits = logical(true, hits, m.type.isScalar() ? m : expandDims(m, 1, l), l);
      if (failed(hits))
        return Failure();
    }
    Val counts = cast(hits, ScalarKind::I32, l);
    if (failed(counts))
      return Failure();
    return single(reduce({counts}, 0, false, binaryCombine(*this, ast::BinOpKind::Add, l), l, fname));
  }

  if (name == "sum") {
    FailureOr<BoundArgs> aOr = bindArgs(args, fname, {"input", "axis", "keep_dims", "dtype"}, 1);
    if (failed(aOr))
      return Failure();
    BoundArgs &a = *aOr;
    Val x = input(a);
    if (failed(x))
      return Failure();
    DType to = sumDType(x.type.dtype);
    if (a.given(3)) {
      auto d = asDType(*a[3]);
      if (!d)
        return fail(a.locs[3], "the dtype of tl.sum must be a dtype, got " + a[3]->describe());
      to = *d;
    }
    x = cast(x, to, l);
    if (failed(x))
      return Failure();
    FailureOr<bool> keepDims = flagArg(a, 2);
    if (failed(keepDims))
      return Failure();
    FailureOr<std::optional<int64_t>> axis = axisOf(a, 1);
    if (failed(axis))
      return Failure();
    return single(reduce({x}, *axis, *keepDims, binaryCombine(*this, ast::BinOpKind::Add, l), l, fname));
  }

  if (name == "xor_sum" || name == "reduce_or") {
    FailureOr<BoundArgs> aOr = bindArgs(args, fname, {"input", "axis", "keep_dims"}, name == "xor_sum" ? 1 : 2);
    if (failed(aOr))
      return Failure();
    BoundArgs &a = *aOr;
    Val x = input(a);
    if (failed(x))
      return Failure();
    if (!x.type.dtype.isInteger())
      return fail(a.locs[0], fname + " is only supported for integers, got " + x.describe());
    auto op = name == "xor_sum" ? ast::BinOpKind::BitXor : ast::BinOpKind::BitOr;
    FailureOr<bool> keepDims = flagArg(a, 2);
    if (failed(keepDims))
      return Failure();
    FailureOr<std::optional<int64_t>> axis = axisOf(a, 1);
    if (failed(axis))
      return Failure();
    return single(reduce({x}, *axis, *keepDims, binaryCombine(*this, op, l), l, fname));
  }

  if (name == "max" || name == "min") {
    bool isMax = name == "max";
    FailureOr<BoundArgs> aOr = bindArgs(args, fname, {"input", "axis", "return_indices",
                                         "return_indices_tie_break_left", "keep_dims"}, 1);
    if (failed(aOr))
      return Failure();
    BoundArgs &a = *aOr;
    Val x = input(a);
    if (failed(x))
      return Failure();
    if (x.type.dtype == ScalarKind::BF16 && failed(x = cast(x, ScalarKind::FP32, l)))
      return Failure();
    FailureOr<std::optional<int64_t>> axisOr = axisOf(a, 1);
    if (failed(axisOr))
      return Failure();
    std::optional<int64_t> axis = *axisOr;
    FailureOr<bool> keepDims = flagArg(a, 4);
    if (failed(keepDims))
      return Failure();
    FailureOr<bool> returnIndices = flagArg(a, 2);
    if (failed(returnIndices))
      return Failure();
    if (*returnIndices) {
      FailureOr<bool> tieLeft = !a[3] ? FailureOr<bool>(true) : flagArg(a, 3);
      if (failed(tieLeft))
        return Failure();
      if (x.type.isScalar())
        return fail(a.locs[0], fname + " with return_indices needs a tensor, got " + x.describe());
      if (!axis) {
        // Indices into the flattened tensor (row-major).
        int64_t n = 1;
        for (int64_t d : x.type.shape) n *= d;
        x = reshape(x, {n}, false, l);
        if (failed(x))
          return Failure();
        axis = 0;
      }
      FailureOr<int64_t> axOr = normalizeAxis(*axis, x.type.shape.size(), l, fname);
      if (failed(axOr))
        return Failure();
      int64_t ax = *axOr;
      int64_t n = x.type.shape[ax];
      TensorType it{ScalarKind::I32, {n}};
      Val index = Val::tensor(b.create<tile::MakeRangeOp>(loc(l), mlir::cast<mlir::RankedTensorType>(toMLIRType(b, it)), 0, n), it);
      for (size_t d = 0; d < x.type.shape.size(); ++d)
        if (int64_t(d) != ax && failed(index = expandDims(index, d, l)))
          return Failure();
      index = broadcastTo(index, x.type.shape, l);
      if (failed(index))
        return Failure();
      FailureOr<std::vector<Val>> r =
          reduce({x, index}, ax, *keepDims, argCombine(*this, isMax, *tieLeft, l), l, fname);
      if (failed(r))
        return Failure();
      return Val::tuple(*r);
    }
    if (x.type.dtype.bitWidth() < 32 &&
        failed(x = cast(x, x.type.dtype.isFloat() ? ScalarKind::FP32 : ScalarKind::I32, l)))
      return Failure();
    return single(reduce({x}, axis, *keepDims, minMaxCombine(*this, isMax, l), l, fname));
  }

  if (name == "argmax" || name == "argmin") {
    FailureOr<BoundArgs> aOr = bindArgs(args, fname, {"input", "axis", "tie_break_left", "keep_dims"}, 2);
    if (failed(aOr))
      return Failure();
    BoundArgs &a = *aOr;
    // Checked here so that the message names tl.argmax, not the tl.max it uses.
    if (a[0]->isTensor() && a[0]->type.dtype.isPointer())
      return fail(a.locs[0], fname + " of pointers is not supported");
    CallArgs inner;
    inner.loc = l;
    inner.args = {*a[0], a.get(1)};
    inner.argLocs = {a.locs[0], a.locs[1]};
    inner.keywords = {{"return_indices", Val::constexprValue(ConstValue::fromBool(true))},
                      {"return_indices_tie_break_left", a[2] ? *a[2] : Val::constexprValue(ConstValue::fromBool(true))},
                      {"keep_dims", a.get(3)}};
    inner.keywordLocs = {l, a.locs[2], a.locs[3]};
    inner.keywordValueLocs = inner.keywordLocs;
    Val pair = callBuiltin(name == "argmax" ? "max" : "min", inner);
    if (failed(pair))
      return Failure();
    return pair.elements[1];
  }

  if (name == "reduce") {
    FailureOr<BoundArgs> aOr = bindArgs(args, fname, {"input", "axis", "combine_fn", "keep_dims"}, 3);
    if (failed(aOr))
      return Failure();
    BoundArgs &a = *aOr;
    std::vector<Val> inputs = a[0]->kind == Val::Kind::Tuple ? a[0]->elements : std::vector<Val>{*a[0]};
    for (const Val &v : inputs)
      if (!v.isTensor())
        return fail(a.locs[0], "tl.reduce expects a tensor or a tuple of tensors, got " + v.describe());
    FailureOr<CombineFn> combine = userCombine(*a[2], inputs.size(), a.locs[2], fname);
    if (failed(combine))
      return Failure();
    if (inputs.size() == 1 && inputs[0].type.isScalar() && !a.given(1))
      inputs[0] = expandDims(inputs[0], 0, l); // a scalar tensor: cannot fail
    FailureOr<bool> keepDims = flagArg(a, 3);
    if (failed(keepDims))
      return Failure();
    FailureOr<std::optional<int64_t>> axis = axisOf(a, 1);
    if (failed(axis))
      return Failure();
    FailureOr<std::vector<Val>> r = reduce(inputs, *axis, *keepDims, *combine, l, fname);
    if (failed(r))
      return Failure();
    return a[0]->kind == Val::Kind::Tuple ? Val::tuple(*r) : (*r)[0];
  }

  if (name == "cumsum" || name == "cumprod") {
    FailureOr<BoundArgs> aOr = name == "cumsum"
                                   ? bindArgs(args, fname, {"input", "axis", "reverse", "dtype"}, 1)
                                   : bindArgs(args, fname, {"input", "axis", "reverse"}, 1);
    if (failed(aOr))
      return Failure();
    BoundArgs &a = *aOr;
    Val x = input(a);
    if (failed(x))
      return Failure();
    if (x.type.dtype == ScalarKind::BF16 && failed(x = cast(x, ScalarKind::FP32, l)))
      return Failure();
    if (name == "cumsum") {
      DType to = sumDType(x.type.dtype);
      if (a.given(3)) {
        auto d = asDType(*a[3]);
        if (!d)
          return fail(a.locs[3], "the dtype of tl.cumsum must be a dtype, got " + a[3]->describe());
        to = *d;
      }
      x = cast(x, to, l);
      if (failed(x))
        return Failure();
    }
    FailureOr<int64_t> axis = a.given(1) ? constexprInt(a[1], a.locs[1], "the axis of " + fname)
                                         : FailureOr<int64_t>(0);
    if (failed(axis))
      return Failure();
    auto op = name == "cumsum" ? ast::BinOpKind::Add : ast::BinOpKind::Mult;
    FailureOr<bool> reverse = flagArg(a, 2);
    if (failed(reverse))
      return Failure();
    return single(scan({x}, *axis, *reverse, binaryCombine(*this, op, l), l, fname));
  }

  if (name == "associative_scan") {
    FailureOr<BoundArgs> aOr = bindArgs(args, fname, {"input", "axis", "combine_fn", "reverse"}, 3);
    if (failed(aOr))
      return Failure();
    BoundArgs &a = *aOr;
    std::vector<Val> inputs = a[0]->kind == Val::Kind::Tuple ? a[0]->elements : std::vector<Val>{*a[0]};
    for (const Val &v : inputs)
      if (!v.isTensor())
        return fail(a.locs[0], "tl.associative_scan expects a tensor or a tuple of tensors, got " + v.describe());
    FailureOr<CombineFn> combine = userCombine(*a[2], inputs.size(), a.locs[2], fname);
    if (failed(combine))
      return Failure();
    FailureOr<int64_t> axis = constexprInt(a[1], a.locs[1], "the axis of " + fname);
    if (failed(axis))
      return Failure();
    FailureOr<bool> reverse = flagArg(a, 3);
    if (failed(reverse))
      return Failure();
    FailureOr<std::vector<Val>> r = scan(inputs, *axis, *reverse, *combine, l, fname);
    if (failed(r))
      return Failure();
    return a[0]->kind == Val::Kind::Tuple ? Val::tuple(*r) : (*r)[0];
  }
  return std::nullopt;
}

} // namespace tritonc::irgen

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
static void buildCombine(CodeGen &gen, mlir::Operation *op, const std::vector<Val> &inputs,
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
  std::vector<Val> results = combine(args);
  if (results.size() != inputs.size())
    gen.fail(l, "the combine function of " + what + " must return " + std::to_string(inputs.size()) +
                    " value" + (inputs.size() == 1 ? "" : "s") + ", got " + std::to_string(results.size()));
  std::vector<mlir::Value> values;
  for (size_t i = 0; i < results.size(); ++i) {
    Val r = results[i];
    const DType &want = inputs[i].type.dtype;
    if (r.isConstexpr())
      r = gen.toTensor(r, want, l, what.c_str());
    if (!r.isTensor() || !r.type.isScalar() || toMLIRType(b, r.type.dtype) != toMLIRType(b, want))
      gen.fail(l, "the combine function of " + what + " must return " + want.displayName() +
                      " scalars (the inputs' dtypes), got " + r.describe());
    values.push_back(r.value);
  }
  b.create<tile::ReduceReturnOp>(gen.loc(l), values);
}

static void checkInputs(CodeGen &gen, const std::vector<Val> &inputs, SourceLocation l,
                        const std::string &what) {
  for (const Val &v : inputs) {
    if (!v.isTensor())
      gen.fail(l, what + " expects tensors, got " + v.describe());
    if (v.type.dtype.isFloat8())
      gen.fail(l, what + " on " + v.type.dtype.languageName() +
                      " is not supported; cast to float16 "
                      "or float32 first");
    if (v.type.shape != inputs[0].type.shape)
      gen.fail(l, "the inputs of " + what + " must have one shape, got " + inputs[0].describe() +
                      " and " + v.describe());
  }
}

std::vector<Val> CodeGen::reduce(std::vector<Val> inputs, std::optional<int64_t> axis, bool keepDims,
                                 const CombineFn &combine, SourceLocation l, const std::string &what) {
  checkInputs(*this, inputs, l, what);
  size_t rank = inputs[0].type.shape.size();
  if (!axis) {
    // Every axis: reduce the flattened operands.
    int64_t n = 1;
    for (int64_t d : inputs[0].type.shape) n *= d;
    for (Val &v : inputs)
      v = reshape(v, {n}, /*allowReorder=*/true, l);
    std::vector<Val> r = reduce(inputs, 0, false, combine, l, what);
    if (keepDims)
      for (Val &v : r)
        for (size_t i = 0; i < rank; ++i)
          v = expandDims(v, 0, l);
    return r;
  }
  if (rank == 0)
    fail(l, what + ": cannot reduce a scalar along axis " + std::to_string(*axis));
  int64_t ax = normalizeAxis(*axis, rank, l, what);
  std::vector<int64_t> shape = inputs[0].type.shape;
  shape.erase(shape.begin() + ax);
  std::vector<mlir::Type> resultTypes;
  std::vector<mlir::Value> operands;
  for (const Val &v : inputs) {
    resultTypes.push_back(toMLIRType(b, TensorType{v.type.dtype, shape}));
    operands.push_back(v.value);
  }
  auto op = b.create<tile::ReduceOp>(loc(l), resultTypes, operands, ax);
  buildCombine(*this, op, inputs, combine, l, what);
  std::vector<Val> results;
  for (size_t i = 0; i < inputs.size(); ++i) {
    Val r = Val::tensor(op.getResult(i), TensorType{inputs[i].type.dtype, shape});
    if (keepDims)
      r = expandDims(r, ax, l);
    results.push_back(r);
  }
  return results;
}

std::vector<Val> CodeGen::scan(std::vector<Val> inputs, int64_t axis, bool reverse,
                               const CombineFn &combine, SourceLocation l, const std::string &what) {
  checkInputs(*this, inputs, l, what);
  size_t rank = inputs[0].type.shape.size();
  if (rank == 0)
    fail(l, what + " needs a tensor, got a scalar");
  int64_t ax = normalizeAxis(axis, rank, l, what);
  std::vector<mlir::Type> resultTypes;
  std::vector<mlir::Value> operands;
  for (const Val &v : inputs) {
    resultTypes.push_back(v.value.getType());
    operands.push_back(v.value);
  }
  auto op = b.create<tile::ScanOp>(loc(l), resultTypes, operands, ax, reverse);
  buildCombine(*this, op, inputs, combine, l, what);
  std::vector<Val> results;
  for (size_t i = 0; i < inputs.size(); ++i)
    results.push_back(Val::tensor(op.getResult(i), inputs[i].type));
  return results;
}

CombineFn CodeGen::userCombine(const Val &fn, size_t numInputs, SourceLocation l, const std::string &what) {
  if (fn.kind != Val::Kind::JitFunction)
    fail(l, "the combine_fn of " + what + " must be a @triton.jit function, got " + fn.describe());
  size_t total = 0, required = 0;
  for (const auto &p : fn.function->params) {
    ++total;
    if (!p.defaultValue)
      required = total;
  }
  size_t want = 2 * numInputs;
  if (required > want || total < want)
    fail(l, "the combine function '" + fn.function->name + "' of " + what + " takes " +
                std::to_string(total) + " parameter" + (total == 1 ? "" : "s") + ", but " +
                std::to_string(numInputs) + " input" + (numInputs == 1 ? " needs " : "s need ") +
                std::to_string(want) + " (the accumulated values, then the new ones)");
  return [this, fn, l](const std::vector<Val> &args) {
    CallArgs call;
    call.loc = l;
    call.args = args;
    call.argLocs.assign(args.size(), l);
    Val r = callJitFunction(fn, call);
    return r.kind == Val::Kind::Tuple ? r.elements : std::vector<Val>{r};
  };
}

/// A combine of one binary operation on the two scalars.
static CombineFn binaryCombine(CodeGen &gen, ast::BinOpKind op, SourceLocation l) {
  return [&gen, op, l](const std::vector<Val> &a) {
    return std::vector<Val>{gen.binary(op, a[0], a[1], l)};
  };
}

static CombineFn minMaxCombine(CodeGen &gen, bool isMax, SourceLocation l) {
  return [&gen, isMax, l](const std::vector<Val> &a) {
    CallArgs args;
    args.loc = l;
    args.args = {a[0], a[1]};
    args.argLocs = {l, l};
    return std::vector<Val>{gen.callBuiltin(isMax ? "maximum" : "minimum", args)};
  };
}

/// (value, index) pairs: keeps the greater (max) or smaller value; on ties
/// the lower index when `tieBreakLeft`.
static CombineFn argCombine(CodeGen &gen, bool isMax, bool tieBreakLeft, SourceLocation l) {
  return [&gen, isMax, tieBreakLeft, l](const std::vector<Val> &a) {
    const Val &v1 = a[0], &i1 = a[1], &v2 = a[2], &i2 = a[3];
    Val better = gen.compare(isMax ? ast::CmpOpKind::Gt : ast::CmpOpKind::Lt, v1, v2, l);
    if (tieBreakLeft) {
      Val tie = gen.logical(true, gen.compare(ast::CmpOpKind::Eq, v1, v2, l),
                            gen.compare(ast::CmpOpKind::Lt, i1, i2, l), l);
      better = gen.logical(false, better, tie, l);
    }
    return std::vector<Val>{gen.select(better, v1, v2, l), gen.select(better, i1, i2, l)};
  };
}

/// Triton's _pick_sum_dtype: integers narrower than 32 bits sum as 32-bit.
static DType sumDType(const DType &t) {
  if (t.isInteger() && t.bitWidth() < 32)
    return t.isUnsigned() ? ScalarKind::U32 : ScalarKind::I32;
  return t;
}

std::optional<Val> CodeGen::reduceBuiltin(const std::string &name, const CallArgs &args) {
  SourceLocation l = args.loc;
  std::string fname = "tl." + name;
  auto axisOf = [&](const BoundArgs &a, size_t i) -> std::optional<int64_t> {
    if (!a.given(i))
      return std::nullopt;
    if (a[i]->kind == Val::Kind::Tuple)
      fail(a.locs[i], fname + " reduces one axis or all (axis=None), not a tuple of axes");
    return constexprInt(a[i], a.locs[i], "the axis of " + fname);
  };
  auto input = [&](const BoundArgs &a) {
    if (!a[0]->isTensor())
      fail(a.locs[0], fname + " expects a tensor, got " + a[0]->describe());
    if (a[0]->type.dtype.isPointer())
      fail(a.locs[0], fname + " of pointers is not supported");
    Val v = *a[0];
    return v;
  };
  auto flag = [&](const BoundArgs &a, size_t i) { return flagArg(a, i); };

  // tl.histogram(input, num_bins, mask=None): how many of the (unmasked)
  // values are 0, 1, ..., num_bins - 1, as int32; values outside that range
  // are not counted. Computed as the sum over the input of
  // x[:, None] == arange(0, num_bins)[None, :], which both targets lower as
  // any comparison and reduction, so its size is bounded by the block limit.
  if (name == "histogram") {
    BoundArgs a = bindArgs(args, fname, {"input", "num_bins", "mask"}, 2);
    Val x = input(a);
    if (x.type.shape.size() != 1 || !x.type.dtype.isInteger() || x.type.dtype.isBool())
      fail(a.locs[0], "tl.histogram expects a 1-D tensor of integers, got " + x.describe());
    int64_t bins = constexprInt(a[1], a.locs[1], "num_bins of tl.histogram");
    checkShape({bins}, a.locs[1], "num_bins of tl.histogram");
    int64_t n = x.type.shape[0];
    if (n * bins > (int64_t(1) << 20))
      fail(l, "tl.histogram of " + std::to_string(n) + " values into " + std::to_string(bins) +
                  " bins compares every value with every bin, and " + std::to_string(n * bins) +
                  " pairs are too many for tritonc (at most 1048576)");
    TensorType rangeType{ScalarKind::I32, {bins}};
    Val range = Val::tensor(b.create<tile::MakeRangeOp>(loc(l), mlir::cast<mlir::RankedTensorType>(
                                                                     toMLIRType(b, rangeType)), 0, bins),
                            rangeType);
    Val hits = compare(ast::CmpOpKind::Eq, expandDims(x, 1, l), expandDims(range, 0, l), l);
    if (a.given(2)) {
      Val m = *a[2];
      if (!m.isTensor() || !m.type.dtype.isBool() ||
          (!m.type.isScalar() && m.type.shape != x.type.shape))
        fail(a.locs[2], "the mask of tl.histogram must be a boolean scalar or a tensor of the input's "
                        "shape (" + x.type.str() + "), got " + m.describe());
      hits = logical(true, hits, m.type.isScalar() ? m : expandDims(m, 1, l), l);
    }
    return reduce({cast(hits, ScalarKind::I32, l)}, 0, false,
                  binaryCombine(*this, ast::BinOpKind::Add, l), l, fname)[0];
  }

  if (name == "sum") {
    BoundArgs a = bindArgs(args, fname, {"input", "axis", "keep_dims", "dtype"}, 1);
    Val x = input(a);
    DType to = sumDType(x.type.dtype);
    if (a.given(3)) {
      auto d = asDType(*a[3]);
      if (!d)
        fail(a.locs[3], "the dtype of tl.sum must be a dtype, got " + a[3]->describe());
      to = *d;
    }
    x = cast(x, to, l);
    return reduce({x}, axisOf(a, 1), flag(a, 2), binaryCombine(*this, ast::BinOpKind::Add, l), l, fname)[0];
  }

  if (name == "xor_sum" || name == "reduce_or") {
    BoundArgs a = bindArgs(args, fname, {"input", "axis", "keep_dims"}, name == "xor_sum" ? 1 : 2);
    Val x = input(a);
    if (!x.type.dtype.isInteger())
      fail(a.locs[0], fname + " is only supported for integers, got " + x.describe());
    auto op = name == "xor_sum" ? ast::BinOpKind::BitXor : ast::BinOpKind::BitOr;
    return reduce({x}, axisOf(a, 1), flag(a, 2), binaryCombine(*this, op, l), l, fname)[0];
  }

  if (name == "max" || name == "min") {
    bool isMax = name == "max";
    BoundArgs a = bindArgs(args, fname, {"input", "axis", "return_indices",
                                         "return_indices_tie_break_left", "keep_dims"}, 1);
    Val x = input(a);
    if (x.type.dtype == ScalarKind::BF16)
      x = cast(x, ScalarKind::FP32, l);
    std::optional<int64_t> axis = axisOf(a, 1);
    bool keepDims = flag(a, 4);
    if (flag(a, 2)) {
      bool tieLeft = !a[3] || flagArg(a, 3);
      if (x.type.isScalar())
        fail(a.locs[0], fname + " with return_indices needs a tensor, got " + x.describe());
      if (!axis) {
        // Indices into the flattened tensor (row-major).
        int64_t n = 1;
        for (int64_t d : x.type.shape) n *= d;
        x = reshape(x, {n}, false, l);
        axis = 0;
      }
      int64_t ax = normalizeAxis(*axis, x.type.shape.size(), l, fname);
      int64_t n = x.type.shape[ax];
      TensorType it{ScalarKind::I32, {n}};
      Val index = Val::tensor(b.create<tile::MakeRangeOp>(loc(l), mlir::cast<mlir::RankedTensorType>(toMLIRType(b, it)), 0, n), it);
      for (size_t d = 0; d < x.type.shape.size(); ++d)
        if (int64_t(d) != ax)
          index = expandDims(index, d, l);
      index = broadcastTo(index, x.type.shape, l);
      auto r = reduce({x, index}, ax, keepDims, argCombine(*this, isMax, tieLeft, l), l, fname);
      return Val::tuple(r);
    }
    if (x.type.dtype.bitWidth() < 32)
      x = cast(x, x.type.dtype.isFloat() ? ScalarKind::FP32 : ScalarKind::I32, l);
    return reduce({x}, axis, keepDims, minMaxCombine(*this, isMax, l), l, fname)[0];
  }

  if (name == "argmax" || name == "argmin") {
    BoundArgs a = bindArgs(args, fname, {"input", "axis", "tie_break_left", "keep_dims"}, 2);
    // Checked here so that the message names tl.argmax, not the tl.max it uses.
    if (a[0]->isTensor() && a[0]->type.dtype.isPointer())
      fail(a.locs[0], fname + " of pointers is not supported");
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
    return pair.elements[1];
  }

  if (name == "reduce") {
    BoundArgs a = bindArgs(args, fname, {"input", "axis", "combine_fn", "keep_dims"}, 3);
    std::vector<Val> inputs = a[0]->kind == Val::Kind::Tuple ? a[0]->elements : std::vector<Val>{*a[0]};
    for (const Val &v : inputs)
      if (!v.isTensor())
        fail(a.locs[0], "tl.reduce expects a tensor or a tuple of tensors, got " + v.describe());
    CombineFn combine = userCombine(*a[2], inputs.size(), a.locs[2], fname);
    if (inputs.size() == 1 && inputs[0].type.isScalar() && !a.given(1))
      inputs[0] = expandDims(inputs[0], 0, l);
    auto r = reduce(inputs, axisOf(a, 1), flag(a, 3), combine, l, fname);
    return a[0]->kind == Val::Kind::Tuple ? Val::tuple(r) : r[0];
  }

  if (name == "cumsum" || name == "cumprod") {
    BoundArgs a = name == "cumsum" ? bindArgs(args, fname, {"input", "axis", "reverse", "dtype"}, 1)
                                   : bindArgs(args, fname, {"input", "axis", "reverse"}, 1);
    Val x = input(a);
    if (x.type.dtype == ScalarKind::BF16)
      x = cast(x, ScalarKind::FP32, l);
    if (name == "cumsum") {
      DType to = sumDType(x.type.dtype);
      if (a.given(3)) {
        auto d = asDType(*a[3]);
        if (!d)
          fail(a.locs[3], "the dtype of tl.cumsum must be a dtype, got " + a[3]->describe());
        to = *d;
      }
      x = cast(x, to, l);
    }
    int64_t axis = a.given(1) ? constexprInt(a[1], a.locs[1], "the axis of " + fname) : 0;
    auto op = name == "cumsum" ? ast::BinOpKind::Add : ast::BinOpKind::Mult;
    return scan({x}, axis, flag(a, 2), binaryCombine(*this, op, l), l, fname)[0];
  }

  if (name == "associative_scan") {
    BoundArgs a = bindArgs(args, fname, {"input", "axis", "combine_fn", "reverse"}, 3);
    std::vector<Val> inputs = a[0]->kind == Val::Kind::Tuple ? a[0]->elements : std::vector<Val>{*a[0]};
    for (const Val &v : inputs)
      if (!v.isTensor())
        fail(a.locs[0], "tl.associative_scan expects a tensor or a tuple of tensors, got " + v.describe());
    CombineFn combine = userCombine(*a[2], inputs.size(), a.locs[2], fname);
    int64_t axis = constexprInt(a[1], a.locs[1], "the axis of " + fname);
    auto r = scan(inputs, axis, flag(a, 3), combine, l, fname);
    return a[0]->kind == Val::Kind::Tuple ? Val::tuple(r) : r[0];
  }
  return std::nullopt;
}

} // namespace tritonc::irgen

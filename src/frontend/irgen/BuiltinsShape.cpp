//===- BuiltinsShape.cpp - tensor creation and shape builtins -------------===//
//
// tl.full / zeros, expand_dims, broadcast / broadcast_to, reshape / view /
// ravel, trans / permute, join / split / cat, gather, where.
//
//===----------------------------------------------------------------------===//
#include "frontend/irgen/CodeGen.h"

namespace tritonc::irgen {

/// Keyword arguments of a builtin with *args: only those named in `allowed`.
static FailureOr<std::map<std::string, std::pair<Val, SourceLocation>>>
keywordsOf(CodeGen &gen, const CallArgs &args, const std::string &fname,
           const std::vector<std::string> &allowed) {
  std::map<std::string, std::pair<Val, SourceLocation>> out;
  for (size_t k = 0; k < args.keywords.size(); ++k) {
    const std::string &name = args.keywords[k].first;
    if (std::find(allowed.begin(), allowed.end(), name) == allowed.end())
      return gen.fail(args.keywordLocs[k], fname + "() got an unexpected keyword argument '" + name + "'");
    out[name] = {args.keywords[k].second, args.keywordValueLocs[k]};
  }
  return out;
}

static Val tensorArg(CodeGen &gen, const CallArgs &args, size_t i, const std::string &fname) {
  if (args.args.size() <= i)
    return gen.fail(args.loc, fname + "() missing required argument 'input'");
  if (!args.args[i].isTensor())
    return gen.fail(args.argLocs[i], fname + " expects a tensor, got " + args.args[i].describe());
  return args.args[i];
}

std::optional<Val> CodeGen::shapeBuiltin(const std::string &name, const CallArgs &args) {
  SourceLocation l = args.loc;

  if (name == "full" || name == "zeros") {
    bool full = name == "full";
    FailureOr<BoundArgs> aOr = full ? bindArgs(args, "tl.full", {"shape", "value", "dtype"}, 3)
                                    : bindArgs(args, "tl.zeros", {"shape", "dtype"}, 2);
    if (failed(aOr))
      return Failure();
    BoundArgs &a = *aOr;
    FailureOr<std::vector<int64_t>> shapeOr = shapeArg(*a[0], a.locs[0], "the shape of tl." + name);
    if (failed(shapeOr))
      return Failure();
    std::vector<int64_t> &shape = *shapeOr;
    if (failed(checkShape(shape, a.locs[0], "the shape of tl." + name)))
      return Failure();
    size_t d = full ? 2 : 1;
    auto dtype = asDType(*a[d]);
    if (!dtype)
      return fail(a.locs[d], "tl." + name + " expects a dtype such as tl.float32, got " + a[d]->describe());
    Val value = full ? *a[1] : Val::constexprValue(ConstValue::fromInt(0));
    Val scalar;
    if (value.isTensor()) {
      if (!value.type.isScalar()) {
        int64_t n = 1;
        for (int64_t s : value.type.shape) n *= s;
        if (n != 1)
          return fail(a.locs[1], "the value of tl.full must be a scalar, got " + value.describe());
        value = toScalar(value, a.locs[1]);
        if (failed(value))
          return Failure();
      }
      scalar = cast(value, *dtype, a.locs[1]);
      if (failed(scalar))
        return Failure();
    } else if (value.isConstexpr() && !value.constant.isString() && !value.constant.isNone()) {
      scalar = constantTensor(value.constant, *dtype, a.locs[1]);
      if (failed(scalar))
        return Failure();
    } else {
      return fail(a.locs[1], "the value of tl.full must be a number or a scalar, got " + value.describe());
    }
    return broadcastTo(scalar, shape, l);
  }

  if (name == "where") {
    FailureOr<BoundArgs> aOr = bindArgs(args, "tl.where", {"condition", "x", "y"}, 3);
    if (failed(aOr))
      return Failure();
    BoundArgs &a = *aOr;
    return select(*a[0], *a[1], *a[2], l);
  }

  if (name == "expand_dims") {
    FailureOr<BoundArgs> aOr = bindArgs(args, "tl.expand_dims", {"input", "axis"}, 2);
    if (failed(aOr))
      return Failure();
    BoundArgs &a = *aOr;
    Val input = toTensorDefault(*a[0], a.locs[0], "tl.expand_dims");
    if (failed(input))
      return Failure();
    FailureOr<std::vector<int64_t>> axesOr = shapeArg(*a[1], a.locs[1], "the axis of tl.expand_dims");
    if (failed(axesOr))
      return Failure();
    std::vector<int64_t> &axes = *axesOr;
    size_t newRank = input.type.shape.size() + axes.size();
    std::vector<int64_t> normalized;
    for (int64_t axis : axes) {
      // The axes index the result, whose rank the message must name: "out of
      // range for a tensor of rank 3" would be wrong for a 2-D input.
      int64_t r = int64_t(newRank);
      if (axis < -r || axis >= r)
        return fail(a.locs[1], "tl.expand_dims: axis " + std::to_string(axis) + " is out of range for " +
                            input.describe() + " (the result has rank " + std::to_string(r) +
                            ": valid axes are " + std::to_string(-r) + " to " + std::to_string(r - 1) + ")");
      normalized.push_back(*normalizeAxis(axis, newRank, a.locs[1], "tl.expand_dims")); // in range
    }
    std::sort(normalized.begin(), normalized.end());
    if (std::adjacent_find(normalized.begin(), normalized.end()) != normalized.end())
      return fail(a.locs[1], "tl.expand_dims: repeated axis");
    for (int64_t axis : normalized) {
      input = expandDims(input, axis, l);
      if (failed(input))
        return Failure();
    }
    return input;
  }

  if (name == "broadcast") {
    FailureOr<BoundArgs> aOr = bindArgs(args, "tl.broadcast", {"input", "other"}, 2);
    if (failed(aOr))
      return Failure();
    BoundArgs &a = *aOr;
    Val x = *a[0], y = *a[1];
    if (x.isConstexpr() && y.isTensor() &&
        failed(x = toTensor(x, y.type.dtype, a.locs[0], "tl.broadcast")))
      return Failure();
    if (y.isConstexpr() && x.isTensor() &&
        failed(y = toTensor(y, x.type.dtype, a.locs[1], "tl.broadcast")))
      return Failure();
    x = toTensorDefault(x, a.locs[0], "tl.broadcast");
    if (failed(x))
      return Failure();
    y = toTensorDefault(y, a.locs[1], "tl.broadcast");
    if (failed(y))
      return Failure();
    FailureOr<std::pair<Val, Val>> pq = broadcastPair(x, y, l, "tl.broadcast");
    if (failed(pq))
      return Failure();
    auto [p, q] = *pq;
    return Val::tuple({p, q});
  }

  if (name == "broadcast_to") {
    if (failed(keywordsOf(*this, args, "tl.broadcast_to", {})))
      return Failure();
    Val input = toTensorDefault(args.args.empty() ? Val::none() : args.args[0], l, "tl.broadcast_to");
    if (failed(input))
      return Failure();
    FailureOr<std::vector<int64_t>> shapeOr = variadicShape(args, 1, "the shape of tl.broadcast_to");
    if (failed(shapeOr))
      return Failure();
    std::vector<int64_t> &shape = *shapeOr;
    if (failed(checkShape(shape, l, "the shape of tl.broadcast_to")))
      return Failure();
    return broadcastTo(input, shape, l);
  }

  if (name == "reshape" || name == "view") {
    auto kw = keywordsOf(*this, args, "tl." + name, name == "reshape" ? std::vector<std::string>{"can_reorder"}
                                                                      : std::vector<std::string>{});
    if (failed(kw))
      return Failure();
    Val input = tensorArg(*this, args, 0, "tl." + name);
    if (failed(input))
      return Failure();
    FailureOr<std::vector<int64_t>> shapeOr = variadicShape(args, 1, "the shape of tl." + name);
    if (failed(shapeOr))
      return Failure();
    std::vector<int64_t> &shape = *shapeOr;
    bool reorder = name == "view"; // tl.view's contract: any order
    if (auto it = kw->find("can_reorder"); it != kw->end()) {
      FailureOr<bool> given = truthy(it->second.first, it->second.second);
      if (failed(given))
        return Failure();
      reorder = *given;
    }
    return reshape(input, shape, reorder, l);
  }

  if (name == "ravel") {
    FailureOr<BoundArgs> aOr = bindArgs(args, "tl.ravel", {"x", "can_reorder"}, 1);
    if (failed(aOr))
      return Failure();
    BoundArgs &a = *aOr;
    Val input = tensorArg(*this, args, 0, "tl.ravel");
    if (failed(input))
      return Failure();
    int64_t n = 1;
    for (int64_t d : input.type.shape) n *= d;
    FailureOr<bool> reorder = flagArg(a, 1);
    if (failed(reorder))
      return Failure();
    return reshape(input, {n}, *reorder, l);
  }

  if (name == "trans" || name == "permute") {
    if (failed(keywordsOf(*this, args, "tl." + name, {})))
      return Failure();
    Val input = tensorArg(*this, args, 0, "tl." + name);
    if (failed(input))
      return Failure();
    FailureOr<std::vector<int64_t>> dimsOr = variadicShape(args, 1, "the dimensions of tl." + name);
    if (failed(dimsOr))
      return Failure();
    std::vector<int64_t> &dims = *dimsOr;
    size_t rank = input.type.shape.size();
    if (dims.empty()) {
      if (name == "permute")
        return fail(l, "tl.permute needs the order of the dimensions");
      if (rank != 2)
        return fail(l, "tl.trans without dimensions needs a 2-D tensor, got " + input.describe() +
                    "; give the order, as in tl.trans(x, 2, 0, 1)");
      dims = {1, 0};
    }
    if (dims.size() != rank)
      return fail(l, "tl." + name + " needs one entry per dimension of " + input.describe() + ", got " +
                  std::to_string(dims.size()));
    std::vector<int32_t> order;
    std::vector<bool> seen(rank, false);
    std::vector<int64_t> shape;
    for (int64_t d : dims) {
      FailureOr<int64_t> axisOr = normalizeAxis(d, rank, l, "tl." + name);
      if (failed(axisOr))
        return Failure();
      int64_t axis = *axisOr;
      if (seen[axis])
        return fail(l, "the dimensions of tl." + name + " must be a permutation of 0.." + std::to_string(rank - 1) +
                    ": " + std::to_string(axis) + " appears twice");
      seen[axis] = true;
      order.push_back(int32_t(axis));
      shape.push_back(input.type.shape[axis]);
    }
    bool identity = true;
    for (size_t i = 0; i < order.size(); ++i)
      identity &= order[i] == int32_t(i);
    if (identity)
      return input;
    TensorType t{input.type.dtype, shape};
    auto op = b.create<tile::TransOp>(loc(l), toMLIRType(b, t), input.value, b.getDenseI32ArrayAttr(order));
    return Val::tensor(op, t);
  }

  if (name == "join") {
    FailureOr<BoundArgs> aOr = bindArgs(args, "tl.join", {"a", "b"}, 2);
    if (failed(aOr))
      return Failure();
    BoundArgs &a = *aOr;
    Val x = *a[0], y = *a[1];
    if (x.isConstexpr() && y.isTensor() &&
        failed(x = toTensor(x, y.type.dtype, a.locs[0], "tl.join")))
      return Failure();
    if (y.isConstexpr() && x.isTensor() &&
        failed(y = toTensor(y, x.type.dtype, a.locs[1], "tl.join")))
      return Failure();
    x = toTensorDefault(x, a.locs[0], "tl.join");
    if (failed(x))
      return Failure();
    y = toTensorDefault(y, a.locs[1], "tl.join");
    if (failed(y))
      return Failure();
    if (x.type.dtype != y.type.dtype)
      return fail(l, "tl.join needs two tensors of one dtype, got " + x.describe() + " and " + y.describe());
    FailureOr<std::pair<Val, Val>> pq = broadcastPair(x, y, l, "tl.join");
    if (failed(pq))
      return Failure();
    auto [p, q] = *pq;
    bool scalars = p.type.isScalar();
    if (scalars) {
      p = expandDims(p, 0, l);
      if (failed(p))
        return Failure();
      q = expandDims(q, 0, l);
      if (failed(q))
        return Failure();
    }
    std::vector<int64_t> shape = p.type.shape;
    shape.push_back(2);
    if (failed(checkShape(shape, l, "the result of tl.join")))
      return Failure();
    TensorType t{p.type.dtype, shape};
    Val joined = Val::tensor(b.create<tile::JoinOp>(loc(l), toMLIRType(b, t), p.value, q.value), t);
    return scalars ? reshape(joined, {2}, false, l) : joined;
  }

  if (name == "split") {
    FailureOr<BoundArgs> aOr = bindArgs(args, "tl.split", {"a"}, 1);
    if (failed(aOr))
      return Failure();
    BoundArgs &a = *aOr;
    Val x = tensorArg(*this, args, 0, "tl.split");
    if (failed(x))
      return Failure();
    if (x.type.shape.empty() || x.type.shape.back() != 2)
      return fail(l, "tl.split needs a tensor whose last dimension is 2, got " + x.describe());
    bool rank1 = x.type.shape.size() == 1;
    if (rank1 && failed(x = expandDims(x, 0, l)))
      return Failure();
    std::vector<int64_t> shape(x.type.shape.begin(), x.type.shape.end() - 1);
    TensorType t{x.type.dtype, shape};
    mlir::Type mt = toMLIRType(b, t);
    auto op = b.create<tile::SplitOp>(loc(l), mt, mt, x.value);
    Val lhs = Val::tensor(op.getLhs(), t), rhs = Val::tensor(op.getRhs(), t);
    if (rank1) {
      lhs = toScalar(lhs, l);
      if (failed(lhs))
        return Failure();
      rhs = toScalar(rhs, l);
      if (failed(rhs))
        return Failure();
    }
    return Val::tuple({lhs, rhs});
  }

  if (name == "cat") {
    FailureOr<BoundArgs> aOr = bindArgs(args, "tl.cat", {"input", "other", "can_reorder"}, 2);
    if (failed(aOr))
      return Failure();
    BoundArgs &a = *aOr;
    Val x = tensorArg(*this, args, 0, "tl.cat"), y = *a[1];
    if (failed(x))
      return Failure();
    if (!y.isTensor())
      return fail(a.locs[1], "tl.cat expects a tensor, got " + y.describe());
    FailureOr<bool> canReorder = flagArg(a, 2);
    if (failed(canReorder))
      return Failure();
    if (!*canReorder)
      return fail(l, "tl.cat may reorder the elements of its result: pass can_reorder=True (Triton "
              "requires it too)");
    if (x.type.shape.empty() || x.type.dtype != y.type.dtype || x.type.shape != y.type.shape)
      return fail(l, "tl.cat needs two tensors of one shape and dtype, got " + x.describe() + " and " +
                  y.describe());
    std::vector<int64_t> shape = x.type.shape;
    shape[0] *= 2;
    if (failed(checkShape(shape, l, "the result of tl.cat")))
      return Failure();
    TensorType t{x.type.dtype, shape};
    auto op = b.create<tile::CatOp>(loc(l), toMLIRType(b, t), x.value, y.value);
    return Val::tensor(op, t);
  }

  if (name == "gather") {
    FailureOr<BoundArgs> aOr = bindArgs(args, "tl.gather", {"src", "index", "axis"}, 3);
    if (failed(aOr))
      return Failure();
    BoundArgs &a = *aOr;
    const Val &src = *a[0], &index = *a[1];
    if (!src.isTensor() || src.type.isScalar())
      return fail(a.locs[0], "tl.gather expects a tensor to gather from, got " + src.describe());
    if (!index.isTensor() || !index.type.dtype.isInteger() || index.type.dtype.isBool())
      return fail(a.locs[1], "tl.gather expects an integer tensor of indices, got " + index.describe());
    size_t rank = src.type.shape.size();
    if (index.type.shape.size() != rank)
      return fail(l, "tl.gather needs indices of the source's rank: " + src.describe() + " and " +
                  index.describe());
    FailureOr<int64_t> axisOr = constexprInt(a[2], a.locs[2], "the axis of tl.gather");
    if (failed(axisOr))
      return Failure();
    FailureOr<int64_t> axis = normalizeAxis(*axisOr, rank, a.locs[2], "tl.gather");
    if (failed(axis))
      return Failure();
    for (size_t d = 0; d < rank; ++d)
      if (int64_t(d) != *axis && index.type.shape[d] != src.type.shape[d])
        return fail(l, "tl.gather: the indices must match the source in every dimension but the axis (" +
                    std::to_string(*axis) + "); dimension " + std::to_string(d) + " is " +
                    std::to_string(index.type.shape[d]) + " in " + index.describe() + " and " +
                    std::to_string(src.type.shape[d]) + " in " + src.describe());
    // The op takes i32 indices; cast() converts by the index's signedness,
    // so a uint8 index 200 stays 200.
    Val index32 = cast(index, DType(ScalarKind::I32), l);
    if (failed(index32))
      return Failure();
    TensorType t{src.type.dtype, index.type.shape};
    auto op = b.create<tile::GatherOp>(loc(l), toMLIRType(b, t), src.value, index32.value,
                                       b.getI32IntegerAttr(int32_t(*axis)));
    return Val::tensor(op, t);
  }
  return std::nullopt;
}

} // namespace tritonc::irgen

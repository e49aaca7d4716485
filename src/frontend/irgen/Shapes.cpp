//===- Shapes.cpp - broadcasting and shape changes ------------------------===//
//
// Triton's (numpy's) broadcasting: a scalar is splatted (tile.splat); a
// lower-rank tensor gets leading dimensions of size 1 (tile.expand_dims at
// axis 0); then dimensions of size 1 are repeated to the other operand's size
// (tile.broadcast). Any other mismatch is an error at the operator.
//
//===----------------------------------------------------------------------===//
#include "frontend/irgen/CodeGen.h"

#include "llvm/Support/MathExtras.h"

namespace tritonc::irgen {

static std::string shapeString(const std::vector<int64_t> &shape) {
  std::string s = "[";
  for (size_t i = 0; i < shape.size(); ++i)
    s += (i ? ", " : "") + std::to_string(shape[i]);
  return s + "]";
}

LogicalResult CodeGen::checkShape(const std::vector<int64_t> &shape, SourceLocation l,
                                  const std::string &what) {
  int64_t n = 1;
  for (int64_t d : shape) {
    if (d <= 0 || !llvm::isPowerOf2_64(d))
      return fail(l, "the dimensions of " + what + " must be powers of 2, got " + shapeString(shape));
    n *= d;
    if (n > (1 << 20))
      return fail(l, what + ", " + shapeString(shape) + ", has too many elements (at most 1048576)");
  }
  return success();
}

FailureOr<std::vector<int64_t>> CodeGen::broadcastShapes(const Val &x, const Val &y, SourceLocation l,
                                                         const std::string &what) {
  const auto &a = x.type.shape, &c = y.type.shape;
  if (a.empty()) return c;
  if (c.empty() || a == c) return a;
  size_t rank = std::max(a.size(), c.size());
  std::vector<int64_t> out(rank);
  for (size_t i = 0; i < rank; ++i) {
    // Align the trailing dimensions; missing leading ones are 1.
    int64_t da = i + a.size() >= rank ? a[i + a.size() - rank] : 1;
    int64_t dc = i + c.size() >= rank ? c[i + c.size() - rank] : 1;
    if (da != dc && da != 1 && dc != 1)
      return fail(l, "incompatible shapes for " + what + ": " + x.type.str() + " and " + y.type.str());
    out[i] = da == 1 ? dc : da;
  }
  // Broadcasting [N, 1] against [1, M] makes N * M elements.
  if (failed(checkShape(out, l, "the broadcast shape of " + what)))
    return failure();
  return out;
}

Val CodeGen::broadcastTo(const Val &v, const std::vector<int64_t> &shape, SourceLocation l) {
  if (!v.isTensor())
    return fail(l, "cannot broadcast " + v.describe());
  if (v.type.shape == shape || shape.empty()) {
    if (v.type.shape != shape)
      return fail(l, "cannot broadcast " + v.type.str() + " to a scalar");
    return v;
  }
  TensorType target{v.type.dtype, shape};
  if (v.type.isScalar()) {
    auto splat = b.create<tile::SplatOp>(loc(l), toMLIRType(b, target), v.value);
    return Val::tensor(splat, target);
  }
  if (v.type.shape.size() > shape.size())
    return fail(l, "cannot broadcast " + v.type.str() + " to the lower-rank shape " + shapeString(shape));
  Val r = v;
  while (r.type.shape.size() < shape.size()) {
    r = expandDims(r, 0, l);
    if (failed(r))
      return r;
  }
  for (size_t i = 0; i < shape.size(); ++i)
    if (r.type.shape[i] != shape[i] && r.type.shape[i] != 1)
      return fail(l, "cannot broadcast " + v.type.str() + " to shape " + shapeString(shape));
  if (r.type.shape == shape)
    return r;
  auto op = b.create<tile::BroadcastOp>(loc(l), toMLIRType(b, target), r.value);
  return Val::tensor(op, target);
}

FailureOr<std::pair<Val, Val>> CodeGen::broadcastPair(Val a, Val c, SourceLocation l,
                                                      const std::string &what) {
  FailureOr<std::vector<int64_t>> shape = broadcastShapes(a, c, l, what);
  if (failed(shape))
    return failure();
  Val x = broadcastTo(a, *shape, l);
  if (failed(x))
    return failure();
  Val y = broadcastTo(c, *shape, l);
  if (failed(y))
    return failure();
  return std::make_pair(x, y);
}

Val CodeGen::expandDims(const Val &v, int64_t axis, SourceLocation l) {
  if (!v.isTensor())
    return fail(l, "cannot add a dimension to " + v.describe());
  std::vector<int64_t> shape = v.type.shape;
  if (axis < 0 || axis > int64_t(shape.size()))
    return fail(l, "axis " + std::to_string(axis) + " is out of range for a new dimension of " +
                       v.describe());
  shape.insert(shape.begin() + axis, 1);
  TensorType t{v.type.dtype, shape};
  if (v.type.isScalar()) {
    auto splat = b.create<tile::SplatOp>(loc(l), toMLIRType(b, t), v.value);
    return Val::tensor(splat, t);
  }
  auto op = b.create<tile::ExpandDimsOp>(loc(l), toMLIRType(b, t), v.value, axis);
  return Val::tensor(op, t);
}

Val CodeGen::reshape(const Val &v, const std::vector<int64_t> &shape, bool allowReorder,
                     SourceLocation l) {
  if (!v.isTensor())
    return fail(l, "cannot reshape " + v.describe());
  int64_t from = 1, to = 1;
  for (int64_t d : v.type.shape) from *= d;
  for (int64_t d : shape) to *= d;
  if (from != to)
    return fail(l, "cannot reshape " + v.type.str() + " to " + shapeString(shape) +
                       ": the number of elements differs");
  if (v.type.shape == shape)
    return v;
  if (shape.empty())
    return toScalar(v, l);
  if (failed(checkShape(shape, l, "the result of a reshape")))
    return Failure();
  TensorType t{v.type.dtype, shape};
  if (v.type.isScalar()) {
    auto splat = b.create<tile::SplatOp>(loc(l), toMLIRType(b, t), v.value);
    return Val::tensor(splat, t);
  }
  auto op = b.create<tile::ReshapeOp>(loc(l), toMLIRType(b, t), v.value, allowReorder);
  return Val::tensor(op, t);
}

Val CodeGen::toScalar(const Val &v, SourceLocation l) {
  if (v.type.isScalar())
    return v;
  Val flat = v.type.shape.size() == 1 ? v : reshape(v, {1}, false, l);
  if (failed(flat))
    return flat;
  if (flat.type.shape[0] != 1)
    return fail(l, "cannot make a scalar of " + v.type.str());
  // A reduction of one element: the combine region is never needed, it
  // keeps the first value.
  FailureOr<std::vector<Val>> results = reduce(
      {flat}, 0, false,
      [](const std::vector<Val> &args) -> FailureOr<std::vector<Val>> {
        return std::vector<Val>{args[0]};
      },
      l, "a scalar conversion");
  if (failed(results))
    return Failure();
  return (*results)[0];
}

} // namespace tritonc::irgen

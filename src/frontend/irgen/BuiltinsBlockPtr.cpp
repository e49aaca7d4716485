//===- BuiltinsBlockPtr.cpp - tl.make_block_ptr, tl.advance ---------------===//
//
// A block pointer exists only during IR generation: a Val of kind BlockPtr
// holding the base pointer and, per dimension, the tensor's shape and
// stride (i64 scalars) and the block's offset (an i32 scalar, as in Triton),
// plus the compile-time block shape and order. tl.load / tl.store through
// it become ordinary tile loads and stores of the tensor of pointers
//   base + sum_d (offset_d + arange(0, block_d)) * stride_d
// (in int64, so large tensors do not wrap), masked by
//   0 <= offset_d + arange(0, block_d) < shape_d
// over the dimensions named in boundary_check. Keeping the parts as scalars
// lets loops carry only what changes (usually the offsets of tl.advance),
// with no new op in the tile dialect. `order` only describes the memory
// layout to Triton's code generator; it is checked and otherwise unused.
//
//===----------------------------------------------------------------------===//
#include "frontend/irgen/CodeGen.h"

#include <algorithm>
#include <cstdint>
#include <set>

namespace tritonc::irgen {

/// The elements of a tuple argument (a single value counts as a tuple of one,
/// as Triton accepts).
static std::vector<Val> listArg(const Val &v) {
  if (v.kind == Val::Kind::Tuple)
    return v.elements;
  return {v};
}

/// One shape, stride or offset entry: a constexpr integer or an integer
/// scalar, converted to `to`.
static Val blockScalar(CodeGen &gen, const Val &v, const DType &to, SourceLocation l,
                       const std::string &what) {
  if (v.isConstexpr() && (v.constant.isInt() || v.constant.isBool())) {
    int64_t c = v.constant.isInt() ? v.constant.getInt() : v.constant.getBool();
    if (to == ScalarKind::I32 && (c < INT32_MIN || c > INT32_MAX))
      return gen.fail(l, what + " must fit in int32, got " + std::to_string(c));
    return gen.constantTensor(ConstValue::fromInt(c), to, l);
  }
  if (!v.isTensor() || !v.type.isScalar() || !v.type.dtype.isInteger() || v.type.dtype.isBool() ||
      v.type.dtype.isPointer())
    return gen.fail(l, what + " must be an integer scalar, got " + v.describe());
  return gen.cast(v, to, l);
}

std::optional<Val> CodeGen::blockPtrBuiltin(const std::string &name, const CallArgs &args) {
  SourceLocation l = args.loc;
  if (name == "make_block_ptr") {
    const std::string fn = "tl.make_block_ptr";
    FailureOr<BoundArgs> aOr = bindArgs(args, fn, {"base", "shape", "strides", "offsets", "block_shape", "order"}, 6);
    if (failed(aOr))
      return Failure();
    BoundArgs &a = *aOr;
    const Val &base = *a[0];
    if (base.isBlockPtr())
      return fail(a.locs[0], "the base of " + fn + " must be a pointer, got a block pointer");
    if (!base.isTensor() || !base.type.dtype.isPointer() || !base.type.isScalar())
      return fail(a.locs[0], "the base of " + fn + " must be a scalar pointer, got " + base.describe());
    Val bp;
    bp.kind = Val::Kind::BlockPtr;
    for (const Val &d : listArg(*a[4])) {
      FailureOr<int64_t> size = constexprInt(d, a.locs[4], "each entry of the block_shape of " + fn);
      if (failed(size))
        return Failure();
      bp.blockShape.push_back(*size);
    }
    if (failed(checkShape(bp.blockShape, a.locs[4], "the block_shape of " + fn)))
      return Failure();
    size_t rank = bp.blockShape.size();
    if (rank == 0)
      return fail(a.locs[4], "the block_shape of " + fn + " needs at least one dimension");
    const char *names[] = {"shape", "strides", "offsets", "block_shape", "order"};
    for (size_t i = 1; i <= 5; ++i) {
      size_t n = listArg(*a[i]).size();
      if (n != rank)
        return fail(a.locs[i], fn + " got " + std::to_string(n) + " entr" + (n == 1 ? "y" : "ies") + " in " +
                            names[i - 1] + " but " + std::to_string(rank) + " in block_shape; shape, "
                            "strides, offsets, block_shape and order need one entry per dimension");
    }
    std::set<int64_t> seen;
    for (const Val &d : listArg(*a[5])) {
      FailureOr<int64_t> oOr = constexprInt(d, a.locs[5], "each entry of the order of " + fn);
      if (failed(oOr))
        return Failure();
      int64_t o = *oOr;
      if (o < 0 || o >= int64_t(rank) || !seen.insert(o).second)
        return fail(a.locs[5], "the order of " + fn + " must be a permutation of 0.." +
                            std::to_string(rank - 1) + ", got " + std::to_string(o) +
                            (o >= 0 && o < int64_t(rank) ? " twice" : ""));
      bp.order.push_back(o);
    }
    bp.elements.push_back(base);
    for (size_t i = 1; i <= 3; ++i) {
      std::vector<Val> list = listArg(*a[i]);
      for (size_t d = 0; d < rank; ++d) {
        bp.elements.push_back(
            blockScalar(*this, list[d], i == 3 ? ScalarKind::I32 : ScalarKind::I64, a.locs[i],
                        "each entry of the " + std::string(names[i - 1]) + " of " + fn));
        if (failed(bp.elements.back()))
          return Failure();
      }
    }
    return bp;
  }

  if (name == "advance") {
    FailureOr<BoundArgs> aOr = bindArgs(args, "tl.advance", {"base", "offsets"}, 2);
    if (failed(aOr))
      return Failure();
    BoundArgs &a = *aOr;
    if (!a[0]->isBlockPtr())
      return fail(a.locs[0], "tl.advance expects a block pointer (tl.make_block_ptr), got " + a[0]->describe());
    Val bp = *a[0];
    size_t rank = bp.blockShape.size();
    std::vector<Val> deltas = listArg(*a[1]);
    if (deltas.size() != rank)
      return fail(a.locs[1], "tl.advance of a block pointer of rank " + std::to_string(rank) + " needs " +
                          std::to_string(rank) + " offsets, got " + std::to_string(deltas.size()));
    for (size_t d = 0; d < rank; ++d) {
      // A constant 0 keeps the offset as it is (and out of loop-carried values).
      if (deltas[d].isConstexpr() && deltas[d].constant.isInt() && deltas[d].constant.getInt() == 0)
        continue;
      Val delta =
          blockScalar(*this, deltas[d], ScalarKind::I32, a.locs[1], "each offset of tl.advance");
      if (failed(delta))
        return Failure();
      Val &offset = bp.elements[1 + 2 * rank + d];
      offset = binary(ast::BinOpKind::Add, offset, delta, l);
      if (failed(offset))
        return Failure();
    }
    return bp;
  }
  return std::nullopt;
}

FailureOr<std::pair<Val, std::optional<Val>>>
CodeGen::blockPtrAccess(const Val &bp, const Val &boundaryCheck, SourceLocation checkLoc,
                        SourceLocation l) {
  size_t rank = bp.blockShape.size();
  std::vector<bool> checked(rank, false);
  if (!boundaryCheck.isNone())
    for (const Val &d : listArg(boundaryCheck)) {
      FailureOr<int64_t> dimOr = constexprInt(d, checkLoc, "each entry of boundary_check");
      if (failed(dimOr))
        return Failure();
      int64_t dim = *dimOr;
      if (dim < 0 || dim >= int64_t(rank))
        return fail(checkLoc, "boundary_check names dimension " + std::to_string(dim) +
                           ", which a block pointer of rank " + std::to_string(rank) + " does not have");
      if (checked[dim])
        return fail(checkLoc, "boundary_check names dimension " + std::to_string(dim) + " twice");
      checked[dim] = true;
    }

  // The parts of a block pointer are integer scalars of known types
  // (blockScalar), so the arithmetic below on them and on ranges of the
  // block's shape cannot fail.
  Val offsets = Val::none(), mask = Val::none();
  for (size_t d = 0; d < rank; ++d) {
    // The indices of dimension d, shaped [1, .., block_d, .., 1].
    TensorType rt{ScalarKind::I32, {bp.blockShape[d]}};
    auto range = b.create<tile::MakeRangeOp>(loc(l), mlir::cast<mlir::RankedTensorType>(toMLIRType(b, rt)),
                                             0, bp.blockShape[d]);
    Val index = binary(ast::BinOpKind::Add, cast(Val::tensor(range, rt), ScalarKind::I64, l),
                       cast(bp.elements[1 + 2 * rank + d], ScalarKind::I64, l), l);
    for (size_t before = 0; before < d; ++before)
      index = expandDims(index, 0, l);
    for (size_t after = d + 1; after < rank; ++after)
      index = expandDims(index, int64_t(index.type.shape.size()), l);
    Val term = binary(ast::BinOpKind::Mult, index, bp.elements[1 + rank + d], l);
    offsets = offsets.isNone() ? term : binary(ast::BinOpKind::Add, offsets, term, l);
    if (!checked[d])
      continue;
    Val zero = Val::constexprValue(ConstValue::fromInt(0));
    Val inside = binary(ast::BinOpKind::BitAnd, compare(ast::CmpOpKind::GtE, index, zero, l),
                        compare(ast::CmpOpKind::Lt, index, bp.elements[1 + d], l), l);
    mask = mask.isNone() ? inside : binary(ast::BinOpKind::BitAnd, mask, inside, l);
  }
  Val ptrs = broadcastTo(binary(ast::BinOpKind::Add, bp.elements[0], offsets, l), bp.blockShape, l);
  if (failed(ptrs))
    return failure();
  if (mask.isNone())
    return std::make_pair(ptrs, std::optional<Val>());
  return std::make_pair(ptrs, std::optional<Val>(broadcastTo(mask, bp.blockShape, l)));
}

} // namespace tritonc::irgen

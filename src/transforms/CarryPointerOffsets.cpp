//===- CarryPointerOffsets.cpp - loops carry scalar offsets, not pointers --===//
//
// A loop that walks a tile of pointers (`a_ptrs += BLOCK_K * stride_ak`)
// carries the whole tensor: two 64-bit registers per element that each
// iteration rewrites. When the step is the same for every element, the
// tensor at iteration i is its value before the loop plus i steps, so the
// loop can carry that scalar sum instead and rebuild the pointers from the
// loop-invariant tensor where they are used. Per element this costs the
// same one add per iteration; what it saves is the loop-carried state: the
// load pipeliner, which carries pointers some iterations ahead, then
// advances a scalar (a uniform register) instead of every element, and
// ptxas has no per-element pointer to keep alive across the copies that
// read it (it copied such pointers to fresh registers, two moves per
// element and iteration). When the tensor before the loop is itself a
// scalar base plus offsets (`a_ptr + offs`), the scalar sum moves into the
// base, so each element is the base plus its invariant offset: one wide
// multiply-add from a 32-bit offset.
//
// Runs after the access widths are annotated (the analysis saw the loads'
// pointers as written), before the load pipeliner.
//
//===----------------------------------------------------------------------===//
#include "transforms/Passes.h"

#include "Tile/TileDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Matchers.h"

namespace tritonc {
#define GEN_PASS_DEF_CARRYPOINTEROFFSETS
#include "transforms/Passes.h.inc"
} // namespace tritonc

using namespace mlir;
using namespace tritonc;

namespace {

/// The scalar every element of the loop-invariant `offsets` equals: a
/// splat's operand, or for a splat constant an i64 constant created before
/// `loop`.
Value uniformStep(OpBuilder &b, scf::ForOp loop, Value offsets) {
  if (!loop.isDefinedOutsideOfLoop(offsets))
    return {};
  if (auto splat = offsets.getDefiningOp<tile::SplatOp>())
    return splat.getSrc();
  DenseIntElementsAttr constant;
  if (matchPattern(offsets, m_Constant(&constant)) && constant.isSplat()) {
    b.setInsertionPoint(loop);
    return b.create<arith::ConstantOp>(loop.getLoc(), b.getI64IntegerAttr(constant.getSplatValue<APInt>().getSExtValue()));
  }
  return {};
}

/// `base` (a tensor of pointers) advanced by the scalar `offset` (i64, in
/// elements): a scalar base plus offsets takes it in the base.
Value advanced(OpBuilder &b, Location loc, Value base, Value offset) {
  auto type = cast<RankedTensorType>(base.getType());
  if (auto add = base.getDefiningOp<tile::AddPtrOp>())
    if (auto splat = add.getPtr().getDefiningOp<tile::SplatOp>()) {
      Value scalar = b.create<tile::AddPtrOp>(loc, splat.getSrc().getType(), splat.getSrc(), offset);
      Value moved = b.create<tile::SplatOp>(loc, type, scalar);
      return b.create<tile::AddPtrOp>(loc, type, moved, add.getOffset());
    }
  auto offsetType = RankedTensorType::get(type.getShape(), offset.getType(), type.getEncoding());
  return b.create<tile::AddPtrOp>(loc, type, base, b.create<tile::SplatOp>(loc, offsetType, offset));
}

/// Rewrites `loop` if some carried pointer tensor is advanced by a uniform
/// step; returns whether it did.
bool carryOffsets(scf::ForOp loop) {
  OpBuilder b(loop);
  Location loc = loop.getLoc();
  auto yield = cast<scf::YieldOp>(loop.getBody()->getTerminator());
  // Per carried pointer tensor: its step as an i64 scalar, before the loop.
  SmallVector<std::pair<unsigned, Value>> walked;
  for (auto [index, arg] : llvm::enumerate(loop.getRegionIterArgs())) {
    auto type = dyn_cast<RankedTensorType>(arg.getType());
    if (!type || !isa<tile::PointerType>(type.getElementType()))
      continue;
    auto add = yield.getOperand(index).getDefiningOp<tile::AddPtrOp>();
    if (!add || add.getPtr() != arg)
      continue;
    Value step = uniformStep(b, loop, add.getOffset());
    if (!step)
      continue;
    b.setInsertionPoint(loop);
    if (!step.getType().isInteger(64))
      step = b.create<arith::ExtSIOp>(loc, b.getI64Type(), step);
    walked.push_back({unsigned(index), step});
  }
  if (walked.empty())
    return false;

  // The new loop carries the kept values, then one i64 sum per walked
  // tensor, starting at zero.
  llvm::SmallDenseMap<unsigned, unsigned> walkedAt;
  SmallVector<Value> inits;
  SmallVector<unsigned> kept;
  for (auto [index, init] : llvm::enumerate(loop.getInitArgs()))
    if (llvm::none_of(walked, [&](auto &w) { return w.first == index; })) {
      kept.push_back(index);
      inits.push_back(init);
    }
  Value zero = b.create<arith::ConstantOp>(loc, b.getI64IntegerAttr(0));
  for (auto [k, w] : llvm::enumerate(walked)) {
    walkedAt[w.first] = kept.size() + k;
    inits.push_back(zero);
  }
  auto newLoop = b.create<scf::ForOp>(loc, loop.getLowerBound(), loop.getUpperBound(), loop.getStep(), inits);
  newLoop->setAttrs(loop->getAttrs());
  Block *body = newLoop.getBody();
  if (!body->empty())
    body->getTerminator()->erase();
  body->getOperations().splice(body->end(), loop.getBody()->getOperations());

  // Inside: the walked tensors rebuilt from their value before the loop.
  Block *old = loop.getBody();
  old->getArgument(0).replaceAllUsesWith(newLoop.getInductionVar());
  for (auto [k, index] : llvm::enumerate(kept))
    old->getArgument(index + 1).replaceAllUsesWith(newLoop.getRegionIterArgs()[k]);
  b.setInsertionPointToStart(body);
  for (auto &[index, step] : walked) {
    Value sum = newLoop.getRegionIterArgs()[walkedAt[index]];
    old->getArgument(index + 1).replaceAllUsesWith(advanced(b, loc, loop.getInitArgs()[index], sum));
  }
  SmallVector<Value> yielded;
  for (unsigned index : kept)
    yielded.push_back(yield.getOperand(index));
  b.setInsertionPoint(yield);
  for (auto &[index, step] : walked)
    yielded.push_back(b.create<arith::AddIOp>(loc, newLoop.getRegionIterArgs()[walkedAt[index]], step));
  b.create<scf::YieldOp>(yield.getLoc(), yielded);
  // The old increments are dead unless something else read them.
  SmallVector<Operation *> increments;
  for (auto &[index, step] : walked)
    increments.push_back(yield.getOperand(index).getDefiningOp());
  yield.erase();
  for (Operation *op : increments)
    if (op->use_empty())
      op->erase();

  // After: the results, kept ones as they were, walked ones rebuilt.
  b.setInsertionPointAfter(newLoop);
  for (auto [k, index] : llvm::enumerate(kept))
    loop.getResult(index).replaceAllUsesWith(newLoop.getResult(k));
  for (auto &[index, step] : walked)
    if (!loop.getResult(index).use_empty())
      loop.getResult(index).replaceAllUsesWith(
          advanced(b, loc, loop.getInitArgs()[index], newLoop.getResult(walkedAt[index])));
  loop.erase();
  return true;
}

struct CarryPointerOffsets : tritonc::impl::CarryPointerOffsetsBase<CarryPointerOffsets> {
  void runOnOperation() override {
    SmallVector<scf::ForOp> loops;
    getOperation().walk([&](scf::ForOp loop) { loops.push_back(loop); });
    for (scf::ForOp loop : loops)
      carryOffsets(loop);
  }
};

} // namespace

//===- CombineDotAdd.cpp - acc + tl.dot(a, b) as tl.dot(a, b, acc) ---------===//
//
// Kernels often accumulate with `acc += tl.dot(a, b)`: a dot from a zero
// accumulator, then an addition. Computed as written, the dot's result
// needs registers of its own beside the accumulator's (twice the
// accumulator's registers, which for a 128x128 f32 tile is half of what a
// thread has), and a wgmma dot cannot stay in flight into the next
// iteration, since its result is read at once. `tl.dot(a, b, acc)` adds
// the same products into the accumulator directly, so the addition is
// folded into the dot, as Triton does for the same source. The sum is
// rounded in a different order (the products join the accumulator one
// step of K at a time instead of being summed first), which is within
// what tl.dot promises either way.
//
// Not folded: fp8 dots with max_num_imprecise_acc (their partial sums are
// promoted on a schedule that starts from the accumulator), dots whose
// result has other users, additions of other types.
//
//===----------------------------------------------------------------------===//
#include "transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace tritonc {
#define GEN_PASS_DEF_COMBINEDOTADD
#include "transforms/Passes.h.inc"
} // namespace tritonc

using namespace mlir;
using namespace tritonc;

namespace {

/// Whether every element of `v` is zero (+0.0 for floats): a splat of a
/// zero constant, or a zero dense constant.
bool isZeroTile(Value v) {
  if (auto splat = v.getDefiningOp<tile::SplatOp>())
    v = splat.getSrc();
  return matchPattern(v, m_Zero()) || matchPattern(v, m_PosZeroFloat());
}

/// x + tl.dot(a, b, 0) (either order) -> tl.dot(a, b, x), for arith.addf
/// and arith.addi.
template <class AddOp> struct FoldAddIntoDot : OpRewritePattern<AddOp> {
  using OpRewritePattern<AddOp>::OpRewritePattern;
  LogicalResult matchAndRewrite(AddOp add, PatternRewriter &rewriter) const override {
    for (unsigned i = 0; i < 2; ++i) {
      auto dot = add->getOperand(i).template getDefiningOp<tile::DotOp>();
      Value other = add->getOperand(1 - i);
      if (!dot || !dot->hasOneUse() || !isZeroTile(dot.getAcc()) || dot.getMaxNumImpreciseAcc() != 0 ||
          other.getType() != dot.getType())
        continue;
      rewriter.modifyOpInPlace(dot, [&] { dot.getAccMutable().assign(other); });
      // The dot now reads `other`, which may be defined after it.
      if (Operation *def = other.getDefiningOp(); def && def->getBlock() == dot->getBlock() &&
                                                  dot->isBeforeInBlock(def))
        rewriter.moveOpAfter(dot, def);
      rewriter.replaceOp(add, dot.getResult());
      return success();
    }
    return failure();
  }
};

struct CombineDotAdd : tritonc::impl::CombineDotAddBase<CombineDotAdd> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<FoldAddIntoDot<arith::AddFOp>, FoldAddIntoDot<arith::AddIOp>>(&getContext());
    if (failed(applyPatternsAndFoldGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace

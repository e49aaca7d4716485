//===- NarrowShuffles.cpp - compute only the vector lanes that are used ----===//
//
// The pass tritonc-cpu-narrow-shuffles, last of the CPU pipeline before
// canonicalization.
// A tensor access keeps only the address of the first element of each run
// of consecutive addresses: a shufflevector that picks every 16th lane, say,
// of an address vector computed at full width. LLVM does not narrow the
// computation, so the x86 backend would still compute every lane of wide
// vectors. These patterns move such shuffles toward the definitions:
//   shuffle(shuffle(x, m1), m2)      -> shuffle(x, m1 o m2)
//   shuffle(op(a, b), m)             -> op(shuffle(a, m), shuffle(b, m))
//                                       for elementwise integer/float ops
//   shuffle(constant, m)             -> constant
// when the shuffle is no wider than its source and is the only use of the op
// (or all uses are the same shuffle), so that the wide op dies.
//
//===----------------------------------------------------------------------===//
#include "Lowering.h"
#include "conversion/TileToCPU/Passes.h"

#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace tritonc {
#define GEN_PASS_DEF_CPUNARROWSHUFFLES
#include "conversion/TileToCPU/TileToCPUPasses.h.inc"
} // namespace tritonc

using namespace mlir;

namespace tritonc {
namespace cpu {
namespace {

/// The shuffle's mask as indices into its first operand, or nullopt when it
/// reads its second, distinct operand.
std::optional<SmallVector<int32_t>> singleSourceMask(LLVM::ShuffleVectorOp op) {
  int64_t length = numElements(op.getV1().getType());
  SmallVector<int32_t> mask;
  for (int32_t index : op.getMask()) {
    if (index >= length && op.getV2() != op.getV1()) {
      if (!op.getV2().getDefiningOp<LLVM::PoisonOp>())
        return std::nullopt;
      index = -1;
    } else if (index >= length) {
      index -= length;
    }
    mask.push_back(index);
  }
  return mask;
}

bool isElementwise(Operation *op) {
  return isa<LLVM::AddOp, LLVM::SubOp, LLVM::MulOp, LLVM::ShlOp, LLVM::LShrOp, LLVM::AShrOp,
             LLVM::AndOp, LLVM::OrOp, LLVM::XOrOp, LLVM::SExtOp, LLVM::ZExtOp, LLVM::TruncOp,
             LLVM::ICmpOp, LLVM::FAddOp, LLVM::FSubOp, LLVM::FMulOp, LLVM::FNegOp, LLVM::FPExtOp,
             LLVM::FPTruncOp, LLVM::SIToFPOp, LLVM::UIToFPOp, LLVM::PtrToIntOp, LLVM::IntToPtrOp>(op);
}

struct ComposeShuffles : OpRewritePattern<LLVM::ShuffleVectorOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(LLVM::ShuffleVectorOp op, PatternRewriter &rewriter) const override {
    auto inner = op.getV1().getDefiningOp<LLVM::ShuffleVectorOp>();
    if (!inner || op.getV2() != op.getV1())
      return failure();
    std::optional<SmallVector<int32_t>> innerMask = singleSourceMask(inner);
    if (!innerMask)
      return failure();
    // Both operands are the inner shuffle, so an index past its length reads
    // the second copy: take it modulo the length (it used to index past
    // innerMask and put garbage in the mask, e.g. for tl.join(n, n)).
    int32_t length = int32_t(innerMask->size());
    SmallVector<int32_t> mask;
    for (int32_t index : op.getMask())
      mask.push_back(index < 0 ? -1 : (*innerMask)[index % length]);
    rewriter.replaceOpWithNewOp<LLVM::ShuffleVectorOp>(op, inner.getV1(), inner.getV1(), mask);
    return success();
  }
};

struct SinkShuffle : OpRewritePattern<LLVM::ShuffleVectorOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(LLVM::ShuffleVectorOp op, PatternRewriter &rewriter) const override {
    Operation *def = op.getV1().getDefiningOp();
    if (!def || def->getNumResults() != 1 || op.getV2() != op.getV1())
      return failure();
    int64_t width = numElements(op.getType()), sourceWidth = numElements(op.getV1().getType());
    ArrayRef<int32_t> mask = op.getMask();
    // Every use must be this same shuffle: the op is then computed once,
    // narrow. (Shuffles with different masks, like the halves of a
    // reduction tree, would each get a copy of the op, recursively.)
    SmallVector<LLVM::ShuffleVectorOp> same;
    for (Operation *user : def->getUsers()) {
      auto other = dyn_cast<LLVM::ShuffleVectorOp>(user);
      if (!other || other.getV1() != op.getV1() || other.getV2() != op.getV1() ||
          other.getMask() != mask)
        return failure();
      if (!llvm::is_contained(same, other))  // v1 and v2 are both uses
        same.push_back(other);
    }
    if (width > sourceWidth)
      return failure();
    // Right after the op: the narrow version must dominate every user.
    rewriter.setInsertionPointAfter(def);
    Location loc = op.getLoc();

    if (auto constant = dyn_cast<LLVM::ConstantOp>(def)) {
      auto dense = dyn_cast<DenseElementsAttr>(constant.getValue());
      auto type = dyn_cast<VectorType>(op.getType());
      if (!dense || !type || llvm::is_contained(mask, -1))
        return failure();
      SmallVector<Attribute> values(dense.getValues<Attribute>());
      SmallVector<Attribute> picked;
      for (int32_t index : mask)
        picked.push_back(values[index]);
      Value narrow = rewriter.create<LLVM::ConstantOp>(loc, type, DenseElementsAttr::get(type, picked));
      for (LLVM::ShuffleVectorOp user : same)
        rewriter.replaceOp(user, narrow);
      return success();
    }
    if (!isElementwise(def))
      return failure();
    auto shuffledType = [&](Type type) -> Type {
      Type element = isa<VectorType>(type) ? cast<VectorType>(type).getElementType()
                                           : cast<LLVM::LLVMFixedVectorType>(type).getElementType();
      return LLVM::getFixedVectorType(element, width);
    };
    OperationState state(loc, def->getName());
    for (Value operand : def->getOperands()) {
      if (numElements(operand.getType()) != sourceWidth)
        return failure();
      state.addOperands(rewriter.create<LLVM::ShuffleVectorOp>(loc, operand, operand, mask).getResult());
    }
    state.addTypes(shuffledType(def->getResult(0).getType()));
    state.addAttributes(def->getDiscardableAttrDictionary().getValue());
    state.propertiesAttr = def->getPropertiesAsAttribute();
    Value narrow = rewriter.create(state)->getResult(0);
    for (LLVM::ShuffleVectorOp user : same)
      rewriter.replaceOp(user, narrow);
    return success();
  }
};

struct CPUNarrowShuffles : impl::CPUNarrowShufflesBase<CPUNarrowShuffles> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    RewritePatternSet patterns(module.getContext());
    patterns.add<ComposeShuffles, SinkShuffle>(module.getContext());
    GreedyRewriteConfig config;
    config.enableRegionSimplification = GreedySimplifyRegionLevel::Disabled;
    if (failed(applyPatternsAndFoldGreedily(module, std::move(patterns), config)))
      signalPassFailure();
  }
};

} // namespace
} // namespace cpu
} // namespace tritonc

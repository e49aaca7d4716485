//===- ShapeOps.cpp - ranges, splats and shape ops on flat vectors ---------===//
//
// A tensor is its elements in row-major order, so expand_dims and reshape
// change nothing, and broadcast, trans, join, split and cat are one
// shufflevector each whose constant mask maps every result element to the
// source element it copies. gather's positions are data: it copies through
// stack buffers.
//
//===----------------------------------------------------------------------===//
#include "Lowering.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;

namespace tritonc {
namespace cpu {
namespace {

ArrayRef<int64_t> shapeOf(Value tensor) { return cast<RankedTensorType>(tensor.getType()).getShape(); }

struct MakeRangeLowering : OpConversionPattern<tile::MakeRangeOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(tile::MakeRangeOp op, OpAdaptor,
                                ConversionPatternRewriter &rewriter) const override {
    auto type = cast<VectorType>(getTypeConverter()->convertType(op.getType()));
    SmallVector<int32_t> values;
    for (int64_t i = op.getStart(); i < op.getEnd(); ++i)
      values.push_back(static_cast<int32_t>(i));
    rewriter.replaceOpWithNewOp<arith::ConstantOp>(
        op, type, DenseElementsAttr::get(type, ArrayRef<int32_t>(values)));
    return success();
  }
};

struct SplatLowering : OpConversionPattern<tile::SplatOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(tile::SplatOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Value scalar = adaptor.getSrc();
    if (isa<LLVM::LLVMPointerType>(scalar.getType()))
      scalar = rewriter.create<LLVM::PtrToIntOp>(op.getLoc(), rewriter.getI64Type(), scalar);
    rewriter.replaceOp(op, splatVector(rewriter, op.getLoc(), scalar,
                                       op.getType().getNumElements()));
    return success();
  }
};

/// Ops that keep the elements in order: the converted value is the result.
template <typename Op>
struct SameElementsLowering : OpConversionPattern<Op> {
  using OpConversionPattern<Op>::OpConversionPattern;
  LogicalResult matchAndRewrite(Op op, typename Op::Adaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(op, adaptor.getSrc());
    return success();
  }
};

struct BroadcastLowering : OpConversionPattern<tile::BroadcastOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(tile::BroadcastOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    ArrayRef<int64_t> srcShape = shapeOf(op.getSrc());
    ArrayRef<int64_t> shape = op.getType().getShape();
    if (srcShape == shape) {
      rewriter.replaceOp(op, adaptor.getSrc());
      return success();
    }
    SmallVector<int32_t> mask;
    for (int64_t i = 0, e = op.getType().getNumElements(); i < e; ++i) {
      SmallVector<int64_t> index = delinearize(i, shape);
      for (auto [d, size] : llvm::enumerate(srcShape))
        if (size == 1)
          index[d] = 0;
      mask.push_back(linearIndex(index, srcShape));
    }
    rewriter.replaceOp(op, shuffle(rewriter, op.getLoc(), adaptor.getSrc(), {}, mask));
    return success();
  }
};

struct TransLowering : OpConversionPattern<tile::TransOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(tile::TransOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    ArrayRef<int64_t> srcShape = shapeOf(op.getSrc());
    ArrayRef<int64_t> shape = op.getType().getShape();
    ArrayRef<int32_t> order = op.getOrder();
    SmallVector<int32_t> mask;
    bool identity = true;
    for (int64_t i = 0, e = op.getType().getNumElements(); i < e; ++i) {
      SmallVector<int64_t> index = delinearize(i, shape);
      SmallVector<int64_t> srcIndex(index.size());
      for (auto [d, from] : llvm::enumerate(order))
        srcIndex[from] = index[d];
      mask.push_back(linearIndex(srcIndex, srcShape));
      identity &= mask.back() == i;
    }
    rewriter.replaceOp(op, identity ? adaptor.getSrc()
                                    : shuffle(rewriter, op.getLoc(), adaptor.getSrc(), {}, mask));
    return success();
  }
};

struct JoinLowering : OpConversionPattern<tile::JoinOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(tile::JoinOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    int64_t n = op.getLhs().getType().getNumElements();
    SmallVector<int32_t> mask;
    for (int64_t i = 0; i < n; ++i) {
      mask.push_back(i);
      mask.push_back(n + i);
    }
    rewriter.replaceOp(op, shuffle(rewriter, op.getLoc(), adaptor.getLhs(), adaptor.getRhs(), mask));
    return success();
  }
};

struct SplitLowering : OpConversionPattern<tile::SplitOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(tile::SplitOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    int64_t n = op.getLhs().getType().getNumElements();
    SmallVector<int32_t> even, odd;
    for (int64_t i = 0; i < n; ++i) {
      even.push_back(2 * i);
      odd.push_back(2 * i + 1);
    }
    Location loc = op.getLoc();
    rewriter.replaceOp(op, {shuffle(rewriter, loc, adaptor.getSrc(), {}, even),
                            shuffle(rewriter, loc, adaptor.getSrc(), {}, odd)});
    return success();
  }
};

struct CatLowering : OpConversionPattern<tile::CatOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(tile::CatOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    // Along dimension 0 in row-major order: all of lhs, then all of rhs.
    SmallVector<int32_t> mask;
    for (int64_t i = 0, e = op.getType().getNumElements(); i < e; ++i)
      mask.push_back(i);
    rewriter.replaceOp(op, shuffle(rewriter, op.getLoc(), adaptor.getLhs(), adaptor.getRhs(), mask));
    return success();
  }
};

/// tl.gather: the positions are computed on whole vectors (the index
/// times the axis's stride plus the rest of each result element's own
/// row-major position, a constant), then an element loop copies through
/// stack buffers, since a dynamic position cannot be a shuffle mask.
struct GatherLowering : OpConversionPattern<tile::GatherOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(tile::GatherOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    ArrayRef<int64_t> srcShape = shapeOf(op.getSrc()), shape = op.getType().getShape();
    unsigned axis = op.getAxis();
    int64_t stride = 1;
    for (size_t d = axis + 1; d < srcShape.size(); ++d)
      stride *= srcShape[d];
    int64_t count = op.getType().getNumElements();
    SmallVector<int32_t> rest;
    for (int64_t i = 0; i < count; ++i) {
      SmallVector<int64_t> index = delinearize(i, shape);
      index[axis] = 0;
      rest.push_back(int32_t(linearIndex(index, srcShape)));
    }
    auto positionsType = cast<VectorType>(adaptor.getIndices().getType());
    // An out-of-range index (negative ones are large unsigned) reads the
    // last element along the axis (GatherOp's description).
    Value clamped = rewriter.create<arith::MinUIOp>(loc, adaptor.getIndices(),
                                                   constantLike(rewriter, loc, positionsType, srcShape[axis] - 1));
    Value positions = rewriter.create<arith::AddIOp>(
        loc, rewriter.create<arith::MulIOp>(loc, clamped, constantLike(rewriter, loc, positionsType, stride)),
        rewriter.create<arith::ConstantOp>(loc, positionsType,
                                           DenseElementsAttr::get(positionsType, ArrayRef<int32_t>(rest))));
    // Booleans travel as bytes (a vector of i1 is packed bits in memory).
    Value src = adaptor.getSrc();
    Type element = cast<VectorType>(src.getType()).getElementType();
    Type stored = memoryType(element);
    if (stored != element)
      src = rewriter.create<arith::ExtUIOp>(loc, vectorOf(stored, op.getSrc().getType().getNumElements()), src);
    ScratchBuffer source(rewriter, loc, op, stored, op.getSrc().getType().getNumElements());
    ScratchBuffer where(rewriter, loc, op, rewriter.getI32Type(), count);
    ScratchBuffer result(rewriter, loc, op, stored, count);
    source.storeAll(rewriter, loc, src);
    where.storeAll(rewriter, loc, positions);
    forEachIndex(rewriter, loc, i64Constant(rewriter, loc, 0), count, [&](OpBuilder &b, Location loc, Value i) {
      Value position = b.create<LLVM::ZExtOp>(loc, b.getI64Type(), where.loadElement(b, loc, i));
      result.storeElement(b, loc, i, source.loadElement(b, loc, position));
    });
    Value gathered = result.loadAll(rewriter, loc);
    for (const ScratchBuffer *buffer : {&source, &where, &result})
      buffer->end(rewriter, loc);
    if (stored != element)
      gathered = rewriter.create<arith::TruncIOp>(loc, vectorOf(element, count), gathered);
    rewriter.replaceOp(op, gathered);
    return success();
  }
};

} // namespace

void populateShapeOpPatterns(VectorTypeConverter &converter, RewritePatternSet &patterns) {
  MLIRContext *ctx = patterns.getContext();
  patterns.add<MakeRangeLowering, SplatLowering, SameElementsLowering<tile::ExpandDimsOp>,
               SameElementsLowering<tile::ReshapeOp>, BroadcastLowering, TransLowering,
               JoinLowering, SplitLowering, CatLowering, GatherLowering>(converter, ctx);
}

} // namespace cpu
} // namespace tritonc

//===- ReduceOps.cpp - tile.reduce and tile.scan on flat vectors -----------===//
//
// View the operands as [outer, R, inner] around the axis (R elements along
// it). When the combine region is made of elementwise arith/math ops it is
// applied to whole vectors:
//   reduce: log2(R) steps, each combining rows 2r and 2r+1 (neighbours, so
//           the order of the operands is kept for combine functions that are
//           associative but not commutative);
//   scan:   log2(R) Hillis-Steele steps: row r combines row r-d (r+d when
//           reversed) into itself where it exists.
// Otherwise (other ops in the region, R not a power of two for reduce) the
// region is applied to scalars, element after element: unrolled for small
// tensors, as loops over stack buffers for larger ones (the backend would
// take minutes over thousands of unrolled copies with branches).
//
//===----------------------------------------------------------------------===//
#include "Lowering.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;

namespace tritonc {
namespace cpu {
namespace {

struct AxisView {
  int64_t outer = 1, size = 1, inner = 1;
  AxisView(ArrayRef<int64_t> shape, int64_t axis) {
    for (int64_t d = 0; d < axis; ++d)
      outer *= shape[d];
    size = shape[axis];
    for (int64_t d = axis + 1; d < (int64_t)shape.size(); ++d)
      inner *= shape[d];
  }
  int64_t index(int64_t o, int64_t r, int64_t i, int64_t rows) const {
    return (o * rows + r) * inner + i;
  }
};

/// Tensors above this many elements combine element by element in loops.
constexpr int64_t kUnrollLimit = 64;

/// The scalar combine of `op` over lines of `view` in loops: for each line
/// (o, i), `visit(index, acc)` sees the running combination after each
/// element, in order (reversed when `reverse`).
void combineLinesInLoops(ConversionPatternRewriter &rewriter, Location loc, Operation *op,
                         Region &combine, const AxisView &view, ArrayRef<ScratchBuffer> sources,
                         bool reverse,
                         function_ref<void(Value line, Value index, ValueRange acc)> visit) {
  Value zero = i64Constant(rewriter, loc, 0);
  forEachIndex(rewriter, loc, zero, view.outer * view.inner, [&](OpBuilder &, Location loc, Value line) {
    // line = o * inner + i; element r of it is at (o * R + r) * inner + i.
    Value inner = i64Constant(rewriter, loc, view.inner);
    Value o = rewriter.create<LLVM::UDivOp>(loc, line, inner);
    Value i = rewriter.create<LLVM::URemOp>(loc, line, inner);
    Value base = rewriter.create<LLVM::AddOp>(
        loc, rewriter.create<LLVM::MulOp>(loc, o, i64Constant(rewriter, loc, view.size * view.inner)), i);
    auto at = [&](Value r) {
      if (reverse)
        r = rewriter.create<LLVM::SubOp>(loc, i64Constant(rewriter, loc, view.size - 1), r);
      return rewriter.create<LLVM::AddOp>(loc, base, rewriter.create<LLVM::MulOp>(loc, r, inner));
    };
    Value first = at(zero);
    SmallVector<Value> acc;
    for (const ScratchBuffer &source : sources)
      acc.push_back(source.loadElement(rewriter, loc, first));
    visit(line, first, acc);
    Value lower = rewriter.create<arith::ConstantIndexOp>(loc, 1);
    Value upper = rewriter.create<arith::ConstantIndexOp>(loc, view.size);
    Value step = rewriter.create<arith::ConstantIndexOp>(loc, 1);
    auto loop = rewriter.create<scf::ForOp>(loc, lower, upper, step, acc);
    {
      OpBuilder::InsertionGuard guard(rewriter);
      rewriter.setInsertionPointToStart(loop.getBody());
      Value r = rewriter.create<arith::IndexCastOp>(loc, rewriter.getI64Type(), loop.getInductionVar());
      Value index = at(r);
      SmallVector<Value> next;
      for (const ScratchBuffer &source : sources)
        next.push_back(source.loadElement(rewriter, loc, index));
      SmallVector<Value> combined = applyCombine(rewriter, combine, loop.getRegionIterArgs(), next);
      visit(line, index, combined);
      rewriter.create<scf::YieldOp>(loc, combined);
    }
    (void)op;
  });
}

SmallVector<Value> shuffleAll(OpBuilder &b, Location loc, ValueRange values,
                              ArrayRef<int32_t> mask) {
  SmallVector<Value> result;
  for (Value v : values)
    result.push_back(shuffle(b, loc, v, {}, mask));
  return result;
}

struct ReduceLowering : OpConversionPattern<tile::ReduceOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(tile::ReduceOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto type = cast<RankedTensorType>(op.getSrcs()[0].getType());
    AxisView view(type.getShape(), op.getAxis());
    Region &combine = op.getCombineOp();
    SmallVector<Value> current(adaptor.getSrcs());
    SmallVector<Value> results;

    if (isVectorizableCombine(combine) && llvm::isPowerOf2_64(view.size)) {
      for (int64_t rows = view.size; rows > 1; rows /= 2) {
        SmallVector<int32_t> even, odd;
        for (int64_t o = 0; o < view.outer; ++o)
          for (int64_t r = 0; r < rows / 2; ++r)
            for (int64_t i = 0; i < view.inner; ++i) {
              even.push_back(view.index(o, 2 * r, i, rows));
              odd.push_back(view.index(o, 2 * r + 1, i, rows));
            }
        // The shuffles are built in statements of their own: as two
        // arguments of one call, their order in the IR would be the host
        // compiler's choice (GCC and Clang differ).
        SmallVector<Value> oddHalf = shuffleAll(rewriter, loc, current, odd);
        SmallVector<Value> evenHalf = shuffleAll(rewriter, loc, current, even);
        current = applyCombine(rewriter, combine, evenHalf, oddHalf);
      }
      results = current;
    } else if (type.getNumElements() > kUnrollLimit) {
      // Loops: out[o, i] = combine(...combine(x[o,0,i], x[o,1,i])..., x[o,R-1,i]).
      SmallVector<ScratchBuffer> sources, outputs;
      for (Value src : current) {
        Type element = cast<VectorType>(src.getType()).getElementType();
        sources.emplace_back(rewriter, loc, op, element, type.getNumElements());
        sources.back().storeAll(rewriter, loc, src);
        outputs.emplace_back(rewriter, loc, op, element, view.outer * view.inner);
      }
      combineLinesInLoops(rewriter, loc, op, combine, view, sources, /*reverse=*/false,
                          [&](Value line, Value index, ValueRange acc) {
                            // The last value written is the whole line's.
                            for (auto [output, value] : llvm::zip(outputs, acc))
                              output.storeElement(rewriter, loc, line, value);
                          });
      for (const ScratchBuffer &output : outputs)
        results.push_back(output.loadAll(rewriter, loc));
      for (const ScratchBuffer &buffer : sources)
        buffer.end(rewriter, loc);
      for (const ScratchBuffer &buffer : outputs)
        buffer.end(rewriter, loc);
    } else {
      // Element by element: out[o, i] = combine(...combine(x[o,0,i], x[o,1,i])..., x[o,R-1,i]).
      int64_t count = view.outer * view.inner;
      for (Value src : current) {
        Type element = cast<VectorType>(src.getType()).getElementType();
        results.push_back(rewriter.create<LLVM::PoisonOp>(loc, vectorOf(element, count)));
      }
      for (int64_t o = 0; o < view.outer; ++o)
        for (int64_t i = 0; i < view.inner; ++i) {
          SmallVector<Value> acc;
          for (Value src : current)
            acc.push_back(extractElement(rewriter, loc, src, view.index(o, 0, i, view.size)));
          for (int64_t r = 1; r < view.size; ++r) {
            SmallVector<Value> next;
            for (Value src : current)
              next.push_back(extractElement(rewriter, loc, src, view.index(o, r, i, view.size)));
            acc = applyCombine(rewriter, combine, acc, next);
          }
          for (auto [k, value] : llvm::enumerate(acc))
            results[k] = insertElement(rewriter, loc, results[k], value, o * view.inner + i);
        }
    }
    // Reducing a 1-D tensor gives scalars.
    for (auto [k, result] : llvm::enumerate(op.getResults()))
      if (!isa<RankedTensorType>(result.getType()))
        results[k] = extractElement(rewriter, loc, results[k], 0);
    rewriter.replaceOp(op, results);
    return success();
  }
};

struct ScanLowering : OpConversionPattern<tile::ScanOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(tile::ScanOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto type = cast<RankedTensorType>(op.getSrcs()[0].getType());
    AxisView view(type.getShape(), op.getAxis());
    int64_t n = type.getNumElements();
    bool reverse = op.getReverse();
    Region &combine = op.getCombineOp();
    SmallVector<Value> current(adaptor.getSrcs());

    if (isVectorizableCombine(combine)) {
      for (int64_t d = 1; d < view.size; d *= 2) {
        SmallVector<int32_t> from;
        SmallVector<bool> has;
        for (int64_t o = 0; o < view.outer; ++o)
          for (int64_t r = 0; r < view.size; ++r)
            for (int64_t i = 0; i < view.inner; ++i) {
              int64_t source = reverse ? r + d : r - d;
              bool valid = source >= 0 && source < view.size;
              has.push_back(valid);
              from.push_back(view.index(o, valid ? source : r, i, view.size));
            }
        SmallVector<Value> earlier = shuffleAll(rewriter, loc, current, from);
        SmallVector<Value> combined = applyCombine(rewriter, combine, earlier, current);
        auto maskType = vectorOf(rewriter.getI1Type(), n);
        Value mask = rewriter.create<arith::ConstantOp>(
            loc, maskType, DenseElementsAttr::get(maskType, ArrayRef<bool>(has)));
        for (auto [k, value] : llvm::enumerate(combined))
          current[k] = rewriter.create<arith::SelectOp>(loc, mask, value, current[k]);
      }
      rewriter.replaceOp(op, current);
      return success();
    }

    if (n > kUnrollLimit) {
      SmallVector<ScratchBuffer> sources, outputs;
      for (Value src : current) {
        Type element = cast<VectorType>(src.getType()).getElementType();
        sources.emplace_back(rewriter, loc, op, element, n);
        sources.back().storeAll(rewriter, loc, src);
        outputs.emplace_back(rewriter, loc, op, element, n);
      }
      combineLinesInLoops(rewriter, loc, op, combine, view, sources, reverse,
                          [&](Value, Value index, ValueRange acc) {
                            for (auto [output, value] : llvm::zip(outputs, acc))
                              output.storeElement(rewriter, loc, index, value);
                          });
      SmallVector<Value> results;
      for (const ScratchBuffer &output : outputs)
        results.push_back(output.loadAll(rewriter, loc));
      for (const ScratchBuffer &buffer : sources)
        buffer.end(rewriter, loc);
      for (const ScratchBuffer &buffer : outputs)
        buffer.end(rewriter, loc);
      rewriter.replaceOp(op, results);
      return success();
    }

    // Element by element along each line of the axis.
    SmallVector<Value> results(current);
    for (int64_t o = 0; o < view.outer; ++o)
      for (int64_t i = 0; i < view.inner; ++i) {
        SmallVector<Value> acc;
        for (int64_t step = 0; step < view.size; ++step) {
          int64_t r = reverse ? view.size - 1 - step : step;
          int64_t index = view.index(o, r, i, view.size);
          SmallVector<Value> next;
          for (Value src : current)
            next.push_back(extractElement(rewriter, loc, src, index));
          acc = step == 0 ? next : applyCombine(rewriter, combine, acc, next);
          for (auto [k, value] : llvm::enumerate(acc))
            results[k] = insertElement(rewriter, loc, results[k], value, index);
        }
      }
    rewriter.replaceOp(op, results);
    return success();
  }
};

} // namespace

void populateReduceOpPatterns(VectorTypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<ReduceLowering, ScanLowering>(converter, patterns.getContext());
}

} // namespace cpu
} // namespace tritonc

//===- ReduceOps.cpp - tile.reduce and tile.scan on the GPU ----------------===//
//
// reduce: (1) each thread combines its own elements along the axis, (2) the
// lanes that hold different positions along the axis combine with butterfly
// shuffles, (3) one partial per warp along the axis goes to shared memory,
// and each thread reads and combines the partials of the output elements its
// result layout gives it (for a scalar result: the single output).
//
// scan: the elements go to shared memory and a Hillis-Steele scan runs there
// (log2(n) rounds, double-buffered), each thread updating its own elements.
//
// Replicated copies (layouts larger than the tensor) are never combined
// twice: only the distinct lanes and warps along the axis take part.
//
//===----------------------------------------------------------------------===//
#include "Lowering.h"

#include "mlir/Dialect/LLVMIR/NVVMDialect.h"

using namespace mlir;

namespace tritonc {
namespace {

/// Lanes (or warps) along `dim` that hold distinct data.
unsigned distinctAlong(int64_t shape, unsigned perUnit, unsigned units) {
  int64_t distinct = std::max<int64_t>(1, shape / perUnit);
  return std::min<int64_t>(distinct, units);
}

/// Product of threadsPerWarp (or warpsPerCTA) of the dimensions numbered
/// before `dim` in the layout's order: the stride of `dim` in the lane id.
unsigned strideInOrder(tilegpu::BlockedAttr layout, unsigned dim, bool warps) {
  unsigned stride = 1;
  for (unsigned d : layout.getOrder()) {
    if (d == dim)
      break;
    stride *= warps ? layout.getWarpsPerCTA()[d] : layout.getThreadsPerWarp()[d];
  }
  return stride;
}

struct ReduceLowering : ConvertOpToLLVMPattern<tile::ReduceOp> {
  ReduceLowering(TileGPUTypeConverter &converter, SharedMemoryBudget &budget)
      : ConvertOpToLLVMPattern(converter), budget(budget) {}
  SharedMemoryBudget &budget;

  LogicalResult matchAndRewrite(tile::ReduceOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &b) const override {
    Location loc = op.getLoc();
    auto srcType = cast<RankedTensorType>(op.getSrcs()[0].getType());
    auto layout = tilegpu::getBlockedLayout(srcType);
    if (!layout)
      return b.notifyMatchFailure(op, "no layout");
    ArrayRef<int64_t> shape = srcType.getShape();
    unsigned axis = op.getAxis(), n = op.getSrcs().size();
    Region &combine = op.getCombineOp();

    SmallVector<SmallVector<Value>> elements; // [operand][element]
    for (auto [src, converted] : llvm::zip(op.getSrcs(), adaptor.getSrcs()))
      elements.push_back(unpackElements(b, loc, converted, src.getType()));
    unsigned count = elements[0].size();
    ElementIndices where = emitElementIndices(b, loc, srcType);

    // (1) Within the thread: group by the coordinates off the axis.
    std::map<SmallVector<unsigned>, SmallVector<Value>> partial; // key -> values
    std::map<SmallVector<unsigned>, unsigned> representative;     // key -> element
    for (unsigned e = 0; e < count; ++e) {
      SmallVector<unsigned> key = elementCoordinates(layout, shape, e);
      key[axis] = 0;
      SmallVector<Value> values;
      for (unsigned k = 0; k < n; ++k)
        values.push_back(elements[k][e]);
      auto it = partial.find(key);
      if (it == partial.end()) {
        partial[key] = values;
        representative[key] = e;
      } else {
        it->second = applyCombine(b, combine, it->second, values);
      }
    }

    // (2) Across the lanes along the axis.
    unsigned lanes = distinctAlong(shape[axis], layout.getSizePerThread()[axis],
                                   layout.getThreadsPerWarp()[axis]);
    unsigned laneStride = strideInOrder(layout, axis, /*warps=*/false);
    for (auto &[key, values] : partial)
      for (unsigned step = 1; step < lanes; step *= 2) {
        Value mask = i32Constant(b, loc, step * laneStride);
        SmallVector<Value> other;
        for (Value v : values)
          other.push_back(shuffle(b, loc, v, mask, ShuffleKind::Xor));
        values = applyCombine(b, combine, values, other);
      }

    unsigned warpsAlong = layout.getWarpsPerCTA()[axis];
    unsigned warps = distinctAlong(shape[axis],
                                   layout.getSizePerThread()[axis] * layout.getThreadsPerWarp()[axis],
                                   warpsAlong);
    // When one warp covers the axis and the result has the slice layout of
    // the source along it, every thread already holds its results: after the
    // butterfly, all lanes along the axis have the combined values.
    auto resultType = dyn_cast<RankedTensorType>(op.getResults()[0].getType());
    auto slice = resultType ? dyn_cast_or_null<tilegpu::SliceAttr>(resultType.getEncoding()) : nullptr;
    if (warps == 1 && slice && slice.getDim() == axis && slice.getParent() == layout) {
      tilegpu::ThreadLayout out = tilegpu::ThreadLayout::of(resultType);
      SmallVector<SmallVector<Value>> results(n);
      for (unsigned e = 0, count = out.elemsPerThread(resultType.getShape()); e < count; ++e) {
        SmallVector<unsigned> key = out.parentCoordinates(resultType.getShape(), e);
        auto it = partial.find(key);
        if (it == partial.end())
          return b.notifyMatchFailure(op, "slice result element without a partial");
        for (unsigned k = 0; k < n; ++k)
          results[k].push_back(it->second[k]);
      }
      return replaceWithResults(op, b, results);
    }

    // (3) Across warps, and into the result layout, through shared memory.
    SmallVector<int64_t> outShape(shape);
    outShape.erase(outShape.begin() + axis);
    int64_t outCount = 1;
    for (int64_t s : outShape)
      outCount *= s;
    // Operand k's partials: warpsAlong * outCount slots from its byte offset.
    SmallVector<Type> types;
    SmallVector<unsigned> offsetBytes;
    unsigned bytes = 0;
    for (unsigned k = 0; k < n; ++k) {
      types.push_back(getTypeConverter()->convertType(
          cast<RankedTensorType>(op.getSrcs()[k].getType()).getElementType()));
      unsigned eb = scratchBytes(types.back());
      bytes = llvm::alignTo(bytes, eb);
      offsetBytes.push_back(bytes);
      bytes += eb * warpsAlong * outCount;
    }
    budget.request(bytes);
    Value base = sharedMemoryBase(b, loc);
    auto operandBase = [&](unsigned k) {
      return b.create<LLVM::GEPOp>(loc, base.getType(), b.getI8Type(), base,
                                   ValueRange{i32Constant(b, loc, offsetBytes[k])}).getResult();
    };
    Value warpId = b.create<LLVM::UDivOp>(loc, threadId(b, loc), i32Constant(b, loc, 32));
    unsigned warpStride = strideInOrder(layout, axis, /*warps=*/true);
    Value warpAlong = b.create<LLVM::URemOp>(
        loc, b.create<LLVM::UDivOp>(loc, warpId, i32Constant(b, loc, warpStride)),
        i32Constant(b, loc, warpsAlong));
    barrier(b, loc);
    for (auto &[key, values] : partial) {
      SmallVector<Value> outIndex(where.indices[representative[key]]);
      outIndex.erase(outIndex.begin() + axis);
      Value linear = linearize(b, loc, outIndex, outShape);
      Value index = b.create<LLVM::AddOp>(
          loc, b.create<LLVM::MulOp>(loc, warpAlong, i32Constant(b, loc, outCount)), linear);
      for (unsigned k = 0; k < n; ++k)
        storeScratch(b, loc, operandBase(k), index, values[k]);
    }
    barrier(b, loc);

    // Read back what this thread's results need.
    SmallVector<SmallVector<Value>> outLinear; // per result element
    auto resultTensor = dyn_cast<RankedTensorType>(op.getResults()[0].getType());
    if (resultTensor) {
      ElementIndices out = emitElementIndices(b, loc, resultTensor);
      for (auto &idx : out.indices)
        outLinear.push_back({linearize(b, loc, idx, outShape)});
    } else {
      outLinear.push_back({i32Constant(b, loc, 0)});
    }
    SmallVector<SmallVector<Value>> results(n);
    for (auto &linear : outLinear) {
      SmallVector<Value> acc;
      for (unsigned w = 0; w < warps; ++w) {
        Value index = b.create<LLVM::AddOp>(loc, linear[0], i32Constant(b, loc, w * outCount));
        SmallVector<Value> values;
        for (unsigned k = 0; k < n; ++k)
          values.push_back(loadScratch(b, loc, operandBase(k), index, types[k]));
        acc = acc.empty() ? values : applyCombine(b, combine, acc, values);
      }
      for (unsigned k = 0; k < n; ++k)
        results[k].push_back(acc[k]);
    }
    return replaceWithResults(op, b, results);
  }

  /// Replaces the reduction by its results, results[k] holding operand k's
  /// per-thread elements (one for a scalar result).
  LogicalResult replaceWithResults(tile::ReduceOp op, ConversionPatternRewriter &b,
                                   ArrayRef<SmallVector<Value>> results) const {
    SmallVector<Value> replacements;
    for (auto [result, elements] : llvm::zip(op.getResults(), results))
      replacements.push_back(packElements(b, op.getLoc(), *getTypeConverter(), result.getType(), elements));
    b.replaceOp(op, replacements);
    return success();
  }
};

struct ScanLowering : ConvertOpToLLVMPattern<tile::ScanOp> {
  ScanLowering(TileGPUTypeConverter &converter, SharedMemoryBudget &budget)
      : ConvertOpToLLVMPattern(converter), budget(budget) {}
  SharedMemoryBudget &budget;

  LogicalResult matchAndRewrite(tile::ScanOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &b) const override {
    Location loc = op.getLoc();
    auto type = cast<RankedTensorType>(op.getSrcs()[0].getType());
    ArrayRef<int64_t> shape = type.getShape();
    unsigned axis = op.getAxis(), n = op.getSrcs().size();
    int64_t total = type.getNumElements(), length = shape[axis];
    int64_t axisStride = 1;
    for (unsigned d = axis + 1; d < shape.size(); ++d)
      axisStride *= shape[d];
    bool reverse = op.getReverse();
    Region &combine = op.getCombineOp();

    SmallVector<SmallVector<Value>> values;
    SmallVector<Type> types;
    for (auto [src, converted] : llvm::zip(op.getSrcs(), adaptor.getSrcs())) {
      values.push_back(unpackElements(b, loc, converted, src.getType()));
      types.push_back(getTypeConverter()->convertType(cast<RankedTensorType>(src.getType()).getElementType()));
    }
    unsigned count = values[0].size();
    ElementIndices where = emitElementIndices(b, loc, type);
    SmallVector<Value> linear, position;
    for (unsigned e = 0; e < count; ++e) {
      linear.push_back(linearize(b, loc, where.indices[e], shape));
      position.push_back(where.indices[e][axis]);
    }
    // Two buffers per operand, each `total` elements.
    SmallVector<unsigned> offset; // bytes
    unsigned bytes = 0;
    for (Type t : types) {
      bytes = llvm::alignTo(bytes, 8);
      offset.push_back(bytes);
      bytes += 2 * total * scratchBytes(t);
    }
    budget.request(bytes);
    Value base = sharedMemoryBase(b, loc);
    auto bufferOf = [&](unsigned k, unsigned which) {
      Type i8 = b.getI8Type();
      return b.create<LLVM::GEPOp>(loc, base.getType(), i8, base,
                                   ValueRange{i32Constant(b, loc, offset[k] + which * total * scratchBytes(types[k]))})
          .getResult();
    };
    barrier(b, loc);
    for (unsigned k = 0; k < n; ++k)
      for (unsigned e = 0; e < count; ++e)
        storeScratch(b, loc, bufferOf(k, 0), linear[e], values[k][e]);
    unsigned current = 0;
    for (int64_t step = 1; step < length; step *= 2) {
      barrier(b, loc);
      for (unsigned e = 0; e < count; ++e) {
        // The partner `step` positions earlier (later with reverse) along
        // the axis, when it exists.
        Value stepValue = i32Constant(b, loc, step);
        Value hasPartner = reverse
            ? b.create<LLVM::ICmpOp>(loc, LLVM::ICmpPredicate::slt,
                                     b.create<LLVM::AddOp>(loc, position[e], stepValue), i32Constant(b, loc, length))
            : b.create<LLVM::ICmpOp>(loc, LLVM::ICmpPredicate::sge, position[e], stepValue);
        Value delta = i32Constant(b, loc, (reverse ? 1 : -1) * step * axisStride);
        Value partnerIndex = b.create<LLVM::AddOp>(loc, linear[e], delta);
        // Out-of-range partners read this element itself (any valid slot);
        // the select below discards the combination.
        partnerIndex = b.create<LLVM::SelectOp>(loc, hasPartner, partnerIndex, linear[e]);
        SmallVector<Value> mine, partner;
        for (unsigned k = 0; k < n; ++k) {
          mine.push_back(values[k][e]);
          partner.push_back(loadScratch(b, loc, bufferOf(k, current), partnerIndex, types[k]));
        }
        // As Triton: the values accumulated so far (from the left, or from
        // the right with `reverse`) come first, this element's second.
        SmallVector<Value> combined = applyCombine(b, combine, partner, mine);
        for (unsigned k = 0; k < n; ++k)
          values[k][e] = b.create<LLVM::SelectOp>(loc, hasPartner, combined[k], mine[k]);
      }
      for (unsigned k = 0; k < n; ++k)
        for (unsigned e = 0; e < count; ++e)
          storeScratch(b, loc, bufferOf(k, 1 - current), linear[e], values[k][e]);
      current = 1 - current;
    }
    SmallVector<Value> replacements;
    for (unsigned k = 0; k < n; ++k)
      replacements.push_back(packElements(b, loc, *getTypeConverter(), op.getResults()[k].getType(), values[k]));
    b.replaceOp(op, replacements);
    return success();
  }
};

} // namespace

void populateReduceOpPatterns(TileGPUTypeConverter &converter, RewritePatternSet &patterns,
                              SharedMemoryBudget &budget) {
  patterns.add<ReduceLowering, ScanLowering>(converter, budget);
}

} // namespace tritonc

//===- ReduceOps.cpp - tile.reduce on the GPU -----------------------------===//
//
// reduce: (1) each thread combines its own elements along the axis, (2) the
// lanes that hold different positions along the axis combine with butterfly
// shuffles, (3) one partial per warp along the axis goes to shared memory,
// and each thread reads and combines the partials of the output elements its
// result layout gives it (for a scalar result: the single output).
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

/// How a reduction splits over warps, and the shared memory its step (3)
/// needs: operand k's partials take warpsAlong * outCount slots from byte
/// offset operandOffset[k]. `inRegisters`: one warp covers the axis and the
/// result has the source's slice layout along it, so step (3) is skipped.
struct ReduceGeometry {
  unsigned warpsAlong = 1, warps = 1;
  int64_t outCount = 1;
  bool inRegisters = false;
  SmallVector<Type> types;
  SmallVector<unsigned> operandOffset;
  unsigned bytes = 0;
};

ReduceGeometry reduceGeometry(tile::ReduceOp op, tilegpu::BlockedAttr layout, const TypeConverter &converter) {
  ReduceGeometry g;
  auto srcType = cast<RankedTensorType>(op.getSrcs()[0].getType());
  ArrayRef<int64_t> shape = srcType.getShape();
  unsigned axis = op.getAxis();
  g.warpsAlong = layout.getWarpsPerCTA()[axis];
  g.warps = distinctAlong(shape[axis], layout.getSizePerThread()[axis] * layout.getThreadsPerWarp()[axis],
                          g.warpsAlong);
  auto resultType = dyn_cast<RankedTensorType>(op.getResults()[0].getType());
  auto slice = resultType ? dyn_cast_or_null<tilegpu::SliceAttr>(resultType.getEncoding()) : nullptr;
  g.inRegisters = g.warps == 1 && slice && slice.getDim() == axis && slice.getParent() == layout;
  for (auto [d, size] : llvm::enumerate(shape))
    if (d != axis)
      g.outCount *= size;
  for (Value src : op.getSrcs()) {
    g.types.push_back(converter.convertType(cast<RankedTensorType>(src.getType()).getElementType()));
    unsigned eb = scratchBytes(g.types.back());
    g.bytes = llvm::alignTo(g.bytes, eb);
    g.operandOffset.push_back(g.bytes);
    g.bytes += eb * g.warpsAlong * g.outCount;
  }
  return g;
}


/// A reduction of a 2-D mma-layout tensor (a dot's result) along `axis`:
/// the warps along the axis that hold distinct tiles, and the bytes their
/// partials take in shared memory when there are several.
struct MmaReduceGeometry {
  unsigned warpsAlong = 1, distinct = 1;
  int64_t kept = 0; // the other dimension's size
  SmallVector<Type> types;
  SmallVector<unsigned> operandOffset;
  unsigned bytes = 0;
};

MmaReduceGeometry mmaReduceGeometry(tile::ReduceOp op, tilegpu::MmaAttr mma, const TypeConverter &converter) {
  MmaReduceGeometry g;
  auto shape = cast<RankedTensorType>(op.getSrcs()[0].getType()).getShape();
  unsigned axis = op.getAxis();
  g.warpsAlong = mma.getWarpsPerCTA()[axis];
  g.distinct = distinctAlong(shape[axis], axis == 0 ? 16 : 8, g.warpsAlong);
  g.kept = shape[1 - axis];
  for (Value src : op.getSrcs()) {
    g.types.push_back(converter.convertType(cast<RankedTensorType>(src.getType()).getElementType()));
    unsigned eb = scratchBytes(g.types.back());
    g.bytes = llvm::alignTo(g.bytes, eb);
    g.operandOffset.push_back(g.bytes);
    g.bytes += eb * g.warpsAlong * g.kept;
  }
  if (g.distinct == 1)
    g.bytes = 0;
  return g;
}

tilegpu::MmaAttr mmaSource(tile::ReduceOp op) {
  auto type = cast<RankedTensorType>(op.getSrcs()[0].getType());
  auto mma = dyn_cast_or_null<tilegpu::MmaAttr>(type.getEncoding());
  return mma && mma.getRank() == 2 && type.getRank() == 2 ? mma : nullptr;
}

} // namespace

unsigned reduceScratchBytes(Operation *op, const TypeConverter &converter) {
  auto reduce = cast<tile::ReduceOp>(op);
  if (auto mma = mmaSource(reduce))
    return mmaReduceGeometry(reduce, mma, converter).bytes;
  auto layout = tilegpu::getBlockedLayout(cast<RankedTensorType>(reduce.getSrcs()[0].getType()));
  if (!layout)
    return 0;
  ReduceGeometry g = reduceGeometry(reduce, layout, converter);
  return g.inRegisters ? 0 : g.bytes;
}

namespace {

struct ReduceLowering : ConvertOpToLLVMPattern<tile::ReduceOp> {
  ReduceLowering(TileGPUTypeConverter &converter, PlannedSharedMemory &plan)
      : ConvertOpToLLVMPattern(converter), plan(plan) {}
  PlannedSharedMemory &plan;

  LogicalResult matchAndRewrite(tile::ReduceOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &b) const override {
    Location loc = op.getLoc();
    auto srcType = cast<RankedTensorType>(op.getSrcs()[0].getType());
    if (auto mma = mmaSource(op))
      return reduceMma(op, adaptor, b, mma);
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

    ReduceGeometry g = reduceGeometry(op, layout, *getTypeConverter());
    unsigned warpsAlong = g.warpsAlong, warps = g.warps;
    // When one warp covers the axis and the result has the slice layout of
    // the source along it, every thread already holds its results: after the
    // butterfly, all lanes along the axis have the combined values.
    if (g.inRegisters) {
      auto resultType = cast<RankedTensorType>(op.getResults()[0].getType());
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
    int64_t outCount = g.outCount;
    ArrayRef<Type> types = g.types;
    Value base = plan.begin(b, loc, op, g.bytes);
    auto operandBase = [&](unsigned k) {
      return b.create<LLVM::GEPOp>(loc, base.getType(), b.getI8Type(), base,
                                   ValueRange{i32Constant(b, loc, g.operandOffset[k])}).getResult();
    };
    Value warpId = b.create<LLVM::UDivOp>(loc, threadId(b, loc), i32Constant(b, loc, 32));
    unsigned warpStride = strideInOrder(layout, axis, /*warps=*/true);
    Value warpAlong = b.create<LLVM::URemOp>(
        loc, b.create<LLVM::UDivOp>(loc, warpId, i32Constant(b, loc, warpStride)),
        i32Constant(b, loc, warpsAlong));
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

  /// A dot's result reduced along a row (axis 1) or a column (axis 0):
  /// within the thread over its tiles along the axis and the register pair,
  /// across the lanes of a quad (rows: xor 1, 2) or of the 8 groups
  /// (columns: xor 4, 8, 16), then across the warps along the axis through
  /// shared memory when there are several. The result is the slice layout
  /// of the mma layout: element t*2 + half is the thread's tile t, first or
  /// second row (column).
  LogicalResult reduceMma(tile::ReduceOp op, OpAdaptor adaptor, ConversionPatternRewriter &b,
                          tilegpu::MmaAttr mma) const {
    Location loc = op.getLoc();
    auto srcType = cast<RankedTensorType>(op.getSrcs()[0].getType());
    auto resultType = dyn_cast<RankedTensorType>(op.getResults()[0].getType());
    auto slice = resultType ? dyn_cast_or_null<tilegpu::SliceAttr>(resultType.getEncoding()) : nullptr;
    unsigned axis = op.getAxis(), n = op.getSrcs().size();
    if (!slice || slice.getParent() != mma || slice.getDim() != axis)
      return b.notifyMatchFailure(op, "an mma reduction needs the slice of its source's layout");
    Region &combine = op.getCombineOp();
    ArrayRef<int64_t> shape = srcType.getShape();
    unsigned repM = mma.getRepeatM(shape), repN = mma.getRepeatN(shape);
    SmallVector<SmallVector<Value>> elements;
    for (auto [src, converted] : llvm::zip(op.getSrcs(), adaptor.getSrcs()))
      elements.push_back(unpackElements(b, loc, converted, src.getType()));
    // (1) Within the thread: element (i, j, r) is row half r/2, column r%2.
    unsigned keptTiles = axis == 1 ? repM : repN;
    SmallVector<SmallVector<Value>> partial(2 * keptTiles); // [t*2+half][operand]
    for (unsigned i = 0; i < repM; ++i)
      for (unsigned j = 0; j < repN; ++j)
        for (unsigned r = 0; r < 4; ++r) {
          unsigned e = (i * repN + j) * 4 + r;
          unsigned key = axis == 1 ? i * 2 + r / 2 : j * 2 + r % 2;
          SmallVector<Value> values;
          for (unsigned k = 0; k < n; ++k)
            values.push_back(elements[k][e]);
          partial[key] = partial[key].empty() ? values : applyCombine(b, combine, partial[key], values);
        }
    // (2) Across lanes.
    SmallVector<unsigned> masks = axis == 1 ? SmallVector<unsigned>{1, 2} : SmallVector<unsigned>{4, 8, 16};
    for (auto &values : partial)
      for (unsigned mask : masks) {
        SmallVector<Value> other;
        for (Value v : values)
          other.push_back(shuffle(b, loc, v, i32Constant(b, loc, mask), ShuffleKind::Xor));
        values = applyCombine(b, combine, values, other);
      }
    // (3) Across warps.
    MmaReduceGeometry g = mmaReduceGeometry(op, mma, *getTypeConverter());
    if (g.distinct > 1) {
      ElementIndices out = emitElementIndices(b, loc, resultType);
      Value base = plan.begin(b, loc, op, g.bytes);
      auto operandBase = [&](unsigned k) {
        return b.create<LLVM::GEPOp>(loc, base.getType(), b.getI8Type(), base,
                                     ValueRange{i32Constant(b, loc, g.operandOffset[k])}).getResult();
      };
      Value warp = b.create<LLVM::UDivOp>(loc, threadId(b, loc), i32Constant(b, loc, 32));
      unsigned wm = mma.getWarpsPerCTA()[0];
      Value warpAlong = axis == 0 ? b.create<LLVM::URemOp>(loc, warp, i32Constant(b, loc, wm)).getResult()
                                  : b.create<LLVM::URemOp>(loc, b.create<LLVM::UDivOp>(loc, warp, i32Constant(b, loc, wm)),
                                                           i32Constant(b, loc, g.warpsAlong)).getResult();
      for (unsigned e = 0; e < partial.size(); ++e) {
        Value index = b.create<LLVM::AddOp>(
            loc, b.create<LLVM::MulOp>(loc, warpAlong, i32Constant(b, loc, g.kept)), out.indices[e][0]);
        for (unsigned k = 0; k < n; ++k)
          storeScratch(b, loc, operandBase(k), index, partial[e][k]);
      }
      barrier(b, loc);
      for (unsigned e = 0; e < partial.size(); ++e) {
        SmallVector<Value> acc;
        for (unsigned w = 0; w < g.distinct; ++w) {
          Value index = b.create<LLVM::AddOp>(loc, out.indices[e][0], i32Constant(b, loc, w * g.kept));
          SmallVector<Value> values;
          for (unsigned k = 0; k < n; ++k)
            values.push_back(loadScratch(b, loc, operandBase(k), index, g.types[k]));
          acc = acc.empty() ? values : applyCombine(b, combine, acc, values);
        }
        partial[e] = acc;
      }
    }
    SmallVector<SmallVector<Value>> results(n);
    for (auto &values : partial)
      for (unsigned k = 0; k < n; ++k)
        results[k].push_back(values[k]);
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

} // namespace

void populateReduceOpPatterns(TileGPUTypeConverter &converter, RewritePatternSet &patterns,
                              PlannedSharedMemory &plan) {
  patterns.add<ReduceLowering>(converter, plan);
}

} // namespace tritonc

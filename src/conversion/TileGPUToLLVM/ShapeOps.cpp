//===- ShapeOps.cpp - expand_dims, broadcast, reshape, trans, join, split, cat, gather
//
// Shape operations move elements between threads, so they go through
// scratch shared memory: every source element is written at its row-major
// index (rows padded against bank conflicts), and every result element
// reads the source element it comes from (for gather, the one its index
// names). This is correct for any pair of layouts. The cases the layout pass
// (src/transforms/AssignLayouts.cpp) arranges on purpose stay in registers: a broadcast whose
// source has the result's blocked layout, and expand_dims of a tensor whose
// slice layout's parent is the result's layout.
//
//===----------------------------------------------------------------------===//
#include "Lowering.h"
#include "TileGPU/ReshapeLayouts.h"

using namespace mlir;

namespace tritonc {
namespace {

/// For one result element (its indices), the position of its source in the
/// concatenation of all source tensors in scratch memory.
using SourceIndexFn = std::function<Value(OpBuilder &, Location, ArrayRef<Value>)>;

/// How the sources of a move through shared memory are laid out there: all
/// elements one after another, row-major. Rows of a 2-D (or higher) source
/// are padded by one element: threads that walk a column then hit
/// consecutive banks instead of one bank (row lengths are powers of two,
/// multiples of the 32 banks).
struct ScratchLayout {
  Type element;
  int64_t total = 0, row = 0;
  bool pad = false;
  unsigned bytes() const { return (total + (pad ? total / row + 1 : 0)) * scratchBytes(element); }
};

ScratchLayout scratchLayoutOf(ValueRange sources, const TypeConverter &converter) {
  auto firstType = cast<RankedTensorType>(sources.front().getType());
  ScratchLayout layout;
  layout.element = converter.convertType(firstType.getElementType());
  for (Value source : sources)
    layout.total += cast<RankedTensorType>(source.getType()).getNumElements();
  layout.row = firstType.getRank() >= 2 ? firstType.getShape().back() : 0;
  layout.pad = layout.row >= 32 && scratchBytes(layout.element) <= 4;
  return layout;
}

/// The padded row-major position in elements is linear in the indices:
/// row r of a 2-D source starts at r * (row + 1), and every outer
/// dimension's stride grows the same way. Stride of each dimension.
SmallVector<int64_t> paddedStrides(ArrayRef<int64_t> shape, const ScratchLayout &scratch) {
  SmallVector<int64_t> strides(shape.size(), 1);
  for (int d = int(shape.size()) - 2; d >= 0; --d)
    strides[d] = strides[d + 1] * shape[d + 1];
  if (scratch.pad)
    for (size_t d = 0; d + 1 < shape.size(); ++d)
      strides[d] = strides[d] / scratch.row * (scratch.row + 1);
  return strides;
}

/// Scratch addresses of one tensor's elements at their own padded
/// row-major positions, as a per-thread base plus a constant per element.
/// Built from the indices' thread parts once (a layout gives every element
/// the same ones), so a thread keeps one address for all its elements and
/// each access carries its constant as an immediate offset, where an
/// address per element would hold one register each (and ptxas may
/// compute them all ahead of a loop that precedes the move).
class ScratchAddresses {
public:
  ScratchAddresses(Value base, ArrayRef<int64_t> shape, const ScratchLayout &scratch)
      : base(base), elementBytes(scratchBytes(scratch.element)), strides(paddedStrides(shape, scratch)) {}

  /// Base and element index for `storeScratch` / `loadScratch`.
  std::pair<Value, Value> of(OpBuilder &b, Location loc, ArrayRef<Value> indices) {
    SmallVector<Value> parts;
    int64_t constant = 0;
    for (auto [d, index] : llvm::enumerate(indices)) {
      auto [part, c] = splitConstantAddend(index);
      parts.push_back(part);
      constant += c * strides[d];
    }
    return {threadBase(b, loc, parts), i32Constant(b, loc, constant)};
  }

private:
  Value threadBase(OpBuilder &b, Location loc, ArrayRef<Value> parts) {
    for (auto &[known, address] : bases)
      if (ArrayRef<Value>(known) == parts)
        return address;
    Value offset;
    for (auto [d, part] : llvm::enumerate(parts)) {
      if (!part)
        continue;
      Value term = b.create<LLVM::MulOp>(loc, part, i32Constant(b, loc, strides[d] * elementBytes));
      offset = offset ? b.create<LLVM::AddOp>(loc, offset, term).getResult() : term;
    }
    Value address =
        offset ? b.create<LLVM::GEPOp>(loc, base.getType(), b.getI8Type(), base, ValueRange{offset}) : base;
    bases.emplace_back(SmallVector<Value>(parts), address);
    return address;
  }

  Value base;
  unsigned elementBytes;
  SmallVector<int64_t> strides;
  SmallVector<std::pair<SmallVector<Value>, Value>> bases;
};

/// Writes `sources` to scratch memory one after another, then reads each
/// result tensor's elements through `sourceIndex` (null: the element at the
/// result's own row-major position).
SmallVector<Value> moveThroughSharedMemory(ConversionPatternRewriter &b, Operation *op,
                                           const TypeConverter &converter, PlannedSharedMemory &plan,
                                           ArrayRef<std::pair<Value, Value>> sources,
                                           ArrayRef<std::pair<Type, SourceIndexFn>> results) {
  Location loc = op->getLoc();
  SmallVector<Value> originals;
  for (auto &source : sources)
    originals.push_back(source.first);
  ScratchLayout scratch = scratchLayoutOf(originals, converter);
  Type element = scratch.element;
  auto padded = [&](Value index) -> Value {
    if (!scratch.pad)
      return index;
    Value rowIndex = b.create<LLVM::UDivOp>(loc, index, i32Constant(b, loc, scratch.row));
    return b.create<LLVM::AddOp>(loc, index, rowIndex);
  };
  Value base = plan.begin(b, loc, op, scratch.bytes());
  // One source: its elements sit at their own padded positions, which
  // ScratchAddresses forms as a base plus constants.
  auto sourceShape = cast<RankedTensorType>(originals.front().getType()).getShape();
  std::optional<ScratchAddresses> ownPositions;
  if (sources.size() == 1)
    ownPositions.emplace(base, sourceShape, scratch);
  int64_t offset = 0;
  for (auto &[original, converted] : sources) {
    auto type = cast<RankedTensorType>(original.getType());
    auto values = unpackElements(b, loc, converted, type);
    ElementIndices where = emitElementIndices(b, loc, type);
    for (auto [value, indices] : llvm::zip(values, where.indices)) {
      if (ownPositions) {
        auto [threadBase, index] = ownPositions->of(b, loc, indices);
        storeScratch(b, loc, threadBase, index, value);
        continue;
      }
      Value index = b.create<LLVM::AddOp>(loc, linearize(b, loc, indices, type.getShape()),
                                          i32Constant(b, loc, offset));
      storeScratch(b, loc, base, padded(index), value);
    }
    offset += type.getNumElements();
  }
  barrier(b, loc);
  SmallVector<Value> packed;
  for (auto &[type, sourceIndex] : results) {
    auto tensor = cast<RankedTensorType>(type);
    ElementIndices where = emitElementIndices(b, loc, tensor);
    // A null sourceIndex reads each element at its own position, which is
    // also the source's when the shapes agree (a layout conversion).
    bool samePosition = !sourceIndex && ownPositions && tensor.getShape() == sourceShape;
    SmallVector<Value> values;
    for (auto &indices : where.indices) {
      if (samePosition) {
        auto [threadBase, index] = ownPositions->of(b, loc, indices);
        values.push_back(loadScratch(b, loc, threadBase, index, element));
        continue;
      }
      Value index = sourceIndex ? sourceIndex(b, loc, indices) : linearize(b, loc, indices, tensor.getShape());
      values.push_back(loadScratch(b, loc, base, padded(index), element));
    }
    packed.push_back(packElements(b, loc, converter, tensor, values));
  }
  return packed;
}

/// The cases the layout pass arranges to stay in registers.
bool expandDimsInRegisters(tile::ExpandDimsOp op) {
  auto slice = dyn_cast_or_null<tilegpu::SliceAttr>(op.getSrc().getType().getEncoding());
  return slice && slice.getDim() == op.getAxis() && slice.getParent() == op.getResult().getType().getEncoding();
}
/// A reshape into a layout that keeps every thread's elements
/// (tilegpu/ReshapeLayouts.h): for each of a thread's elements of the
/// result, its index among the thread's elements of the source; nullopt
/// when the reshape moves elements between threads.
std::optional<SmallVector<unsigned>> reshapeInRegisters(tile::ReshapeOp op) {
  auto src = dyn_cast_or_null<tilegpu::BlockedAttr>(op.getSrc().getType().getEncoding());
  auto dst = dyn_cast_or_null<tilegpu::BlockedAttr>(op.getType().getEncoding());
  if (!src || !dst)
    return std::nullopt;
  ArrayRef<int64_t> srcShape = op.getSrc().getType().getShape();
  if (op.getAllowReorder() && op.getType().getRank() == 1 && dst == tilegpu::flattenedLayout(src, srcShape)) {
    SmallVector<unsigned> same;  // the thread's elements as they are
    for (unsigned e = 0; e < dst.getSizePerThread()[0]; ++e)
      same.push_back(e);
    return same;
  }
  if (dst != tilegpu::reshapedLayout(src, srcShape, op.getType().getShape()))
    return std::nullopt;
  return tilegpu::reshapedElements(src, srcShape, dst, op.getType().getShape());
}
bool broadcastInRegisters(tile::BroadcastOp op) {
  Attribute encoding = op.getResult().getType().getEncoding();
  return op.getSrc().getType().getEncoding() == encoding &&
         (isa_and_nonnull<tilegpu::BlockedAttr>(encoding) ||
          (isa_and_nonnull<tilegpu::MmaAttr>(encoding) && op.getType().getRank() == 2));
}

/// Register moves within the 2-D mma layout, element (i, j, r) of a thread
/// numbered (i * repN + j) * 4 + r: expand_dims of a row (column) slice,
/// whose element t*2 + half is tile t's first or second row (column), and
/// broadcasts of an Mx1 or 1xN tensor.
Value remapMma(OpBuilder &b, Location loc, const TypeConverter &converter, Value src, Type srcType,
               RankedTensorType resultType, llvm::function_ref<unsigned(unsigned, unsigned, unsigned)> sourceOf) {
  auto mma = cast<tilegpu::MmaAttr>(resultType.getEncoding());
  auto values = unpackElements(b, loc, src, srcType);
  unsigned repM = mma.getRepeatM(resultType.getShape()), repN = mma.getRepeatN(resultType.getShape());
  SmallVector<Value> elements;
  for (unsigned i = 0; i < repM; ++i)
    for (unsigned j = 0; j < repN; ++j)
      for (unsigned r = 0; r < 4; ++r)
        elements.push_back(values[sourceOf(i, j, r)]);
  return packElements(b, loc, converter, resultType, elements);
}
/// trans whose result layout is the source's with its dimensions permuted
/// (the layout pass arranges it): each thread already holds its elements,
/// numbered in the same order.
bool transInRegisters(tile::TransOp op) {
  auto src = dyn_cast_or_null<tilegpu::BlockedAttr>(op.getSrc().getType().getEncoding());
  auto dst = dyn_cast_or_null<tilegpu::BlockedAttr>(op.getResult().getType().getEncoding());
  if (!src || !dst)
    return false;
  ArrayRef<int32_t> order = op.getOrder();
  for (unsigned i = 0; i < order.size(); ++i)
    if (dst.getSizePerThread()[i] != src.getSizePerThread()[order[i]] ||
        dst.getThreadsPerWarp()[i] != src.getThreadsPerWarp()[order[i]] ||
        dst.getWarpsPerCTA()[i] != src.getWarpsPerCTA()[order[i]])
      return false;
  for (unsigned k = 0; k < order.size(); ++k)
    if ((unsigned)order[dst.getOrder()[k]] != src.getOrder()[k])
      return false;
  return true;
}
bool convertInRegisters(tilegpu::ConvertLayoutOp op) {
  return op.getSrc().getType() == op.getResult().getType();
}

/// For ops that keep the row-major order of the elements: result element
/// `idx` is the source element at the same row-major position.
SourceIndexFn sameRowMajorPosition(ArrayRef<int64_t> shape) {
  return [shape = SmallVector<int64_t>(shape)](OpBuilder &b, Location loc, ArrayRef<Value> idx) {
    return linearize(b, loc, idx, shape);
  };
}

/// Register-only data movement: result element e (by its coordinates in the
/// result layout's parent) is source element `sourceOf(coords)`.
Value remapInRegisters(OpBuilder &b, Location loc, const TypeConverter &converter, Value src,
                       Type srcType, RankedTensorType resultType,
                       llvm::function_ref<unsigned(ArrayRef<unsigned>)> sourceOf) {
  auto values = unpackElements(b, loc, src, srcType);
  tilegpu::ThreadLayout out = tilegpu::ThreadLayout::of(resultType);
  SmallVector<Value> elements;
  for (unsigned e = 0, n = out.elemsPerThread(resultType.getShape()); e < n; ++e)
    elements.push_back(values[sourceOf(out.parentCoordinates(resultType.getShape(), e))]);
  return packElements(b, loc, converter, resultType, elements);
}

template <typename OpT>
struct ShapeLowering : ConvertOpToLLVMPattern<OpT> {
  ShapeLowering(TileGPUTypeConverter &converter, PlannedSharedMemory &plan)
      : ConvertOpToLLVMPattern<OpT>(converter), plan(plan) {}
  PlannedSharedMemory &plan;
};

/// Ops that keep the elements' row-major order (a size-1 dimension added,
/// another shape of the same count): result element i is source element i.
template <typename OpT>
struct SameOrderLowering : ShapeLowering<OpT> {
  using ShapeLowering<OpT>::ShapeLowering;
  LogicalResult matchAndRewrite(OpT op, typename OpT::Adaptor adaptor,
                                ConversionPatternRewriter &b) const override {
    auto resultType = op.getResult().getType();
    if constexpr (std::is_same<OpT, tile::ExpandDimsOp>::value) {
      // slice(axis, P) -> P: the thread's elements, in the same order.
      if (expandDimsInRegisters(op) && isa<tilegpu::MmaAttr>(resultType.getEncoding())) {
        bool rows = op.getAxis() == 1;
        b.replaceOp(op, remapMma(b, op.getLoc(), *this->getTypeConverter(), adaptor.getSrc(), op.getSrc().getType(),
                                 resultType, [&](unsigned i, unsigned j, unsigned r) {
                                   return rows ? i * 2 + r / 2 : j * 2 + r % 2;
                                 }));
        return success();
      }
      if (expandDimsInRegisters(op)) {
        tilegpu::ThreadLayout in = tilegpu::ThreadLayout::of(op.getSrc().getType());
        auto srcShape = op.getSrc().getType().getShape();
        b.replaceOp(op, remapInRegisters(b, op.getLoc(), *this->getTypeConverter(), adaptor.getSrc(),
                                         op.getSrc().getType(), resultType,
                                         [&](ArrayRef<unsigned> coords) { return in.elementAt(srcShape, coords); }));
        return success();
      }
    }
    if constexpr (std::is_same<OpT, tile::ReshapeOp>::value) {
      if (std::optional<SmallVector<unsigned>> sources = reshapeInRegisters(op)) {
        SmallVector<Value> values = unpackElements(b, op.getLoc(), adaptor.getSrc(), op.getSrc().getType());
        SmallVector<Value> elements;
        for (unsigned source : *sources)
          elements.push_back(values[source]);
        b.replaceOp(op, packElements(b, op.getLoc(), *this->getTypeConverter(), resultType, elements));
        return success();
      }
    }
    SourceIndexFn same = sameRowMajorPosition(resultType.getShape());
    b.replaceOp(op, moveThroughSharedMemory(b, op, *this->getTypeConverter(), this->plan,
                                            {{op.getSrc(), adaptor.getSrc()}},
                                            {{op.getResult().getType(), same}}));
    return success();
  }
};

struct BroadcastLowering : ShapeLowering<tile::BroadcastOp> {
  using ShapeLowering::ShapeLowering;
  LogicalResult matchAndRewrite(tile::BroadcastOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &b) const override {
    SmallVector<int64_t> srcShape(op.getSrc().getType().getShape());
    auto resultType = op.getResult().getType();
    if (broadcastInRegisters(op) && isa<tilegpu::MmaAttr>(resultType.getEncoding())) {
      // The source has one tile row (column) where it broadcasts.
      auto srcMma = cast<tilegpu::MmaAttr>(op.getSrc().getType().getEncoding());
      unsigned srcRepN = srcMma.getRepeatN(srcShape);
      bool alongM = srcShape[0] == 1, alongN = srcShape[1] == 1;
      b.replaceOp(op, remapMma(b, op.getLoc(), *getTypeConverter(), adaptor.getSrc(), op.getSrc().getType(),
                               resultType, [&](unsigned i, unsigned j, unsigned r) {
                                 return ((alongM ? 0 : i) * srcRepN + (alongN ? 0 : j)) * 4 + r;
                               }));
      return success();
    }
    if (broadcastInRegisters(op)) {
      // Same blocked layout: along a broadcast dimension every copy a thread
      // holds of the source is element 0 of that dimension.
      tilegpu::ThreadLayout in = tilegpu::ThreadLayout::of(op.getSrc().getType());
      b.replaceOp(op, remapInRegisters(b, op.getLoc(), *getTypeConverter(), adaptor.getSrc(),
                                       op.getSrc().getType(), resultType, [&](ArrayRef<unsigned> coords) {
                                         SmallVector<unsigned> from(coords);
                                         for (size_t d = 0; d < srcShape.size(); ++d)
                                           if (srcShape[d] == 1)
                                             from[d] = 0;
                                         return in.elementAt(srcShape, from);
                                       }));
      return success();
    }
    SourceIndexFn fn = [srcShape](OpBuilder &b, Location loc, ArrayRef<Value> idx) {
      SmallVector<Value> src(idx);
      for (size_t d = 0; d < srcShape.size(); ++d)
        if (srcShape[d] == 1)
          src[d] = i32Constant(b, loc, 0);
      return linearize(b, loc, src, srcShape);
    };
    b.replaceOp(op, moveThroughSharedMemory(b, op, *getTypeConverter(), plan,
                                            {{op.getSrc(), adaptor.getSrc()}},
                                            {{op.getResult().getType(), fn}}));
    return success();
  }
};

struct TransLowering : ShapeLowering<tile::TransOp> {
  using ShapeLowering::ShapeLowering;
  LogicalResult matchAndRewrite(tile::TransOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &b) const override {
    // A tile in shared memory transposes by reading its rows the other
    // way (the encoding says which): the address is unchanged.
    if (transInRegisters(op) || isa_and_nonnull<tilegpu::SharedAttr>(op.getType().getEncoding())) {
      b.replaceOp(op, adaptor.getSrc());
      return success();
    }
    SmallVector<int64_t> srcShape(op.getSrc().getType().getShape());
    SmallVector<int32_t> order(op.getOrder());
    SourceIndexFn fn = [srcShape, order](OpBuilder &b, Location loc, ArrayRef<Value> idx) {
      SmallVector<Value> src(idx.size());
      for (size_t i = 0; i < order.size(); ++i)
        src[order[i]] = idx[i];
      return linearize(b, loc, src, srcShape);
    };
    b.replaceOp(op, moveThroughSharedMemory(b, op, *getTypeConverter(), plan,
                                            {{op.getSrc(), adaptor.getSrc()}},
                                            {{op.getResult().getType(), fn}}));
    return success();
  }
};

struct JoinLowering : ShapeLowering<tile::JoinOp> {
  using ShapeLowering::ShapeLowering;
  LogicalResult matchAndRewrite(tile::JoinOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &b) const override {
    SmallVector<int64_t> srcShape(op.getLhs().getType().getShape());
    int64_t total = op.getLhs().getType().getNumElements();
    SourceIndexFn fn = [srcShape, total](OpBuilder &b, Location loc, ArrayRef<Value> idx) {
      Value which = idx.back();
      Value inner = linearize(b, loc, idx.drop_back(), srcShape);
      return b.create<LLVM::AddOp>(loc, inner, b.create<LLVM::MulOp>(loc, which, i32Constant(b, loc, total)))
          .getResult();
    };
    b.replaceOp(op, moveThroughSharedMemory(b, op, *getTypeConverter(), plan,
                                            {{op.getLhs(), adaptor.getLhs()}, {op.getRhs(), adaptor.getRhs()}},
                                            {{op.getResult().getType(), fn}}));
    return success();
  }
};

struct SplitLowering : ShapeLowering<tile::SplitOp> {
  using ShapeLowering::ShapeLowering;
  LogicalResult matchAndRewrite(tile::SplitOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &b) const override {
    SmallVector<int64_t> srcShape(op.getSrc().getType().getShape());
    auto half = [srcShape](int which) {
      return SourceIndexFn([srcShape, which](OpBuilder &b, Location loc, ArrayRef<Value> idx) {
        SmallVector<Value> src(idx);
        src.push_back(i32Constant(b, loc, which));
        return linearize(b, loc, src, srcShape);
      });
    };
    b.replaceOp(op, moveThroughSharedMemory(b, op, *getTypeConverter(), plan,
                                            {{op.getSrc(), adaptor.getSrc()}},
                                            {{op.getLhs().getType(), half(0)}, {op.getRhs().getType(), half(1)}}));
    return success();
  }
};

struct CatLowering : ShapeLowering<tile::CatOp> {
  using ShapeLowering::ShapeLowering;
  LogicalResult matchAndRewrite(tile::CatOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &b) const override {
    // Row-major, the second operand's elements follow the first's exactly.
    SourceIndexFn fn = sameRowMajorPosition(op.getResult().getType().getShape());
    b.replaceOp(op, moveThroughSharedMemory(b, op, *getTypeConverter(), plan,
                                            {{op.getLhs(), adaptor.getLhs()}, {op.getRhs(), adaptor.getRhs()}},
                                            {{op.getResult().getType(), fn}}));
    return success();
  }
};

/// tl.gather: the source goes to shared memory, and each thread reads the
/// element its index names for each of its result elements. The result
/// has the indices' layout (AssignLayouts), so a thread's result elements
/// and its index elements come in the same order.
struct GatherLowering : ShapeLowering<tile::GatherOp> {
  using ShapeLowering::ShapeLowering;
  LogicalResult matchAndRewrite(tile::GatherOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &b) const override {
    if (op.getIndices().getType().getEncoding() != op.getType().getEncoding())
      return b.notifyMatchFailure(op, "the result must have the indices' layout");
    SmallVector<int64_t> srcShape(op.getSrc().getType().getShape());
    SmallVector<Value> indices = unpackElements(b, op.getLoc(), adaptor.getIndices(), op.getIndices().getType());
    unsigned axis = op.getAxis(), next = 0;
    // Called once per result element, in the thread's element order.
    SourceIndexFn fn = [&](OpBuilder &b, Location loc, ArrayRef<Value> idx) {
      SmallVector<Value> src(idx);
      // Out of range (negative ones are large unsigned): the last element.
      src[axis] = b.create<LLVM::UMinOp>(loc, indices[next++], i32Constant(b, loc, srcShape[axis] - 1));
      return linearize(b, loc, src, srcShape);
    };
    b.replaceOp(op, moveThroughSharedMemory(b, op, *getTypeConverter(), plan, {{op.getSrc(), adaptor.getSrc()}},
                                            {{op.getType(), fn}}));
    return success();
  }
};

/// tilegpu.convert_layout: nothing to do when both layouts give every thread
/// the same elements in the same order, else through shared memory.
struct ConvertLayoutLowering : ShapeLowering<tilegpu::ConvertLayoutOp> {
  using ShapeLowering::ShapeLowering;
  LogicalResult matchAndRewrite(tilegpu::ConvertLayoutOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &b) const override {
    auto srcType = cast<RankedTensorType>(op.getSrc().getType());
    auto resultType = cast<RankedTensorType>(op.getResult().getType());
    if (convertInRegisters(op)) {
      b.replaceOp(op, adaptor.getSrc());
      return success();
    }
    // Null: each element at its own row-major position.
    b.replaceOp(op, moveThroughSharedMemory(b, op, *getTypeConverter(), plan,
                                            {{op.getSrc(), adaptor.getSrc()}}, {{resultType, SourceIndexFn()}}));
    return success();
  }
};

} // namespace

unsigned shapeScratchBytes(Operation *op, const TypeConverter &converter) {
  if (auto expand = dyn_cast<tile::ExpandDimsOp>(op); expand && expandDimsInRegisters(expand))
    return 0;
  if (auto broadcast = dyn_cast<tile::BroadcastOp>(op); broadcast && broadcastInRegisters(broadcast))
    return 0;
  if (auto reshape = dyn_cast<tile::ReshapeOp>(op); reshape && reshapeInRegisters(reshape))
    return 0;
  if (auto convert = dyn_cast<tilegpu::ConvertLayoutOp>(op); convert && convertInRegisters(convert))
    return 0;
  if (std::optional<unsigned> bytes = vectorConvertScratchBytes(op, converter))
    return *bytes;
  if (auto trans = dyn_cast<tile::TransOp>(op);
      trans && (transInRegisters(trans) || isa_and_nonnull<tilegpu::SharedAttr>(trans.getType().getEncoding())))
    return 0;
  if (!isa<tile::ExpandDimsOp, tile::ReshapeOp, tile::BroadcastOp, tile::TransOp, tile::JoinOp, tile::SplitOp,
           tile::CatOp, tile::GatherOp, tilegpu::ConvertLayoutOp>(op))
    return 0;
  // Join and cat move both operands; the others one.
  ValueRange sources = isa<tile::JoinOp, tile::CatOp>(op) ? op->getOperands() : op->getOperands().take_front();
  return scratchLayoutOf(sources, converter).bytes();
}

void populateShapeOpPatterns(TileGPUTypeConverter &converter, RewritePatternSet &patterns,
                             PlannedSharedMemory &plan) {
  patterns.add<SameOrderLowering<tile::ExpandDimsOp>, SameOrderLowering<tile::ReshapeOp>, BroadcastLowering, TransLowering, JoinLowering,
               SplitLowering, CatLowering, GatherLowering, ConvertLayoutLowering>(converter, plan);
}

} // namespace tritonc

//===- ScanOps.cpp - tile.scan on the GPU ---------------------------------===//
//
// An inclusive scan along `axis`, in the order of the positions along it
// (from the end with `reverse`). A thread of a blocked layout holds, along
// the axis, runs ("chunks") of sizePerThread consecutive elements; lanes,
// then warps, follow each other along the axis within one repetition of the
// layout, and a tensor longer than the layout's coverage repeats it, so a
// thread then holds one chunk per repetition. For each line along the axis
// that a thread holds part of (a "row"), and each chunk:
//
//  (1) within the thread: a sequential inclusive scan of the chunk;
//  (2) across the lanes along the axis: a Kogge-Stone scan of the threads'
//      totals with shfl.sync.up (.down with `reverse`; the lanes along the
//      axis are strideInOrder apart in the lane id), log2(lanes) steps; one
//      more shuffle gives each lane the inclusive value of the lane before
//      it, its exclusive prefix within the warp; the last lane's inclusive
//      value, the warp's total of the chunk, reaches every lane with
//      shfl.sync.idx when (3) or (4) needs it;
//  (3) across the warps along the axis, only when several warps hold
//      distinct data along it: every warp's total of every chunk goes to
//      shared memory, one barrier, and each thread reads the totals it needs
//      and combines, in order, those of the warps before its own;
//  (4) across chunks: the running total of the earlier chunks (all their
//      warps) is carried, in order, into the next chunk.
//
// Each element then combines the prefix of everything before its thread's
// chunk ((4), (3), then (2)) with its value from (1): two combines per
// element. The combine need not be commutative: the value accumulated from
// the left (from the right with `reverse`) is always its first operand, the
// later element its second, as in Triton. With one warp along the axis no
// shared memory is used. Layouts larger than the tensor replicate: only the
// distinct lanes and warps along the axis take part, the copies compute the
// same values (a thread whose chunk is longer than the axis copies its
// results).
//
//===----------------------------------------------------------------------===//
#include "Lowering.h"

#include <map>

using namespace mlir;

namespace tritonc {
namespace {

/// How a scan splits over the layout along its axis, and the shared memory
/// of step (3): operand k's warp totals take chunks * warps * rows slots
/// from byte offset operandOffset[k], slot (chunk * warps + warp) * rows +
/// row, where row numbers the lines along the axis (row-major over the
/// other dimensions).
struct ScanGeometry {
  unsigned sizePerThread = 1;
  /// Repetitions of the layout along the axis (chunks per thread and row).
  unsigned chunks = 1;
  /// Distinct elements of a chunk: sizePerThread, or the axis length when
  /// a thread's chunk is longer than the axis (it then holds copies).
  unsigned inThread = 1;
  /// Lanes and warps along the axis that hold distinct data.
  unsigned lanes = 1, warps = 1;
  unsigned laneStride = 1, warpStride = 1;
  int64_t rows = 1;
  SmallVector<Type> types;
  SmallVector<unsigned> operandOffset;
  /// 0 with one warp along the axis: no shared memory.
  unsigned bytes = 0;
};

ScanGeometry scanGeometry(tile::ScanOp op, tilegpu::BlockedAttr layout, const TypeConverter &converter) {
  ScanGeometry g;
  auto type = cast<RankedTensorType>(op.getSrcs()[0].getType());
  unsigned axis = op.getAxis();
  int64_t length = type.getShape()[axis];
  unsigned spt = layout.getSizePerThread()[axis], lanes = layout.getThreadsPerWarp()[axis],
           warps = layout.getWarpsPerCTA()[axis];
  g.sizePerThread = spt;
  g.chunks = std::max<int64_t>(1, length / layout.getShapePerCTA(axis));
  g.inThread = std::min<int64_t>(spt, length);
  g.lanes = distinctAlong(length, spt, lanes);
  g.warps = distinctAlong(length, spt * lanes, warps);
  g.laneStride = strideInOrder(layout, axis, /*warps=*/false);
  g.warpStride = strideInOrder(layout, axis, /*warps=*/true);
  g.rows = type.getNumElements() / length;
  unsigned bytes = 0;
  for (Value src : op.getSrcs()) {
    g.types.push_back(converter.convertType(cast<RankedTensorType>(src.getType()).getElementType()));
    unsigned eb = scratchBytes(g.types.back());
    bytes = llvm::alignTo(bytes, eb);
    g.operandOffset.push_back(bytes);
    bytes += eb * g.chunks * g.warps * g.rows;
  }
  if (g.warps > 1)
    g.bytes = bytes;
  return g;
}

} // namespace

unsigned scanScratchBytes(Operation *op, const TypeConverter &converter) {
  auto scan = cast<tile::ScanOp>(op);
  auto layout = tilegpu::getBlockedLayout(scan.getSrcs()[0].getType());
  if (!layout)
    return 0;
  return scanGeometry(scan, layout, converter).bytes;
}

namespace {

/// Values (one per operand) that some threads may lack, such as the prefix
/// of the elements before a thread's: `values` is empty when no thread has
/// them, `present` null when every thread has them, else an i1 saying
/// whether this one does.
struct Partial {
  SmallVector<Value> values;
  Value present;
  bool empty() const { return values.empty(); }
};

struct ScanLowering : ConvertOpToLLVMPattern<tile::ScanOp> {
  ScanLowering(TileGPUTypeConverter &converter, PlannedSharedMemory &plan)
      : ConvertOpToLLVMPattern(converter), plan(plan) {}
  PlannedSharedMemory &plan;

  /// What a thread keeps of one row: its elements, chunk by chunk, and per
  /// chunk the exclusive prefix within the warp (2) and the warp's total.
  struct Row {
    unsigned representative = 0;              // one element of the row
    SmallVector<SmallVector<unsigned>> elements; // [chunk][position in chunk]
    SmallVector<Partial> laneExclusive;       // [chunk]
    SmallVector<SmallVector<Value>> warpTotal; // [chunk][operand]
  };

  LogicalResult matchAndRewrite(tile::ScanOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &b) const override {
    Location loc = op.getLoc();
    auto type = cast<RankedTensorType>(op.getSrcs()[0].getType());
    auto layout = tilegpu::getBlockedLayout(type);
    if (!layout)
      return b.notifyMatchFailure(op, "scan operand without a blocked layout");
    ArrayRef<int64_t> shape = type.getShape();
    unsigned axis = op.getAxis(), n = op.getSrcs().size();
    if (!llvm::isPowerOf2_64(shape[axis]))
      return op.emitOpError("scan along an axis of ") << shape[axis]
                                                      << " elements: the GPU lowering needs a power of two";
    bool reverse = op.getReverse();
    Region &combineRegion = op.getCombineOp();
    ScanGeometry g = scanGeometry(op, layout, *getTypeConverter());

    SmallVector<SmallVector<Value>> values; // [operand][element]
    for (auto [src, converted] : llvm::zip(op.getSrcs(), adaptor.getSrcs()))
      values.push_back(unpackElements(b, loc, converted, src.getType()));
    unsigned count = values[0].size();

    auto constant = [&](int64_t v) { return i32Constant(b, loc, v); };
    auto get = [&](unsigned e) {
      SmallVector<Value> result;
      for (unsigned k = 0; k < n; ++k)
        result.push_back(values[k][e]);
      return result;
    };
    auto set = [&](unsigned e, ArrayRef<Value> v) {
      for (unsigned k = 0; k < n; ++k)
        values[k][e] = v[k];
    };
    auto combine = [&](ArrayRef<Value> earlier, ArrayRef<Value> later) {
      return applyCombine(b, combineRegion, earlier, later);
    };
    auto select = [&](Value condition, ArrayRef<Value> yes, ArrayRef<Value> no) {
      SmallVector<Value> result;
      for (auto [y, x] : llvm::zip(yes, no))
        result.push_back(b.create<LLVM::SelectOp>(loc, condition, y, x));
      return result;
    };
    auto shuffleAll = [&](ArrayRef<Value> v, Value laneOrDelta, ShuffleKind kind) {
      SmallVector<Value> result;
      for (Value x : v)
        result.push_back(shuffle(b, loc, x, laneOrDelta, kind));
      return result;
    };
    // `earlier` then `later`, where either may be missing in some threads.
    auto combinePartial = [&](const Partial &earlier, const Partial &later) -> Partial {
      if (earlier.empty())
        return later;
      if (later.empty())
        return earlier;
      SmallVector<Value> both = combine(earlier.values, later.values);
      if (!earlier.present && !later.present)
        return {both, Value()};
      if (!later.present)
        return {select(earlier.present, both, later.values), Value()};
      if (!earlier.present)
        return {select(later.present, both, earlier.values), Value()};
      SmallVector<Value> either = select(earlier.present, both, later.values);
      return {select(later.present, either, earlier.values),
              b.create<LLVM::OrOp>(loc, earlier.present, later.present)};
    };
    // The i-th position in scan order among `size` (from the end with
    // `reverse`).
    auto inOrder = [&](unsigned i, unsigned size) { return reverse ? size - 1 - i : i; };

    // The thread's elements, by row and chunk.
    std::map<SmallVector<unsigned>, Row> rows;
    for (unsigned e = 0; e < count; ++e) {
      SmallVector<unsigned> key = elementCoordinates(layout, shape, e);
      unsigned along = key[axis];
      key[axis] = 0;
      auto [it, inserted] = rows.try_emplace(key);
      Row &row = it->second;
      if (inserted) {
        row.representative = e;
        row.elements.assign(g.chunks, SmallVector<unsigned>(g.sizePerThread, 0));
        row.laneExclusive.resize(g.chunks);
        row.warpTotal.resize(g.chunks);
      }
      row.elements[along / g.sizePerThread][along % g.sizePerThread] = e;
    }

    // Where this thread lies along the axis, counted in scan order.
    Value laneId, laneAlong, laneInOrder, warpAlong, warpInOrder;
    if (g.lanes > 1) {
      laneId = b.create<LLVM::URemOp>(loc, threadId(b, loc), constant(32));
      laneAlong = b.create<LLVM::URemOp>(
          loc, b.create<LLVM::UDivOp>(loc, laneId, constant(g.laneStride)), constant(g.lanes));
      laneInOrder = reverse ? b.create<LLVM::SubOp>(loc, constant(g.lanes - 1), laneAlong).getResult()
                            : laneAlong;
    }
    if (g.warps > 1) {
      Value warpId = b.create<LLVM::UDivOp>(loc, threadId(b, loc), constant(32));
      warpAlong = b.create<LLVM::URemOp>(
          loc, b.create<LLVM::UDivOp>(loc, warpId, constant(g.warpStride)), constant(g.warps));
      warpInOrder = reverse ? b.create<LLVM::SubOp>(loc, constant(g.warps - 1), warpAlong).getResult()
                            : warpAlong;
    }
    ShuffleKind towardLater = reverse ? ShuffleKind::Down : ShuffleKind::Up;
    // The lane of this thread's lane group that comes last in scan order.
    Value lastLane;
    if (g.lanes > 1 && (g.warps > 1 || g.chunks > 1)) {
      Value lanesAfter =
          reverse ? laneAlong : b.create<LLVM::SubOp>(loc, constant(g.lanes - 1), laneAlong).getResult();
      Value delta = b.create<LLVM::MulOp>(loc, lanesAfter, constant(g.laneStride));
      lastLane = reverse ? b.create<LLVM::SubOp>(loc, laneId, delta).getResult()
                         : b.create<LLVM::AddOp>(loc, laneId, delta).getResult();
    }

    for (auto &[key, row] : rows)
      for (unsigned r = 0; r < g.chunks; ++r) {
        // (1) Within the thread.
        SmallVector<Value> total;
        for (unsigned i = 0; i < g.inThread; ++i) {
          unsigned e = row.elements[r][inOrder(i, g.inThread)];
          total = i == 0 ? get(e) : combine(total, get(e));
          set(e, total);
        }
        // (2) Across the lanes: Kogge-Stone over the threads' totals.
        if (g.lanes > 1) {
          for (unsigned step = 1; step < g.lanes; step *= 2) {
            SmallVector<Value> earlier = shuffleAll(total, constant(step * g.laneStride), towardLater);
            Value has = b.create<LLVM::ICmpOp>(loc, LLVM::ICmpPredicate::uge, laneInOrder, constant(step));
            total = select(has, combine(earlier, total), total);
          }
          // The lane before's inclusive value is this lane's exclusive one.
          row.laneExclusive[r] = {shuffleAll(total, constant(g.laneStride), towardLater),
                                  b.create<LLVM::ICmpOp>(loc, LLVM::ICmpPredicate::ne, laneInOrder, constant(0))};
          if (lastLane)
            total = shuffleAll(total, lastLane, ShuffleKind::Index);
        }
        row.warpTotal[r] = total;
      }

    // (3) Across the warps, through shared memory: every warp's total of
    // every chunk, one barrier, then each thread reads those it needs.
    Value base;
    SmallVector<Value> rowIndex; // per row, in `rows` order
    if (g.warps > 1) {
      SmallVector<int64_t> rowShape(shape);
      rowShape.erase(rowShape.begin() + axis);
      ElementIndices where = emitElementIndices(b, loc, type);
      for (auto &[key, row] : rows) {
        SmallVector<Value> index(where.indices[row.representative]);
        index.erase(index.begin() + axis);
        rowIndex.push_back(linearize(b, loc, index, rowShape));
      }
      base = plan.begin(b, loc, op, g.bytes);
    }
    auto operandBase = [&](unsigned k) {
      return b.create<LLVM::GEPOp>(loc, base.getType(), b.getI8Type(), base,
                                   ValueRange{constant(g.operandOffset[k])}).getResult();
    };
    auto slotIndex = [&](unsigned r, Value warp, Value row) {
      Value chunkWarp = b.create<LLVM::AddOp>(loc, constant(r * g.warps), warp);
      return b.create<LLVM::AddOp>(loc, b.create<LLVM::MulOp>(loc, chunkWarp, constant(g.rows)), row).getResult();
    };
    if (g.warps > 1) {
      for (auto [row, index] : llvm::zip(llvm::make_second_range(rows), rowIndex))
        for (unsigned r = 0; r < g.chunks; ++r)
          for (unsigned k = 0; k < n; ++k)
            storeScratch(b, loc, operandBase(k), slotIndex(r, warpAlong, index), row.warpTotal[r][k]);
      barrier(b, loc);
    }

    // Each chunk's prefix: the totals of the earlier chunks (`carry`) and of
    // the earlier warps in this chunk, then of the earlier lanes in this warp.
    for (auto [rowNumber, entry] : llvm::enumerate(rows)) {
      Row &row = entry.second;
      Partial carry;
      for (unsigned c = 0; c < g.chunks; ++c) {
        unsigned r = inOrder(c, g.chunks);
        SmallVector<SmallVector<Value>> warpTotals; // [warp along the axis][operand]
        if (g.warps > 1) {
          for (unsigned w = 0; w < g.warps; ++w) {
            SmallVector<Value> loaded;
            for (unsigned k = 0; k < n; ++k)
              loaded.push_back(
                  loadScratch(b, loc, operandBase(k), slotIndex(r, constant(w), rowIndex[rowNumber]), g.types[k]));
            warpTotals.push_back(loaded);
          }
        } else {
          warpTotals.push_back(row.warpTotal[r]);
        }
        // running: the carry combined with the first i warps in scan order;
        // warpPrefix: that for i = this thread's warp.
        Partial running = carry, warpPrefix = carry;
        for (unsigned i = 1; i < g.warps; ++i) {
          running = combinePartial(running, {warpTotals[inOrder(i - 1, g.warps)], Value()});
          if (warpPrefix.empty()) {
            warpPrefix = {running.values,
                          b.create<LLVM::ICmpOp>(loc, LLVM::ICmpPredicate::ne, warpInOrder, constant(0))};
          } else {
            Value here = b.create<LLVM::ICmpOp>(loc, LLVM::ICmpPredicate::eq, warpInOrder, constant(i));
            warpPrefix.values = select(here, running.values, warpPrefix.values);
          }
        }
        if (c + 1 < g.chunks)
          carry = combinePartial(running, {warpTotals[inOrder(g.warps - 1, g.warps)], Value()});
        Partial prefix = combinePartial(warpPrefix, row.laneExclusive[r]);
        if (prefix.empty())
          continue;
        for (unsigned j = 0; j < g.inThread; ++j) {
          unsigned e = row.elements[r][j];
          SmallVector<Value> mine = get(e), combined = combine(prefix.values, mine);
          set(e, prefix.present ? select(prefix.present, combined, mine) : combined);
        }
      }
      // A chunk longer than the axis holds it several times: copy.
      for (unsigned j = g.inThread; j < g.sizePerThread; ++j)
        set(row.elements[0][j], get(row.elements[0][j % g.inThread]));
    }

    SmallVector<Value> replacements;
    for (unsigned k = 0; k < n; ++k)
      replacements.push_back(packElements(b, loc, *getTypeConverter(), op.getResults()[k].getType(), values[k]));
    b.replaceOp(op, replacements);
    return success();
  }
};

} // namespace

void populateScanOpPatterns(TileGPUTypeConverter &converter, RewritePatternSet &patterns,
                            PlannedSharedMemory &plan) {
  patterns.add<ScanLowering>(converter, plan);
}

} // namespace tritonc

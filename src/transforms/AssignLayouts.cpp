//===- AssignLayouts.cpp - give every tile tensor a distributed layout ----===//
//
// Layouts are chosen in three steps:
//
// 1. Anchors. Each shape that is loaded or stored gets a blocked layout that
//    follows its memory accesses: along the contiguous dimension each thread
//    owns as many elements as the widest vector access the axis analysis
//    proves legal (at most 16 bytes, recorded on the accesses as
//    tilegpu.vector_width by tritonc-annotate-access-widths), lanes then warps are laid out along
//    that dimension first, so a warp touches one contiguous span of memory.
//    Loads, stores and atomics always use the anchor of their shape.
// 2. Preferences, from uses back to definitions: an operand of an
//    elementwise op prefers the layout its result prefers, the source of a
//    broadcast its result's layout, and the source of expand_dims the slice
//    of its result's layout along the new dimension. So index arithmetic
//    such as `rows[:, None] * stride + cols[None, :]` is built directly in
//    the layout the load that consumes it needs.
// 3. Assignment, from definitions to uses: reductions produce the slice of
//    their source's layout, expand_dims of a slice gives back its parent,
//    broadcasts keep their source's blocked layout (all register-only in
//    the lowering); elementwise ops take their preferred layout; where an
//    operand's layout differs from the one its user needs, a
//    tilegpu.convert_layout is inserted. Conversions of cheap definitions
//    (splats, ranges, constants and arithmetic on them) are left for
//    tritonc-remove-layout-conversions, which rebuilds those values in the
//    needed layout instead (LayoutRematerialization.h).
//
//===----------------------------------------------------------------------===//
#include "transforms/LayoutRematerialization.h"
#include "transforms/Passes.h"
#include "TileGPU/ReshapeLayouts.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Iterators.h"
#include "mlir/IR/BuiltinAttributes.h"

#include <map>

namespace tritonc {
#define GEN_PASS_DEF_ASSIGNLAYOUTS
#include "transforms/Passes.h.inc"
} // namespace tritonc

using namespace mlir;
using namespace tritonc;

namespace {

constexpr unsigned kThreadsPerWarp = 32;

/// Distributes `available` threads (or warps) over the dimensions in
/// `order`, fastest first, never giving a dimension more than it can use
/// (`capacity`); what is left goes to the fastest dimension (replication).
SmallVector<unsigned> distribute(unsigned available, ArrayRef<int64_t> capacity,
                                 ArrayRef<unsigned> order) {
  SmallVector<unsigned> result(order.size(), 1);
  for (unsigned d : order) {
    unsigned take = std::max<int64_t>(1, std::min<int64_t>(available, capacity[d]));
    result[d] = take;
    available /= take;
  }
  result[order[0]] *= available;
  return result;
}

tilegpu::BlockedAttr makeBlockedLayout(MLIRContext *ctx, ArrayRef<int64_t> shape,
                                       unsigned vector, unsigned numWarps, unsigned vectorDim) {
  unsigned rank = shape.size();
  // The vectors' dimension first (the last one, row-major, unless the
  // accesses run down the columns), then the others from the last.
  SmallVector<unsigned> order{vectorDim};
  for (unsigned d = rank; d-- > 0;)
    if (d != vectorDim)
      order.push_back(d);
  SmallVector<unsigned> sizePerThread(rank, 1);
  // A wider vector than the tensor can give every thread would leave threads
  // idle holding copies: cap it at the elements per thread.
  int64_t elements = 1;
  for (int64_t s : shape)
    elements *= s;
  int64_t perThread = std::max<int64_t>(1, elements / (kThreadsPerWarp * numWarps));
  sizePerThread[order[0]] = std::min<int64_t>({(int64_t)vector, shape[order[0]], perThread});
  SmallVector<int64_t> capacity(shape);
  capacity[order[0]] = std::max<int64_t>(1, shape[order[0]] / sizePerThread[order[0]]);
  SmallVector<unsigned> threads = distribute(kThreadsPerWarp, capacity, order);
  for (unsigned d = 0; d < rank; ++d)
    capacity[d] = std::max<int64_t>(1, capacity[d] / threads[d]);
  SmallVector<unsigned> warps = distribute(numWarps, capacity, order);
  return tilegpu::BlockedAttr::get(ctx, sizePerThread, threads, warps, order);
}

RankedTensorType tensorOf(Value v) { return dyn_cast<RankedTensorType>(v.getType()); }

/// A dot's accumulator layout (mma) or a slice of one.
bool fromDot(Attribute layout) {
  if (auto slice = dyn_cast_or_null<tilegpu::SliceAttr>(layout))
    layout = slice.getParent();
  return isa_and_nonnull<tilegpu::MmaAttr>(layout);
}

/// The rank of a blocked or mma layout (0 for others).
unsigned layoutRank(Attribute layout) {
  if (auto blocked = dyn_cast_or_null<tilegpu::BlockedAttr>(layout))
    return blocked.getRank();
  if (auto mma = dyn_cast_or_null<tilegpu::MmaAttr>(layout))
    return mma.getRank();
  return 0;
}

/// The layout of tl.trans(x, order) for x of layout `src`: result dimension
/// i is source dimension order[i].
tilegpu::BlockedAttr permuteLayout(tilegpu::BlockedAttr src, ArrayRef<int32_t> order) {
  unsigned rank = order.size();
  SmallVector<unsigned> spt(rank), tpw(rank), wpc(rank), inverse(rank), newOrder;
  for (unsigned i = 0; i < rank; ++i) {
    spt[i] = src.getSizePerThread()[order[i]];
    tpw[i] = src.getThreadsPerWarp()[order[i]];
    wpc[i] = src.getWarpsPerCTA()[order[i]];
    inverse[order[i]] = i;
  }
  for (unsigned d : src.getOrder())
    newOrder.push_back(inverse[d]);
  return tilegpu::BlockedAttr::get(src.getContext(), spt, tpw, wpc, newOrder);
}

/// The accumulator layout of a dot: warps split the result into blocks as
/// square as the 16x8 instruction tiles allow (a warp's A and B fragments
/// are then reused across the most tiles); when the result has fewer tiles
/// than warps, the extra warps hold copies.
tilegpu::MmaAttr makeMmaLayout(MLIRContext *ctx, ArrayRef<int64_t> shape, unsigned numWarps, bool rowsFirst) {
  unsigned rank = shape.size();
  int64_t m = shape[rank - 2], n = shape[rank - 1];
  unsigned wm = 1, wn = 1;
  // Rows first (each warp owns whole rows): row reductions of the result
  // then stay within a warp, as attention's softmax needs.
  while (rowsFirst && wm * wn < numWarps && m / (16 * wm) >= 2)
    wm *= 2;
  while (wm * wn < numWarps) {
    bool mSplits = m / (16 * wm) >= 2, nSplits = n / (8 * wn) >= 2;
    if (mSplits && (m / wm >= n / wn || !nSplits))
      wm *= 2;
    else if (nSplits)
      wn *= 2;
    else
      wn *= 2; // replication
  }
  SmallVector<unsigned> warps = rank == 3 ? SmallVector<unsigned>{1, wm, wn} : SmallVector<unsigned>{wm, wn};
  return tilegpu::MmaAttr::get(ctx, warps);
}

class LayoutAssignment {
public:
  LayoutAssignment(MLIRContext *ctx, unsigned numWarps, bool wgmma)
      : ctx(ctx), numWarps(numWarps), wgmma(wgmma) {}

  /// The widest legal vector access seen for tensors of `shape` along `dim`.
  void recordVectorWidth(ArrayRef<int64_t> shape, unsigned dim, unsigned width) {
    unsigned &best = vectorByShape[{SmallVector<int64_t>(shape), dim}];
    best = std::max(best, width);
  }

  void run(func::FuncOp func) {
    // A loop-carried value whose initial value is cheap (attention's running
    // max and sum) should live in the layout its body produces, which only
    // assignment reveals: assign a copy of the function first, and prefer
    // for such values the layout their yield got there, when it is a dot's
    // (mma) or a slice of one. Everything else is converted once, after
    // the loop, rather than every iteration.
    if (!rehearsal) {
      auto copy = cast<func::FuncOp>(func->clone());
      LayoutAssignment trial(ctx, numWarps, wgmma);
      trial.vectorByShape = vectorByShape;
      trial.rehearsal = true;
      trial.run(copy);
      SmallVector<scf::ForOp> original, rehearsed;
      func.walk([&](scf::ForOp loop) { original.push_back(loop); });
      copy.walk([&](scf::ForOp loop) { rehearsed.push_back(loop); });
      for (auto [loop, tried] : llvm::zip(original, rehearsed))
        for (unsigned i = 0; i < loop.getNumResults(); ++i) {
          Value yielded = tried.getBody()->getTerminator()->getOperand(i);
          if (!tensorOf(yielded))
            continue;
          // What the body computed, before its conversion to the carried
          // layout (a cheap value the cleanup rebuilds in the carried layout
          // is computed there).
          if (auto converted = yielded.getDefiningOp<tilegpu::ConvertLayoutOp>())
            if (!rebuildsInLayout(converted.getSrc(), layoutOf(converted)))
              yielded = converted.getSrc();
          Attribute layout = layoutOf(yielded);
          if (fromDot(layout) && isRematerializable(loop.getInitArgs()[i])) {
            setPreference(loop.getRegionIterArgs()[i], layout);
            setPreference(loop.getInitArgs()[i], layout);
          }
        }
      copy.erase();
    }
    // Preferences need two sweeps: a loop's carried values learn their
    // preference from uses inside the body, visited before the loop op.
    for (int sweep = 0; sweep < 2; ++sweep)
      func.walk<WalkOrder::PostOrder, ReverseIterator>([&](Operation *op) { prefer(op); });
    for (Block &block : func.getBody())
      assignBlock(block);
  }

private:
  MLIRContext *ctx;
  unsigned numWarps;
  bool wgmma;
  bool rehearsal = false; // assigning a throw-away copy (see run)
  /// Keyed by shape and the dimension the vectors run along.
  using AnchorKey = std::pair<SmallVector<int64_t>, unsigned>;
  std::map<AnchorKey, unsigned> vectorByShape;
  std::map<AnchorKey, tilegpu::BlockedAttr> anchors;
  DenseMap<Value, Attribute> preferred;
  DenseMap<std::pair<Value, Attribute>, Value> conversions;

  /// The blocked layout of accesses to tensors of `shape` whose vectors run
  /// along `vectorDim`.
  tilegpu::BlockedAttr anchor(ArrayRef<int64_t> shape, unsigned vectorDim) {
    AnchorKey key{SmallVector<int64_t>(shape), vectorDim};
    auto it = anchors.find(key);
    if (it != anchors.end())
      return it->second;
    unsigned vector = 1;
    if (auto found = vectorByShape.find(key); found != vectorByShape.end())
      vector = std::max(1u, found->second);
    return anchors[key] = makeBlockedLayout(ctx, shape, vector, numWarps, vectorDim);
  }
  /// The row-major anchor of v's shape.
  tilegpu::BlockedAttr anchor(Value v) {
    ArrayRef<int64_t> shape = tensorOf(v).getShape();
    return anchor(shape, shape.size() - 1);
  }
  /// The anchor of a load, store or atomic: its vectors' dimension
  /// (tilegpu.vector_dim, else the last).
  tilegpu::BlockedAttr accessAnchor(Operation *access) {
    ArrayRef<int64_t> shape = tensorOf(access->getOperand(0)).getShape();
    unsigned dim = shape.size() - 1;
    if (auto attr = access->getAttrOfType<IntegerAttr>(tilegpu::kVectorDimAttr))
      dim = attr.getInt();
    return anchor(shape, dim);
  }
  tilegpu::MmaAttr mmaLayout(tile::DotOp dot) {
    // Dots in a loop that also reduces (attention) split warps by rows, and
    // so do all dots for wgmma: a warp group's four warps own 64
    // consecutive rows of the result, which mma layouts with whole warps
    // along rows give.
    bool rowsFirst = wgmma;
    if (auto loop = dot->getParentOfType<scf::ForOp>())
      loop.getBody()->walk([&](tile::ReduceOp) { rowsFirst = true; });
    return makeMmaLayout(ctx, dot.getResult().getType().getShape(), numWarps, rowsFirst);
  }

  //===--------------------------------------------------------------------===//
  // Preferences (uses -> definitions)
  //===--------------------------------------------------------------------===//

  Attribute preference(Value v) const { return preferred.lookup(v); }

  void setPreference(Value v, Attribute layout) {
    auto tensor = tensorOf(v);
    if (!tensor || !layout || preferred.count(v))
      return;
    unsigned rank = 0;
    if (auto blocked = dyn_cast<tilegpu::BlockedAttr>(layout))
      rank = blocked.getRank();
    else if (auto mma = dyn_cast<tilegpu::MmaAttr>(layout))
      rank = mma.getRank();
    else if (auto slice = dyn_cast<tilegpu::SliceAttr>(layout))
      rank = layoutRank(slice.getParent()) - 1;
    if (rank == tensor.getRank())
      preferred[v] = layout;
  }

  void prefer(Operation *op) {
    if (isa<tile::LoadOp, tile::StoreOp, tile::AtomicRMWOp, tile::AtomicCASOp>(op)) {
      Value ptr = op->getOperand(0);
      if (!tensorOf(ptr))
        return;
      for (Value operand : op->getOperands())
        setPreference(operand, accessAnchor(op));
      return;
    }
    if (auto dot = dyn_cast<tile::DotOp>(op)) {
      // The accumulator is born in the mma layout (a loop-carried one too).
      setPreference(dot.getAcc(), mmaLayout(dot));
      return;
    }
    if (auto broadcast = dyn_cast<tile::BroadcastOp>(op)) {
      if (Attribute layout = preference(broadcast.getResult()); registerReshapeLayout(layout))
        setPreference(broadcast.getSrc(), layout);
      return;
    }
    if (auto expand = dyn_cast<tile::ExpandDimsOp>(op)) {
      if (Attribute layout = preference(expand.getResult()); registerReshapeLayout(layout))
        setPreference(expand.getSrc(), tilegpu::SliceAttr::get(ctx, expand.getAxis(), layout));
      return;
    }
    if (auto gather = dyn_cast<tile::GatherOp>(op)) {
      // The result takes the indices' layout (GatherLowering reads each
      // element where its index lives).
      setPreference(gather.getIndices(), preference(gather.getResult()));
      return;
    }
    if (isa<tile::ReduceOp, tile::ScanOp, tile::ReshapeOp, tile::TransOp, tile::JoinOp, tile::SplitOp,
            tile::CatOp, tile::PrintOp, tile::AssertOp>(op))
      return;
    if (auto yield = dyn_cast<scf::YieldOp>(op)) {
      Operation *parent = op->getParentOp();
      for (auto [i, operand] : llvm::enumerate(yield.getOperands())) {
        // A loop's next value wants its carried value's layout first (no
        // conversion per iteration), then the layout its users after the
        // loop want. (A rehearsal lets loop bodies choose; see run.)
        if (auto loop = dyn_cast<scf::ForOp>(parent))
          setPreference(operand, preference(loop.getRegionIterArgs()[i]));
        if (isa<scf::IfOp>(parent) || (isa<scf::ForOp>(parent) && !rehearsal))
          setPreference(operand, preference(parent->getResult(i)));
      }
      return;
    }
    if (auto loop = dyn_cast<scf::ForOp>(op)) {
      for (unsigned i = 0; i < loop.getNumResults(); ++i) {
        // What the body wants comes first: it runs every iteration, while
        // a use after the loop converts once.
        Value arg = loop.getRegionIterArgs()[i];
        Attribute layout = preference(arg);
        if (!layout && !rehearsal)
          layout = preference(loop.getResult(i));
        setPreference(arg, layout);
        setPreference(loop.getInitArgs()[i], layout);
      }
      return;
    }
    if (auto loop = dyn_cast<scf::WhileOp>(op)) {
      for (auto [init, arg] : llvm::zip(loop.getInits(), loop.getBeforeArguments()))
        setPreference(init, preference(arg));
      return;
    }
    // Elementwise: operands of the result's shape prefer the result's layout.
    if (op->getNumResults() == 0 || !tensorOf(op->getResult(0)))
      return;
    Attribute layout = preference(op->getResult(0));
    if (!layout)
      return;
    for (Value operand : op->getOperands())
      if (auto tensor = tensorOf(operand); tensor && tensor.getShape() == tensorOf(op->getResult(0)).getShape())
        setPreference(operand, layout);
  }

  //===--------------------------------------------------------------------===//
  // Assignment (definitions -> uses)
  //===--------------------------------------------------------------------===//

  static Attribute layoutOf(Value v) { return tensorOf(v).getEncoding(); }

  Attribute preferredOrAnchor(Value v) {
    if (Attribute layout = preference(v))
      return layout;
    return anchor(v);
  }

  /// `v` in `layout`: v itself or a conversion placed right after v's
  /// definition (so it dominates every use), one per value and layout.
  Value convert(Value v, Attribute layout) {
    if (layoutOf(v) == layout)
      return v;
    auto key = std::make_pair(v, layout);
    if (Value done = conversions.lookup(key))
      return done;
    OpBuilder b(ctx);
    if (Operation *def = v.getDefiningOp())
      b.setInsertionPointAfter(def);
    else
      b.setInsertionPointToStart(cast<BlockArgument>(v).getOwner());
    auto tensor = tensorOf(v);
    auto type = RankedTensorType::get(tensor.getShape(), tensor.getElementType(), layout);
    Value result = b.create<tilegpu::ConvertLayoutOp>(v.getLoc(), type, v);
    conversions[key] = result;
    return result;
  }

  void require(OpOperand &use, Attribute layout) {
    if (tensorOf(use.get()) && layoutOf(use.get()) != layout)
      use.set(convert(use.get(), layout));
  }

  void assignBlock(Block &block) {
    for (Operation &op : llvm::make_early_inc_range(block))
      assign(&op);
  }

  void assign(Operation *op) {
    if (isa<tile::LoadOp, tile::StoreOp, tile::AtomicRMWOp, tile::AtomicCASOp>(op)) {
      Value ptr = op->getOperand(0);
      if (!tensorOf(ptr))
        return;
      Attribute layout = accessAnchor(op);
      for (OpOperand &use : op->getOpOperands())
        require(use, layout);
      for (Value result : op->getResults())
        setLayout(result, layout);
      return;
    }
    if (auto reduce = dyn_cast<tile::ReduceOp>(op)) {
      // A dot's result reduces in its mma layout (rows across a quad of
      // lanes), into the slice of that layout.
      // (Not when the layout holds copies, a matrix smaller than the warps'
      // tiles: the blocked path knows which copies to leave out.)
      auto mma = dyn_cast_or_null<tilegpu::MmaAttr>(layoutOf(reduce.getSrcs()[0]));
      auto shape = tensorOf(reduce.getSrcs()[0]).getShape();
      if (mma && mma.getRank() == 2 && shape.size() == 2 && shape[0] >= 16 * mma.getWarpsPerCTA()[0] &&
          shape[1] >= 8 * mma.getWarpsPerCTA()[1]) {
        for (OpOperand &use : op->getOpOperands())
          require(use, mma);
        for (Value result : op->getResults())
          setLayout(result, tilegpu::SliceAttr::get(ctx, reduce.getAxis(), mma));
        return;
      }
    }
    if (isa<tile::ReduceOp, tile::ScanOp>(op)) {
      // The lowering reduces and scans tensors of blocked layouts.
      Value first = op->getOperand(0);
      Attribute layout = layoutOf(first);
      if (!isa<tilegpu::BlockedAttr>(layout))
        layout = anchor(first);
      for (OpOperand &use : op->getOpOperands())
        require(use, layout);
      for (Value result : op->getResults()) {
        if (auto reduce = dyn_cast<tile::ReduceOp>(op))
          setLayout(result, tilegpu::SliceAttr::get(ctx, reduce.getAxis(), cast<tilegpu::BlockedAttr>(layout)));
        else
          setLayout(result, layout);
      }
      return;
    }
    if (auto dot = dyn_cast<tile::DotOp>(op)) {
      // The lowering stages a and b through shared memory from any layout.
      Attribute layout = mmaLayout(dot);
      require(dot->getOpOperand(2), layout);
      setLayout(dot.getResult(), layout);
      return;
    }
    if (auto expand = dyn_cast<tile::ExpandDimsOp>(op)) {
      // Register-only from slice(axis, P) to P: a source in another layout
      // is first converted (or rebuilt) into that slice.
      auto slice = dyn_cast<tilegpu::SliceAttr>(layoutOf(expand.getSrc()));
      if (!slice || slice.getDim() != expand.getAxis()) {
        Attribute target = preferredOrAnchor(expand.getResult());
        if (!registerReshapeLayout(target))
          target = anchor(expand.getResult());
        slice = tilegpu::SliceAttr::get(ctx, expand.getAxis(), target);
        require(expand->getOpOperand(0), slice);
      }
      setLayout(expand.getResult(), slice.getParent());
      return;
    }
    if (auto broadcast = dyn_cast<tile::BroadcastOp>(op)) {
      // Register-only within one blocked layout.
      Attribute layout = layoutOf(broadcast.getSrc());
      if (!registerReshapeLayout(layout)) {
        layout = preferredOrAnchor(broadcast.getResult());
        if (!registerReshapeLayout(layout))
          layout = anchor(broadcast.getResult());
        require(broadcast->getOpOperand(0), layout);
      }
      setLayout(broadcast.getResult(), layout);
      return;
    }
    if (auto trans = dyn_cast<tile::TransOp>(op)) {
      // Register-only: the source's blocked layout with its dimensions
      // permuted gives every thread the same elements.
      if (auto blocked = dyn_cast<tilegpu::BlockedAttr>(layoutOf(trans.getSrc()))) {
        setLayout(trans.getResult(), permuteLayout(blocked, trans.getOrder()));
        return;
      }
    }
    if (auto reshape = dyn_cast<tile::ReshapeOp>(op)) {
      // Register-only where a layout keeps every thread's elements: any
      // order into one dimension (flattening for a reduction), else the
      // row-major order (tilegpu/ReshapeLayouts.h).
      auto src = dyn_cast_or_null<tilegpu::BlockedAttr>(layoutOf(reshape.getSrc()));
      ArrayRef<int64_t> srcShape = reshape.getSrc().getType().getShape();
      tilegpu::BlockedAttr kept;
      if (reshape.getAllowReorder() && reshape.getType().getRank() == 1)
        kept = tilegpu::flattenedLayout(src, srcShape);
      if (!kept)
        kept = tilegpu::reshapedLayout(src, srcShape, reshape.getType().getShape());
      if (kept) {
        setLayout(reshape.getResult(), kept);
        return;
      }
    }
    if (isa<tile::ReshapeOp, tile::TransOp, tile::JoinOp, tile::SplitOp, tile::CatOp>(op)) {
      // Through shared memory whatever the layouts: take the preferred one.
      Attribute layout = preferredOrAnchor(op->getResult(0));
      for (Value result : op->getResults())
        setLayout(result, layout);
      if (isa<tile::JoinOp, tile::CatOp>(op))
        require(op->getOpOperand(1), layoutOf(op->getOperand(0)));
      return;
    }
    if (auto gather = dyn_cast<tile::GatherOp>(op)) {
      // The source goes through shared memory in any layout; each thread
      // reads the elements its indices name, so the result has their layout.
      setLayout(gather.getResult(), layoutOf(gather.getIndices()));
      return;
    }
    if (isa<tile::PrintOp, tile::AssertOp>(op))
      return;
    if (auto loop = dyn_cast<scf::ForOp>(op)) {
      for (unsigned i = 0; i < loop.getNumResults(); ++i) {
        if (!tensorOf(loop.getResult(i)))
          continue;
        Attribute layout = layoutOf(loop.getInitArgs()[i]);
        setLayout(loop.getRegionIterArgs()[i], layout);
        setLayout(loop.getResult(i), layout);
      }
      assignBlock(*loop.getBody());
      auto yield = cast<scf::YieldOp>(loop.getBody()->getTerminator());
      for (unsigned i = 0; i < loop.getNumResults(); ++i)
        if (tensorOf(loop.getResult(i)))
          require(yield->getOpOperand(i), layoutOf(loop.getResult(i)));
      return;
    }
    if (auto branch = dyn_cast<scf::IfOp>(op)) {
      for (Region &region : op->getRegions())
        for (Block &block : region)
          assignBlock(block);
      for (unsigned i = 0; i < branch.getNumResults(); ++i) {
        Value result = branch.getResult(i);
        if (!tensorOf(result))
          continue;
        Attribute layout = preference(result);
        if (!layout)
          layout = layoutOf(branch.thenYield().getOperand(i));
        setLayout(result, layout);
        require(branch.thenYield()->getOpOperand(i), layout);
        require(branch.elseYield()->getOpOperand(i), layout);
      }
      return;
    }
    if (auto loop = dyn_cast<scf::WhileOp>(op)) {
      for (auto [init, arg] : llvm::zip(loop.getInits(), loop.getBeforeArguments()))
        if (tensorOf(arg))
          setLayout(arg, layoutOf(init));
      assignBlock(loop.getBefore().front());
      scf::ConditionOp condition = loop.getConditionOp();
      for (auto [i, forwarded] : llvm::enumerate(condition.getArgs()))
        if (tensorOf(forwarded)) {
          setLayout(loop.getAfterArguments()[i], layoutOf(forwarded));
          setLayout(loop.getResult(i), layoutOf(forwarded));
        }
      assignBlock(loop.getAfter().front());
      Operation *yield = loop.getAfter().front().getTerminator();
      for (auto [i, arg] : llvm::enumerate(loop.getBeforeArguments()))
        if (tensorOf(arg))
          require(yield->getOpOperand(i), layoutOf(arg));
      return;
    }
    // Everything else with tensor results is elementwise (arith, math,
    // splat, make_range, addptr, select, extern_elementwise): the result
    // takes its preferred layout, else its first operand's, and operands of
    // the result's shape follow the result.
    if (op->getNumResults() == 0 || !tensorOf(op->getResult(0)))
      return;
    Value first = op->getResult(0);
    Attribute layout = preference(first);
    // A cast of a dot's result stays in the mma layout: the conversion its
    // user needs then moves the narrower type.
    if (isa<arith::TruncFOp, arith::TruncIOp>(op) && isa<tilegpu::MmaAttr>(layoutOf(op->getOperand(0))))
      layout = layoutOf(op->getOperand(0));
    // Without a preference: the layout of an operand of the result's shape,
    // a dot's (mma) first since it is the costliest to convert (the mask of
    // a tl.where must not pull the scores out of it), else the first.
    if (!layout)
      for (Value operand : op->getOperands())
        if (auto tensor = tensorOf(operand);
            tensor && tensor.getShape() == tensorOf(first).getShape() && tensor.getEncoding() &&
            (!layout || fromDot(tensor.getEncoding())))
          layout = tensor.getEncoding();
    if (!layout)
      layout = anchor(first);
    for (Value result : op->getResults())
      if (tensorOf(result))
        setLayout(result, tensorOf(result).getShape() == tensorOf(first).getShape() ? layout
                                                                                   : Attribute(anchor(result)));
    for (OpOperand &use : op->getOpOperands())
      if (auto tensor = tensorOf(use.get()); tensor && tensor.getShape() == tensorOf(first).getShape())
        require(use, layout);
  }
};

struct AssignLayouts : tritonc::impl::AssignLayoutsBase<AssignLayouts> {
  using AssignLayoutsBase::AssignLayoutsBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *ctx = &getContext();
    if (numWarps == 0 || !llvm::isPowerOf2_32(numWarps)) {
      module.emitError() << "num_warps must be a power of two, got " << static_cast<unsigned>(numWarps);
      return signalPassFailure();
    }
    module->setAttr(tilegpu::kNumWarpsAttr, IntegerAttr::get(IntegerType::get(ctx, 32), numWarps));

    for (auto func : module.getOps<func::FuncOp>()) {
      for (BlockArgument arg : func.getArguments())
        if (isa<RankedTensorType>(arg.getType()))
          return (void)(func.emitError("tensor arguments are not supported"), signalPassFailure());
      LayoutAssignment layouts(ctx, numWarps, wgmma);
      func.walk([&](Operation *op) {
        if (!isa<tile::LoadOp, tile::StoreOp>(op))
          return;
        auto tensor = dyn_cast<RankedTensorType>(op->getOperand(0).getType());
        auto width = op->getAttrOfType<IntegerAttr>(tilegpu::kVectorWidthAttr);
        if (!tensor || !width)
          return;
        unsigned dim = tensor.getRank() - 1;
        if (auto vectorDim = op->getAttrOfType<IntegerAttr>(tilegpu::kVectorDimAttr))
          dim = vectorDim.getInt();
        layouts.recordVectorWidth(tensor.getShape(), dim, width.getInt());
      });
      layouts.run(func);
    }
  }
};

} // namespace

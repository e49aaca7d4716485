//===- TileToTileGPU.cpp - give every tile tensor a distributed layout ----===//
//
// Layouts are chosen in three steps:
//
// 1. Anchors. Each shape that is loaded or stored gets a blocked layout that
//    follows its memory accesses: along the contiguous dimension each thread
//    owns as many elements as the widest vector access the axis analysis
//    proves legal (at most 16 bytes), lanes then warps are laid out along
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
//    tilegpu.convert_layout is inserted (cheap definitions such as splats,
//    ranges, constants and integer arithmetic on them are rebuilt in the
//    needed layout instead).
//
//===----------------------------------------------------------------------===//
#include "analysis/AxisInfo.h"
#include "conversion/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Iterators.h"
#include "mlir/IR/BuiltinAttributes.h"

#include <map>

namespace tritonc {
#define GEN_PASS_DEF_CONVERTTILETOTILEGPU
#include "conversion/Passes.h.inc"
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
                                       unsigned vector, unsigned numWarps) {
  unsigned rank = shape.size();
  SmallVector<unsigned> order;
  for (unsigned d = rank; d-- > 0;)
    order.push_back(d); // row-major: the last dimension is contiguous
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

/// Whether `v` is cheaper to recompute in another layout than to move: a
/// splat, a range, a splat constant, or integer arithmetic on such values
/// (index computations like `pid * BLOCK + tl.arange(0, BLOCK)`).
bool isRematerializable(Value v, unsigned depth = 4) {
  Operation *op = v.getDefiningOp();
  if (!op || op->getNumResults() != 1 || depth == 0)
    return false;
  if (isa<tile::SplatOp, tile::MakeRangeOp>(op))
    return true;
  if (auto constant = dyn_cast<arith::ConstantOp>(op))
    return isa<SplatElementsAttr>(constant.getValue());
  if (!isa<arith::AddIOp, arith::SubIOp, arith::MulIOp, arith::ExtSIOp, arith::ExtUIOp, arith::TruncIOp>(op))
    return false;
  for (Value operand : op->getOperands())
    if (isa<RankedTensorType>(operand.getType()) && !isRematerializable(operand, depth - 1))
      return false;
  return true;
}

class LayoutAssignment {
public:
  LayoutAssignment(MLIRContext *ctx, unsigned numWarps) : ctx(ctx), numWarps(numWarps) {}

  /// The widest legal vector access seen for tensors of `shape`.
  void recordVectorWidth(ArrayRef<int64_t> shape, unsigned width) {
    unsigned &best = vectorByShape[SmallVector<int64_t>(shape)];
    best = std::max(best, width);
  }

  void run(func::FuncOp func) {
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
  std::map<SmallVector<int64_t>, unsigned> vectorByShape;
  std::map<SmallVector<int64_t>, tilegpu::BlockedAttr> anchors;
  DenseMap<Value, Attribute> preferred;
  DenseMap<std::pair<Value, Attribute>, Value> conversions;

  tilegpu::BlockedAttr anchor(ArrayRef<int64_t> shape) {
    SmallVector<int64_t> key(shape);
    auto it = anchors.find(key);
    if (it != anchors.end())
      return it->second;
    unsigned vector = 1;
    if (auto found = vectorByShape.find(key); found != vectorByShape.end())
      vector = std::max(1u, found->second);
    return anchors[key] = makeBlockedLayout(ctx, shape, vector, numWarps);
  }
  tilegpu::BlockedAttr anchor(Value v) { return anchor(tensorOf(v).getShape()); }

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
    else if (auto slice = dyn_cast<tilegpu::SliceAttr>(layout))
      rank = slice.getParent().getRank() - 1;
    if (rank == tensor.getRank())
      preferred[v] = layout;
  }

  void prefer(Operation *op) {
    if (isa<tile::LoadOp, tile::StoreOp, tile::AtomicRMWOp, tile::AtomicCASOp>(op)) {
      Value ptr = op->getOperand(0);
      if (!tensorOf(ptr))
        return;
      for (Value operand : op->getOperands())
        setPreference(operand, anchor(ptr));
      return;
    }
    if (auto broadcast = dyn_cast<tile::BroadcastOp>(op)) {
      if (auto layout = dyn_cast_or_null<tilegpu::BlockedAttr>(preference(broadcast.getResult())))
        setPreference(broadcast.getSrc(), layout);
      return;
    }
    if (auto expand = dyn_cast<tile::ExpandDimsOp>(op)) {
      if (auto layout = dyn_cast_or_null<tilegpu::BlockedAttr>(preference(expand.getResult())))
        setPreference(expand.getSrc(), tilegpu::SliceAttr::get(ctx, expand.getAxis(), layout));
      return;
    }
    if (isa<tile::ReduceOp, tile::ScanOp, tile::ReshapeOp, tile::TransOp, tile::JoinOp, tile::SplitOp,
            tile::CatOp, tile::PrintOp, tile::AssertOp>(op))
      return;
    if (auto yield = dyn_cast<scf::YieldOp>(op)) {
      Operation *parent = op->getParentOp();
      for (auto [i, operand] : llvm::enumerate(yield.getOperands())) {
        if (isa<scf::ForOp, scf::IfOp>(parent))
          setPreference(operand, preference(parent->getResult(i)));
        if (auto loop = dyn_cast<scf::ForOp>(parent))
          setPreference(operand, preference(loop.getRegionIterArgs()[i]));
      }
      return;
    }
    if (auto loop = dyn_cast<scf::ForOp>(op)) {
      for (unsigned i = 0; i < loop.getNumResults(); ++i) {
        Value arg = loop.getRegionIterArgs()[i];
        Attribute layout = preference(loop.getResult(i));
        if (!layout)
          layout = preference(arg);
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

  static void setLayout(Value v, Attribute layout) {
    auto tensor = tensorOf(v);
    if (!tensor)
      return;
    v.setType(RankedTensorType::get(tensor.getShape(), tensor.getElementType(), layout));
    // Constants carry their type in the attribute too.
    if (auto constant = v.getDefiningOp<arith::ConstantOp>())
      if (auto dense = dyn_cast<DenseElementsAttr>(constant.getValue()))
        constant.setValueAttr(dense.reshape(cast<ShapedType>(v.getType())));
  }

  Attribute preferredOrAnchor(Value v) {
    if (Attribute layout = preference(v))
      return layout;
    return anchor(v);
  }

  /// `v` in `layout`: v itself, a rebuilt cheap definition, or a conversion
  /// placed right after v's definition (so it dominates every use).
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
    Value result;
    Operation *def = v.getDefiningOp();
    if (isRematerializable(v)) {
      // Rebuild the definition in `layout`, its tensor operands too.
      Operation *copy = b.clone(*def);
      for (OpOperand &use : copy->getOpOperands())
        if (tensorOf(use.get()))
          use.set(convert(use.get(), layout));
      setLayout(copy->getResult(0), layout);
      result = copy->getResult(0);
    } else {
      result = b.create<tilegpu::ConvertLayoutOp>(v.getLoc(), type, v);
    }
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
      Attribute layout = anchor(ptr);
      for (OpOperand &use : op->getOpOperands())
        require(use, layout);
      for (Value result : op->getResults())
        setLayout(result, layout);
      return;
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
    if (auto expand = dyn_cast<tile::ExpandDimsOp>(op)) {
      // Register-only from slice(axis, P) to P: a source in another layout
      // is first converted (or rebuilt) into that slice.
      auto slice = dyn_cast<tilegpu::SliceAttr>(layoutOf(expand.getSrc()));
      if (!slice || slice.getDim() != expand.getAxis()) {
        auto target = dyn_cast<tilegpu::BlockedAttr>(preferredOrAnchor(expand.getResult()));
        if (!target)
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
      if (!isa<tilegpu::BlockedAttr>(layout)) {
        layout = preferredOrAnchor(broadcast.getResult());
        if (!isa<tilegpu::BlockedAttr>(layout))
          layout = anchor(broadcast.getResult());
        require(broadcast->getOpOperand(0), layout);
      }
      setLayout(broadcast.getResult(), layout);
      return;
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
    if (!layout)
      for (Value operand : op->getOperands())
        if (auto tensor = tensorOf(operand);
            tensor && tensor.getShape() == tensorOf(first).getShape() && tensor.getEncoding()) {
          layout = tensor.getEncoding();
          break;
        }
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

struct ConvertTileToTileGPU
    : tritonc::impl::ConvertTileToTileGPUBase<ConvertTileToTileGPU> {
  using ConvertTileToTileGPUBase::ConvertTileToTileGPUBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *ctx = &getContext();
    if (numWarps == 0 || !llvm::isPowerOf2_32(numWarps)) {
      module.emitError() << "num_warps must be a power of two, got " << numWarps;
      return signalPassFailure();
    }
    module->setAttr(tilegpu::kNumWarpsAttr,
                    IntegerAttr::get(IntegerType::get(ctx, 32), numWarps));

    // Placeholder until the GPU lowering of tile.dot exists.
    WalkResult dot = module.walk([](tile::DotOp op) {
      op.emitError("tl.dot is not yet supported on the GPU");
      return WalkResult::interrupt();
    });
    if (dot.wasInterrupted())
      return signalPassFailure();

    for (auto func : module.getOps<func::FuncOp>()) {
      for (BlockArgument arg : func.getArguments())
        if (isa<RankedTensorType>(arg.getType()))
          return (void)(func.emitError("tensor arguments are not supported"), signalPassFailure());

      AxisInfoAnalysis axis;
      LayoutAssignment layouts(ctx, numWarps);
      auto annotate = [&](Operation *op, Value ptr, Value mask) {
        auto tensor = dyn_cast<RankedTensorType>(ptr.getType());
        if (!tensor)
          return;
        unsigned fastDim = tensor.getRank() - 1;
        unsigned width = axis.vectorWidth(ptr, fastDim);
        layouts.recordVectorWidth(tensor.getShape(), width);
        op->setAttr(tilegpu::kVectorWidthAttr, IntegerAttr::get(IntegerType::get(ctx, 32), width));
        if (mask)
          op->setAttr(tilegpu::kMaskUniformAttr,
                      BoolAttr::get(ctx, axis.isUniformOver(mask, fastDim, width)));
      };
      func.walk([&](Operation *op) {
        if (auto load = dyn_cast<tile::LoadOp>(op))
          annotate(op, load.getPtr(), load.getMask());
        else if (auto store = dyn_cast<tile::StoreOp>(op))
          annotate(op, store.getPtr(), store.getMask());
      });
      layouts.run(func);
    }
  }
};

} // namespace

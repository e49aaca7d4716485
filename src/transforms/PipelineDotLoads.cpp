//===- PipelineDotLoads.cpp - loads feeding tl.dot issued ahead -----------===//
//
// In a loop whose body loads tiles that only tl.dot consumes (directly, or
// through tl.trans as its B operand), each such load becomes an asynchronous
// copy into a ring of `stages` slots of shared memory, issued stages-1
// iterations ahead, and the dot reads its operand straight from the slot
// (ldmatrix), so the copies of later iterations overlap this iteration's
// math:
//
//   prologue:  copy iterations 0 .. D-1 (D = stages-1), one commit each
//   body i:    wait until iteration i's group is done (cp.async.wait_group
//              D-1), barrier (every thread's copies are visible, and every
//              thread is done with the slot iteration i-1 read), then
//              copy iteration i+D into slot (i+D) % stages, commit;
//              the dot reads slot i % stages
//   after:     wait for all groups, barrier (the ring's bytes are free)
//
// A copy for iteration i+d needs the load's pointers and mask at that
// iteration: the ops computing them are cloned with the induction variable
// advanced by d steps and each pointer the loop carries with `p += inc`
// (inc loop-invariant) advanced by d*inc. Copies past the loop's end are
// masked off. A load qualifies when its operands can be computed so, its
// `other` is zero (masked elements are zero-filled), its element type is 16
// bits, and its vector accesses are 4, 8 or 16 bytes with a mask constant
// over each.
//
// A load through a block pointer that tritonc-plan-tensor-maps marked with
// a tensor map (tilegpu.tensor_map_plan; sm_90a) is copied by the tensor
// memory accelerator instead: one cp.async.bulk.tensor per column block of the
// tile, issued by thread 0, counted on the slot's mbarrier (expect_tx of
// the fill's bytes), and every thread waits on that barrier, with the
// parity of the slot's fill, where cp.async waits for its group. The
// copies' coordinates are the block pointer's offsets at iteration i+d,
// recomputed like cp.async's pointers.
//
//===----------------------------------------------------------------------===//
#include "transforms/DotOperandStaging.h"
#include "transforms/Passes.h"
#include "transforms/TensorMaps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;

namespace tritonc {
namespace {

/// How a block-pointer load is copied with the bulk tensor copy engine: the
/// tensor map parameter and the tile's boxes.
struct MappedCopy : TensorCopy {
  Value desc;
};

/// With one warp group and chained dots, when copies go after the dots
/// (see LoopPipeliner::transform): from `macs` multiply-accumulates per
/// iteration or `rows` result rows per warp group.
struct AfterDotsRule {
  int64_t macs;
  int64_t rows;
};

/// One pipelined load and its ring of slots.
struct Candidate {
  tile::LoadOp load;
  int64_t tileBytes = 0;
  Value buffer;
  std::optional<MappedCopy> tensor; // set: copied by TMA, not cp.async
  StagedFormat format; // the tile's in the slots
};

/// A loop-carried pointer (or integer) advanced by a loop-invariant
/// increment each iteration: its value d iterations later is p + d * inc.
struct Advance {
  Value increment;
};

class LoopPipeliner {
public:
  LoopPipeliner(scf::ForOp loop, unsigned stages, bool wgmma, AfterDotsRule afterDots, TensorMaps *maps)
      : loop(loop), stages(stages), wgmma(wgmma), afterDots(afterDots), maps(maps) {}

  bool run() {
    auto step = getConstantIntValue(loop.getStep());
    if (!step || *step <= 0 || !loop.getInductionVar().getType().isInteger(32))
      return false;
    Block *body = loop.getBody();
    for (Operation &op : *body) {
      auto load = dyn_cast<tile::LoadOp>(op);
      if (!load)
        continue;
      // The format is decided while the dots still read the load (its
      // uses say which format they need).
      std::optional<StagedFormat> format = stagedFormat(load);
      if (!format)
        continue;
      auto map = load->getAttrOfType<tilegpu::TensorMapAttr>(tilegpu::kTensorMapPlanAttr);
      std::optional<TensorCopy> copy;
      if (map)
        copy = tensorCopyOf(load, map, *format);
      if (copy && collectAll(copy->coords)) {
        descriptions[load] = map;
        candidates.push_back({load, 0, Value(), MappedCopy{*copy, Value()}, *format});
      } else if (qualifies(load)) {
        candidates.push_back({load, 0, Value(), std::nullopt, *format});
      }
    }
    if (candidates.empty())
      return false;
    // The tensor maps become kernel parameters only once the loop is
    // pipelined.
    for (Candidate &c : candidates)
      if (c.tensor)
        c.tensor->desc = maps->add(c.load, descriptions.lookup(c.load));
    if (wgmma)
      findChainedDots();
    transform();
    return true;
  }

private:
  scf::ForOp loop;
  unsigned stages;
  bool wgmma;
  AfterDotsRule afterDots;
  TensorMaps *maps;
  DenseMap<Operation *, tilegpu::TensorMapAttr> descriptions;
  SmallVector<Candidate> candidates;
  // Dots left in flight into the next iteration (see findChainedDots).
  SmallVector<tile::DotOp> chained;
  // The slots' mbarriers, when tensor copies fill them.
  Value barriers;
  // Ordered: the advanced pointers are emitted in this order, and the
  // output must not depend on where values happen to be allocated.
  llvm::MapVector<Value, Advance> advances;
  llvm::SetVector<Operation *> slice;

  bool qualifies(tile::LoadOp load) {
    if (!isCopyableDotOperand(load))
      return false;
    // The copy of a later iteration must be computable now.
    SmallVector<Value, 2> operands = {load.getPtr()};
    if (load.getMask())
      operands.push_back(load.getMask());
    return collectAll(operands);
  }

  /// Whether every value in `values` can be computed for a later iteration;
  /// if so their ops join the slice that is cloned for the copies.
  bool collectAll(ArrayRef<Value> values) {
    llvm::SetVector<Operation *> ops;
    llvm::MapVector<Value, Advance> found;
    for (Value v : values)
      if (!collect(v, ops, found))
        return false;
    slice.insert(ops.begin(), ops.end());
    for (auto &[v, a] : found)
      advances[v] = a;
    return true;
  }

  /// Whether `v` can be recomputed for a later iteration; gathers the body
  /// ops it depends on and the loop-carried pointers it reads.
  bool collect(Value v, llvm::SetVector<Operation *> &ops, llvm::MapVector<Value, Advance> &found) {
    if (loop.isDefinedOutsideOfLoop(v) || v == loop.getInductionVar())
      return true;
    if (auto arg = dyn_cast<BlockArgument>(v)) {
      if (arg.getOwner() != loop.getBody() || arg.getArgNumber() == 0)
        return false;
      unsigned index = arg.getArgNumber() - 1;
      Value yielded = loop.getBody()->getTerminator()->getOperand(index);
      Value increment;
      if (auto add = yielded.getDefiningOp<tile::AddPtrOp>(); add && add.getPtr() == arg)
        increment = add.getOffset();
      // A block pointer's offset, moved by tl.advance.
      if (auto add = yielded.getDefiningOp<arith::AddIOp>())
        increment = add.getLhs() == arg ? add.getRhs() : add.getRhs() == arg ? add.getLhs() : Value();
      if (!increment || !loop.isDefinedOutsideOfLoop(increment))
        return false;
      found[arg] = {increment};
      return true;
    }
    Operation *def = v.getDefiningOp();
    if (!def || def->getBlock() != loop.getBody() || def->getNumRegions() || !isPure(def))
      return false;
    if (ops.contains(def))
      return true;
    for (Value operand : def->getOperands())
      if (!collect(operand, ops, found))
        return false;
    ops.insert(def);
    return true;
  }

  Value constantLike(OpBuilder &b, Location loc, Type type, int64_t value) {
    if (auto tensor = dyn_cast<RankedTensorType>(type))
      return b.create<arith::ConstantOp>(
          loc, DenseElementsAttr::get(tensor, b.getIntegerAttr(tensor.getElementType(), value)));
    return b.create<arith::ConstantOp>(loc, b.getIntegerAttr(type, value));
  }

  /// `p` advanced by d increments `inc`.
  Value advance(OpBuilder &b, Location loc, Value p, Value inc, int64_t d) {
    if (d == 0)
      return p;
    Value scaled = b.create<arith::MulIOp>(loc, inc, constantLike(b, loc, inc.getType(), d));
    if (getElementTypeOrSelf(p.getType()).isIntOrIndex())
      return b.create<arith::AddIOp>(loc, p, scaled);
    return b.create<tile::AddPtrOp>(loc, p.getType(), p, scaled);
  }

  /// The loads' pointers and masks at the iteration whose induction value
  /// is `iv`, reading the loop-carried pointers `carried` (already advanced).
  IRMapping cloneSlice(OpBuilder &b, Value iv, const DenseMap<Value, Value> &carried) {
    IRMapping map;
    map.map(loop.getInductionVar(), iv);
    for (auto &[arg, value] : carried)
      map.map(arg, value);
    for (Operation &op : *loop.getBody())
      if (slice.contains(&op))
        b.clone(op, map);
    return map;
  }

  bool hasTensorCopies() const {
    return llvm::any_of(candidates, [](const Candidate &c) { return c.tensor.has_value(); });
  }
  bool hasAsyncCopies() const {
    return llvm::any_of(candidates, [](const Candidate &c) { return !c.tensor; });
  }

  /// The mbarrier of slot `slot` (8 bytes each, after one another).
  Value barrierOf(OpBuilder &b, Location loc, Value slot) {
    Value offset = b.create<arith::MulIOp>(loc, slot, constantLike(b, loc, slot.getType(), 8));
    return b.create<LLVM::GEPOp>(loc, barriers.getType(), b.getI8Type(), barriers, ValueRange{offset});
  }

  /// Where candidate `c`'s tile of slot `slot` starts.
  Value slotAddress(OpBuilder &b, Location loc, Candidate &c, Value slot) {
    Value offset = b.create<arith::MulIOp>(loc, slot, constantLike(b, loc, slot.getType(), c.tileBytes));
    return b.create<LLVM::GEPOp>(loc, c.buffer.getType(), b.getI8Type(), c.buffer, ValueRange{offset});
  }

  /// Copies of every candidate for the iteration at `iv` (which exists when
  /// `exists`), into slot `slot`: the tensor copies, counted on the slot's
  /// mbarrier, then the cp.async copies and one commit.
  void issueCopies(OpBuilder &b, Location loc, Value iv, Value exists, Value slot,
                   const DenseMap<Value, Value> &carried) {
    IRMapping map = cloneSlice(b, iv, carried);
    if (hasTensorCopies()) {
      Value bar = barrierOf(b, loc, slot);
      int64_t bytes = 0;
      for (Candidate &c : candidates)
        bytes += c.tensor ? c.tileBytes : 0;
      b.create<tilegpu::MBarrierExpectOp>(loc, bar, exists, b.getI32IntegerAttr(bytes));
      for (Candidate &c : candidates) {
        if (!c.tensor)
          continue;
        SmallVector<Value, 2> coords;
        for (Value v : c.tensor->coords)
          coords.push_back(map.lookupOrDefault(v));
        b.create<tilegpu::TensorCopyOp>(loc, c.tensor->desc, coords, slotAddress(b, loc, c, slot), bar, exists,
                                        b.getI32IntegerAttr(c.tensor->boxes), b.getI32IntegerAttr(c.tensor->boxCols),
                                        b.getI32IntegerAttr(c.tensor->boxBytes));
      }
    }
    if (!hasAsyncCopies())
      return;
    for (Candidate &c : candidates) {
      if (c.tensor)
        continue;
      auto ptrType = cast<RankedTensorType>(c.load.getPtr().getType());
      auto maskType = RankedTensorType::get(ptrType.getShape(), b.getI1Type(), ptrType.getEncoding());
      Value mask = b.create<tile::SplatOp>(loc, maskType, exists);
      if (Value m = c.load.getMask())
        mask = b.create<arith::AndIOp>(loc, map.lookupOrDefault(m), mask);
      Value dst = slotAddress(b, loc, c, slot);
      b.create<tilegpu::AsyncCopyOp>(loc, map.lookupOrDefault(c.load.getPtr()), mask, dst,
                                     b.getI32IntegerAttr(c.format.vector), b.getI32IntegerAttr(c.format.rowDim));
    }
    b.create<tilegpu::AsyncCommitOp>(loc);
  }

  void transform() {
    Location loc = loop.getLoc();
    // Copies d iterations ahead go to the slot iteration i+d-stages read.
    // With dots in flight into the next iteration there are two schedules:
    // - copies after the dots and a second barrier, d = stages-1 (as
    //   Triton): the slot was read by the previous iteration's dots, which
    //   every warp group has waited for (wait 1) before that barrier;
    // - copies first, one barrier, d = stages-2: the slot was read two
    //   iterations back, by dots every warp group waited for before this
    //   iteration's barrier.
    // The first keeps one more stage of copies in flight and pays a second
    // barrier per iteration; the second saves that barrier and prefetches
    // one stage less. The deeper prefetch is worth the barrier when an
    // iteration's dots are long enough to hide it: with two or more warp
    // groups (the 128x256x64 matmul is faster with the first), and with one
    // warp group whose dots do at least afterDots.macs multiply-accumulates
    // per iteration (128x128x64 on 4 warps) or compute afterDots.rows rows
    // (two rows of wgmma per k step: 128x64x32 in tf32 and 128x128x32 on 4
    // warps were faster with it, one 128x128x32 slightly slower); one row
    // of 64 (64x256x32, 64x128x32, 64x64x64 on 4 warps) is not faster with
    // it. Attention's loop (a dot reading the previous dot's result from
    // registers) takes the first at any size, as Triton's schedule does:
    // its softmax between the two dots is long enough to hide the second
    // barrier, and its 64x64 tiles were faster with the deeper prefetch.
    // Two stages allow only the first.
    bool copiesAfterDots = !chained.empty() && (stages < 3 || warpGroups(chained.front()) >= 2 ||
                                                macsPerWarpGroup() >= afterDots.macs ||
                                                rowsPerWarpGroup() >= afterDots.rows ||
                                                llvm::any_of(chained, readsAInRegisters));
    int64_t d = !chained.empty() && !copiesAfterDots ? stages - 2 : stages - 1;
    Type ivType = loop.getInductionVar().getType();
    OpBuilder b(loop);
    // The rings, allocated before the loop.
    for (Candidate &c : candidates) {
      auto type = cast<RankedTensorType>(c.load.getResult().getType());
      c.tileBytes = type.getNumElements() * (type.getElementType().getIntOrFloatBitWidth() / 8);
      c.buffer = b.create<tilegpu::SmemAllocOp>(loc, LLVM::LLVMPointerType::get(b.getContext(), 3),
                                                b.getI64IntegerAttr(c.tileBytes * stages));
    }
    // Tensor copies signal one mbarrier per slot, initialized each time the
    // loop is entered (and invalidated after it).
    if (hasTensorCopies()) {
      barriers = b.create<tilegpu::SmemAllocOp>(loc, LLVM::LLVMPointerType::get(b.getContext(), 3),
                                                b.getI64IntegerAttr(8 * stages));
      b.create<tilegpu::MBarrierInitOp>(loc, barriers, b.getI32IntegerAttr(stages));
    }
    Value lb = loop.getLowerBound(), ub = loop.getUpperBound(), step = loop.getStep();
    llvm::DenseSet<Value> ahead = pointersCarriedAhead();
    // Prologue: iterations 0 .. d-1.
    for (int64_t j = 0; j < d; ++j) {
      Value iv = b.create<arith::AddIOp>(loc, lb, b.create<arith::MulIOp>(loc, step, constantLike(b, loc, ivType, j)));
      Value exists = b.create<arith::CmpIOp>(loc, arith::CmpIPredicate::slt, iv, ub);
      DenseMap<Value, Value> carried;
      for (auto &[arg, a] : advances) {
        Value init = loop.getInitArgs()[cast<BlockArgument>(arg).getArgNumber() - 1];
        carried[arg] = advance(b, loc, init, a.increment, j);
      }
      issueCopies(b, loc, iv, exists, constantLike(b, loc, ivType, j), carried);
    }
    // The loop now carries those pointers d iterations ahead.
    for (auto &[arg, a] : advances)
      if (ahead.contains(arg)) {
        OpOperand &init = loop.getInitArgsMutable()[cast<BlockArgument>(arg).getArgNumber() - 1];
        init.set(advance(b, loc, init.get(), a.increment, d));
      }

    // Body: wait, barrier, views, then the copies d iterations ahead.
    Block *body = loop.getBody();
    b.setInsertionPointToStart(body);
    Value iv = loop.getInductionVar();
    Value iteration = b.create<arith::DivSIOp>(loc, b.create<arith::SubIOp>(loc, iv, lb), step);
    Value slot = b.create<arith::RemSIOp>(loc, iteration, constantLike(b, loc, ivType, stages));
    if (hasAsyncCopies())
      b.create<tilegpu::AsyncWaitOp>(loc, b.getI32IntegerAttr(d - 1));
    if (hasTensorCopies()) {
      // The slot's barrier completes one phase per fill: fill k waits for
      // parity k % 2.
      Value fill = b.create<arith::DivSIOp>(loc, iteration, constantLike(b, loc, ivType, stages));
      Value phase = b.create<arith::AndIOp>(loc, fill, constantLike(b, loc, ivType, 1));
      b.create<tilegpu::MBarrierWaitOp>(loc, barrierOf(b, loc, slot), phase);
    }
    auto startBarrier = b.create<tile::DebugBarrierOp>(loc);
    for (Candidate &c : candidates) {
      Value view = b.create<tilegpu::LocalTileOp>(loc, stagedType(c.load, c.format), slotAddress(b, loc, c, slot));
      replaceWithView(c.load, view);
    }
    // Chained dots leave their wgmma group in flight into the next
    // iteration. With d = stages-1 the next copies overwrite the slot the
    // previous iteration read, so they wait until every warp group is done
    // with it: after this iteration's dots and a barrier.
    for (tile::DotOp dot : chained)
      dot->setAttr(tilegpu::kWgmmaPendingAttr, b.getI32IntegerAttr(1));
    if (copiesAfterDots) {
      b.setInsertionPointAfter(chained.back());
      b.create<tile::DebugBarrierOp>(loc);
    }
    // A carried accumulator read by other operations (attention's rescale)
    // is waited for just before the first of them.
    waitBeforeOtherReaders(loc);
    Value aheadIv = b.create<arith::AddIOp>(loc, iv, b.create<arith::MulIOp>(loc, step, constantLike(b, loc, ivType, d)));
    Value exists = b.create<arith::CmpIOp>(loc, arith::CmpIPredicate::slt, aheadIv, ub);
    Value aheadSlot = b.create<arith::RemSIOp>(
        loc, b.create<arith::AddIOp>(loc, iteration, constantLike(b, loc, ivType, d)),
        constantLike(b, loc, ivType, stages));
    DenseMap<Value, Value> carried;
    for (auto &[arg, a] : advances)
      carried[arg] = ahead.contains(arg) ? arg : advance(b, loc, arg, a.increment, d);
    issueCopies(b, loc, aheadIv, exists, aheadSlot, carried);
    for (Candidate &c : candidates) {
      SmallVector<Value> operands(c.load->getOperands());
      c.load.erase();
      // A tensor copy's load leaves its pointer and mask tensors unused.
      if (c.tensor)
        eraseUnusedDefinitions(operands);
    }
    // The loads' own address and mask computations are dead now (and read
    // pointers that no longer mean this iteration's).
    for (Operation *op : llvm::reverse(slice))
      if (op->use_empty())
        op->erase();
    // With only tensor copies, each thread's mbarrier wait already makes
    // the slot's bytes visible to it, and the barrier after the dots orders
    // the reuse of slots: the barrier at the start only matters when
    // something else in the body shares memory across warps.
    if (copiesAfterDots && !hasAsyncCopies() && onlyCopiesAndChainedDots())
      startBarrier.erase();

    // After the loop: the last iteration's dots end first, right at the
    // exit: they still read ring slots, and ptxas serializes every wgmma
    // of the kernel (C7514) when anything, even a barrier, comes between
    // the loop's exit and the wait for a group left in flight.
    b.setInsertionPointAfter(loop);
    for (tile::DotOp dot : chained) {
      Value result = loop.getResult(carriedAccumulator(dot).getArgNumber() - 1);
      auto wait = b.create<tilegpu::WarpGroupWaitOp>(loc, result.getType(), result, b.getI32IntegerAttr(0));
      result.replaceAllUsesExcept(wait.getResult(), wait);
    }
    // Then every copy (the masked-off ones write zeros too) is done before
    // the ring's bytes are reused. Tensor copies are issued only for
    // iterations that exist, and each was waited for by its iteration.
    if (hasAsyncCopies())
      b.create<tilegpu::AsyncWaitOp>(loc, b.getI32IntegerAttr(0));
    b.create<tile::DebugBarrierOp>(loc);
    if (hasTensorCopies())
      b.create<tilegpu::MBarrierInvalOp>(loc, barriers, b.getI32IntegerAttr(stages));
  }

  /// Whether the pipelined body holds nothing but scalar arithmetic, the
  /// ring's views, tensor copies and their barriers, and the chained dots:
  /// nothing that uses shared memory but the pipeline itself.
  bool onlyCopiesAndChainedDots() {
    auto isTensor = [](Type t) { return isa<RankedTensorType>(t); };
    for (Operation &op : *loop.getBody()) {
      if (isa<tilegpu::LocalTileOp, tilegpu::MBarrierWaitOp, tilegpu::MBarrierExpectOp, tilegpu::TensorCopyOp,
              tile::DebugBarrierOp, scf::YieldOp, LLVM::GEPOp>(op))
        continue;
      if (auto dot = dyn_cast<tile::DotOp>(op); dot && llvm::is_contained(chained, dot))
        continue;
      if (!isPure(&op) || op.getNumRegions() || llvm::any_of(op.getOperandTypes(), isTensor) ||
          llvm::any_of(op.getResultTypes(), isTensor))
        return false;
    }
    return true;
  }

  /// Erases the pure operations in the loop body that computed `values`
  /// and have no other use, transitively.
  void eraseUnusedDefinitions(ArrayRef<Value> values) {
    SmallVector<Operation *> work;
    llvm::DenseSet<Operation *> erased;
    auto push = [&](ValueRange vs) {
      for (Value v : vs)
        if (Operation *def = v.getDefiningOp())
          work.push_back(def);
    };
    push(values);
    while (!work.empty()) {
      Operation *def = work.pop_back_val();
      if (erased.contains(def) || def->getBlock() != loop.getBody() || !def->use_empty() || !isPure(def) ||
          slice.contains(def))
        continue;
      push(def->getOperands());
      erased.insert(def);
      def->erase();
    }
  }

  /// The carried pointers that only the pipelined loads read (through the
  /// slice of ops computing their addresses and masks) besides their own
  /// `p += inc`, and that nothing reads after the loop. The loop can carry
  /// them d iterations ahead instead, so that each iteration's copies use
  /// them as they are rather than adding d * inc to every element.
  llvm::DenseSet<Value> pointersCarriedAhead() {
    llvm::DenseSet<Value> result;
    llvm::SmallPtrSet<Operation *, 4> loads;
    for (Candidate &c : candidates)
      loads.insert(c.load);
    for (Operation *op : slice)
      for (Operation *user : op->getUsers())
        if (!slice.contains(user) && !loads.contains(user))
          return result;
    Operation *yield = loop.getBody()->getTerminator();
    for (auto &[arg, a] : advances) {
      unsigned index = cast<BlockArgument>(arg).getArgNumber() - 1;
      if (!loop.getResult(index).use_empty())
        continue;
      auto step = yield->getOperand(index).getDefiningOp<tile::AddPtrOp>();
      bool onlyCopies = llvm::all_of(arg.getUsers(), [&](Operation *user) {
        return slice.contains(user) || loads.contains(user) || (user == step && step->hasOneUse());
      });
      if (onlyCopies)
        result.insert(arg);
    }
    return result;
  }

  /// The most result rows a warp group computes in one of the chained
  /// dots (each 64 of them a row of wgmma instructions per k step).
  int64_t rowsPerWarpGroup() const {
    int64_t rows = 0;
    for (tile::DotOp dot : chained) {
      auto c = cast<RankedTensorType>(dot.getType());
      rows = std::max<int64_t>(rows, c.getShape()[c.getRank() - 2] / warpGroups(dot));
    }
    return rows;
  }

  /// Multiply-accumulates one warp group does per iteration in the
  /// chained dots.
  int64_t macsPerWarpGroup() const {
    int64_t macs = 0;
    for (tile::DotOp dot : chained) {
      auto a = cast<RankedTensorType>(dot.getA().getType());
      auto c = cast<RankedTensorType>(dot.getType());
      int64_t m = c.getShape()[c.getRank() - 2], n = c.getShape()[c.getRank() - 1];
      int64_t k = a.getShape()[a.getRank() - 1];
      int64_t batch = c.getNumElements() / (m * n);
      macs += batch * m * n * k / warpGroups(dot);
    }
    return macs;
  }

  /// Warp groups that compute `dot` (its result's warps / 4, and one for a
  /// kernel of fewer than 4 warps; every dot result has an mma layout by
  /// now, fma-lowered ones included).
  static unsigned warpGroups(tile::DotOp dot) {
    auto mma = dyn_cast_or_null<tilegpu::MmaAttr>(dot.getType().getEncoding());
    if (!mma)
      return 1;
    unsigned warps = 1;
    for (unsigned w : mma.getWarpsPerCTA())
      warps *= w;
    return std::max(1u, warps / 4);
  }

  /// The carried value a chained dot's result is yielded into.
  BlockArgument carriedAccumulator(tile::DotOp dot) {
    Operation *yield = loop.getBody()->getTerminator();
    for (OpOperand &use : dot.getResult().getUses())
      if (use.getOwner() == yield)
        return loop.getRegionIterArgs()[use.getOperandNumber()];
    return BlockArgument();
  }

  /// Dots that may leave their wgmma group in flight into the next
  /// iteration: types whose accumulator can stay in flight
  /// (accumulatesInFlight), operands that are ring slots (or loop-invariant
  /// shared tiles; A also registers in the mma layout), a result that is
  /// only yielded, and an accumulator that is
  /// the carried value itself (matmul's) or computed from it (attention's
  /// rescale). Nothing but wgmma touches the accumulator until its next
  /// reader, which waits.
  void findChainedDots() {
    auto isShared = [&](Value v) {
      if (auto trans = v.getDefiningOp<tile::TransOp>())
        v = trans.getSrc();
      if (v.getDefiningOp<tilegpu::LocalTileOp>())
        return true;
      return llvm::any_of(candidates, [&](Candidate &c) { return c.load.getResult() == v; });
    };
    Operation *yield = loop.getBody()->getTerminator();
    for (Operation &op : *loop.getBody()) {
      auto dot = dyn_cast<tile::DotOp>(op);
      if (!dot || !dot.getResult().hasOneUse() || *dot.getResult().getUsers().begin() != yield)
        continue;
      // A may also be registers in the result's own mma layout (attention's
      // P), which wgmma reads in place; staged operands would share scratch.
      if (!accumulatesInFlight(dot) || !(isShared(dot.getA()) || readsAInRegisters(dot)) || !isShared(dot.getB()))
        continue;
      BlockArgument carried = carriedAccumulator(dot);
      if (!carried)
        continue;
      if (dot.getAcc() == carried && carried.hasOneUse()) {
        chained.push_back(dot);
        continue;
      }
      // Rescaled: the carried value's other readers wait for the group
      // (and the copies must stay ahead of them: three stages at least).
      if (stages >= 3 && derivedFrom(dot.getAcc(), carried))
        chained.push_back(dot);
    }
  }

  /// Whether `dot` reads A from registers in its result's own mma layout
  /// (attention's P = softmax(Q K^T), the loop's first dot's result).
  static bool readsAInRegisters(tile::DotOp dot) {
    return isa_and_nonnull<tilegpu::MmaAttr>(dot.getA().getType().getEncoding()) &&
           dot.getA().getType().getEncoding() == dot.getType().getEncoding();
  }

  /// Whether `dot`'s wgmma form keeps its accumulator in registers that
  /// nothing else touches while its group is in flight: f16/bf16, fp8 or
  /// tf32 operands into f32, int8 into s32. (An f16 accumulator is packed
  /// in pairs, and its dot waits for itself; so does an fp8 dot that
  /// promotes its partial sums, max_num_imprecise_acc.)
  static bool accumulatesInFlight(tile::DotOp dot) {
    Type element = dot.getA().getType().getElementType();
    Type acc = dot.getAcc().getType().getElementType();
    if (element.isF16() || element.isBF16())
      return acc.isF32();
    if (isa<FloatType>(element) && element.getIntOrFloatBitWidth() == 8)
      return acc.isF32() && dot.getMaxNumImpreciseAcc() == 0;
    if (element.isF32())
      return acc.isF32() && dot.getInputPrecision() == "tf32";
    return element.isInteger(8) && acc.isInteger(32);
  }

  /// Whether `v` is `carried` or computed from it by side-effect-free ops
  /// without regions (a rescale of it, whatever the other operands).
  static bool derivedFrom(Value v, BlockArgument carried) {
    if (v == carried)
      return true;
    Operation *def = v.getDefiningOp();
    if (!def || def->getNumRegions() || !isMemoryEffectFree(def))
      return false;
    return llvm::any_of(def->getOperands(), [&](Value operand) { return derivedFrom(operand, carried); });
  }

  /// Each chained dot's carried accumulator, where something other than
  /// the dot itself reads it, passes a tilegpu.wgmma_wait first.
  void waitBeforeOtherReaders(Location loc) {
    for (tile::DotOp dot : chained) {
      BlockArgument carried = carriedAccumulator(dot);
      if (dot.getAcc() == carried)
        continue;
      Operation *first = nullptr;
      for (Operation *user : carried.getUsers()) {
        Operation *inBody = loop.getBody()->findAncestorOpInBlock(*user);
        if (inBody && (!first || inBody->isBeforeInBlock(first)))
          first = inBody;
      }
      if (!first)
        continue;
      OpBuilder b(first);
      auto wait = b.create<tilegpu::WarpGroupWaitOp>(loc, carried.getType(), carried, b.getI32IntegerAttr(0));
      carried.replaceAllUsesExcept(wait.getResult(), wait);
    }
  }
};

/// Pipelines the innermost loops holding a tl.dot: `stages` slots per
/// pipelined load (a loop's tl.range(num_stages=) wins; 1 leaves it alone).
void pipelineDotLoads(func::FuncOp func, unsigned stages, bool wgmma, AfterDotsRule afterDots) {
  if (stages < 2)
    return;
  SmallVector<scf::ForOp> loops;
  func.walk([&](scf::ForOp loop) {
    // Innermost loops that hold a dot.
    bool hasDot = false, hasInnerLoop = false;
    loop.getBody()->walk([&](Operation *op) {
      hasDot |= isa<tile::DotOp>(op);
      hasInnerLoop |= isa<scf::ForOp, scf::WhileOp>(op);
    });
    if (hasDot && !hasInnerLoop)
      loops.push_back(loop);
  });
  TensorMaps maps(func);
  for (scf::ForOp loop : loops) {
    unsigned loopStages = stages;
    if (auto attr = loop->getAttrOfType<IntegerAttr>(tile::kNumStagesAttr))
      loopStages = attr.getInt();
    if (loopStages >= 2)
      LoopPipeliner(loop, loopStages, wgmma, afterDots, &maps).run();
  }
  maps.finish();
}

} // namespace
} // namespace tritonc

namespace tritonc {
#define GEN_PASS_DEF_PIPELINEDOTLOADS
#include "transforms/Passes.h.inc"
} // namespace tritonc

namespace {

struct PipelineDotLoads : tritonc::impl::PipelineDotLoadsBase<PipelineDotLoads> {
  using PipelineDotLoadsBase::PipelineDotLoadsBase;

  void runOnOperation() override {
    for (auto func : getOperation().getOps<mlir::func::FuncOp>())
      tritonc::pipelineDotLoads(func, numStages, wgmma, {afterDotsMacs, afterDotsRows});
  }
};

} // namespace

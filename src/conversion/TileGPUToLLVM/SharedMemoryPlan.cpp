//===- SharedMemoryPlan.cpp - where scratch lives, where barriers go ------===//
//
// Runs on the TileGPU module just before its conversion to LLVM (control
// flow is already in cf form: blocks and branches).
//
// Placement. A scratch region lives for the duration of its operation, so
// all regions may share the same bytes; what sharing costs is barriers: an
// operation that writes bytes another one read since the last barrier must
// wait for it. Regions are therefore placed in program order at the lowest
// offset that avoids the previous user's region, as long as the kernel's
// total grows by at most a quarter of the largest region or 1 KB (two
// reductions in a row then need no barrier between them, while a kernel
// whose big buffers would double its footprint keeps its occupancy);
// otherwise at offset 0.
//
// Barriers. Each lowering writes its region, passes a barrier of its own,
// then reads it, so after an operation the only accesses not yet ordered by
// a barrier are its own. A forward dataflow over the blocks computes, at
// each operation, the regions possibly accessed since the last barrier on
// any path (the union over predecessors, iterated to a fixed point around
// loops); the operation needs a barrier before its first write only when one
// of them overlaps its region. tl.debug_barrier orders everything.
//
//===----------------------------------------------------------------------===//
#include "Lowering.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

using namespace mlir;

namespace tritonc {

unsigned scratchBytesFor(Operation *op, const TypeConverter &converter) {
  if (isa<tile::ReduceOp>(op))
    return reduceScratchBytes(op, converter);
  if (isa<tile::ScanOp>(op))
    return scanScratchBytes(op, converter);
  if (isa<tile::DotOp>(op))
    return dotScratchBytes(op, converter);
  // Scalar atomics and volatile scalar loads: thread 0 shares its value.
  if (auto load = dyn_cast<tile::LoadOp>(op))
    return load.getIsVolatile() && load.getResult().getType().isIntOrFloat() ? kShareScratchBytes : 0;
  if (isa<tile::AtomicRMWOp, tile::AtomicCASOp>(op))
    return isa<RankedTensorType>(op->getOperand(0).getType()) ? 0 : kShareScratchBytes;
  return shapeScratchBytes(op, converter);
}

namespace {

/// Extra shared memory the placement may always spend to avoid barriers.
constexpr unsigned kSpareBytes = 1024;
constexpr unsigned kAlignment = 16;

struct Interval {
  unsigned begin, end; // bytes [begin, end)
  bool operator==(const Interval &o) const { return begin == o.begin && end == o.end; }
  bool overlaps(const Interval &o) const { return begin < o.end && o.begin < end; }
};

/// Regions accessed since the last barrier.
using Pending = SmallVector<Interval, 4>;

void merge(Pending &into, const Pending &from) {
  for (const Interval &i : from)
    if (!llvm::is_contained(into, i))
      into.push_back(i);
}

bool overlapsAny(const Pending &pending, const Interval &i) {
  return llvm::any_of(pending, [&](const Interval &p) { return p.overlaps(i); });
}

} // namespace

void SharedMemoryPlan::compute(ModuleOp module, const TypeConverter &converter) {
  // Sizes, in program order.
  SmallVector<std::pair<Operation *, unsigned>> users;
  module.walk([&](Operation *op) {
    if (unsigned bytes = scratchBytesFor(op, converter))
      users.push_back({op, bytes});
  });
  unsigned largest = 0;
  for (auto &[op, bytes] : users)
    largest = std::max(largest, (unsigned)llvm::alignTo(bytes, kAlignment));
  unsigned limit = largest + std::max(kSpareBytes, largest / 4);

  // Placement: avoid the previous user's region when it fits.
  std::optional<Interval> previous;
  for (auto &[op, bytes] : users) {
    Interval at{0, bytes};
    if (previous && at.overlaps(*previous)) {
      unsigned above = llvm::alignTo(previous->end, kAlignment);
      if (above + bytes <= limit)
        at = {above, above + bytes};
    }
    regions[op] = Region{at.begin, bytes, true};
    total = std::max(total, at.end);
    previous = at;
  }

  // Barriers: a forward dataflow per function over its blocks.
  auto transfer = [&](Block &block, Pending state, bool record) {
    for (Operation &op : block) {
      if (isa<tile::DebugBarrierOp>(op)) {
        state.clear();
        continue;
      }
      auto it = regions.find(&op);
      if (it == regions.end())
        continue;
      Interval mine{it->second.offset, it->second.offset + it->second.bytes};
      if (record) {
        it->second.barrierBefore = overlapsAny(state, mine);
        if (!it->second.barrierBefore)
          ++avoided;
      }
      state.assign(1, mine);
    }
    return state;
  };
  module.walk([&](func::FuncOp func) {
    if (func.getBody().empty())
      return;
    DenseMap<Block *, Pending> entry;
    entry[&func.getBody().front()] = {};
    SmallVector<Block *> worklist{&func.getBody().front()};
    while (!worklist.empty()) {
      Block *block = worklist.pop_back_val();
      Pending out = transfer(*block, entry[block], /*record=*/false);
      for (Block *successor : block->getSuccessors()) {
        auto [slot, inserted] = entry.try_emplace(successor);
        size_t before = slot->second.size();
        merge(slot->second, out);
        if (inserted || slot->second.size() != before)
          worklist.push_back(successor);
      }
    }
    for (Block &block : func.getBody())
      transfer(block, entry.lookup(&block), /*record=*/true);
  });
}

Value SharedMemoryPlan::begin(OpBuilder &b, Location loc, Operation *op, unsigned bytes) {
  auto it = regions.find(op);
  if (it == regions.end() || bytes > it->second.bytes) {
    // The lowering and scratchBytesFor disagree: a compiler bug, reported
    // rather than allowed to corrupt a neighbour's region.
    op->emitError("internal error: shared memory for this operation was not planned (")
        << bytes << " bytes needed)";
    broken = true;
    return sharedMemoryBase(b, loc);
  }
  if (it->second.barrierBefore)
    barrier(b, loc);
  Value base = sharedMemoryBase(b, loc);
  if (it->second.offset == 0)
    return base;
  return b.create<LLVM::GEPOp>(loc, base.getType(), b.getI8Type(), base,
                               ValueRange{i32Constant(b, loc, it->second.offset)});
}

} // namespace tritonc

//===- SharedMemoryPlan.cpp - where scratch lives, where barriers go ------===//
//
// Runs on the TileGPU module just before its conversion to LLVM (control
// flow is already in cf form: blocks and branches).
//
// Buffers. A tilegpu.smem_alloc (the rings of pipelined loads) lives from
// its allocation to the last use of its address, in program order (loops
// lie between the two in block order); buffers whose lifetimes overlap get
// disjoint bytes, first fit, at multiples of 1024 (they hold dot operand
// tiles). Synchronizing them is the pipeline's own business (async waits
// and barriers it places), not this plan's.
//
// Placement. A scratch region lives for the duration of its operation, so
// all regions may share the same bytes; what sharing costs is barriers: an
// operation that writes bytes another one read since the last barrier must
// wait for it. Regions are therefore placed in program order at the lowest
// offset that avoids the previous user's region, as long as the kernel's
// total grows by at most a quarter of the largest region or 1 KB (two
// reductions in a row then need no barrier between them, while a kernel
// whose big buffers would double its footprint keeps its occupancy);
// otherwise at offset 0. Offsets count from above the buffers alive at
// the operation (their ends rounded up to 128).
//
// Barriers. Each lowering writes its region, passes a barrier of its own,
// then reads it, so after an operation the only accesses not yet ordered by
// a barrier are its own. A forward dataflow over the blocks computes, at
// each operation, the regions possibly accessed since the last barrier on
// any path (the union over predecessors, iterated to a fixed point around
// loops); the operation needs a barrier before its first write only when one
// of them overlaps its region. tl.debug_barrier orders everything. Users
// nested in regions (structured control flow not yet lowered to cf) are
// outside the dataflow and always get a barrier.
//
//===----------------------------------------------------------------------===//
#include "analysis/SharedMemoryPlan.h"

#include "TileGPU/TileGPUDialect.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/MathExtras.h"

#include <optional>

using namespace mlir;

namespace tritonc {
namespace {

/// Extra shared memory the placement may always spend to avoid barriers.
constexpr unsigned kSpareBytes = 1024;
/// Buffers hold dot operand tiles, whose swizzle repeats every 1024 bytes
/// (see the dot lowering).
constexpr unsigned kBufferAlignment = 1024;
/// Scratch above the buffers starts at a multiple of this.
constexpr unsigned kAboveBuffersAlignment = 128;

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

/// The position after which no use of `value` (through address arithmetic
/// and views) remains.
unsigned lastUse(Value value, const DenseMap<Operation *, unsigned> &position) {
  unsigned last = 0;
  for (Operation *user : value.getUsers()) {
    last = std::max(last, position.lookup(user));
    for (Value result : user->getResults())
      if (isa<LLVM::LLVMPointerType>(result.getType()) || isa<RankedTensorType>(result.getType()))
        last = std::max(last, lastUse(result, position));
  }
  return last;
}

} // namespace

SharedMemoryPlan::SharedMemoryPlan(ModuleOp module, ScratchSizes sizes) {
  // Sizes and program positions.
  SmallVector<std::pair<Operation *, ScratchRequest>> users;
  SmallVector<tilegpu::SmemAllocOp> smemAllocs;
  DenseMap<Operation *, unsigned> position;
  SmallVector<Operation *> atPosition;
  module.walk<WalkOrder::PreOrder>([&](Operation *op) {
    position[op] = atPosition.size();
    atPosition.push_back(op);
    if (auto alloc = dyn_cast<tilegpu::SmemAllocOp>(op))
      smemAllocs.push_back(alloc);
    else if (ScratchRequest request = sizes(op); request.bytes)
      users.push_back({op, request});
  });

  // Buffers that outlive one operation: placed first, first fit, where no
  // buffer whose lifetime overlaps theirs lies.
  struct Lifetime {
    unsigned from, to;
    Interval bytes;
  };
  SmallVector<Lifetime> lifetimes;
  for (tilegpu::SmemAllocOp alloc : smemAllocs) {
    unsigned from = position.lookup(alloc), to = std::max(from, lastUse(alloc.getResult(), position));
    unsigned size = alloc.getBytes();
    unsigned offset = 0;
    for (bool moved = true; moved;) {
      moved = false;
      for (const Lifetime &other : lifetimes)
        if (other.from <= to && from <= other.to && other.bytes.overlaps({offset, offset + size})) {
          offset = llvm::alignTo(other.bytes.end, kBufferAlignment);
          moved = true;
        }
    }
    lifetimes.push_back({from, to, {offset, offset + size}});
    allocs.push_back({alloc, offset, size, atPosition[to]});
    total = std::max(total, offset + size);
  }
  // Scratch lives above the buffers alive at its operation.
  auto floorAt = [&](unsigned at) {
    unsigned floor = 0;
    for (const Lifetime &buffer : lifetimes)
      if (buffer.from <= at && at <= buffer.to)
        floor = std::max(floor, (unsigned)llvm::alignTo(buffer.bytes.end, kAboveBuffersAlignment));
    return floor;
  };

  unsigned largest = 0;
  for (auto &[op, request] : users)
    largest = std::max(largest, (unsigned)llvm::alignTo(request.bytes, kScratchAlignment));
  unsigned limit = largest + std::max(kSpareBytes, largest / 4);

  // Placement: avoid the previous user's region when it fits.
  DenseMap<Operation *, unsigned> regionOf;
  std::optional<Interval> previous;
  for (auto &[op, request] : users) {
    unsigned bytes = request.bytes, align = request.alignment;
    unsigned floor = llvm::alignTo(floorAt(position.lookup(op)), align);
    Interval at{floor, floor + bytes};
    if (previous && at.overlaps(*previous)) {
      unsigned above = llvm::alignTo(previous->end, align);
      if (above + bytes <= floor + limit)
        at = {above, above + bytes};
    }
    regionOf[op] = regions.size();
    regions.push_back({op, at.begin, bytes, /*barrierBefore=*/true});
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
      auto it = regionOf.find(&op);
      if (it == regionOf.end())
        continue;
      Scratch &region = regions[it->second];
      Interval mine{region.offset, region.offset + region.bytes};
      if (record) {
        region.barrierBefore = overlapsAny(state, mine);
        if (!region.barrierBefore)
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

} // namespace tritonc

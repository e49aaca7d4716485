//===- SharedMemoryPlan.cpp - where scratch lives, where barriers go ------===//
//
// Runs on the TileGPU module just before its conversion to LLVM (control
// flow is already in cf form: blocks and branches).
//
// Buffers. A tilegpu.smem_alloc (the rings of pipelined loads) lives from
// its allocation to the last use of its address, in program order (loops
// lie between the two in block order); buffers whose lifetimes overlap get
// disjoint bytes, first fit. Synchronizing them is the pipeline's own
// business (async waits and barriers it places), not this plan's.
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
// the operation.
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
/// Dot operand tiles repeat their swizzle every 1024 bytes, and wgmma
/// computes the swizzle from address bits: their atoms must start at
/// multiples of 1024 of the (1024-aligned) dynamic shared memory.
constexpr unsigned kOperandAlignment = 1024;
unsigned alignmentFor(Operation *op) { return isa<tile::DotOp>(op) ? kOperandAlignment : kAlignment; }

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

/// The position after which no use of `value` (through address arithmetic
/// and views) remains.
static unsigned lastUse(Value value, const DenseMap<Operation *, unsigned> &position) {
  unsigned last = 0;
  for (Operation *user : value.getUsers()) {
    last = std::max(last, position.lookup(user));
    for (Value result : user->getResults())
      if (isa<LLVM::LLVMPointerType>(result.getType()) || isa<RankedTensorType>(result.getType()))
        last = std::max(last, lastUse(result, position));
  }
  return last;
}

void SharedMemoryPlan::compute(ModuleOp module, const TypeConverter &converter) {
  // Sizes and program positions.
  SmallVector<std::pair<Operation *, unsigned>> users;
  SmallVector<tilegpu::SmemAllocOp> allocs;
  DenseMap<Operation *, unsigned> position;
  module.walk<WalkOrder::PreOrder>([&](Operation *op) {
    position[op] = position.size();
    if (auto alloc = dyn_cast<tilegpu::SmemAllocOp>(op))
      allocs.push_back(alloc);
    else if (unsigned bytes = scratchBytesFor(op, converter))
      users.push_back({op, bytes});
  });

  // Buffers that outlive one operation: placed first, first fit, where no
  // buffer whose lifetime overlaps theirs lies.
  struct Buffer {
    unsigned from, to;
    Interval bytes;
  };
  SmallVector<Buffer> buffers;
  for (tilegpu::SmemAllocOp alloc : allocs) {
    unsigned from = position.lookup(alloc), to = std::max(from, lastUse(alloc.getResult(), position));
    unsigned size = alloc.getBytes();
    unsigned offset = 0;
    for (bool moved = true; moved;) {
      moved = false;
      for (const Buffer &other : buffers)
        if (other.from <= to && from <= other.to && other.bytes.overlaps({offset, offset + size})) {
          offset = llvm::alignTo(other.bytes.end, kOperandAlignment);
          moved = true;
        }
    }
    buffers.push_back({from, to, {offset, offset + size}});
    regions[alloc] = Region{offset, size, false};
    total = std::max(total, offset + size);
  }
  // Scratch lives above the buffers alive at its operation.
  auto floorAt = [&](unsigned at) {
    unsigned floor = 0;
    for (const Buffer &buffer : buffers)
      if (buffer.from <= at && at <= buffer.to)
        floor = std::max(floor, (unsigned)llvm::alignTo(buffer.bytes.end, 128));
    return floor;
  };

  unsigned largest = 0;
  for (auto &[op, bytes] : users)
    largest = std::max(largest, (unsigned)llvm::alignTo(bytes, kAlignment));
  unsigned limit = largest + std::max(kSpareBytes, largest / 4);

  // Placement: avoid the previous user's region when it fits.
  std::optional<Interval> previous;
  for (auto &[op, bytes] : users) {
    unsigned align = alignmentFor(op);
    unsigned floor = llvm::alignTo(floorAt(position.lookup(op)), align);
    Interval at{floor, floor + bytes};
    if (previous && at.overlaps(*previous)) {
      unsigned above = llvm::alignTo(previous->end, align);
      if (above + bytes <= floor + limit)
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
      if (it == regions.end() || isa<tilegpu::SmemAllocOp>(op))
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

Value SharedMemoryPlan::bufferAddress(OpBuilder &b, Location loc, Operation *alloc) {
  Value base = sharedMemoryBase(b, loc);
  unsigned offset = regions.lookup(alloc).offset;
  if (offset == 0)
    return base;
  return b.create<LLVM::GEPOp>(loc, base.getType(), b.getI8Type(), base, ValueRange{i32Constant(b, loc, offset)});
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

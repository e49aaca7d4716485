//===- Layout.cpp - which elements of a tensor a thread holds --------------===//
#include "Lowering.h"

#include "mlir/Dialect/LLVMIR/NVVMDialect.h"

using namespace mlir;

namespace tritonc {

unsigned distinctAlong(int64_t shape, unsigned perUnit, unsigned units) {
  int64_t distinct = std::max<int64_t>(1, shape / perUnit);
  return std::min<int64_t>(distinct, units);
}

unsigned strideInOrder(tilegpu::BlockedAttr layout, unsigned dim, bool warps) {
  unsigned stride = 1;
  for (unsigned d : layout.getOrder()) {
    if (d == dim)
      break;
    stride *= warps ? layout.getWarpsPerCTA()[d] : layout.getThreadsPerWarp()[d];
  }
  return stride;
}

std::pair<Value, int64_t> splitConstantAddend(Value index) {
  auto constantOf = [](Value v) -> std::optional<int64_t> {
    if (auto c = v.getDefiningOp<LLVM::ConstantOp>())
      if (auto attr = dyn_cast<IntegerAttr>(c.getValue()))
        return attr.getInt();
    return std::nullopt;
  };
  if (std::optional<int64_t> c = constantOf(index))
    return {Value(), *c};
  if (auto add = index.getDefiningOp<LLVM::AddOp>())
    if (std::optional<int64_t> c = constantOf(add.getRhs()))
      return {add.getLhs(), *c};
  return {index, 0};
}

MmaWarpPosition mmaWarpPosition(OpBuilder &b, Location loc, tilegpu::MmaAttr mma) {
  auto constant = [&](int64_t v) { return i32Constant(b, loc, v); };
  unsigned rank = mma.getRank();
  unsigned wm = mma.getWarpsPerCTA()[rank - 2], wn = mma.getWarpsPerCTA()[rank - 1];
  Value tid = threadId(b, loc);
  Value warp = b.create<LLVM::UDivOp>(loc, tid, constant(32));
  return {b.create<LLVM::URemOp>(loc, tid, constant(32)), b.create<LLVM::URemOp>(loc, warp, constant(wm)),
          b.create<LLVM::URemOp>(loc, b.create<LLVM::UDivOp>(loc, warp, constant(wm)), constant(wn))};
}

/// The mma accumulator layout (see TileGPUDialect.td for the numbering).
static ElementIndices emitMmaIndices(OpBuilder &b, Location loc, RankedTensorType type,
                                     tilegpu::MmaAttr mma) {
  auto constant = [&](int64_t v) { return i32Constant(b, loc, v); };
  ArrayRef<int64_t> shape = type.getShape();
  unsigned rank = shape.size();
  int64_t m = shape[rank - 2], n = shape[rank - 1], batch = rank == 3 ? shape[0] : 1;
  unsigned wm = mma.getWarpsPerCTA()[rank - 2], wn = mma.getWarpsPerCTA()[rank - 1];
  unsigned repM = mma.getRepeatM(shape), repN = mma.getRepeatN(shape);
  auto [lane, warpM, warpN] = mmaWarpPosition(b, loc, mma);
  // Row and column of register 0 of tile (0, 0).
  Value row0 = b.create<LLVM::AddOp>(loc, b.create<LLVM::MulOp>(loc, warpM, constant(16)),
                                     b.create<LLVM::UDivOp>(loc, lane, constant(4)));
  Value col0 = b.create<LLVM::AddOp>(loc, b.create<LLVM::MulOp>(loc, warpN, constant(8)),
                                     b.create<LLVM::MulOp>(loc, b.create<LLVM::URemOp>(loc, lane, constant(4)),
                                                           constant(2)));
  bool replicated = 16 * wm > m || 8 * wn > n;
  ElementIndices result;
  for (int64_t bi = 0; bi < batch; ++bi)
    for (unsigned i = 0; i < repM; ++i)
      for (unsigned j = 0; j < repN; ++j)
        for (unsigned r = 0; r < 4; ++r) {
          Value row = b.create<LLVM::AddOp>(loc, row0, constant(16 * wm * i + 8 * (r / 2)));
          Value col = b.create<LLVM::AddOp>(loc, col0, constant(8 * wn * j + r % 2));
          Value owner;
          // Warps beyond the matrix hold copies: wrap, only the first owns.
          auto wrap = [&](Value &idx, int64_t size, bool over) {
            if (!over)
              return;
            Value inRange = b.create<LLVM::ICmpOp>(loc, LLVM::ICmpPredicate::ult, idx, constant(size));
            owner = owner ? b.create<LLVM::AndOp>(loc, owner, inRange) : inRange;
            idx = b.create<LLVM::URemOp>(loc, idx, constant(size));
          };
          wrap(row, m, 16 * wm > m);
          wrap(col, n, 8 * wn > n);
          SmallVector<Value> index;
          if (rank == 3)
            index.push_back(constant(bi));
          index.push_back(row);
          index.push_back(col);
          result.indices.push_back(std::move(index));
          if (replicated)
            result.owner.push_back(owner);
        }
  return result;
}

/// A slice of a 2-D mma layout: along dimension 1 removed, each thread keeps
/// the rows l/4 and l/4+8 of its tile rows (all four lanes of a quad and
/// the warps along N hold copies: lane%4 == 0 of warp column 0 owns them);
/// along dimension 0 removed, the columns 2*(l%4) and +1 of its tile
/// columns (owned by lanes 0..3 of warp row 0).
static ElementIndices emitMmaSliceIndices(OpBuilder &b, Location loc, RankedTensorType type,
                                          tilegpu::SliceAttr slice) {
  auto mma = cast<tilegpu::MmaAttr>(slice.getParent());
  auto constant = [&](int64_t v) { return i32Constant(b, loc, v); };
  bool rows = slice.getDim() == 1;
  int64_t size = type.getShape()[0];
  unsigned wm = mma.getWarpsPerCTA()[0], wn = mma.getWarpsPerCTA()[1];
  auto [lane, warpM, warpN] = mmaWarpPosition(b, loc, mma);
  Value group = b.create<LLVM::UDivOp>(loc, lane, constant(4)), quadLane = b.create<LLVM::URemOp>(loc, lane, constant(4));
  // Along the kept dimension: tile size, warps, this thread's first index.
  unsigned tile = rows ? 16 : 8, warps = rows ? wm : wn;
  Value first = rows ? b.create<LLVM::AddOp>(loc, b.create<LLVM::MulOp>(loc, warpM, constant(16)), group).getResult()
                     : b.create<LLVM::AddOp>(loc, b.create<LLVM::MulOp>(loc, warpN, constant(8)),
                                             b.create<LLVM::MulOp>(loc, quadLane, constant(2))).getResult();
  Value zero = constant(0);
  Value firstCopy = b.create<LLVM::AndOp>(
      loc, b.create<LLVM::ICmpOp>(loc, LLVM::ICmpPredicate::eq, rows ? quadLane : group, zero),
      b.create<LLVM::ICmpOp>(loc, LLVM::ICmpPredicate::eq, rows ? warpN : warpM, zero));
  ElementIndices result;
  unsigned count = tilegpu::mmaSliceElems(slice, type.getShape());
  for (unsigned e = 0; e < count; ++e) {
    unsigned t = e / 2, half = e % 2;
    Value idx = b.create<LLVM::AddOp>(loc, first, constant(tile * warps * t + (rows ? 8 * half : half)));
    Value owner = firstCopy;
    if (tile * warps > size) {
      owner = b.create<LLVM::AndOp>(loc, owner, b.create<LLVM::ICmpOp>(loc, LLVM::ICmpPredicate::ult, idx, constant(size)));
      idx = b.create<LLVM::URemOp>(loc, idx, constant(size));
    }
    result.indices.push_back({idx});
    result.owner.push_back(owner);
  }
  return result;
}

ElementIndices emitElementIndices(OpBuilder &b, Location loc, RankedTensorType type) {
  if (auto mma = dyn_cast_or_null<tilegpu::MmaAttr>(type.getEncoding()))
    return emitMmaIndices(b, loc, type, mma);
  if (auto slice = dyn_cast_or_null<tilegpu::SliceAttr>(type.getEncoding()); slice && isa<tilegpu::MmaAttr>(slice.getParent()))
    return emitMmaSliceIndices(b, loc, type, slice);
  tilegpu::ThreadLayout layout = tilegpu::ThreadLayout::of(type);
  assert(layout && "tensor without a layout reached the LLVM lowering");
  tilegpu::BlockedAttr blocked = layout.blocked;
  // A slice layout is computed as its parent over the shape with a 1 at the
  // sliced dimension: the threads along that dimension all hold the one
  // coordinate 0 there, and only the first of them owns the element.
  SmallVector<int64_t> shape = layout.parentShape(type.getShape());
  ArrayRef<unsigned> order = blocked.getOrder();
  unsigned rank = shape.size();
  auto constant = [&](int64_t v) { return i32Constant(b, loc, v); };

  // Split the thread id into per-dimension lane and warp coordinates,
  // fastest dimension first.
  Value tid = b.create<NVVM::ThreadIdXOp>(loc, b.getI32Type());
  Value lane = b.create<LLVM::URemOp>(loc, tid, constant(32));
  Value warp = b.create<LLVM::UDivOp>(loc, tid, constant(32));
  SmallVector<Value> threadOffset(rank);
  for (unsigned d : order) {
    unsigned lanes = blocked.getThreadsPerWarp()[d], warps = blocked.getWarpsPerCTA()[d];
    Value laneD = b.create<LLVM::URemOp>(loc, lane, constant(lanes));
    Value warpD = b.create<LLVM::URemOp>(loc, warp, constant(warps));
    lane = b.create<LLVM::UDivOp>(loc, lane, constant(lanes));
    warp = b.create<LLVM::UDivOp>(loc, warp, constant(warps));
    unsigned spt = blocked.getSizePerThread()[d];
    Value offset = b.create<LLVM::MulOp>(loc, laneD, constant(spt));
    threadOffset[d] = b.create<LLVM::AddOp>(
        loc, offset, b.create<LLVM::MulOp>(loc, warpD, constant(spt * lanes)));
  }

  unsigned total = layout.elemsPerThread(type.getShape());
  ElementIndices result;
  bool replicated = false;
  for (unsigned d = 0; d < rank; ++d)
    replicated |= blocked.getShapePerCTA(d) > shape[d];
  for (unsigned e = 0; e < total; ++e) {
    SmallVector<unsigned> coords = layout.parentCoordinates(type.getShape(), e);
    SmallVector<Value> index;
    Value owner;
    for (unsigned d = 0; d < rank; ++d) {
      unsigned ed = coords[d];
      unsigned spt = blocked.getSizePerThread()[d];
      int64_t local = (ed / spt) * blocked.getShapePerCTA(d) + ed % spt;
      Value idx = b.create<LLVM::AddOp>(loc, threadOffset[d], constant(local));
      if (blocked.getShapePerCTA(d) > shape[d]) {
        // This dimension is replicated: wrap around, and only the first
        // copy owns the element.
        Value inRange = b.create<LLVM::ICmpOp>(loc, LLVM::ICmpPredicate::ult, idx,
                                               constant(shape[d]));
        owner = owner ? b.create<LLVM::AndOp>(loc, owner, inRange) : inRange;
        idx = b.create<LLVM::URemOp>(loc, idx, constant(shape[d]));
      }
      if (static_cast<int>(d) != layout.sliceDim)
        index.push_back(idx);
    }
    result.indices.push_back(std::move(index));
    if (replicated)
      result.owner.push_back(owner ? owner
                                   : b.create<LLVM::ConstantOp>(loc, b.getI1Type(),
                                                                b.getBoolAttr(true)).getResult());
  }
  return result;
}

} // namespace tritonc

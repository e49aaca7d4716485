//===- Layout.cpp - which elements of a tensor a thread holds --------------===//
#include "Lowering.h"

#include "mlir/Dialect/LLVMIR/NVVMDialect.h"

using namespace mlir;

namespace tritonc {

ElementIndices emitElementIndices(OpBuilder &b, Location loc, RankedTensorType type) {
  auto layout = tilegpu::getBlockedLayout(type);
  assert(layout && "tensor without a blocked layout reached the LLVM lowering");
  ArrayRef<int64_t> shape = type.getShape();
  ArrayRef<unsigned> order = layout.getOrder();
  unsigned rank = shape.size();
  auto constant = [&](int64_t v) { return i32Constant(b, loc, v); };

  // Split the thread id into per-dimension lane and warp coordinates,
  // fastest dimension first.
  Value tid = b.create<NVVM::ThreadIdXOp>(loc, b.getI32Type());
  Value lane = b.create<LLVM::URemOp>(loc, tid, constant(32));
  Value warp = b.create<LLVM::UDivOp>(loc, tid, constant(32));
  SmallVector<Value> threadOffset(rank);
  for (unsigned d : order) {
    unsigned lanes = layout.getThreadsPerWarp()[d], warps = layout.getWarpsPerCTA()[d];
    Value laneD = b.create<LLVM::URemOp>(loc, lane, constant(lanes));
    Value warpD = b.create<LLVM::URemOp>(loc, warp, constant(warps));
    lane = b.create<LLVM::UDivOp>(loc, lane, constant(lanes));
    warp = b.create<LLVM::UDivOp>(loc, warp, constant(warps));
    unsigned spt = layout.getSizePerThread()[d];
    Value offset = b.create<LLVM::MulOp>(loc, laneD, constant(spt));
    threadOffset[d] = b.create<LLVM::AddOp>(
        loc, offset, b.create<LLVM::MulOp>(loc, warpD, constant(spt * lanes)));
  }

  SmallVector<unsigned> perDim(rank);
  for (unsigned d = 0; d < rank; ++d)
    perDim[d] = layout.getSizePerThread()[d] *
                std::max<int64_t>(1, shape[d] / layout.getShapePerCTA(d));
  unsigned total = layout.getElemsPerThread(shape);

  ElementIndices result;
  bool replicated = false;
  for (unsigned d = 0; d < rank; ++d)
    replicated |= layout.getShapePerCTA(d) > shape[d];
  for (unsigned e = 0; e < total; ++e) {
    SmallVector<Value> index(rank);
    Value owner;
    unsigned rest = e;
    for (unsigned d : order) {
      unsigned ed = rest % perDim[d];
      rest /= perDim[d];
      unsigned spt = layout.getSizePerThread()[d];
      int64_t local = (ed / spt) * layout.getShapePerCTA(d) + ed % spt;
      Value idx = b.create<LLVM::AddOp>(loc, threadOffset[d], constant(local));
      if (layout.getShapePerCTA(d) > shape[d]) {
        // This dimension is replicated: wrap around, and only the first
        // copy owns the element.
        Value inRange = b.create<LLVM::ICmpOp>(loc, LLVM::ICmpPredicate::ult, idx,
                                               constant(shape[d]));
        owner = owner ? b.create<LLVM::AndOp>(loc, owner, inRange) : inRange;
        idx = b.create<LLVM::URemOp>(loc, idx, constant(shape[d]));
      }
      index[d] = idx;
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

//===- TileToTileGPU.cpp - assign blocked layouts to tile tensors ---------===//
//
// Every tensor of one shape gets the same blocked layout, so elementwise
// chains need no layout conversions. The layout of a shape follows its
// memory accesses: along the contiguous dimension each thread owns as many
// elements as the widest vector access the axis analysis proves legal (at
// most 16 bytes), lanes then warps are laid out along that dimension first,
// so a warp touches one contiguous span of memory.
//
//===----------------------------------------------------------------------===//
#include "analysis/AxisInfo.h"
#include "conversion/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinAttributes.h"

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

    for (auto func : module.getOps<func::FuncOp>()) {
      AxisInfoAnalysis axis;
      // Widest legal vector per shape, from the memory accesses of that shape.
      llvm::DenseMap<ArrayRef<int64_t>, unsigned> vectorByShape;
      for (BlockArgument arg : func.getArguments())
        if (isa<RankedTensorType>(arg.getType()))
          return (void)(func.emitError("tensor arguments are not supported"), signalPassFailure());

      auto annotate = [&](Operation *op, Value ptr, Value mask) {
        auto tensor = dyn_cast<RankedTensorType>(ptr.getType());
        if (!tensor)
          return;
        unsigned fastDim = tensor.getRank() - 1;
        unsigned width = axis.vectorWidth(ptr, fastDim);
        unsigned &best = vectorByShape[tensor.getShape()];
        best = std::max(best, width);
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

      auto withLayout = [&](Type type) -> Type {
        auto tensor = dyn_cast<RankedTensorType>(type);
        if (!tensor || tensor.getEncoding())
          return type;
        auto layout = makeBlockedLayout(ctx, tensor.getShape(),
                                        std::max(1u, vectorByShape.lookup(tensor.getShape())),
                                        numWarps);
        return RankedTensorType::get(tensor.getShape(), tensor.getElementType(), layout);
      };
      func.walk([&](Operation *op) {
        for (Region &region : op->getRegions())
          for (Block &block : region)
            for (BlockArgument arg : block.getArguments())
              arg.setType(withLayout(arg.getType()));
        for (OpResult result : op->getResults())
          result.setType(withLayout(result.getType()));
        // Constants carry their type in the attribute too.
        if (auto constant = dyn_cast<arith::ConstantOp>(op))
          if (auto dense = dyn_cast<DenseElementsAttr>(constant.getValue()))
            constant.setValueAttr(dense.reshape(cast<ShapedType>(constant.getType())));
      });
    }
  }
};

} // namespace

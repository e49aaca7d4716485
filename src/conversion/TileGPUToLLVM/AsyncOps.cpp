//===- AsyncOps.cpp - cp.async copies into shared memory, rings, views ----===//
//
// The ops the load pipeliner (TileToTileGPU/PipelineLoads.cpp) leaves:
// smem_alloc (its bytes placed by the shared-memory plan), async_copy (one
// cp.async per vector a thread's layout gives it, into the dot-operand
// format: rows along dimension 0, 16-byte chunks swizzled as DotOps.cpp
// reads them), commit / wait groups, and local_tile views (an address).
//
//===----------------------------------------------------------------------===//
#include "DotLowering.h"

using namespace mlir;

namespace tritonc {
namespace {

struct SmemAllocLowering : ConvertOpToLLVMPattern<tilegpu::SmemAllocOp> {
  SmemAllocLowering(TileGPUTypeConverter &converter, SharedMemoryPlan &plan)
      : ConvertOpToLLVMPattern(converter), plan(plan) {}
  SharedMemoryPlan &plan;
  LogicalResult matchAndRewrite(tilegpu::SmemAllocOp op, OpAdaptor, ConversionPatternRewriter &b) const override {
    b.replaceOp(op, plan.bufferAddress(b, op.getLoc(), op));
    return success();
  }
};

struct AsyncCopyLowering : ConvertOpToLLVMPattern<tilegpu::AsyncCopyOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult matchAndRewrite(tilegpu::AsyncCopyOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &b) const override {
    Location loc = op.getLoc();
    auto ptrType = cast<RankedTensorType>(op.getPtr().getType());
    Type element = getTypeConverter()->convertType(cast<tile::PointerType>(ptrType.getElementType()).getPointeeType());
    unsigned elemBytes = element.getIntOrFloatBitWidth() / 8, vector = op.getVector();
    unsigned bytes = vector * elemBytes;
    OperandTile tile(ptrType.getShape()[0], ptrType.getShape()[1], elemBytes);
    SmallVector<Value> ptrs = unpackElements(b, loc, adaptor.getPtr(), ptrType);
    SmallVector<Value> masks;
    if (op.getMask())
      masks = unpackElements(b, loc, adaptor.getMask(), op.getMask().getType());
    ElementIndices where = emitElementIndices(b, loc, ptrType);
    // .cg (L2 only) exists for 16-byte copies; smaller ones use .ca.
    std::string text = std::string("cp.async.") + (bytes == 16 ? "cg" : "ca") + ".shared.global [$0], [$1], " +
                       std::to_string(bytes) + ", $2;";
    for (size_t e = 0; e < ptrs.size(); e += vector) {
      Value colByte = b.create<LLVM::MulOp>(loc, where.indices[e][1], i32Constant(b, loc, elemBytes));
      Value dst = tile.address(b, loc, adaptor.getDst(), 0, where.indices[e][0], colByte);
      // Masked-off vectors copy 0 bytes: the slot is zero-filled.
      Value size = i32Constant(b, loc, bytes);
      if (!masks.empty())
        size = b.create<LLVM::SelectOp>(loc, masks[e], size, i32Constant(b, loc, 0));
      ptxStatement(b, loc, text, "r,l,r", {sharedAddress(b, loc, dst), ptrs[e], size});
    }
    b.eraseOp(op);
    return success();
  }
};

struct AsyncCommitLowering : ConvertOpToLLVMPattern<tilegpu::AsyncCommitOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult matchAndRewrite(tilegpu::AsyncCommitOp op, OpAdaptor, ConversionPatternRewriter &b) const override {
    ptxStatement(b, op.getLoc(), "cp.async.commit_group;", "", {});
    b.eraseOp(op);
    return success();
  }
};

/// The wait is not followed by fence.proxy.async even when wgmma reads the
/// copies: their bytes are in shared memory once cp.async.wait_group
/// returns, the pipeliner's barrier publishes them, and wgmma then reads
/// them as Triton 3.6's pipelined wgmma loops do (they have no proxy fence
/// either). The fence compiles to MEMBAR.ALL.CTA, which also waits for the
/// copies still in flight for later stages: it cost up to 6% on the H200
/// (bench/results run 12). Operands a thread stores with st.shared are
/// fenced (DotOps.cpp).
struct AsyncWaitLowering : ConvertOpToLLVMPattern<tilegpu::AsyncWaitOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult matchAndRewrite(tilegpu::AsyncWaitOp op, OpAdaptor, ConversionPatternRewriter &b) const override {
    ptxStatement(b, op.getLoc(), "cp.async.wait_group " + std::to_string(op.getPending()) + ";", "", {});
    b.eraseOp(op);
    return success();
  }
};

struct LocalTileLowering : ConvertOpToLLVMPattern<tilegpu::LocalTileOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult matchAndRewrite(tilegpu::LocalTileOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &b) const override {
    b.replaceOp(op, adaptor.getBase());
    return success();
  }
};

} // namespace

void populateAsyncOpPatterns(TileGPUTypeConverter &converter, RewritePatternSet &patterns, SharedMemoryPlan &plan) {
  patterns.add<SmemAllocLowering>(converter, plan);
  patterns.add<AsyncCopyLowering, AsyncWaitLowering, AsyncCommitLowering, LocalTileLowering>(converter);
}

} // namespace tritonc

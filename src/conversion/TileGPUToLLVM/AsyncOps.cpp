//===- AsyncOps.cpp - cp.async copies into shared memory, rings, views ----===//
//
// The ops the load pipeliner (src/transforms/PipelineDotLoads.cpp) leaves:
// smem_alloc (its bytes placed by the shared-memory plan), async_copy (one
// cp.async per vector a thread's layout gives it, into the dot-operand
// format: lines indexed by the op's rowDim, 16-byte chunks swizzled as
// DotOps.cpp reads them), commit / wait groups, and local_tile views (an
// address).
//
//===----------------------------------------------------------------------===//
#include "DotLowering.h"

using namespace mlir;

namespace tritonc {
namespace {

struct SmemAllocLowering : ConvertOpToLLVMPattern<tilegpu::SmemAllocOp> {
  SmemAllocLowering(TileGPUTypeConverter &converter, PlannedSharedMemory &plan)
      : ConvertOpToLLVMPattern(converter), plan(plan) {}
  PlannedSharedMemory &plan;
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
    // The tile's lines are indexed by dimension rowDim: a tile read down
    // its columns is stored transposed.
    unsigned rowDim = op.getRowDim(), colDim = 1 - rowDim;
    OperandTile tile(ptrType.getShape()[rowDim], ptrType.getShape()[colDim], elemBytes);
    SmallVector<Value> ptrs = unpackElements(b, loc, adaptor.getPtr(), ptrType);
    SmallVector<Value> masks;
    if (op.getMask())
      masks = unpackElements(b, loc, adaptor.getMask(), op.getMask().getType());
    ElementIndices where = emitElementIndices(b, loc, ptrType);
    // .cg (L2 only) exists for 16-byte copies; smaller ones use .ca.
    // Masked-off vectors are zero-filled: the ignore-src predicate (the
    // mask negated) keeps the mask in predicate registers, where ptxas
    // combines it with the other conditions; the src-size form would
    // select a byte count per copy (three SELs and a compare, in SASS).
    std::string text = std::string("cp.async.") + (bytes == 16 ? "cg" : "ca") + ".shared.global [$0], [$1], " +
                       std::to_string(bytes) + (masks.empty() ? ";" : ", $2;");
    Value one = b.create<LLVM::ConstantOp>(loc, b.getI1Type(), b.getBoolAttr(true));
    // Destinations as a few addresses plus immediates (OperandTileAddresses).
    OperandTileAddresses destinations(tile, adaptor.getDst());
    for (size_t e = 0; e < ptrs.size(); e += vector) {
      Value dst = destinations.at(b, loc, Value(), where.indices[e][rowDim], where.indices[e][colDim]);
      SmallVector<Value> operands = {sharedAddress(b, loc, dst), ptrs[e]};
      if (!masks.empty())
        operands.push_back(b.create<LLVM::XOrOp>(loc, masks[e], one));
      ptxStatement(b, loc, text, masks.empty() ? "r,l" : "r,l,b", operands);
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
/// copies still in flight for later stages: every wait would drain the
/// prefetch the pipeline keeps ahead of the dots. Operands a thread stores
/// with st.shared are fenced (DotOps.cpp).
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

void populateAsyncOpPatterns(TileGPUTypeConverter &converter, RewritePatternSet &patterns, PlannedSharedMemory &plan) {
  patterns.add<SmemAllocLowering>(converter, plan);
  patterns.add<AsyncCopyLowering, AsyncWaitLowering, AsyncCommitLowering, LocalTileLowering>(converter);
}

} // namespace tritonc

//===- TensorCopyOps.cpp - bulk tensor copies (TMA) and their mbarriers ---===//
//
// The ops the load pipeliner leaves for tiles copied through tensor maps
// (sm_90a):
//   mbarrier_init    thread 0 initializes one mbarrier per ring slot (one
//                    arrival per phase); fences make the initialization
//                    visible to the copy engine, a barrier to every thread
//   mbarrier_expect  thread 0 arrives and announces the bytes to come
//   tensor_copy      one elected lane of warp 0 issues cp.async.bulk.tensor,
//                    one per box
//   mbarrier_wait    every thread spins on try_wait.parity
//   mbarrier_inval   thread 0 invalidates the barriers so that their bytes
//                    can be reused, then a barrier
// and the one TensorMapStores.cpp leaves for stores:
//   tensor_store     every thread writes its elements into the op's scratch
//                    region in the same swizzled format, fences them for
//                    the copy engine (the async proxy), a barrier, then one
//                    elected lane of warp 0 issues cp.async.bulk.tensor
//                    from shared to global memory per box, commits them as
//                    a bulk group and waits until the engine has read them,
//                    so that the region can be reused after the next
//                    barrier (the shared-memory plan puts one before any
//                    later write to it)
// The tensor map is a __grid_constant__ kernel parameter (FuncOps.cpp): its
// generic address is what the copy names.
//
//===----------------------------------------------------------------------===//
#include "Lowering.h"

using namespace mlir;

namespace tritonc {
namespace {

/// `pred` (or true) and "this is thread 0": the one thread that issues.
Value issuingThread(OpBuilder &b, Location loc, Value pred) {
  Value first = b.create<LLVM::ICmpOp>(loc, LLVM::ICmpPredicate::eq, threadId(b, loc), i32Constant(b, loc, 0));
  return pred ? b.create<LLVM::AndOp>(loc, first, pred) : first;
}

/// The address of mbarrier `i` of the array at `bars`.
Value barrierAt(OpBuilder &b, Location loc, Value bars, unsigned i) {
  return b.create<LLVM::GEPOp>(loc, bars.getType(), b.getI8Type(), bars, ValueRange{i32Constant(b, loc, 8 * i)});
}

/// `text` (predicate $0, barrier address $1), by thread 0, for each of the
/// `count` mbarriers at `bars`.
void onEachBarrier(OpBuilder &b, Location loc, Value bars, unsigned count, StringRef text) {
  Value first = issuingThread(b, loc, Value());
  for (unsigned i = 0; i < count; ++i)
    ptxStatement(b, loc, text, "b,r", {first, sharedAddress(b, loc, barrierAt(b, loc, bars, i))});
}

struct MBarrierInitLowering : ConvertOpToLLVMPattern<tilegpu::MBarrierInitOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult matchAndRewrite(tilegpu::MBarrierInitOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &b) const override {
    Location loc = op.getLoc();
    onEachBarrier(b, loc, adaptor.getBars(), op.getCount(), "@$0 mbarrier.init.shared::cta.b64 [$1], 1;");
    // The copy engine (the async proxy) completes transactions on these
    // barriers: it must see them initialized.
    ptxStatement(b, loc, "fence.mbarrier_init.release.cluster;", "", {});
    ptxStatement(b, loc, "fence.proxy.async.shared::cta;", "", {});
    barrier(b, loc);
    b.eraseOp(op);
    return success();
  }
};

struct MBarrierInvalLowering : ConvertOpToLLVMPattern<tilegpu::MBarrierInvalOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult matchAndRewrite(tilegpu::MBarrierInvalOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &b) const override {
    Location loc = op.getLoc();
    onEachBarrier(b, loc, adaptor.getBars(), op.getCount(), "@$0 mbarrier.inval.shared::cta.b64 [$1];");
    // Nobody reuses the bytes before they are invalidated.
    barrier(b, loc);
    b.eraseOp(op);
    return success();
  }
};

struct MBarrierExpectLowering : ConvertOpToLLVMPattern<tilegpu::MBarrierExpectOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult matchAndRewrite(tilegpu::MBarrierExpectOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &b) const override {
    Location loc = op.getLoc();
    ptxStatement(b, loc,
                 "@$0 mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], " + std::to_string(op.getBytes()) + ";",
                 "b,r", {issuingThread(b, loc, adaptor.getPred()), sharedAddress(b, loc, adaptor.getBar())});
    b.eraseOp(op);
    return success();
  }
};

struct MBarrierWaitLowering : ConvertOpToLLVMPattern<tilegpu::MBarrierWaitOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult matchAndRewrite(tilegpu::MBarrierWaitOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &b) const override {
    // try_wait suspends the thread for a while before it gives up; the loop
    // asks again until the phase is complete. The label is local to the
    // braces, so the statement can appear more than once.
    ptxStatement(b, op.getLoc(),
                 "{\n"
                 ".reg .pred complete;\n"
                 "wait_for_phase:\n"
                 "mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\n"
                 "@!complete bra wait_for_phase;\n"
                 "}",
                 "r,r", {sharedAddress(b, op.getLoc(), adaptor.getBar()), adaptor.getPhase()});
    b.eraseOp(op);
    return success();
  }
};

/// `pred` (or true) and "this is warp 0": the copy's own predicate adds
/// the lane elect.sync picks there. The copy reads uniform registers (the
/// tensor map's address, the coordinates); elected, it is known to run in
/// one lane, where ptxas would otherwise wrap it in a loop over the lanes
/// its predicate enables, to make the operands uniform.
Value issuingWarp(OpBuilder &b, Location loc, Value pred) {
  Value first = b.create<LLVM::ICmpOp>(loc, LLVM::ICmpPredicate::ult, threadId(b, loc), i32Constant(b, loc, 32));
  return pred ? b.create<LLVM::AndOp>(loc, first, pred) : first;
}

struct TensorCopyLowering : ConvertOpToLLVMPattern<tilegpu::TensorCopyOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult matchAndRewrite(tilegpu::TensorCopyOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &b) const override {
    Location loc = op.getLoc();
    unsigned rank = adaptor.getCoords().size();
    Value pred = issuingWarp(b, loc, adaptor.getPred());
    Value desc = b.create<LLVM::PtrToIntOp>(loc, b.getI64Type(), adaptor.getDesc());
    Value bar = sharedAddress(b, loc, adaptor.getBar());
    std::string coords;
    for (unsigned d = 0; d < rank; ++d)
      coords += (d ? ", $" : "$") + std::to_string(4 + d);
    // Every lane of the warp runs elect.sync (the op is in converged code:
    // the pipelined loop's body); the copy's predicate is warp 0's, the
    // op's, and the elected lane's.
    std::string text = "{\n"
                       ".reg .pred elected, issue;\n"
                       ".reg .b32 lane;\n"
                       "elect.sync lane|elected, 0xffffffff;\n"
                       "and.pred issue, elected, $0;\n"
                       "@issue cp.async.bulk.tensor." + std::to_string(rank) +
                       "d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$1], [$2, {" + coords +
                       "}], [$3];\n"
                       "}";
    std::string constraints = "b,r,l,r";
    for (unsigned d = 0; d < rank; ++d)
      constraints += ",r";
    for (unsigned k = 0; k < op.getBoxes(); ++k) {
      Value dst = b.create<LLVM::GEPOp>(loc, adaptor.getDst().getType(), b.getI8Type(), adaptor.getDst(),
                                        ValueRange{i32Constant(b, loc, k * op.getBoxBytes())});
      SmallVector<Value> operands = {pred, sharedAddress(b, loc, dst), desc, bar};
      for (unsigned d = 0; d < rank; ++d) {
        Value c = adaptor.getCoords()[d];
        if (d == 0 && k)
          c = b.create<LLVM::AddOp>(loc, c, i32Constant(b, loc, k * op.getBoxCols()));
        operands.push_back(c);
      }
      ptxStatement(b, loc, text, constraints, operands);
    }
    b.eraseOp(op);
    return success();
  }
};

/// The shared-memory tile a tensor_store stages `type` in: lines along the
/// dimension that is not `rowDim`.
OperandTile storedTile(RankedTensorType type, unsigned rowDim) {
  return OperandTile(type.getShape()[rowDim], type.getShape()[1 - rowDim], type.getElementTypeBitWidth() / 8);
}

/// Elements of `type` a thread holds consecutively along dimension `colDim`
/// (a run it can write with one vector of at most 16 bytes): a blocked
/// layout's run along its fastest dimension, an mma tile's pairs of
/// columns; 1 otherwise.
unsigned runAlong(RankedTensorType type, unsigned colDim) {
  unsigned elemBytes = type.getElementTypeBitWidth() / 8;
  ArrayRef<int64_t> shape = type.getShape();
  if (auto blocked = dyn_cast_or_null<tilegpu::BlockedAttr>(type.getEncoding());
      blocked && blocked.getOrder()[0] == colDim && blocked.getShapePerCTA(0) <= shape[0] &&
      blocked.getShapePerCTA(1) <= shape[1])
    return std::min<unsigned>(blocked.getSizePerThread()[colDim], 16 / elemBytes);
  // Registers r = 0, 1 of each 16x8 tile: one row, two columns (Layout.cpp).
  if (auto mma = dyn_cast_or_null<tilegpu::MmaAttr>(type.getEncoding());
      mma && mma.getRank() == 2 && colDim == 1 && 16 * mma.getWarpsPerCTA()[0] <= shape[0] &&
      8 * mma.getWarpsPerCTA()[1] <= shape[1])
    return std::min<unsigned>(2, 16 / elemBytes);
  return 1;
}

struct TensorStoreLowering : ConvertOpToLLVMPattern<tilegpu::TensorStoreOp> {
  TensorStoreLowering(TileGPUTypeConverter &converter, PlannedSharedMemory &plan)
      : ConvertOpToLLVMPattern(converter), plan(plan) {}

  LogicalResult matchAndRewrite(tilegpu::TensorStoreOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &b) const override {
    Location loc = op.getLoc();
    auto type = cast<RankedTensorType>(op.getValue().getType());
    unsigned rowDim = op.getRowDim(), colDim = 1 - rowDim;
    OperandTile tile = storedTile(type, rowDim);
    Value base = plan.begin(b, loc, op, tile.bytes());
    Type element = getTypeConverter()->convertType(type.getElementType());
    SmallVector<Value> values = unpackElements(b, loc, adaptor.getValue(), type);
    ElementIndices where = emitElementIndices(b, loc, type);
    unsigned run = runAlong(type, colDim);
    // Copies of an element (layouts larger than the tile) write the same
    // bytes: harmless.
    OperandTileAddresses addresses(tile, base);
    for (size_t e = 0; e + run <= values.size(); e += run) {
      Value address = addresses.at(b, loc, Value(), where.indices[e][rowDim], where.indices[e][colDim], 0);
      Value stored = values[e];
      if (run > 1) {
        stored = b.create<LLVM::UndefOp>(loc, VectorType::get({int64_t(run)}, element));
        for (unsigned v = 0; v < run; ++v)
          stored = b.create<LLVM::InsertElementOp>(loc, stored, values[e + v], i32Constant(b, loc, v));
      }
      b.create<LLVM::StoreOp>(loc, stored, address, run * tile.elemBytes);
    }
    // The threads' writes are visible to the copy engine once each has
    // fenced them and all have passed the barrier.
    ptxStatement(b, loc, "fence.proxy.async.shared::cta;", "", {});
    barrier(b, loc);

    // One statement for the boxes, the commit and the wait, so that the
    // same elected lane issues them all (a bulk group is per thread).
    unsigned rank = adaptor.getCoords().size(), boxes = op.getBoxes();
    std::string text = "{\n"
                       ".reg .pred elected, issue;\n"
                       ".reg .b32 lane;\n"
                       "elect.sync lane|elected, 0xffffffff;\n"
                       "and.pred issue, elected, $0;\n";
    std::string constraints = "b,l";
    SmallVector<Value> operands = {issuingWarp(b, loc, Value()),
                                   b.create<LLVM::PtrToIntOp>(loc, b.getI64Type(), adaptor.getDesc())};
    for (unsigned k = 0; k < boxes; ++k) {
      std::string coords;
      for (unsigned d = 0; d < rank; ++d) {
        Value c = adaptor.getCoords()[d];
        if (d == 0 && k)
          c = b.create<LLVM::AddOp>(loc, c, i32Constant(b, loc, k * op.getBoxCols()));
        coords += (d ? ", $" : "$") + std::to_string(operands.size());
        operands.push_back(c);
        constraints += ",r";
      }
      Value src = b.create<LLVM::GEPOp>(loc, base.getType(), b.getI8Type(), base,
                                        ValueRange{i32Constant(b, loc, k * op.getBoxBytes())});
      text += "@issue cp.async.bulk.tensor." + std::to_string(rank) + "d.global.shared::cta.tile.bulk_group [$1, {" +
              coords + "}], [$" + std::to_string(operands.size()) + "];\n";
      operands.push_back(sharedAddress(b, loc, src));
      constraints += ",r";
    }
    text += "@issue cp.async.bulk.commit_group;\n"
            "@issue cp.async.bulk.wait_group.read 0;\n"
            "}";
    ptxStatement(b, loc, text, constraints, operands);
    b.eraseOp(op);
    return success();
  }

private:
  PlannedSharedMemory &plan;
};

} // namespace

unsigned tensorStoreScratchBytes(Operation *op) {
  auto store = dyn_cast<tilegpu::TensorStoreOp>(op);
  return store ? storedTile(cast<RankedTensorType>(store.getValue().getType()), store.getRowDim()).bytes() : 0;
}

void populateTensorCopyPatterns(TileGPUTypeConverter &converter, RewritePatternSet &patterns,
                                PlannedSharedMemory &plan) {
  patterns.add<MBarrierInitLowering, MBarrierInvalLowering, MBarrierExpectLowering, MBarrierWaitLowering,
               TensorCopyLowering>(converter);
  patterns.add<TensorStoreLowering>(converter, plan);
}

} // namespace tritonc

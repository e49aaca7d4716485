//===- ChunkElementwise.cpp - elementwise chains on long vectors as loops --===//
//
// The pass tritonc-cpu-chunk-elementwise, right after
// tritonc-cpu-tensors-to-vectors.
// A tensor is one vector value, so `y = x * 2 + b` on 128 i64 lanes is
// arith ops on vector<128xi64>: the baseline x86-64 target (SSE2) splits
// each into 64 instructions on 128-bit registers, every value of the chain
// is live across the whole chain, and instruction selection and register
// allocation grow with the tile instead of with the kernel (a chain of a
// hundred such ops took half a second to compile for the CPU, five times
// the GPU). Here a run of such ops becomes one scf.for over chunks of 512
// bits: the vectors coming in are stored to stack buffers once, each
// iteration loads one chunk of each, applies the whole chain to chunks and
// stores the chunks of the values used after the run, which are loaded back
// whole after the loop. The code is then one chain of chunk-sized ops,
// whatever the tile's size.
//
// A run is a sequence of arith/math ops of one block on vectors of one
// length N (at least kMinChunks chunks long), possibly interleaved with
// other ops that do not use the run's results (the loop goes after the
// run's last op, where every input is defined and no use has come yet).
// Splat constants and splats of scalars used by the run are recreated at
// chunk width inside the loop. i1 vectors go through memory as bytes. Ops
// whose lanes tritonc-cpu-narrow-shuffles will narrow (the address
// arithmetic of which a shuffle keeps one lane per run of consecutive
// addresses) are left alone, as are runs of a single op.
//
//===----------------------------------------------------------------------===//
#include "Lowering.h"
#include "conversion/TileToCPU/Passes.h"

#include "llvm/ADT/SetVector.h"

namespace tritonc {
#define GEN_PASS_DEF_CPUCHUNKELEMENTWISE
#include "conversion/TileToCPU/TileToCPUPasses.h.inc"
} // namespace tritonc

using namespace mlir;

namespace tritonc {
namespace cpu {
namespace {

constexpr int64_t kChunkBits = 512;
/// Vectors shorter than this many chunks stay whole.
constexpr int64_t kMinChunks = 4;

/// Bits of one lane in memory (i1 as a byte).
int64_t laneBits(Type element) {
  return element.isInteger(1) ? 8 : std::max<int64_t>(8, element.getIntOrFloatBitWidth());
}

/// Bits of the widest lane `op` reads or writes.
int64_t widestLane(Operation *op) {
  int64_t widest = 8;
  for (Type type : op->getOperandTypes())
    widest = std::max(widest, laneBits(getElementTypeOrSelf(type)));
  for (Type type : op->getResultTypes())
    widest = std::max(widest, laneBits(getElementTypeOrSelf(type)));
  return widest;
}

/// The vector length of an elementwise arith/math op on vectors, or 0 when
/// `op` is not one (any region, a non-vector result, or vectors of
/// different lengths). Several results are fine (mului_extended).
int64_t elementwiseLength(Operation *op) {
  if (!isa<arith::ArithDialect, math::MathDialect>(op->getDialect()) || op->getNumRegions() ||
      op->getNumResults() == 0 || isa<arith::ConstantOp>(op) || !isMemoryEffectFree(op))
    return 0;
  auto result = dyn_cast<VectorType>(op->getResult(0).getType());
  if (!result || result.getRank() != 1 || result.isScalable())
    return 0;
  for (Type type : op->getResultTypes())
    if (auto vector = dyn_cast<VectorType>(type); !vector || vector.getNumElements() != result.getNumElements())
      return 0;
  for (Value operand : op->getOperands()) {
    auto vector = dyn_cast<VectorType>(operand.getType());
    if (vector && vector.getNumElements() != result.getNumElements())
      return 0;
    if (!vector && !operand.getType().isIntOrFloat())
      return 0;
  }
  for (Type type : op->getResultTypes())
    if (!getElementTypeOrSelf(type).isIntOrFloat())
      return 0;
  return result.getNumElements();
}

/// A splat the loop can recreate at any width: a dense splat constant
/// (arith or llvm) or splatVector()'s insertelement + zero-mask shuffle.
/// Returns the scalar attribute or value, or null.
struct Splat {
  TypedAttr constant;
  Value scalar;
  explicit operator bool() const { return constant || scalar; }
};
Splat asSplat(Value value) {
  Operation *def = value.getDefiningOp();
  if (!def)
    return {};
  Attribute attr;
  if (auto constant = dyn_cast<arith::ConstantOp>(def))
    attr = constant.getValue();
  else if (auto constant = dyn_cast<LLVM::ConstantOp>(def))
    attr = constant.getValue();
  if (auto dense = dyn_cast_or_null<SplatElementsAttr>(attr))
    return {dense.getSplatValue<TypedAttr>(), {}};
  if (auto shuffle = dyn_cast<LLVM::ShuffleVectorOp>(def)) {
    if (!llvm::all_of(shuffle.getMask(), [](int32_t i) { return i == 0; }))
      return {};
    auto insert = shuffle.getV1().getDefiningOp<LLVM::InsertElementOp>();
    if (!insert)
      return {};
    auto position = insert.getPosition().getDefiningOp<LLVM::ConstantOp>();
    auto index = position ? dyn_cast<IntegerAttr>(position.getValue()) : IntegerAttr();
    if (index && index.getInt() == 0)
      return {{}, insert.getValue()};
  }
  return {};
}

/// Ops whose every use is a shufflevector with one same mask, or another
/// such op: tritonc-cpu-narrow-shuffles will move the shuffle above them,
/// computing only the lanes it keeps, which a chunk loop would prevent.
/// (Shuffles with different masks, as a reduction's even and odd lanes,
/// keep the op whole, so it may loop.)
llvm::DenseSet<Operation *> narrowableOps(Block &block) {
  llvm::DenseSet<Operation *> narrowable;
  for (Operation &op : llvm::reverse(block)) {
    if (!elementwiseLength(&op) || op.use_empty())
      continue;
    std::optional<ArrayRef<int32_t>> mask;
    bool all = llvm::all_of(op.getUsers(), [&](Operation *user) {
      if (narrowable.contains(user))
        return true;
      auto shuffle = dyn_cast<LLVM::ShuffleVectorOp>(user);
      if (!shuffle || (mask && *mask != shuffle.getMask()))
        return false;
      mask = shuffle.getMask();
      return true;
    });
    if (all)
      narrowable.insert(&op);
  }
  return narrowable;
}

/// Whether `op` or an op nested in it uses a result of `run`.
bool usesAny(Operation *op, const llvm::SetVector<Operation *> &run) {
  WalkResult result = op->walk([&](Operation *nested) {
    for (Value operand : nested->getOperands())
      if (Operation *def = operand.getDefiningOp(); def && run.contains(def))
        return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return result.wasInterrupted();
}

/// The runs of `block` to turn into loops, in order.
SmallVector<llvm::SetVector<Operation *>> findRuns(Block &block) {
  llvm::DenseSet<Operation *> narrowable = narrowableOps(block);
  SmallVector<llvm::SetVector<Operation *>> runs;
  llvm::SetVector<Operation *> run;
  int64_t runLength = 0;
  auto flush = [&] {
    if (run.size() >= 2)
      runs.push_back(run);
    run.clear();
    runLength = 0;
  };
  for (Operation &op : block) {
    int64_t n = elementwiseLength(&op);
    bool candidate = n && !narrowable.contains(&op);
    if (candidate) {
      int64_t chunk = std::max<int64_t>(1, kChunkBits / widestLane(&op));
      candidate = n % chunk == 0 && n / chunk >= kMinChunks;
    }
    if (candidate && n == runLength) {
      run.insert(&op);
      continue;
    }
    if (!candidate) {
      if (!run.empty() && usesAny(&op, run))
        flush();
      continue;
    }
    flush();
    run.insert(&op);
    runLength = n;
  }
  flush();
  return runs;
}

/// Rewrites one run as a loop over chunks, after its last op.
void chunkRun(const llvm::SetVector<Operation *> &run) {
  Operation *last = run.back();
  Location loc = last->getLoc();
  OpBuilder b(last->getContext());
  b.setInsertionPointAfter(last);
  int64_t n = elementwiseLength(last);
  int64_t widest = 8;
  for (Operation *op : run)
    widest = std::max(widest, widestLane(op));
  int64_t chunk = std::max<int64_t>(1, kChunkBits / widest);

  // Vectors from outside the run: splats are recreated, the rest stored.
  llvm::SetVector<Value> inputs;
  for (Operation *op : run)
    for (Value operand : op->getOperands())
      if (isa<VectorType>(operand.getType()) && !run.contains(operand.getDefiningOp()) &&
          !asSplat(operand))
        inputs.insert(operand);
  SmallVector<Value> outputs;
  for (Operation *op : run)
    for (Value result : op->getResults())
      if (llvm::any_of(result.getUsers(), [&](Operation *user) { return !run.contains(user); }))
        outputs.push_back(result);

  auto memoryElement = [&](Value v) {
    Type element = getElementTypeOrSelf(v.getType());
    return element.isInteger(1) ? b.getI8Type() : element;
  };
  auto toMemory = [&](OpBuilder &b, Value v) -> Value {
    if (!getElementTypeOrSelf(v.getType()).isInteger(1))
      return v;
    return b.create<arith::ExtUIOp>(loc, vectorOf(b.getI8Type(), numElements(v.getType())), v);
  };
  auto fromMemory = [&](OpBuilder &b, Value v, Type element) -> Value {
    if (!element.isInteger(1))
      return v;
    return b.create<arith::TruncIOp>(loc, vectorOf(element, numElements(v.getType())), v);
  };

  SmallVector<ScratchBuffer> inputBuffers, outputBuffers;
  for (Value input : inputs) {
    inputBuffers.emplace_back(b, loc, last, memoryElement(input), n);
    inputBuffers.back().storeAll(b, loc, toMemory(b, input));
  }
  for (Value output : outputs)
    outputBuffers.emplace_back(b, loc, last, memoryElement(output), n);

  Value zero = i64Constant(b, loc, 0);
  forEachIndex(b, loc, zero, n / chunk, [&](OpBuilder &b, Location loc, Value k) {
    Value first = b.create<LLVM::MulOp>(loc, k, i64Constant(b, loc, chunk));
    IRMapping mapping;
    for (auto [input, buffer] : llvm::zip(inputs, inputBuffers)) {
      Type element = getElementTypeOrSelf(input.getType());
      Value piece = b.create<LLVM::LoadOp>(loc, vectorOf(memoryElement(input), chunk),
                                           buffer.at(b, loc, first), laneBits(element) / 8);
      mapping.map(input, fromMemory(b, piece, element));
    }
    for (Operation *op : run) {
      OperationState state(op->getLoc(), op->getName());
      for (Value operand : op->getOperands()) {
        if (Value mapped = mapping.lookupOrNull(operand)) {
          state.addOperands(mapped);
          continue;
        }
        auto vector = dyn_cast<VectorType>(operand.getType());
        if (!vector) {  // a scalar operand (select's condition)
          state.addOperands(operand);
          continue;
        }
        Splat splat = asSplat(operand);
        Value piece;
        if (splat.constant)
          piece = b.create<arith::ConstantOp>(
              loc, DenseElementsAttr::get(vectorOf(vector.getElementType(), chunk), splat.constant));
        else
          piece = splatVector(b, loc, splat.scalar, chunk);
        mapping.map(operand, piece);
        state.addOperands(piece);
      }
      for (Type type : op->getResultTypes())
        state.addTypes(vectorOf(getElementTypeOrSelf(type), chunk));
      state.addAttributes(op->getDiscardableAttrDictionary().getValue());
      state.propertiesAttr = op->getPropertiesAsAttribute();
      mapping.map(op->getResults(), b.create(state)->getResults());
    }
    for (auto [output, buffer] : llvm::zip(outputs, outputBuffers)) {
      Type element = getElementTypeOrSelf(output.getType());
      // Two statements: the order of the ops they create must not depend
      // on the host compiler's order of evaluating arguments.
      Value stored = toMemory(b, mapping.lookup(output));
      Value address = buffer.at(b, loc, first);
      b.create<LLVM::StoreOp>(loc, stored, address, laneBits(element) / 8);
    }
  });

  for (auto [output, buffer] : llvm::zip(outputs, outputBuffers)) {
    Value whole = fromMemory(b, buffer.loadAll(b, loc), getElementTypeOrSelf(output.getType()));
    output.replaceUsesWithIf(whole, [&](OpOperand &use) { return !run.contains(use.getOwner()); });
  }
  for (ScratchBuffer &buffer : inputBuffers)
    buffer.end(b, loc);
  for (ScratchBuffer &buffer : outputBuffers)
    buffer.end(b, loc);
  for (Operation *op : llvm::reverse(run))
    op->erase();
}

struct CPUChunkElementwise : impl::CPUChunkElementwiseBase<CPUChunkElementwise> {
  void runOnOperation() override {
    SmallVector<Block *> blocks;
    getOperation().walk([&](Block *block) { blocks.push_back(block); });
    for (Block *block : blocks)
      for (const llvm::SetVector<Operation *> &run : findRuns(*block))
        chunkRun(run);
  }
};

} // namespace
} // namespace cpu
} // namespace tritonc

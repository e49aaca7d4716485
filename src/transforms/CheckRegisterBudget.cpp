//===- CheckRegisterBudget.cpp - refuse tiles no thread can hold ----------===//
//
// The LLVM lowering gives every thread its share of every tensor as
// separate values and unrolls every operation over them, so a tile's code
// size, compile time and registers grow with the elements per thread. A
// thread has at most 255 32-bit registers (sm_80 to sm_90); past that,
// values spill to local memory, and ptxas's time grows much faster than
// the code: doubling the elements per thread of a vector add past a few
// hundred multiplies its ptxas time several times over (a 4-warp vector
// add with 1024 per thread takes seconds, and spills), and a
// BLOCK_SIZE=1048576 vector add at 4 warps (8192 per thread) does not
// finish in Triton either; a tile that is only loaded and reduced (a
// [32, 4096] fp16 sum at 4 warps, 1024 per thread) needs few registers. A dot's accumulator is live for the whole dot
// (and across its K loop), so it fills the registers at half that size: a
// 128x256 f32 accumulator at 4 warps already uses all 255. This check
// refuses, at the operation and with the numbers, before that work starts:
// - a tl.dot whose accumulator gives a thread more than
//   `max-accumulator-elements` (256);
// - any other tensor giving a thread more than `max-elements-per-thread`
//   (1024), as far as Triton compiles such kernels.
// Both are above what the samples, the corpus, the dot matrix and the
// conformance suite need. Dots are checked first: their message names the
// tile.
//
//===----------------------------------------------------------------------===//
#include "transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace tritonc {
#define GEN_PASS_DEF_CHECKREGISTERBUDGET
#include "transforms/Passes.h.inc"
} // namespace tritonc

using namespace mlir;
using namespace tritonc;

namespace {

constexpr int64_t kThreadsPerWarp = 32;
/// num_warps can be at most 32 (1024 threads per block).
constexpr int64_t kMaxWarps = 32;

/// Triton's spelling of an element type: fp32, bf16, int32, *fp16.
std::string elementName(Type t) {
  if (auto ptr = dyn_cast<tile::PointerType>(t))
    return "*" + elementName(ptr.getPointeeType());
  if (t.isBF16())
    return "bf16";
  if (isa<Float8E4M3FNType>(t))
    return "fp8e4nv";
  if (isa<Float8E5M2Type>(t))
    return "fp8e5";
  if (auto f = dyn_cast<FloatType>(t))
    return "fp" + std::to_string(f.getWidth());
  if (auto i = dyn_cast<IntegerType>(t))
    return "int" + std::to_string(i.getWidth());
  std::string s;
  llvm::raw_string_ostream os(s);
  os << t;
  return s;
}

std::string shapeText(ArrayRef<int64_t> shape, StringRef separator) {
  std::string s;
  for (size_t i = 0; i < shape.size(); ++i)
    s += (i ? separator.str() : "") + std::to_string(shape[i]);
  return s;
}

/// fp32[1024, 1024]
std::string typeText(RankedTensorType t) {
  return elementName(t.getElementType()) + "[" + shapeText(t.getShape(), ", ") + "]";
}

struct CheckRegisterBudget : tritonc::impl::CheckRegisterBudgetBase<CheckRegisterBudget> {
  using CheckRegisterBudgetBase::CheckRegisterBudgetBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    int64_t maxElements = maxElementsPerThread, maxAccumulator = maxAccumulatorElements;
    int64_t warps = 4;
    if (auto attr = module->getAttrOfType<IntegerAttr>(tilegpu::kNumWarpsAttr))
      warps = attr.getInt();
    std::string warpsText = std::to_string(warps) + (warps == 1 ? " warp" : " warps");
    std::string threads = std::to_string(warps * kThreadsPerWarp) + " threads (" + warpsText + ")";
    auto remedy = [&](StringRef what) {
      return warps < kMaxWarps ? ("use a smaller " + what + " or more warps (num_warps)").str()
                               : ("use a smaller " + what + " (32 warps are the most)").str();
    };

    WalkResult dots = module.walk([&](tile::DotOp dot) {
      auto result = cast<RankedTensorType>(dot.getResult().getType());
      int64_t perThread = tilegpu::elemsPerThread(result);
      if (perThread <= maxAccumulator)
        return WalkResult::advance();
      ArrayRef<int64_t> shape = result.getShape();
      int64_t k = cast<RankedTensorType>(dot.getA().getType()).getShape().back();
      int64_t allowed = maxAccumulator * warps * kThreadsPerWarp;
      dot.emitError() << "tl.dot of a " << shapeText(shape, "x") << " tile (K = " << k << ") gives each of the "
                      << threads << " " << perThread << " accumulator elements; the GPU lowering supports at most "
                      << maxAccumulator << " per thread, M x N <= " << allowed << " with " << warpsText
                      << " (a thread has 255 registers): " << remedy("tile");
      return WalkResult::interrupt();
    });
    if (dots.wasInterrupted())
      return signalPassFailure();

    WalkResult others = module.walk([&](Operation *op) {
      // A splat, a broadcast or a constant repeats values the thread
      // already has: its elements cost no registers of their own (and a
      // broadcast over a replicated layout can list many).
      if (isa<tile::DotOp, tile::SplatOp, tile::BroadcastOp, arith::ConstantOp>(op))
        return WalkResult::advance();
      for (Value v : op->getResults()) {
        auto tensor = dyn_cast<RankedTensorType>(v.getType());
        if (!tensor)
          continue;
        int64_t perThread = tilegpu::elemsPerThread(tensor);
        if (perThread <= maxElements)
          continue;
        op->emitError() << typeText(tensor) << " gives each of the " << threads << " " << perThread
                        << " elements; the GPU lowering supports at most " << maxElements
                        << " per thread (a thread has 255 registers; past them ptxas spills to local memory and "
                        << "takes minutes): " << remedy("block");
        return WalkResult::interrupt();
      }
      return WalkResult::advance();
    });
    if (others.wasInterrupted())
      return signalPassFailure();
  }
};

} // namespace

//===- SinkLayoutConversions.cpp - convert results, not operands ----------===//
//
// Layout assignment lets an elementwise op take the layout its users prefer
// (a store's coalesced blocked layout) and converts its operands to it. When
// the operands come from elsewhere in one other layout (a dot's mma layout,
// as in attention's epilogue `(acc / l_i[:, None]).to(tl.float16)`), that
// moves every operand through shared memory: the f32 accumulator and the
// broadcast row sums, each a full tile, where the op could run in the
// operands' layout and move only its result, and the f16 cast after it
// halves the bytes again.
//
// This pass moves such conversions below chains of elementwise ops. From
// each conversion of a value from register layout L to R that the lowering
// keeps (cheap values are rebuilt instead: LayoutRematerialization.h), it
// gathers the arith/math elementwise ops of the same block, with results
// in R, that could run in L: every tensor operand is in L, converted from
// L, cheap to rebuild in L (it gets a conversion that
// tritonc-remove-layout-conversions replaces by a copy), or the result of
// another such op. Taken in program order, the prefix of those ops that
// saves the most bytes moved is computed in L: conversions of this block
// whose every reader is in the prefix disappear, a result read outside it
// is converted back to R. Only a strict saving rewrites, so the pass ends;
// a conversion outside a loop never moves into it (the prefix is in the
// conversion's block). Runs between tritonc-assign-layouts and
// tritonc-remove-layout-conversions.
//
//===----------------------------------------------------------------------===//
#include "transforms/LayoutRematerialization.h"
#include "transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/SetVector.h"

namespace tritonc {
#define GEN_PASS_DEF_SINKLAYOUTCONVERSIONS
#include "transforms/Passes.h.inc"
} // namespace tritonc

using namespace mlir;
using namespace tritonc;

namespace {

RankedTensorType tensorOf(Value v) { return dyn_cast<RankedTensorType>(v.getType()); }

/// Bytes a tensor occupies (an i1 element counts as one byte, as it is
/// moved through shared memory; a pointer eight).
int64_t bytesOf(RankedTensorType type) {
  Type element = type.getElementType();
  unsigned bits = element.isIntOrFloat() ? element.getIntOrFloatBitWidth() : 64;
  return type.getNumElements() * std::max(1u, bits / 8);
}

/// A layout an elementwise op can be computed in: registers only.
bool registerLayout(Attribute layout) {
  return isa_and_nonnull<tilegpu::BlockedAttr, tilegpu::SliceAttr, tilegpu::MmaAttr>(layout);
}

/// Whether `op` is an arith/math op applied element by element to tensors
/// of one shape, with one result.
bool isElementwise(Operation *op) {
  if (!isa<arith::ArithDialect, math::MathDialect>(op->getDialect()) || op->getNumResults() != 1 ||
      op->getNumRegions() != 0 || !op->hasTrait<OpTrait::Elementwise>())
    return false;
  return tensorOf(op->getResult(0)) != nullptr;
}

/// A conversion from a register layout to another, and the layouts.
struct Conversion {
  tilegpu::ConvertLayoutOp op;
  Attribute from, to;
};

std::optional<Conversion> registerConversion(Value v) {
  auto convert = v.getDefiningOp<tilegpu::ConvertLayoutOp>();
  if (!convert)
    return std::nullopt;
  Attribute from = tensorOf(convert.getSrc()).getEncoding(), to = convert.getType().getEncoding();
  if (!registerLayout(from) || !registerLayout(to) || from == to)
    return std::nullopt;
  return Conversion{convert, from, to};
}

/// A conversion the lowering keeps (through shared memory):
/// tritonc-remove-layout-conversions rebuilds cheap values instead, so
/// those cost nothing here.
bool moves(Conversion c) { return !rebuildsInLayout(c.op.getSrc(), c.to); }

/// Elementwise ops of one block computed in layout `from` instead of `to`
/// (see the file's header), grown from the users of one conversion.
class Cluster {
public:
  Cluster(Block *block, Attribute from, Attribute to) : block(block), from(from), to(to) {}

  /// Every op that can join, transitively from `seed`'s users.
  void grow(tilegpu::ConvertLayoutOp seed) {
    SmallVector<Operation *> pending(seed->getUsers().begin(), seed->getUsers().end());
    // An op rejected now may join once the producer of another operand has.
    bool changed = true;
    while (changed) {
      changed = false;
      for (size_t i = 0; i < pending.size(); ++i) {
        Operation *op = pending[i];
        if (members.contains(op) || !canJoin(op))
          continue;
        members.insert(op);
        changed = true;
        for (Operation *user : op->getUsers())
          pending.push_back(user);
        for (Value operand : op->getOperands())
          if (auto c = registerConversion(operand); c && c->from == from)
            pending.append(c->op->getUsers().begin(), c->op->getUsers().end());
      }
    }
  }

  /// The members in program order, cut after the prefix that saves the most
  /// bytes moved (ties: the longer); empty when none saves any.
  SmallVector<Operation *> bestPrefix() const {
    SmallVector<Operation *> order(members.begin(), members.end());
    llvm::sort(order, [](Operation *a, Operation *b) { return a->isBeforeInBlock(b); });
    int64_t bestGain = 0;
    size_t bestLength = 0;
    for (size_t length = 1; length <= order.size(); ++length) {
      ArrayRef<Operation *> ops = ArrayRef(order).take_front(length);
      llvm::SmallPtrSet<Operation *, 16> prefix(ops.begin(), ops.end());
      llvm::SmallPtrSet<Operation *, 16> counted;
      int64_t gain = 0;
      for (Operation *op : ops) {
        // A result read outside the prefix is converted back.
        if (llvm::any_of(op->getUsers(), [&](Operation *u) { return !prefix.contains(u); }))
          gain -= bytesOf(tensorOf(op->getResult(0)));
        // A conversion in this block whose every reader is in the prefix
        // disappears.
        for (Value operand : op->getOperands())
          if (auto c = registerConversion(operand);
              c && c->from == from && moves(*c) && c->op->getBlock() == block && counted.insert(c->op).second &&
              llvm::all_of(c->op->getUsers(), [&](Operation *u) { return prefix.contains(u); }))
            gain += bytesOf(tensorOf(c->op.getSrc()));
      }
      if (gain > 0 && gain >= bestGain) {
        bestGain = gain;
        bestLength = length;
      }
    }
    return SmallVector<Operation *>(order.begin(), order.begin() + bestLength);
  }

  /// Computes `ops` (a prefix) in `from` and converts their results back
  /// for readers outside it.
  void sink(ArrayRef<Operation *> ops) {
    llvm::SmallPtrSet<Operation *, 16> inside(ops.begin(), ops.end());
    llvm::SetVector<Operation *> maybeDead;
    for (Operation *op : ops) {
      OpBuilder b(op);
      for (OpOperand &use : op->getOpOperands()) {
        auto type = tensorOf(use.get());
        if (!type || type.getEncoding() == from)
          continue; // scalars, values in `from`, members' results (retyped)
        if (auto c = registerConversion(use.get()); c && c->from == from) {
          use.set(c->op.getSrc());
          maybeDead.insert(c->op);
          continue;
        }
        // Rebuilt in `from` by tritonc-remove-layout-conversions.
        auto target = RankedTensorType::get(type.getShape(), type.getElementType(), from);
        use.set(b.create<tilegpu::ConvertLayoutOp>(op->getLoc(), target, use.get()));
      }
      auto type = tensorOf(op->getResult(0));
      op->getResult(0).setType(RankedTensorType::get(type.getShape(), type.getElementType(), from));
    }
    for (Operation *op : ops) {
      Value result = op->getResult(0);
      if (llvm::all_of(result.getUsers(), [&](Operation *u) { return inside.contains(u); }))
        continue;
      OpBuilder b(op->getContext());
      b.setInsertionPointAfter(op);
      auto type = tensorOf(result);
      auto back = b.create<tilegpu::ConvertLayoutOp>(
          op->getLoc(), RankedTensorType::get(type.getShape(), type.getElementType(), to), result);
      result.replaceUsesWithIf(back.getResult(),
                               [&](OpOperand &use) { return !inside.contains(use.getOwner()) && use.getOwner() != back; });
    }
    for (Operation *convert : maybeDead)
      if (convert->use_empty())
        convert->erase();
  }

private:
  /// An elementwise op of the block, its result in `to`, whose every
  /// tensor operand is in `from`, converted from it, rebuilt cheaply in
  /// it, or a member's result.
  bool canJoin(Operation *op) const {
    if (op->getBlock() != block || !isElementwise(op) || tensorOf(op->getResult(0)).getEncoding() != to)
      return false;
    return llvm::all_of(op->getOperands(), [&](Value operand) {
      auto type = tensorOf(operand);
      if (!type || type.getEncoding() == from)
        return true;
      if (Operation *def = operand.getDefiningOp(); def && members.contains(def))
        return true;
      if (auto c = registerConversion(operand); c && c->from == from)
        return true;
      return rebuildsInLayout(operand, from);
    });
  }

  Block *block;
  Attribute from, to;
  llvm::SetVector<Operation *> members;
};

struct SinkLayoutConversions : tritonc::impl::SinkLayoutConversionsBase<SinkLayoutConversions> {
  void runOnOperation() override {
    // Each rewrite strictly lowers the bytes the kept conversions move
    // (the ones it adds for cheap operands move nothing), so this ends;
    // after one, the seeds are collected again (the rewrite erased some
    // and made others).
    while (sinkOnce()) {
    }
  }

  bool sinkOnce() {
    SmallVector<tilegpu::ConvertLayoutOp> seeds;
    getOperation().walk<WalkOrder::PreOrder>([&](tilegpu::ConvertLayoutOp convert) { seeds.push_back(convert); });
    for (tilegpu::ConvertLayoutOp seed : seeds) {
      auto c = registerConversion(seed.getResult());
      if (!c || !moves(*c))
        continue;
      Cluster cluster(seed->getBlock(), c->from, c->to);
      cluster.grow(seed);
      SmallVector<Operation *> prefix = cluster.bestPrefix();
      if (prefix.empty())
        continue;
      cluster.sink(prefix);
      return true;
    }
    return false;
  }
};

} // namespace

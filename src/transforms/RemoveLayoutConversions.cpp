//===- RemoveLayoutConversions.cpp - rebuild cheap values in their users' layout ===//
//
// Layout assignment converts every operand whose layout differs from what
// its user needs. A conversion between distributed layouts goes through
// shared memory (a store, a barrier, a load); for values that are cheap to
// compute (index ranges, splats, masks, constants: LayoutRematerialization.h)
// computing them a second time in the needed layout costs a few
// instructions per element instead. This pass replaces each conversion of
// such a value by a copy of its definition in the target layout, converting
// (or rebuilding, recursively) the copy's operands in turn, and erases the
// conversions left without users. A broadcast (or an expand_dims of one) is
// rebuilt too, whatever its source: its source, smaller by the broadcast
// factor, is what moves then. A conversion of a conversion converts the
// first one's source.
//
// Copies are placed right after the definition they copy, so they dominate
// every use; one copy serves every user of a value in a layout. Users are
// visited in program order, the order in which assignment met them.
//
//===----------------------------------------------------------------------===//
#include "transforms/LayoutRematerialization.h"
#include "transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"

namespace tritonc {
#define GEN_PASS_DEF_REMOVELAYOUTCONVERSIONS
#include "transforms/Passes.h.inc"
} // namespace tritonc

using namespace mlir;
using namespace tritonc;

namespace {

RankedTensorType tensorOf(Value v) { return dyn_cast<RankedTensorType>(v.getType()); }

/// Whether `v` is a broadcast, or expand_dims of one, that `layout` keeps in
/// registers (registerReshapeLayout): rebuilt in `layout` from its source,
/// only the source moves between threads, smaller by the broadcast factor
/// (`x[:, :, None] * y[None, :, :]` converts y, not the 3-D product's
/// operand).
bool broadcastInLayout(Value v, Attribute layout) {
  Operation *def = v.getDefiningOp();
  if (!registerReshapeLayout(layout))
    return false;
  if (isa_and_nonnull<tile::BroadcastOp>(def))
    return true;
  if (auto expand = dyn_cast_or_null<tile::ExpandDimsOp>(def))
    return broadcastInLayout(expand.getSrc(), tilegpu::SliceAttr::get(v.getContext(), expand.getAxis(), layout));
  return false;
}

/// Whether a conversion of `v` to `layout` is replaced by copies: of cheap
/// values (LayoutRematerialization.h) and of broadcasts.
bool rebuilt(Value v, Attribute layout) { return rebuildsInLayout(v, layout) || broadcastInLayout(v, layout); }

class Rematerializer {
public:
  explicit Rematerializer(MLIRContext *ctx) : ctx(ctx) {}

  /// A conversion assignment made of a value that is not rebuilt: copies
  /// needing that value in that layout share it.
  void recordConversion(tilegpu::ConvertLayoutOp convert) {
    if (!rebuilt(convert.getSrc(), convert.getType().getEncoding()))
      inLayout.try_emplace({convert.getSrc(), convert.getType().getEncoding()}, convert.getResult());
  }

  /// `v` in `layout`: v itself, a copy of its definition built in `layout`
  /// when it is cheap, else a conversion right after its definition.
  Value get(Value v, Attribute layout) {
    // A conversion that is itself to be replaced stands for its source.
    // So does a conversion that stays: converting its source to `layout`
    // directly moves the same bytes once instead of twice.
    if (auto convert = v.getDefiningOp<tilegpu::ConvertLayoutOp>())
      v = convert.getSrc();
    if (tensorOf(v).getEncoding() == layout)
      return v;
    auto key = std::make_pair(v, layout);
    if (Value done = inLayout.lookup(key))
      return done;
    OpBuilder b(ctx);
    Operation *def = v.getDefiningOp();
    if (def)
      b.setInsertionPointAfter(def);
    else
      b.setInsertionPointToStart(cast<BlockArgument>(v).getOwner());
    Value result;
    // Below a rebuilt broadcast, an expand_dims is rebuilt too (the bytes
    // its source moves are the same), so that the conversion lands on the
    // value the reshapes start from.
    bool reshape = isa_and_nonnull<tile::ExpandDimsOp, tile::BroadcastOp>(def) && registerReshapeLayout(layout);
    if (rebuilt(v, layout) || reshape) {
      Operation *copy = b.clone(*def);
      // Operands in the layout that keeps the copy register-only: the
      // slice for expand_dims, the same layout otherwise.
      Attribute operandLayout = layout;
      if (auto expand = dyn_cast<tile::ExpandDimsOp>(copy))
        operandLayout = tilegpu::SliceAttr::get(ctx, expand.getAxis(), layout);
      for (OpOperand &use : copy->getOpOperands())
        if (tensorOf(use.get()))
          use.set(get(use.get(), operandLayout));
      setLayout(copy->getResult(0), layout);
      result = copy->getResult(0);
    } else {
      auto tensor = tensorOf(v);
      auto type = RankedTensorType::get(tensor.getShape(), tensor.getElementType(), layout);
      result = b.create<tilegpu::ConvertLayoutOp>(v.getLoc(), type, v);
    }
    inLayout[key] = result;
    return result;
  }

private:
  MLIRContext *ctx;
  DenseMap<std::pair<Value, Attribute>, Value> inLayout;
};

struct RemoveLayoutConversions : tritonc::impl::RemoveLayoutConversionsBase<RemoveLayoutConversions> {
  void runOnOperation() override {
    for (auto func : getOperation().getOps<func::FuncOp>()) {
      Rematerializer rebuild(&getContext());
      SmallVector<tilegpu::ConvertLayoutOp> conversions;
      func.walk([&](tilegpu::ConvertLayoutOp convert) {
        conversions.push_back(convert);
        rebuild.recordConversion(convert);
      });
      func.walk<WalkOrder::PreOrder>([&](Operation *user) {
        for (OpOperand &use : user->getOpOperands()) {
          auto convert = use.get().getDefiningOp<tilegpu::ConvertLayoutOp>();
          if (convert && rebuilt(convert.getSrc(), convert.getType().getEncoding()))
            use.set(rebuild.get(convert.getSrc(), convert.getType().getEncoding()));
        }
      });
      for (tilegpu::ConvertLayoutOp convert : conversions)
        if (convert->use_empty())
          convert->erase();
      // The reshapes a rebuilt broadcast replaced, and the conversions they
      // read, are dead now; a conversion left in the IR would still take
      // shared memory and barriers in the lowering.
      for (bool erased = true; erased;) {
        SmallVector<Operation *> dead;
        func.walk([&](Operation *op) {
          if (isa<tilegpu::ConvertLayoutOp, tile::ExpandDimsOp, tile::BroadcastOp>(op) && op->use_empty())
            dead.push_back(op);
        });
        for (Operation *op : dead)
          op->erase();
        erased = !dead.empty();
      }
    }
  }
};

} // namespace

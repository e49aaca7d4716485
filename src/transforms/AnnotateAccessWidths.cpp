//===- AnnotateAccessWidths.cpp - vector widths of loads and stores -------===//
//
// The widths are decided once, on tile IR, from the axis analysis: layout
// assignment needs them to size each thread's run of contiguous elements,
// and the lowering needs the same numbers to emit the vector accesses those
// runs allow. Recording them as attributes makes both read one decision.
//
//===----------------------------------------------------------------------===//
#include "analysis/AxisInfo.h"
#include "transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace tritonc {
#define GEN_PASS_DEF_ANNOTATEACCESSWIDTHS
#include "transforms/Passes.h.inc"
} // namespace tritonc

using namespace mlir;
using namespace tritonc;

namespace {

struct AnnotateAccessWidths : tritonc::impl::AnnotateAccessWidthsBase<AnnotateAccessWidths> {
  void runOnOperation() override {
    MLIRContext *ctx = &getContext();
    for (auto func : getOperation().getOps<func::FuncOp>()) {
      AxisInfoAnalysis axis;
      auto annotate = [&](Operation *op, Value ptr, Value mask) {
        auto tensor = dyn_cast<RankedTensorType>(ptr.getType());
        if (!tensor)
          return;
        // Vectors run along the last dimension unless only another one has
        // consecutive addresses (a tile read down its columns, such as K^T
        // loaded through strides): then along the first that has. Not when
        // the address is the same along the last dimension (a broadcast
        // operand): row-major, every thread reads a few cached addresses and
        // the tile needs no conversion to its users' row-major layout.
        unsigned last = tensor.getRank() - 1, fastDim = last;
        unsigned width = axis.vectorWidth(ptr, last);
        bool broadcastAlongRows = axis.get(ptr).constancy[last] > 1;
        for (unsigned d = 0; width == 1 && !broadcastAlongRows && d < last; ++d)
          if (unsigned w = axis.vectorWidth(ptr, d); w > 1) {
            fastDim = d;
            width = w;
          }
        op->setAttr(tilegpu::kVectorWidthAttr, IntegerAttr::get(IntegerType::get(ctx, 32), width));
        if (fastDim != last)
          op->setAttr(tilegpu::kVectorDimAttr, IntegerAttr::get(IntegerType::get(ctx, 32), fastDim));
        if (mask)
          op->setAttr(tilegpu::kMaskUniformAttr, BoolAttr::get(ctx, axis.isUniformOver(mask, fastDim, width)));
      };
      func.walk([&](Operation *op) {
        if (auto load = dyn_cast<tile::LoadOp>(op))
          annotate(op, load.getPtr(), load.getMask());
        else if (auto store = dyn_cast<tile::StoreOp>(op))
          annotate(op, store.getPtr(), store.getMask());
      });
    }
  }
};

} // namespace

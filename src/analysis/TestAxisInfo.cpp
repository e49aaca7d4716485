//===- TestAxisInfo.cpp - the axis analysis as remarks --------------------===//
//
// test-axis-info: what AxisInfoAnalysis infers for each integer and pointer
// value, and the vector width and mask uniformity it allows on each load
// and store, reported as remarks (see Passes.td) for the lit tests in
// test/lit/axis-info.
//
//===----------------------------------------------------------------------===//
#include "analysis/AxisInfo.h"
#include "analysis/Passes.h"

#include "Tile/TileDialect.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/raw_ostream.h"

namespace tritonc {
#define GEN_PASS_DEF_TESTAXISINFO
#include "analysis/Passes.h.inc"
} // namespace tritonc

using namespace mlir;
using namespace tritonc;

namespace {

/// Integer, index and pointer values, scalars or tensors: what the analysis
/// describes.
bool isAnalyzed(Type type) {
  if (auto tensor = dyn_cast<RankedTensorType>(type))
    type = tensor.getElementType();
  return isa<IntegerType, IndexType, tile::PointerType>(type);
}

std::string describe(const AxisInfo &info) {
  std::string text;
  llvm::raw_string_ostream os(text);
  auto facts = [&](const char *name, ArrayRef<int64_t> values) {
    os << name << " = [";
    llvm::interleaveComma(values, os);
    os << "]";
  };
  facts("contiguity", info.contiguity);
  os << ", ";
  facts("divisibility", info.divisibility);
  os << ", ";
  facts("constancy", info.constancy);
  os << ", constant = ";
  if (info.constant)
    os << *info.constant;
  else
    os << "none";
  return text;
}

struct TestAxisInfo : tritonc::impl::TestAxisInfoBase<TestAxisInfo> {
  void runOnOperation() override {
    for (auto func : getOperation().getOps<FunctionOpInterface>()) {
      if (func.isExternal())
        continue;
      AxisInfoAnalysis axis;
      // Block arguments report at their own location (their owner's when
      // they have none).
      auto reportArg = [&](BlockArgument arg, Operation *owner, const Twine &what) {
        if (!isAnalyzed(arg.getType()))
          return;
        Location loc = isa<UnknownLoc>(arg.getLoc()) ? owner->getLoc() : arg.getLoc();
        emitRemark(loc) << what << ": " << describe(axis.get(arg));
      };
      for (BlockArgument arg : func.getFunctionBody().getArguments())
        reportArg(arg, func, "arg #" + Twine(arg.getArgNumber()));

      func->walk<WalkOrder::PreOrder>([&](Operation *op) {
        for (OpResult result : op->getResults()) {
          if (!isAnalyzed(result.getType()))
            continue;
          InFlightDiagnostic remark = op->emitRemark();
          if (op->getNumResults() > 1)
            remark << "result #" << result.getResultNumber() << ": ";
          remark << describe(axis.get(result));
        }
        if (auto loop = dyn_cast<scf::ForOp>(op)) {
          reportArg(cast<BlockArgument>(loop.getInductionVar()), op, "induction variable");
          for (auto [i, arg] : llvm::enumerate(loop.getRegionIterArgs()))
            reportArg(arg, op, "iter_arg #" + Twine(i));
        }
        // What tritonc-annotate-access-widths records on the access.
        Value ptr, mask;
        if (auto load = dyn_cast<tile::LoadOp>(op))
          ptr = load.getPtr(), mask = load.getMask();
        else if (auto store = dyn_cast<tile::StoreOp>(op))
          ptr = store.getPtr(), mask = store.getMask();
        auto tensor = ptr ? dyn_cast<RankedTensorType>(ptr.getType()) : RankedTensorType();
        if (!tensor)
          return;
        unsigned fastDim = tensor.getRank() - 1;
        unsigned width = axis.vectorWidth(ptr, fastDim);
        InFlightDiagnostic remark = op->emitRemark();
        remark << "vector width = " << width;
        if (mask)
          remark << ", mask uniform = " << (axis.isUniformOver(mask, fastDim, width) ? "true" : "false");
      });
    }
  }
};

} // namespace

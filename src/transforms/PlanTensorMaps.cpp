//===- PlanTensorMaps.cpp - dot operands the copy engine can fetch --------===//
//
// Planning is separate from pipelining so that the decision, which depends
// only on what the launcher can describe and the specialization's hints,
// can be read (and tested) on the IR before any loop is rewritten; the
// pipeliner turns a plan into a kernel parameter only for the loads it
// actually pipelines.
//
//===----------------------------------------------------------------------===//
#include "transforms/Passes.h"
#include "transforms/TensorMaps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace tritonc {
#define GEN_PASS_DEF_PLANTENSORMAPS
#include "transforms/Passes.h.inc"
} // namespace tritonc

using namespace mlir;
using namespace tritonc;

namespace {

struct PlanTensorMaps : tritonc::impl::PlanTensorMapsBase<PlanTensorMaps> {
  void runOnOperation() override {
    for (auto func : getOperation().getOps<func::FuncOp>()) {
      TensorMaps maps(func);
      func.walk([&](tile::LoadOp load) {
        if (std::optional<tilegpu::TensorMapAttr> map = maps.describe(load))
          load->setAttr(tilegpu::kTensorMapPlanAttr, *map);
      });
    }
  }
};

} // namespace

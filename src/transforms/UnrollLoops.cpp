//===- UnrollLoops.cpp - tl.range(loop_unroll_factor=F) ---------------------===//
//
// A loop marked with `tt.loop_unroll_factor` F > 1 becomes two loops: a main
// loop whose iteration runs F iterations of the original body one after the
// other (the step multiplied by F), over the largest multiple of F
// iterations, then the original loop over the rest (none when the trip
// count is known to be a multiple of F, and then it is not built).
// Unrolling exposes independent work of several iterations to the
// instruction scheduler (and lets loads of a later copy overlap arithmetic
// of an earlier one), which is what Triton's option asks for.
//
// The remainder loop runs fewer than F iterations, so it is not worth
// pipelining: it gets `tt.num_stages` = 1, as Triton gives it. The main loop
// keeps the original's attributes (its own num_stages included) but the
// unroll factor.
//
// The trip count is computed without overflow as the step divides the
// span (q = span / step, plus one when a remainder is left), and a loop
// whose span is negative runs no iteration in either loop. The step of an
// scf.for is positive (IR generation turns negative constant steps into
// positive ones), so signed division is exact here.
//
//===----------------------------------------------------------------------===//
#include "transforms/Passes.h"

#include "dialect/Tile/TileDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"

namespace tritonc {
#define GEN_PASS_DEF_UNROLLLOOPS
#include "transforms/Passes.h.inc"
} // namespace tritonc

using namespace mlir;
using namespace tritonc;

namespace {

/// The constant value of an integer `v`, if it has one.
std::optional<int64_t> constantInt(Value v) {
  APInt value;
  if (matchPattern(v, m_ConstantInt(&value)))
    return value.getSExtValue();
  return std::nullopt;
}

/// The integer (or index) constant `v` of `type`.
Value constantOf(OpBuilder &b, Location loc, Type type, int64_t v) {
  if (type.isIndex())
    return b.create<arith::ConstantIndexOp>(loc, v);
  return b.create<arith::ConstantIntOp>(loc, v, type);
}

/// `step * k`: a constant when the step is a constant, else a multiplication.
Value stepTimes(OpBuilder &b, Location loc, Value step, int64_t k) {
  if (k == 1)
    return step;
  if (std::optional<int64_t> s = constantInt(step))
    return constantOf(b, loc, step.getType(), *s * k);
  return b.create<arith::MulIOp>(loc, step, constantOf(b, loc, step.getType(), k));
}

/// The trip count of `loop` rounded down to a multiple of `factor`, as
/// `lowerBound + multiple * step`: the main loop's upper bound. Sets
/// `exact` when the trip count is known to be that multiple (no remainder
/// loop is needed).
Value mainUpperBound(OpBuilder &b, scf::ForOp loop, int64_t factor, bool &exact) {
  Location loc = loop.getLoc();
  Value lb = loop.getLowerBound(), ub = loop.getUpperBound(), step = loop.getStep();
  Type type = lb.getType();
  auto constant = [&](int64_t v) { return constantOf(b, loc, type, v); };
  std::optional<int64_t> l = constantInt(lb), u = constantInt(ub), s = constantInt(step);
  if (l && u && s && *s > 0) {
    int64_t trips = *u > *l ? (*u - *l + *s - 1) / *s : 0;
    int64_t multiple = trips - trips % factor;
    exact = multiple == trips;
    return constant(*l + multiple * *s);
  }
  exact = false;
  Value zero = constant(0);
  Value span = b.create<arith::SubIOp>(loc, ub, lb);
  Value quotient = b.create<arith::DivSIOp>(loc, span, step);
  Value rest = b.create<arith::RemSIOp>(loc, span, step);
  Value partial = b.create<arith::CmpIOp>(loc, arith::CmpIPredicate::sgt, rest, zero);
  Value trips = b.create<arith::AddIOp>(loc, quotient, b.create<arith::ExtUIOp>(loc, type, partial));
  trips = b.create<arith::MaxSIOp>(loc, trips, zero);
  Value multiple = b.create<arith::SubIOp>(loc, trips, b.create<arith::RemSIOp>(loc, trips, constant(factor)));
  return b.create<arith::AddIOp>(loc, lb, b.create<arith::MulIOp>(loc, multiple, step));
}

void unroll(scf::ForOp loop, int64_t factor) {
  OpBuilder b(loop);
  Location loc = loop.getLoc();
  bool exact = false;
  Value mainUb = mainUpperBound(b, loop, factor, exact);
  Value step = loop.getStep();
  Value bigStep = stepTimes(b, loc, step, factor);

  auto main = b.create<scf::ForOp>(loc, loop.getLowerBound(), mainUb, bigStep, loop.getInitArgs());
  for (NamedAttribute attr : loop->getAttrs())
    if (attr.getName() != tile::kLoopUnrollFactorAttr && !main->hasAttr(attr.getName()))
      main->setAttr(attr.getName(), attr.getValue());
  Block *body = main.getBody();
  if (!body->empty())
    body->back().erase(); // the implicit yield of a loop without results
  OpBuilder inner = OpBuilder::atBlockEnd(body);
  SmallVector<Value> carried(main.getRegionIterArgs());
  Value iv = main.getInductionVar();
  for (int64_t copy = 0; copy < factor; ++copy) {
    IRMapping map;
    Value copyIv = iv;
    if (copy > 0)
      copyIv = inner.create<arith::AddIOp>(loc, iv, stepTimes(inner, loc, step, copy));
    map.map(loop.getInductionVar(), copyIv);
    for (auto [arg, value] : llvm::zip(loop.getRegionIterArgs(), carried))
      map.map(arg, value);
    for (Operation &op : loop.getBody()->without_terminator())
      inner.clone(op, map);
    auto yield = cast<scf::YieldOp>(loop.getBody()->getTerminator());
    carried.clear();
    for (Value v : yield.getOperands())
      carried.push_back(map.lookupOrDefault(v));
  }
  inner.create<scf::YieldOp>(loc, carried);

  if (exact) {
    loop.replaceAllUsesWith(main.getResults());
    loop.erase();
    return;
  }
  // The rest runs in the original loop, from where the main loop stopped.
  loop.getLowerBoundMutable().assign(mainUb);
  loop.getInitArgsMutable().assign(main.getResults());
  loop->removeAttr(tile::kLoopUnrollFactorAttr);
  loop->setAttr(tile::kNumStagesAttr, b.getI32IntegerAttr(1));
}

struct UnrollLoops : tritonc::impl::UnrollLoopsBase<UnrollLoops> {
  void runOnOperation() override {
    // Innermost loops first (post-order), so that an unrolled inner loop is
    // copied whole into an unrolled outer one.
    SmallVector<std::pair<scf::ForOp, int64_t>> loops;
    getOperation()->walk([&](scf::ForOp loop) {
      auto attr = loop->getAttrOfType<IntegerAttr>(tile::kLoopUnrollFactorAttr);
      if (!attr)
        return;
      if (attr.getInt() > 1)
        loops.push_back({loop, attr.getInt()});
      else
        loop->removeAttr(tile::kLoopUnrollFactorAttr);
    });
    for (auto [loop, factor] : loops)
      unroll(loop, factor);
  }
};

} // namespace

//===- AxisInfo.cpp - contiguity, divisibility and constancy of values ----===//
#include "analysis/AxisInfo.h"
#include "analysis/AxisInfoRules.h"

#include "Tile/TileDialect.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

#include <numeric>

using namespace mlir;

namespace tritonc {

int64_t highestPowerOf2Divisor(int64_t value) {
  if (value == 0)
    return AxisInfo::kMaxDivisibility;
  uint64_t magnitude = value < 0 ? -(uint64_t)value : (uint64_t)value;
  return std::min<int64_t>(magnitude & (~magnitude + 1), AxisInfo::kMaxDivisibility);
}

static SmallVector<int64_t, 4> shapeOf(Type type) {
  if (auto tensor = dyn_cast<RankedTensorType>(type))
    return SmallVector<int64_t, 4>(tensor.getShape());
  return {1}; // scalars are treated as one-element tensors of rank 1
}

AxisInfo AxisInfo::unknown(Type type) {
  AxisInfo info;
  auto shape = shapeOf(type);
  info.contiguity.assign(shape.size(), 1);
  info.divisibility.assign(shape.size(), 1);
  info.constancy.assign(shape.size(), 1);
  return info;
}

AxisInfo AxisInfo::uniform(Type type, int64_t divisibility, std::optional<int64_t> constant) {
  AxisInfo info;
  info.constancy = shapeOf(type);
  info.contiguity.assign(info.constancy.size(), 1);
  info.divisibility.assign(info.constancy.size(), divisibility);
  info.constant = constant;
  return info;
}

static int64_t gcd(int64_t a, int64_t b) { return std::gcd(a, b); }

/// Bytes one step of 1 moves a value of `type` (a pointer or a tensor of
/// pointers: its pointee's size; an integer address: one byte).
static unsigned stepBytes(Type type) {
  Type pointee = tile::getPointeeType(type);
  if (!pointee)
    return 1;
  return std::max<unsigned>(1, getElementTypeOrSelf(pointee).getIntOrFloatBitWidth() / 8);
}

AxisInfo AxisInfoAnalysis::get(Value value) {
  auto it = cache.find(value);
  if (it != cache.end())
    return it->second;
  AxisInfo info = compute(value);
  return cache.try_emplace(value, std::move(info)).first->second;
}

/// Function arguments: the divisibility hint, if any, else nothing known.
/// What every element of a value with facts `info` is divisible by: along
/// a dimension with runs only their first elements are promised the
/// dimension's divisibility.
static int64_t elementDivisibility(const AxisInfo &info) {
  int64_t divisibility = info.constant ? highestPowerOf2Divisor(*info.constant) : AxisInfo::kMaxDivisibility;
  for (unsigned d = 0; d < info.rank(); ++d)
    divisibility = gcd(divisibility, info.contiguity[d] > 1 ? 1 : info.divisibility[d]);
  return divisibility;
}

static AxisInfo argumentInfo(BlockArgument arg) {
  Type type = arg.getType();
  auto func = dyn_cast<FunctionOpInterface>(arg.getOwner()->getParentOp());
  if (!func || arg.getOwner() != &func.getFunctionBody().front())
    return AxisInfo::unknown(type);
  int64_t divisibility = 1;
  if (auto attr = func.getArgAttrOfType<IntegerAttr>(arg.getArgNumber(), tile::kDivisibilityAttr))
    divisibility = attr.getInt();
  return AxisInfo::uniform(type, divisibility);
}

/// tl.multiple_of / max_contiguous / max_constancy leave these on the op
/// that defines the value: they raise what the analysis derived.
static AxisInfo applyHints(Operation *op, AxisInfo info) {
  auto raise = [&](const char *name, SmallVector<int64_t, 4> &facts) {
    if (auto hint = op->getAttrOfType<DenseI64ArrayAttr>(name))
      for (size_t d = 0; d < facts.size() && d < hint.size(); ++d)
        facts[d] = std::max(facts[d], hint[d]);
  };
  raise(tile::kDivisibilityAttr, info.divisibility);
  raise(tile::kContiguityAttr, info.contiguity);
  raise(tile::kConstancyAttr, info.constancy);
  return info;
}

/// A value a loop carries: what holds for the initial value and, assuming
/// it holds for the carried value, for the value the body yields, holds at
/// every iteration (and after the loop). Found by iterating from the
/// initial value's facts: each round assumes the current facts for the
/// carried value, analyses the body under that assumption and keeps what
/// the yielded value shares with them, until nothing changes (the facts
/// only shrink, so this ends). The body's facts computed under a rejected
/// assumption are forgotten.
AxisInfo AxisInfoAnalysis::loopCarriedInfo(scf::ForOp loop, unsigned index) {
  BlockArgument arg = loop.getRegionIterArgs()[index];
  Type type = arg.getType();
  int64_t step = stepBytes(type);
  Value yielded = loop.getBody()->getTerminator()->getOperand(index);
  AxisInfo init = get(loop.getInitArgs()[index]);
  AxisInfo assumed = init;
  llvm::DenseSet<Value> known;
  for (auto &entry : cache)
    known.insert(entry.first);
  // Forgets what was derived from a rejected assumption.
  auto forgetDerived = [&] {
    SmallVector<Value> derived;
    for (auto &entry : cache)
      if (!known.contains(entry.first))
        derived.push_back(entry.first);
    for (Value v : derived)
      cache.erase(v);
  };
  for (int round = 0; round < kMaxLoopRounds; ++round) {
    cache[arg] = assumed;
    AxisInfo next = axis::meet(type, init, get(yielded), step);
    if (next.contiguity == assumed.contiguity && next.divisibility == assumed.divisibility &&
        next.constancy == assumed.constancy && next.constant == assumed.constant)
      return assumed;
    forgetDerived();
    assumed = next;
  }
  return AxisInfo::unknown(type);
}

AxisInfo AxisInfoAnalysis::compute(Value value) {
  Type type = value.getType();
  if (auto arg = dyn_cast<BlockArgument>(value)) {
    // The induction variable of scf.for: lb + k * step.
    if (auto loop = dyn_cast<scf::ForOp>(arg.getOwner()->getParentOp());
        loop && arg == loop.getInductionVar()) {
      int64_t div = std::gcd(get(loop.getLowerBound()).divisibility[0],
                             get(loop.getStep()).divisibility[0]);
      return AxisInfo::uniform(type, div);
    }
    if (auto loop = dyn_cast<scf::ForOp>(arg.getOwner()->getParentOp()); loop && arg.getArgNumber() > 0)
      return loopCarriedInfo(loop, arg.getArgNumber() - 1);
    return argumentInfo(arg);
  }
  Operation *op = value.getDefiningOp();
  // Integer operations whose operands are all known constants fold.
  if (isa_and_nonnull<arith::ArithDialect>(op->getDialect()) && !isa<arith::ConstantOp>(op) &&
      op->getNumOperands() > 0) {
    SmallVector<int64_t, 3> constants;
    for (Value operand : op->getOperands())
      if (std::optional<int64_t> c = get(operand).constant)
        constants.push_back(*c);
    if (constants.size() == op->getNumOperands())
      if (std::optional<int64_t> folded = axis::fold(op, constants))
        return applyHints(op, AxisInfo::uniform(type, highestPowerOf2Divisor(*folded), *folded));
  }
  return applyHints(op, computeFromOp(value));
}

AxisInfo AxisInfoAnalysis::computeFromOp(Value value) {
  Type type = value.getType();
  Operation *op = value.getDefiningOp();

  if (auto constant = dyn_cast<arith::ConstantOp>(op)) {
    if (auto intAttr = dyn_cast<IntegerAttr>(constant.getValue()))
      return AxisInfo::uniform(type, highestPowerOf2Divisor(intAttr.getInt()), intAttr.getInt());
    if (auto dense = dyn_cast<SplatElementsAttr>(constant.getValue()))
      if (dense.getElementType().isIntOrIndex()) {
        int64_t v = dense.getSplatValue<APInt>().getSExtValue();
        return AxisInfo::uniform(type, highestPowerOf2Divisor(v), v);
      }
    return AxisInfo::unknown(type);
  }
  if (auto range = dyn_cast<tile::MakeRangeOp>(op)) {
    AxisInfo info = AxisInfo::unknown(type);
    info.contiguity[0] = range.getEnd() - range.getStart();
    info.divisibility[0] = highestPowerOf2Divisor(range.getStart());
    return info;
  }
  if (auto splat = dyn_cast<tile::SplatOp>(op)) {
    const AxisInfo &src = get(splat.getSrc());
    return AxisInfo::uniform(type, src.divisibility[0], src.constant);
  }
  if (isa<tile::ProgramIdOp, tile::NumProgramsOp>(op))
    return AxisInfo::uniform(type, 1);
  if (auto add = dyn_cast<arith::AddIOp>(op))
    return axis::add(type, get(add.getLhs()), get(add.getRhs()));
  if (auto sub = dyn_cast<arith::SubIOp>(op))
    return axis::sub(type, get(sub.getLhs()), get(sub.getRhs()));
  if (auto mul = dyn_cast<arith::MulIOp>(op))
    return axis::mul(type, get(mul.getLhs()), get(mul.getRhs()));
  if (auto addptr = dyn_cast<tile::AddPtrOp>(op)) {
    unsigned elemBytes = stepBytes(type);
    AxisInfo offset = get(addptr.getOffset());
    for (int64_t &div : offset.divisibility)
      div = std::min(div * elemBytes, AxisInfo::kMaxDivisibility);
    AxisInfo info = axis::add(type, get(addptr.getPtr()), offset, elemBytes);
    info.constant.reset();
    return info;
  }
  if (isa<tile::IntToPtrOp, tile::PtrToIntOp, tile::PtrCastOp>(op)) {
    // The same address: divisibility (in bytes) and constancy carry over.
    // Runs of consecutive elements stay consecutive only when a step of 1
    // is the same number of bytes on both sides.
    AxisInfo info = get(op->getOperand(0));
    unsigned fromStep = stepBytes(op->getOperand(0).getType());
    if (fromStep != stepBytes(type))
      for (unsigned d = 0; d < info.rank(); ++d) {
        info.divisibility[d] = axis::divisibilityAtRuns(info, d, 1, fromStep);
        info.contiguity[d] = 1;
      }
    if (!isa<tile::PtrToIntOp>(op))
      info.constant.reset();
    return info;
  }
  if (auto cmp = dyn_cast<arith::CmpIOp>(op))
    return axis::compare(type, cmp.getPredicate(), get(cmp.getLhs()), get(cmp.getRhs()));
  if (isa<arith::DivSIOp, arith::DivUIOp, arith::RemSIOp, arith::RemUIOp>(op)) {
    AxisInfo lhs = get(op->getOperand(0)), rhs = get(op->getOperand(1));
    if (isa<arith::DivSIOp, arith::DivUIOp>(op))
      return axis::div(type, lhs, rhs);
    return axis::rem(type, lhs, rhs);
  }
  if (isa<arith::ShLIOp>(op))
    return axis::shiftLeft(type, get(op->getOperand(0)), get(op->getOperand(1)));
  if (isa<arith::ShRSIOp, arith::ShRUIOp>(op))
    return axis::shiftRight(type, get(op->getOperand(0)), get(op->getOperand(1)));
  if (isa<arith::AndIOp>(op))
    return axis::bitwiseAnd(type, get(op->getOperand(0)), get(op->getOperand(1)));
  if (isa<arith::OrIOp, arith::XOrIOp>(op))
    return axis::bitwiseOrXor(type, get(op->getOperand(0)), get(op->getOperand(1)));
  if (isa<arith::MinSIOp, arith::MaxSIOp, arith::MinUIOp, arith::MaxUIOp>(op))
    return axis::minMax(type, get(op->getOperand(0)), get(op->getOperand(1)));
  if (auto select = dyn_cast<arith::SelectOp>(op)) {
    AxisInfo cond = get(select.getCondition());
    if (cond.constant)
      return *cond.constant ? get(select.getTrueValue()) : get(select.getFalseValue());
    return axis::select(type, cond, !isa<RankedTensorType>(select.getCondition().getType()),
                        get(select.getTrueValue()), get(select.getFalseValue()));
  }
  if (auto trunc = dyn_cast<arith::TruncIOp>(op))
    return axis::truncate(type, get(trunc.getIn()), getElementTypeOrSelf(type).getIntOrFloatBitWidth());
  if (auto branch = dyn_cast<scf::IfOp>(op)) {
    // Either branch's yielded value.
    unsigned i = cast<OpResult>(value).getResultNumber();
    if (branch.getElseRegion().empty())
      return AxisInfo::unknown(type);
    return axis::meet(type, get(branch.thenYield().getOperand(i)), get(branch.elseYield().getOperand(i)),
                      stepBytes(type));
  }
  if (auto loop = dyn_cast<scf::ForOp>(op))
    return get(loop.getRegionIterArgs()[cast<OpResult>(value).getResultNumber()]);
  if (auto load = dyn_cast<tile::LoadOp>(op)) {
    // One load reads one value per address: elements whose pointer, mask
    // and `other` are all equal are equal (a gather through a broadcast
    // index). A volatile load promises nothing of the kind.
    AxisInfo info = AxisInfo::unknown(type);
    if (load.getIsVolatile() || !isa<RankedTensorType>(type))
      return info;
    info.constancy = get(load.getPtr()).constancy;
    for (Value operand : {load.getMask(), load.getOther()})
      if (operand && isa<RankedTensorType>(operand.getType())) {
        AxisInfo facts = get(operand);
        for (unsigned d = 0; d < info.rank(); ++d)
          info.constancy[d] = std::gcd(info.constancy[d], facts.constancy[d]);
      }
    return info;
  }
  if (isa<arith::ExtSIOp, arith::ExtUIOp, arith::IndexCastOp>(op))
    return get(op->getOperand(0));
  if (auto expand = dyn_cast<tile::ExpandDimsOp>(op)) {
    // The new dimension has one element: no run along it, and every element
    // is divisible by what all of the source's elements share.
    const AxisInfo &src = get(expand.getSrc());
    AxisInfo info = src;
    unsigned axis = expand.getAxis();
    info.contiguity.insert(info.contiguity.begin() + axis, 1);
    info.divisibility.insert(info.divisibility.begin() + axis, elementDivisibility(src));
    info.constancy.insert(info.constancy.begin() + axis, 1);
    return info;
  }
  if (auto trans = dyn_cast<tile::TransOp>(op)) {
    // Result dimension d is source dimension order[d], with its facts.
    const AxisInfo &src = get(trans.getSrc());
    AxisInfo info = src;
    for (auto [d, from] : llvm::enumerate(trans.getOrder())) {
      info.contiguity[d] = src.contiguity[from];
      info.divisibility[d] = src.divisibility[from];
      info.constancy[d] = src.constancy[from];
    }
    return info;
  }
  if (isa<tile::ReshapeOp>(op))
    return reshapeInfo(op);
  if (auto broadcast = dyn_cast<tile::BroadcastOp>(op)) {
    // Along a broadcast dimension the value repeats: constant over the whole
    // dimension, with the source's divisibility.
    AxisInfo info = get(broadcast.getSrc());
    ArrayRef<int64_t> from = broadcast.getSrc().getType().getShape();
    ArrayRef<int64_t> to = broadcast.getResult().getType().getShape();
    for (unsigned d = 0; d < info.rank(); ++d)
      if (from[d] == 1 && to[d] != 1) {
        info.contiguity[d] = 1;
        info.constancy[d] = to[d];
      }
    return info;
  }
  return AxisInfo::unknown(type);
}

/// tl.reshape keeps the elements in row-major order, so the source's last
/// dimension describes the flat sequence: its runs (contiguity c) and
/// constant blocks (k) are aligned at multiples of their length and never
/// cross one of its rows. In the result's last dimension (L elements)
/// they are blocks of gcd(c, L) and gcd(k, L); a block that starts inside
/// a source run starts g elements further, so it keeps only what g
/// contributes to its divisibility. Along the other dimensions nothing
/// runs: every element is divisible by what all share. A value constant
/// over the whole tensor stays so; with allow_reorder (tl.view) nothing
/// but that and the elements' divisibility is kept.
AxisInfo AxisInfoAnalysis::reshapeInfo(Operation *op) {
  auto reshape = cast<tile::ReshapeOp>(op);
  Type type = reshape.getResult().getType();
  AxisInfo src = get(reshape.getSrc());
  ArrayRef<int64_t> srcShape = reshape.getSrc().getType().getShape();
  ArrayRef<int64_t> shape = reshape.getResult().getType().getShape();
  int64_t elementDiv = elementDivisibility(src);
  bool uniform = true;
  for (unsigned d = 0; d < src.rank(); ++d)
    uniform = uniform && src.constancy[d] >= srcShape[d];
  if (uniform || src.constant)
    return AxisInfo::uniform(type, elementDiv, src.constant);
  AxisInfo info = AxisInfo::unknown(type);
  info.divisibility.assign(info.rank(), elementDiv);
  if (reshape.getAllowReorder() || shape.empty())
    return info;
  unsigned srcLast = src.rank() - 1, last = info.rank() - 1;
  int64_t runs = src.contiguity[srcLast], length = shape[last];
  int64_t block = gcd(runs, length);
  info.contiguity[last] = block;
  info.divisibility[last] = block == runs ? src.divisibility[srcLast]
                                          : gcd(src.divisibility[srcLast], highestPowerOf2Divisor(block));
  info.constancy[last] = gcd(src.constancy[srcLast], length);
  return info;
}

unsigned AxisInfoAnalysis::vectorWidth(Value ptr, unsigned dim, unsigned maxBytes) {
  unsigned elemBytes = stepBytes(ptr.getType());
  const AxisInfo &info = get(ptr);
  if (dim >= info.rank())
    return 1;
  int64_t byAlignment = std::max<int64_t>(1, info.divisibility[dim] / elemBytes);
  int64_t width = std::min<int64_t>({info.contiguity[dim], byAlignment, maxBytes / elemBytes});
  return std::max<int64_t>(1, (int64_t)llvm::bit_floor((uint64_t)width));
}

bool AxisInfoAnalysis::isUniformOver(Value mask, unsigned dim, unsigned width) {
  const AxisInfo &info = get(mask);
  return dim < info.rank() && info.constancy[dim] % width == 0;
}

} // namespace tritonc

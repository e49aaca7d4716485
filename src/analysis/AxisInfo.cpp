//===- AxisInfo.cpp - contiguity, divisibility and constancy of values ----===//
#include "analysis/AxisInfo.h"

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

/// Facts about lhs + rhs (also used for pointer + offset, with the offset's
/// divisibility already scaled to bytes).
/// The divisibility an operand guarantees at the starts of the result's
/// runs of `runLength` elements along d. An operand's divisibility holds at
/// the starts of its own runs; where the result's runs are shorter (x + x,
/// n - x, x * m lose contiguity), their starts fall inside the operand's
/// runs, `k` elements (a multiple of gcd of the two lengths) past a start,
/// which is `k * step` bytes further for pointers (`step`: stepBytes).
static int64_t divisibilityAtRuns(const AxisInfo &operand, unsigned d, int64_t runLength,
                                  int64_t step = 1) {
  if (runLength >= operand.contiguity[d])
    return operand.divisibility[d];
  return gcd(operand.divisibility[d], gcd(operand.contiguity[d], runLength) * step);
}

static AxisInfo addInfo(Type type, const AxisInfo &lhs, const AxisInfo &rhs, int64_t step = 1) {
  AxisInfo info = AxisInfo::unknown(type);
  for (unsigned d = 0; d < info.rank(); ++d) {
    info.contiguity[d] = std::max(gcd(lhs.contiguity[d], rhs.constancy[d]),
                                  gcd(lhs.constancy[d], rhs.contiguity[d]));
    info.divisibility[d] = gcd(divisibilityAtRuns(lhs, d, info.contiguity[d], step),
                               divisibilityAtRuns(rhs, d, info.contiguity[d], step));
    info.constancy[d] = gcd(lhs.constancy[d], rhs.constancy[d]);
  }
  if (lhs.constant && rhs.constant)
    info.constant = *lhs.constant + *rhs.constant;
  return info;
}

static AxisInfo mulInfo(Type type, const AxisInfo &lhs, const AxisInfo &rhs) {
  if (lhs.constant == 1)
    return rhs;
  if (rhs.constant == 1)
    return lhs;
  AxisInfo info = AxisInfo::unknown(type);
  for (unsigned d = 0; d < info.rank(); ++d) {
    // The product has no runs: a factor varying along d (a range)
    // guarantees nothing beyond the first element of each of its runs.
    int64_t lhsDiv = divisibilityAtRuns(lhs, d, 1), rhsDiv = divisibilityAtRuns(rhs, d, 1);
    info.divisibility[d] = std::min(lhsDiv * rhsDiv, AxisInfo::kMaxDivisibility);
    info.constancy[d] = gcd(lhs.constancy[d], rhs.constancy[d]);
  }
  if (lhs.constant && rhs.constant)
    info.constant = *lhs.constant * *rhs.constant;
  return info;
}

/// `x < n` (or `x >= n`) where x is contiguous and n constant over a run:
/// if the run starts at a multiple of g and n is a multiple of g, the whole
/// run lies on one side of n, so the comparison is constant over it.
static AxisInfo compareInfo(Type type, arith::CmpIPredicate pred, const AxisInfo &lhs,
                            const AxisInfo &rhs) {
  AxisInfo info = AxisInfo::unknown(type);
  bool boundaryAligned = pred == arith::CmpIPredicate::slt || pred == arith::CmpIPredicate::ult ||
                         pred == arith::CmpIPredicate::sge || pred == arith::CmpIPredicate::uge;
  for (unsigned d = 0; d < info.rank(); ++d) {
    info.constancy[d] = gcd(lhs.constancy[d], rhs.constancy[d]);
    if (boundaryAligned && rhs.constancy[d] > 1)
      info.constancy[d] = std::max(
          info.constancy[d],
          gcd(gcd(lhs.contiguity[d], rhs.constancy[d]),
              gcd(lhs.divisibility[d], rhs.divisibility[d])));
  }
  return info;
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

/// A value the loop carries as `x += inc` (x a pointer: tile.addptr, or an
/// integer: arith.addi) with `inc` loop-invariant holds init + n * inc at
/// iteration n: what init and init + inc share holds for every n (runs stay
/// runs when inc is constant over them; divisibility is the common one).
std::optional<AxisInfo> AxisInfoAnalysis::loopCarriedInfo(scf::ForOp loop, BlockArgument arg) {
  unsigned index = arg.getArgNumber() - 1;
  Value yielded = loop.getBody()->getTerminator()->getOperand(index);
  Operation *update = yielded.getDefiningOp();
  if (!update || !isa<tile::AddPtrOp, arith::AddIOp>(update) || update->getOperand(0) != arg ||
      !loop.isDefinedOutsideOfLoop(update->getOperand(1)))
    return std::nullopt;
  Type type = arg.getType();
  AxisInfo init = get(loop.getInitArgs()[index]);
  AxisInfo increment = get(update->getOperand(1));
  unsigned step = 1;
  if (isa<tile::AddPtrOp>(update)) {
    step = stepBytes(type);
    for (int64_t &div : increment.divisibility)
      div = std::min(div * step, AxisInfo::kMaxDivisibility);
  }
  AxisInfo next = addInfo(type, init, increment, step);
  AxisInfo info = AxisInfo::unknown(type);
  for (unsigned d = 0; d < info.rank(); ++d) {
    info.contiguity[d] = std::min(init.contiguity[d], next.contiguity[d]);
    // Divisibility at the starts of the runs that hold at every iteration.
    info.divisibility[d] = gcd(divisibilityAtRuns(init, d, info.contiguity[d], step),
                               divisibilityAtRuns(next, d, info.contiguity[d], step));
    info.constancy[d] = std::min(init.constancy[d], next.constancy[d]);
  }
  return info;
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
      if (auto carried = loopCarriedInfo(loop, arg))
        return *carried;
    return argumentInfo(arg);
  }
  return applyHints(value.getDefiningOp(), computeFromOp(value));
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
    return addInfo(type, get(add.getLhs()), get(add.getRhs()));
  if (auto sub = dyn_cast<arith::SubIOp>(op)) {
    // x - c keeps x's runs; c - x reverses them (no contiguity).
    const AxisInfo &lhs = get(sub.getLhs()), &rhs = get(sub.getRhs());
    AxisInfo info = AxisInfo::unknown(type);
    for (unsigned d = 0; d < info.rank(); ++d) {
      info.contiguity[d] = gcd(lhs.contiguity[d], rhs.constancy[d]);
      info.divisibility[d] = gcd(divisibilityAtRuns(lhs, d, info.contiguity[d]),
                                 divisibilityAtRuns(rhs, d, info.contiguity[d]));
      info.constancy[d] = gcd(lhs.constancy[d], rhs.constancy[d]);
    }
    if (lhs.constant && rhs.constant)
      info.constant = *lhs.constant - *rhs.constant;
    return info;
  }
  if (auto mul = dyn_cast<arith::MulIOp>(op))
    return mulInfo(type, get(mul.getLhs()), get(mul.getRhs()));
  if (auto addptr = dyn_cast<tile::AddPtrOp>(op)) {
    unsigned elemBytes = stepBytes(type);
    AxisInfo offset = get(addptr.getOffset());
    for (int64_t &div : offset.divisibility)
      div = std::min(div * elemBytes, AxisInfo::kMaxDivisibility);
    AxisInfo info = addInfo(type, get(addptr.getPtr()), offset, elemBytes);
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
        info.divisibility[d] = divisibilityAtRuns(info, d, 1, fromStep);
        info.contiguity[d] = 1;
      }
    if (!isa<tile::PtrToIntOp>(op))
      info.constant.reset();
    return info;
  }
  if (auto cmp = dyn_cast<arith::CmpIOp>(op))
    return compareInfo(type, cmp.getPredicate(), get(cmp.getLhs()), get(cmp.getRhs()));
  if (isa<arith::AndIOp, arith::OrIOp, arith::XOrIOp>(op)) {
    const AxisInfo &lhs = get(op->getOperand(0));
    const AxisInfo &rhs = get(op->getOperand(1));
    AxisInfo info = AxisInfo::unknown(type);
    for (unsigned d = 0; d < info.rank(); ++d)
      info.constancy[d] = gcd(lhs.constancy[d], rhs.constancy[d]);
    return info;
  }
  if (isa<arith::ExtSIOp, arith::ExtUIOp, arith::IndexCastOp>(op))
    return get(op->getOperand(0));
  if (auto expand = dyn_cast<tile::ExpandDimsOp>(op)) {
    // The new dimension has one element: no run along it, and every element
    // is divisible by what all of the source's run starts share (a
    // dimension with runs only promises divisibility of their first element).
    const AxisInfo &src = get(expand.getSrc());
    int64_t divisibility = src.constant ? highestPowerOf2Divisor(*src.constant) : AxisInfo::kMaxDivisibility;
    for (unsigned d = 0; d < src.rank(); ++d)
      divisibility = gcd(divisibility, src.contiguity[d] > 1 ? 1 : src.divisibility[d]);
    AxisInfo info = src;
    unsigned axis = expand.getAxis();
    info.contiguity.insert(info.contiguity.begin() + axis, 1);
    info.divisibility.insert(info.divisibility.begin() + axis, divisibility);
    info.constancy.insert(info.constancy.begin() + axis, 1);
    return info;
  }
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

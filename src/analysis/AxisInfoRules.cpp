//===- AxisInfoRules.cpp - transfer functions of the axis analysis --------===//
#include "analysis/AxisInfoRules.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/APInt.h"
#include "llvm/Support/MathExtras.h"

#include <numeric>

using namespace mlir;

namespace tritonc::axis {

namespace {

int64_t gcd(int64_t a, int64_t b) { return std::gcd(a, b); }

/// The elements of every dimension of `type` (scalars: one).
SmallVector<int64_t, 4> wholeDimensions(Type type) { return AxisInfo::uniform(type, 1).constancy; }

/// 2^bits, or the largest divisibility tracked when that is smaller.
int64_t powerOfTwoCap(unsigned bits) {
  return bits >= 30 ? AxisInfo::kMaxDivisibility : int64_t(1) << bits;
}

/// The bits of an integer (or index: 64) element type; 64 for others.
unsigned bitWidthOf(Type type) {
  Type element = getElementTypeOrSelf(type);
  if (element.isIndex())
    return IndexType::kInternalStorageBitWidth;
  return element.isInteger() ? element.getIntOrFloatBitWidth() : 64;
}

} // namespace

int64_t divisibilityAtRuns(const AxisInfo &operand, unsigned d, int64_t runLength, int64_t step) {
  // An operand's divisibility holds at the starts of its own runs. Where the
  // result's runs are shorter, their starts fall inside the operand's runs,
  // k elements past a start (k a multiple of gcd of the two lengths), which
  // is k * step further.
  if (runLength >= operand.contiguity[d])
    return operand.divisibility[d];
  return gcd(operand.divisibility[d], gcd(operand.contiguity[d], runLength) * step);
}

AxisInfo meet(Type type, const AxisInfo &a, const AxisInfo &b, int64_t step) {
  AxisInfo info = AxisInfo::unknown(type);
  for (unsigned d = 0; d < info.rank(); ++d) {
    info.contiguity[d] = gcd(a.contiguity[d], b.contiguity[d]);
    info.divisibility[d] = gcd(divisibilityAtRuns(a, d, info.contiguity[d], step),
                               divisibilityAtRuns(b, d, info.contiguity[d], step));
    info.constancy[d] = gcd(a.constancy[d], b.constancy[d]);
  }
  if (a.constant == b.constant)
    info.constant = a.constant;
  return info;
}

AxisInfo add(Type type, const AxisInfo &lhs, const AxisInfo &rhs, int64_t step) {
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

AxisInfo sub(Type type, const AxisInfo &lhs, const AxisInfo &rhs) {
  // x - c keeps x's runs; c - x reverses them (no contiguity).
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

AxisInfo mul(Type type, const AxisInfo &lhs, const AxisInfo &rhs) {
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

/// The length of the aligned pieces of lhs's runs that lie within one block
/// [q * rhs, (q + 1) * rhs) of a divisor (or modulus) rhs: pieces start at
/// multiples of their length, which divides the run, the run's start and
/// rhs, and rhs must not change over a piece.
static int64_t piecesWithinBlocks(const AxisInfo &lhs, const AxisInfo &rhs, unsigned d) {
  return gcd(gcd(lhs.contiguity[d], lhs.divisibility[d]),
             gcd(divisibilityAtRuns(rhs, d, 1), rhs.constancy[d]));
}

AxisInfo div(Type type, const AxisInfo &lhs, const AxisInfo &rhs) {
  if (rhs.constant == 1)
    return lhs;
  AxisInfo info = AxisInfo::unknown(type);
  for (unsigned d = 0; d < info.rank(); ++d) {
    // Within a piece of a run that stays inside one block, x / rhs is the
    // block's index: constant.
    info.constancy[d] = std::max(gcd(lhs.constancy[d], rhs.constancy[d]), piecesWithinBlocks(lhs, rhs, d));
    // Dividing a multiple of D by a power of two dividing D is exact.
    int64_t lhsDiv = divisibilityAtRuns(lhs, d, 1);
    if (rhs.constant && *rhs.constant > 0 && llvm::isPowerOf2_64(*rhs.constant) && lhsDiv % *rhs.constant == 0)
      info.divisibility[d] = lhsDiv / *rhs.constant;
  }
  return info;
}

AxisInfo rem(Type type, const AxisInfo &lhs, const AxisInfo &rhs) {
  if (rhs.constant == 1 || rhs.constant == -1)
    return AxisInfo::uniform(type, AxisInfo::kMaxDivisibility, 0);
  AxisInfo info = AxisInfo::unknown(type);
  for (unsigned d = 0; d < info.rank(); ++d) {
    // A piece of a run inside one block [q * rhs, (q + 1) * rhs) maps to
    // consecutive remainders (`offs % N` with N divisible by 16 keeps runs
    // of 16).
    int64_t run = piecesWithinBlocks(lhs, rhs, d);
    info.contiguity[d] = run;
    // x - q * rhs at a piece's start: a multiple of what the start and rhs
    // share, whatever the signs.
    info.divisibility[d] = gcd(divisibilityAtRuns(lhs, d, run), divisibilityAtRuns(rhs, d, 1));
    info.constancy[d] = gcd(lhs.constancy[d], rhs.constancy[d]);
  }
  return info;
}

AxisInfo shiftLeft(Type type, const AxisInfo &lhs, const AxisInfo &rhs) {
  if (rhs.constant == 0)
    return lhs;
  unsigned bits = bitWidthOf(type);
  AxisInfo info = AxisInfo::unknown(type);
  for (unsigned d = 0; d < info.rank(); ++d) {
    info.constancy[d] = gcd(lhs.constancy[d], rhs.constancy[d]);
    // x * 2^k: bits shifted out leave a multiple of 2^width, so the
    // divisibility is capped there.
    int64_t divisibility = divisibilityAtRuns(lhs, d, 1);
    if (rhs.constant && *rhs.constant > 0 && *rhs.constant < 31)
      divisibility = std::min(divisibility << *rhs.constant, powerOfTwoCap(bits));
    info.divisibility[d] = divisibility;
  }
  return info;
}

AxisInfo shiftRight(Type type, const AxisInfo &lhs, const AxisInfo &rhs) {
  if (rhs.constant == 0)
    return lhs;
  AxisInfo info = AxisInfo::unknown(type);
  for (unsigned d = 0; d < info.rank(); ++d) {
    info.constancy[d] = gcd(lhs.constancy[d], rhs.constancy[d]);
    if (!rhs.constant || *rhs.constant <= 0 || *rhs.constant >= 31)
      continue;
    // floor(x / 2^k), for either sign (arithmetic shift) or on the bits
    // (logical shift): constant over aligned pieces of 2^k.
    int64_t block = int64_t(1) << *rhs.constant;
    info.constancy[d] =
        std::max(info.constancy[d], gcd(gcd(lhs.contiguity[d], lhs.divisibility[d]), block));
    int64_t lhsDiv = divisibilityAtRuns(lhs, d, 1);
    if (lhsDiv % block == 0)
      info.divisibility[d] = lhsDiv / block;
  }
  return info;
}

AxisInfo compare(Type type, arith::CmpIPredicate pred, const AxisInfo &lhs, const AxisInfo &rhs) {
  // `x < n` (or `x >= n`) where x is contiguous and n constant over a run:
  // if the run starts at a multiple of g and n is a multiple of g, the
  // whole run lies on one side of n, so the comparison is constant over it.
  // `n > x` and `n <= x` are the same comparisons written the other way.
  using P = arith::CmpIPredicate;
  auto boundaryAligned = [](P p) { return p == P::slt || p == P::ult || p == P::sge || p == P::uge; };
  auto mirrored = [](P p) {
    switch (p) {
    case P::sgt: return P::slt;
    case P::ugt: return P::ult;
    case P::sle: return P::sge;
    case P::ule: return P::uge;
    default: return P::eq;
    }
  };
  auto alignedRuns = [](const AxisInfo &x, const AxisInfo &n, unsigned d) {
    if (n.constancy[d] <= 1)
      return int64_t(1);
    return gcd(gcd(x.contiguity[d], n.constancy[d]), gcd(x.divisibility[d], n.divisibility[d]));
  };
  AxisInfo info = AxisInfo::unknown(type);
  for (unsigned d = 0; d < info.rank(); ++d) {
    info.constancy[d] = gcd(lhs.constancy[d], rhs.constancy[d]);
    if (boundaryAligned(pred))
      info.constancy[d] = std::max(info.constancy[d], alignedRuns(lhs, rhs, d));
    if (boundaryAligned(mirrored(pred)))
      info.constancy[d] = std::max(info.constancy[d], alignedRuns(rhs, lhs, d));
  }
  return info;
}

AxisInfo select(Type type, const AxisInfo &cond, bool condUniform, const AxisInfo &a, const AxisInfo &b) {
  // Over a run where the condition does not change, the result is a piece
  // of one operand: runs both operands keep within it survive.
  SmallVector<int64_t, 4> whole = wholeDimensions(type);
  AxisInfo info = AxisInfo::unknown(type);
  for (unsigned d = 0; d < info.rank(); ++d) {
    int64_t condRun = condUniform ? whole[d] : cond.constancy[d];
    int64_t run = gcd(gcd(a.contiguity[d], b.contiguity[d]), condRun);
    info.contiguity[d] = run;
    info.divisibility[d] = gcd(divisibilityAtRuns(a, d, run), divisibilityAtRuns(b, d, run));
    info.constancy[d] = gcd(gcd(a.constancy[d], b.constancy[d]), condRun);
  }
  if (a.constant == b.constant)
    info.constant = a.constant;
  return info;
}

/// An elementwise result with no runs: constant where both operands are,
/// every element divisible by `divisibility` of the operands' elements'.
static AxisInfo withoutRuns(Type type, const AxisInfo &lhs, const AxisInfo &rhs,
                            int64_t (*divisibility)(int64_t, int64_t)) {
  AxisInfo info = AxisInfo::unknown(type);
  for (unsigned d = 0; d < info.rank(); ++d) {
    info.divisibility[d] = divisibility(divisibilityAtRuns(lhs, d, 1), divisibilityAtRuns(rhs, d, 1));
    info.constancy[d] = gcd(lhs.constancy[d], rhs.constancy[d]);
  }
  return info;
}

static int64_t larger(int64_t a, int64_t b) { return std::max(a, b); }

AxisInfo minMax(Type type, const AxisInfo &lhs, const AxisInfo &rhs) {
  // Each element is one of the operands' elements.
  return withoutRuns(type, lhs, rhs, gcd);
}

AxisInfo bitwiseAnd(Type type, const AxisInfo &lhs, const AxisInfo &rhs) {
  for (auto [x, mask] : {std::pair(&lhs, &rhs), std::pair(&rhs, &lhs)})
    if (mask->constant && *mask->constant > 0 && llvm::isPowerOf2_64(*mask->constant + 1)) {
      int64_t modulus = *mask->constant + 1;
      return rem(type, *x, AxisInfo::uniform(type, modulus, modulus));
    }
  // Low zero bits of either operand stay zero.
  return withoutRuns(type, lhs, rhs, larger);
}

AxisInfo bitwiseOrXor(Type type, const AxisInfo &lhs, const AxisInfo &rhs) {
  // Low zero bits of both operands stay zero.
  return withoutRuns(type, lhs, rhs, gcd);
}

AxisInfo truncate(Type type, const AxisInfo &x, unsigned bits) {
  // Truncation wraps at multiples of 2^bits: aligned pieces of x's runs no
  // longer than that stay runs.
  int64_t cap = powerOfTwoCap(bits);
  AxisInfo info = AxisInfo::unknown(type);
  for (unsigned d = 0; d < info.rank(); ++d) {
    int64_t run = x.contiguity[d] > 1 ? gcd(gcd(x.contiguity[d], x.divisibility[d]), cap) : 1;
    info.contiguity[d] = run;
    info.divisibility[d] = gcd(divisibilityAtRuns(x, d, run), cap);
    info.constancy[d] = x.constancy[d];
  }
  return info;
}

std::optional<int64_t> fold(Operation *op, ArrayRef<int64_t> operands) {
  if (op->getNumResults() != 1)
    return std::nullopt;
  Type resultType = getElementTypeOrSelf(op->getResult(0).getType());
  if (!resultType.isIntOrIndex())
    return std::nullopt;
  unsigned width = bitWidthOf(resultType);
  // Operands at their own width (comparisons and extensions read narrower
  // or wider values than they produce).
  SmallVector<APInt, 3> v;
  for (auto [value, constant] : llvm::zip(op->getOperands(), operands)) {
    Type t = getElementTypeOrSelf(value.getType());
    if (!t.isIntOrIndex())
      return std::nullopt;
    v.push_back(APInt(bitWidthOf(t), constant, /*isSigned=*/true));
  }
  auto result = [&](const APInt &r) -> std::optional<int64_t> { return r.getSExtValue(); };
  auto shiftAmount = [&](const APInt &s) -> std::optional<unsigned> {
    if (s.uge(width))
      return std::nullopt;
    return unsigned(s.getZExtValue());
  };
  if (isa<arith::AddIOp>(op)) return result(v[0] + v[1]);
  if (isa<arith::SubIOp>(op)) return result(v[0] - v[1]);
  if (isa<arith::MulIOp>(op)) return result(v[0] * v[1]);
  if (isa<arith::AndIOp>(op)) return result(v[0] & v[1]);
  if (isa<arith::OrIOp>(op)) return result(v[0] | v[1]);
  if (isa<arith::XOrIOp>(op)) return result(v[0] ^ v[1]);
  if (isa<arith::MinSIOp>(op)) return result(llvm::APIntOps::smin(v[0], v[1]));
  if (isa<arith::MaxSIOp>(op)) return result(llvm::APIntOps::smax(v[0], v[1]));
  if (isa<arith::MinUIOp>(op)) return result(llvm::APIntOps::umin(v[0], v[1]));
  if (isa<arith::MaxUIOp>(op)) return result(llvm::APIntOps::umax(v[0], v[1]));
  if (isa<arith::DivSIOp, arith::RemSIOp, arith::DivUIOp, arith::RemUIOp>(op)) {
    // Division by zero (and the one signed overflow) have no value.
    if (v[1].isZero() || (isa<arith::DivSIOp>(op) && v[0].isMinSignedValue() && v[1].isAllOnes()))
      return std::nullopt;
    if (isa<arith::DivSIOp>(op)) return result(v[0].sdiv(v[1]));
    if (isa<arith::RemSIOp>(op)) return result(v[0].srem(v[1]));
    if (isa<arith::DivUIOp>(op)) return result(v[0].udiv(v[1]));
    return result(v[0].urem(v[1]));
  }
  if (isa<arith::ShLIOp, arith::ShRSIOp, arith::ShRUIOp>(op)) {
    std::optional<unsigned> s = shiftAmount(v[1]);
    if (!s)
      return std::nullopt; // poison
    if (isa<arith::ShLIOp>(op)) return result(v[0].shl(*s));
    if (isa<arith::ShRSIOp>(op)) return result(v[0].ashr(*s));
    return result(v[0].lshr(*s));
  }
  if (isa<arith::ExtSIOp>(op)) return result(v[0].sext(width));
  if (isa<arith::ExtUIOp>(op)) return result(v[0].zext(width));
  if (isa<arith::TruncIOp>(op)) return result(v[0].trunc(width));
  if (auto cmp = dyn_cast<arith::CmpIOp>(op))
    return result(APInt(1, arith::applyCmpPredicate(cmp.getPredicate(), v[0], v[1])));
  if (isa<arith::SelectOp>(op))
    return result(v[0].isZero() ? v[2] : v[1]);
  return std::nullopt;
}

} // namespace tritonc::axis

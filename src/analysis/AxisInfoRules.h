//===- AxisInfoRules.h - transfer functions of the axis analysis -*- C++ -*-===//
//
// How contiguity, divisibility and constancy (AxisInfo.h) pass through one
// operation, as pure functions of the operands' facts. The analysis
// (AxisInfo.cpp) decides which rule applies to which operation and feeds
// them; these only do the arithmetic, so each can be read against the
// definitions on its own.
//
// A fact about a dimension d always speaks of aligned runs: contiguity L
// means the elements [kL, kL + L) increase by one, divisibility D that the
// first element of each such run is a multiple of D, constancy K that the
// elements [kK, kK + K) are equal.
//
//===----------------------------------------------------------------------===//
#ifndef TRITONC_ANALYSIS_AXISINFORULES_H
#define TRITONC_ANALYSIS_AXISINFORULES_H

#include "analysis/AxisInfo.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

namespace tritonc::axis {

/// The divisibility an operand guarantees at the starts of the result's
/// runs of `runLength` elements along d (`step`: bytes per element step for
/// pointers, else 1).
int64_t divisibilityAtRuns(const AxisInfo &operand, unsigned d, int64_t runLength, int64_t step = 1);

/// What holds for a value that is either `a` or `b` (a loop-carried value,
/// the result of an scf.if): the facts both share.
AxisInfo meet(mlir::Type type, const AxisInfo &a, const AxisInfo &b, int64_t step = 1);

/// lhs + rhs; pointer + offset with the offset's divisibility already in
/// bytes and `step` the pointee size.
AxisInfo add(mlir::Type type, const AxisInfo &lhs, const AxisInfo &rhs, int64_t step = 1);
/// lhs - rhs.
AxisInfo sub(mlir::Type type, const AxisInfo &lhs, const AxisInfo &rhs);
/// lhs * rhs.
AxisInfo mul(mlir::Type type, const AxisInfo &lhs, const AxisInfo &rhs);

/// lhs / rhs and lhs % rhs (truncating, or unsigned). The rules split
/// lhs's runs at the multiples of rhs, which is where a non-negative (or
/// unsigned) dividend changes quotient. For a signed dividend they assume
/// it non-negative, as Triton's analysis does: a kernel indexes with
/// offsets such as `(pid * BLOCK + tl.arange(0, BLOCK)) % M`, and compiling
/// it as Triton does is what gives the same results. (Truncation moves the
/// block edges below zero: -4 % 4 = 0 but -3 % 4 = -3.)
AxisInfo div(mlir::Type type, const AxisInfo &lhs, const AxisInfo &rhs);
AxisInfo rem(mlir::Type type, const AxisInfo &lhs, const AxisInfo &rhs);

/// lhs << rhs.
AxisInfo shiftLeft(mlir::Type type, const AxisInfo &lhs, const AxisInfo &rhs);
/// lhs >> rhs (arithmetic or logical: both floor, so groups stay aligned).
AxisInfo shiftRight(mlir::Type type, const AxisInfo &lhs, const AxisInfo &rhs);

/// A comparison of lhs and rhs.
AxisInfo compare(mlir::Type type, mlir::arith::CmpIPredicate pred, const AxisInfo &lhs, const AxisInfo &rhs);

/// cond ? a : b, elementwise; `condUniform` for a scalar condition.
AxisInfo select(mlir::Type type, const AxisInfo &cond, bool condUniform, const AxisInfo &a,
                const AxisInfo &b);
/// min or max of lhs and rhs: each element is one of the operands'
/// elements, so only constancy and what both are divisible by survive.
AxisInfo minMax(mlir::Type type, const AxisInfo &lhs, const AxisInfo &rhs);
/// lhs & rhs, lhs | rhs, lhs ^ rhs. Masking with 2^k - 1 is the remainder
/// by 2^k in two's complement, whatever the sign.
AxisInfo bitwiseAnd(mlir::Type type, const AxisInfo &lhs, const AxisInfo &rhs);
AxisInfo bitwiseOrXor(mlir::Type type, const AxisInfo &lhs, const AxisInfo &rhs);

/// x truncated to `bits` bits.
AxisInfo truncate(mlir::Type type, const AxisInfo &x, unsigned bits);

/// The value of `op` when every integer operand is a known constant
/// (`operands`, in order), computed at the result's bit width.
std::optional<int64_t> fold(mlir::Operation *op, llvm::ArrayRef<int64_t> operands);

} // namespace tritonc::axis

#endif

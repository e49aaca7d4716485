//===- PossibleOneBits.h - which bits of an LLVM-dialect integer may be set -===//
#ifndef TRITONC_ANALYSIS_POSSIBLEONEBITS_H
#define TRITONC_ANALYSIS_POSSIBLEONEBITS_H

#include "mlir/IR/Value.h"

#include <cstdint>

namespace tritonc {

/// The bits of an integer value (LLVM dialect, at most 64 bits) that may be
/// one: a superset of the ones of every value it can take, from constants,
/// bounded remainders and power-of-two scaling, through adds whose operands
/// cannot carry into each other. What it does not follow may be all ones.
/// test-possible-one-bits prints it (test/lit/possible-one-bits).
uint64_t possibleOneBits(mlir::Value v, unsigned depth = 0);

} // namespace tritonc

#endif

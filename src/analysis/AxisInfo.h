//===- AxisInfo.h - contiguity, divisibility and constancy of values ------===//
//
// For every integer or pointer value (scalar or tensor) the analysis bounds,
// per tensor dimension:
//   contiguity[d]   runs of this many elements along d increase by exactly 1;
//   divisibility[d] the first element of each such run is a multiple of this
//                   power of two (for pointers: of this many bytes);
//   constancy[d]    runs of this many elements along d are equal.
// Runs start at indices that are multiples of their length. The GPU lowering
// uses these facts to prove that a thread's consecutive elements are
// consecutive, aligned addresses (one vector access) and that a mask is the
// same for every element of such a vector.
//
//===----------------------------------------------------------------------===//
#ifndef TRITONC_ANALYSIS_AXISINFO_H
#define TRITONC_ANALYSIS_AXISINFO_H

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Operation.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/bit.h"

#include <optional>

namespace tritonc {

struct AxisInfo {
  /// Divisibility reported for zero and other values with no bound.
  static constexpr int64_t kMaxDivisibility = int64_t(1) << 30;

  llvm::SmallVector<int64_t, 4> contiguity, divisibility, constancy;
  /// The value itself when it is a known integer constant (or splat of one).
  std::optional<int64_t> constant;

  unsigned rank() const { return contiguity.size(); }
  /// Facts about a value nothing is known about.
  static AxisInfo unknown(mlir::Type type);
  /// Facts about a value that is the same everywhere (a scalar or a splat).
  static AxisInfo uniform(mlir::Type type, int64_t divisibility,
                          std::optional<int64_t> constant = std::nullopt);
};

/// Computes AxisInfo for the values of one function on demand, from the
/// divisibility hints on its arguments (`tile.divisibility`). Values defined
/// by operations it does not model get `AxisInfo::unknown`.
class AxisInfoAnalysis {
public:
  /// The facts about `value` (a copy: the cache grows while rules recurse,
  /// so references into it would not stay valid).
  AxisInfo get(mlir::Value value);

  /// Elements a single vector access may cover along `dim` for a load/store
  /// through `ptr` (a tensor of pointers), at most `maxBytes` bytes.
  unsigned vectorWidth(mlir::Value ptr, unsigned dim, unsigned maxBytes = 16);
  /// Whether `mask` is constant over every aligned run of `width` elements
  /// along `dim`.
  bool isUniformOver(mlir::Value mask, unsigned dim, unsigned width);

private:
  /// Rounds of the loop-carried fixed point before giving up (each round
  /// shrinks a fact; runs and divisibilities halve at least).
  static constexpr int kMaxLoopRounds = 8;

  AxisInfo compute(mlir::Value value);
  AxisInfo loopCarriedInfo(mlir::scf::ForOp loop, unsigned index);
  AxisInfo computeFromOp(mlir::Value value);
  AxisInfo reshapeInfo(mlir::Operation *reshape);
  llvm::DenseMap<mlir::Value, AxisInfo> cache;
};

/// The largest power of two dividing `value` (kMaxDivisibility for zero).
int64_t highestPowerOf2Divisor(int64_t value);

} // namespace tritonc

#endif

//===- TargetInfo.h - what the code generator may use on the chosen GPUs --===//
//
// Built once from the --arch list. A fatbin's kernel is lowered once per
// architecture (forArch), each with the instructions its GPU has (wgmma
// and stmatrix on sm_90a, mma.sync elsewhere). What the launcher passes is
// the same for every image, so the tensor maps that TMA copies take as
// kernel parameters are used only when every architecture has TMA.
//
//===----------------------------------------------------------------------===//
#ifndef TRITONC_TARGET_TARGETINFO_H
#define TRITONC_TARGET_TARGETINFO_H

#include "target/Arch.h"

#include "mlir/IR/BuiltinOps.h"
#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace tritonc {

/// PTX ISA 8.4: new enough for every sm_90a instruction, old enough for the
/// drivers of CUDA 12.4 and later to load as PTX.
inline constexpr const char *kPTXFeatures = "+ptx84";

struct TargetInfo {
  std::vector<GpuArch> archs;
  /// Warp-group mma (wgmma.mma_async) for tl.dot: every arch is sm_90a.
  bool wgmma = false;
  /// Block-pointer dot operands copied by the tensor memory accelerator:
  /// with wgmma, unless the user turned it off (--no-tma).
  bool tma = false;
  /// stmatrix for layout conversions of 16-bit mma tiles: every arch is
  /// sm_90 or newer.
  bool stmatrix = false;
  /// atom.add.noftz.bf16 for bf16 tl.atomic_add (else a compare-and-swap
  /// loop): every arch is sm_90 or newer.
  bool bf16AtomicAdd = false;
  /// The most dynamic shared memory a block may have on every arch, and
  /// the arch with that (smallest) maximum, for tritonc-check-shared-memory.
  unsigned maxSharedBytes = 0;
  std::string sharedMemoryArch;

  /// The target for `names` (sm_90 when empty), or why a name is unknown.
  /// With several names, the features every one of them has.
  static llvm::Expected<TargetInfo> forArchs(const std::vector<std::string> &names, bool noTma);
  /// The target that lowers archs[i] of this one: that architecture's own
  /// features, except TMA, which stays as for all (the kernel's parameters).
  TargetInfo forArch(size_t i) const;
};

/// Whether LLVM's loop strength reduction should run when `module` (tile
/// IR) is compiled to PTX. In a pipelined dot loop the copies' pointers
/// are carried stages-1 iterations ahead, and the reduction rewrites them
/// back into per-element pointers plus an offset recomputed for every copy,
/// which costs registers and issue slots in single-dot loops; in loops of
/// two or more dots (attention) the address arithmetic it removes is worth
/// more. Both effects were measured on the matmul and attention samples.
bool loopStrengthReductionPays(mlir::ModuleOp module);

} // namespace tritonc

#endif

//===- Arch.h - GPU architectures tritonc generates code for --------------===//
#ifndef TRITONC_TARGET_ARCH_H
#define TRITONC_TARGET_ARCH_H

#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace tritonc {

struct GpuArch {
  std::string name;     // "sm_90a": what --arch, ptxas and the metadata say
  int computeCapability; // 90
  bool archSpecific;     // the "a" variants: wgmma, setmaxnreg, ...
  /// The most dynamic shared memory one block can have (opting in above
  /// 48 KiB), from the CUDA programming guide's table of compute
  /// capabilities: 163 KiB on sm_80, 99 KiB on sm_86 and sm_89, 227 KiB on
  /// sm_90 (the SM's capacity less the 1 KiB CUDA reserves per block).
  unsigned maxSharedBytesPerBlock;
};

/// Parses `sm_80`, `sm_86`, `sm_89`, `sm_90`, `sm_90a` (also `80`, `90a`).
/// Any other name is an error that lists the supported ones.
llvm::Expected<GpuArch> parseGpuArch(const std::string &text);
const std::vector<std::string> &supportedGpuArchs();

} // namespace tritonc

#endif

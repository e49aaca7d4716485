//===- CudaToolkit.h - ptxas and fatbinary from the CUDA toolkit ----------===//
#ifndef TRITONC_TARGET_CUDATOOLKIT_H
#define TRITONC_TARGET_CUDATOOLKIT_H

#include "target/Arch.h"

#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace tritonc {

/// Finds a CUDA toolkit program: $CUDA_HOME/bin, then $PATH, then
/// /usr/local/cuda/bin. Empty when none is found.
std::string findCudaTool(const std::string &name);

/// libdevice.10.bc of the CUDA toolkit ($CUDA_HOME, the folder above the
/// ptxas on $PATH, /usr/local/cuda); empty when none is found.
std::string findLibdevice();

struct CubinResult {
  std::string cubin;
  std::string log; // what ptxas printed (resource usage with -v)
};

/// Assembles PTX into a cubin with ptxas. A failure's message includes
/// ptxas's own output.
llvm::Expected<CubinResult> assemblePTX(const std::string &ptx, const GpuArch &arch);

struct FatbinImage {
  const GpuArch *arch;
  std::string cubin;
  std::string ptx; // kept for the newest arch so future GPUs can JIT it
};

/// Packs cubins (and PTX) for several architectures into one fatbin.
llvm::Expected<std::string> createFatbin(const std::vector<FatbinImage> &images);

} // namespace tritonc

#endif

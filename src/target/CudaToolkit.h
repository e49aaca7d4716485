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

/// One line of ptxas's output that names a line of its input
/// ("ptxas /tmp/x.ptx, line 32; error   : ...").
struct PtxasMessage {
  unsigned line = 0;      // 1-based, in the PTX text given to assemblePTX
  std::string severity;   // "error" or "warning"
  std::string text;       // ptxas's message
  std::string ptxLine;    // that line of the PTX, without surrounding blanks
};

/// ptxas rejected the PTX. Its message is ptxas's output with every
/// reference to the temporary input file (deleted by then) replaced by the
/// PTX line it names, quoted; `messages` lets a caller map those lines
/// back to the kernel's source (inline assembly).
class PtxasError : public llvm::ErrorInfo<PtxasError> {
public:
  static char ID;
  PtxasError(std::string message, std::vector<PtxasMessage> messages)
      : message(std::move(message)), messages(std::move(messages)) {}
  void log(llvm::raw_ostream &os) const override { os << message; }
  std::error_code convertToErrorCode() const override { return llvm::inconvertibleErrorCode(); }

  std::string message;
  std::vector<PtxasMessage> messages;
};

/// What the cubin keeps of the PTX's debug information: nothing, the line
/// tables (ptxas -lineinfo: profilers map SASS to source lines; the code is
/// the same), or everything (ptxas -g: what a debugger needs; ptxas then
/// does not optimize).
enum class DeviceDebugInfo { None, LineTables, Full };

/// Assembles PTX into a cubin with ptxas. A failure's message includes
/// ptxas's own output; when ptxas ran and rejected the PTX the error is a
/// PtxasError.
llvm::Expected<CubinResult> assemblePTX(const std::string &ptx, const GpuArch &arch,
                                        DeviceDebugInfo debug = DeviceDebugInfo::None);

struct FatbinImage {
  const GpuArch *arch;
  std::string cubin;
  std::string ptx; // kept for the newest arch so future GPUs can JIT it
};

/// Packs cubins (and PTX) for several architectures into one fatbin.
llvm::Expected<std::string> createFatbin(const std::vector<FatbinImage> &images);

} // namespace tritonc

#endif

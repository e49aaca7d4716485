//===- Arch.cpp - GPU architectures tritonc generates code for ------------===//
#include "target/Arch.h"

namespace tritonc {

const std::vector<std::string> &supportedGpuArchs() {
  // Ampere and newer: the tensor-core paths (mma.sync, cp.async) the
  // compiler is built around need sm_80.
  static const std::vector<std::string> archs = {"sm_80", "sm_86", "sm_89", "sm_90", "sm_90a"};
  return archs;
}

llvm::Expected<GpuArch> parseGpuArch(const std::string &text) {
  std::string name = text.rfind("sm_", 0) == 0 ? text : "sm_" + text;
  for (const std::string &known : supportedGpuArchs()) {
    if (known != name)
      continue;
    GpuArch arch;
    arch.name = name;
    arch.computeCapability = std::stoi(name.substr(3, 2));
    arch.archSpecific = name.back() == 'a';
    arch.maxSharedBytesPerBlock = arch.computeCapability == 80   ? 163 * 1024
                                  : arch.computeCapability == 90 ? 227 * 1024
                                                                 : 99 * 1024; // sm_86, sm_89
    return arch;
  }
  std::string message = "unknown GPU architecture '" + text + "' (supported:";
  for (const std::string &known : supportedGpuArchs())
    message += " " + known;
  message += ")";
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

} // namespace tritonc

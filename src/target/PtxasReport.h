//===- PtxasReport.h - what ptxas -v says about registers and spills ------===//
//
// ptxas runs with -v (CudaToolkit.cpp) and prints, per function, the
// registers it used and the bytes it spilled to local memory. A kernel
// that spills much runs from local memory: worth a warning at compile
// time, since nothing else would tell the user. This file only reads the
// log and words the warnings; the driver decides where to print them.
//
//===----------------------------------------------------------------------===//
#ifndef TRITONC_TARGET_PTXASREPORT_H
#define TRITONC_TARGET_PTXASREPORT_H

#include "target/Arch.h"

#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace tritonc {

/// One function's "Function properties" and "Used N registers" lines.
struct PtxasFunctionUsage {
  std::string name;
  unsigned registers = 0;
  unsigned stackFrame = 0;  // bytes
  unsigned spillStores = 0; // bytes
  unsigned spillLoads = 0;  // bytes
};

struct PtxasReport {
  std::vector<PtxasFunctionUsage> functions;
  /// ptxas's own performance advisories, e.g. "(C7511) Potential Performance
  /// Loss: wgmma.mma_async instructions are serialized ...".
  std::vector<std::string> advisories;
};

/// Reads the output of `ptxas -v`; lines it does not know are skipped.
PtxasReport parsePtxasReport(llvm::StringRef log);

/// Spill stores of more bytes than this (128 32-bit registers, half of
/// what a thread may have) are warned about: below it, a few values of a
/// large tile moved out of a full register file cost little.
inline constexpr unsigned kSpillWarningBytes = 512;

/// The warnings `report` deserves on `arch`: one per function whose spill
/// stores exceed `spillThreshold` bytes (naming the registers, the bytes
/// stored and loaded, and what to change), and ptxas's advisories.
std::vector<std::string> ptxasWarnings(const PtxasReport &report, const GpuArch &arch,
                                       unsigned spillThreshold = kSpillWarningBytes);

/// What the driver calls after ptxas: each of ptxasWarnings' warnings for
/// `log` as an MLIR warning at the kernel's location (the function of
/// `module`, LLVM dialect, that ptxas names; the module's location for an
/// advisory). Returns how many were emitted.
unsigned warnAboutPtxasReport(mlir::ModuleOp module, llvm::StringRef log, const GpuArch &arch);

} // namespace tritonc

#endif

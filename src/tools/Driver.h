//===- Driver.h - the tritonc compilation pipeline -------------------------===//
#ifndef TRITONC_TOOLS_DRIVER_H
#define TRITONC_TOOLS_DRIVER_H

#include <string>
#include <utility>
#include <vector>

namespace tritonc {

/// What the command line asked for, validated by the CLI layer.
struct CompileOptions {
  std::string input;
  std::string output;           // "-" or empty: standard output (text stages only)
  std::string emit;             // ast|tile|tilegpu|llvm|ptx|cubin|fatbin|header
  std::string kernel;           // --kernel
  std::vector<std::string> includeDirs; // -I: module search path (see ModuleLoader.h)
  std::string signature;        // --signature
  bool hasSignature = false;
  std::vector<std::pair<std::string, std::string>> defines; // -D NAME=VALUE
  std::vector<std::string> archs;
  int numWarps = 4;
  int numStages = 3;
  /// --num-warps / --num-stages were given: they override the kernel's
  /// @triton.jit(num_warps=..., num_stages=...).
  bool numWarpsGiven = false;
  bool numStagesGiven = false;
  std::string header;           // --header
  std::string metadata;         // --metadata
  std::string launcherNamespace;  // --namespace (default: the kernel's name)
  bool depfile = false;         // -MD
  std::string depfilePath;      // -MF
  std::string depfileTarget;    // -MT (default: the files written)
  std::string target = "cuda";  // --target
  /// --no-tma: block-pointer loads use cp.async even on sm_90a (for A/B
  /// comparisons and as a way out).
  bool noTma = false;
};

/// Runs the pipeline; returns the process exit code (0 on success, 1 on
/// any error, after printing it).
int runCompiler(const CompileOptions &options);

/// The output kind implied by a file name's extension; empty if none.
std::string emitKindFromPath(const std::string &path);

} // namespace tritonc

#endif

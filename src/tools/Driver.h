//===- Driver.h - the tritonc compilation pipeline -------------------------===//
#ifndef TRITONC_TOOLS_DRIVER_H
#define TRITONC_TOOLS_DRIVER_H

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace tritonc {

/// What the command line asked for, validated by the CLI layer.
struct CompileOptions {
  std::string input;
  std::string output;           // "-" or empty: standard output (text stages only)
  std::string emit;             // --emit: a stage name (see parseStage)
  std::string kernel;           // --kernel
  std::vector<std::string> includeDirs; // -I: module search path (see ModuleLoader.h)
  std::string signature;        // --signature (the first, when several)
  bool hasSignature = false;
  /// Every --signature, in order. Several, or --specialize auto, compile a
  /// family of specializations behind one launcher (launcher/KernelInfo.h).
  std::vector<std::string> signatures;
  bool specializeAuto = false;  // --specialize auto
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
  /// --file-prefix-map OLD=NEW, in command-line order (RecordedPath.h).
  std::vector<std::pair<std::string, std::string>> filePrefixMaps;
  bool depfile = false;         // -MD
  std::string depfilePath;      // -MF
  std::string depfileTarget;    // -MT (default: the files written)
  std::string target = "cuda";  // --target
  /// --no-tma: block-pointer loads use cp.async even on sm_90a (for A/B
  /// comparisons and as a way out).
  bool noTma = false;
  /// --tma-stores: block-pointer and descriptor stores through tensor maps
  /// on sm_90a (off until checked on a GPU; see docs/architecture.md).
  bool tmaStores = false;
  /// --no-ptx: a fatbin holds only cubins, no PTX for newer GPUs to JIT.
  bool noPtx = false;
  /// MLIR's pass instrumentation on tritonc's own pipelines: the IR after
  /// every pass (or after the named ones) on standard error, and the time
  /// each pass took.
  bool printIRAfterAll = false;
  std::vector<std::string> printIRAfter;
  bool timePasses = false;
  /// --time-report: the time of each stage of the run (parse, IR generation,
  /// each pass pipeline, LLVM, PTX, ptxas, launcher, writing) on standard
  /// error; with --time-passes, each stage's passes beneath it.
  bool timeReport = false;
  /// Debug information in GPU code: line tables by default (-lineinfo),
  /// none with -g0, everything a debugger reads with -g (unoptimized SASS).
  bool lineInfo = true;
  bool fullDebugInfo = false;
  /// --debug: tl.device_assert and assert statements are compiled (Triton's
  /// debug=True); without it they are dropped, as Triton drops them.
  bool debug = false;
  /// --cache-dir (or $TRITONC_CACHE_DIR): where earlier runs' outputs are
  /// kept (CompileCache.h); empty: no cache.
  std::string cacheDir;
  /// --list-configs: print the kernel's @triton.autotune configs and stop;
  /// --config N: compile config N of them (-1: none chosen).
  /// --config all: every config, in one launcher (a family; see
  /// tuningTable).
  bool listConfigs = false;
  int config = -1;
  bool allConfigs = false;
  /// --tuning-table FILE.json: which config a family's launch() runs for
  /// which values of the autotune key (docs/architecture.md).
  std::string tuningTable;
  /// --heuristic-values NAME=V1,V2,...: the values of a @triton.heuristics
  /// entry to compile (a variant each), for a heuristic of run-time
  /// arguments whose values tritonc cannot bound or that should be fewer.
  std::map<std::string, std::vector<std::string>> heuristicValues;
};

/// The stages of a compilation in pipeline order; --emit names the last one
/// to run and write. Header is the CUDA launcher (after the binary);
/// Object and Asm are the CPU target's binaries.
enum class Stage { Ast, Tile, TileGPU, LLVMDialect, LLVM, PTX, Cubin, Fatbin, Header, Object, Asm };

/// The stage --emit calls `name`, if any.
std::optional<Stage> parseStage(const std::string &name);
/// What --emit calls `stage`.
const char *stageName(Stage stage);

/// Runs the pipeline; returns the process exit code (0 on success, 1 on
/// any error, after printing it).
int runCompiler(const CompileOptions &options);

/// The stage a GPU compilation writes to a file of this name (by its
/// extension), if any.
std::optional<Stage> stageFromPath(const std::string &path);

} // namespace tritonc

#endif

//===- tritonc.cpp - the tritonc command line ------------------------------===//
//
// gcc/clang conventions: `tritonc kernel.tri -o kernel.cubin`, -D NAME=VALUE
// or -DNAME=VALUE, -I DIR, -MD -MF depfile, errors as `file:line:col: error:` and a
// non-zero exit code.
//
//===----------------------------------------------------------------------===//
#include "tools/Driver.h"
#include "support/RecordedPath.h"

#include <algorithm>
#include <CLI/CLI.hpp>

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/Signals.h"

#include <iostream>
#include <new>
#include <unistd.h>

namespace {

/// CLI11 parses single-dash options as one letter; rewrite the compiler
/// spellings -MD, -MF, -MT, -DNAME=VALUE, -IDIR, -lineinfo and -g0 into forms
/// it understands.
std::vector<std::string> normalizeArguments(int argc, char **argv) {
  std::vector<std::string> args;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "-MD" || a == "-MF" || a == "-MT")
      args.push_back("-" + a);
    else if (a == "-lineinfo")
      args.push_back("--line-info");
    else if (a == "-g0")
      args.push_back("--no-line-info");
    else if (a.size() > 2 && (a.rfind("-D", 0) == 0 || a.rfind("-I", 0) == 0)) {
      args.push_back(a.substr(0, 2));
      args.push_back(a.substr(2));
    } else
      args.push_back(a);
  }
  // CLI11 wants the arguments in reverse order.
  return std::vector<std::string>(args.rbegin(), args.rend());
}

/// Running out of memory ends the run with an error and exit code 1, never
/// an abort: operator new and LLVM's allocators call this instead of
/// throwing. It allocates nothing and exits at once; staged temporary
/// outputs are removed as on a fatal signal.
[[noreturn]] void outOfMemory() {
  static const char message[] = "tritonc: error: out of memory\n";
  ssize_t ignored = write(STDERR_FILENO, message, sizeof(message) - 1);
  (void)ignored;
  llvm::sys::RunInterruptHandlers();
  _exit(1);
}

} // namespace

int main(int argc, char **argv) {
  // LLVM installs its signal handlers, and an alternate signal stack for
  // the installing thread, the first time a file is registered for removal
  // on a signal. Install them here, on the main thread: the first output
  // is otherwise staged on a ptxas thread, whose alternate stack (malloc'ed
  // by LLVM) a sanitizer's thread exit would then unmap as its own.
  llvm::sys::PrintStackTraceOnErrorSignal(argv[0]);
  std::set_new_handler([] { outOfMemory(); });
  llvm::install_bad_alloc_error_handler([](void *, const char *, bool) { outOfMemory(); });
  tritonc::CompileOptions options;
  CLI::App app{"tritonc: ahead-of-time compiler for Triton-language GPU kernels", "tritonc"};
  app.set_version_flag("--version", std::string("tritonc ") + TRITONC_VERSION);
  std::vector<std::string> defines;
  app.add_option("input", options.input, "kernel source (.tri or .py)")->required();
  app.add_option("-o,--output", options.output,
                 "output file; its extension (.ptx .cubin .fatbin .ll .mlir .h) picks what is written");
  app.add_option("--emit", options.emit,
                 "stage to write: ast, tile, tilegpu, llvm-dialect, llvm, ptx, cubin, fatbin, header")
      ->check(CLI::IsMember({"ast", "tile", "tilegpu", "llvm-dialect", "llvm", "ptx", "cubin", "fatbin", "header"}));
  app.add_option("--kernel", options.kernel, "the @jit function to compile when the file has several");
  app.add_option("--signature", options.signatures,
                 "parameter types, Triton AOT format: '*fp32:16,*fp32:16,i32'; given several times, a family "
                 "of specializations behind one launcher that picks one per call");
  std::string specialize = "none";
  app.add_option("--specialize", specialize,
                 "auto: compile the specializations of the --signature's types that access memory "
                 "differently (pointers aligned to 16 bytes, integers divisible by 16 or, where marked :1, "
                 "equal to 1; the unions of what each load and store needs, down to no promise) behind one "
                 "launcher that picks the most specialized one the arguments allow")
      ->check(CLI::IsMember({"none", "auto"}));
  app.add_option("-D", defines, "constexpr value NAME=VALUE (a Python literal or a dtype such as tl.float16)");
  app.add_option("-I", options.includeDirs,
                 "module search directory for the kernel's imports, like PYTHONPATH (repeatable; "
                 "$TRITONC_PATH adds more)");
  app.add_option("--arch", options.archs, "GPU architecture: sm_80 sm_86 sm_89 sm_90 sm_90a (repeatable)");
  CLI::Option *numWarps = app.add_option("--num-warps", options.numWarps,
                                         "warps per program instance (overrides @triton.jit(num_warps=))")
                              ->check(CLI::Range(1, 32));
  CLI::Option *numStages = app.add_option("--num-stages", options.numStages,
                                          "software pipelining depth (overrides @triton.jit(num_stages=))")
                               ->check(CLI::Range(1, 8));
  app.add_option("--header", options.header,
                 "write the C++ launcher header here, and the source embedding the binary next to it (.cpp)");
  app.add_option("--metadata", options.metadata, "write kernel metadata (JSON) here");
  app.add_option("--namespace", options.launcherNamespace,
                 "C++ namespace of the launcher under kernels:: (default: the kernel's name); lets several "
                 "specializations of one kernel share a program");
  std::vector<std::string> prefixMaps;
  app.add_option("--file-prefix-map", prefixMaps,
                 "OLD=NEW: the source path the header and metadata record starts with NEW where the path "
                 "given starts with OLD (repeatable; the last match wins). Without a match an absolute path "
                 "under the current directory is recorded relative to it");
  app.add_flag("--MD", options.depfile, "write a depfile (-MD)");
  app.add_option("--MF", options.depfilePath, "depfile path (-MF), implies -MD");
  app.add_option("--MT", options.depfileTarget, "the depfile rule's target (-MT; default: the files written)");
  app.add_option("--target", options.target, "cuda (default) or cpu")->check(CLI::IsMember({"cuda", "cpu"}));
  app.add_flag("--print-ir-after-all", options.printIRAfterAll,
               "print the IR after every pass of tritonc's MLIR pipelines (standard error)");
  app.add_option("--print-ir-after", options.printIRAfter,
                 "print the IR after the named pass, e.g. tritonc-assign-layouts (repeatable)");
  app.add_flag("--time-passes", options.timePasses, "report the time each MLIR pass took (standard error)");
  app.add_flag("--time-report", options.timeReport,
               "report the time of each stage: parse, IR generation, each pass pipeline, LLVM, PTX, ptxas, "
               "launcher, writing (standard error; with --time-passes, each stage's passes beneath it)");
  bool lineInfo = false, noLineInfo = false;
  app.add_flag("--line-info", lineInfo,
               "map GPU code to source lines in the PTX and the cubin (-lineinfo; the default)");
  app.add_flag("--no-line-info", noLineInfo, "no line tables in the PTX and the cubin (-g0)");
  app.add_flag("--debug", options.debug,
               "compile tl.device_assert and run-time assert statements (Triton's debug=True; "
               "@triton.jit(debug=True) does the same for its kernel); without it they are dropped, as Triton "
               "drops them");
  app.add_flag("-g,--debug-info", options.fullDebugInfo,
               "full debug information for a debugger (ptxas -g: the SASS is not optimized)");
  app.add_flag("--list-configs", options.listConfigs,
               "print the kernel's @triton.autotune configs, numbered, and stop");
  std::string configChoice;
  app.add_option("--config", configChoice,
                 "compile config N of the kernel's @triton.autotune (its constexprs, num_warps, num_stages); "
                 "'all': every config, into one launcher (-o FILE.h) that picks one per call")
      ->check([](const std::string &value) -> std::string {
        if (value == "all" || (!value.empty() && value.size() < 10 &&
                               value.find_first_not_of("0123456789") == std::string::npos))
          return std::string();
        return "must be a config number (--list-configs lists them) or 'all'";
      });
  app.add_option("--tuning-table", options.tuningTable,
                 "with --config all: a JSON table of the config to run for values of the autotune key");
  std::vector<std::string> heuristicValues;
  app.add_option("--heuristic-values", heuristicValues,
                 "NAME=V1,V2,...: compile these values of the @triton.heuristics entry NAME, a variant each, "
                 "when it depends on run-time arguments (repeatable); launch() refuses others");
  bool noCache = false;
  CLI::Option *cacheDir = app.add_option("--cache-dir", options.cacheDir,
                                         "keep outputs here and reuse them when every input is the same "
                                         "(default: $TRITONC_CACHE_DIR)");
  app.add_flag("--no-cache", noCache, "neither read nor write the compile cache")->excludes(cacheDir);
  app.add_flag("--no-ptx", options.noPtx,
               "fatbin: embed no PTX (by default the newest non-arch-specific --arch's, for newer GPUs to JIT)");
  app.add_flag("--no-tma", options.noTma,
               "sm_90a: copy pipelined block-pointer tiles with cp.async instead of the tensor copy engine");
  app.add_flag("--tma-stores", options.tmaStores,
               "sm_90a: store block-pointer and descriptor tiles with the tensor copy engine (experimental: "
               "not yet checked on a GPU)");

  try {
    app.parse(normalizeArguments(argc, argv));
  } catch (const CLI::CallForHelp &e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion &e) {
    return app.exit(e);
  } catch (const CLI::ParseError &e) {
    std::cerr << "tritonc: error: " << e.what() << "\n";
    return 1;
  }
  for (const std::string &d : defines) {
    size_t eq = d.find('=');
    if (eq == std::string::npos || eq == 0) {
      std::cerr << "tritonc: error: -D expects NAME=VALUE, got '" << d << "'\n";
      return 1;
    }
    std::string name = d.substr(0, eq), value = d.substr(eq + 1);
    // Two different values for one constexpr are a mistake in a build
    // script, not an override (the same value twice is harmless).
    bool repeated = false;
    for (const auto &[seenName, seenValue] : options.defines)
      if (seenName == name) {
        if (seenValue != value) {
          std::cerr << "tritonc: error: -D " << name << " is given twice with different values ('"
                    << seenValue << "' and '" << value << "')\n";
          return 1;
        }
        repeated = true;
      }
    if (!repeated)
      options.defines.emplace_back(name, value);
  }
  for (const std::string &h : heuristicValues) {
    size_t eq = h.find('=');
    std::vector<std::string> values;
    for (size_t start = eq == std::string::npos ? h.size() : eq + 1; start <= h.size();) {
      size_t comma = std::min(h.find(',', start), h.size());
      values.push_back(h.substr(start, comma - start));
      start = comma + 1;
    }
    bool empty = std::any_of(values.begin(), values.end(), [](const std::string &v) { return v.empty(); });
    if (eq == std::string::npos || eq == 0 || values.empty() || empty) {
      std::cerr << "tritonc: error: --heuristic-values expects NAME=V1,V2,... (numbers or True/False), got '" << h
                << "'\n";
      return 1;
    }
    if (!options.heuristicValues.emplace(h.substr(0, eq), values).second) {
      std::cerr << "tritonc: error: --heuristic-values " << h.substr(0, eq) << " is given twice\n";
      return 1;
    }
  }
  for (const std::string &m : prefixMaps) {
    std::optional<tritonc::PrefixMap> map = tritonc::parsePrefixMap(m);
    if (!map) {
      std::cerr << "tritonc: error: --file-prefix-map expects OLD=NEW with a non-empty OLD, got '" << m << "'\n";
      return 1;
    }
    options.filePrefixMaps.push_back(*map);
  }
  if (noLineInfo && (lineInfo || options.fullDebugInfo)) {
    std::cerr << "tritonc: error: -g0 (--no-line-info) contradicts " << (lineInfo ? "-lineinfo" : "-g") << "\n";
    return 1;
  }
  options.lineInfo = !noLineInfo;
  if (noCache)
    options.cacheDir.clear();
  else if (!cacheDir->count())
    if (const char *env = std::getenv("TRITONC_CACHE_DIR"))
      options.cacheDir = env;
  options.hasSignature = !options.signatures.empty();
  if (options.hasSignature)
    options.signature = options.signatures.front();
  options.specializeAuto = specialize == "auto";
  if (configChoice == "all")
    options.allConfigs = true;
  else if (!configChoice.empty())
    options.config = std::stoi(configChoice);
  options.numWarpsGiven = numWarps->count() > 0;
  options.numStagesGiven = numStages->count() > 0;
  if (!options.depfilePath.empty())
    options.depfile = true;
  return tritonc::runCompiler(options);
}

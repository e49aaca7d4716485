//===- Driver.cpp - the tritonc compilation pipeline -----------------------===//
//
// source -> AST -> (specialize) -> tile IR -> TileGPU IR -> LLVM dialect ->
// LLVM IR (per arch) -> PTX -> cubin -> fatbin, then the launcher files.
// Each stage can be the last (--emit). Every output is produced in memory
// first and written at the end as one OutputSet (support/FileOutput.h): a
// temporary next to each destination, all renamed only once every one was
// written, so a failed run leaves nothing, not even part of its outputs.
//
//===----------------------------------------------------------------------===//
#include "tools/Driver.h"
#include "support/RecordedPath.h"
#include "support/CompileCache.h"

#include "conversion/Passes.h"
#include "transforms/Passes.h"
#include "frontend/AutotuneConfigs.h"
#include "frontend/Heuristics.h"
#include "frontend/ModuleLoader.h"
#include "frontend/Parser.h"
#include "frontend/Signature.h"
#include "frontend/Specializations.h"
#include "frontend/SourceLimits.h"
#include "frontend/irgen/IRGen.h"
#include "launcher/KernelInfo.h"
#include "pipelines/AccessDecisions.h"
#include "pipelines/Pipelines.h"
#include "support/FileOutput.h"
#include "support/Registration.h"
#include "tools/InlineAsmDiagnostics.h"
#include "tools/TuningTable.h"
#include "tools/KernelABI.h"
#include "tools/MLIRDiagnostics.h"
#include "Tile/TileDialect.h"
#include "TileGPU/TileGPUDialect.h"
#include "target/CudaToolkit.h"
#include "target/HostBackend.h"
#include "target/NVPTXBackend.h"
#include "target/PtxasReport.h"
#include "target/RegisterBudget.h"
#include "target/TargetInfo.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/Timing.h"
#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <condition_variable>
#include <future>
#include <iostream>
#include <mutex>
#include <optional>
#include <thread>
#include <set>
#include <sstream>

namespace tritonc {

namespace {
struct StageName {
  Stage stage;
  const char *name;
};
constexpr StageName kStageNames[] = {
    {Stage::Ast, "ast"},       {Stage::Tile, "tile"},     {Stage::TileGPU, "tilegpu"},
    {Stage::LLVMDialect, "llvm-dialect"}, {Stage::LLVM, "llvm"}, {Stage::PTX, "ptx"},
    {Stage::Cubin, "cubin"},   {Stage::Fatbin, "fatbin"}, {Stage::Header, "header"},
    {Stage::Object, "object"}, {Stage::Asm, "asm"},
};
} // namespace

std::optional<Stage> parseStage(const std::string &name) {
  for (const StageName &s : kStageNames)
    if (name == s.name)
      return s.stage;
  return std::nullopt;
}

const char *stageName(Stage stage) {
  for (const StageName &s : kStageNames)
    if (s.stage == stage)
      return s.name;
  return "?";
}

std::optional<Stage> stageFromPath(const std::string &path) {
  std::string ext = llvm::sys::path::extension(path).str();
  if (ext == ".ptx") return Stage::PTX;
  if (ext == ".cubin") return Stage::Cubin;
  if (ext == ".fatbin") return Stage::Fatbin;
  if (ext == ".ll") return Stage::LLVM;
  if (ext == ".mlir") return Stage::Tile;
  if (ext == ".h" || ext == ".hpp") return Stage::Header;
  if (ext == ".ast") return Stage::Ast;
  return std::nullopt;
}

namespace {

/// Collects the files to write; writes them only when everything succeeded.
struct Outputs {
  std::vector<std::pair<std::string, std::string>> files; // path, contents
  std::string stdoutText;
  void add(const std::string &path, std::string contents) {
    if (path.empty() || path == "-")
      stdoutText += contents;
    else
      files.emplace_back(path, std::move(contents));
  }
};

/// The textual LLVM IR of a module (--emit=llvm).
std::string printLLVMModule(llvm::Module &module) {
  std::string text;
  llvm::raw_string_ostream os(text);
  module.print(os, nullptr);
  return text;
}

std::string printOp(mlir::Operation *op) {
  std::string text;
  llvm::raw_string_ostream os(text);
  op->print(os);
  os << "\n";
  return text;
}

/// The variant's signature as the launcher promises it ("*fp32:16,i32"):
/// two spellings of one specialization compare equal.
std::string promisedSignature(const launcher::KernelInfo &info) {
  std::string text;
  for (const launcher::LauncherParam &param : info.params)
    text += (text.empty() ? "" : ",") + launcher::signatureEntry(param);
  return text;
}

std::string escapeDepPath(const std::string &path) {
  std::string out;
  for (char c : path) {
    if (c == ' ' || c == '#' || c == '$')
      out += c == '$' ? "$" : "\\";
    out += c;
  }
  return out;
}

/// Standard error, with a copy of everything written to it: a run stored
/// in the compile cache keeps its warnings, which a hit prints again.
class CopiedStderr : public std::streambuf {
public:
  const std::string &text() const { return copy; }

protected:
  int overflow(int c) override {
    if (c != traits_type::eof()) {
      copy += static_cast<char>(c);
      std::cerr.put(static_cast<char>(c));
    }
    return c;
  }
  std::streamsize xsputn(const char *s, std::streamsize n) override {
    copy.append(s, static_cast<size_t>(n));
    std::cerr.write(s, n);
    return n;
  }

private:
  std::string copy;
};

class Compilation {
public:
  explicit Compilation(const CompileOptions &o) : options(o), diagnosticStream(&stderrCopy), diags(diagnosticStream) {}
  int run();

private:
  bool fail(const std::string &message) {
    diags.error(message);
    return false;
  }
  /// The one place the back end's and the file system's errors are printed
  /// (and consumed), after `context` when one is given.
  bool fail(llvm::Error error, const std::string &context = "") {
    return fail(context + llvm::toString(std::move(error)));
  }
  bool validateOptions();
  bool checkNumWarps();
  bool chooseGpuTarget();
  HostTarget hostTarget() const;
  void instrument(mlir::PassManager &pm);
  bool reportInstrumentation();
  mlir::TimingScope timeStage(const std::string &name);
  mlir::TimingScope &rootTimer();
  /// Times one stage of the run for its lifetime (--time-report); the pass
  /// managers instrumented meanwhile nest their timers in it.
  class StageTiming {
  public:
    StageTiming(Compilation &c, const std::string &name)
        : c(c), scope(c.timeStage(name)), previous(c.stageTimer) {
      c.stageTimer = &scope;
    }
    ~StageTiming() { c.stageTimer = previous; }
    StageTiming(const StageTiming &) = delete;
    StageTiming &operator=(const StageTiming &) = delete;

  private:
    Compilation &c;
    mlir::TimingScope scope;
    mlir::TimingScope *previous;
  };
  int writeOutputs();
  bool validateCpuOptions();
  void loadDialects();
  bool buildKernelIR();
  bool loadKernel();
  bool specializeAndGenerate(const SpecializationRequest &request);
  bool parseTileIR(const std::string &text);
  bool checkGridDependencies();
  bool lowerToLLVMDialect(const TargetInfo &arch);
  /// One architecture's PTX on its way through ptxas: a thread waits for
  /// the process, so that images assemble while the compiler goes on.
  struct PendingImage {
    const GpuArch *arch = nullptr;
    bool withPtx = false;  // the fatbin carries its PTX
    /// The PTX assembled (the emitted one, or with one block per SM).
    std::shared_ptr<std::string> ptx = std::make_shared<std::string>();
    std::future<llvm::Expected<CubinResult>> cubin;
  };
  /// A variant's images until they are assembled, with what their
  /// diagnostics need.
  struct PendingBinaries {
    std::vector<PendingImage> images;
    mlir::OwningOpRef<mlir::ModuleOp> module;  // the lowered kernel: locations
    std::vector<InlineAsmSite> inlineAsmSites;
  };
  bool generateBinaries(PendingBinaries *deferred = nullptr);
  void startAssembly(PendingImage &image, std::string ptx, DeviceDebugInfo debug);
  bool finishBinaries(PendingBinaries &pending);
  bool reportPtxasFailure(llvm::Error error, const std::string &ptx);
  bool writeLauncher();
  bool describeKernel(launcher::KernelInfo &info);
  bool compileForCuda();
  int runFamily();
  bool validateFamilyOptions();
  bool applyConfig(size_t index, SpecializationRequest &request);
  bool compilesEveryConfig();
  bool heuristicCombinationsFor(const SpecializationRequest &request,
                                std::vector<std::vector<HeuristicChoice>> &combinations);
  void applyHeuristics(const std::vector<HeuristicChoice> &choices, SpecializationRequest &request);
  bool chooseHeuristicValues();
  bool readTuningTable(launcher::FamilyTuning &tuning, const launcher::KernelInfo &info);
  std::optional<std::vector<std::string>> familySignatures();
  std::optional<std::vector<std::string>> accessSpecializations(const std::string &signature,
                                                                const SpecializationRequest &request);
  std::optional<std::vector<std::string>> probeAccesses(const std::string &signature,
                                                        SpecializationRequest request);
  void setPipelineOptions(CudaPipelineOptions &pipeline, const TargetInfo &arch) const;
  void resetVariant();
  bool compileForCpu();
  std::string currentDirectory();
  const std::vector<std::string> &recordedPathMaps();
  AttachLineTablesOptions lineTableOptions();
  RecordAssertFilesOptions assertFileOptions();

  void noteAutotuneConfigs(const ast::FunctionDef &kernel, const ast::Module &module);
  void noteChosenConfig();
  std::string cacheKey();
  bool replayFromCache(const std::string &key);
  void storeInCache(const std::string &key, size_t diagnosticsStart);

  const CompileOptions &options;
  // OLD=NEW, for the options of the passes that record file names; built
  // once, since those options refer to it.
  std::optional<std::vector<std::string>> prefixMapTexts;
  CopiedStderr stderrCopy;
  std::ostream diagnosticStream;
  DiagnosticEngine diags;
  Stage emit = Stage::Cubin; // set by validateOptions
  TargetInfo target; // set by validateOptions (CUDA)
  std::unique_ptr<SourceFile> source; // until the loader owns it
  KernelSpec spec;
  mlir::MLIRContext context{mlir::MLIRContext::Threading::DISABLED};
  // After the context: the front end's scratch IR must go before it does.
  std::unique_ptr<ModuleLoader> loader;
  std::unique_ptr<KernelFrontend> frontend;
  mlir::OwningOpRef<mlir::ModuleOp> module;
  std::string binary;
  std::string binaryKind;
  Outputs outputs;
  std::optional<AutotuneInfo> autotune; // --list-configs, --config
  // The kernel to compile and what every specialization of it gets
  // (loadKernel).
  const ast::FunctionDef *kernelDef = nullptr;
  // Its decorators, outermost first, those applied by calls included
  // (`k = triton.heuristics({...})(k_impl)`; kernelDecorators).
  std::vector<const ast::Expr *> kernelDecorators;
  ModuleFile *mainModule = nullptr;
  SpecializationRequest baseRequest;
  const AutotuneConfig *chosenConfig = nullptr;
  int configIndex = -1;  // chosenConfig's index in autotune->configs
  /// --config all, or a plain run that compilesEveryConfig() turned into one.
  bool allConfigs = false;
  /// Set while --specialize auto plans a specialization's accesses only.
  bool probing = false;
  /// The kernel's @triton.heuristics (loadKernel), the values the current
  /// specialization is compiled with, and whether their values make a
  /// plain run a family (chooseHeuristicValues).
  std::optional<std::vector<Heuristic>> heuristics;
  std::vector<HeuristicChoice> chosenHeuristics;
  bool heuristicFamily = false;
  std::string unreadHeuristics;  // why the decorator could not be read
  /// Compiling the variants of a family (runFamily): each binary and
  /// launcher description is kept for the family's launcher, not written.
  bool family = false;
  size_t variantIndex = 0;
  std::string familyHeader;
  bool loopStrengthReduction = false;  // see loopStrengthReductionPays
  int64_t sharedBytes = 0;             // the most any image needs (generateBinaries)
  std::string ptxArch;                 // whose PTX the fatbin carries (generateBinaries)
  // --time-report / --time-passes: one report over the run's stages (and
  // their passes).
  mlir::DefaultTimingManager timing;
  std::optional<mlir::TimingScope> timingRoot;
  mlir::TimingScope *stageTimer = nullptr; // the stage running, for its passes
  std::set<std::string> passesRun;  // --print-ir-after names a pass that ran
  bool programmaticLaunch = false;     // see checkGridDependencies
  std::vector<InlineAsmSite> inlineAsmSites; // see reportPtxasFailure
  // ptxas processes running (startAssembly): at most one per core.
  std::mutex assemblyMutex;
  std::condition_variable assemblyFinished;
  unsigned assembliesRunning = 0;
};

/// The one check of --num-warps (the passes re-check only what tritonc-opt
/// is given).
bool Compilation::checkNumWarps() {
  if (options.numWarps < 1 || options.numWarps > 32 || (options.numWarps & (options.numWarps - 1)))
    return fail("--num-warps must be a power of two from 1 to 32, got " + std::to_string(options.numWarps));
  return true;
}

/// --num-warps checked and `target` set from --arch (and --no-tma): the
/// GPU options a single kernel and a family share.
bool Compilation::chooseGpuTarget() {
  if (!checkNumWarps())
    return false;
  if (options.tmaStores && options.noTma)
    return fail("--tma-stores needs the tensor copy engine, which --no-tma turns off");
  auto targetInfo = TargetInfo::forArchs(options.archs, options.noTma);
  if (!targetInfo)
    return fail(targetInfo.takeError());
  target = std::move(*targetInfo);
  return true;
}

/// What autotune host code asking about the GPU is told (AutotuneConfigs.h):
/// the compute capability of the one --arch, if there is exactly one.
HostTarget Compilation::hostTarget() const {
  HostTarget host;
  // --list-configs reads the configs before the target is chosen: the
  // same --arch values (or the default one) decide.
  std::vector<GpuArch> archs = target.archs;
  if (archs.empty() && options.target != "cpu")
    if (auto chosen = TargetInfo::forArchs(options.archs, options.noTma))
      archs = chosen->archs;
    else
      llvm::consumeError(chosen.takeError()); // reported where the target is chosen
  for (const GpuArch &arch : archs)
    host.archs += (host.archs.empty() ? "" : ", ") + arch.name;
  if (archs.size() == 1)
    host.capability = archs.front().computeCapability;
  return host;
}

bool Compilation::validateOptions() {
  if (options.target == "cpu")
    return validateCpuOptions();
  std::optional<Stage> requested = parseStage(options.emit);
  if (!requested && !options.output.empty() && options.output != "-") {
    requested = stageFromPath(options.output);
    if (!requested)
      return fail("cannot tell what to write from the extension of '" + options.output +
                  "' (use .ptx, .cubin, .fatbin, .ll, .mlir or .h, or give --emit)");
  }
  if (!requested && (!options.header.empty() || !options.metadata.empty()))
    requested = Stage::Cubin;
  if (!requested)
    return fail("no output requested: give -o FILE or --emit STAGE");
  emit = *requested;
  if (emit == Stage::Object || emit == Stage::Asm)
    return fail(std::string("--emit=") + stageName(emit) + " is a --target cpu stage");
  if ((emit == Stage::Cubin || emit == Stage::Fatbin) && (options.output.empty() || options.output == "-"))
    return fail(std::string("a ") + stageName(emit) + " is binary: give an output file with -o");
  if (!chooseGpuTarget())
    return false;
  if (target.archs.size() > 1 && emit != Stage::Fatbin)
    return fail(std::string("several --arch values need a fatbin output (-o FILE.fatbin); a ") + stageName(emit) +
                " holds one architecture");
  if (options.depfile && options.depfilePath.empty() &&
      (options.output.empty() || options.output == "-"))
    return fail("-MD needs an output file (-o) or a depfile path (-MF)");
  return true;
}

/// The dialects tritonc's IR may contain (support/Registration.cpp), with
/// their LLVM IR translations, loaded once; not before the AST is built,
/// so that --emit=ast needs no MLIR.
void Compilation::loadDialects() {
  mlir::DialectRegistry registry;
  registerAllDialects(registry);
  context.appendDialectRegistry(registry);
  context.loadAllAvailableDialects();
}

/// Tile IR written by hand (tests, experiments) enters the pipeline after IR
/// generation; it has no signature, so no launcher can be generated for it.
bool Compilation::parseTileIR(const std::string &text) {
  if (!options.header.empty() || !options.metadata.empty())
    return fail("--header and --metadata need a kernel source, not tile IR");
  spec.numWarps = options.numWarps;
  spec.numStages = options.numStages;
  loadDialects();
  module = mlir::parseSourceString<mlir::ModuleOp>(text, mlir::ParserConfig(&context), options.input);
  if (!module)
    return false;
  if (emit == Stage::Tile)
    outputs.add(options.output, printOp(*module));
  return true;
}

bool Compilation::buildKernelIR() {
  if (!loadKernel())
    return false;
  // --emit=ast and --list-configs stop in loadKernel; tile IR given as
  // .mlir skips IR generation.
  if (emit == Stage::Ast || options.listConfigs || !kernelDef)
    return true;
  if (compilesEveryConfig())  // run() goes on with runFamily()
    return true;
  if (!chooseHeuristicValues())
    return false;
  if (heuristicFamily)  // run() goes on with runFamily()
    return true;
  return specializeAndGenerate(baseRequest);
}

/// Whether a run without --config compiles every autotune config, as
/// Triton would tune among them: the kernel is autotuned, no -D sets a
/// value its configs set, and the only output is a launcher header (a
/// cubin holds one config). Sets allConfigs.
bool Compilation::compilesEveryConfig() {
  if (options.config >= 0 || allConfigs || options.target == "cpu" || emit != Stage::Header ||
      !options.header.empty())
    return false;
  std::ostringstream quiet;  // a decorator tritonc cannot evaluate leaves the run as it was
  DiagnosticEngine scratch(quiet);
  bool failed = false;
  std::optional<AutotuneInfo> info = readAutotuneConfigs(kernelDecorators, *mainModule->ast, scratch, failed, hostTarget(), loader.get());
  if (!info || info->configs.empty())
    return false;
  for (const AutotuneConfig &config : info->configs)
    for (const auto &[name, value] : config.kwargs)
      for (const auto &[definedName, definedValue] : options.defines)
        if (definedName == name)
          return false;  // the user chose the values
  allConfigs = true;
  autotune = std::move(info);
  return true;
}

/// Reads and parses the source and chooses the kernel (and its autotune
/// config): what every specialization of it starts from.
bool Compilation::loadKernel() {
  // Refuse an oversized kernel source before reading it into memory
  // (parseSource() would refuse it too, but only once it is read).
  if (!llvm::StringRef(options.input).ends_with(".mlir") && !checkSourceFileSize(options.input, diags))
    return false;
  std::optional<StageTiming> parsing(std::in_place, *this, "parse");
  llvm::Expected<std::string> text = readFile(options.input);
  if (!text)
    return fail(text.takeError(), "cannot read '" + options.input + "': ");
  source = std::make_unique<SourceFile>(options.input, *text);
  diags.setSource(source.get());
  if (llvm::StringRef(options.input).ends_with(".mlir"))
    return parseTileIR(*text);
  auto ast = parseSource(*source, diags);
  if (!ast)
    return false;
  parsing.reset();
  ast->path = options.input;
  if (emit == Stage::Ast) {
    std::ostringstream os;
    dumpAST(*ast, os);
    outputs.add(options.output, os.str());
    return true;
  }

  std::optional<StageTiming> irgen(std::in_place, *this, "IR generation");
  loadDialects();
  loader = std::make_unique<ModuleLoader>(options.includeDirs, diags);
  ModuleFile &mainFile = loader->addMain(options.input, std::move(source), std::move(ast));
  frontend = std::make_unique<KernelFrontend>(context, *loader, diags);
  if (!frontend->loadMain(mainFile))
    return false;

  auto kernels = frontend->kernels();
  auto list = [&] {
    std::string known;
    for (const auto &k : kernels)
      known += (known.empty() ? "" : ", ") + k.name;
    return known;
  };
  const ast::FunctionDef *kernel = nullptr;
  if (!options.kernel.empty()) {
    kernel = frontend->findKernel(options.kernel);
    if (!kernel)
      return fail("no @triton.jit function named '" + options.kernel + "' in '" + options.input +
                  "'" + (kernels.empty() ? "" : " (it has: " + list() + ")"));
  } else if (kernels.size() == 1) {
    kernel = kernels.front().function;
  } else if (kernels.empty()) {
    return fail("'" + options.input + "' has no @triton.jit function");
  } else {
    return fail("'" + options.input + "' has several @triton.jit functions (" + list() +
                "): choose one with --kernel");
  }

  // PTX symbols and the launcher's C++ namespace are ASCII identifiers.
  for (unsigned char c : kernel->name)
    if (c >= 0x80) {
      diags.error(kernel->nameLoc, "kernel name '" + kernel->name +
                                       "' is not ASCII: the PTX symbol and the launcher's C++ "
                                       "namespace need an ASCII name");
      return false;
    }
  kernelDef = kernel;
  mainModule = &mainFile;
  kernelDecorators = tritonc::kernelDecorators(options.kernel.empty() ? kernel->name : options.kernel, *kernel,
                                               *mainFile.ast);
  {
    // A decorator tritonc cannot read (its dict built by other host code)
    // leaves the values to -D, as before heuristics were evaluated; a
    // missing one is then explained (noteAutotuneConfigs).
    std::ostringstream captured;
    DiagnosticEngine quiet(captured);
    quiet.setSource(diags.source());
    bool failed = false;
    heuristics = readHeuristics(kernelDecorators, *mainFile.ast, quiet, failed);
    if (failed)
      unreadHeuristics = captured.str();
  }
  SpecializationRequest &request = baseRequest;
  if (options.hasSignature)
    request.signature = options.signature;
  request.defines = options.defines;
  const AutotuneConfig *&config = chosenConfig;
  if (options.listConfigs || options.config >= 0 || allConfigs) {
    bool failed = false;
    autotune = readAutotuneConfigs(kernelDecorators, *mainFile.ast, diags, failed, hostTarget(), loader.get());
    if (failed)
      return false;
    if (!autotune)
      return fail("'" + kernel->name + "' has no @triton.autotune(configs=...) to " +
                  (options.listConfigs ? "list" : allConfigs ? "compile with --config all"
                                                                      : "choose from with --config"));
    if (options.listConfigs) {
      std::string text;
      for (size_t i = 0; i < autotune->configs.size(); ++i)
        text += std::to_string(i) + ": " + describeConfig(autotune->configs[i]) + "\n";
      outputs.add("-", text);
      return true;
    }
    if (allConfigs)  // runFamily applies each config in turn
      return true;
    if (size_t(options.config) >= autotune->configs.size())
      return fail("--config " + std::to_string(options.config) + ": '" + kernel->name + "' has " +
                  std::to_string(autotune->configs.size()) + " autotune configs (--list-configs lists them)");
    return applyConfig(size_t(options.config), request);
  }
  return true;
}

/// Compiles `request` with autotune config `index`: its constexprs join the
/// -D values (which may repeat them but not contradict them), its num_warps
/// and num_stages apply unless the flags are given.
bool Compilation::applyConfig(size_t index, SpecializationRequest &request) {
  const AutotuneConfig *config = chosenConfig = &autotune->configs[index];
  configIndex = int(index);
  if (config->preHookLoc.isValid())
    diags.warning(config->preHookLoc, "pre_hook is host code tritonc does not run: the launcher does not call it "
                                      "before a launch with this config; do what it does (zero the buffers it "
                                      "zeroes, say) before launching");
  for (const auto &[name, value] : config->kwargs) {
    bool given = false;
    for (const auto &[definedName, definedValue] : options.defines)
      if (definedName == name) {
        given = true;
        if (definedValue != value)
          return fail("-D " + name + "=" + definedValue + " contradicts --config " + std::to_string(index) +
                      ", which sets " + name + "=" + value);
      }
    if (!given)
      request.defines.emplace_back(name, value);
  }
  return true;
}

/// The combinations of @triton.heuristics values to compile for `request`
/// (one empty combination for a kernel without heuristics).
bool Compilation::heuristicCombinationsFor(const SpecializationRequest &request,
                                           std::vector<std::vector<HeuristicChoice>> &combinations) {
  if (!heuristics) {
    combinations = {{}};
    return true;
  }
  std::map<std::string, std::string> userDefines(options.defines.begin(), options.defines.end());
  std::optional<std::vector<std::vector<HeuristicChoice>>> all =
      heuristicCombinations(*heuristics, heuristicInputs(*kernelDef, request.defines, request.signature), userDefines,
                            options.heuristicValues, *mainModule->ast, diags);
  if (!all)
    return false;
  combinations = std::move(*all);
  return true;
}

/// The request with the heuristics' values: they replace what a config
/// set under the same name (Triton's heuristics run after the autotuner
/// chose, and overwrite); -D values stay (a heuristic is given one there).
void Compilation::applyHeuristics(const std::vector<HeuristicChoice> &choices, SpecializationRequest &request) {
  chosenHeuristics = choices;
  for (const HeuristicChoice &choice : choices) {
    // num_warps and num_stages are launch options (specializeAndGenerate);
    // a kernel that also takes a parameter of that name gets the value
    // there too, as Triton passes them with the other keyword arguments.
    bool launchOption = choice.name == "num_warps" || choice.name == "num_stages";
    if (launchOption && std::none_of(kernelDef->params.begin(), kernelDef->params.end(),
                                     [&](const ast::Param &p) { return p.name == choice.name; }))
      continue;
    auto same = [&](const std::pair<std::string, std::string> &define) { return define.first == choice.name; };
    request.defines.erase(std::remove_if(request.defines.begin(), request.defines.end(), same),
                          request.defines.end());
    request.defines.emplace_back(choice.name, choice.value);
  }
}

/// For a run of one specialization: the heuristics' values. One value
/// each is compiled as it is; several (a heuristic of run-time arguments)
/// make a family when the output is a launcher header, else an error.
bool Compilation::chooseHeuristicValues() {
  std::vector<std::vector<HeuristicChoice>> combinations;
  if (!heuristicCombinationsFor(baseRequest, combinations))
    return false;
  if (combinations.size() == 1) {
    applyHeuristics(combinations.front(), baseRequest);
    return true;
  }
  if (options.target != "cpu" && emit == Stage::Header &&
      (options.header.empty() || options.header == options.output)) {
    heuristicFamily = true;
    return true;
  }
  // Name the first heuristic whose value varies.
  for (size_t k = 0; k < combinations.front().size(); ++k) {
    std::set<std::string> values;
    for (const auto &combination : combinations)
      values.insert(combination[k].value);
    if (values.size() < 2)
      continue;
    const HeuristicChoice &choice = combinations.front()[k];
    std::string list;
    std::set<std::string> listed;
    for (const auto &combination : combinations)
      if (listed.insert(combination[k].value).second)
        list += (list.empty() ? "" : ", ") + combination[k].value;
    SourceLocation loc;
    for (const Heuristic &h : *heuristics)
      if (h.name == choice.name)
        loc = h.loc;
    diags.error(loc, "the heuristic for '" + choice.name + "' depends on run-time arguments and takes the values " +
                         list + "; " +
                         (options.target == "cpu" ? std::string("a CPU kernel has one launcher")
                                                  : std::string("a ") + stageName(emit) + " holds one") +
                         ": choose one with -D " + choice.name + "=V (the launcher checks it)" +
                         (options.target == "cpu"
                              ? std::string()
                              : ", or write a launcher header (-o FILE.h) that holds a variant per value"));
    return false;
  }
  return fail("internal error: heuristic combinations without a varying value");
}

/// IR generation of one specialization of the kernel loadKernel() chose:
/// `module` holds its simplified tile IR.
bool Compilation::specializeAndGenerate(const SpecializationRequest &request) {
  StageTiming irgen(*this, "IR generation");
  const ast::FunctionDef *kernel = kernelDef;
  const AutotuneConfig *config = chosenConfig;
  spec = KernelSpec();
  if (!frontend->specialize(*kernel, request, spec)) {
    noteAutotuneConfigs(*kernel, *mainModule->ast);
    return false;
  }
  if (config) {
    if (config->numWarps)
      spec.jitNumWarps = *config->numWarps;
    if (config->numStages)
      spec.jitNumStages = *config->numStages;
  }
  // A heuristic may set the launch options Triton takes as keywords.
  for (const HeuristicChoice &choice : chosenHeuristics)
    if (choice.name == "num_warps" || choice.name == "num_stages") {
      char *end = nullptr;
      long value = std::strtol(choice.value.c_str(), &end, 10);
      if (!end || *end || value < 1 || value > 64)
        return fail("the heuristic for '" + choice.name + "' gives " + choice.value +
                    ", not a small positive integer");
      (choice.name == "num_warps" ? spec.jitNumWarps : spec.jitNumStages) = int(value);
    }
  if (variantIndex == 0 && !probing)  // once per run, not per variant
    frontend->noteIgnoredDecorators(*kernel);
  // The command line wins over @triton.jit(num_warps=...), without a warning:
  // build systems pass the flag to retune kernels they do not own.
  spec.debug = options.debug || spec.jitDebug;
  spec.numWarps = options.numWarpsGiven || !spec.jitNumWarps ? options.numWarps : *spec.jitNumWarps;
  spec.numStages = options.numStagesGiven || !spec.jitNumStages ? options.numStages : *spec.jitNumStages;

  module = frontend->generate(spec);
  if (!module)
    return false;

  mlir::PassManager pm(&context);
  instrument(pm);
  pm.addPass(mlir::createCanonicalizerPass());
  pm.addPass(mlir::createCSEPass());
  if (mlir::failed(pm.run(*module)))
    return fail("internal error: simplifying the tile IR failed");
  if (emit == Stage::Tile) {
    outputs.add(options.output, printOp(*module));
    return true;
  }
  return true;
}

/// tl.extra.cuda.gdc_wait / gdc_launch_dependents (griddepcontrol) exist
/// from sm_90 on. A kernel that waits on the grid before it is launched
/// with programmatic stream serialization, so that it may start early:
/// its author has said where the predecessor's results are first needed.
bool Compilation::checkGridDependencies() {
  bool ok = true;
  module->walk([&](tile::GridDependencyOp op) {
    programmaticLaunch |= op.getKind() == "wait";
    for (const GpuArch &arch : target.archs)
      if (arch.computeCapability < 90) {
        op.emitError() << "tl.extra.cuda.gdc_" << op.getKind()
                       << " (programmatic dependent launch) needs sm_90 or newer, but --arch includes "
                       << arch.name;
        ok = false;
        return mlir::WalkResult::interrupt();
      }
    return mlir::WalkResult::advance();
  });
  return ok;
}

/// The CUDA pipeline's options for the current specialization on `arch`.
void Compilation::setPipelineOptions(CudaPipelineOptions &pipeline, const TargetInfo &arch) const {
  pipeline.numWarps = spec.numWarps;
  pipeline.numStages = spec.numStages;
  pipeline.wgmma = arch.wgmma;
  pipeline.tma = arch.tma;
  pipeline.tmaStores = options.tmaStores;
  pipeline.stmatrix = arch.stmatrix;
  pipeline.bf16AtomicAdd = arch.bf16AtomicAdd;
  pipeline.maxSharedBytes = arch.maxSharedBytes;
  pipeline.sharedMemoryArch = arch.sharedMemoryArch;
}

/// Lowers `module` (tile IR) for one architecture's features.
bool Compilation::lowerToLLVMDialect(const TargetInfo &arch) {
  CudaPipelineOptions pipeline;
  setPipelineOptions(pipeline, arch);
  std::optional<StageTiming> layouts(std::in_place, *this, "tile IR to tilegpu");
  mlir::PassManager pm(&context);
  instrument(pm);
  pm.addPass(createRecordAssertFiles(assertFileOptions()));
  buildTileToTileGPUPipeline(pm, pipeline);
  if (mlir::failed(pm.run(*module)))
    return false;
  layouts.reset();
  if (emit == Stage::TileGPU) {
    outputs.add(options.output, printOp(*module));
    return true;
  }
  StageTiming lowering(*this, "tilegpu to LLVM dialect");
  mlir::PassManager lower(&context);
  instrument(lower);
  buildTileGPUToLLVMPipeline(lower, pipeline);
  if (options.lineInfo || options.fullDebugInfo)
    lower.addPass(createAttachLineTables(lineTableOptions()));
  if (mlir::failed(lower.run(*module)))
    // A check of the lowering (shared memory per block) reports its own
    // error; only a failure without one is the compiler's fault.
    return diags.errorCount() ? false : fail("internal error: lowering to LLVM failed");
  if (emit == Stage::LLVMDialect)
    outputs.add(options.output, printOp(*module));
  return true;
}

/// Empty when it cannot be read: paths are then recorded as given.
std::string Compilation::currentDirectory() {
  llvm::SmallString<256> currentDir;
  if (llvm::sys::fs::current_path(currentDir))
    return "";
  return std::string(currentDir);
}

/// The file-prefix maps of the passes that write file names into the
/// binary (line tables, assert messages), so that they name source files as
/// the header and the metadata do.
const std::vector<std::string> &Compilation::recordedPathMaps() {
  if (prefixMapTexts)
    return *prefixMapTexts;
  prefixMapTexts.emplace();
  // The standard library's files are named as a directory of their own,
  // wherever tritonc is installed; a map given on the command line, later,
  // wins over it.
  std::string stdlib = stdlibDirectory();
  while (stdlib.size() > 1 && stdlib.back() == '/')
    stdlib.pop_back();
  if (!stdlib.empty())
    prefixMapTexts->push_back(stdlib + "=tritonc-stdlib");
  for (const auto &[from, to] : options.filePrefixMaps)
    prefixMapTexts->push_back(from + "=" + to);
  return *prefixMapTexts;
}

AttachLineTablesOptions Compilation::lineTableOptions() {
  AttachLineTablesOptions lineTables;
  lineTables.fullDebugInfo = options.fullDebugInfo;
  lineTables.filePrefixMaps = recordedPathMaps();
  lineTables.currentDir = currentDirectory();
  return lineTables;
}

RecordAssertFilesOptions Compilation::assertFileOptions() {
  RecordAssertFilesOptions files;
  files.filePrefixMaps = recordedPathMaps();
  files.currentDir = currentDirectory();
  return files;
}

/// Lowers the tile IR in `module` for each architecture and assembles it:
/// one image per architecture, each from its own copy of the tile IR
/// (the last lowering stays in `module`, for the launcher's ABI).
/// ptxas for `image` on a thread of its own once fewer assemblies than
/// cores are running; the caller waits here otherwise.
void Compilation::startAssembly(PendingImage &image, std::string ptx, DeviceDebugInfo debug) {
  const unsigned limit = std::max(1u, std::thread::hardware_concurrency());
  {
    std::unique_lock<std::mutex> lock(assemblyMutex);
    assemblyFinished.wait(lock, [&] { return assembliesRunning < limit; });
    ++assembliesRunning;
  }
  std::shared_ptr<std::string> assembled = image.ptx;
  const GpuArch *arch = image.arch;
  image.cubin = std::async(std::launch::async, [this, assembled, arch, debug, ptx = std::move(ptx)] {
    llvm::Expected<CubinResult> cubin = assembleWithRegisterBudget(ptx, *arch, debug, assembled.get());
    if (assembled->empty())
      *assembled = ptx;
    {
      std::lock_guard<std::mutex> lock(assemblyMutex);
      --assembliesRunning;
    }
    assemblyFinished.notify_one();
    return cubin;
  });
}

/// Waits for `pending`'s images; reports ptxas's findings and failures
/// (at the lowered kernel's locations) and packs the binary.
bool Compilation::finishBinaries(PendingBinaries &pending) {
  std::vector<FatbinImage> images;
  bool failed = false;
  for (PendingImage &image : pending.images) {
    std::optional<StageTiming> ptxasStage(std::in_place, *this, "ptxas, " + image.arch->name);
    llvm::Expected<CubinResult> cubin = image.cubin.get();
    ptxasStage.reset();
    if (failed) {  // one failure is reported; the rest only waited for
      if (!cubin)
        llvm::consumeError(cubin.takeError());
      continue;
    }
    if (!cubin) {
      inlineAsmSites = pending.inlineAsmSites;
      reportPtxasFailure(cubin.takeError(), *image.ptx);
      failed = true;
      continue;
    }
    warnAboutPtxasReport(*pending.module, cubin->log, *image.arch);
    images.push_back({image.arch, cubin->cubin, image.withPtx ? *image.ptx : std::string()});
  }
  if (failed)
    return false;
  if (emit == Stage::Fatbin) {
    StageTiming fatbinStage(*this, "fatbinary");
    llvm::Expected<std::string> fatbin = createFatbin(images);
    if (!fatbin)
      return fail(fatbin.takeError());
    binary = std::move(*fatbin);
  } else {
    binary = images.front().cubin;
  }
  if (!family && (emit == Stage::Cubin || emit == Stage::Fatbin))
    outputs.add(options.output, binary);
  return true;
}

/// Lowers the kernel for every architecture and assembles each image;
/// with `deferred`, the images are left assembling there (runFamily
/// finishes them after the last variant) and `binary` is not set.
bool Compilation::generateBinaries(PendingBinaries *deferred) {
  if (!checkGridDependencies())
    return false;
  // Facts of the tile IR, the same for every architecture.
  loopStrengthReduction = loopStrengthReductionPays(*module);
  inlineAsmSites = collectInlineAsmSites(*module);
  mlir::OwningOpRef<mlir::ModuleOp> tileIR;
  if (target.archs.size() > 1)
    tileIR = mlir::OwningOpRef<mlir::ModuleOp>(module->clone());
  PendingBinaries pending;
  sharedBytes = 0;
  // A fatbin carries one PTX, for GPUs newer than its cubins to JIT: the
  // newest architecture's that is not arch-specific (PTX for sm_90a loads
  // on sm_90a only), else the newest one's.
  auto ptxRank = [](const GpuArch &arch) { return std::make_pair(!arch.archSpecific, arch.computeCapability); };
  size_t newest = 0;
  for (size_t i = 1; i < target.archs.size(); ++i)
    if (ptxRank(target.archs[i]) >= ptxRank(target.archs[newest]))
      newest = i;
  for (size_t i = 0; i < target.archs.size(); ++i) {
    const GpuArch &arch = target.archs[i];
    if (i > 0)
      module = mlir::OwningOpRef<mlir::ModuleOp>(tileIR->clone());
    if (!lowerToLLVMDialect(target.forArch(i)))
      return false;
    if (emit == Stage::TileGPU || emit == Stage::LLVMDialect)
      return true;  // one architecture (validateOptions)
    if (auto shared = (*module)->getAttrOfType<mlir::IntegerAttr>(tilegpu::kSharedBytesAttr))
      sharedBytes = std::max<int64_t>(sharedBytes, shared.getInt());
    llvm::LLVMContext llvmContext;
    std::optional<StageTiming> llvmStage(std::in_place, *this, "LLVM IR, " + arch.name);
    auto llvmModule = translateToNVPTXModule(*module, llvmContext, arch);
    if (!llvmModule)
      return fail(llvmModule.takeError());
    if (llvm::Error error = optimizeNVPTXModule(**llvmModule, arch))
      return fail(std::move(error));
    llvmStage.reset();
    if (emit == Stage::LLVM) {
      outputs.add(options.output, printLLVMModule(**llvmModule));
      return true;
    }
    std::optional<StageTiming> ptxStage(std::in_place, *this, "PTX, " + arch.name);
    llvm::Expected<std::string> ptx = emitPTX(**llvmModule, arch, loopStrengthReduction);
    if (!ptx)
      return fail(ptx.takeError());
    ptxStage.reset();
    if (emit == Stage::PTX) {
      outputs.add(options.output, *ptx);
      return true;
    }
    DeviceDebugInfo debug = options.fullDebugInfo ? DeviceDebugInfo::Full
                            : options.lineInfo    ? DeviceDebugInfo::LineTables
                                                  : DeviceDebugInfo::None;
    PendingImage image;
    image.arch = &arch;
    image.withPtx = i == newest && !options.noPtx;
    if (image.withPtx)
      ptxArch = arch.name;
    startAssembly(image, std::move(*ptx), debug);
    pending.images.push_back(std::move(image));
  }
  pending.inlineAsmSites = inlineAsmSites;
  // Set once the images are on their way: compileForCuda reads an empty
  // kind as "no binary written" (an --emit before the cubin).
  binaryKind = emit == Stage::Fatbin ? "fatbin" : "cubin";
  if (deferred) {  // the module goes with them once the launcher is described
    *deferred = std::move(pending);
    return true;
  }
  pending.module = std::move(module);
  bool finished = finishBinaries(pending);
  module = std::move(pending.module);
  return finished;
}

/// ptxas's errors in the user's inline assembly are reported at the
/// tl.inline_asm_elementwise call, with the PTX line ptxas saw as a note;
/// any other failure as ptxas printed it (the PTX lines it names quoted).
bool Compilation::reportPtxasFailure(llvm::Error error, const std::string &ptx) {
  std::vector<std::pair<mlir::Location, PtxasMessage>> located;
  bool allLocated = false;
  llvm::Error rest = llvm::handleErrors(std::move(error), [&](const PtxasError &failure) -> llvm::Error {
    allLocated = true;
    for (const PtxasMessage &message : failure.messages) {
      std::optional<mlir::Location> loc = findInlineAsmSite(ptx, message.line, inlineAsmSites);
      if (loc)
        located.emplace_back(*loc, message);
      else if (message.severity == "error")
        allLocated = false;
    }
    if (!allLocated || located.empty())
      return llvm::make_error<PtxasError>(failure.message, failure.messages);
    return llvm::Error::success();
  });
  if (rest)
    return fail(std::move(rest));
  for (const auto &[loc, message] : located) {
    mlir::InFlightDiagnostic diagnostic = message.severity == "error" ? mlir::emitError(loc) : mlir::emitWarning(loc);
    diagnostic << (message.severity == "error" ? "invalid inline assembly: " : "inline assembly: ") << message.text;
    diagnostic.report();
    mlir::emitRemark(loc) << "ptxas rejected line " << message.line << " of the generated PTX: " << message.ptxLine;
  }
  return false;
}

/// What the launcher generators need to know of the kernel just compiled.
bool Compilation::describeKernel(launcher::KernelInfo &info) {
  if (!spec.function)
    return fail("a launcher needs a kernel source, not tile IR");
  info.name = spec.function->name;
  info.launcherNamespace = options.launcherNamespace;
  info.symbol = spec.function->name;
  for (const SpecParam &p : spec.params)
    if (p.isConstexpr && p.unavailable.empty()) // an unread default without a value has none to give
      info.constexprs.emplace_back(p.name, p.value.repr());
  info.numWarps = spec.numWarps;
  info.numStages = spec.numStages;
  info.programmaticLaunch = programmaticLaunch && options.target != "cpu";
  if (mlir::failed(readKernelABI(*module, info)))
    return false;
  // A fatbin's images may plan shared memory differently; every launch
  // asks for the most any of them needs.
  info.sharedBytes = std::max<int64_t>(info.sharedBytes, sharedBytes);
  for (const GpuArch &arch : target.archs)
    info.archs.push_back(arch.name);
  if (options.target == "cpu") {  // the entry point tritonc-cpu-add-entry-points exports
    info.symbol = "tritonc_cpu_" + info.name;
    info.archs = {"x86-64"};
  }
  info.binaryKind = binaryKind;
  if (binaryKind == "fatbin")
    info.ptxArch = ptxArch;
  info.sourcePath = recordedPath(options.input, options.filePrefixMaps, currentDirectory());
  info.compilerVersion = TRITONC_VERSION;
  for (const HeuristicChoice &choice : chosenHeuristics)
    if (choice.runtime) {
      const Heuristic *h = nullptr;
      for (const Heuristic &candidate : *heuristics)
        if (candidate.name == choice.name)
          h = &candidate;
      info.heuristics.push_back({choice.name, choice.value, choice.expression,
                                 llvm::sys::path::filename(options.input).str() + ":" +
                                     std::to_string(h ? h->loc.line : 0)});
    }
  if (std::string problem = launcher::checkKernelInfo(info); !problem.empty())
    return fail("cannot generate a launcher: " + problem);
  return true;
}

bool Compilation::writeLauncher() {
  StageTiming launcherStage(*this, "launcher");
  launcher::KernelInfo info;
  if (!describeKernel(info))
    return false;
  if (!options.metadata.empty())
    outputs.add(options.metadata, launcher::generateMetadataJson(info));
  std::string header = options.header;
  if (emit == Stage::Header && header.empty())
    header = options.output;
  if (!header.empty() && header != "-") {
    std::string name = llvm::sys::path::filename(header).str();
    llvm::SmallString<256> sourcePath(header);
    llvm::sys::path::replace_extension(sourcePath, ".cpp");
    std::vector<uint8_t> bytes(binary.begin(), binary.end());
    outputs.add(header, launcher::generateLauncherHeader(info, name));
    outputs.add(std::string(sourcePath), launcher::generateLauncherSource(info, name, bytes));
  }
  return true;
}

//===----------------------------------------------------------------------===//
// A family: several specializations of the kernel (--signature given more
// than once, or --specialize auto), each compiled in this process from the
// one parse of the source, behind one launcher whose launch() runs, per
// call, the most specialized variant whose promises the arguments keep.
//===----------------------------------------------------------------------===//

bool Compilation::validateFamilyOptions() {
  // The subject of the messages below, with its verb.
  const std::string what =
      allConfigs       ? std::string("--config all compiles a family of variants")
      : heuristicFamily ? std::string("the heuristics' values compile a family of variants")
      : options.specializeAuto ? std::string("--specialize auto compiles a family of specializations")
                               : std::to_string(options.signatures.size()) +
                                     " signatures compile a family of specializations";
  if (options.target == "cpu")
    return fail(what + ", which --target cpu does not support: "
                       "a CPU kernel has one launcher");
  if (options.specializeAuto && !options.hasSignature)
    return fail("--specialize auto needs --signature: the parameter types it specializes");
  if (!options.emit.empty() && options.emit != "header")
    return fail(what + ", written as one launcher: --emit=" +
                options.emit + " holds one specialization (give --emit=header or -o FILE.h)");
  familyHeader = options.header;
  if (!options.output.empty() && options.output != "-") {
    if (stageFromPath(options.output) != Stage::Header)
      return fail(what + ", written as one launcher that embeds every "
                         "binary: give -o FILE.h (or --header FILE.h), not -o " + options.output);
    if (!familyHeader.empty() && familyHeader != options.output)
      return fail("-o " + options.output + " and --header " + familyHeader + " name two launcher headers");
    familyHeader = options.output;
  }
  if (familyHeader.empty() || familyHeader == "-")
    return fail(what + ", written as one launcher: give -o FILE.h or "
                       "--header FILE.h");
  if (!chooseGpuTarget())
    return false;
  emit = target.archs.size() > 1 ? Stage::Fatbin : Stage::Cubin;
  return true;
}

/// The signatures of the family's variants: each --signature (with
/// --specialize auto, the types that accessSpecializations specializes per
/// config).
std::optional<std::vector<std::string>> Compilation::familySignatures() {
  for (const std::string &signature : options.signatures)
    if (llvm::Expected<std::vector<ParamSpec>> parsed = parseSignature(signature); !parsed) {
      fail(parsed.takeError(), "--signature: ");
      return std::nullopt;
    }
  return options.signatures;
}

/// --specialize auto: the specializations of `signature`'s types that
/// access memory differently (frontend/Specializations.h), found by
/// planning the accesses of `request` with every promise and without each.
std::optional<std::vector<std::string>> Compilation::accessSpecializations(const std::string &signature,
                                                                           const SpecializationRequest &request) {
  StageTiming timing(*this, "specializations");
  llvm::Expected<std::vector<ParamSpec>> given = parseSignature(signature);
  if (!given) {
    fail(given.takeError(), "--signature: ");
    return std::nullopt;
  }
  // @triton.jit(do_not_specialize=...) keeps its parameters out of every
  // variant, as Triton's JIT does.
  std::vector<ParamSpec> strongest =
      strongestPromises(*given, signatureParameterNames(*kernelDef, given->size()),
                        readSpecializationLimits(kernelDecorators, *kernelDef));
  std::optional<std::vector<std::string>> accesses = probeAccesses(joinSignature(strongest), request);
  if (!accesses)
    return std::nullopt;
  std::vector<DroppedPromise> dropped;
  for (size_t i = 0; i < strongest.size(); ++i) {
    if (!isPromisable(strongest[i]) || (strongest[i].divisibility == 1 && !strongest[i].equalsOne))
      continue;
    std::vector<ParamSpec> weaker = strongest;
    weaker[i] = withoutPromise(weaker[i]);
    std::optional<std::vector<std::string>> changed = probeAccesses(joinSignature(weaker), request);
    if (!changed)
      return std::nullopt;
    dropped.push_back({i, std::move(*changed)});
  }
  return specializationsByAccess(strongest, *accesses, dropped);
}

/// The access decisions (pipelines/AccessDecisions.h) of the kernel
/// specialized to `signature`, on every --arch in turn.
std::optional<std::vector<std::string>> Compilation::probeAccesses(const std::string &signature,
                                                                   SpecializationRequest request) {
  // Its warnings are the variants' to print, once they are compiled.
  struct Probing {
    Compilation &c;
    explicit Probing(Compilation &c) : c(c) {
      c.probing = true;
      c.diags.setMuteWarnings(true);
    }
    ~Probing() {
      c.probing = false;
      c.diags.setMuteWarnings(false);
    }
  } probing(*this);
  resetVariant();
  request.signature = signature;
  if (!specializeAndGenerate(request)) {
    diags.note(SourceLocation(), "while comparing the specialization '" + signature + "' with others");
    return std::nullopt;
  }
  std::vector<std::string> decisions;
  for (size_t i = 0; i < target.archs.size(); ++i) {
    mlir::OwningOpRef<mlir::ModuleOp> copy(module->clone());
    CudaPipelineOptions pipeline;
    setPipelineOptions(pipeline, target.forArch(i));
    mlir::PassManager pm(&context);
    buildAccessPlanningPipeline(pm, pipeline);
    if (mlir::failed(pm.run(*copy))) {
      if (!diags.errorCount())
        fail("internal error: planning the memory accesses of '" + signature + "' failed");
      return std::nullopt;
    }
    for (std::string &line : accessDecisions(*copy))
      decisions.push_back(target.archs[i].name + ": " + line);
  }
  module = nullptr;
  return decisions;
}

/// What the family's launcher needs to choose among the configs: the
/// tuning key (the autotune key's runtime scalar arguments; constexprs and
/// pointers, typed by the signature, are the same in every call of one
/// family), each config's text, the arguments to preserve while timing,
/// the timing budget, and the --tuning-table's entries checked against
/// them.
bool Compilation::readTuningTable(launcher::FamilyTuning &tuning, const launcher::KernelInfo &info) {
  for (const std::string &name : autotune->key) {
    bool known = false;
    for (const launcher::LauncherParam &param : info.params)
      if (param.name == name && !param.type.isPointer())
        tuning.key.push_back(name), known = true;
    for (const auto &constexprValue : info.constexprs)
      known = known || constexprValue.first == name;
    for (const launcher::LauncherParam &param : info.params)
      known = known || param.name == name;
    // Triton skips key names that are not arguments; a misspelling then
    // tunes once for every value of the real one.
    if (!known)
      diags.warning(autotune->keyLoc.isValid() ? autotune->keyLoc : autotune->loc,
                    "the autotune key names '" + name + "', which is no parameter of '" + info.name +
                        "': it is left out of the key, as Triton leaves it out");
  }
  for (const AutotuneConfig &config : autotune->configs)
    tuning.configTexts.push_back(describeConfig(config));
  tuning.preserved = autotune->preserved;
  tuning.warmupMs = autotune->warmupMs;
  tuning.repMs = autotune->repMs;
  if (options.tuningTable.empty())
    return true;
  llvm::Expected<launcher::FamilyTuning> table =
      tritonc::readTuningTable(options.tuningTable, info.name, tuning.key, tuning.configTexts);
  if (!table)
    return fail(table.takeError());
  tuning.entries = std::move(table->entries);
  return true;
}

/// What one variant's compilation leaves behind, cleared for the next.
void Compilation::resetVariant() {
  module = nullptr;
  binary.clear();
  binaryKind.clear();
  sharedBytes = 0;
  ptxArch.clear();
  programmaticLaunch = false;
  loopStrengthReduction = false;
  inlineAsmSites.clear();
}

int Compilation::runFamily() {
  family = true;
  // A warning of the source is the same in every variant: printed once.
  diags.setDeduplicateWarnings(true);
  // The kernel is loaded already when a plain run turned into a family
  // (compilesEveryConfig).
  if (!validateFamilyOptions() || (!kernelDef && !loadKernel())) {
    noteChosenConfig();
    return 1;
  }
  std::optional<std::vector<std::string>> signatures = familySignatures();
  if (!signatures)
    return 1;
  // --config all without --signature: the types the source annotates.
  std::vector<std::optional<std::string>> given(signatures->begin(), signatures->end());
  if (given.empty())
    given.push_back(std::nullopt);
  const size_t configCount = allConfigs ? autotune->configs.size() : 1;
  if (allConfigs && autotune->pruneLoc.isValid())
    diags.warning(autotune->pruneLoc, "prune_configs_by is host code tritonc does not run: every config is "
                                      "compiled, and timed on first use unless a tuning table chooses");
  struct Variant {
    launcher::KernelInfo info;
    std::vector<uint8_t> binary;
    int promises = 0;
    size_t config = 0;
    std::string which;  // its warnings' context
    PendingBinaries pending;
  };
  std::vector<Variant> variants;
  variantIndex = 0;
  // Compiles every variant of one config; false after an error (reported).
  auto compileConfig = [&](size_t config) {
    SpecializationRequest configured = baseRequest;
    std::vector<std::vector<HeuristicChoice>> combinations;
    if ((allConfigs && !applyConfig(config, configured)) || !heuristicCombinationsFor(configured, combinations))
      return false;
    // --specialize auto: this config's specializations (a promise may
    // matter for one tile shape and not for another), planned with its
    // first heuristic values.
    std::vector<std::optional<std::string>> requested = given;
    if (options.specializeAuto) {
      requested.clear();
      SpecializationRequest probe = configured;
      applyHeuristics(combinations.front(), probe);
      for (const std::string &signature : *signatures) {
        std::optional<std::vector<std::string>> found = accessSpecializations(signature, probe);
        if (!found)
          return false;
        for (const std::string &variant : *found)
          if (!llvm::is_contained(requested, std::optional<std::string>(variant)))
            requested.emplace_back(variant);
      }
    }
    for (const std::vector<HeuristicChoice> &combination : combinations)
      for (size_t s = 0; s < requested.size(); ++s, ++variantIndex) {
        resetVariant();
        SpecializationRequest request = configured;
        applyHeuristics(combination, request);
        request.signature = requested[s];
        // Which variant a warning comes from (its text may differ per
        // variant, as a register spill's does).
        std::string which = requested[s] ? "the specialization '" + *requested[s] + "'" : std::string();
        if (allConfigs)
          which += (which.empty() ? "" : " of ") + std::string("--config ") + std::to_string(config) + " (" +
                   describeConfig(autotune->configs[config]) + ")";
        std::string values;
        for (const HeuristicChoice &choice : combination)
          if (choice.runtime)
            values += (values.empty() ? "" : " ") + choice.name + "=" + choice.value;
        if (!values.empty())
          which += (which.empty() ? "" : " ") + std::string("with the heuristic values ") + values;
        diags.setWarningContext(which.empty() ? std::string() : "in the variant for " + which);
        Variant variant;
        variant.config = config;
        variant.which = which;
        if (!specializeAndGenerate(request) || !generateBinaries(&variant.pending) || !describeKernel(variant.info)) {
          if (!values.empty())
            diags.note(SourceLocation(), "while compiling the variant with the heuristic values " + values);
          if (requested[s])
            diags.note(SourceLocation(), "while compiling the specialization '" + *requested[s] + "' (" +
                                             std::to_string(s + 1) + " of " + std::to_string(requested.size()) +
                                             ")");
          return false;
        }
        if (allConfigs)
          variant.info.configIndex = int(config);
        variant.pending.module = std::move(module);  // assembled after the last variant
        for (const launcher::LauncherParam &param : variant.info.params)
          variant.promises += (param.divisibility > 1) + param.equalsOne;
        variants.push_back(std::move(variant));
      }
    return true;
  };
  // A config that does not compile (too much shared memory, a tile the
  // hardware cannot hold) is left out of an autotuned family, as Triton's
  // autotuner skips it: its errors are printed as warnings.
  const bool skipFailingConfigs = allConfigs && configCount > 1;
  auto leaveOut = [&](size_t config) {
    diags.setWarningContext(std::string());
    diags.warning(autotune->configs[config].loc,
                  "config " + std::to_string(config) + " (" + describeConfig(autotune->configs[config]) +
                      ") does not compile: it is left out of the launcher, which chooses among the others");
  };
  for (size_t config = 0; config < configCount; ++config) {
    const size_t variantsBefore = variants.size();
    diags.setErrorsAsWarnings(skipFailingConfigs);
    bool compiled = compileConfig(config);
    diags.setErrorsAsWarnings(false);
    if (compiled)
      continue;
    if (!skipFailingConfigs) {
      noteChosenConfig();
      return 1;
    }
    variants.resize(variantsBefore);
    leaveOut(config);
  }
  // Every variant's images were assembling meanwhile: wait for them in
  // order, with each variant's warning context.
  std::set<size_t> failedConfigs;
  for (Variant &variant : variants) {
    if (failedConfigs.count(variant.config))
      continue;
    diags.setWarningContext(variant.which.empty() ? std::string() : "in the variant for " + variant.which);
    diags.setErrorsAsWarnings(skipFailingConfigs);
    bool finished = finishBinaries(variant.pending);
    diags.setErrorsAsWarnings(false);
    if (finished) {
      variant.binary.assign(binary.begin(), binary.end());
      continue;
    }
    if (!skipFailingConfigs) {
      if (!variant.which.empty())
        diags.note(SourceLocation(), "while assembling the variant for " + variant.which);
      configIndex = allConfigs ? int(variant.config) : -1;
      noteChosenConfig();
      return 1;
    }
    failedConfigs.insert(variant.config);
    leaveOut(variant.config);
  }
  variants.erase(std::remove_if(variants.begin(), variants.end(),
                                [&](const Variant &v) { return failedConfigs.count(v.config) > 0; }),
                 variants.end());
  if (variants.empty())
    return fail("none of the " + std::to_string(configCount) + " configs of '" + kernelDef->name +
                "' compiles (the warnings above say why)"),
           1;
  diags.setWarningContext(std::string());
  // Dispatch order: by config, then most promises first, so that launch()
  // runs the most specialized variant the arguments allow; among equals,
  // the order given.
  std::stable_sort(variants.begin(), variants.end(), [](const Variant &a, const Variant &b) {
    return a.info.configIndex != b.info.configIndex ? a.info.configIndex < b.info.configIndex
                                                    : a.promises > b.promises;
  });
  std::vector<launcher::KernelInfo> infos;
  std::vector<std::vector<uint8_t>> binaries;
  std::set<std::pair<int, std::string>> seen;
  for (Variant &variant : variants) {  // a signature given twice
    std::string identity = promisedSignature(variant.info);
    for (const launcher::HeuristicCheck &check : variant.info.heuristics)
      identity += " " + check.name + "=" + check.value;
    if (seen.emplace(variant.info.configIndex, identity).second) {
      infos.push_back(std::move(variant.info));
      binaries.push_back(std::move(variant.binary));
    }
  }
  launcher::FamilyTuning tuning;
  if (allConfigs && !readTuningTable(tuning, infos.front()))
    return 1;
  if (std::string problem = launcher::checkFamily(infos, tuning); !problem.empty())
    return fail("cannot generate a launcher: " + problem), 1;
  {
    StageTiming launcherStage(*this, "launcher");
    std::string name = llvm::sys::path::filename(familyHeader).str();
    llvm::SmallString<256> sourcePath(familyHeader);
    llvm::sys::path::replace_extension(sourcePath, ".cpp");
    outputs.add(familyHeader, launcher::generateFamilyHeader(infos, name, tuning));
    outputs.add(std::string(sourcePath), launcher::generateFamilySource(infos, name, binaries, tuning));
    if (!options.metadata.empty())
      outputs.add(options.metadata, launcher::generateFamilyMetadataJson(infos));
  }
  int status = writeOutputs();
  reportInstrumentation();
  return status;
}

bool Compilation::compileForCuda() {
  bool needsBinary = emit == Stage::Cubin || emit == Stage::Fatbin || emit == Stage::Header ||
                     !options.header.empty() || !options.metadata.empty();
  if (emit != Stage::Ast && emit != Stage::Tile && !generateBinaries())
    return false;
  bool wantsLauncher = emit == Stage::Header || !options.header.empty() || !options.metadata.empty();
  if (needsBinary && wantsLauncher && !binaryKind.empty() && !writeLauncher())
    return false;
  if ((!options.header.empty() || !options.metadata.empty()) && binaryKind.empty())
    return fail("--header and --metadata need a cubin or fatbin output");
  return true;
}

//===----------------------------------------------------------------------===//
// --target cpu: tile IR -> tritonc-cpu-pipeline -> LLVM IR (O3, generic
// x86-64) -> object file, plus a launcher that runs the grid on the
// runtime's thread pool. Outputs: -o FILE.o (object), .s (assembly), .ll
// (LLVM IR, also --emit=llvm), .mlir (tile IR); --header/--metadata with an
// object.
//===----------------------------------------------------------------------===//

bool Compilation::validateCpuOptions() {
  std::optional<Stage> requested = parseStage(options.emit);
  if (!requested && !options.output.empty() && options.output != "-") {
    std::string ext = llvm::sys::path::extension(options.output).str();
    if (ext == ".o" || ext == ".obj")
      requested = Stage::Object;
    else if (ext == ".s" || ext == ".S")
      requested = Stage::Asm;
    else if (ext == ".ll" || ext == ".mlir" || ext == ".ast" || ext == ".h" || ext == ".hpp")
      requested = stageFromPath(options.output);
    else
      return fail("cannot tell what to write from the extension of '" + options.output +
                  "' (with --target cpu use .o, .s, .ll or .mlir, or give --emit)");
  }
  if (!requested && (!options.header.empty() || !options.metadata.empty()))
    return fail("--header and --metadata need an object file output (-o FILE.o) with --target cpu");
  if (!requested)
    return fail("no output requested: give -o FILE or --emit STAGE");
  emit = *requested;
  if (emit == Stage::Header)
    return fail("with --target cpu the launcher comes with the object file: give -o FILE.o "
                "--header FILE.h");
  if (emit != Stage::Ast && emit != Stage::Tile && emit != Stage::LLVMDialect && emit != Stage::LLVM &&
      emit != Stage::Object && emit != Stage::Asm)
    return fail(std::string("--emit=") + stageName(emit) +
                " is a CUDA stage; with --target cpu write ast, tile, llvm-dialect, llvm, "
                "assembly (-o FILE.s) or an object file (-o FILE.o)");
  if (emit == Stage::Object && (options.output.empty() || options.output == "-"))
    return fail("an object file is binary: give an output file with -o");
  if ((!options.header.empty() || !options.metadata.empty()) && emit != Stage::Object)
    return fail("--header and --metadata need an object file output (-o FILE.o) with --target cpu");
  if (!options.archs.empty())
    return fail("--arch selects a GPU architecture; it does not apply to --target cpu");
  if (!checkNumWarps())
    return false;
  if (options.depfile && options.depfilePath.empty() &&
      (options.output.empty() || options.output == "-"))
    return fail("-MD needs an output file (-o) or a depfile path (-MF)");
  return true;
}

bool Compilation::compileForCpu() {
  if (emit == Stage::Ast || emit == Stage::Tile)
    return true;
  std::optional<StageTiming> cpuStage(std::in_place, *this, "tile IR to LLVM dialect (CPU)");
  mlir::PassManager pm(&context);
  instrument(pm);
  pm.addPass(createRecordAssertFiles(assertFileOptions()));
  buildCpuPipeline(pm, CpuPipelineOptions());
  if (mlir::failed(pm.run(*module)))
    return diags.errorCount() ? false : fail("internal error: lowering to the CPU failed");
  cpuStage.reset();
  if (emit == Stage::LLVMDialect) {
    outputs.add(options.output, printOp(*module));
    return true;
  }

  llvm::LLVMContext llvmContext;
  std::optional<StageTiming> hostStage(std::in_place, *this, "LLVM IR and object, x86-64");
  auto llvmModule = translateToHostModule(*module, llvmContext);
  if (!llvmModule)
    return fail(llvmModule.takeError());
  if (llvm::Error error = optimizeHostModule(**llvmModule))
    return fail(std::move(error));
  if (emit == Stage::LLVM) {
    outputs.add(options.output, printLLVMModule(**llvmModule));
    return true;
  }
  llvm::Expected<std::string> object = emitHostObject(**llvmModule, /*assembly=*/emit == Stage::Asm);
  if (!object)
    return fail(object.takeError());
  hostStage.reset();
  outputs.add(options.output, *object);
  if (emit != Stage::Object)
    return true;
  binary = std::move(*object);
  binaryKind = "object";
  if (!options.header.empty() || !options.metadata.empty())
    return writeLauncher();
  return true;
}

/// A timer for one stage of the run (--time-report, --time-passes: the
/// passes of a stage nest in it); inert without those flags.
mlir::TimingScope Compilation::timeStage(const std::string &name) {
  if (!options.timeReport && !options.timePasses)
    return mlir::TimingScope();
  return rootTimer().nest(name);
}

mlir::TimingScope &Compilation::rootTimer() {
  if (!timingRoot) {
    timing.setEnabled(true);
    // --time-report: each stage with its passes beneath it; --time-passes
    // alone: one line per pass (and stage), summed over the run.
    timing.setDisplayMode(options.timeReport ? mlir::DefaultTimingManager::DisplayMode::Tree
                                             : mlir::DefaultTimingManager::DisplayMode::List);
    timingRoot = timing.getRootScope();
  }
  return *timingRoot;
}

/// MLIR's instrumentation as the command line asks for it: IR printing of
/// the whole module after the chosen passes, and pass timing.
void Compilation::instrument(mlir::PassManager &pm) {
  if (options.timePasses)
    pm.enableTiming(stageTimer ? *stageTimer : rootTimer());
  if (!options.printIRAfterAll && options.printIRAfter.empty())
    return;
  auto never = [](mlir::Pass *, mlir::Operation *) { return false; };
  auto after = [this](mlir::Pass *pass, mlir::Operation *) {
    std::string name = pass->getArgument().str();
    passesRun.insert(name);
    return options.printIRAfterAll || llvm::is_contained(options.printIRAfter, name);
  };
  pm.enableIRPrinting(never, after, /*printModuleScope=*/true, /*printAfterOnlyOnChange=*/false,
                      /*printAfterOnlyOnFailure=*/false, llvm::errs());
}

/// Ends the timing report and warns about --print-ir-after names that
/// matched no pass (a typo would otherwise print nothing, silently).
bool Compilation::reportInstrumentation() {
  if (timingRoot) {
    timingRoot->stop();
    timingRoot.reset();
    timing.print();
    timing.setEnabled(false); // printed once, not again by the destructor
  }
  for (const std::string &name : options.printIRAfter)
    if (!passesRun.count(name)) {
      std::string ran;
      for (const std::string &pass : passesRun)
        ran += (ran.empty() ? "" : ", ") + pass;
      diags.warning(SourceLocation(), "--print-ir-after=" + name + " matched no pass of this run" +
                                          (ran.empty() ? std::string() : " (passes run: " + ran + ")"));
    }
  return true;
}

int Compilation::run() {
  allConfigs = options.allConfigs;
  // MLIR's own errors (verifier, legalization) are printed like ours.
  MLIRDiagnosticBridge bridge(diags, [this](const std::string &path) -> const SourceFile * {
    return loader ? loader->sourceFor(path) : nullptr;
  });
  mlir::ScopedDiagnosticHandler handler(&context, [&](mlir::Diagnostic &d) {
    bridge.print(d);
    return mlir::success();
  });

  if (options.listConfigs) // only the front end, to find the kernel and its decorator
    return buildKernelIR() ? writeOutputs() : 1;
  const std::string tableNeedsConfigs = "--tuning-table needs every config of an autotuned kernel in one launcher "
                                        "(--config all, or no --config with -o FILE.h): the table chooses among them";
  if (options.specializeAuto || options.signatures.size() > 1 || allConfigs) {
    if (!options.tuningTable.empty() && !allConfigs)
      return fail(tableNeedsConfigs), 1;
    return runFamily();
  }
  if (!validateOptions())
    return 1;
  if (!options.tuningTable.empty() && emit != Stage::Header)
    return fail(tableNeedsConfigs), 1;
  if (!buildKernelIR()) {
    noteChosenConfig();
    return 1;
  }
  if (allConfigs || heuristicFamily)  // an autotuned kernel, or heuristic values, written as a launcher header
    return runFamily();
  if (!options.tuningTable.empty())
    return fail(tableNeedsConfigs), 1;
  // The front end ran (and printed its warnings) either way: it finds the
  // files the key hashes. What the rest would print is kept with the entry.
  std::string key = cacheKey();
  bool compiled = !key.empty() && replayFromCache(key);
  if (!compiled) {
    size_t diagnosticsStart = stderrCopy.text().size();
    compiled = options.target == "cpu" ? compileForCpu() : compileForCuda();
    if (compiled && !key.empty() && !diags.errorCount())
      storeInCache(key, diagnosticsStart);
  }
  if (!compiled)
    noteChosenConfig();
  int status = compiled ? writeOutputs() : 1;
  reportInstrumentation();
  return status;
}

/// After an error in a run with --config N: which config's values it was
/// compiled with, at that triton.Config, so the user sees which one fails.
void Compilation::noteChosenConfig() {
  if (configIndex < 0 || !autotune || size_t(configIndex) >= autotune->configs.size() || !diags.errorCount())
    return;
  const AutotuneConfig &config = autotune->configs[size_t(configIndex)];
  diags.note(config.loc, "while compiling --config " + std::to_string(configIndex) + " (" +
                             describeConfig(config) + ")");
}

/// After a failed specialization of an autotuned kernel (a constexpr its
/// configs set is missing): where the values can come from. The configs
/// are evaluated quietly here; one that cannot be evaluated adds nothing.
void Compilation::noteAutotuneConfigs(const ast::FunctionDef &kernel, const ast::Module &module) {
  if (!unreadHeuristics.empty()) {
    std::string first = unreadHeuristics.substr(0, unreadHeuristics.find('\n'));
    if (size_t at = first.find("error: "); at != std::string::npos)
      first.erase(at, 7);
    diags.note(SourceLocation(), "@triton.heuristics could not be evaluated (" + first +
                                     "): give the values it sets with -D");
  }
  if (options.config >= 0 || allConfigs)
    return;
  std::ostringstream quiet;
  DiagnosticEngine scratch(quiet);
  bool failed = false;
  std::optional<AutotuneInfo> info = readAutotuneConfigs(kernelDecorators, module, scratch, failed, hostTarget(), loader.get());
  if (!info || info->configs.empty())
    return;
  diags.note(info->loc, "'" + kernel.name + "' is autotuned: --config N compiles one of its " +
                            std::to_string(info->configs.size()) + " configs (0 to " +
                            std::to_string(info->configs.size() - 1) +
                            "; --list-configs lists them); --config all, or -o FILE.h without --config, "
                            "compiles them all into one launcher");
}

/// The compile cache's key for this run, or "" when the run is not to be
/// cached: no cache directory, or instrumentation that must watch the
/// passes run (--print-ir-after*, --time-passes). See CompileCache.h for
/// what the key covers; the depfile options are left out, as the depfile
/// is written from the front end's findings on every run.
std::string Compilation::cacheKey() {
  if (options.cacheDir.empty() || options.printIRAfterAll || !options.printIRAfter.empty() ||
      options.timePasses)
    return "";
  CacheKeyBuilder key;
  key.add("compiler", TRITONC_VERSION);
  llvm::SmallString<256> executable;
  if (!llvm::sys::fs::real_path("/proc/self/exe", executable))
    key.addFileIdentity("executable", std::string(executable));
  key.add("cwd", currentDirectory());
  key.add("input", options.input);
  key.add("output", options.output);
  key.add("emit", options.emit);
  key.add("kernel", options.kernel);
  for (const std::string &dir : options.includeDirs)
    key.add("-I", dir);
  key.add("signature", options.hasSignature ? "given: " + options.signature : "none");
  for (size_t i = 1; i < options.signatures.size(); ++i)
    key.add("signature", options.signatures[i]);
  key.add("specialize", options.specializeAuto ? "auto" : "none");
  key.add("debug", options.debug ? 1 : 0);
  key.add("all-configs", options.allConfigs ? 1 : 0);
  key.add("tuning-table", options.tuningTable);
  for (const auto &[name, value] : options.defines)
    key.add("-D", name + "=" + value);
  for (const auto &[name, values] : options.heuristicValues) {
    std::string list;
    for (const std::string &value : values)
      list += "," + value;
    key.add("--heuristic-values", name + "=" + list);
  }
  for (const std::string &arch : options.archs)
    key.add("arch", arch);
  key.add("num_warps", options.numWarpsGiven ? options.numWarps : -1);
  key.add("num_stages", options.numStagesGiven ? options.numStages : -1);
  key.add("header", options.header);
  key.add("metadata", options.metadata);
  key.add("namespace", options.launcherNamespace);
  for (const auto &[from, to] : options.filePrefixMaps)
    key.add("file-prefix-map", from + "=" + to);
  key.add("target", options.target);
  key.add("no-tma", options.noTma);
  key.add("tma-stores", options.tmaStores);
  key.add("no-ptx", options.noPtx);
  key.add("line-info", options.lineInfo);
  key.add("debug-info", options.fullDebugInfo);
  key.add("config", options.config);
  // Every source the front end read, as it read it.
  if (loader)
    for (const std::string &file : loader->filesRead()) {
      const SourceFile *source = loader->sourceFor(file);
      key.add("source " + file, source ? source->text() : std::string("(unread)"));
    }
  for (const auto &[file, text] : stdlibSources())
    key.add("stdlib " + file, text);
  if (options.target != "cpu") {
    key.addFileIdentity("ptxas", findCudaTool("ptxas"));
    key.addFileIdentity("fatbinary", findCudaTool("fatbinary"));
    key.addFileIdentity("libdevice", findLibdevice());
  }
  return key.key();
}

/// A hit: the entry's outputs become this run's, and its warnings are
/// printed again. A miss (or a damaged entry) returns false.
bool Compilation::replayFromCache(const std::string &key) {
  StageTiming lookup(*this, "compile cache lookup");
  std::optional<CacheEntry> entry = lookupCacheEntry(options.cacheDir, key);
  if (!entry)
    return false;
  StageTiming hit(*this, "compile cache hit");
  for (auto &[path, contents] : entry->files)
    outputs.files.emplace_back(path, std::move(contents));
  outputs.stdoutText = std::move(entry->stdoutText);
  std::cerr << entry->diagnostics;
  return true;
}

/// A cache that cannot be written is worth a warning, never a failed run.
void Compilation::storeInCache(const std::string &key, size_t diagnosticsStart) {
  StageTiming store(*this, "compile cache store");
  CacheEntry entry;
  entry.files = outputs.files;
  entry.stdoutText = outputs.stdoutText;
  entry.diagnostics = stderrCopy.text().substr(diagnosticsStart);
  if (llvm::Error error = storeCacheEntry(options.cacheDir, key, entry))
    diags.warning(SourceLocation(), "the compile cache '" + options.cacheDir +
                                        "' cannot store this run: " + llvm::toString(std::move(error)));
}

/// The depfile, then every output, all or nothing; the text for standard
/// output last. Returns the exit status.
int Compilation::writeOutputs() {
  StageTiming writing(*this, "writing outputs");
  if (options.depfile) {
    std::string path = options.depfilePath;
    if (path.empty())  // a family's -o, if given, is its header
      path = (family ? familyHeader : options.output) + ".d";
    std::string targets = options.depfileTarget.empty() ? "" : escapeDepPath(options.depfileTarget);
    if (targets.empty())
      for (auto &[file, contents] : outputs.files)
        targets += (targets.empty() ? "" : " ") + escapeDepPath(file);
    if (targets.empty())
      return fail("a depfile for output on standard output needs a target: give -MT TARGET"), 1;
    // The modules the kernel's file imported and the stdlib files it pulled
    // in are inputs too: editing one must rebuild the kernel.
    std::string inputs = escapeDepPath(options.input);
    if (loader)
      for (const std::string &file : loader->filesRead())
        if (file != options.input)
          inputs += " " + escapeDepPath(file);
    for (const std::string &file : stdlibDependencies())
      inputs += " " + escapeDepPath(file);
    if (!options.tuningTable.empty())  // embedded in a family's launcher
      inputs += " " + escapeDepPath(options.tuningTable);
    outputs.add(path, targets + ": " + inputs + "\n");
  }
  // All or nothing: every file goes to a temporary next to it first, and
  // none is renamed into place unless all of them were written.
  OutputSet files;
  for (auto &[file, contents] : outputs.files)
    if (llvm::Error error = files.stage(file, contents))
      return fail(std::move(error)), 1;
  if (llvm::Error error = files.commit())
    return fail(std::move(error)), 1;
  std::cout << outputs.stdoutText;
  std::cout.flush();
  return diags.errorCount() ? 1 : 0;
}

} // namespace

int runCompiler(const CompileOptions &options) {
  Compilation compilation(options);
  return compilation.run();
}

} // namespace tritonc

//===- Driver.cpp - the tritonc compilation pipeline -----------------------===//
//
// source -> AST -> (specialize) -> tile IR -> TileGPU IR -> LLVM dialect ->
// LLVM IR (per arch) -> PTX -> cubin -> fatbin, then the launcher files.
// Each stage can be the last (--emit). Every output is produced in memory
// first and written atomically at the end, so a failed run leaves nothing.
//
//===----------------------------------------------------------------------===//
#include "tools/Driver.h"

#include "conversion/Passes.h"
#include "frontend/ModuleLoader.h"
#include "frontend/Parser.h"
#include "frontend/irgen/IRGen.h"
#include "launcher/KernelInfo.h"
#include "pipelines/Pipelines.h"
#include "support/FileOutput.h"
#include "support/Registration.h"
#include "tools/KernelABI.h"
#include "Tile/TileDialect.h"
#include "TileGPU/TileGPUDialect.h"
#include "target/CudaToolkit.h"
#include "target/HostBackend.h"
#include "target/NVPTXBackend.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <iostream>
#include <sstream>

namespace tritonc {

std::string emitKindFromPath(const std::string &path) {
  std::string ext = llvm::sys::path::extension(path).str();
  if (ext == ".ptx") return "ptx";
  if (ext == ".cubin") return "cubin";
  if (ext == ".fatbin") return "fatbin";
  if (ext == ".ll") return "llvm";
  if (ext == ".mlir") return "tile";
  if (ext == ".h" || ext == ".hpp") return "header";
  if (ext == ".ast") return "ast";
  return {};
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

std::string escapeDepPath(const std::string &path) {
  std::string out;
  for (char c : path) {
    if (c == ' ' || c == '#' || c == '$')
      out += c == '$' ? "$" : "\\";
    out += c;
  }
  return out;
}

class Compilation {
public:
  explicit Compilation(const CompileOptions &o) : options(o), diags(std::cerr) {}
  int run();

private:
  bool fail(const std::string &message) {
    diags.error(message);
    return false;
  }
  bool validateOptions();
  bool validateCpuOptions();
  bool buildKernelIR();
  bool parseTileIR(const std::string &text);
  bool checkGridDependencies();
  bool lowerToLLVMDialect();
  bool generateBinaries();
  bool writeLauncher();
  bool compileForCuda();
  bool compileForCpu();

  const CompileOptions &options;
  DiagnosticEngine diags;
  std::string emit;
  std::vector<GpuArch> archs;
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
  bool loopStrengthReduction = false;  // see loopStrengthReductionPays
  bool programmaticLaunch = false;     // see checkGridDependencies
};

/// Whether LLVM's loop strength reduction should run in code generation.
/// Off for most kernels: in a pipelined dot loop the copies' pointers are
/// carried d iterations ahead, and LSR turned them back into per-element
/// pointers plus a d*inc offset recomputed for every copy (matmul
/// 128x256x64, 8 warps, 4 stages: 592 -> 636 TFLOP/s without it, H200 run
/// 18; 4 warps unchanged; memory-bound loops without dots lose nothing
/// measurable). On for kernels with a loop of two or more dots (attention):
/// there it was worth 2-4% with 8 warps (418 -> 429 TFLOP/s at 128x64,
/// 3 and 4 stages) and within noise with 4 warps (run 21).
static bool loopStrengthReductionPays(mlir::ModuleOp module) {
  bool pays = false;
  module.walk([&](mlir::scf::ForOp loop) {
    unsigned dots = 0;
    for (mlir::Operation &op : *loop.getBody())
      dots += mlir::isa<tile::DotOp>(op);
    pays |= dots >= 2;
  });
  return pays;
}

bool Compilation::validateOptions() {
  if (options.target == "cpu")
    return validateCpuOptions();
  emit = options.emit;
  if (emit.empty() && !options.output.empty() && options.output != "-") {
    emit = emitKindFromPath(options.output);
    if (emit.empty())
      return fail("cannot tell what to write from the extension of '" + options.output +
                  "' (use .ptx, .cubin, .fatbin, .ll, .mlir or .h, or give --emit)");
  }
  if (emit.empty())
    emit = options.header.empty() && options.metadata.empty() ? "" : "cubin";
  if (emit.empty())
    return fail("no output requested: give -o FILE or --emit STAGE");
  if ((emit == "cubin" || emit == "fatbin") && (options.output.empty() || options.output == "-"))
    return fail("a " + emit + " is binary: give an output file with -o");
  if (options.numWarps < 1 || options.numWarps > 32 || (options.numWarps & (options.numWarps - 1)))
    return fail("--num-warps must be a power of two from 1 to 32, got " +
                std::to_string(options.numWarps));
  std::vector<std::string> names = options.archs;
  if (names.empty())
    names.push_back("sm_90");
  for (const std::string &name : names) {
    GpuArch arch;
    std::string error;
    if (!parseGpuArch(name, arch, error))
      return fail(error);
    archs.push_back(arch);
  }
  if (archs.size() > 1 && emit != "fatbin")
    return fail("several --arch values need a fatbin output (-o FILE.fatbin); a " + emit +
                " holds one architecture");
  if (options.depfile && options.depfilePath.empty() &&
      (options.output.empty() || options.output == "-"))
    return fail("-MD needs an output file (-o) or a depfile path (-MF)");
  return true;
}

/// Tile IR written by hand (tests, experiments) enters the pipeline after IR
/// generation; it has no signature, so no launcher can be generated for it.
bool Compilation::parseTileIR(const std::string &text) {
  if (!options.header.empty() || !options.metadata.empty())
    return fail("--header and --metadata need a kernel source, not tile IR");
  spec.numWarps = options.numWarps;
  spec.numStages = options.numStages;
  mlir::DialectRegistry registry;
  registerAllDialects(registry);
  context.appendDialectRegistry(registry);
  context.loadAllAvailableDialects();
  module = mlir::parseSourceString<mlir::ModuleOp>(text, mlir::ParserConfig(&context), options.input);
  if (!module)
    return false;
  if (emit == "tile")
    outputs.add(options.output, printOp(*module));
  return true;
}

bool Compilation::buildKernelIR() {
  std::string text, error;
  if (!readFile(options.input, text, error))
    return fail("cannot read '" + options.input + "': " + error);
  source = std::make_unique<SourceFile>(options.input, text);
  diags.setSource(source.get());
  if (llvm::StringRef(options.input).ends_with(".mlir"))
    return parseTileIR(text);
  auto ast = parseSource(*source, diags);
  if (!ast)
    return false;
  ast->path = options.input;
  if (emit == "ast") {
    std::ostringstream os;
    dumpAST(*ast, os);
    outputs.add(options.output, os.str());
    return true;
  }

  registerAllDialects(const_cast<mlir::DialectRegistry &>(context.getDialectRegistry()));
  mlir::DialectRegistry registry;
  registerAllDialects(registry);
  context.appendDialectRegistry(registry);
  context.loadAllAvailableDialects();

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
  SpecializationRequest request;
  if (options.hasSignature)
    request.signature = options.signature;
  request.defines = options.defines;
  if (!frontend->specialize(*kernel, request, spec))
    return false;
  frontend->noteIgnoredDecorators(*kernel);
  // The command line wins over @triton.jit(num_warps=...), without a warning:
  // build systems pass the flag to retune kernels they do not own.
  spec.numWarps = options.numWarpsGiven || !spec.jitNumWarps ? options.numWarps : *spec.jitNumWarps;
  spec.numStages = options.numStagesGiven || !spec.jitNumStages ? options.numStages : *spec.jitNumStages;

  module = frontend->generate(spec);
  if (!module)
    return false;

  mlir::PassManager pm(&context);
  pm.addPass(mlir::createCanonicalizerPass());
  pm.addPass(mlir::createCSEPass());
  if (mlir::failed(pm.run(*module)))
    return fail("internal error: simplifying the tile IR failed");
  if (emit == "tile") {
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
    for (const GpuArch &arch : archs)
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

bool Compilation::lowerToLLVMDialect() {
  if (!checkGridDependencies())
    return false;
  CudaPipelineOptions pipeline;
  pipeline.numWarps = spec.numWarps;
  pipeline.numStages = spec.numStages;
  // The module is lowered once for every --arch: warp-group mma only when
  // each of them has it (a fatbin mixing sm_90a with others uses mma.sync).
  bool wgmma = !archs.empty() && llvm::all_of(archs, [](const GpuArch &arch) {
    return arch.archSpecific && arch.computeCapability == 90;
  });
  pipeline.wgmma = wgmma;
  pipeline.tma = wgmma && !options.noTma;
  pipeline.stmatrix = !archs.empty() && llvm::all_of(archs, [](const GpuArch &arch) {
    return arch.computeCapability >= 90;
  });
  loopStrengthReduction = loopStrengthReductionPays(*module);
  mlir::PassManager pm(&context);
  buildTileToTileGPUPipeline(pm, pipeline);
  if (mlir::failed(pm.run(*module)))
    return false;
  if (emit == "tilegpu") {
    outputs.add(options.output, printOp(*module));
    return true;
  }
  mlir::PassManager lower(&context);
  buildTileGPUToLLVMPipeline(lower, pipeline);
  if (mlir::failed(lower.run(*module)))
    return fail("internal error: lowering to LLVM failed");
  return true;
}

bool Compilation::generateBinaries() {
  std::vector<FatbinImage> images;
  for (size_t i = 0; i < archs.size(); ++i) {
    const GpuArch &arch = archs[i];
    llvm::LLVMContext llvmContext;
    std::string error;
    auto llvmModule = translateToNVPTXModule(*module, llvmContext, arch, error);
    if (!llvmModule)
      return fail(error);
    if (!optimizeNVPTXModule(*llvmModule, arch, error))
      return fail(error);
    if (emit == "llvm") {
      outputs.add(options.output, printLLVMModule(*llvmModule));
      return true;
    }
    std::string ptx;
    if (!emitPTX(*llvmModule, arch, loopStrengthReduction, ptx, error))
      return fail(error);
    if (emit == "ptx") {
      outputs.add(options.output, ptx);
      return true;
    }
    CubinResult cubin;
    if (!assemblePTX(ptx, arch, cubin, error))
      return fail(error);
    images.push_back({&arch, cubin.cubin, i + 1 == archs.size() ? ptx : std::string()});
  }
  if (emit == "fatbin") {
    std::string error;
    if (!createFatbin(images, binary, error))
      return fail(error);
    binaryKind = "fatbin";
  } else {
    binary = images.front().cubin;
    binaryKind = "cubin";
  }
  if (emit == "cubin" || emit == "fatbin")
    outputs.add(options.output, binary);
  return true;
}

bool Compilation::writeLauncher() {
  if (!spec.function)
    return fail("a launcher needs a kernel source, not tile IR");
  launcher::KernelInfo info;
  info.name = spec.function->name;
  info.launcherNamespace = options.launcherNamespace;
  info.symbol = spec.function->name;
  for (const SpecParam &p : spec.params)
    if (p.isConstexpr)
      info.constexprs.emplace_back(p.name, p.value.repr());
  for (const SpecParam &p : kernelArguments(spec)) {
    launcher::LauncherParam param;
    param.name = p.name;
    param.type = p.type;
    param.divisibility = p.divisibility;
    param.equalsOne = p.equalsOne;
    param.passedToKernel = !p.equalsOne;
    info.params.push_back(param);
  }
  info.numWarps = spec.numWarps;
  info.numStages = spec.numStages;
  info.programmaticLaunch = programmaticLaunch && options.target != "cpu";
  if (mlir::failed(readKernelABI(*module, info)))
    return false;
  for (const GpuArch &arch : archs)
    info.archs.push_back(arch.name);
  if (options.target == "cpu") {  // the entry point convert-tile-to-cpu exports
    info.symbol = "tritonc_cpu_" + info.name;
    info.archs = {"x86-64"};
  }
  info.binaryKind = binaryKind;
  info.sourcePath = options.input;
  info.compilerVersion = TRITONC_VERSION;
  if (std::string problem = launcher::checkKernelInfo(info); !problem.empty())
    return fail("cannot generate a launcher: " + problem);
  if (!options.metadata.empty())
    outputs.add(options.metadata, launcher::generateMetadataJson(info));
  std::string header = options.header;
  if (emit == "header" && header.empty())
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

bool Compilation::compileForCuda() {
  bool needsBinary = emit == "cubin" || emit == "fatbin" || emit == "header" ||
                     !options.header.empty() || !options.metadata.empty();
  if (emit != "ast" && emit != "tile") {
    if (!lowerToLLVMDialect())
      return false;
    if (emit != "tilegpu" && !generateBinaries())
      return false;
  }
  bool wantsLauncher = emit == "header" || !options.header.empty() || !options.metadata.empty();
  if (needsBinary && wantsLauncher && !binaryKind.empty() && !writeLauncher())
    return false;
  if ((!options.header.empty() || !options.metadata.empty()) && binaryKind.empty())
    return fail("--header and --metadata need a cubin or fatbin output");
  return true;
}

//===----------------------------------------------------------------------===//
// --target cpu: tile IR -> convert-tile-to-cpu -> LLVM IR (O3, generic
// x86-64) -> object file, plus a launcher that runs the grid on the
// runtime's thread pool. Outputs: -o FILE.o (object), .s (assembly), .ll
// (LLVM IR, also --emit=llvm), .mlir (tile IR); --header/--metadata with an
// object.
//===----------------------------------------------------------------------===//

bool Compilation::validateCpuOptions() {
  emit = options.emit;
  if (emit.empty() && !options.output.empty() && options.output != "-") {
    std::string ext = llvm::sys::path::extension(options.output).str();
    if (ext == ".o" || ext == ".obj")
      emit = "object";
    else if (ext == ".s" || ext == ".S")
      emit = "asm";
    else if (ext == ".ll" || ext == ".mlir" || ext == ".ast" || ext == ".h" || ext == ".hpp")
      emit = emitKindFromPath(options.output);
    else
      return fail("cannot tell what to write from the extension of '" + options.output +
                  "' (with --target cpu use .o, .s, .ll or .mlir, or give --emit)");
  }
  if (emit.empty() && (!options.header.empty() || !options.metadata.empty()))
    return fail("--header and --metadata need an object file output (-o FILE.o) with --target cpu");
  if (emit.empty())
    return fail("no output requested: give -o FILE or --emit STAGE");
  if (emit == "header")
    return fail("with --target cpu the launcher comes with the object file: give -o FILE.o "
                "--header FILE.h");
  if (emit != "ast" && emit != "tile" && emit != "llvm" && emit != "object" && emit != "asm")
    return fail("--emit=" + emit + " is a CUDA stage; with --target cpu write ast, tile, llvm, "
                "assembly (-o FILE.s) or an object file (-o FILE.o)");
  if (emit == "object" && (options.output.empty() || options.output == "-"))
    return fail("an object file is binary: give an output file with -o");
  if ((!options.header.empty() || !options.metadata.empty()) && emit != "object")
    return fail("--header and --metadata need an object file output (-o FILE.o) with --target cpu");
  if (!options.archs.empty())
    return fail("--arch selects a GPU architecture; it does not apply to --target cpu");
  if (options.numWarps < 1 || options.numWarps > 32 || (options.numWarps & (options.numWarps - 1)))
    return fail("--num-warps must be a power of two from 1 to 32, got " +
                std::to_string(options.numWarps));
  if (options.depfile && options.depfilePath.empty() &&
      (options.output.empty() || options.output == "-"))
    return fail("-MD needs an output file (-o) or a depfile path (-MF)");
  return true;
}

bool Compilation::compileForCpu() {
  if (emit == "ast" || emit == "tile")
    return true;
  mlir::PassManager pm(&context);
  buildCpuPipeline(pm, CpuPipelineOptions());
  if (mlir::failed(pm.run(*module)))
    return diags.errorCount() ? false : fail("internal error: lowering to the CPU failed");

  llvm::LLVMContext llvmContext;
  std::string error;
  auto llvmModule = translateToHostModule(*module, llvmContext, error);
  if (!llvmModule || !optimizeHostModule(*llvmModule, error))
    return fail(error);
  if (emit == "llvm") {
    outputs.add(options.output, printLLVMModule(*llvmModule));
    return true;
  }
  std::string object;
  if (!emitHostObject(*llvmModule, object, error, /*assembly=*/emit == "asm"))
    return fail(error);
  outputs.add(options.output, object);
  if (emit != "object")
    return true;
  binary = object;
  binaryKind = "object";
  if (!options.header.empty() || !options.metadata.empty())
    return writeLauncher();
  return true;
}

int Compilation::run() {
  // MLIR's own errors (verifier, legalization) are printed like ours.
  mlir::ScopedDiagnosticHandler handler(&context, [&](mlir::Diagnostic &d) {
    SourceLocation where;
    const SourceFile *saved = diags.source();
    if (auto fl = mlir::dyn_cast<mlir::FileLineColLoc>(d.getLocation())) {
      where.line = fl.getLine();
      where.column = fl.getColumn();
      // The location may be in an imported module: print it against that file.
      if (const SourceFile *file = loader ? loader->sourceFor(fl.getFilename().str()) : nullptr)
        diags.setSource(file);
    }
    std::string message = d.str();
    if (d.getSeverity() == mlir::DiagnosticSeverity::Error)
      where.isValid() ? diags.error(where, message) : diags.error(message);
    else if (d.getSeverity() == mlir::DiagnosticSeverity::Warning)
      diags.warning(where, message);
    else
      diags.note(where, message);
    diags.setSource(saved);
    return mlir::success();
  });

  if (!validateOptions() || !buildKernelIR())
    return 1;
  if (options.target == "cpu" ? !compileForCpu() : !compileForCuda())
    return 1;

  if (options.depfile) {
    std::string path = options.depfilePath;
    if (path.empty())
      path = options.output + ".d";
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
    outputs.add(path, targets + ": " + inputs + "\n");
  }
  for (auto &[file, contents] : outputs.files)
    if (std::string error = writeFileAtomically(file, contents); !error.empty())
      return fail(error), 1;
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

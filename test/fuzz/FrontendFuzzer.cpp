//===- FrontendFuzzer.cpp - libFuzzer target: source text to tile IR -----===//
//
// One input is one kernel file, run through what `tritonc --emit=tile` does
// before any back end: parse (ANTLR, AST), evaluate the module, specialize
// one kernel, generate and verify tile IR, canonicalize and CSE it. No
// LLVM code generation, no ptxas.
//
// Leading comment lines starting with "#@" say how to specialize, as the
// command line would (the seed corpus writes them from the tests' RUN lines
// and CMake calls; see make_corpus.py):
//   #@signature *fp32:16,*fp32,i32      --signature
//   #@D BLOCK=1024                       -D (any number of them)
//   #@kernel name                        --kernel
// Without #@signature, one is derived from the kernel's parameters (see
// derivedSignature), and a constexpr parameter without a default and
// without #@D gets 16. Without #@kernel, the first @jit function is used.
// The lines stay in the text the parser sees: they are comments.
//
// Errors reported as diagnostics are the expected outcome of most inputs.
// A finding is a crash, an ASan/UBSan report, a timeout or out-of-memory,
// or one of these, on which the target aborts:
//   - a failure with no error reported (the user would get no message);
//   - an error that calls itself an internal error.
// TRITONC_FUZZ_VERBOSE=1 in the environment prints the diagnostics (to
// look at one input: ./fuzz_frontend FILE).
//
//===----------------------------------------------------------------------===//

#include "frontend/Diagnostics.h"
#include "frontend/ModuleLoader.h"
#include "frontend/Parser.h"
#include "frontend/irgen/IRGen.h"
#include "support/Registration.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <memory>
#include <sstream>
#include <string>
#include <unistd.h>
#include <vector>

using namespace tritonc;

namespace {

struct Directives {
  std::optional<std::string> signature;
  std::vector<std::pair<std::string, std::string>> defines;
  std::string kernel;
};

/// The "#@" lines at the top of the input (blank lines and other comments
/// between them allowed).
Directives readDirectives(const std::string &text) {
  Directives d;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r')
      line.pop_back();
    if (line.rfind("#@", 0) != 0) {
      if (line.empty() || line[0] == '#')
        continue;
      break;
    }
    std::string rest = line.substr(2);
    auto word = rest.substr(0, rest.find(' '));
    std::string arg = rest.size() > word.size() ? rest.substr(word.size() + 1) : "";
    if (word == "signature") {
      d.signature = arg;
    } else if (word == "D") {
      size_t eq = arg.find('=');
      if (eq != std::string::npos)
        d.defines.emplace_back(arg.substr(0, eq), arg.substr(eq + 1));
    } else if (word == "kernel") {
      d.kernel = arg;
    }
  }
  return d;
}

bool isConstexpr(const ast::Param &p) {
  return p.annotation && ast::dottedName(p.annotation.get()).find("constexpr") != std::string::npos;
}

/// A signature for the runtime parameters when the input gives none: a
/// parameter whose name says it is a pointer ("x_ptr", "Out") is *fp32,
/// others i32. Constexprs without a default get 16 (a power of two, so
/// that block sizes are valid) unless a #@D line gives them a value.
std::string derivedSignature(const ast::FunctionDef &kernel, Directives &d) {
  std::string signature;
  for (const ast::Param &p : kernel.params) {
    if (isConstexpr(p)) {
      bool given = false;
      for (const auto &def : d.defines)
        given |= def.first == p.name;
      if (!p.defaultValue && !given)
        d.defines.emplace_back(p.name, "16");
      continue;
    }
    std::string lower;
    for (char c : p.name)
      lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    bool pointer = lower.find("ptr") != std::string::npos || lower.find("out") != std::string::npos ||
                   lower == "x" || lower == "y" || lower == "z" || lower == "a" || lower == "b" ||
                   lower == "c";
    signature += std::string(signature.empty() ? "" : ",") + (pointer ? "*fp32" : "i32");
  }
  return signature;
}

/// State shared by all inputs: one MLIR context (loading the dialects
/// takes longer than most inputs) and an empty directory for the main
/// file, so that the module search path finds nothing but the standard
/// library.
struct Globals {
  mlir::MLIRContext context{mlir::MLIRContext::Threading::DISABLED};
  std::string mainPath;
  bool verbose = false;

  Globals() {
    mlir::DialectRegistry registry;
    registerAllDialects(registry);
    context.appendDialectRegistry(registry);
    context.loadAllAvailableDialects();
    verbose = std::getenv("TRITONC_FUZZ_VERBOSE") != nullptr;
    // Modules must come from the input alone, not from the environment.
    unsetenv("TRITONC_PATH");
    std::error_code ec;
    auto dir = std::filesystem::temp_directory_path(ec) / ("tritonc-fuzz-" + std::to_string(getpid()));
    std::filesystem::create_directories(dir, ec);
    mainPath = (dir / "fuzz_input.py").string();
  }
};

Globals &globals() {
  static Globals *g = new Globals(); // never destroyed: libFuzzer exits with it alive
  return *g;
}

[[noreturn]] void finding(const std::string &what, const std::string &diagnostics) {
  std::fprintf(stderr, "FUZZ FINDING: %s\n--- diagnostics ---\n%s\n", what.c_str(), diagnostics.c_str());
  std::abort();
}

/// Whether a diagnostic says "internal error". Hand-written loops, not
/// instrumented: libFuzzer learns the operands of the comparisons it sees
/// (memcmp, strstr, and those in instrumented code) and would soon write
/// the phrase into a source line, which the diagnostics then echo. A line
/// that is in the input is such an echo, not a message.
__attribute__((no_sanitize("coverage"))) bool contains(const std::string &text, size_t begin,
                                                     size_t end, const char *phrase) {
  for (size_t i = begin; i < end; ++i) {
    size_t j = 0;
    while (phrase[j] && i + j < end && text[i + j] == phrase[j])
      ++j;
    if (!phrase[j])
      return true;
  }
  return false;
}

__attribute__((no_sanitize("coverage"))) bool inInput(const std::string &input, const std::string &line) {
  for (size_t i = 0; i + line.size() <= input.size(); ++i) {
    size_t j = 0;
    while (j < line.size() && input[i + j] == line[j])
      ++j;
    if (j == line.size())
      return true;
  }
  return false;
}

__attribute__((no_sanitize("coverage"))) bool reportsInternalError(const std::string &diagnostics,
                                                                   const std::string &input) {
  size_t begin = 0;
  while (begin < diagnostics.size()) {
    size_t end = begin;
    while (end < diagnostics.size() && diagnostics[end] != '\n')
      ++end;
    if (contains(diagnostics, begin, end, "error: internal error") &&
        !inInput(input, diagnostics.substr(begin, end - begin)))
      return true;
    begin = end + 1;
  }
  return false;
}

void runOne(const std::string &input) {
  Globals &g = globals();
  std::ostringstream out;
  DiagnosticEngine diags(out);
  unsigned mlirErrors = 0;
  // IR generation's MLIR diagnostics (verifier, op builders) count as
  // reported errors, as the driver's bridge prints them.
  mlir::ScopedDiagnosticHandler handler(&g.context, [&](mlir::Diagnostic &diag) {
    if (diag.getSeverity() == mlir::DiagnosticSeverity::Error)
      ++mlirErrors;
    out << "mlir: " << diag.str() << "\n";
    return mlir::success();
  });
  auto reportedError = [&] { return diags.errorCount() + mlirErrors > 0; };
  auto check = [&](bool ok, const char *stage) {
    std::string text = out.str();
    if (g.verbose)
      std::cerr << text;
    if (!ok && !reportedError())
      finding(std::string(stage) + " failed without reporting an error", text);
    if (reportsInternalError(text, input))
      finding(std::string("internal error reported during ") + stage, text);
  };

  auto source = std::make_unique<SourceFile>(g.mainPath, input);
  diags.setSource(source.get());
  auto ast = parseSource(*source, diags);
  check(ast != nullptr, "parsing");
  if (!ast)
    return;
  ast->path = g.mainPath;

  Directives d = readDirectives(input);
  ModuleLoader loader({}, diags);
  ModuleFile &mainFile = loader.addMain(g.mainPath, std::move(source), std::move(ast));
  KernelFrontend frontend(g.context, loader, diags);
  bool ok = frontend.loadMain(mainFile);
  check(ok, "module evaluation");
  if (!ok)
    return;

  const ast::FunctionDef *kernel = nullptr;
  if (!d.kernel.empty())
    kernel = frontend.findKernel(d.kernel);
  if (!kernel) {
    auto kernels = frontend.kernels();
    if (kernels.empty())
      return; // the driver's "has no @triton.jit function"
    kernel = kernels.front().function;
  }

  SpecializationRequest request;
  request.signature = d.signature ? *d.signature : derivedSignature(*kernel, d);
  request.defines = d.defines;
  KernelSpec spec;
  ok = frontend.specialize(*kernel, request, spec);
  check(ok, "specialization");
  if (!ok)
    return;
  frontend.noteIgnoredDecorators(*kernel);

  mlir::OwningOpRef<mlir::ModuleOp> module = frontend.generate(spec);
  check(static_cast<bool>(module), "IR generation");
  if (!module)
    return;

  mlir::PassManager pm(&g.context);
  pm.addPass(mlir::createCanonicalizerPass());
  pm.addPass(mlir::createCSEPass());
  if (mlir::failed(pm.run(*module)))
    finding("canonicalizing the tile IR failed", out.str());
  check(true, "simplification");
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  globals();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  runOne(std::string(reinterpret_cast<const char *>(data), size));
  return 0;
}

//===- IRGen.h - from a package's modules to tile IR for one kernel -------===//
#ifndef TRITONC_FRONTEND_IRGEN_IRGEN_H
#define TRITONC_FRONTEND_IRGEN_IRGEN_H

#include "frontend/AST.h"
#include "frontend/Diagnostics.h"
#include "frontend/irgen/Specialization.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"

#include <memory>
#include <string>
#include <vector>

namespace tritonc {

class ModuleLoader;
struct ModuleFile;
namespace irgen {
class CodeGen;
struct ModuleInfo;
} // namespace irgen

/// The IR-generating half of the front end for one compilation:
///   1. loadMain() evaluates the main file's top level (and, on demand, the
///      modules it imports; see irgen/ModuleEval.cpp);
///   2. kernels() / findKernel() list the @jit functions it binds;
///   3. specialize() builds a KernelSpec, with parameter defaults and -D
///      module constants evaluated in the kernel's module;
///   4. generate() walks the kernel and emits tile IR (a module with one
///      `func.func` marked `tile.kernel`): constexprs evaluated, constexpr
///      `if`s folded, `tl.static_range` loops unrolled, @jit callees inlined.
/// Every error is reported at its source location.
class KernelFrontend {
public:
  KernelFrontend(mlir::MLIRContext &context, ModuleLoader &loader, DiagnosticEngine &diags);
  ~KernelFrontend();

  /// False after reporting an error (an imported file that does not parse).
  bool loadMain(ModuleFile &main);

  struct Kernel {
    std::string name; // as bound in the main module
    const ast::FunctionDef *function = nullptr;
  };
  /// The @jit functions defined in the main file (by decorator or by
  /// `f = triton.jit(f)`), each once, in source order.
  std::vector<Kernel> kernels() const;
  /// The @jit function bound to `name` in the main module, also when it is
  /// imported from another module or defined in the body of one of the
  /// module's functions (evaluated as a scope over the module's names);
  /// null if none.
  const ast::FunctionDef *findKernel(const std::string &name);

  /// specializeKernel() with defaults and module constants of the kernel's
  /// module; re-evaluates the main module with -D module constants.
  bool specialize(const ast::FunctionDef &kernel, const SpecializationRequest &request,
                  KernelSpec &spec);
  /// Notes for the kernel's decorators that tritonc ignores (@libentry()).
  void noteIgnoredDecorators(const ast::FunctionDef &kernel);

  mlir::OwningOpRef<mlir::ModuleOp> generate(const KernelSpec &spec);

private:
  irgen::ModuleInfo *moduleOf(const ast::FunctionDef &kernel);

  mlir::MLIRContext &context;
  ModuleLoader &loader;
  DiagnosticEngine &diags;
  std::unique_ptr<irgen::CodeGen> gen;
  ModuleFile *mainFile = nullptr;
  irgen::ModuleInfo *main = nullptr;
};

/// The standard-library files (stdlib/*.tri) that IR generation read in
/// this process, for depfiles: editing one of them must recompile kernels
/// that use it.
std::vector<std::string> stdlibDependencies();

/// Every standard-library file loaded in this process (path, text), in
/// name order; empty when no compilation needed the standard library.
std::vector<std::pair<std::string, std::string>> stdlibSources();

/// The directory the standard library was read from; empty before a
/// compilation used it.
std::string stdlibDirectory();

} // namespace tritonc

#endif

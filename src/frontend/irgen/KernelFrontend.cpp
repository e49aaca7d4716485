//===- KernelFrontend.cpp - module evaluation, kernels, specialization ----===//
#include "frontend/irgen/CodeGen.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Verifier.h"

#include <algorithm>
#include <functional>
#include <set>

namespace tritonc {

using irgen::Val;

KernelFrontend::KernelFrontend(mlir::MLIRContext &c, ModuleLoader &l, DiagnosticEngine &d)
    : context(c), loader(l), diags(d) {
  context.getOrLoadDialect<tile::TileDialect>();
  context.getOrLoadDialect<mlir::arith::ArithDialect>();
  context.getOrLoadDialect<mlir::func::FuncDialect>();
  context.getOrLoadDialect<mlir::math::MathDialect>();
  context.getOrLoadDialect<mlir::scf::SCFDialect>();
  gen = std::make_unique<irgen::CodeGen>(context, loader, diags);
}

KernelFrontend::~KernelFrontend() = default;

bool KernelFrontend::loadMain(ModuleFile &file) {
  mainFile = &file;
  main = &gen->moduleFor(file);
  return mlir::succeeded(gen->evaluateModule(*main));
}

std::vector<KernelFrontend::Kernel> KernelFrontend::kernels() const {
  std::vector<Kernel> result;
  std::set<const ast::FunctionDef *> seen;
  for (const auto &[name, value] : main->globals)
    if (value.kind == Val::Kind::JitFunction && value.jit && value.module == main &&
        seen.insert(value.function).second)
      result.push_back({value.function->name, value.function});
  std::sort(result.begin(), result.end(),
            [](const Kernel &a, const Kernel &b) { return a.function->loc < b.function->loc; });
  return result;
}

const ast::FunctionDef *KernelFrontend::findKernel(const std::string &name) {
  auto it = main->globals.find(name);
  if (it != main->globals.end() && it->second.kind == Val::Kind::LazyImport) {
    // A name that cannot be imported is no kernel (and no error here).
    if (mlir::failed(gen->evaluateModule(*it->second.module)))
      return nullptr;
    auto imported = it->second.module->globals.find(it->second.name);
    if (imported != it->second.module->globals.end())
      it->second = imported->second;
  }
  if (it != main->globals.end() && it->second.kind == Val::Kind::JitFunction && it->second.jit)
    return it->second.function;
  for (const Kernel &k : kernels())
    if (k.name == name)
      return k.function;
  // A kernel defined inside a function of the main module (torchao builds
  // its kernels in a function called on first use): that function's body
  // is evaluated as a scope over the module's names.
  std::function<bool(const ast::StmtList &)> defines = [&](const ast::StmtList &body) {
    for (const auto &stmt : body) {
      if (auto *def = llvm::dyn_cast<ast::FunctionDef>(stmt.get()); def && def->name == name)
        return true;
      if (auto *branch = llvm::dyn_cast<ast::If>(stmt.get()); branch && (defines(branch->body) || defines(branch->orelse)))
        return true;
      if (auto *attempt = llvm::dyn_cast<ast::Try>(stmt.get()); attempt && (defines(attempt->body) || defines(attempt->orelse)))
        return true;
    }
    return false;
  };
  if (!main->ast)
    return nullptr;
  for (const auto &stmt : main->ast->body) {
    auto *outer = llvm::dyn_cast<ast::FunctionDef>(stmt.get());
    if (!outer || !defines(outer->body))
      continue;
    irgen::ModuleInfo *scope = gen->functionScope(*main, *outer);
    if (!scope)
      return nullptr;
    auto found = scope->globals.find(name);
    if (found != scope->globals.end() && found->second.kind == Val::Kind::JitFunction && found->second.jit)
      return found->second.function;
  }
  return nullptr;
}

irgen::ModuleInfo *KernelFrontend::moduleOf(const ast::FunctionDef &kernel) {
  for (const auto &[name, value] : main->globals)
    if (value.kind == Val::Kind::JitFunction && value.function == &kernel)
      return value.module;
  if (irgen::ModuleInfo *scope = gen->functionScopeDefining(kernel))
    return scope;
  return main;
}

/// A compile-time value as a constexpr: numbers, strings, None, dtypes and
/// tuples of them.
static std::optional<ConstValue> toConstValue(const Val &v) {
  if (v.isConstexpr())
    return v.constant;
  if (v.kind == Val::Kind::DTypeObj)
    return ConstValue::fromDType(v.dtypeObject);
  if (v.kind == Val::Kind::Tuple) {
    std::vector<ConstValue> elements;
    for (const Val &e : v.elements) {
      auto c = toConstValue(e);
      if (!c)
        return std::nullopt;
      elements.push_back(*c);
    }
    return ConstValue::fromTuple(std::move(elements));
  }
  return std::nullopt;
}

bool KernelFrontend::specialize(const ast::FunctionDef &kernel, const SpecializationRequest &request,
                                KernelSpec &spec) {
  irgen::ModuleInfo *home = moduleOf(kernel);
  SpecializationContext hooks;
  hooks.evalDefault = [&](const ast::Expr &expr) -> llvm::Expected<ConstValue> {
    std::string why;
    Val v = gen->evalInModule(*home, expr, why);
    if (v.failed()) {
      if (why.empty()) // a reported error
        why = "it cannot be evaluated";
    } else if (auto c = toConstValue(v)) {
      return *c;
    } else {
      why = "it is " + v.describe() + ", not a constant";
    }
    return llvm::createStringError(llvm::inconvertibleErrorCode(), why);
  };
  hooks.isModuleName = [&](const std::string &name) { return home->globals.count(name) > 0; };
  if (!specializeKernel(kernel, request, hooks, spec, diags))
    return false;
  // -D values for module constants: evaluate the kernel's module again with
  // them in place, so that names computed from them follow.
  if (!spec.globalOverrides.empty()) {
    home->globals.clear();
    home->state = irgen::ModuleInfo::State::Unevaluated;
    if (mlir::failed(gen->evaluateModule(*home, &spec.globalOverrides)))
      return false;
    // Names the module imports rather than assigns take the value too.
    for (const auto &[name, value] : spec.globalOverrides)
      home->globals[name] = Val::constexprValue(value);
  }
  return true;
}

void KernelFrontend::noteIgnoredDecorators(const ast::FunctionDef &kernel) {
  irgen::ModuleInfo *home = moduleOf(kernel);
  const SourceFile *saved = diags.source();
  diags.setSource(home->source);
  for (const auto &[loc, spelling] : gen->ignoredDecorators(&kernel))
    diags.note(loc, "decorator " + spelling + " is ignored: tritonc knows @triton.jit, "
                    "@triton.autotune and @triton.heuristics");
  diags.setSource(saved);
}

mlir::OwningOpRef<mlir::ModuleOp> KernelFrontend::generate(const KernelSpec &spec) {
  auto result = gen->run(spec, *moduleOf(*spec.function));
  if (result && mlir::failed(mlir::verify(*result))) {
    diags.error(spec.function->loc, "internal error: the generated tile IR does not verify");
    return nullptr;
  }
  return result;
}

} // namespace tritonc

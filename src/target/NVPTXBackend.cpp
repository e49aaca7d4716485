//===- NVPTXBackend.cpp - LLVM dialect -> LLVM IR -> PTX ------------------===//
#include "target/NVPTXBackend.h"

#include "mlir/Target/LLVMIR/Export.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Target/TargetOptions.h"

#include <mutex>

namespace tritonc {

static constexpr const char *kTriple = "nvptx64-nvidia-cuda";
// PTX ISA 8.4: new enough for every sm_90a instruction, old enough for the
// drivers of CUDA 12.4 and later to load as PTX.
static constexpr const char *kPTXFeatures = "+ptx84";

static std::unique_ptr<llvm::TargetMachine> createTargetMachine(const GpuArch &arch,
                                                                std::string &error) {
  static std::once_flag once;
  std::call_once(once, [] {
    LLVMInitializeNVPTXTarget();
    LLVMInitializeNVPTXTargetInfo();
    LLVMInitializeNVPTXTargetMC();
    LLVMInitializeNVPTXAsmPrinter();
  });
  const llvm::Target *target = llvm::TargetRegistry::lookupTarget(kTriple, error);
  if (!target)
    return nullptr;
  llvm::TargetOptions options;
  // Triton's default: fused multiply-add where the source computes a*b+c.
  options.AllowFPOpFusion = llvm::FPOpFusion::Fast;
  return std::unique_ptr<llvm::TargetMachine>(target->createTargetMachine(
      kTriple, arch.name, kPTXFeatures, options, llvm::Reloc::PIC_, std::nullopt,
      llvm::CodeGenOptLevel::Aggressive));
}

std::unique_ptr<llvm::Module> translateToNVPTXModule(mlir::ModuleOp module,
                                                     llvm::LLVMContext &context,
                                                     const GpuArch &arch, std::string &error) {
  auto llvmModule = mlir::translateModuleToLLVMIR(module, context, "tritonc");
  if (!llvmModule) {
    error = "translation to LLVM IR failed";
    return nullptr;
  }
  auto machine = createTargetMachine(arch, error);
  if (!machine)
    return nullptr;
  llvmModule->setTargetTriple(kTriple);
  llvmModule->setDataLayout(machine->createDataLayout());
  return llvmModule;
}

bool optimizeNVPTXModule(llvm::Module &module, const GpuArch &arch, std::string &error) {
  auto machine = createTargetMachine(arch, error);
  if (!machine)
    return false;
  llvm::LoopAnalysisManager lam;
  llvm::FunctionAnalysisManager fam;
  llvm::CGSCCAnalysisManager cgam;
  llvm::ModuleAnalysisManager mam;
  llvm::PassBuilder builder(machine.get());
  builder.registerModuleAnalyses(mam);
  builder.registerCGSCCAnalyses(cgam);
  builder.registerFunctionAnalyses(fam);
  builder.registerLoopAnalyses(lam);
  builder.crossRegisterProxies(lam, fam, cgam, mam);
  llvm::ModulePassManager passes = builder.buildPerModuleDefaultPipeline(llvm::OptimizationLevel::O3);
  passes.run(module, mam);
  return true;
}

bool emitPTX(llvm::Module &module, const GpuArch &arch, std::string &ptx, std::string &error) {
  auto machine = createTargetMachine(arch, error);
  if (!machine)
    return false;
  llvm::raw_string_ostream os(ptx);
  llvm::buffer_ostream stream(os);
  llvm::legacy::PassManager passes;
  if (machine->addPassesToEmitFile(passes, stream, nullptr, llvm::CodeGenFileType::AssemblyFile)) {
    error = "the NVPTX backend cannot emit assembly";
    return false;
  }
  passes.run(module);
  return true;
}

} // namespace tritonc

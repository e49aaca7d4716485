//===- NVPTXBackend.cpp - LLVM dialect -> LLVM IR -> PTX ------------------===//
#include "target/NVPTXBackend.h"
#include "target/OptimizationPipeline.h"

#include "target/CudaToolkit.h"

#include "mlir/Target/LLVMIR/Export.h"
#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/IR/Constants.h"
#include "llvm/Linker/Linker.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/MemoryBuffer.h"
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
    // Shared-memory (and local, const) pointers are 32-bit, as Triton's:
    // 64-bit shared addresses cost a register pair each and 64-bit
    // arithmetic. The NVPTX target reads this option when a target machine
    // computes its data layout, and offers no other way to set it.
    auto &options = llvm::cl::getRegisteredOptions();
    if (auto *shortPointers = static_cast<llvm::cl::opt<bool> *>(options.lookup("nvptx-short-ptr")))
      shortPointers->setValue(true);
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

/// Links the libdevice functions the module calls (__nv_*) and makes every
/// function but the kernels internal, so O3 inlines and drops them.
static bool linkLibdevice(llvm::Module &module, std::string &error) {
  bool needed = false;
  for (llvm::Function &f : module)
    needed |= f.isDeclaration() && f.getName().starts_with("__nv_");
  if (!needed)
    return true;
  std::string path = findLibdevice();
  if (path.empty()) {
    error = "libdevice (nvvm/libdevice/libdevice.10.bc) not found: it is needed for math "
            "functions; install the CUDA toolkit or set CUDA_HOME";
    return false;
  }
  auto buffer = llvm::MemoryBuffer::getFile(path);
  if (!buffer) {
    error = "cannot read " + path + ": " + buffer.getError().message();
    return false;
  }
  auto library = llvm::parseBitcodeFile((*buffer)->getMemBufferRef(), module.getContext());
  if (!library) {
    error = "cannot parse " + path + ": " + llvm::toString(library.takeError());
    return false;
  }
  (*library)->setTargetTriple(module.getTargetTriple());
  (*library)->setDataLayout(module.getDataLayout());
  if (llvm::Linker::linkModules(module, std::move(*library), llvm::Linker::Flags::LinkOnlyNeeded)) {
    error = "linking libdevice failed";
    return false;
  }
  // libdevice asks __nvvm_reflect("__CUDA_FTZ"): no flush-to-zero, as Triton.
  module.addModuleFlag(llvm::Module::Override, "nvvm-reflect-ftz", uint32_t(0));
  for (llvm::Function &f : module)
    if (!f.isDeclaration() && f.getCallingConv() != llvm::CallingConv::PTX_Kernel &&
        !f.hasFnAttribute("nvvm.kernel") && f.getName().starts_with("__nv_"))
      f.setLinkage(llvm::GlobalValue::InternalLinkage);
  return true;
}

bool optimizeNVPTXModule(llvm::Module &module, const GpuArch &arch, std::string &error) {
  auto machine = createTargetMachine(arch, error);
  if (!machine)
    return false;
  if (!linkLibdevice(module, error))
    return false;
  runO3Pipeline(module, *machine);
  return true;
}

bool emitPTX(llvm::Module &module, const GpuArch &arch, bool loopStrengthReduction, std::string &ptx,
             std::string &error) {
  auto machine = createTargetMachine(arch, error);
  if (!machine)
    return false;
  // Code generation's pass pipeline reads the option when it is built; the
  // option is global, so it is set for every module.
  if (auto *lsr = static_cast<llvm::cl::opt<bool> *>(llvm::cl::getRegisteredOptions().lookup("disable-lsr")))
    lsr->setValue(!loopStrengthReduction);
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

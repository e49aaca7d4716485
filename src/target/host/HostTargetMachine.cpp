//===- HostTargetMachine.cpp - the x86-64 target machine of --target cpu --===//
#include "target/host/HostTargetMachine.h"

#include "target/HostBackend.h"

#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Target/TargetOptions.h"

#include <mutex>

namespace tritonc {

llvm::Expected<std::unique_ptr<llvm::TargetMachine>> createHostTargetMachine() {
  static std::once_flag once;
  std::call_once(once, [] {
    LLVMInitializeX86Target();
    LLVMInitializeX86TargetInfo();
    LLVMInitializeX86TargetMC();
    LLVMInitializeX86AsmPrinter();
  });
  std::string lookupError;
  const llvm::Target *target = llvm::TargetRegistry::lookupTarget(kHostTriple, lookupError);
  if (!target)
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "the x86-64 LLVM target is not available: " + lookupError);
  llvm::TargetOptions options;
  // IEEE results: no contraction into FMA (the baseline x86-64 has none).
  options.AllowFPOpFusion = llvm::FPOpFusion::Standard;
  return std::unique_ptr<llvm::TargetMachine>(target->createTargetMachine(
      kHostTriple, kHostCpu, /*Features=*/"", options, llvm::Reloc::PIC_, std::nullopt,
      llvm::CodeGenOptLevel::Aggressive));
}

} // namespace tritonc

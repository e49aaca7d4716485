//===- HostBackend.cpp - LLVM dialect -> LLVM IR -> x86-64 object ----------===//
#include "target/HostBackend.h"

#include "mlir/Target/LLVMIR/Export.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/IR/Verifier.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Target/TargetOptions.h"

#include <mutex>

namespace tritonc {

static std::unique_ptr<llvm::TargetMachine> createHostTargetMachine(std::string &error) {
  static std::once_flag once;
  std::call_once(once, [] {
    LLVMInitializeX86Target();
    LLVMInitializeX86TargetInfo();
    LLVMInitializeX86TargetMC();
    LLVMInitializeX86AsmPrinter();
  });
  const llvm::Target *target = llvm::TargetRegistry::lookupTarget(kHostTriple, error);
  if (!target) {
    error = "the x86-64 LLVM target is not available: " + error;
    return nullptr;
  }
  llvm::TargetOptions options;
  // IEEE results: no contraction into FMA (the baseline x86-64 has none).
  options.AllowFPOpFusion = llvm::FPOpFusion::Standard;
  return std::unique_ptr<llvm::TargetMachine>(target->createTargetMachine(
      kHostTriple, kHostCpu, /*Features=*/"", options, llvm::Reloc::PIC_, std::nullopt,
      llvm::CodeGenOptLevel::Aggressive));
}

std::unique_ptr<llvm::Module> translateToHostModule(mlir::ModuleOp module,
                                                    llvm::LLVMContext &context, std::string &error) {
  auto machine = createHostTargetMachine(error);
  if (!machine)
    return nullptr;
  auto llvmModule = mlir::translateModuleToLLVMIR(module, context, "tritonc");
  if (!llvmModule) {
    error = "translation to LLVM IR failed";
    return nullptr;
  }
  llvmModule->setTargetTriple(kHostTriple);
  llvmModule->setDataLayout(machine->createDataLayout());
  llvmModule->setPICLevel(llvm::PICLevel::BigPIC);
  // Every function is compiled for the baseline x86-64, whatever the
  // machine running tritonc.
  for (llvm::Function &function : *llvmModule)
    if (!function.isDeclaration()) {
      function.addFnAttr("target-cpu", kHostCpu);
      function.addFnAttr("tune-cpu", "generic");
    }
  std::string message;
  llvm::raw_string_ostream os(message);
  if (llvm::verifyModule(*llvmModule, &os)) {
    error = "internal error: invalid LLVM IR for the CPU target: " + message;
    return nullptr;
  }
  return llvmModule;
}

bool optimizeHostModule(llvm::Module &module, std::string &error) {
  auto machine = createHostTargetMachine(error);
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

/// Instruction selection and scheduling take time superlinear in the size
/// of a basic block, and a kernel on long vectors is one huge block: cut
/// blocks into pieces of about this many machine instructions (estimated:
/// 128-bit registers per value), an unconditional branch between them.
static constexpr unsigned kMaxBlockWeight = 2048;

static unsigned weight(const llvm::Instruction &instruction) {
  llvm::Type *type = instruction.getType();
  if (auto *vector = llvm::dyn_cast<llvm::FixedVectorType>(type))
    return std::max<unsigned>(
        1, vector->getNumElements() * vector->getScalarSizeInBits() / 128);
  return 1;
}

static void splitLargeBlocks(llvm::Module &module) {
  for (llvm::Function &function : module) {
    std::vector<llvm::BasicBlock *> worklist;
    for (llvm::BasicBlock &block : function)
      worklist.push_back(&block);
    while (!worklist.empty()) {
      llvm::BasicBlock *block = worklist.back();
      worklist.pop_back();
      unsigned total = 0;
      llvm::Instruction *cut = nullptr;
      for (llvm::Instruction &instruction : *block) {
        if (llvm::isa<llvm::PHINode>(instruction) || instruction.isTerminator())
          continue;
        total += weight(instruction);
        if (total > kMaxBlockWeight && &instruction != &*block->getFirstInsertionPt()) {
          cut = &instruction;
          break;
        }
      }
      if (cut)
        worklist.push_back(llvm::SplitBlock(block, cut));
    }
  }
}

bool emitHostObject(llvm::Module &module, std::string &output, std::string &error, bool assembly) {
  auto machine = createHostTargetMachine(error);
  if (!machine)
    return false;
  splitLargeBlocks(module);
  llvm::raw_string_ostream os(output);
  llvm::buffer_ostream stream(os);
  llvm::legacy::PassManager passes;
  auto kind = assembly ? llvm::CodeGenFileType::AssemblyFile : llvm::CodeGenFileType::ObjectFile;
  if (machine->addPassesToEmitFile(passes, stream, nullptr, kind)) {
    error = "the x86-64 backend cannot emit this file type";
    return false;
  }
  passes.run(module);
  return true;
}

} // namespace tritonc

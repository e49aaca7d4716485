//===- HostBackend.cpp - LLVM dialect -> LLVM IR -> x86-64 object ----------===//
//
// The rewrites of the LLVM IR are passes of their own (src/target/host, each
// with a lit test under test/lit/host-*); this file orders them around
// LLVM's O3 pipeline and the code generator.
//
//===----------------------------------------------------------------------===//
#include "target/HostBackend.h"
#include "target/OptimizationPipeline.h"
#include "target/host/HostPasses.h"
#include "target/host/HostTargetMachine.h"

#include "mlir/Target/LLVMIR/Export.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Target/TargetMachine.h"

namespace tritonc {

/// Runs `passes` on `module`, with LLVM's analyses for `machine` available
/// to them.
static void runHostPasses(llvm::Module &module, llvm::ModulePassManager &passes,
                          llvm::TargetMachine &machine) {
  llvm::LoopAnalysisManager lam;
  llvm::FunctionAnalysisManager fam;
  llvm::CGSCCAnalysisManager cgam;
  llvm::ModuleAnalysisManager mam;
  llvm::PassBuilder builder(&machine);
  builder.registerModuleAnalyses(mam);
  builder.registerCGSCCAnalyses(cgam);
  builder.registerFunctionAnalyses(fam);
  builder.registerLoopAnalyses(lam);
  builder.crossRegisterProxies(lam, fam, cgam, mam);
  passes.run(module, mam);
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
  llvm::ModulePassManager passes;
  passes.addPass(llvm::createModuleToFunctionPassAdaptor(SetHostTargetCpuPass()));
  runHostPasses(*llvmModule, passes, *machine);
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
  // The unroller prices every instruction of a loop body for every loop;
  // x86's price of a shuffle walks its mask per 128-bit register, so a body
  // of huge vectors costs time quadratic in their length. Such a body gains
  // nothing from unrolling.
  runO3Pipeline(module, *machine, /*unrollLoops=*/!hasHugeVectors(module));
  // Shapes the code for the x86 backend, whose time is superlinear in vector
  // and block sizes; --emit=llvm shows the result.
  llvm::ModulePassManager passes;
  passes.addPass(DemoteHugeVectorsPass());
  passes.addPass(llvm::createModuleToFunctionPassAdaptor(SplitLargeBlocksPass()));
  runHostPasses(module, passes, *machine);
  std::string message;
  llvm::raw_string_ostream messageStream(message);
  if (llvm::verifyModule(module, &messageStream)) {
    error = "internal error: invalid LLVM IR after moving long vectors to memory: " + message;
    return false;
  }
  return true;
}

bool emitHostObject(llvm::Module &module, std::string &output, std::string &error, bool assembly) {
  auto machine = createHostTargetMachine(error);
  if (!machine)
    return false;

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

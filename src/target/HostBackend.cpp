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

static llvm::Error hostError(const std::string &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

llvm::Expected<std::unique_ptr<llvm::Module>> translateToHostModule(mlir::ModuleOp module,
                                                                    llvm::LLVMContext &context) {
  auto machine = createHostTargetMachine();
  if (!machine)
    return machine.takeError();
  auto llvmModule = mlir::translateModuleToLLVMIR(module, context, "tritonc");
  if (!llvmModule)
    return hostError("translation to LLVM IR failed");
  llvmModule->setTargetTriple(kHostTriple);
  llvmModule->setDataLayout((*machine)->createDataLayout());
  llvmModule->setPICLevel(llvm::PICLevel::BigPIC);
  llvm::ModulePassManager passes;
  passes.addPass(llvm::createModuleToFunctionPassAdaptor(SetHostTargetCpuPass()));
  runHostPasses(*llvmModule, passes, **machine);
  std::string message;
  llvm::raw_string_ostream os(message);
  if (llvm::verifyModule(*llvmModule, &os))
    return hostError("internal error: invalid LLVM IR for the CPU target: " + message);
  return std::move(llvmModule);
}

llvm::Error optimizeHostModule(llvm::Module &module) {
  auto machine = createHostTargetMachine();
  if (!machine)
    return machine.takeError();
  // No loop unrolling: the CPU lowering turns each tensor access, libm call
  // and atomic into a loop over a stack buffer, with constant trip counts.
  // Unrolled, those loops let SROA turn the buffers back into whole-tile
  // vector values, with one phi, insertelement and branch per element: a
  // row of 256 masked fp16 elements became 5 MB of IR and half a minute of
  // instruction selection. Rolled, the IR stays the size of the kernel. (The
  // unroller's cost model is also quadratic on bodies of huge vectors.)
  runO3Pipeline(module, **machine, /*unrollLoops=*/false);
  // Shapes the code for the x86 backend, whose time is superlinear in vector
  // and block sizes; --emit=llvm shows the result.
  llvm::ModulePassManager passes;
  passes.addPass(DemoteHugeVectorsPass());
  passes.addPass(llvm::createModuleToFunctionPassAdaptor(SplitLargeBlocksPass()));
  runHostPasses(module, passes, **machine);
  std::string message;
  llvm::raw_string_ostream messageStream(message);
  if (llvm::verifyModule(module, &messageStream))
    return hostError("internal error: invalid LLVM IR after moving long vectors to memory: " + message);
  return llvm::Error::success();
}

llvm::Expected<std::string> emitHostObject(llvm::Module &module, bool assembly) {
  auto machine = createHostTargetMachine();
  if (!machine)
    return machine.takeError();

  std::string output;
  {
    llvm::raw_string_ostream os(output);
    llvm::buffer_ostream stream(os);
    llvm::legacy::PassManager passes;
    auto kind = assembly ? llvm::CodeGenFileType::AssemblyFile : llvm::CodeGenFileType::ObjectFile;
    if ((*machine)->addPassesToEmitFile(passes, stream, nullptr, kind))
      return hostError("the x86-64 backend cannot emit this file type");
    passes.run(module);
  }
  return output;
}

} // namespace tritonc

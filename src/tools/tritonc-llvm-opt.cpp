//===- tritonc-llvm-opt.cpp - run the host backend's LLVM passes on .ll ---===//
//
// Like `opt -S`, for the x86-64 target of `tritonc --target cpu`, with the
// host passes (src/target/host) registered beside LLVM's own:
//
//   tritonc-llvm-opt input.ll -passes='tritonc-host-demote-huge-vectors'
//
// Reads textual LLVM IR, runs the pipeline and prints the resulting IR. The
// lit tests under test/lit/host-* drive each host pass through it.
//
//===----------------------------------------------------------------------===//
#include "target/host/HostPasses.h"
#include "target/host/HostTargetMachine.h"

#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"

namespace {

llvm::cl::opt<std::string> inputFile(llvm::cl::Positional, llvm::cl::desc("<input .ll file>"),
                                     llvm::cl::init("-"));
llvm::cl::opt<std::string> outputFile("o", llvm::cl::desc("Output file (default: stdout)"),
                                      llvm::cl::value_desc("filename"), llvm::cl::init("-"));
llvm::cl::opt<std::string> pipeline(
    "passes",
    llvm::cl::desc("The pass pipeline, in opt's syntax: tritonc-host-* passes and LLVM's own"),
    llvm::cl::value_desc("pipeline"), llvm::cl::Required);

int fail(const llvm::Twine &message) {
  llvm::WithColor::error(llvm::errs(), "tritonc-llvm-opt") << message << "\n";
  return 1;
}

} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  llvm::cl::ParseCommandLineOptions(argc, argv, "tritonc's LLVM IR pass driver for the CPU target\n");

  llvm::LLVMContext context;
  llvm::SMDiagnostic diagnostic;
  std::unique_ptr<llvm::Module> module = llvm::parseIRFile(inputFile, diagnostic, context);
  if (!module) {
    diagnostic.print(argv[0], llvm::errs());
    return 1;
  }
  std::string message;
  llvm::raw_string_ostream messageStream(message);
  if (llvm::verifyModule(*module, &messageStream))
    return fail("the input is not valid LLVM IR: " + message);

  // The passes see the cost model and data layout of the host target, as
  // they do inside tritonc.
  llvm::Expected<std::unique_ptr<llvm::TargetMachine>> machine = tritonc::createHostTargetMachine();
  if (!machine)
    return fail(llvm::toString(machine.takeError()));

  llvm::LoopAnalysisManager lam;
  llvm::FunctionAnalysisManager fam;
  llvm::CGSCCAnalysisManager cgam;
  llvm::ModuleAnalysisManager mam;
  llvm::PassBuilder builder(machine->get());
  tritonc::registerHostPasses(builder);
  builder.registerModuleAnalyses(mam);
  builder.registerCGSCCAnalyses(cgam);
  builder.registerFunctionAnalyses(fam);
  builder.registerLoopAnalyses(lam);
  builder.crossRegisterProxies(lam, fam, cgam, mam);

  llvm::ModulePassManager passes;
  if (llvm::Error parseError = builder.parsePassPipeline(passes, pipeline))
    return fail("invalid pipeline '" + pipeline + "': " + llvm::toString(std::move(parseError)));
  passes.run(*module, mam);

  if (llvm::verifyModule(*module, &messageStream))
    return fail("the passes produced invalid LLVM IR: " + message);

  std::error_code errorCode;
  llvm::ToolOutputFile output(outputFile, errorCode, llvm::sys::fs::OF_Text);
  if (errorCode)
    return fail("cannot write '" + outputFile + "': " + errorCode.message());
  module->print(output.os(), nullptr);
  output.keep();
  return 0;
}

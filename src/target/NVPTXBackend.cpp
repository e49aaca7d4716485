//===- NVPTXBackend.cpp - LLVM dialect -> LLVM IR -> PTX ------------------===//
#include "target/NVPTXBackend.h"
#include "target/TargetInfo.h"
#include "target/OptimizationPipeline.h"

#include "target/CudaToolkit.h"

#include "mlir/Target/LLVMIR/Export.h"
#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/IR/Constants.h"
#include "llvm/CodeGen/MachineModuleInfo.h"
#include "llvm/CodeGen/Passes.h"
#include "llvm/CodeGen/TargetPassConfig.h"
#include "llvm/IR/OptBisect.h"
#include "llvm/Pass.h"
#include "llvm/Transforms/Scalar/GVN.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
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
#include <set>

namespace tritonc {

static constexpr const char *kTriple = "nvptx64-nvidia-cuda";

static llvm::Error backendError(const std::string &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

static llvm::Expected<std::unique_ptr<llvm::TargetMachine>> createTargetMachine(const GpuArch &arch) {
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
  std::string lookupError;
  const llvm::Target *target = llvm::TargetRegistry::lookupTarget(kTriple, lookupError);
  if (!target)
    return backendError(lookupError);
  llvm::TargetOptions options;
  // Triton's default: fused multiply-add where the source computes a*b+c.
  options.AllowFPOpFusion = llvm::FPOpFusion::Fast;
  return std::unique_ptr<llvm::TargetMachine>(target->createTargetMachine(
      kTriple, arch.name, kPTXFeatures, options, llvm::Reloc::PIC_, std::nullopt,
      llvm::CodeGenOptLevel::Aggressive));
}

llvm::Expected<std::unique_ptr<llvm::Module>>
translateToNVPTXModule(mlir::ModuleOp module, llvm::LLVMContext &context, const GpuArch &arch) {
  auto llvmModule = mlir::translateModuleToLLVMIR(module, context, "tritonc");
  if (!llvmModule)
    return backendError("translation to LLVM IR failed");
  auto machine = createTargetMachine(arch);
  if (!machine)
    return machine.takeError();
  llvmModule->setTargetTriple(kTriple);
  llvmModule->setDataLayout((*machine)->createDataLayout());
  return std::move(llvmModule);
}

/// Links the libdevice functions the module calls (__nv_*) and makes every
/// function but the kernels internal, so O3 inlines and drops them.
static llvm::Error linkLibdevice(llvm::Module &module) {
  bool needed = false;
  for (llvm::Function &f : module)
    needed |= f.isDeclaration() && f.getName().starts_with("__nv_");
  if (!needed)
    return llvm::Error::success();
  std::string path = findLibdevice();
  if (path.empty())
    return backendError("libdevice (nvvm/libdevice/libdevice.10.bc) not found: it is needed for math "
                        "functions; install the CUDA toolkit or set CUDA_HOME");
  auto buffer = llvm::MemoryBuffer::getFile(path);
  if (!buffer)
    return backendError("cannot read " + path + ": " + buffer.getError().message());
  // Lazily: the linker materializes only the functions the kernel calls
  // (and what they call), instead of parsing all of libdevice's bodies,
  // which cost more than the rest of a small kernel's LLVM stage.
  auto library = llvm::getOwningLazyBitcodeModule(std::move(*buffer), module.getContext());
  if (!library)
    return backendError("cannot parse " + path + ": " + llvm::toString(library.takeError()));
  (*library)->setTargetTriple(module.getTargetTriple());
  (*library)->setDataLayout(module.getDataLayout());
  if (llvm::Linker::linkModules(module, std::move(*library), llvm::Linker::Flags::LinkOnlyNeeded))
    return backendError("linking libdevice failed");
  // libdevice asks __nvvm_reflect("__CUDA_FTZ"): no flush-to-zero, as Triton.
  module.addModuleFlag(llvm::Module::Override, "nvvm-reflect-ftz", uint32_t(0));
  for (llvm::Function &f : module)
    if (!f.isDeclaration() && f.getCallingConv() != llvm::CallingConv::PTX_Kernel &&
        !f.hasFnAttribute("nvvm.kernel") && f.getName().starts_with("__nv_"))
      f.setLinkage(llvm::GlobalValue::InternalLinkage);
  return llvm::Error::success();
}

llvm::Error optimizeNVPTXModule(llvm::Module &module, const GpuArch &arch) {
  auto machine = createTargetMachine(arch);
  if (!machine)
    return machine.takeError();
  if (llvm::Error error = linkLibdevice(module))
    return error;
  runO3Pipeline(module, **machine);
  return llvm::Error::success();
}

/// Parts of code generation take time superlinear in the size of a basic
/// block: the load/store vectorizer renumbers the block's instructions after
/// each chain it vectorizes (quadratic in the block), and instruction
/// selection and scheduling work on one DAG / region per block. A kernel
/// whose threads own thousands of elements each (a 1024x1024 tile) is one
/// straight-line block of a hundred thousand instructions or more. So code
/// generation cuts blocks above kHugeBlock instructions into pieces of
/// kBlockPiece, joined by unconditional branches. GVN and CodeGenPrepare
/// merge such blocks back, so the cut runs after each of them (right before
/// the vectorizer, and right before instruction selection). Smaller blocks,
/// which is every ordinary kernel's, are left alone, so their PTX does not
/// change. A cut can separate two accesses the vectorizer would have
/// joined: at most one pair per piece.
static constexpr unsigned kHugeBlock = 8192;
static constexpr unsigned kBlockPiece = 2048;

static bool splitHugeBlocks(llvm::Function &function) {
  std::vector<llvm::BasicBlock *> huge;
  for (llvm::BasicBlock &block : function)
    if (block.size() > kHugeBlock)
      huge.push_back(&block);
  for (llvm::BasicBlock *block : huge) {
    unsigned count = 0;
    std::vector<llvm::Instruction *> cuts;
    for (llvm::Instruction &instruction : *block) {
      if (llvm::isa<llvm::PHINode>(instruction) || instruction.isTerminator())
        continue;
      if (++count > kBlockPiece) {
        cuts.push_back(&instruction);
        count = 1;
      }
    }
    // From the end, so that each split moves one piece, not the rest of
    // the block.
    for (llvm::Instruction *cut : llvm::reverse(cuts))
      llvm::SplitBlock(block, cut);
  }
  return !huge.empty();
}

static bool hasHugeBlock(const llvm::Function &function) {
  return llvm::any_of(function, [](const llvm::BasicBlock &block) { return block.size() > kHugeBlock; });
}

/// Straight-line strength reduction rewrites `b + i*s` as the previous
/// `b + (i-1)*s` plus `s`; on a tile's unrolled rows that builds chains as
/// long as the tile, and each rewrite makes scalar evolution revisit every
/// user down the chain built so far: quadratic in the rows. It is skipped
/// on functions
/// with a huge block (the same test as splitHugeBlocks), through the pass
/// gate that legacy passes consult.
class SkipOnHugeFunctions : public llvm::OptPassGate {
public:
  explicit SkipOnHugeFunctions(const llvm::Module &module) {
    for (const llvm::Function &function : module)
      if (!function.isDeclaration() && hasHugeBlock(function))
        descriptions.insert("function (" + function.getName().str() + ")");
  }
  bool isEnabled() const override { return !descriptions.empty(); }
  bool shouldRunPass(const llvm::StringRef pass, llvm::StringRef ir) override {
    return pass != "Straight line strength reduction" || !descriptions.count(ir.str());
  }

private:
  std::set<std::string> descriptions;  // as legacy passes describe a function
};

namespace {
struct SplitHugeBlocksPass : llvm::FunctionPass {
  static char ID;
  SplitHugeBlocksPass() : llvm::FunctionPass(ID) {}
  bool runOnFunction(llvm::Function &function) override { return splitHugeBlocks(function); }
  llvm::StringRef getPassName() const override { return "Split huge basic blocks (tritonc)"; }
};
char SplitHugeBlocksPass::ID = 0;
// Registered so that the code generation pipeline can create it by ID
// wherever it is inserted.
llvm::RegisterPass<SplitHugeBlocksPass> registerSplitHugeBlocks("tritonc-split-huge-blocks",
                                                               "Split huge basic blocks (tritonc)");
} // namespace

/// The ID of a legacy pass (which is deleted).
static llvm::AnalysisID passID(llvm::Pass *pass) {
  llvm::AnalysisID id = pass->getPassID();
  delete pass;
  return id;
}

/// Runs code generation on `module`, writing PTX to `stream`: what
/// LLVMTargetMachine::addPassesToEmitFile does, with the block cutting
/// inserted into the pipeline (see splitHugeBlocks).
static llvm::Error runCodeGeneration(llvm::Module &module, llvm::LLVMTargetMachine &target,
                                     llvm::raw_pwrite_stream &stream) {
  llvm::legacy::PassManager passes;
  auto *info = new llvm::MachineModuleInfoWrapperPass(&target);
  llvm::TargetPassConfig *config = target.createPassConfig(passes);
  config->insertPass(passID(llvm::createGVNPass()), &SplitHugeBlocksPass::ID);
  config->insertPass(passID(llvm::createCodeGenPrepareLegacyPass()), &SplitHugeBlocksPass::ID);
  passes.add(config);
  passes.add(info);
  if (config->addISelPasses())
    return backendError("the NVPTX backend cannot select instructions");
  config->addMachinePasses();
  config->setInitialized();
  if (target.addAsmPrinter(passes, stream, nullptr, llvm::CodeGenFileType::AssemblyFile,
                           info->getMMI().getContext()))
    return backendError("the NVPTX backend cannot emit assembly");
  passes.add(llvm::createFreeMachineFunctionPass());
  SkipOnHugeFunctions gate(module);
  llvm::LLVMContext &context = module.getContext();
  llvm::OptPassGate &previousGate = context.getOptPassGate();
  context.setOptPassGate(gate);
  passes.run(module);
  context.setOptPassGate(previousGate);
  return llvm::Error::success();
}

llvm::Expected<std::string> emitPTX(llvm::Module &module, const GpuArch &arch, bool loopStrengthReduction) {
  auto machine = createTargetMachine(arch);
  if (!machine)
    return machine.takeError();
  // Code generation's pass pipeline reads the option when it is built; the
  // option is global, so it is set for every module.
  if (auto *lsr = static_cast<llvm::cl::opt<bool> *>(llvm::cl::getRegisteredOptions().lookup("disable-lsr")))
    lsr->setValue(!loopStrengthReduction);
  std::string ptx;
  {
    llvm::raw_string_ostream os(ptx);
    llvm::buffer_ostream stream(os);
    if (llvm::Error error = runCodeGeneration(module, static_cast<llvm::LLVMTargetMachine &>(**machine), stream))
      return std::move(error);
  }
  return ptx;
}

} // namespace tritonc

//===- RegisterHostPasses.cpp - the host passes by name in a PassBuilder --===//
#include "target/host/HostPasses.h"

#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

namespace tritonc {

/// The value of the one numeric parameter of `passName`, written
/// `passName<option=N>` in a pipeline; `fallback` without parameters.
static std::optional<unsigned> parseNumericParameter(llvm::StringRef name, llvm::StringRef passName,
                                                     llvm::StringRef option, unsigned fallback) {
  auto parse = [&](llvm::StringRef parameters) -> llvm::Expected<unsigned> {
    if (parameters.empty())
      return fallback;
    unsigned value;
    if (!parameters.consume_front(option) || !parameters.consume_front("=") ||
        parameters.getAsInteger(10, value))
      return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                     "invalid parameter of " + passName + ": expected <" + option +
                                         "=N>");
    return value;
  };
  llvm::Expected<unsigned> value = llvm::PassBuilder::parsePassParameters(parse, name, passName);
  if (!value) {
    llvm::errs() << "error: " << llvm::toString(value.takeError()) << "\n";
    return std::nullopt;
  }
  return *value;
}

void registerHostPasses(llvm::PassBuilder &builder) {
  builder.registerPipelineParsingCallback(
      [](llvm::StringRef name, llvm::ModulePassManager &passes,
         llvm::ArrayRef<llvm::PassBuilder::PipelineElement>) {
        if (llvm::PassBuilder::checkParametrizedPassName(name, DemoteHugeVectorsPass::name())) {
          std::optional<unsigned> hugeElements = parseNumericParameter(
              name, DemoteHugeVectorsPass::name(), "huge-elements", kDefaultHugeVectorElements);
          if (!hugeElements)
            return false;
          passes.addPass(DemoteHugeVectorsPass(*hugeElements));
          return true;
        }
        return false;
      });
  builder.registerPipelineParsingCallback(
      [](llvm::StringRef name, llvm::FunctionPassManager &passes,
         llvm::ArrayRef<llvm::PassBuilder::PipelineElement>) {
        if (name == SetHostTargetCpuPass::name()) {
          passes.addPass(SetHostTargetCpuPass());
          return true;
        }
        if (llvm::PassBuilder::checkParametrizedPassName(name, SplitLargeBlocksPass::name())) {
          std::optional<unsigned> maxWeight = parseNumericParameter(
              name, SplitLargeBlocksPass::name(), "max-weight", kDefaultMaxBlockWeight);
          if (!maxWeight)
            return false;
          passes.addPass(SplitLargeBlocksPass(*maxWeight));
          return true;
        }
        return false;
      });
}

} // namespace tritonc

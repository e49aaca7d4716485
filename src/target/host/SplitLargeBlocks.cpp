//===- SplitLargeBlocks.cpp - cut huge basic blocks for the x86 backend ---===//
//
// Instruction selection and scheduling take time superlinear in the size of
// a basic block, and a kernel on long vectors is one huge block: blocks are
// cut into pieces of about maxWeight machine instructions (estimated: one
// per 128-bit register of each value), an unconditional branch between them.
//
//===----------------------------------------------------------------------===//
#include "target/host/HostPasses.h"

#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

#include <vector>

namespace tritonc {

/// Estimated machine instructions of `instruction`: its 128-bit registers.
static unsigned weight(const llvm::Instruction &instruction) {
  llvm::Type *type = instruction.getType();
  if (auto *vector = llvm::dyn_cast<llvm::FixedVectorType>(type))
    return std::max<unsigned>(
        1, vector->getNumElements() * vector->getScalarSizeInBits() / 128);
  return 1;
}

llvm::PreservedAnalyses SplitLargeBlocksPass::run(llvm::Function &function,
                                                  llvm::FunctionAnalysisManager &) {
  bool changed = false;
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
      if (total > maxWeight && &instruction != &*block->getFirstInsertionPt()) {
        cut = &instruction;
        break;
      }
    }
    if (cut) {
      worklist.push_back(llvm::SplitBlock(block, cut));
      changed = true;
    }
  }
  return changed ? llvm::PreservedAnalyses::none() : llvm::PreservedAnalyses::all();
}

} // namespace tritonc

//===- TestPossibleOneBits.cpp - possibleOneBits as remarks ---------------===//
//
// test-possible-one-bits: the bits possibleOneBits allows each integer
// result to set, reported as remarks (see Passes.td) for the lit tests in
// test/lit/possible-one-bits.
//
//===----------------------------------------------------------------------===//
#include "analysis/Passes.h"
#include "analysis/PossibleOneBits.h"

#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/StringExtras.h"

namespace tritonc {
#define GEN_PASS_DEF_TESTPOSSIBLEONEBITS
#include "analysis/Passes.h.inc"
} // namespace tritonc

using namespace mlir;

namespace {

struct TestPossibleOneBits : tritonc::impl::TestPossibleOneBitsBase<TestPossibleOneBits> {
  void runOnOperation() override {
    getOperation()->walk([](Operation *op) {
      if (op->getNumResults() != 1 || !isa<IntegerType>(op->getResult(0).getType()))
        return;
      op->emitRemark() << "possible ones = 0x" << llvm::utohexstr(tritonc::possibleOneBits(op->getResult(0)), /*LowerCase=*/true);
    });
  }
};

} // namespace

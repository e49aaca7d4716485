//===- HostTargetMachine.h - the x86-64 target machine of --target cpu ----===//
#ifndef TRITONC_TARGET_HOST_HOSTTARGETMACHINE_H
#define TRITONC_TARGET_HOST_HOSTTARGETMACHINE_H

#include "llvm/Support/Error.h"
#include "llvm/Target/TargetMachine.h"

#include <memory>
#include <string>

namespace tritonc {

/// The target machine every CPU object is generated with: kHostTriple,
/// kHostCpu, position-independent, O3 code generation, no FP contraction.
/// An error when LLVM lacks the x86 target.
llvm::Expected<std::unique_ptr<llvm::TargetMachine>> createHostTargetMachine();

} // namespace tritonc

#endif

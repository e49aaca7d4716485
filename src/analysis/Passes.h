//===- Passes.h - test passes that print tritonc's analyses ---------------===//
#ifndef TRITONC_ANALYSIS_PASSES_H
#define TRITONC_ANALYSIS_PASSES_H

#include "mlir/Pass/Pass.h"

namespace tritonc {

#define GEN_PASS_DECL
#include "analysis/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "analysis/Passes.h.inc"

} // namespace tritonc

#endif

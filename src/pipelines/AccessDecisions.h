//===- AccessDecisions.h - what access planning decided, as text -*- C++ -*-===//
//
// After buildAccessPlanningPipeline, each tensor load and store carries the
// decisions pointer alignment and integer divisibility can change: its
// vector width and dimension, whether its mask is uniform over a vector,
// and whether a tensor map copies it. Two specializations of a kernel
// whose lists are equal access memory the same way; --specialize auto
// compares them (frontend/Specializations.h).
//
//===----------------------------------------------------------------------===//
#ifndef TRITONC_PIPELINES_ACCESSDECISIONS_H
#define TRITONC_PIPELINES_ACCESSDECISIONS_H

#include "mlir/IR/BuiltinOps.h"

#include <string>
#include <vector>

namespace tritonc {

/// One line per tensor load and store of `module`, in program order: the
/// operation's name and its access-planning attributes.
std::vector<std::string> accessDecisions(mlir::ModuleOp module);

} // namespace tritonc

#endif

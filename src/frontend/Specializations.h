//===- Specializations.h - the variants --specialize auto compiles -*- C++ -*-===//
//
// Triton's JIT compiles a kernel once per combination of promises its
// arguments keep (each pointer 16-byte aligned or not, each integer
// divisible by 16, equal to 1, or neither), lazily, as calls arrive. Ahead
// of time every variant a call may need must exist, and one per
// combination is 2^n for n parameters. Most combinations compile to the
// same code, though: a promise matters only where it changes how memory is
// accessed (a vector width, a mask's uniformity, a tensor-map copy), and
// promises that matter together (a row's base pointer, its stride and its
// length) matter for the same accesses.
//
// So the driver compiles the kernel's access planning once with every
// promise and once without each promise in turn, and records what each
// memory access decided (pipelines/AccessDecisions.h). The promises whose
// removal changes an access's decision are that access's requirements;
// accesses with the same requirements form a group. The variants are the
// unions of requirements over every subset of the groups: for any call
// exactly one of them promises most of what the call keeps, and it
// accesses memory as Triton's JIT variant for that call would.
//
//===----------------------------------------------------------------------===//
#ifndef TRITONC_FRONTEND_SPECIALIZATIONS_H
#define TRITONC_FRONTEND_SPECIALIZATIONS_H

#include "frontend/AST.h"
#include "frontend/Signature.h"

#include <set>
#include <string>
#include <vector>

namespace tritonc {

/// What `@triton.jit(do_not_specialize=[...],
/// do_not_specialize_on_alignment=[...])` (parameter names or indices)
/// keeps Triton's JIT from promising, by parameter name.
struct SpecializationLimits {
  std::set<std::string> never;      // no promise at all
  std::set<std::string> alignment;  // not aligned nor divisible by 16 (equal to 1 still)
};

/// The limits among a kernel's `decorators` (the @triton.jit call's
/// keywords); names or indices that are no parameter are left out.
SpecializationLimits readSpecializationLimits(const std::vector<const ast::Expr *> &decorators,
                                              const ast::FunctionDef &kernel);

/// The kernel parameter each of `entryCount` signature entries stands for:
/// every parameter, or the run-time (non-constexpr) ones; empty when the
/// count fits neither.
std::vector<std::string> signatureParameterNames(const ast::FunctionDef &kernel, size_t entryCount);

/// Whether a call can promise something about this parameter: a pointer
/// (16-byte alignment) or an integer scalar (divisible by 16, equal to 1).
bool isPromisable(const ParamSpec &param);

/// `params` promising all they can: pointers aligned to 16 bytes, integer
/// scalars divisible by 16, or equal to 1 where the signature said so;
/// within `limits` for the parameters `names` gives (one per entry, or
/// none).
std::vector<ParamSpec> strongestPromises(std::vector<ParamSpec> params, const std::vector<std::string> &names = {},
                                         const SpecializationLimits &limits = {});

/// `param` promising nothing.
ParamSpec withoutPromise(ParamSpec param);

/// The signature text of `params` ("*fp16:16,i32,64").
std::string joinSignature(const std::vector<ParamSpec> &params);

/// The access decisions of the specialization without one promise.
struct DroppedPromise {
  size_t param;                      // index into the strongest signature
  std::vector<std::string> accesses; // one line per memory access
};

/// The variants to compile for a kernel whose strongest specialization
/// `strongest` made the access decisions `accesses`, and whose
/// specializations without one promise each made `dropped`'s (see the file
/// comment). At most `maxGroups` groups are told apart (2^maxGroups
/// variants); beyond that the last groups' requirements are merged. Most
/// promises first; the last variant promises nothing, so every call has
/// one. Promises no access depends on are made by no variant.
std::vector<std::string> specializationsByAccess(const std::vector<ParamSpec> &strongest,
                                                 const std::vector<std::string> &accesses,
                                                 const std::vector<DroppedPromise> &dropped,
                                                 size_t maxGroups = 4);

} // namespace tritonc

#endif

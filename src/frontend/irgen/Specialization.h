//===- Specialization.h - one concrete instance of a @jit function --------===//
//
// A kernel is compiled for one specialization: the type of each runtime
// parameter (from --signature or from annotations in the source), the
// divisibility / equal-to-one hints of integer and pointer parameters, and
// the value of each constexpr parameter (from -D, the signature, or the
// default in the source).
//
//===----------------------------------------------------------------------===//
#ifndef TRITONC_FRONTEND_IRGEN_SPECIALIZATION_H
#define TRITONC_FRONTEND_IRGEN_SPECIALIZATION_H

#include "frontend/AST.h"
#include "frontend/ConstValue.h"
#include "frontend/Diagnostics.h"

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace tritonc {

struct SpecParam {
  std::string name;
  SourceLocation loc;
  bool isConstexpr = false;
  ConstValue value;  // constexpr parameters
  /// A constexpr parameter whose default has no compile-time value (host
  /// code such as `torch.finfo(platform_dtype()).max`): why. The kernel
  /// compiles as long as it does not read the parameter; a read is the
  /// error, with this reason.
  std::string unavailable;
  DType type;        // runtime parameters (None until known)
  int divisibility = 1;
  bool equalsOne = false;
  /// Annotated `tl.const`: a pointer that is only read (stores and atomics
  /// through it are errors, as in Triton).
  bool isConstPointer = false;
  /// A tensor descriptor parameter (`tensordesc<fp16[64, 64]>`): its block
  /// shape; `type` is then the pointer to its elements (*fp16).
  std::vector<int64_t> descriptorBlock;
};

struct KernelSpec {
  const ast::FunctionDef *function = nullptr;
  std::vector<SpecParam> params;
  /// -D values that name module-level constexprs rather than parameters.
  std::map<std::string, ConstValue> globalOverrides;
  int numWarps = 4;
  int numStages = 3;
  /// num_warps= / num_stages= given to the kernel's @triton.jit(...), used
  /// unless --num-warps / --num-stages is given (the flag wins, silently).
  std::optional<int> jitNumWarps, jitNumStages;
  /// @triton.jit(debug=True) on the kernel.
  bool jitDebug = false;
  /// Whether tl.device_assert and run-time `assert` are compiled (--debug
  /// or jitDebug); Triton drops them otherwise.
  bool debug = false;
};

struct SpecializationRequest {
  std::optional<std::string> signature;
  /// -D NAME=VALUE, in command-line order (VALUE still unparsed).
  std::vector<std::pair<std::string, std::string>> defines;
};

/// What specialization asks of the kernel's module (KernelFrontend
/// answers by evaluating it).
struct SpecializationContext {
  /// The value of a parameter's default (`BLOCK: tl.constexpr = 2 * B`,
  /// `DT: tl.constexpr = tl.float32`); an error saying why when it is not a
  /// compile-time constant.
  std::function<llvm::Expected<ConstValue>(const ast::Expr &)> evalDefault;
  /// Whether the module binds `name` at its top level (a -D target).
  std::function<bool(const std::string &)> isModuleName;
};

/// The kernel's runtime arguments, in order: each runtime parameter not
/// specialized away, with a tensor descriptor parameter `d` of rank r
/// expanded into its base `d` (a 16-byte aligned pointer), its extents
/// `d_shape_0` .. `d_shape_<r-1>` (i32) and its strides `d_stride_0` ..
/// `d_stride_<r-2>` (i64, in elements, multiples of 16 bytes); the last
/// stride is 1 and not passed. The launcher takes them in this order.
std::vector<SpecParam> kernelArguments(const KernelSpec &spec);

/// Builds the specialization of `function`; reports errors and returns false
/// when a type or a constexpr value is missing or malformed, or when
/// --signature and -D give one constexpr different values.
bool specializeKernel(const ast::FunctionDef &function, const SpecializationRequest &request,
                      const SpecializationContext &context, KernelSpec &spec,
                      DiagnosticEngine &diags);

} // namespace tritonc

#endif

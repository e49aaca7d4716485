//===- Heuristics.h - a kernel's @triton.heuristics, ahead of time -*- C++ -*-===//
//
// `@triton.heuristics({"BLOCK": lambda args: triton.next_power_of_2(args["N"])})`
// computes constexprs from the launch's arguments: Triton evaluates the
// lambdas in Python on every call and JIT-compiles each value it meets.
// Ahead of time there are no calls, so each heuristic is evaluated twice:
//   - at compile time, abstractly, for the values it can take: a function of
//     constexprs alone is a constant; one of run-time arguments takes a
//     bounded set of values when it is a comparison ({False, True}), a
//     choice between constants, a power of two capped by min(), ...; each
//     value is compiled (a variant of the kernel);
//   - at launch, in C++: the lambda is translated into an expression over
//     the launch's arguments, which the launcher evaluates to run the
//     variant compiled for the value, or to refuse the call when no variant
//     was compiled for it.
// The lambdas (or plain one-argument functions of the module) may read
// arguments (`args["N"]`), constants of the module, earlier heuristics'
// values, and use numbers, arithmetic, comparisons, `and`/`or`/`not`,
// conditional expressions, `is None` (a null pointer), `in` a tuple of
// constants, min/max/abs/int/float/bool, triton.next_power_of_2,
// triton.cdiv and math.ceil/floor/log2/sqrt. Anything else is reported at
// its location.
//
//===----------------------------------------------------------------------===//
#ifndef TRITONC_FRONTEND_HEURISTICS_H
#define TRITONC_FRONTEND_HEURISTICS_H

#include "frontend/AST.h"
#include "frontend/Diagnostics.h"

#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace tritonc {

/// One entry of the decorator's dict.
struct Heuristic {
  std::string name;                            ///< the constexpr it sets
  const ast::Expr *body = nullptr;             ///< a lambda's body
  const ast::FunctionDef *function = nullptr;  ///< or a function of the module
  std::string argsName;                        ///< its parameter (`args`)
  SourceLocation loc;                          ///< the lambda or function
};

/// What the heuristics read besides the launch's arguments.
struct HeuristicInputs {
  /// The kernel's run-time parameters (scalars and pointers).
  std::set<std::string> runtime;
  /// Every parameter of the kernel (for messages).
  std::set<std::string> parameters;
  /// The run-time parameters the signature types as scalars: never None
  /// (`args["x"] is None` is False at compile time).
  std::set<std::string> scalars;
  /// Constexpr values as Python literals (-D, the config, defaults,
  /// earlier heuristics).
  std::map<std::string, std::string> constants;
};

/// One heuristic's value in one variant.
struct HeuristicChoice {
  std::string name;
  std::string value;  ///< a Python literal: 'True', '1024', '0.5'
  /// Whether the value depends on run-time arguments (then the launcher
  /// checks `expression == value` before it runs the variant).
  bool runtime = false;
  /// A C++ expression of the heuristic over the launch's arguments: "@{N}"
  /// stands for argument N's value (an integer as std::int64_t, a float as
  /// double, an i1 as bool) and "@null{p}" for whether pointer argument p
  /// is null (false for a scalar); see launcher::HeuristicCheck.
  std::string expression;
};

/// The @triton.heuristics among a kernel's `decorators` (kernelDecorators):
/// nullopt without the decorator; an
/// error is reported (and `failed` set) when it cannot be read.
std::optional<std::vector<Heuristic>> readHeuristics(const std::vector<const ast::Expr *> &decorators,
                                                     const ast::Module &module,
                                                     DiagnosticEngine &diags, bool &failed);

/// Every combination of heuristic values to compile for one config: each
/// heuristic in the dict's order takes each value of its domain (the value
/// -D gives, else the values `valueLists` gives for its name, else those it
/// can take); later heuristics see earlier ones' values. Errors (an
/// unbounded domain without values given, a construct beyond the
/// evaluator, a -D that contradicts a compile-time value) are reported and
/// yield nullopt.
std::optional<std::vector<std::vector<HeuristicChoice>>>
heuristicCombinations(const std::vector<Heuristic> &heuristics, const HeuristicInputs &inputs,
                      const std::map<std::string, std::string> &userDefines,
                      const std::map<std::string, std::vector<std::string>> &valueLists, const ast::Module &module,
                      DiagnosticEngine &diags);

/// The run-time parameters and known constexpr values of `kernel` for
/// `defines` (Python literals by name): parameters annotated tl.constexpr
/// take a define or their literal default; the others are run-time.
/// `signature`, when given, types the run-time parameters (entries for
/// every parameter, or for the non-constexpr ones), so that scalars are
/// known not to be None.
HeuristicInputs heuristicInputs(const ast::FunctionDef &kernel,
                                const std::vector<std::pair<std::string, std::string>> &defines,
                                const std::optional<std::string> &signature = std::nullopt);

} // namespace tritonc

#endif // TRITONC_FRONTEND_HEURISTICS_H

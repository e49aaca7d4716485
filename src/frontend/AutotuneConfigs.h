//===- AutotuneConfigs.h - the configs of a kernel's @triton.autotune -*- C++ -*-===//
//
// `@triton.autotune(configs=[triton.Config({...}, num_warps=..), ..], key=[..])`
// is host code: Triton runs it in Python when the module loads. tritonc
// does not run Python, so this is a small evaluator of the host code such
// decorators are written in, enough for the configs as tutorials and
// libraries build them: literals (numbers, strings, lists, tuples, dicts),
// list comprehensions, arithmetic and comparisons, `range`, `len`,
// `list`/`tuple`, `filter`/`map`/`zip`/`enumerate`, `itertools.product`,
// names assigned at the module's top level (before the decorator) or
// imported from modules on the search path, and calls of plain (or
// memoized) functions whose bodies assign, loop, branch, try, append and
// return. Questions about the GPU are answered from --arch (HostTarget).
// Anything else (classes, host libraries such as torch) is reported at its
// location as beyond what tritonc evaluates; the kernel can then still be
// compiled with -D.
//
//===----------------------------------------------------------------------===//
#ifndef TRITONC_FRONTEND_AUTOTUNECONFIGS_H
#define TRITONC_FRONTEND_AUTOTUNECONFIGS_H

#include "frontend/AST.h"
#include "frontend/Diagnostics.h"
#include "frontend/ModuleLoader.h"

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace tritonc {

/// One `triton.Config(kwargs, num_warps=, num_stages=, ...)`.
struct AutotuneConfig {
  /// The constexpr values, in the dict's order, as Python literals (what
  /// -D NAME=VALUE takes).
  std::vector<std::pair<std::string, std::string>> kwargs;
  std::optional<int> numWarps, numStages;
  SourceLocation loc; // where the Config is made
  /// Where `pre_hook=` is given: a host function Triton calls before every
  /// launch with this config, which tritonc's launcher does not (invalid:
  /// none).
  SourceLocation preHookLoc;
};

/// What host code may ask about the GPU it runs for: Triton's
/// `triton.runtime.driver.active.get_current_target()` and
/// `torch.cuda.get_device_capability()` read the device at run time;
/// tritonc answers them from the build's --arch, so that configs chosen per
/// GPU (`if is_cuda(): ...`, `if capability >= 9: ...`) are those of the
/// GPU compiled for.
struct HostTarget {
  /// sm_90a -> 90; unset when the build has several architectures (a
  /// fatbin) or none: host code that reads it is then an error.
  std::optional<int> capability;
  std::string archs; // "sm_80, sm_90a": named in that error
};

struct AutotuneInfo {
  std::vector<AutotuneConfig> configs;
  std::vector<std::string> key; // the argument names configs are chosen by
  SourceLocation keyLoc;         // where key= is written
  /// reset_to_zero and restore_value: arguments whose memory timing runs
  /// may change and the real launch must find as it was.
  std::vector<std::string> preserved;
  double warmupMs = 25, repMs = 100;  // warmup=, rep=: the timing budget per config
  /// Where prune_configs_by= is given: host functions that shrink the list
  /// Triton times, which tritonc does not run (every config is compiled
  /// and timed); invalid when absent.
  SourceLocation pruneLoc;
  SourceLocation loc;           // the decorator
};

/// The decorators of the kernel `name` names in `module`, outermost first:
/// those that assignments apply by calls (`k = triton.heuristics({...})(
/// k_impl)`, through other such names), then `kernel`'s own.
std::vector<const ast::Expr *> kernelDecorators(const std::string &name, const ast::FunctionDef &kernel,
                                                const ast::Module &module);

/// The @triton.autotune configs among `decorators` (kernelDecorators):
/// names the configs import from other modules are evaluated there when
/// `loader` finds them (`from .utils import NUM_WARPS`);
/// nullopt when there is no such decorator; when there is one that cannot
/// be evaluated, the error is reported and `failed` is set.
std::optional<AutotuneInfo> readAutotuneConfigs(const std::vector<const ast::Expr *> &decorators,
                                                const ast::Module &module, DiagnosticEngine &diags, bool &failed,
                                                const HostTarget &target = {}, ModuleLoader *loader = nullptr);

/// The value of `expr`, host code of `module`, as a Python literal: with
/// `argsName` bound to a dict of `arguments` and `locals` bound by name
/// (Python literals as -D writes them; others stay unbound). Numbers,
/// booleans, strings and None only; errors name `subject` ("the
/// heuristics") and yield nullopt. For @triton.heuristics (Heuristics.h).
std::optional<std::string> evaluateHostLiteral(const ast::Expr &expr, const ast::Module &module,
                                               const std::string &argsName,
                                               const std::map<std::string, std::string> &arguments,
                                               const std::map<std::string, std::string> &locals,
                                               const std::string &subject, DiagnosticEngine &diags);

/// "BLOCK_M=128 BLOCK_N=64 num_warps=4 num_stages=3": a config as one line.
std::string describeConfig(const AutotuneConfig &config);

} // namespace tritonc

#endif // TRITONC_FRONTEND_AUTOTUNECONFIGS_H

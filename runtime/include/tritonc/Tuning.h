// Run-time tuning of a family launcher's @triton.autotune configs (tritonc
// --config all): the first launch for a value of the autotune key that the
// embedded tuning table does not cover times every config on the caller's
// stream and keeps the fastest, per device and key, for the life of the
// process, as Triton's autotuner does. save() (or the TRITONC_TUNING_FILE
// environment variable, rewritten after each new choice) records the
// choices as a tuning table for tritonc --tuning-table, so a program tunes
// once on the target GPU and ships the table.
#pragma once

#include <tritonc/Status.h>
#include <tritonc/Types.h>

#include <functional>
#include <string>
#include <vector>

namespace tritonc {
namespace tuning {

/// What a generated family launcher tells the tuner about its kernel (one
/// static object per family).
struct Family {
  std::string kernel;
  std::vector<std::string> key;      ///< the tuned scalar arguments' names
  std::vector<std::string> configs;  ///< each config as --list-configs prints it
  double warmupMs = 25;              ///< @triton.autotune(warmup=...)
  double repMs = 100;                ///< @triton.autotune(rep=...)
  /// Each config's index in the decorator's list (what a saved table
  /// names); empty: the position in `configs`.
  std::vector<int> configIndices;
};

/// The config tune() chose earlier in this process for `keyText` (the key's
/// values, comma-separated) on the current context's device; -1 when none.
int cachedChoice(const Family &family, const std::string &keyText);

/// Times every config: `launchConfig(c)` launches config c on `stream`
/// (its grid and arguments bound by the caller). Each config runs once
/// (loading its module), then about family.warmupMs of warm-up launches,
/// then about family.repMs of timed launches between two events; the
/// fastest mean wins (the lowest index among equals). The device memory
/// each pointer in `preserved` lies in (from its address to the end of its
/// allocation) is saved first and restored before each config and at the
/// end (reset_to_zero/restore_value), so the caller's launch that follows
/// sees it as it was. Thread-safe: one tuning at a time per process.
Status tune(const Family &family, const std::string &keyText, Stream stream,
            const std::vector<const void *> &preserved, const std::function<Status(int config)> &launchConfig,
            int *chosen);

/// The mean time per launch, in milliseconds, that tune() measured for each
/// config when it chose for `keyText` on the current context's device
/// (NaN for a config that did not run); empty when it has not.
std::vector<double> measuredTimes(const Family &family, const std::string &keyText);

/// Writes every choice tune() made in this process as JSON that tritonc
/// --tuning-table reads: {"tables": [{"kernel", "key", "entries": [{"key",
/// "config", "config_text", "device"}]}]}. A key value is written as the
/// launcher formatted it (an integer, or a number with 17 digits).
Status save(const std::string &path);

/// What a family launcher built into a shared library offers tritonc-tune
/// (runtime/tools): `extern "C" const Tunable *tritonc_tunable_<namespace>()`.
/// The tool and the library each hold a copy of the runtime, so the tuner's
/// records are read and saved through the library's functions.
struct Tunable {
  static constexpr int kVersion = 1;
  int version = kVersion;
  const Family *family = nullptr;
  struct Param {
    const char *name;
    const char *type;  ///< as in a signature: "*fp32", "i32", "fp16", "i1"
  };
  int paramCount = 0;
  const Param *params = nullptr;
  /// The numeric fields of the launcher's Config, then num_warps and
  /// num_stages: what a grid expression may name.
  int fieldCount = 0;
  const char *const *fields = nullptr;
  /// tune_config() for these arguments (`args[i]` points at parameter i's
  /// value); `grid(fields, user)` gives the grid of a config, its fields'
  /// values in the order of `fields`.
  Status (*tune)(int *config, Stream stream, Dim3 (*grid)(const double *fields, void *user), void *user,
                 void *const *args) = nullptr;
  std::vector<double> (*measuredTimes)(const Family &family, const std::string &keyText) = nullptr;
  Status (*save)(const std::string &path) = nullptr;
  /// The key's values for these arguments, as the tuner records them.
  std::string (*keyText)(void *const *args) = nullptr;
};

/// The text a launcher passes as keyText for one argument's value.
std::string keyValue(long long value);
std::string keyValue(unsigned long long value);
std::string keyValue(double value);

} // namespace tuning
} // namespace tritonc

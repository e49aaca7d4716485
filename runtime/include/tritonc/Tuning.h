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

/// Writes every choice tune() made in this process as JSON that tritonc
/// --tuning-table reads: {"tables": [{"kernel", "key", "entries": [{"key",
/// "config", "config_text", "device"}]}]}. A key value is written as the
/// launcher formatted it (an integer, or a number with 17 digits).
Status save(const std::string &path);

/// The text a launcher passes as keyText for one argument's value.
std::string keyValue(long long value);
std::string keyValue(unsigned long long value);
std::string keyValue(double value);

} // namespace tuning
} // namespace tritonc

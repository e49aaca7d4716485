// The tuning table of a family compiled with --config all: which
// @triton.autotune config launch() runs for which values of the autotune
// key, read from JSON at build time and embedded in the launcher:
//
//   {"kernel": "matmul", "key": ["M", "N", "K"],
//    "entries": [{"key": [4096, 4096, 4096], "config": 2,
//                 "config_text": "BLOCK_M=128 ... num_stages=3"}, ...]}
//
// "config" is the config's index (--list-configs); "config_text", when
// given, must be that config's --list-configs text, so a table made for
// other configs is refused rather than silently choosing wrong ones. The
// file may also be what tritonc::tuning::save() writes, {"tables": [...]},
// of which the kernel's table is read.
#pragma once

#include "launcher/KernelInfo.h"

#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace tritonc {

/// Reads `path` for the kernel `kernelName` whose tuning key is `key` (the
/// scalar arguments of its autotune key) and whose configs are described
/// (describeConfig) by `configTexts`. Errors name the file and the entry.
llvm::Expected<launcher::FamilyTuning> readTuningTable(const std::string &path, const std::string &kernelName,
                                                       const std::vector<std::string> &key,
                                                       const std::vector<std::string> &configTexts);

} // namespace tritonc

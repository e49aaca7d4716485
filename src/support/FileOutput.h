//===- FileOutput.h - write files atomically ------------------------------===//
#ifndef TRITONC_SUPPORT_FILEOUTPUT_H
#define TRITONC_SUPPORT_FILEOUTPUT_H

#include "llvm/Support/Error.h"

#include <string>
#include <string_view>

namespace tritonc {

/// Writes `contents` to `path` through a temporary file in the same folder
/// and a rename, so readers (and a build interrupted half-way) never see a
/// partial file. A path that names a device or a pipe (`-o /dev/null`) is
/// written in place: a rename would replace it. The error says which file
/// and why.
llvm::Error writeFileAtomically(const std::string &path, std::string_view contents);

/// A whole file's contents, or the system's reason it cannot be read (the
/// message names no file: callers say which file they wanted and why).
llvm::Expected<std::string> readFile(const std::string &path);

} // namespace tritonc

#endif

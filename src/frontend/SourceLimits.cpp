//===- SourceLimits.cpp ---------------------------------------------------===//
#include "frontend/SourceLimits.h"

#include <system_error>

#include "llvm/Support/FileSystem.h"

namespace tritonc {

bool checkSourceSize(const std::string &path, uint64_t size, DiagnosticEngine &diag) {
  if (size <= kMaxSourceBytes)
    return true;
  diag.error("source file '" + path + "' is too large: " + std::to_string(size) +
             " bytes (the limit is " + std::to_string(kMaxSourceBytes >> 20) + " MiB)");
  return false;
}

bool checkSourceFileSize(const std::string &path, DiagnosticEngine &diag) {
  uint64_t size = 0;
  if (llvm::sys::fs::file_size(path, size))
    return true; // not a regular file, or unreadable: the read reports it
  return checkSourceSize(path, size, diag);
}

} // namespace tritonc

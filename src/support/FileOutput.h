//===- FileOutput.h - write files atomically ------------------------------===//
#ifndef TRITONC_SUPPORT_FILEOUTPUT_H
#define TRITONC_SUPPORT_FILEOUTPUT_H

#include <string>
#include <string_view>

namespace tritonc {

/// Writes `contents` to `path` through a temporary file in the same folder
/// and a rename, so readers (and a build interrupted half-way) never see a
/// partial file. Returns an empty string on success, else the reason.
std::string writeFileAtomically(const std::string &path, std::string_view contents);

/// Reads a whole file; returns false and sets `error` when it cannot.
bool readFile(const std::string &path, std::string &contents, std::string &error);

} // namespace tritonc

#endif

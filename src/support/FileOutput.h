//===- FileOutput.h - write files atomically ------------------------------===//
#ifndef TRITONC_SUPPORT_FILEOUTPUT_H
#define TRITONC_SUPPORT_FILEOUTPUT_H

#include "llvm/Support/Error.h"

#include <string>
#include <string_view>
#include <vector>

namespace tritonc {

/// The files one run writes, all or none. stage() writes each into a
/// temporary file next to its destination; commit() renames them all, but
/// only once every one has been staged, so that a failure (a missing
/// folder, a destination that is a folder, a full disk) leaves no new file
/// behind and every older file at a destination untouched. Temporaries are
/// removed by the destructor, and on a fatal signal, unless committed.
///
/// A destination that is a device or a pipe (`-o /dev/null`,
/// `-o /dev/stdout`) is written in place at commit(), before the renames:
/// a rename would replace it by a regular file.
class OutputSet {
public:
  OutputSet() = default;
  OutputSet(const OutputSet &) = delete;
  OutputSet &operator=(const OutputSet &) = delete;
  ~OutputSet();

  /// Writes `contents` to a temporary next to `path`. The error names the
  /// file and the reason; after one, nothing of this set will be written.
  llvm::Error stage(const std::string &path, std::string_view contents);
  /// Writes the devices and pipes, then renames every temporary onto its
  /// destination.
  llvm::Error commit();

private:
  struct File {
    std::string path;
    std::string tempPath;   // empty for a device or a pipe
    std::string inPlace;    // what a device or a pipe receives
  };
  std::vector<File> files;
  void discard();
};

/// Writes `contents` to `path` through a temporary file in the same folder
/// and a rename (an OutputSet of one file), so readers (and a build
/// interrupted half-way) never see a partial file.
llvm::Error writeFileAtomically(const std::string &path, std::string_view contents);

/// A whole file's contents, or the system's reason it cannot be read (the
/// message names no file: callers say which file they wanted and why).
llvm::Expected<std::string> readFile(const std::string &path);

} // namespace tritonc

#endif

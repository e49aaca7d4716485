//===- FileOutput.cpp - write files atomically ----------------------------===//
#include "support/FileOutput.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/raw_ostream.h"

namespace tritonc {

static llvm::Error fileError(const std::string &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

/// Writes straight into `path`: for a device or a pipe (`-o /dev/null`),
/// which a rename would replace by a regular file.
static llvm::Error writeInPlace(const std::string &path, std::string_view contents) {
  std::error_code ec;
  llvm::raw_fd_ostream os(path, ec);
  if (ec)
    return fileError("cannot write '" + path + "': " + ec.message());
  os.write(contents.data(), contents.size());
  os.close();
  if (os.has_error()) {
    std::string reason = os.error().message();
    os.clear_error();
    return fileError("cannot write '" + path + "': " + reason);
  }
  return llvm::Error::success();
}

OutputSet::~OutputSet() { discard(); }

void OutputSet::discard() {
  for (File &file : files)
    if (!file.tempPath.empty()) {
      llvm::sys::fs::remove(file.tempPath);
      llvm::sys::DontRemoveFileOnSignal(file.tempPath);
    }
  files.clear();
}

llvm::Error OutputSet::stage(const std::string &path, std::string_view contents) {
  // After a failure the whole set is dropped: stage() then commit() must
  // never write part of it.
  auto failed = [&](const std::string &reason) {
    discard();
    return fileError("cannot write '" + path + "': " + reason);
  };
  llvm::sys::fs::file_status status;
  bool exists = !llvm::sys::fs::status(path, status) && llvm::sys::fs::exists(status);
  if (exists && status.type() == llvm::sys::fs::file_type::directory_file)
    return failed("it is a directory");
  if (exists && status.type() != llvm::sys::fs::file_type::regular_file) {
    files.push_back({path, "", std::string(contents)});
    return llvm::Error::success();
  }
  // Two outputs of one run at one path: the second would silently replace
  // the first.
  for (const File &file : files)
    if (!file.tempPath.empty() && file.path == path)
      return failed("two outputs of this run would be written to it");
  llvm::SmallString<256> model(path);
  model += ".tmp-%%%%%%%%";
  int fd = -1;
  llvm::SmallString<256> tempPath;
  if (std::error_code ec = llvm::sys::fs::createUniqueFile(model, fd, tempPath))
    return failed(ec.message());
  llvm::sys::RemoveFileOnSignal(tempPath);
  files.push_back({path, std::string(tempPath), ""});
  llvm::raw_fd_ostream os(fd, /*shouldClose=*/true);
  os.write(contents.data(), contents.size());
  os.close();
  if (os.has_error()) {
    std::string reason = os.error().message();
    os.clear_error();
    return failed(reason);
  }
  return llvm::Error::success();
}

llvm::Error OutputSet::commit() {
  for (const File &file : files)
    if (file.tempPath.empty())
      if (llvm::Error error = writeInPlace(file.path, file.inPlace)) {
        discard();
        return error;
      }
  // Every temporary is complete; a rename within one folder cannot fail
  // for want of space, and destinations that are folders were refused.
  for (File &file : files) {
    if (file.tempPath.empty())
      continue;
    if (std::error_code ec = llvm::sys::fs::rename(file.tempPath, file.path)) {
      std::string message = "cannot write '" + file.path + "': " + ec.message();
      discard();
      return fileError(message);
    }
    llvm::sys::DontRemoveFileOnSignal(file.tempPath);
    file.tempPath.clear();
  }
  files.clear();
  return llvm::Error::success();
}

llvm::Error writeFileAtomically(const std::string &path, std::string_view contents) {
  OutputSet set;
  if (llvm::Error error = set.stage(path, contents))
    return error;
  return set.commit();
}

llvm::Expected<std::string> readFile(const std::string &path) {
  auto buffer = llvm::MemoryBuffer::getFile(path, /*IsText=*/false, /*RequiresNullTerminator=*/false);
  if (!buffer)
    return fileError(buffer.getError().message());
  return (*buffer)->getBuffer().str();
}

} // namespace tritonc

//===- FileOutput.cpp - write files atomically ----------------------------===//
#include "support/FileOutput.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
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

llvm::Error writeFileAtomically(const std::string &path, std::string_view contents) {
  llvm::sys::fs::file_status status;
  if (!llvm::sys::fs::status(path, status) && llvm::sys::fs::exists(status) &&
      status.type() != llvm::sys::fs::file_type::regular_file &&
      status.type() != llvm::sys::fs::file_type::directory_file)
    return writeInPlace(path, contents);
  llvm::SmallString<256> model(path);
  model += ".tmp-%%%%%%%%";
  int fd = -1;
  llvm::SmallString<256> tempPath;
  if (std::error_code ec = llvm::sys::fs::createUniqueFile(model, fd, tempPath))
    return fileError("cannot create '" + path + "': " + ec.message());
  {
    llvm::raw_fd_ostream os(fd, /*shouldClose=*/true);
    os.write(contents.data(), contents.size());
    os.close();
    if (os.has_error()) {
      std::string reason = os.error().message();
      os.clear_error();
      llvm::sys::fs::remove(tempPath);
      return fileError("cannot write '" + path + "': " + reason);
    }
  }
  if (std::error_code ec = llvm::sys::fs::rename(tempPath, path)) {
    llvm::sys::fs::remove(tempPath);
    return fileError("cannot write '" + path + "': " + ec.message());
  }
  return llvm::Error::success();
}

llvm::Expected<std::string> readFile(const std::string &path) {
  auto buffer = llvm::MemoryBuffer::getFile(path, /*IsText=*/false, /*RequiresNullTerminator=*/false);
  if (!buffer)
    return fileError(buffer.getError().message());
  return (*buffer)->getBuffer().str();
}

} // namespace tritonc

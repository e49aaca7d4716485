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

llvm::Error writeFileAtomically(const std::string &path, std::string_view contents) {
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

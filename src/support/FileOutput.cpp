//===- FileOutput.cpp - write files atomically ----------------------------===//
#include "support/FileOutput.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

namespace tritonc {

std::string writeFileAtomically(const std::string &path, std::string_view contents) {
  llvm::SmallString<256> model(path);
  model += ".tmp-%%%%%%%%";
  int fd = -1;
  llvm::SmallString<256> tempPath;
  if (std::error_code ec = llvm::sys::fs::createUniqueFile(model, fd, tempPath))
    return "cannot create '" + path + "': " + ec.message();
  {
    llvm::raw_fd_ostream os(fd, /*shouldClose=*/true);
    os.write(contents.data(), contents.size());
    os.close();
    if (os.has_error()) {
      std::string reason = os.error().message();
      os.clear_error();
      llvm::sys::fs::remove(tempPath);
      return "cannot write '" + path + "': " + reason;
    }
  }
  if (std::error_code ec = llvm::sys::fs::rename(tempPath, path)) {
    llvm::sys::fs::remove(tempPath);
    return "cannot write '" + path + "': " + ec.message();
  }
  return {};
}

bool readFile(const std::string &path, std::string &contents, std::string &error) {
  auto buffer = llvm::MemoryBuffer::getFile(path, /*IsText=*/false, /*RequiresNullTerminator=*/false);
  if (!buffer) {
    error = buffer.getError().message();
    return false;
  }
  contents = (*buffer)->getBuffer().str();
  return true;
}

} // namespace tritonc

//===- CudaToolkit.cpp - ptxas and fatbinary from the CUDA toolkit --------===//
#include "target/CudaToolkit.h"

#include "support/FileOutput.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"

#include <cstdlib>

namespace tritonc {

std::string findCudaTool(const std::string &name) {
  if (const char *home = std::getenv("CUDA_HOME")) {
    llvm::SmallString<256> path(home);
    llvm::sys::path::append(path, "bin", name);
    if (llvm::sys::fs::can_execute(path))
      return std::string(path);
  }
  if (auto found = llvm::sys::findProgramByName(name))
    return *found;
  llvm::SmallString<256> path("/usr/local/cuda/bin");
  llvm::sys::path::append(path, name);
  if (llvm::sys::fs::can_execute(path))
    return std::string(path);
  return {};
}

std::string findLibdevice() {
  std::vector<std::string> roots;
  if (const char *home = std::getenv("CUDA_HOME"))
    roots.push_back(home);
  if (std::string ptxas = findCudaTool("ptxas"); !ptxas.empty())
    roots.push_back(llvm::sys::path::parent_path(llvm::sys::path::parent_path(ptxas)).str());
  roots.push_back("/usr/local/cuda");
  for (const std::string &root : roots) {
    llvm::SmallString<256> path(root);
    llvm::sys::path::append(path, "nvvm", "libdevice", "libdevice.10.bc");
    if (llvm::sys::fs::exists(path))
      return std::string(path);
  }
  return {};
}

namespace {

/// Temporary files removed when the scope ends, whatever happens.
struct TempFiles {
  std::vector<std::string> paths;
  ~TempFiles() {
    for (auto &p : paths)
      llvm::sys::fs::remove(p);
  }
  std::string create(const std::string &suffix) {
    llvm::SmallString<256> path;
    if (llvm::sys::fs::createTemporaryFile("tritonc", suffix, path))
      return {};
    paths.push_back(std::string(path));
    return paths.back();
  }
};

llvm::Error toolError(const std::string &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

/// Runs `program` with `args`; returns what it printed, or, when it fails,
/// an error that includes what it printed.
llvm::Expected<std::string> runTool(const std::string &program, const std::vector<std::string> &args,
                                    TempFiles &temps) {
  std::string logPath = temps.create("log");
  std::vector<llvm::StringRef> argv = {program};
  for (auto &a : args)
    argv.push_back(a);
  std::optional<llvm::StringRef> redirects[] = {std::nullopt, llvm::StringRef(logPath),
                                                llvm::StringRef(logPath)};
  std::string execError;
  int rc = llvm::sys::ExecuteAndWait(program, argv, std::nullopt, redirects, 0, 0, &execError);
  // A tool that printed nothing may have left no log to read.
  std::string output;
  if (llvm::Expected<std::string> log = readFile(logPath))
    output = std::move(*log);
  else
    llvm::consumeError(log.takeError());
  if (rc != 0) {
    std::string name = llvm::sys::path::filename(program).str();
    std::string message = rc < 0 ? "cannot run " + name + ": " + execError
                                 : name + " failed (exit code " + std::to_string(rc) + ")";
    if (!output.empty())
      message += ":\n" + output;
    return toolError(message);
  }
  return output;
}

} // namespace

llvm::Expected<CubinResult> assemblePTX(const std::string &ptx, const GpuArch &arch) {
  std::string ptxas = findCudaTool("ptxas");
  if (ptxas.empty())
    return toolError("ptxas not found: install the CUDA toolkit, or set CUDA_HOME to it "
                     "(looked in $CUDA_HOME/bin, $PATH and /usr/local/cuda/bin)");
  TempFiles temps;
  std::string ptxPath = temps.create("ptx"), cubinPath = temps.create("cubin");
  if (ptxPath.empty() || cubinPath.empty())
    return toolError("cannot create temporary files for ptxas");
  if (llvm::Error error = writeFileAtomically(ptxPath, ptx))
    return std::move(error);
  CubinResult result;
  llvm::Expected<std::string> log =
      runTool(ptxas, {"-arch=" + arch.name, "-O3", "-v", ptxPath, "-o", cubinPath}, temps);
  if (!log)
    return log.takeError();
  result.log = std::move(*log);
  llvm::Expected<std::string> cubin = readFile(cubinPath);
  if (!cubin)
    return toolError("ptxas wrote no cubin: " + llvm::toString(cubin.takeError()));
  result.cubin = std::move(*cubin);
  return result;
}

llvm::Expected<std::string> createFatbin(const std::vector<FatbinImage> &images) {
  std::string tool = findCudaTool("fatbinary");
  if (tool.empty())
    return toolError("fatbinary not found: install the CUDA toolkit, or set CUDA_HOME to it");
  TempFiles temps;
  std::vector<std::string> args = {"-64"};
  for (const FatbinImage &image : images) {
    std::string sm = image.arch->name.substr(3);
    std::string cubinPath = temps.create("cubin");
    if (llvm::Error error = writeFileAtomically(cubinPath, image.cubin))
      return std::move(error);
    args.push_back("--image3=kind=elf,sm=" + sm + ",file=" + cubinPath);
    if (!image.ptx.empty()) {
      std::string ptxPath = temps.create("ptx");
      if (llvm::Error error = writeFileAtomically(ptxPath, image.ptx))
        return std::move(error);
      args.push_back("--image3=kind=ptx,sm=" + sm + ",file=" + ptxPath);
    }
  }
  std::string outPath = temps.create("fatbin");
  args.push_back("--create=" + outPath);
  if (llvm::Expected<std::string> log = runTool(tool, args, temps); !log)
    return log.takeError();
  return readFile(outPath);
}

} // namespace tritonc

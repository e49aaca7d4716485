//===- CudaToolkit.cpp - ptxas and fatbinary from the CUDA toolkit --------===//
#include "target/CudaToolkit.h"

#include "support/FileOutput.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>

extern char **environ;

namespace tritonc {

char PtxasError::ID = 0;

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

/// Temporary files (and empty directories) removed when the scope ends,
/// whatever happens.
struct TempFiles {
  std::vector<std::string> paths;
  std::vector<std::string> directories;
  ~TempFiles() {
    for (auto &p : paths)
      llvm::sys::fs::remove(p);
    for (auto &d : directories)
      llvm::sys::fs::remove(d);
  }
  std::string createDirectory() {
    llvm::SmallString<256> path;
    if (llvm::sys::fs::createUniqueDirectory("tritonc", path))
      return {};
    llvm::sys::fs::make_absolute(path);
    directories.push_back(std::string(path));
    return directories.back();
  }
  std::string create(const std::string &suffix) {
    llvm::SmallString<256> path;
    if (llvm::sys::fs::createTemporaryFile("tritonc", suffix, path))
      return {};
    llvm::sys::fs::make_absolute(path);
    paths.push_back(std::string(path));
    return paths.back();
  }
};

llvm::Error toolError(const std::string &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

/// How a tool's run ended: its exit code (negative when it could not be
/// run, with `execError` saying why) and what it printed.
struct ToolRun {
  int rc = 0;
  std::string output;
  std::string execError;
};

/// Runs `program` with `args` in `workingDir` (absolute paths only), its
/// standard input empty and its output captured: posix_spawn, because
/// LLVM's ExecuteAndWait cannot set the working directory.
int spawnIn(const std::string &workingDir, const std::string &program, const std::vector<std::string> &args,
            const std::string &logPath, std::string &error) {
  std::vector<char *> argv = {const_cast<char *>(program.c_str())};
  for (const std::string &a : args)
    argv.push_back(const_cast<char *>(a.c_str()));
  argv.push_back(nullptr);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&actions, 1, logPath.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
  posix_spawn_file_actions_adddup2(&actions, 1, 2);
  posix_spawn_file_actions_addchdir_np(&actions, workingDir.c_str());
  pid_t pid = 0;
  int spawnError = posix_spawn(&pid, program.c_str(), &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  if (spawnError) {
    error = std::strerror(spawnError);
    return -1;
  }
  int status = 0;
  while (waitpid(pid, &status, 0) < 0)
    if (errno != EINTR) {
      error = std::string("waitpid: ") + std::strerror(errno);
      return -1;
    }
  if (WIFSIGNALED(status)) {
    error = std::string("killed by signal ") + std::to_string(WTERMSIG(status)) + " (" +
            strsignal(WTERMSIG(status)) + ")";
    return -2;
  }
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

/// With a `workingDir`, the tool runs there (paths in `args` absolute).
ToolRun executeTool(const std::string &program, const std::vector<std::string> &args, TempFiles &temps,
                    const std::string &workingDir = "") {
  std::string logPath = temps.create("log");
  ToolRun run;
  if (!workingDir.empty()) {
    llvm::SmallString<256> absolute(program);
    llvm::sys::fs::make_absolute(absolute);
    run.rc = spawnIn(workingDir, std::string(absolute), args, logPath, run.execError);
  } else {
    std::vector<llvm::StringRef> argv = {program};
    for (auto &a : args)
      argv.push_back(a);
    std::optional<llvm::StringRef> redirects[] = {std::nullopt, llvm::StringRef(logPath),
                                                  llvm::StringRef(logPath)};
    run.rc = llvm::sys::ExecuteAndWait(program, argv, std::nullopt, redirects, 0, 0, &run.execError);
  }
  // A tool that printed nothing may have left no log to read.
  if (llvm::Expected<std::string> log = readFile(logPath))
    run.output = std::move(*log);
  else
    llvm::consumeError(log.takeError());
  return run;
}

/// "ptxas failed (exit code 3)" or "cannot run ptxas: ...", then `output`.
std::string failureMessage(const std::string &program, const ToolRun &run, const std::string &output) {
  std::string name = llvm::sys::path::filename(program).str();
  std::string message = run.rc < 0 ? "cannot run " + name + ": " + run.execError
                                   : name + " failed (exit code " + std::to_string(run.rc) + ")";
  if (!output.empty())
    message += ":\n" + output;
  return message;
}

/// Runs `program` with `args`; returns what it printed, or, when it fails,
/// an error that includes what it printed.
llvm::Expected<std::string> runTool(const std::string &program, const std::vector<std::string> &args,
                                    TempFiles &temps) {
  ToolRun run = executeTool(program, args, temps);
  if (run.rc != 0)
    return toolError(failureMessage(program, run, run.output));
  return run.output;
}

llvm::StringRef trimBlanks(llvm::StringRef text) { return text.trim(" \t\r"); }

/// ptxas names its input file, a temporary deleted by the time the user
/// reads the message: each "ptxas FILE, line N; SEVERITY : TEXT" line is
/// rewritten as "generated PTX, line N: SEVERITY: TEXT" followed by that
/// PTX line, and collected in `messages`.
std::string rewritePtxasOutput(const std::string &output, const std::string &ptxPath, const std::string &ptx,
                               std::vector<PtxasMessage> &messages) {
  llvm::SmallVector<llvm::StringRef> ptxLines;
  llvm::StringRef(ptx).split(ptxLines, '\n');
  llvm::SmallVector<llvm::StringRef> lines;
  llvm::StringRef(output).split(lines, '\n');
  std::string rewritten;
  std::string prefix = "ptxas " + ptxPath + ", line ";
  for (size_t i = 0; i < lines.size(); ++i) {
    llvm::StringRef line = lines[i];
    llvm::StringRef rest = line;
    unsigned number = 0;
    PtxasMessage message;
    if (rest.consume_front(prefix) && !rest.consumeInteger(10, number) && rest.consume_front("; ")) {
      auto [severity, text] = rest.split(':');
      message.line = number;
      message.severity = trimBlanks(severity).str();
      message.text = trimBlanks(text).str();
      if (number >= 1 && number <= ptxLines.size())
        message.ptxLine = trimBlanks(ptxLines[number - 1]).str();
      rewritten += "generated PTX, line " + std::to_string(number) + ": " + message.severity + ": " +
                   message.text + "\n    " + message.ptxLine;
      messages.push_back(std::move(message));
    } else {
      rewritten += line.str();
    }
    if (i + 1 < lines.size())
      rewritten += "\n";
  }
  return rewritten;
}

} // namespace

llvm::Expected<CubinResult> assemblePTX(const std::string &ptx, const GpuArch &arch, DeviceDebugInfo debug) {
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
  std::vector<std::string> args = {"-arch=" + arch.name, "-v"};
  if (debug == DeviceDebugInfo::Full)
    args.push_back("-g"); // implies -O0: ptxas refuses to optimize debuggable code
  else
    args.push_back("-O3");
  if (debug == DeviceDebugInfo::LineTables)
    args.push_back("-lineinfo");
  args.insert(args.end(), {ptxPath, "-o", cubinPath});
  // ptxas records the time and size of each `.file` of the line tables
  // that it can open, relative to its working directory: in an empty one,
  // the relative names tritonc records (RecordedPath.h) open nothing, and
  // the cubin does not change with the source file's time.
  std::string emptyDir = temps.createDirectory();
  if (emptyDir.empty())
    return toolError("cannot create a temporary directory for ptxas");
  ToolRun run = executeTool(ptxas, args, temps, emptyDir);
  if (run.rc < 0)
    return toolError(failureMessage(ptxas, run, run.output));
  if (run.rc > 0) {
    std::vector<PtxasMessage> messages;
    std::string output = rewritePtxasOutput(run.output, ptxPath, ptx, messages);
    return llvm::make_error<PtxasError>(failureMessage(ptxas, run, output), std::move(messages));
  }
  result.log = std::move(run.output);
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

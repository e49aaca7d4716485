//===- Stdlib.cpp - the standard library written in the language ----------===//
//
// stdlib/*.tri hold @jit functions (tl.sigmoid, tl.softmax, tl.cdiv,
// tl.rand, ...). A `tl.<name>` that is no builtin resolves to the stdlib
// function of that name (names starting with '_' stay private). The files
// are found, first match wins, in
//   $TRITONC_STDLIB,
//   <directory of the tritonc executable>/../share/tritonc/stdlib (installed),
//   TRITONC_STDLIB_DIR (the source tree's stdlib/, set by CMake),
// and are parsed once per process, on first use.
//
//===----------------------------------------------------------------------===//
#include "frontend/irgen/CodeGen.h"

#include "frontend/Parser.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <sstream>
#include <unistd.h>

#ifndef TRITONC_STDLIB_DIR
#define TRITONC_STDLIB_DIR ""
#endif

namespace fs = std::filesystem;

namespace tritonc {

namespace {
struct StdlibFile {
  std::unique_ptr<SourceFile> source;
  std::unique_ptr<ast::Module> module;
};
struct StdlibState {
  std::once_flag once;
  std::string dir;
  std::string error; // why it could not be loaded
  std::vector<StdlibFile> files;
  std::vector<std::string> used; // files a compilation read
};
StdlibState &state() {
  static StdlibState s;
  return s;
}

std::string findStdlibDir() {
  if (const char *env = std::getenv("TRITONC_STDLIB"); env && *env)
    return env;
  char buf[4096];
  ssize_t n = readlink("/proc/self/exe", buf, sizeof buf - 1);
  if (n > 0) {
    buf[n] = 0;
    std::error_code ec;
    fs::path installed = fs::path(buf).parent_path().parent_path() / "share" / "tritonc" / "stdlib";
    if (fs::is_directory(installed, ec))
      return installed.string();
  }
  return TRITONC_STDLIB_DIR;
}

/// Reads and parses every .tri file of the directory, in name order.
void load(StdlibState &s, DiagnosticEngine &diags) {
  s.dir = findStdlibDir();
  std::error_code ec;
  if (s.dir.empty() || !fs::is_directory(s.dir, ec)) {
    s.error = "the standard library directory '" + s.dir + "' does not exist (set TRITONC_STDLIB)";
    return;
  }
  std::vector<fs::path> paths;
  for (const auto &entry : fs::directory_iterator(s.dir, ec))
    if (entry.path().extension() == ".tri")
      paths.push_back(entry.path());
  std::sort(paths.begin(), paths.end());
  const SourceFile *saved = diags.source();
  for (const fs::path &p : paths) {
    std::ifstream in(p, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    if (!in) {
      s.error = "cannot read '" + p.string() + "'";
      return;
    }
    StdlibFile file;
    file.source = std::make_unique<SourceFile>(p.string(), text.str());
    diags.setSource(file.source.get());
    file.module = parseSource(*file.source, diags);
    diags.setSource(saved);
    if (!file.module) {
      s.error = "the standard library file '" + p.string() + "' does not parse";
      return;
    }
    file.module->path = p.string();
    s.files.push_back(std::move(file));
  }
}
} // namespace

std::vector<std::string> stdlibDependencies() { return state().used; }

std::string stdlibDirectory() { return state().dir; }

std::vector<std::pair<std::string, std::string>> stdlibSources() {
  std::vector<std::pair<std::string, std::string>> sources;
  for (const StdlibFile &file : state().files)
    sources.emplace_back(file.source->path(), file.source->text());
  return sources;
}

namespace irgen {

std::optional<Val> CodeGen::stdlibFunction(const std::string &name, SourceLocation l) {
  if (!stdlibLoaded) {
    stdlibLoaded = true;
    StdlibState &s = state();
    std::call_once(s.once, [&] { load(s, diags); });
    if (!s.error.empty())
      return fail(l, "'" + name + "' is not a builtin, and " + s.error);
    for (const StdlibFile &file : s.files) {
      ModuleInfo &m = modules.emplace_back();
      m.ast = file.module.get();
      m.source = file.source.get();
      m.path = file.module->path;
      m.name = "triton.language";
      m.isStdlib = true;
      if (failed(evaluateModule(m)))
        return Failure();
      for (const auto &stmt : m.ast->body)
        if (auto *def = llvm::dyn_cast<ast::FunctionDef>(stmt.get()))
          if (def->name[0] != '_' && !stdlibNames.count(def->name))
            if (auto g = m.globals.find(def->name);
                g != m.globals.end() && g->second.kind == Val::Kind::JitFunction && g->second.jit)
              stdlibNames[def->name] = g->second;
    }
  }
  auto it = stdlibNames.find(name);
  if (it == stdlibNames.end())
    return std::nullopt;
  auto &used = state().used;
  if (std::find(used.begin(), used.end(), it->second.module->path) == used.end())
    used.push_back(it->second.module->path);
  return it->second;
}

} // namespace irgen
} // namespace tritonc

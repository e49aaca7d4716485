//===- Stdlib.cpp - the standard library written in the language ----------===//
//
// stdlib/*.tri hold @jit functions (tl.sigmoid, tl.softmax, tl.cdiv,
// tl.rand, ...). A `tl.<name>` that is no builtin resolves to the stdlib
// function of that name (names starting with '_' stay private). The files
// are found, first match wins, in
//   $TRITONC_STDLIB,
//   <directory of the tritonc executable>/../share/tritonc/stdlib (installed),
//   TRITONC_STDLIB_DIR (the source tree's stdlib/, set by CMake),
// and are read on first use of the standard library; a file is parsed (once
// per process) and evaluated (once per compilation) only when one of the
// functions it defines is asked for.
//
//===----------------------------------------------------------------------===//
#include "frontend/irgen/CodeGen.h"

#include "frontend/Parser.h"

#include <algorithm>
#include <cctype>
#include <set>
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
/// One stdlib file: read on first use of the stdlib, parsed only when one of
/// its functions is first asked for (a parse costs milliseconds per
/// hundred lines, most of a small kernel's front end).
struct StdlibFile {
  std::unique_ptr<SourceFile> source;
  std::set<std::string> definitions; // top-level `def` names, from a scan of the text
  std::once_flag parsed;
  std::unique_ptr<ast::Module> module; // null until parsed, or when it does not parse
};
struct StdlibState {
  std::once_flag once;
  std::string dir;
  std::string error; // why it could not be loaded
  std::vector<std::unique_ptr<StdlibFile>> files;
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

/// The names of the top-level functions of a file: lines that begin with
/// `def NAME`. A scan, not a parse: it only decides which file to parse.
std::set<std::string> scanDefinitions(const std::string &text) {
  std::set<std::string> names;
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);) {
    if (line.rfind("def ", 0) != 0)
      continue;
    size_t end = 4;
    while (end < line.size() && (std::isalnum(static_cast<unsigned char>(line[end])) || line[end] == '_'))
      ++end;
    if (end > 4)
      names.insert(line.substr(4, end - 4));
  }
  return names;
}

/// Reads every .tri file of the directory, in name order.
void load(StdlibState &s) {
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
  for (const fs::path &p : paths) {
    std::ifstream in(p, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    if (!in) {
      s.error = "cannot read '" + p.string() + "'";
      return;
    }
    auto file = std::make_unique<StdlibFile>();
    file->source = std::make_unique<SourceFile>(p.string(), text.str());
    file->definitions = scanDefinitions(file->source->text());
    s.files.push_back(std::move(file));
  }
}

/// Parses `file` once per process; its AST, or null when it does not parse
/// (the parser has reported why).
const ast::Module *parsed(StdlibFile &file, DiagnosticEngine &diags) {
  std::call_once(file.parsed, [&] {
    const SourceFile *saved = diags.source();
    diags.setSource(file.source.get());
    file.module = parseSource(*file.source, diags);
    diags.setSource(saved);
    if (file.module)
      file.module->path = file.source->path();
  });
  return file.module.get();
}
} // namespace

std::vector<std::string> stdlibDependencies() { return state().used; }

std::string stdlibDirectory() { return state().dir; }

std::vector<std::pair<std::string, std::string>> stdlibSources() {
  std::vector<std::pair<std::string, std::string>> sources;
  for (const std::unique_ptr<StdlibFile> &file : state().files)
    sources.emplace_back(file->source->path(), file->source->text());
  return sources;
}

namespace irgen {

std::optional<Val> CodeGen::stdlibFunction(const std::string &name, SourceLocation l) {
  // Private to its file, but for the helpers of Triton's own standard
  // module that kernels import by name (from triton.language.standard
  // import _log2).
  static const std::set<std::string> importedPrivates = {"_log2"};
  if (name.empty() || (name[0] == '_' && !importedPrivates.count(name)))
    return std::nullopt;
  if (auto known = stdlibNames.find(name); known != stdlibNames.end())
    return known->second;
  StdlibState &s = state();
  std::call_once(s.once, [&] { load(s); });
  if (!s.error.empty())
    return fail(l, "'" + name + "' is not a builtin, and " + s.error);
  // The first file, in name order, that defines it.
  for (std::unique_ptr<StdlibFile> &file : s.files) {
    if (!file->definitions.count(name))
      continue;
    auto evaluated = stdlibModules.find(file.get());
    if (evaluated == stdlibModules.end()) {
      const ast::Module *ast = parsed(*file, diags);
      if (!ast)
        return fail(l, "'" + name + "' is not a builtin, and the standard library file '" +
                           file->source->path() + "' does not parse");
      ModuleInfo &m = modules.emplace_back();
      m.ast = ast;
      m.source = file->source.get();
      m.path = ast->path;
      m.name = "triton.language";
      m.isStdlib = true;
      if (failed(evaluateModule(m)))
        return Failure();
      evaluated = stdlibModules.emplace(file.get(), &m).first;
    }
    auto g = evaluated->second->globals.find(name);
    if (g == evaluated->second->globals.end() || g->second.kind != Val::Kind::JitFunction || !g->second.jit)
      return std::nullopt;
    stdlibNames[name] = g->second;
    auto &used = s.used;
    if (std::find(used.begin(), used.end(), evaluated->second->path) == used.end())
      used.push_back(evaluated->second->path);
    return g->second;
  }
  return std::nullopt;
}

} // namespace irgen
} // namespace tritonc

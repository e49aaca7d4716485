//===- ModuleLoader.h - finding and parsing the modules a kernel imports --===//
//
// Kernels live in packages: a kernel file imports @jit helpers, shims and
// constants from other modules (`from .utils import f`, `import pkg.ext as
// e`). The loader finds those modules as Python's import system would and
// parses each once; evaluating them is IR generation's business
// (irgen/ModuleEval.cpp).
//
// Search path, first match wins:
//   1. the -I directories, in command-line order;
//   2. the directories of $TRITONC_PATH (':'-separated, like PYTHONPATH);
//   3. the directory holding the outermost package of the main file (the
//      first directory above it without an __init__.py), so that a kernel
//      file inside a package finds its own package by absolute name.
// A module `a.b.c` is `<dir>/a/b/c.py` (or `.tri`), or the package
// `<dir>/a/b/c/__init__.py`, or a namespace package: a directory without
// __init__.py. Relative imports (`from ..x import y`) resolve from the
// importing file's directory, as for a package.
//
// Nothing here knows MLIR; nothing is evaluated.
//
//===----------------------------------------------------------------------===//
#ifndef TRITONC_FRONTEND_MODULELOADER_H
#define TRITONC_FRONTEND_MODULELOADER_H

#include "frontend/AST.h"
#include "frontend/Diagnostics.h"

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace tritonc {

/// One module found on disk: a file, or a namespace package (a directory
/// without __init__.py, which has no file and no AST).
struct ModuleFile {
  std::string name;      // dotted name, as imported ("pkg.utils")
  std::string path;      // the file; empty for a namespace package
  std::string directory; // where its relative imports start (its package)
  bool isPackage = false;
  std::unique_ptr<SourceFile> source; // set once parsed
  std::unique_ptr<ast::Module> ast;   // null for a namespace package
};

class ModuleLoader {
public:
  /// `includeDirs`: the -I directories. $TRITONC_PATH is read here.
  ModuleLoader(std::vector<std::string> includeDirs, DiagnosticEngine &diags);

  /// Registers the file given on the command line (already parsed) and adds
  /// its outermost package's parent directory to the search path.
  ModuleFile &addMain(const std::string &path, std::unique_ptr<SourceFile> source,
                      std::unique_ptr<ast::Module> ast);

  /// Finds module `dotted` on the search path and parses it (once).
  /// Returns null when it is not there; `parseFailed` is set (and the
  /// error reported) when it is there but does not parse.
  ModuleFile *findAbsolute(const std::string &dotted, bool &parseFailed);
  /// `from <level dots><dotted> import ...` in a module whose relative
  /// imports start at `directory`; `dotted` may be empty (`from . import x`).
  ModuleFile *findRelative(const std::string &directory, int level, const std::string &dotted,
                           bool &parseFailed);

  /// The loaded module whose AST is `ast`; null if none.
  const ModuleFile *fileFor(const ast::Module &ast) const;

  /// Whether a top-level name (`torch`, `flag_gems`) is on the search path
  /// at all: an import of a name that is not is a host library's.
  bool hasTopLevel(const std::string &name) const;

  /// The parsed file at `path` (as loaded), for diagnostics; null if none.
  const SourceFile *sourceFor(const std::string &path) const;
  /// The search path as printed in notes: "'dir1', 'dir2'".
  std::string describeSearchPath() const;
  /// Every module file read, in the order read (the main file first), for
  /// depfiles.
  const std::vector<std::string> &filesRead() const { return filesRead_; }

private:
  /// The module at `stem` (+ .py, + .tri, or /__init__.py, or the
  /// directory itself); `packageOnly`: only the last two.
  ModuleFile *load(const std::string &dotted, const std::string &stem, bool packageOnly,
                   bool &parseFailed);

  std::vector<std::string> searchPath_;
  DiagnosticEngine &diags_;
  std::map<std::string, std::unique_ptr<ModuleFile>> byPath_; // key: file or directory
  std::vector<std::string> filesRead_;
};

} // namespace tritonc

#endif

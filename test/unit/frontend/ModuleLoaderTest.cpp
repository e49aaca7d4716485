// The module search: absolute and relative imports, packages with and
// without __init__.py, -I before $TRITONC_PATH before the main file's
// package root, files parsed once and listed for depfiles.
#include "frontend/ModuleLoader.h"
#include "frontend/Parser.h"

#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

using namespace tritonc;
namespace fs = std::filesystem;

namespace {

/// A fresh directory tree under the system's temporary directory.
struct Tree {
  fs::path root;
  Tree() {
    root = fs::temp_directory_path() / ("tritonc_loader_" + std::to_string(std::rand()) + "_" +
                                        std::to_string(reinterpret_cast<std::uintptr_t>(this)));
    fs::remove_all(root);
    fs::create_directories(root);
  }
  ~Tree() { fs::remove_all(root); }
  void write(const std::string &rel, const std::string &text) {
    fs::path p = root / rel;
    fs::create_directories(p.parent_path());
    std::ofstream(p) << text;
  }
};

ModuleFile &addMain(ModuleLoader &loader, const fs::path &path, DiagnosticEngine &diags) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  auto source = std::make_unique<SourceFile>(path.string(), text.str());
  auto ast = parseSource(*source, diags);
  REQUIRE(ast);
  return loader.addMain(path.string(), std::move(source), std::move(ast));
}

} // namespace

TEST_CASE("a package module finds its package by absolute and relative names", "[modules]") {
  Tree t;
  t.write("pkg/__init__.py", "X = 1\n");
  t.write("pkg/utils/__init__.py", "");
  t.write("pkg/utils/lang.py", "Y = 2\n");
  t.write("pkg/ops/kernel.py", "import pkg.utils.lang\n");  // ops/ has no __init__.py
  t.write("nspkg/sub/mod.py", "Z = 3\n");                   // a namespace package
  std::ostringstream err;
  DiagnosticEngine diags(err);
  ModuleLoader loader({}, diags);
  ModuleFile &main = addMain(loader, t.root / "pkg/ops/kernel.py", diags);
  // ops/ has no __init__.py: the main file is a top-level module whose
  // directory is searched (pkg/ops) besides the first directory without an
  // __init__.py above it (pkg/ops itself); pkg is found through -I below.
  CHECK(main.name == "kernel");

  bool parseFailed = false;
  CHECK(loader.findAbsolute("pkg.utils.lang", parseFailed) == nullptr); // root not on the path
  ModuleLoader withInclude({t.root.string()}, diags);
  ModuleFile &main2 = addMain(withInclude, t.root / "pkg/ops/kernel.py", diags);
  ModuleFile *lang = withInclude.findAbsolute("pkg.utils.lang", parseFailed);
  REQUIRE(lang);
  CHECK(!parseFailed);
  CHECK(lang->name == "pkg.utils.lang");
  CHECK(!lang->isPackage);
  CHECK(lang->ast);
  CHECK(withInclude.findAbsolute("pkg.utils.lang", parseFailed) == lang); // parsed once

  ModuleFile *utils = withInclude.findRelative(main2.directory, 2, "utils", parseFailed);
  REQUIRE(utils);
  CHECK(utils->isPackage);
  CHECK(fs::equivalent(utils->directory, t.root / "pkg/utils"));
  ModuleFile *pkg = withInclude.findRelative(main2.directory, 2, "", parseFailed);
  REQUIRE(pkg);
  CHECK(pkg->isPackage);
  CHECK(pkg->ast);

  ModuleFile *ns = withInclude.findAbsolute("nspkg.sub", parseFailed);
  REQUIRE(ns);
  CHECK(ns->isPackage);
  CHECK(!ns->ast); // no __init__.py: nothing to evaluate
  CHECK(withInclude.findAbsolute("nspkg.sub.mod", parseFailed) != nullptr);

  CHECK(withInclude.findAbsolute("pkg.missing", parseFailed) == nullptr);
  CHECK(!parseFailed);
  CHECK(withInclude.hasTopLevel("pkg"));
  CHECK(!withInclude.hasTopLevel("torch"));

  // Files read, for the depfile: the main file first, each once.
  const auto &files = withInclude.filesRead();
  REQUIRE(files.size() == 5); // kernel, lang, utils/__init__, pkg/__init__, nspkg/sub/mod
  CHECK(files[0] == (t.root / "pkg/ops/kernel.py").string());
  CHECK(err.str().empty());
}

TEST_CASE("the main file's own package root is searched", "[modules]") {
  Tree t;
  t.write("lib/pkg/__init__.py", "");
  t.write("lib/pkg/a.py", "import pkg.b\n");
  t.write("lib/pkg/b.py", "B = 1\n");
  std::ostringstream err;
  DiagnosticEngine diags(err);
  ModuleLoader loader({}, diags);
  ModuleFile &main = addMain(loader, t.root / "lib/pkg/a.py", diags);
  CHECK(main.name == "pkg.a");
  bool parseFailed = false;
  ModuleFile *b = loader.findAbsolute("pkg.b", parseFailed);
  REQUIRE(b);
  CHECK(b->name == "pkg.b");
}

TEST_CASE("-I comes before $TRITONC_PATH", "[modules]") {
  Tree t;
  t.write("first/m.py", "WHERE = 1\n");
  t.write("second/m.py", "WHERE = 2\n");
  t.write("second/only_here.py", "\n");
  t.write("main.py", "import m\n");
  setenv("TRITONC_PATH", (t.root / "second").string().c_str(), 1);
  std::ostringstream err;
  DiagnosticEngine diags(err);
  ModuleLoader loader({(t.root / "first").string()}, diags);
  unsetenv("TRITONC_PATH");
  addMain(loader, t.root / "main.py", diags);
  bool parseFailed = false;
  ModuleFile *m = loader.findAbsolute("m", parseFailed);
  REQUIRE(m);
  CHECK(fs::equivalent(m->path, t.root / "first/m.py"));
  CHECK(loader.findAbsolute("only_here", parseFailed) != nullptr);
  CHECK(loader.describeSearchPath().find((t.root / "second").string()) != std::string::npos);
}

TEST_CASE("a module that does not parse is reported once, in its own file", "[modules]") {
  Tree t;
  t.write("bad.py", "def f(:\n    pass\n");
  t.write("main.py", "import bad\n");
  std::ostringstream err;
  DiagnosticEngine diags(err);
  ModuleLoader loader({}, diags);
  addMain(loader, t.root / "main.py", diags);
  bool parseFailed = false;
  CHECK(loader.findAbsolute("bad", parseFailed) == nullptr);
  CHECK(parseFailed);
  CHECK(err.str().find("bad.py:1:6: error: '(' was never closed") != std::string::npos);
  CHECK(diags.errorCount() == 1);
}

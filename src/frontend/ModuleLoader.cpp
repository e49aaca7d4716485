//===- ModuleLoader.cpp - finding and parsing imported modules ------------===//
#include "frontend/ModuleLoader.h"

#include "frontend/Parser.h"
#include "frontend/SourceLimits.h"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace fs = std::filesystem;

namespace tritonc {

namespace {

bool isFile(const fs::path &p) {
  std::error_code ec;
  return fs::is_regular_file(p, ec);
}
bool isDirectory(const fs::path &p) {
  std::error_code ec;
  return fs::is_directory(p, ec);
}

/// "a.b.c" -> "a/b/c".
fs::path dottedToPath(const std::string &dotted) {
  fs::path p;
  size_t start = 0;
  while (start <= dotted.size()) {
    size_t dot = dotted.find('.', start);
    p /= dotted.substr(start, dot == std::string::npos ? std::string::npos : dot - start);
    if (dot == std::string::npos)
      break;
    start = dot + 1;
  }
  return p;
}

std::string canonicalKey(const fs::path &p) {
  std::error_code ec;
  fs::path c = fs::weakly_canonical(p, ec);
  return (ec ? p : c).string();
}

} // namespace

ModuleLoader::ModuleLoader(std::vector<std::string> includeDirs, DiagnosticEngine &diags)
    : searchPath_(std::move(includeDirs)), diags_(diags) {
  if (const char *env = std::getenv("TRITONC_PATH"); env && *env) {
    std::string list = env;
    size_t start = 0;
    while (start <= list.size()) {
      size_t colon = list.find(':', start);
      std::string dir = list.substr(start, colon == std::string::npos ? std::string::npos : colon - start);
      if (!dir.empty())
        searchPath_.push_back(dir);
      if (colon == std::string::npos)
        break;
      start = colon + 1;
    }
  }
}

ModuleFile &ModuleLoader::addMain(const std::string &path, std::unique_ptr<SourceFile> source,
                                  std::unique_ptr<ast::Module> ast) {
  fs::path file = fs::absolute(fs::path(path));
  fs::path dir = file.parent_path();
  // The main file's dotted name counts the packages above it.
  std::string name = file.stem().string();
  fs::path root = dir;
  while (isFile(root / "__init__.py") && root.has_parent_path() && root.parent_path() != root) {
    name = root.filename().string() + "." + name;
    root = root.parent_path();
  }
  searchPath_.push_back(root.string());
  if (root != dir)
    searchPath_.push_back(dir.string()); // a script's own directory, as Python's sys.path[0]
  auto module = std::make_unique<ModuleFile>();
  module->name = name;
  module->path = path;
  module->directory = dir.string();
  module->isPackage = file.filename() == "__init__.py";
  module->source = std::move(source);
  module->ast = std::move(ast);
  ModuleFile &result = *module;
  byPath_[canonicalKey(file)] = std::move(module);
  filesRead_.push_back(path);
  return result;
}

ModuleFile *ModuleLoader::load(const std::string &dotted, const std::string &stemText,
                               bool packageOnly, bool &parseFailed) {
  fs::path stem = stemText;
  fs::path candidates[] = {fs::path(stem.string() + ".py"), fs::path(stem.string() + ".tri"),
                           stem / "__init__.py"};
  fs::path found;
  bool package = false;
  for (size_t i = packageOnly ? 2 : 0; i < 3 && found.empty(); ++i)
    if (isFile(candidates[i])) {
      found = candidates[i];
      package = i == 2;
    }
  bool namespacePackage = found.empty() && isDirectory(stem);
  if (found.empty() && !namespacePackage)
    return nullptr;
  std::string key = canonicalKey(namespacePackage ? stem : found);
  if (auto it = byPath_.find(key); it != byPath_.end())
    return it->second.get();

  auto module = std::make_unique<ModuleFile>();
  module->name = dotted;
  module->isPackage = package || namespacePackage;
  module->directory = (namespacePackage || package ? stem : stem.parent_path()).string();
  if (!namespacePackage) {
    module->path = found.lexically_normal().string();
    // An oversized module is refused before it is read into memory.
    if (!checkSourceFileSize(module->path, diags_)) {
      parseFailed = true;
      return nullptr;
    }
    std::ifstream in(found, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    if (!in && !in.eof()) {
      diags_.error("cannot read '" + module->path + "'");
      parseFailed = true;
      return nullptr;
    }
    module->source = std::make_unique<SourceFile>(module->path, text.str());
    const SourceFile *saved = diags_.source();
    diags_.setSource(module->source.get());
    module->ast = parseSource(*module->source, diags_);
    diags_.setSource(saved);
    if (!module->ast) {
      parseFailed = true;
      return nullptr;
    }
    module->ast->path = module->path;
    filesRead_.push_back(module->path);
  }
  ModuleFile *result = module.get();
  byPath_[key] = std::move(module);
  return result;
}

ModuleFile *ModuleLoader::findAbsolute(const std::string &dotted, bool &parseFailed) {
  parseFailed = false;
  if (dotted.empty())
    return nullptr;
  for (const std::string &dir : searchPath_)
    if (ModuleFile *m = load(dotted, (fs::path(dir) / dottedToPath(dotted)).string(), false, parseFailed);
        m || parseFailed)
      return m;
  return nullptr;
}

ModuleFile *ModuleLoader::findRelative(const std::string &directory, int level,
                                       const std::string &dotted, bool &parseFailed) {
  parseFailed = false;
  fs::path base = directory;
  for (int i = 1; i < level; ++i)
    base = base.parent_path();
  // `from . import x` names the package itself: its __init__.py, or the
  // directory as a namespace package.
  if (dotted.empty())
    return load(base.filename().string(), base.string(), /*packageOnly=*/true, parseFailed);
  return load(dotted, (base / dottedToPath(dotted)).string(), false, parseFailed);
}

bool ModuleLoader::hasTopLevel(const std::string &name) const {
  for (const std::string &dir : searchPath_) {
    fs::path p = fs::path(dir) / name;
    if (isFile(fs::path(p.string() + ".py")) || isFile(fs::path(p.string() + ".tri")) || isDirectory(p))
      return true;
  }
  return false;
}

const SourceFile *ModuleLoader::sourceFor(const std::string &path) const {
  for (const auto &[key, module] : byPath_)
    if (module->path == path && module->source)
      return module->source.get();
  return nullptr;
}

std::string ModuleLoader::describeSearchPath() const {
  std::string text;
  for (const std::string &dir : searchPath_)
    text += (text.empty() ? "'" : ", '") + dir + "'";
  return text.empty() ? "(empty)" : text;
}

const ModuleFile *ModuleLoader::fileFor(const ast::Module &ast) const {
  for (const auto &[path, file] : byPath_)
    if (file->ast.get() == &ast)
      return file.get();
  return nullptr;
}

} // namespace tritonc

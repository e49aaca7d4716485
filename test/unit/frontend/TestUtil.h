// Helpers shared by the frontend unit tests.
#ifndef TRITONC_TEST_UNIT_FRONTEND_TESTUTIL_H
#define TRITONC_TEST_UNIT_FRONTEND_TESTUTIL_H

#include "frontend/Parser.h"

#include <catch2/catch.hpp>

#include <fstream>
#include <memory>
#include <sstream>
#include <string>

namespace Catch {
template <> struct StringMaker<tritonc::SourceLocation> {
  static std::string convert(const tritonc::SourceLocation &l) {
    return std::to_string(l.line) + ":" + std::to_string(l.column);
  }
};
} // namespace Catch

namespace testutil {

struct Parsed {
  std::unique_ptr<tritonc::SourceFile> source;
  std::unique_ptr<tritonc::ast::Module> module;
  std::string diagnostics; // everything the engine printed
  unsigned errors = 0;
};

inline Parsed parse(const std::string &text, const std::string &path = "t.py") {
  Parsed r;
  r.source = std::make_unique<tritonc::SourceFile>(path, text);
  std::ostringstream os;
  tritonc::DiagnosticEngine diag(os);
  r.module = tritonc::parseSource(*r.source, diag);
  r.diagnostics = os.str();
  r.errors = diag.errorCount();
  return r;
}

/// The diagnostics printed for `text` (which must fail to parse).
inline std::string errorOf(const std::string &text, const std::string &path = "t.py") {
  Parsed r = parse(text, path);
  if (r.module)
    return "<parsed without error>";
  return r.diagnostics;
}

inline std::string readFile(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

inline std::string dump(const tritonc::ast::Node &n) {
  std::ostringstream os;
  tritonc::ast::dumpNode(n, os);
  return os.str();
}

} // namespace testutil

#endif

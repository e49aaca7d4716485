//===- MLIRDiagnostics.cpp - MLIR's diagnostics printed like tritonc's ----===//
#include "tools/MLIRDiagnostics.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Location.h"

#include <fstream>
#include <sstream>

namespace tritonc {

namespace {

/// The innermost file position of `loc`: a call site's callee, a fused or
/// named location's first file position.
mlir::FileLineColLoc filePosition(mlir::Location loc) {
  mlir::FileLineColLoc found;
  loc->walk([&](mlir::Location inner) {
    if (auto file = mlir::dyn_cast<mlir::FileLineColLoc>(inner)) {
      found = file;
      return mlir::WalkResult::interrupt();
    }
    return mlir::WalkResult::advance();
  });
  return found;
}

} // namespace

const SourceFile *MLIRDiagnosticBridge::sourceFor(const std::string &path) {
  if (const SourceFile *known = knownSource(path))
    return known;
  auto it = readFromDisk.find(path);
  if (it == readFromDisk.end()) {
    std::ifstream in(path, std::ios::binary);
    std::unique_ptr<SourceFile> file;
    if (in) {
      std::stringstream text;
      text << in.rdbuf();
      file = std::make_unique<SourceFile>(path, text.str());
    }
    it = readFromDisk.emplace(path, std::move(file)).first;
  }
  return it->second.get();
}

void MLIRDiagnosticBridge::reportAt(DiagnosticSeverity severity, mlir::FileLineColLoc position,
                                    const std::string &message) {
  // Printed against the file the position names; a file that cannot be
  // read still names itself rather than borrowing the kernel's file.
  std::string path = position.getFilename().str();
  const SourceFile *file = sourceFor(path);
  SourceFile unreadable(path, "");
  const SourceFile *saved = diags.source();
  diags.setSource(file ? file : &unreadable);
  SourceLocation where;
  where.line = position.getLine();
  where.column = position.getColumn();
  diags.report(severity, where, message);
  diags.setSource(saved);
}

void MLIRDiagnosticBridge::report(DiagnosticSeverity severity, mlir::Location loc, const std::string &message) {
  if (mlir::FileLineColLoc position = filePosition(loc))
    reportAt(severity, position, message);
  else if (severity == DiagnosticSeverity::Error)
    diags.error(message);
  else
    diags.report(severity, SourceLocation(), message);
  // Code inlined from a call: where it was called from, innermost first.
  while (auto call = mlir::dyn_cast<mlir::CallSiteLoc>(loc)) {
    loc = call.getCaller();
    if (mlir::FileLineColLoc caller = filePosition(loc))
      reportAt(DiagnosticSeverity::Note, caller, "in the function called here");
  }
}

void MLIRDiagnosticBridge::print(mlir::Diagnostic &d) {
  DiagnosticSeverity severity = d.getSeverity() == mlir::DiagnosticSeverity::Error     ? DiagnosticSeverity::Error
                                : d.getSeverity() == mlir::DiagnosticSeverity::Warning ? DiagnosticSeverity::Warning
                                                                                       : DiagnosticSeverity::Note;
  // Attached notes are left out: MLIR's are dumps of the failing
  // operation, which name IR the user never wrote.
  report(severity, d.getLocation(), d.str());
}

} // namespace tritonc

//===- MLIRDiagnostics.h - MLIR's diagnostics printed like tritonc's ------===//
//
// The verifier and the passes report through MLIR's diagnostic engine; the
// user should see them as every other error: `file:line:col: error: ...`
// with the line and a caret, against the file the location names (an
// imported module, a stdlib file), and, for code inlined from a call, a
// note at each call site up to the kernel.
//
//===----------------------------------------------------------------------===//
#ifndef TRITONC_TOOLS_MLIRDIAGNOSTICS_H
#define TRITONC_TOOLS_MLIRDIAGNOSTICS_H

#include "frontend/Diagnostics.h"

#include "mlir/IR/Diagnostics.h"

#include <functional>
#include <map>
#include <memory>
#include <string>

namespace tritonc {

class MLIRDiagnosticBridge {
public:
  /// `knownSource` finds a file the compilation already read (null if
  /// none); other files are read from disk on first use.
  MLIRDiagnosticBridge(DiagnosticEngine &diags, std::function<const SourceFile *(const std::string &)> knownSource)
      : diags(diags), knownSource(std::move(knownSource)) {}

  /// Prints `d` through the DiagnosticEngine.
  void print(mlir::Diagnostic &d);

private:
  DiagnosticEngine &diags;
  std::function<const SourceFile *(const std::string &)> knownSource;
  std::map<std::string, std::unique_ptr<SourceFile>> readFromDisk;

  const SourceFile *sourceFor(const std::string &path);
  void report(DiagnosticSeverity severity, mlir::Location loc, const std::string &message);
  void reportAt(DiagnosticSeverity severity, mlir::FileLineColLoc position, const std::string &message);
};

} // namespace tritonc

#endif

//===- InlineAsmDiagnostics.h - ptxas errors in tl.inline_asm_elementwise ---===//
//
// The text of tl.inline_asm_elementwise reaches ptxas unchecked, so ptxas
// is the first to see a mistake in it, and it names a line of a temporary
// PTX file. LLVM's NVPTX printer brackets every inline-asm statement with
// "// begin inline asm" and "// end inline asm" comments; the lines between
// are the template with its operands substituted. Matching them against the
// templates of the kernel's inline_asm ops finds the call in the source.
//
//===----------------------------------------------------------------------===//
#ifndef TRITONC_TOOLS_INLINEASMDIAGNOSTICS_H
#define TRITONC_TOOLS_INLINEASMDIAGNOSTICS_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Location.h"

#include <optional>
#include <string>
#include <vector>

namespace tritonc {

/// One tl.inline_asm_elementwise call: its assembly template and where it is.
struct InlineAsmSite {
  std::string asmString;
  mlir::Location loc;
};

/// The inline_asm ops of a tile-IR module (before lowering, while they are
/// still the user's: the lowering adds inline assembly of its own).
std::vector<InlineAsmSite> collectInlineAsmSites(mlir::ModuleOp module);

/// Whether the inline-asm statement printed as `printed` (operands
/// substituted) comes from the template `asmString` ($0, ${1}, $$).
bool inlineAsmMatches(const std::string &asmString, const std::string &printed);

/// The site whose inline assembly PTX line `line` (1-based) belongs to, if
/// the line lies between "// begin inline asm" and "// end inline asm" and
/// the statement there matches one site's template.
std::optional<mlir::Location> findInlineAsmSite(const std::string &ptx, unsigned line,
                                                const std::vector<InlineAsmSite> &sites);

} // namespace tritonc

#endif

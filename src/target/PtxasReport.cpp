//===- PtxasReport.cpp - what ptxas -v says about registers and spills ----===//
#include "target/PtxasReport.h"

#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Regex.h"

namespace tritonc {

namespace {

unsigned toUnsigned(llvm::StringRef text) {
  unsigned value = 0;
  return text.getAsInteger(10, value) ? 0 : value;
}

} // namespace

PtxasReport parsePtxasReport(llvm::StringRef log) {
  // ptxas info    : Compiling entry function 'k' for 'sm_90a'
  // ptxas info    : Function properties for k
  //     144 bytes stack frame, 140 bytes spill stores, 140 bytes spill loads
  // ptxas info    : Used 255 registers, used 1 barriers, 144 bytes cumulative stack size
  static const llvm::Regex properties("Function properties for ([^ ]+)$");
  static const llvm::Regex frame("([0-9]+) bytes stack frame, ([0-9]+) bytes spill stores, ([0-9]+) bytes spill loads");
  static const llvm::Regex entry("Compiling entry function '([^']+)'");
  static const llvm::Regex used("Used ([0-9]+) registers");
  static const llvm::Regex advisory("(\\(C[0-9]+\\) Potential Performance Loss: .*)$");

  PtxasReport report;
  auto function = [&](llvm::StringRef name) -> PtxasFunctionUsage & {
    for (PtxasFunctionUsage &f : report.functions)
      if (f.name == name)
        return f;
    report.functions.push_back({name.str()});
    return report.functions.back();
  };
  std::string current; // the function the next numbers belong to
  llvm::SmallVector<llvm::StringRef> lines;
  log.split(lines, '\n');
  for (llvm::StringRef line : lines) {
    line = line.rtrim();
    llvm::SmallVector<llvm::StringRef, 4> m;
    if (advisory.match(line, &m))
      report.advisories.push_back(m[1].str());
    else if (entry.match(line, &m) || properties.match(line, &m))
      current = m[1].str(), function(current);
    else if (!current.empty() && frame.match(line, &m)) {
      PtxasFunctionUsage &f = function(current);
      f.stackFrame = toUnsigned(m[1]);
      f.spillStores = toUnsigned(m[2]);
      f.spillLoads = toUnsigned(m[3]);
    } else if (!current.empty() && used.match(line, &m))
      function(current).registers = toUnsigned(m[1]);
  }
  return report;
}

std::vector<std::string> ptxasWarnings(const PtxasReport &report, const GpuArch &arch, unsigned spillThreshold) {
  std::vector<std::string> warnings;
  for (const PtxasFunctionUsage &f : report.functions)
    if (f.spillStores > spillThreshold)
      warnings.push_back("'" + f.name + "' spills registers to local memory on " + arch.name + ": " +
                         std::to_string(f.spillStores) + " bytes of spill stores and " +
                         std::to_string(f.spillLoads) + " bytes of spill loads per thread with " +
                         std::to_string(f.registers) + " registers used (ptxas -v; warned above " +
                         std::to_string(spillThreshold) +
                         " bytes): a smaller tile or more warps (num_warps) keeps its values in registers");
  for (const std::string &a : report.advisories)
    warnings.push_back("ptxas on " + arch.name + ": " + a);
  return warnings;
}

unsigned warnAboutPtxasReport(mlir::ModuleOp module, llvm::StringRef log, const GpuArch &arch) {
  PtxasReport report = parsePtxasReport(log);
  // The same order as ptxasWarnings: spilling functions, then advisories.
  std::vector<mlir::Location> where;
  for (const PtxasFunctionUsage &f : report.functions)
    if (f.spillStores > kSpillWarningBytes) {
      mlir::Operation *fn = module.lookupSymbol(f.name);
      where.push_back(fn ? fn->getLoc() : module.getLoc());
    }
  // An advisory names its function in quotes at the end ("... in the
  // function 'k'"); without one, the only kernel.
  for (const std::string &a : report.advisories) {
    mlir::Location loc = module.getLoc();
    size_t close = a.rfind('\'');
    size_t open = close == std::string::npos || close == 0 ? std::string::npos : a.rfind('\'', close - 1);
    if (open != std::string::npos)
      if (mlir::Operation *fn = module.lookupSymbol(a.substr(open + 1, close - open - 1)))
        loc = fn->getLoc();
    where.push_back(loc);
  }
  std::vector<std::string> warnings = ptxasWarnings(report, arch);
  for (size_t i = 0; i < warnings.size(); ++i)
    mlir::emitWarning(where[i]) << warnings[i];
  return warnings.size();
}

} // namespace tritonc

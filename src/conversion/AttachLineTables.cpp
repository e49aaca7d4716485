//===- AttachLineTables.cpp - debug scopes for source line tables ---------===//
//
// The translation to LLVM IR turns an operation's FileLineColLoc into a
// DILocation only when its function has a DISubprogram, and the DILocation
// takes its file from the scope, not from the location. So, per function:
//   - a DISubprogram (in the module's one compile unit) for the function's
//     own file, attached as the metadata of a fused location;
//   - a position in another file (code of a helper module or of the
//     standard library that the frontend inlined) wrapped in a
//     DILexicalBlockFile of that file, so its line is read in its file;
//   - a call-site location (frontend inlining, CodeGen::loc) whose callee
//     is named after its function becomes an inlined copy of a subprogram
//     of that name: the translation then emits the callee's line with the
//     call's line as its `inlinedAt`. An unnamed callee is left alone, and
//     the translation falls back to the call's line.
// An llvm.call without a location inside a function with a subprogram
// gets the function's: LLVM's verifier requires a line on every call that
// could be inlined.
//
//===----------------------------------------------------------------------===//
#include "conversion/Passes.h"
#include "support/RecordedPath.h"

#include "llvm/BinaryFormat/Dwarf.h"

#include <map>

namespace tritonc {
#define GEN_PASS_DEF_ATTACHLINETABLES
#include "conversion/Passes.h.inc"
} // namespace tritonc

using namespace mlir;
using namespace tritonc;

namespace {

/// The first file position in `loc`, looking through names, fusions and
/// call sites (their callee first).
FileLineColLoc firstFilePosition(Location loc) {
  FileLineColLoc found;
  loc->walk([&](Location inner) {
    if (auto file = dyn_cast<FileLineColLoc>(inner)) {
      found = file;
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return found;
}

class LineTableBuilder {
public:
  LineTableBuilder(MLIRContext *context, std::vector<PrefixMap> maps, std::string currentDir, bool full)
      : context(context), maps(std::move(maps)), currentDir(std::move(currentDir)), full(full) {}

  /// Gives `func` a subprogram and rewrites the locations inside it;
  /// functions without a file position are left without line tables.
  void attach(LLVM::LLVMFuncOp func) {
    FileLineColLoc position = firstFilePosition(func.getLoc());
    if (!position)
      return;
    LLVM::DIFileAttr file = fileFor(position.getFilename());
    LLVM::DISubprogramAttr subprogram =
        subprogramFor(func.getSymName(), file, position.getLine(), /*linkage=*/true);
    func->setLoc(FusedLoc::get({func.getLoc()}, subprogram, context));
    func.walk([&](Operation *op) {
      if (op == func.getOperation())
        return;
      Location loc = op->getLoc();
      if (isa<UnknownLoc>(loc) && isa<LLVM::CallOp>(op))
        loc = position;
      op->setLoc(scoped(loc, cast<LLVM::DILocalScopeAttr>(subprogram), position.getFilename()));
    });
  }

private:
  /// `loc` with every file position read in its own file, within `scope`
  /// (whose file is `scopeFile`).
  Location scoped(Location loc, LLVM::DILocalScopeAttr scope, StringAttr scopeFile) {
    if (auto position = dyn_cast<FileLineColLoc>(loc)) {
      if (position.getFilename() == scopeFile)
        return loc;
      auto block = LLVM::DILexicalBlockFileAttr::get(context, scope, fileFor(position.getFilename()), 0);
      return FusedLoc::get({loc}, block, context);
    }
    if (auto call = dyn_cast<CallSiteLoc>(loc)) {
      Location caller = scoped(call.getCaller(), scope, scopeFile);
      Location callee = call.getCallee();
      if (auto named = dyn_cast<NameLoc>(callee))
        if (FileLineColLoc position = firstFilePosition(named.getChildLoc())) {
          LLVM::DIFileAttr file = fileFor(position.getFilename());
          LLVM::DISubprogramAttr inlined =
              subprogramFor(named.getName(), file, /*line=*/0, /*linkage=*/false);
          auto scope = cast<LLVM::DILocalScopeAttr>(inlined);
          callee = FusedLoc::get({scoped(named.getChildLoc(), scope, position.getFilename())}, inlined, context);
        }
      return CallSiteLoc::get(callee, caller);
    }
    if (auto named = dyn_cast<NameLoc>(loc))
      return NameLoc::get(named.getName(), scoped(named.getChildLoc(), scope, scopeFile));
    if (auto fused = dyn_cast<FusedLoc>(loc)) {
      if (fused.getMetadata()) // already in a scope of its own
        return loc;
      SmallVector<Location> parts;
      for (Location part : fused.getLocations())
        parts.push_back(scoped(part, scope, scopeFile));
      return FusedLoc::get(context, parts);
    }
    return loc;
  }

  LLVM::DIFileAttr fileFor(StringAttr path) {
    auto [it, inserted] = files.try_emplace(path.getValue().str());
    if (inserted)
      it->second = LLVM::DIFileAttr::get(context, recordedPath(it->first, maps, currentDir), "");
    return it->second;
  }

  /// The module's compile unit, in the file of the first function given
  /// line tables (the kernel's). Line tables are "debug directives only":
  /// the NVPTX backend then writes `.file` and `.loc` and no DWARF
  /// sections; any other kind marks the PTX target `debug`, which ptxas
  /// assembles only without optimization (-g).
  LLVM::DICompileUnitAttr compileUnit(LLVM::DIFileAttr file) {
    if (!unit)
      // DWARF has no language code for Triton's; C, as Triton records,
      // is the one every CUDA tool reads without surprise.
      unit = LLVM::DICompileUnitAttr::get(
          DistinctAttr::create(UnitAttr::get(context)), llvm::dwarf::DW_LANG_C, file,
          StringAttr::get(context, "tritonc"), /*isOptimized=*/true,
          full ? LLVM::DIEmissionKind::Full : LLVM::DIEmissionKind::DebugDirectivesOnly);
    return unit;
  }

  /// One subprogram per function name and file: the same helper inlined
  /// twice is two inlined copies of one subprogram.
  LLVM::DISubprogramAttr subprogramFor(StringRef name, LLVM::DIFileAttr file, unsigned line, bool linkage) {
    auto key = std::make_pair(name.str(), file.getName().str());
    auto [it, inserted] = subprograms.try_emplace(key);
    if (!inserted)
      return it->second;
    auto flags = LLVM::DISubprogramFlags::Definition | LLVM::DISubprogramFlags::Optimized;
    auto type = LLVM::DISubroutineTypeAttr::get(context, ArrayRef<LLVM::DITypeAttr>{});
    it->second = LLVM::DISubprogramAttr::get(
        context, DistinctAttr::create(UnitAttr::get(context)), compileUnit(file), file,
        StringAttr::get(context, name), linkage ? StringAttr::get(context, name) : StringAttr(), file, line,
        line, flags, type);
    return it->second;
  }

  MLIRContext *context;
  std::vector<PrefixMap> maps;
  std::string currentDir;
  bool full;
  LLVM::DICompileUnitAttr unit;
  std::map<std::string, LLVM::DIFileAttr> files;
  std::map<std::pair<std::string, std::string>, LLVM::DISubprogramAttr> subprograms;
};

struct AttachLineTables : tritonc::impl::AttachLineTablesBase<AttachLineTables> {
  using AttachLineTablesBase::AttachLineTablesBase;

  void runOnOperation() override {
    std::string error;
    auto maps = parsePrefixMaps({filePrefixMaps.begin(), filePrefixMaps.end()}, error);
    if (!maps) {
      getOperation().emitError(error);
      return signalPassFailure();
    }
    LineTableBuilder builder(&getContext(), std::move(*maps), currentDir, fullDebugInfo);
    for (auto func : getOperation().getOps<LLVM::LLVMFuncOp>())
      if (!func.isExternal())
        builder.attach(func);
  }
};

} // namespace

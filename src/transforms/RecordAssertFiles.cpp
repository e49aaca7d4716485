//===- RecordAssertFiles.cpp - name assert files as the other outputs do --===//
//
// The frontend's locations carry the source path as it was given, often
// absolute. A failing tl.device_assert prints its file from a string in the
// cubin or object, so that string would make the binary depend on where the
// source lives. This pass records, on every tile.assert, the file name
// tritonc writes into its other outputs (support/RecordedPath.h:
// --file-prefix-map OLD=NEW, the last match winning, else an absolute path
// under the current directory made relative to it); the lowerings report
// that name (dialect/Tile/AssertPosition.h). Locations are left as they
// are: diagnostics keep the path as given, and the line tables map it
// themselves (tritonc-attach-line-tables).
//
//===----------------------------------------------------------------------===//
#include "transforms/Passes.h"

#include "Tile/AssertPosition.h"
#include "support/RecordedPath.h"

namespace tritonc {
#define GEN_PASS_DEF_RECORDASSERTFILES
#include "transforms/Passes.h.inc"
} // namespace tritonc

using namespace mlir;
using namespace tritonc;

namespace {

struct RecordAssertFiles : tritonc::impl::RecordAssertFilesBase<RecordAssertFiles> {
  using RecordAssertFilesBase::RecordAssertFilesBase;

  void runOnOperation() override {
    std::string error;
    auto maps = parsePrefixMaps({filePrefixMaps.begin(), filePrefixMaps.end()}, error);
    if (!maps) {
      getOperation().emitError(error);
      return signalPassFailure();
    }
    getOperation().walk([&](tile::AssertOp op) {
      // The location's file, not an earlier record: the pass may run twice.
      op->removeAttr(tile::kAssertFileAttr);
      tile::AssertPosition position = tile::assertPosition(op);
      if (!position.located)
        return; // "<unknown>" is reported
      op->setAttr(tile::kAssertFileAttr,
                  StringAttr::get(&getContext(), recordedPath(position.file, *maps, currentDir)));
    });
  }
};

} // namespace

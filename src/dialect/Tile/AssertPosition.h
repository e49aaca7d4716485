//===- AssertPosition.h - the file and line a failing assert reports ------===//
//
// A failing tl.device_assert reports where it is: __assertfail on the GPU,
// the launch context's assert callback on the CPU. The line is the
// innermost file location of the tile.assert (the assert's own line, also
// when it was inlined from a helper, whose call-site location wraps it).
// The file is a string in the binary, so it must follow the rule of
// tritonc's other outputs (support/RecordedPath.h) rather than carry the
// absolute path the frontend's locations hold: tritonc-record-assert-files
// records the mapped name in an attribute, which wins over the location's.
//
//===----------------------------------------------------------------------===//
#ifndef TRITONC_DIALECT_TILE_ASSERTPOSITION_H
#define TRITONC_DIALECT_TILE_ASSERTPOSITION_H

#include "Tile/TileDialect.h"

#include <string>

namespace tritonc::tile {

/// The tile.assert attribute holding the file name to report.
inline constexpr const char *kAssertFileAttr = "tile.assert_file";

struct AssertPosition {
  std::string file = "<unknown>";
  unsigned line = 0;
  bool located = false; ///< a file location was found
};

/// The innermost file location of `op`, with its file name replaced by
/// kAssertFileAttr when the op has one.
inline AssertPosition assertPosition(AssertOp op) {
  AssertPosition position;
  op.getLoc()->walk([&](mlir::Location inner) {
    if (auto file = mlir::dyn_cast<mlir::FileLineColLoc>(inner)) {
      position = {file.getFilename().str(), file.getLine(), true};
      return mlir::WalkResult::interrupt();
    }
    return mlir::WalkResult::advance();
  });
  if (auto recorded = op->getAttrOfType<mlir::StringAttr>(kAssertFileAttr))
    position.file = recorded.str();
  return position;
}

} // namespace tritonc::tile

#endif // TRITONC_DIALECT_TILE_ASSERTPOSITION_H

//===- TileGPUDialect.cpp - layout attributes ------------------------------===//
#include "TileGPU/TileGPUDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace tritonc::tilegpu;

#include "TileGPU/TileGPUDialect.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "TileGPU/TileGPUAttrs.cpp.inc"

void TileGPUDialect::initialize() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "TileGPU/TileGPUAttrs.cpp.inc"
      >();
}

LogicalResult BlockedAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                  ArrayRef<unsigned> sizePerThread,
                                  ArrayRef<unsigned> threadsPerWarp,
                                  ArrayRef<unsigned> warpsPerCTA, ArrayRef<unsigned> order) {
  size_t rank = order.size();
  if (sizePerThread.size() != rank || threadsPerWarp.size() != rank ||
      warpsPerCTA.size() != rank)
    return emitError() << "all layout arrays must have the same rank";
  SmallVector<bool> seen(rank, false);
  for (unsigned d : order) {
    if (d >= rank || seen[d])
      return emitError() << "order must be a permutation of 0.." << rank - 1;
    seen[d] = true;
  }
  for (size_t d = 0; d < rank; ++d)
    if (sizePerThread[d] == 0 || !llvm::isPowerOf2_32(sizePerThread[d]) ||
        !llvm::isPowerOf2_32(threadsPerWarp[d]) || !llvm::isPowerOf2_32(warpsPerCTA[d]))
      return emitError() << "layout sizes must be powers of two";
  return success();
}

unsigned BlockedAttr::getElemsPerThread(ArrayRef<int64_t> shape) const {
  unsigned count = 1;
  for (unsigned d = 0; d < getRank(); ++d) {
    // A pattern larger than the tensor replicates; a smaller one repeats.
    int64_t reps = std::max<int64_t>(1, shape[d] / getShapePerCTA(d));
    count *= getSizePerThread()[d] * reps;
  }
  return count;
}

namespace tritonc::tilegpu {
BlockedAttr getBlockedLayout(Type type) {
  if (auto tensor = dyn_cast<RankedTensorType>(type))
    return dyn_cast_or_null<BlockedAttr>(tensor.getEncoding());
  return {};
}
} // namespace tritonc::tilegpu

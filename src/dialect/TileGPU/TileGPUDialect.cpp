//===- TileGPUDialect.cpp - layout attributes ------------------------------===//
#include "TileGPU/TileGPUDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace tritonc::tilegpu;

#include "TileGPU/TileGPUDialect.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "TileGPU/TileGPUAttrs.cpp.inc"

#define GET_OP_CLASSES
#include "TileGPU/TileGPUOps.cpp.inc"

void TileGPUDialect::initialize() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "TileGPU/TileGPUAttrs.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "TileGPU/TileGPUOps.cpp.inc"
      >();
}

LogicalResult SliceAttr::verify(function_ref<InFlightDiagnostic()> emitError, unsigned dim,
                                Attribute parent) {
  unsigned rank = 0;
  if (auto blocked = llvm::dyn_cast_or_null<BlockedAttr>(parent))
    rank = blocked.getRank();
  else if (auto mma = llvm::dyn_cast_or_null<MmaAttr>(parent); mma && mma.getRank() == 2)
    rank = 2;
  else
    return emitError() << "a slice layout needs a blocked or a 2-D mma parent";
  if (dim >= rank)
    return emitError() << "slice dimension " << dim << " is out of the parent's rank " << rank;
  return success();
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

LogicalResult MmaAttr::verify(function_ref<InFlightDiagnostic()> emitError, ArrayRef<unsigned> warpsPerCTA) {
  if (warpsPerCTA.size() != 2 && warpsPerCTA.size() != 3)
    return emitError() << "an mma layout is 2-D or 3-D";
  if (warpsPerCTA.size() == 3 && warpsPerCTA[0] != 1)
    return emitError() << "an mma layout puts no warps along the batch";
  for (unsigned w : warpsPerCTA)
    if (!llvm::isPowerOf2_32(w))
      return emitError() << "layout sizes must be powers of two";
  return success();
}

LogicalResult TensorMapAttr::verify(function_ref<InFlightDiagnostic()> emitError, int64_t base,
                                    unsigned elementBytes, ArrayRef<int64_t> dims, ArrayRef<int64_t> dimValues,
                                    ArrayRef<int64_t> strides, ArrayRef<int64_t> strideValues,
                                    ArrayRef<int64_t> box, unsigned swizzle) {
  size_t rank = dims.size();
  if (base < 0)
    return emitError() << "a tensor map's base must be a kernel argument";
  if (elementBytes != 1 && elementBytes != 2 && elementBytes != 4)
    return emitError() << "a tensor map's elements are 1, 2 or 4 bytes";
  if (rank < 1 || rank > 5 || dimValues.size() != rank || box.size() != rank || strides.size() + 1 != rank ||
      strideValues.size() != strides.size())
    return emitError() << "a tensor map has 1 to 5 dimensions, each with an extent and a box size, "
                          "and a stride for every dimension but the innermost";
  for (int64_t b : box)
    if (b < 1 || b > 256)
      return emitError() << "a tensor map's box sizes are 1 to 256";
  if (swizzle != 0 && swizzle != 32 && swizzle != 64 && swizzle != 128)
    return emitError() << "a tensor map's swizzle is 0, 32, 64 or 128 bytes";
  return success();
}

unsigned MmaAttr::getRepeatM(ArrayRef<int64_t> shape) const {
  unsigned r = getRank();
  return std::max<int64_t>(1, shape[r - 2] / (16 * getWarpsPerCTA()[r - 2]));
}

unsigned MmaAttr::getRepeatN(ArrayRef<int64_t> shape) const {
  unsigned r = getRank();
  return std::max<int64_t>(1, shape[r - 1] / (8 * getWarpsPerCTA()[r - 1]));
}

unsigned MmaAttr::getElemsPerThread(ArrayRef<int64_t> shape) const {
  int64_t batch = getRank() == 3 ? shape[0] : 1;
  return batch * getRepeatM(shape) * getRepeatN(shape) * 4;
}

namespace tritonc::tilegpu {
BlockedAttr getBlockedLayout(Type type) {
  if (auto tensor = dyn_cast<RankedTensorType>(type))
    return dyn_cast_or_null<BlockedAttr>(tensor.getEncoding());
  return {};
}

ThreadLayout ThreadLayout::of(Type type) {
  ThreadLayout layout;
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor)
    return layout;
  if (auto blocked = dyn_cast_or_null<BlockedAttr>(tensor.getEncoding())) {
    layout.blocked = blocked;
  } else if (auto slice = dyn_cast_or_null<SliceAttr>(tensor.getEncoding())) {
    // (Slices of mma layouts are not blocked-based: see mmaSliceElems.)
    layout.blocked = dyn_cast<BlockedAttr>(slice.getParent());
    layout.sliceDim = slice.getDim();
  }
  // A layout of another rank than the tensor's is unusable.
  if (layout.blocked &&
      layout.blocked.getRank() != tensor.getRank() + (layout.isSlice() ? 1 : 0))
    layout.blocked = {};
  return layout;
}

SmallVector<int64_t> ThreadLayout::parentShape(ArrayRef<int64_t> shape) const {
  SmallVector<int64_t> result(shape);
  if (isSlice())
    result.insert(result.begin() + sliceDim, 1);
  return result;
}

unsigned ThreadLayout::perDim(ArrayRef<int64_t> parentShape, unsigned d) const {
  if (static_cast<int>(d) == sliceDim)
    return 1;
  // A pattern larger than the tensor replicates; a smaller one repeats.
  return blocked.getSizePerThread()[d] *
         std::max<int64_t>(1, parentShape[d] / blocked.getShapePerCTA(d));
}

unsigned ThreadLayout::elemsPerThread(ArrayRef<int64_t> shape) const {
  SmallVector<int64_t> parent = parentShape(shape);
  unsigned count = 1;
  for (unsigned d = 0; d < parent.size(); ++d)
    count *= perDim(parent, d);
  return count;
}

SmallVector<unsigned> ThreadLayout::parentCoordinates(ArrayRef<int64_t> shape, unsigned e) const {
  SmallVector<int64_t> parent = parentShape(shape);
  SmallVector<unsigned> coords(parent.size());
  for (unsigned d : blocked.getOrder()) {
    unsigned n = perDim(parent, d);
    coords[d] = e % n;
    e /= n;
  }
  return coords;
}

unsigned ThreadLayout::elementAt(ArrayRef<int64_t> shape, ArrayRef<unsigned> coords) const {
  SmallVector<int64_t> parent = parentShape(shape);
  unsigned e = 0, stride = 1;
  for (unsigned d : blocked.getOrder()) {
    unsigned n = perDim(parent, d);
    e += (coords[d] % n) * stride;
    stride *= n;
  }
  return e;
}

unsigned mmaSliceElems(SliceAttr slice, ArrayRef<int64_t> shape) {
  auto mma = dyn_cast<MmaAttr>(slice.getParent());
  if (!mma || shape.size() != 1)
    return 0;
  // The parent's shape: the sliced dimension is 1.
  SmallVector<int64_t> parent(shape);
  parent.insert(parent.begin() + slice.getDim(), 1);
  // Rows: 2 per tile row (l/4 and l/4+8); columns: 2 per tile column.
  return 2 * (slice.getDim() == 1 ? mma.getRepeatM(parent) : mma.getRepeatN(parent));
}

unsigned elemsPerThread(Type type) {
  if (auto tensor = dyn_cast<RankedTensorType>(type)) {
    if (auto mma = dyn_cast_or_null<MmaAttr>(tensor.getEncoding()))
      return mma.getRank() == tensor.getRank() ? mma.getElemsPerThread(tensor.getShape()) : 0;
    if (auto slice = dyn_cast_or_null<SliceAttr>(tensor.getEncoding()); slice && isa<MmaAttr>(slice.getParent()))
      return mmaSliceElems(slice, tensor.getShape());
  }
  ThreadLayout layout = ThreadLayout::of(type);
  if (!layout)
    return 0;
  return layout.elemsPerThread(cast<RankedTensorType>(type).getShape());
}

} // namespace tritonc::tilegpu

bool tritonc::tilegpu::hasLayout(Type type) {
  if (auto tensor = dyn_cast<RankedTensorType>(type); tensor && isa_and_nonnull<SharedAttr>(tensor.getEncoding()))
    return true;
  return elemsPerThread(type) > 0;
}

// tritonc runtime: Hopper TMA tensor maps for kernels that take them.
//
// A kernel compiled for sm_90a may read tiles with the tensor memory
// accelerator (cp.async.bulk.tensor). It then takes, after its own
// parameters, one CUtensorMap per tensor, passed by value. Generated
// launchers encode those maps from the launch's arguments on every launch,
// through the driver's cuTensorMapEncodeTiled (CUDA 12 and later).
#pragma once

#include <tritonc/Status.h>

#include <cstdint>

namespace tritonc {

/// The bytes of one CUtensorMap, as the driver encodes them and the kernel
/// takes them (a 128-byte parameter). The driver writes it only at a 64-byte
/// aligned address; declared here so that no CUDA header is needed.
struct alignas(64) TensorMap {
  unsigned char bytes[128];
};
static_assert(sizeof(TensorMap) == 128 && alignof(TensorMap) == 64,
              "a CUtensorMap is 128 bytes, encoded at a 64-byte aligned address");

namespace detail {
/// Encodes a tiled tensor map of the tensor at `base` into `*out`; called by
/// generated launchers. `kernel` and `index` (the map's position among the
/// kernel's tensor maps) only name the map in errors.
///   elementBytes  1, 2 or 4; the bits are copied as they are
///   rank          1..5: entries of `dims` and `box`
///   dims          extents in elements, innermost (contiguous) first; 1..2^32
///   strides       rank-1 entries: the strides of dimensions 1..rank-1 in
///                 elements (dimension 0 is contiguous); nullptr when rank is 1
///   box           the tile one copy moves, innermost first; 1..256 each
///   swizzleBytes  0 (none), 32, 64 or 128
/// Returns kInvalidArgument, calling no driver function, when a value breaks
/// a TMA rule (see docs/architecture.md, "Tensor maps"); kNoDriver when
/// libcuda is missing or lacks cuTensorMapEncodeTiled; otherwise the
/// driver's result. Out-of-bounds elements of a box read as zero.
Status encodeTensorMap(TensorMap *out, const char *kernel, unsigned index, const void *base,
                       unsigned elementBytes, unsigned rank, const std::int64_t *dims,
                       const std::int64_t *strides, const unsigned *box, unsigned swizzleBytes);
} // namespace detail

} // namespace tritonc

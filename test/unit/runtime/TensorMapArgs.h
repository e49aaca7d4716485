// The arguments of one tritonc::detail::encodeTensorMap call, valid by
// default, so that a test changes only the value it is about.
#pragma once

#include <tritonc/TensorMap.h>

#include <cstdint>

struct TensorMapArgs {
  const char *kernel = "mm";
  unsigned index = 1;
  // Never dereferenced: the fake driver only records it.
  const void *base = reinterpret_cast<const void *>(std::uintptr_t(0x7f0000001000));
  unsigned elementBytes = 2;
  unsigned rank = 3;
  std::int64_t dims[5] = {64, 48, 3, 1, 1};
  std::int64_t strides[4] = {80, 80 * 48, 80 * 48 * 3, 80 * 48 * 3};  // elements: 160, 7680, ... bytes
  unsigned box[5] = {64, 16, 1, 1, 1};
  unsigned swizzleBytes = 128;

  tritonc::Status encode(tritonc::TensorMap *out) const {
    return tritonc::detail::encodeTensorMap(out, kernel, index, base, elementBytes, rank, dims,
                                            strides, box, swizzleBytes);
  }
};

#include <tritonc/TensorMap.h>

#include "Driver.h"

#include <cstdint>
#include <cstdio>
#include <map>
#include <mutex>
#include <string>

namespace tritonc {
namespace detail {

using namespace driver;

namespace {
constexpr unsigned kMaxRank = 5;
constexpr std::int64_t kMaxExtent = std::int64_t(1) << 32;
constexpr std::int64_t kStrideBytesLimit = std::int64_t(1) << 40;  // exclusive
constexpr unsigned kMaxBox = 256;

// A tensor with no elements: every element of every box lies outside it.
// The copy engine has no empty extents, so such a map describes a 1 x .. x 1
// tensor of zeros (zeroBuffer) instead: the copies read zeros, as boundary
// checks over an empty tensor give, and never the tensor's own memory
// (whose base may be null or dangling).
bool isEmpty(unsigned rank, const std::int64_t *dims) {
  for (unsigned i = 0; i < rank; ++i)
    if (dims[i] == 0)
      return true;
  return false;
}

constexpr std::size_t kZeroBytes = 256;

// kZeroBytes of zeros in device memory, allocated once per context.
Status zeroBuffer(const Api &d, CUdeviceptr *out) {
  CUcontext context = nullptr;
  if (Status s = currentContext(d, &context); !s.ok())
    return s;
  std::uint64_t key = 0;
  if (Status s = contextKey(d, context, &key, " for an empty tensor's map"); !s.ok())
    return s;
  static std::mutex mutex;
  static std::map<std::uint64_t, CUdeviceptr> buffers;  // kept until the context goes
  std::lock_guard<std::mutex> lock(mutex);
  if (auto found = buffers.find(key); found != buffers.end()) {
    *out = found->second;
    return Status();
  }
  CUdeviceptr buffer = 0;
  if (Status s = check(d, d.cuMemAlloc_v2(&buffer, kZeroBytes), "cuMemAlloc", " for an empty tensor's map");
      !s.ok())
    return s;
  if (Status s = check(d, d.cuMemsetD8_v2(buffer, 0, kZeroBytes), "cuMemsetD8", " for an empty tensor's map");
      !s.ok()) {
    d.cuMemFree_v2(buffer);
    return s;
  }
  buffers.emplace(key, buffer);
  *out = buffer;
  return Status();
}

// The TMA rule a value breaks, as text; empty when every value is usable.
// Checked here rather than left to the driver, whose CUDA_ERROR_INVALID_VALUE
// would not say which value is wrong.
std::string invalidValue(const TensorMap *out, const void *base, unsigned elementBytes,
                         unsigned rank, const std::int64_t *dims, const std::int64_t *strides,
                         const unsigned *box, unsigned swizzleBytes) {
  if (reinterpret_cast<std::uintptr_t>(out) % alignof(TensorMap) != 0)
    return "the output is not a 64-byte aligned tritonc::TensorMap";
  if (rank < 1 || rank > kMaxRank)
    return "rank " + std::to_string(rank) + " is not from 1 to 5";
  if (elementBytes != 1 && elementBytes != 2 && elementBytes != 4)
    return "element size " + std::to_string(elementBytes) + " bytes is not 1, 2 or 4";
  if (swizzleBytes != 0 && swizzleBytes != 32 && swizzleBytes != 64 && swizzleBytes != 128)
    return "swizzle of " + std::to_string(swizzleBytes) + " bytes is not 0, 32, 64 or 128";
  for (unsigned i = 0; i < rank; ++i)
    if (dims[i] < 0 || dims[i] > kMaxExtent)
      return "dimension " + std::to_string(i) + " has extent " + std::to_string(dims[i]) +
             ", not from 0 to 2^32";
  for (unsigned i = 0; i < rank; ++i)
    if (box[i] < 1 || box[i] > kMaxBox)
      return "box dimension " + std::to_string(i) + " is " + std::to_string(box[i]) +
             " elements, not from 1 to 256";
  const unsigned innerBytes = box[0] * elementBytes;
  if (innerBytes % 16 != 0)
    return "the box's inner dimension is " + std::to_string(innerBytes) +
           " bytes, not a multiple of 16";
  if (swizzleBytes != 0 && innerBytes > swizzleBytes)
    return "the box's inner dimension is " + std::to_string(innerBytes) + " bytes, more than the " +
           std::to_string(swizzleBytes) + "-byte swizzle span";
  // An empty tensor's base and strides are never read (see isEmpty).
  if (isEmpty(rank, dims))
    return std::string();
  if (!base)
    return "the base address is null";
  if (reinterpret_cast<std::uintptr_t>(base) % 16 != 0) {
    char address[32];
    std::snprintf(address, sizeof address, "%#llx",
                  static_cast<unsigned long long>(reinterpret_cast<std::uintptr_t>(base)));
    return std::string("the base address ") + address + " is not a multiple of 16 bytes";
  }
  for (unsigned i = 1; i < rank; ++i) {
    // Compared before multiplying, so that no product overflows.
    const std::int64_t stride = strides[i - 1];
    if (stride < 1 || stride >= kStrideBytesLimit / elementBytes || stride * elementBytes % 16 != 0)
      return "dimension " + std::to_string(i) + " has stride " + std::to_string(stride) +
             " elements of " + std::to_string(elementBytes) +
             " bytes; the stride in bytes must be a positive multiple of 16 below 2^40";
  }
  return std::string();
}

int dataTypeFor(unsigned elementBytes) {
  return elementBytes == 1 ? CU_TENSOR_MAP_DATA_TYPE_UINT8
         : elementBytes == 2 ? CU_TENSOR_MAP_DATA_TYPE_UINT16
                             : CU_TENSOR_MAP_DATA_TYPE_UINT32;
}

int swizzleFor(unsigned swizzleBytes) {
  switch (swizzleBytes) {
  case 32: return 1;
  case 64: return 2;
  case 128: return 3;
  default: return CU_TENSOR_MAP_SWIZZLE_NONE;
  }
}
} // namespace

Status encodeTensorMap(TensorMap *out, const char *kernel, unsigned index, const void *base,
                       unsigned elementBytes, unsigned rank, const std::int64_t *dims,
                       const std::int64_t *strides, const unsigned *box, unsigned swizzleBytes) {
  // Called on every launch: the names are only spelled out for errors.
  auto name = [&] { return "'" + std::string(kernel) + "'"; };
  auto map = [&] { return "tensor map " + std::to_string(index); };
  const std::string problem =
      invalidValue(out, base, elementBytes, rank, dims, strides, box, swizzleBytes);
  if (!problem.empty())
    return Status(kInvalidArgument, "kernel " + name() + ": " + map() + ": " + problem);

  Status status;
  const Api *d = api(&status);
  if (!d)
    return status;
  // Drivers before CUDA 12 lack it; only kernels with tensor maps need it.
  static CuTensorMapEncodeTiled *const encode =
      reinterpret_cast<CuTensorMapEncodeTiled *>(optionalFunction("cuTensorMapEncodeTiled"));
  if (!encode)
    return Status(kNoDriver, "the CUDA driver has no cuTensorMapEncodeTiled (needs a CUDA 12 "
                             "driver); kernel " + name() + " needs it");

  std::uint64_t globalDim[kMaxRank] = {}, globalStrides[kMaxRank] = {};
  unsigned boxDim[kMaxRank] = {}, elementStrides[kMaxRank] = {};
  const bool empty = isEmpty(rank, dims);
  for (unsigned i = 0; i < rank; ++i) {
    globalDim[i] = empty ? 1 : static_cast<std::uint64_t>(dims[i]);
    boxDim[i] = box[i];
    elementStrides[i] = 1;  // every element of the box, no gaps
  }
  for (unsigned i = 1; i < rank; ++i)
    globalStrides[i - 1] = empty ? 16 : static_cast<std::uint64_t>(strides[i - 1]) * elementBytes;
  if (empty) {
    CUdeviceptr zeros = 0;
    if (Status s = zeroBuffer(*d, &zeros); !s.ok())
      return s;
    base = reinterpret_cast<const void *>(static_cast<std::uintptr_t>(zeros));
  }
  CUresult result = encode(out->bytes, dataTypeFor(elementBytes), rank, const_cast<void *>(base), globalDim,
                           globalStrides, boxDim, elementStrides, CU_TENSOR_MAP_INTERLEAVE_NONE,
                           swizzleFor(swizzleBytes), CU_TENSOR_MAP_L2_PROMOTION_L2_256B,
                           CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
  if (result == CUDA_SUCCESS)
    return Status();
  return check(*d, result, "cuTensorMapEncodeTiled", " while encoding " + map() + " of kernel " + name());
}

} // namespace detail
} // namespace tritonc

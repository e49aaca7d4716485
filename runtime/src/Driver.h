// Internal: the CUDA driver API, opened with dlopen on first use.
//
// Only the handful of driver types and functions the runtime calls are
// declared here (ABI-compatible with cuda.h), so building an application
// needs no CUDA SDK. The list of functions is an X-macro: the table struct,
// the symbol names and the loading loop all come from it.
#pragma once

#include <tritonc/Status.h>

#include <cstddef>
#include <cstdint>
#include <string>
#include <type_traits>

namespace tritonc {
namespace driver {

using CUresult = int;
using CUdevice = int;
using CUdeviceptr = unsigned long long;
using CUcontext = struct CUctx_st *;
using CUmodule = struct CUmod_st *;
using CUfunction = struct CUfunc_st *;
using CUstream = struct CUstream_st *;
using CUevent = struct CUevent_st *;

// Enum values from cuda.h that the runtime uses.
constexpr CUresult CUDA_SUCCESS = 0;
constexpr CUresult CUDA_ERROR_NO_BINARY_FOR_GPU = 209;
constexpr int CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X = 5;
constexpr int CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y = 6;
constexpr int CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Z = 7;
constexpr int CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT = 16;
constexpr int CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR = 75;
constexpr int CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR = 76;
constexpr int CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN = 97;
constexpr int CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK = 0;
constexpr int CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8;
constexpr int CU_FUNC_CACHE_PREFER_SHARED = 1;
constexpr int CU_TENSOR_MAP_DATA_TYPE_UINT8 = 0;
constexpr int CU_TENSOR_MAP_DATA_TYPE_UINT16 = 1;
constexpr int CU_TENSOR_MAP_DATA_TYPE_UINT32 = 2;
constexpr int CU_TENSOR_MAP_INTERLEAVE_NONE = 0;
constexpr int CU_TENSOR_MAP_SWIZZLE_NONE = 0;  // then 32B = 1, 64B = 2, 128B = 3
constexpr int CU_TENSOR_MAP_L2_PROMOTION_L2_256B = 3;
constexpr int CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE = 0;
constexpr int CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION = 6;

/// cuLaunchKernelEx's configuration (CUDA 12+), laid out as in cuda.h; only
/// the attribute value the runtime sets is named in the union.
struct CUlaunchAttribute {
  int id;
  char pad[8 - sizeof(int)];
  union {
    char bytes[64];
    int programmaticStreamSerializationAllowed;
  } value;
};
struct CUlaunchConfig {
  unsigned gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes;
  CUstream hStream;
  CUlaunchAttribute *attrs;
  unsigned numAttrs;
};
static_assert(sizeof(CUlaunchAttribute) == 72, "CUlaunchAttribute must match cuda.h");
static_assert(sizeof(void *) != 8 || sizeof(CUlaunchConfig) == 56, "CUlaunchConfig must match cuda.h");
using CuLaunchKernelEx = CUresult(const CUlaunchConfig *config, CUfunction f, void **kernelParams, void **extra);

// X(symbol, signature). Where cuda.h #defines a name to a versioned symbol
// (cuMemAlloc -> cuMemAlloc_v2), the versioned symbol is listed: dlsym does
// not see the macros. The legacy (non _ptsz) stream semantics are used.
#define TRITONC_DRIVER_FUNCTIONS(X)                                              \
  X(cuInit, CUresult(unsigned))                                                  \
  X(cuDriverGetVersion, CUresult(int *))                                         \
  X(cuGetErrorName, CUresult(CUresult, const char **))                           \
  X(cuGetErrorString, CUresult(CUresult, const char **))                         \
  X(cuDeviceGet, CUresult(CUdevice *, int))                                      \
  X(cuDeviceGetCount, CUresult(int *))                                           \
  X(cuDeviceGetName, CUresult(char *, int, CUdevice))                            \
  X(cuDeviceGetAttribute, CUresult(int *, int, CUdevice))                        \
  X(cuDevicePrimaryCtxRetain, CUresult(CUcontext *, CUdevice))                   \
  X(cuCtxGetCurrent, CUresult(CUcontext *))                                      \
  X(cuCtxSetCurrent, CUresult(CUcontext))                                        \
  X(cuCtxGetDevice, CUresult(CUdevice *))                                        \
  X(cuCtxSynchronize, CUresult())                                                \
  X(cuModuleLoadData, CUresult(CUmodule *, const void *))                        \
  X(cuModuleGetFunction, CUresult(CUfunction *, CUmodule, const char *))         \
  X(cuFuncGetAttribute, CUresult(int *, int, CUfunction))                        \
  X(cuFuncSetAttribute, CUresult(CUfunction, int, int))                          \
  X(cuFuncSetCacheConfig, CUresult(CUfunction, int))                             \
  X(cuLaunchKernel, CUresult(CUfunction, unsigned, unsigned, unsigned, unsigned, \
                             unsigned, unsigned, unsigned, CUstream, void **,    \
                             void **))                                           \
  X(cuMemAlloc_v2, CUresult(CUdeviceptr *, std::size_t))                         \
  X(cuMemFree_v2, CUresult(CUdeviceptr))                                         \
  X(cuMemcpyHtoD_v2, CUresult(CUdeviceptr, const void *, std::size_t))           \
  X(cuMemcpyDtoH_v2, CUresult(void *, CUdeviceptr, std::size_t))                 \
  X(cuMemsetD8_v2, CUresult(CUdeviceptr, unsigned char, std::size_t))            \
  X(cuStreamSynchronize, CUresult(CUstream))                                     \
  X(cuStreamCreate, CUresult(CUstream *, unsigned))                              \
  X(cuStreamDestroy_v2, CUresult(CUstream))                                      \
  X(cuEventCreate, CUresult(CUevent *, unsigned))                                \
  X(cuEventRecord, CUresult(CUevent, CUstream))                                  \
  X(cuEventSynchronize, CUresult(CUevent))                                       \
  X(cuEventElapsedTime, CUresult(float *, CUevent, CUevent))                     \
  X(cuEventDestroy_v2, CUresult(CUevent))                                        \
  X(cuMemGetAddressRange_v2, CUresult(CUdeviceptr *, std::size_t *, CUdeviceptr)) \
  X(cuMemcpyDtoD_v2, CUresult(CUdeviceptr, CUdeviceptr, std::size_t))

/// A device pointer as the driver API takes it.
inline CUdeviceptr toDevice(const void *ptr) { return static_cast<CUdeviceptr>(reinterpret_cast<std::uintptr_t>(ptr)); }

struct Api {
#define TRITONC_DECLARE_FIELD(name, signature) std::add_pointer_t<signature> name = nullptr;
  TRITONC_DRIVER_FUNCTIONS(TRITONC_DECLARE_FIELD)
#undef TRITONC_DECLARE_FIELD
};

/// The driver table, loaded and cuInit'ed once per process (thread-safe).
/// Returns nullptr and sets *error when the driver is missing, lacks a
/// function, or cuInit fails. The environment variable TRITONC_LIBCUDA, if
/// set, names the only library tried (tests use it to simulate drivers).
const Api *api(Status *error);

/// cuTensorMapEncodeTiled (CUDA 12+). Its enum parameters (data type,
/// interleave, swizzle, L2 promotion, out-of-bounds fill) are C enums, passed
/// as int; cuuint32_t/cuuint64_t are unsigned/std::uint64_t.
using CuTensorMapEncodeTiled = CUresult(void *tensorMap, int dataType, unsigned rank,
                                        void *globalAddress, const std::uint64_t *globalDim,
                                        const std::uint64_t *globalStrides, const unsigned *boxDim,
                                        const unsigned *elementStrides, int interleave,
                                        int swizzle, int l2Promotion, int oobFill);

/// A driver function that some supported drivers lack, so it cannot be in
/// the table above (a missing entry there fails every call). Looked up in
/// the library api() opened; nullptr when that failed or the symbol is
/// missing. Callers cache the result.
void *optionalFunction(const char *name);

/// Ok, or "<call> failed: NAME (driver message)<suffix>" carrying `result`.
Status check(const Api &api, CUresult result, const char *call,
             const std::string &suffix = std::string());

/// The current context; when the thread has none, retains device 0's
/// primary context and makes it current.
Status currentContext(const Api &api, CUcontext *context);

/// Device `ordinal`'s primary context, retained on first use and kept for
/// the life of the process (releasing it would destroy cached modules).
/// Thread-safe; a failed retain is not remembered, so a later call retries.
Status primaryContext(const Api &api, int ordinal, CUcontext *context);

/// A key that names `context` for per-context caches. With a CUDA 12 driver
/// it is cuCtxGetId's unique id, so a context created where a destroyed one
/// was (same handle) is not mistaken for it; older drivers give the handle.
/// Fails with the driver's error for a destroyed context.
Status contextKey(const Api &api, CUcontext context, std::uint64_t *key,
                  const std::string &suffix = std::string());

/// api() + currentContext() in one call, for entry points.
Status prepare(const Api **api, CUcontext *context);

} // namespace driver
} // namespace tritonc

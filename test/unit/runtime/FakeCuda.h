// A fake libcuda for tests without a GPU: a shared library exporting the
// driver functions the runtime dlopens, backed by host memory. Tests point
// the runtime at it with TRITONC_LIBCUDA and inspect/steer it through
// fakeCudaState(). It is thread-safe, like the real driver, so that the
// runtime can be stressed from many threads (also under ThreadSanitizer).
//
// Its "kernels" are text images:
//   "FAKE-ADD <BLOCK>"  out[i] = x[i] + y[i] for i < n over grid.x * BLOCK
//                       elements; parameters (float*, float*, float*, int32)
//   "FAKE-TMA <I> <N>"  launches record the base addresses that the N tensor
//                       maps at argument I onward were encoded for (see below)
//   "BAD..."            cuModuleLoadData fails with CUDA_ERROR_NO_BINARY_FOR_GPU
//                       (a binary for another architecture)
//   "FAIL <code>"       cuModuleLoadData fails with <code> (2: out of memory;
//                       a code the fake cannot name tests the fallback)
//   anything else       loads; launches only record their arguments, except
//                       of a function named "stress_kernel" (gpu/main.cpp's
//                       kernel, in a real cubin), which computes
//                       out[i] = x[i] * k + y[i] for i < n; parameters
//                       (int32*, int32*, int32*, int32 k, int32 n)
//
// Contexts: device d's primary context (cuDevicePrimaryCtxRetain), and up to
// eight created with cuCtxCreate_v2. cuCtxDestroy_v2 frees a created
// context's slot and the next cuCtxCreate_v2 reuses it, so the new context
// has the old handle but a new cuCtxGetId id, as a real driver may reuse
// handles. Calls in a destroyed context fail with
// CUDA_ERROR_CONTEXT_IS_DESTROYED.
//
// Streams from cuStreamCreate belong to the current context; a launch on a
// destroyed stream, or on one of another context, fails with
// CUDA_ERROR_INVALID_HANDLE (other non-null stream values are accepted as
// they are). A launch of a function whose module was loaded in another
// context fails the same way, as with a real driver.
//
// Device 1 is an sm_80 GPU; every other device is sm_90. Allocations above
// memoryBytes fail with CUDA_ERROR_OUT_OF_MEMORY.
//
// Built with FAKE_CUDA_WITHOUT_TENSOR_MAPS it models a CUDA 11.8 driver: no
// cuTensorMapEncodeTiled and no cuCtxGetId.
//
// The environment variable FAKE_CUDA_INIT_RESULT makes cuInit return that
// code (a driver that finds no GPU, for example).
#pragma once

#include <atomic>
#include <cstdint>

// What cuTensorMapEncodeTiled was given, in the driver's own terms.
struct FakeTensorMapCall {
  int dataType = -1;
  unsigned rank = 0;
  void *address = nullptr;
  std::uint64_t dims[5] = {};
  std::uint64_t strides[5] = {};  // bytes; rank-1 entries
  unsigned box[5] = {};
  unsigned elementStrides[5] = {};
  int interleave = -1, swizzle = -1, l2Promotion = -1, oobFill = -1;
  bool outputAligned = false;  // the map's address is a multiple of 64
};

// The fake "encodes" a map as kFakeTensorMapMagic, then the address: enough
// for a launch to tell which map it was passed.
constexpr std::uint64_t kFakeTensorMapMagic = 0x50414d54454b4146ull;  // "FAKETMAP"

// Steering fields are set by a test before the calls they affect, while no
// other thread calls the driver; the "last..." observations are written
// under a lock and read by a test once its launching threads have joined.
struct FakeCudaState {
  // Steering.
  int deviceCount = 2;
  int maxGrid[3] = {2147483647, 65535, 65535};
  int sharedOptin = 232448;
  int maxThreadsPerBlock = 1024;
  unsigned long long memoryBytes = 1ull << 36;  // 64 GiB per device
  // Observations.
  std::atomic<int> initCalls{0};
  std::atomic<int> primaryRetains{0};
  std::atomic<int> moduleLoads{0};
  std::atomic<int> launches{0};
  std::atomic<int> setSharedCalls{0};
  std::atomic<int> cacheConfigCalls{0};
  std::atomic<int> lastCacheConfig{-1};
  std::atomic<int> liveAllocations{0};
  int lastSharedAttribute = 0;
  unsigned lastGrid[3] = {0, 0, 0};
  unsigned lastBlock[3] = {0, 0, 0};
  unsigned lastShared = 0;
  void *lastStream = nullptr;
  void *lastFirstArg = nullptr;  // value of a pointer first parameter
  // cuTensorMapEncodeTiled (missing when built with FAKE_CUDA_WITHOUT_TENSOR_MAPS,
  // which also reports a CUDA 11.8 driver).
  int tensorMapResult = 0;  // what the next encodes return
  std::atomic<int> tensorMapEncodes{0};
  FakeTensorMapCall lastTensorMap;
  // Launches of "FAKE-TMA" images: the addresses in the maps they were passed.
  void *launchedMapAddress[4] = {};
  bool launchedMapsAligned = false;
  // Time, for events: each launch advances a clock by the milliseconds its
  // image names after " ms=" (1 microsecond without), so a test decides
  // which of several images a timing finds fastest.
  std::atomic<long long> clockMicros{0};
  std::atomic<int> liveEvents{0};
};

extern "C" FakeCudaState *fakeCudaState();
// How many times `image` was loaded (cuModuleLoadData) into `context` since
// that context was created.
extern "C" int fakeModuleLoadsIn(void *context, const char *image);

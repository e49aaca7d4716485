// A fake libcuda for tests without a GPU: a shared library exporting the
// driver functions the runtime dlopens, backed by host memory. Tests point
// the runtime at it with TRITONC_LIBCUDA and inspect/steer it through
// fakeCudaState(). Its "kernels" are text images:
//   "FAKE-ADD <BLOCK>"  out[i] = x[i] + y[i] for i < n over grid.x * BLOCK
//                       elements; parameters (float*, float*, float*, int32)
//   "FAKE-TMA <I> <N>"  launches record the base addresses that the N tensor
//                       maps at argument I onward were encoded for (see below)
//   "BAD..."            cuModuleLoadData fails with CUDA_ERROR_NO_BINARY_FOR_GPU
//   anything else       loads; launches only record their arguments
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

struct FakeCudaState {
  // Steering (set by tests before the call they affect).
  int deviceCount = 2;
  int maxGrid[3] = {2147483647, 65535, 65535};
  int sharedOptin = 232448;
  int maxThreadsPerBlock = 1024;
  // Observations.
  std::atomic<int> initCalls{0};
  std::atomic<int> primaryRetains{0};
  std::atomic<int> moduleLoads{0};
  std::atomic<int> launches{0};
  std::atomic<int> setSharedCalls{0};
  int lastSharedAttribute = 0;
  unsigned lastGrid[3] = {0, 0, 0};
  unsigned lastBlock[3] = {0, 0, 0};
  unsigned lastShared = 0;
  void *lastStream = nullptr;
  void *lastFirstArg = nullptr;  // value of a pointer first parameter
  int liveAllocations = 0;
  // cuTensorMapEncodeTiled (missing when built with FAKE_CUDA_WITHOUT_TENSOR_MAPS,
  // which also reports a CUDA 11.8 driver).
  int tensorMapResult = 0;  // what the next encodes return
  std::atomic<int> tensorMapEncodes{0};
  FakeTensorMapCall lastTensorMap;
  // Launches of "FAKE-TMA" images: the addresses in the maps they were passed.
  void *launchedMapAddress[4] = {};
  bool launchedMapsAligned = false;
};

extern "C" FakeCudaState *fakeCudaState();

// A fake libcuda for tests without a GPU: a shared library exporting the
// driver functions the runtime dlopens, backed by host memory. Tests point
// the runtime at it with TRITONC_LIBCUDA and inspect/steer it through
// fakeCudaState(). Its "kernels" are text images:
//   "FAKE-ADD <BLOCK>"  out[i] = x[i] + y[i] for i < n over grid.x * BLOCK
//                       elements; parameters (float*, float*, float*, int32)
//   "BAD..."            cuModuleLoadData fails with CUDA_ERROR_NO_BINARY_FOR_GPU
//   anything else       loads; launches only record their arguments
#pragma once

#include <atomic>

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
};

extern "C" FakeCudaState *fakeCudaState();

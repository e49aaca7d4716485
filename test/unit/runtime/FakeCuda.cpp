// See FakeCuda.h. Signatures mirror cuda.h with plain types; the runtime
// calls these through dlsym exactly as it would call the real driver.
#include "FakeCuda.h"

#include <cstdlib>
#include <cstdio>
#include <cstring>
#include <string>

namespace {
FakeCudaState state;
struct Context { int device; };
Context contexts[8] = {{0}, {1}, {2}, {3}, {4}, {5}, {6}, {7}};
thread_local Context *current = nullptr;

struct Module { std::string image; };
struct Function { Module *module; std::string name; };

constexpr int kInvalidValue = 1, kInvalidDevice = 101, kNoBinary = 209, kNotFound = 500,
              kInvalidContext = 201;
} // namespace

extern "C" {
FakeCudaState *fakeCudaState() { return &state; }

int cuInit(unsigned) { ++state.initCalls; return 0; }
#ifdef FAKE_CUDA_WITHOUT_TENSOR_MAPS
int cuDriverGetVersion(int *v) { *v = 11080; return 0; }
#else
int cuDriverGetVersion(int *v) { *v = 13000; return 0; }
#endif
int cuGetErrorName(int code, const char **name) {
  switch (code) {
  case kInvalidValue: *name = "CUDA_ERROR_INVALID_VALUE"; return 0;
  case kNoBinary: *name = "CUDA_ERROR_NO_BINARY_FOR_GPU"; return 0;
  case kNotFound: *name = "CUDA_ERROR_NOT_FOUND"; return 0;
  default: *name = nullptr; return kInvalidValue;
  }
}
int cuGetErrorString(int code, const char **text) {
  switch (code) {
  case kInvalidValue: *text = "invalid argument"; return 0;
  case kNoBinary: *text = "no kernel image is available for execution on the device"; return 0;
  case kNotFound: *text = "named symbol not found"; return 0;
  default: *text = nullptr; return kInvalidValue;
  }
}
int cuDeviceGet(int *device, int ordinal) {
  if (ordinal < 0 || ordinal >= state.deviceCount) return kInvalidDevice;
  *device = ordinal;
  return 0;
}
int cuDeviceGetCount(int *count) { *count = state.deviceCount; return 0; }
int cuDeviceGetName(char *name, int length, int device) {
  std::snprintf(name, static_cast<size_t>(length), "Fake GPU %d", device);
  return 0;
}
int cuDeviceGetAttribute(int *value, int attribute, int) {
  switch (attribute) {
  case 5: case 6: case 7: *value = state.maxGrid[attribute - 5]; return 0;
  case 75: *value = 9; return 0;
  case 76: *value = 0; return 0;
  case 97: *value = state.sharedOptin; return 0;
  default: *value = 0; return 0;
  }
}
int cuDevicePrimaryCtxRetain(Context **context, int device) {
  ++state.primaryRetains;
  *context = &contexts[device];
  return 0;
}
int cuCtxGetCurrent(Context **context) { *context = current; return 0; }
int cuCtxSetCurrent(Context *context) { current = context; return 0; }
int cuCtxGetDevice(int *device) {
  if (!current) return kInvalidContext;
  *device = current->device;
  return 0;
}
int cuCtxSynchronize() { return current ? 0 : kInvalidContext; }
int cuStreamSynchronize(void *) { return 0; }

int cuModuleLoadData(Module **module, const void *image) {
  if (!current) return kInvalidContext;
  if (std::strncmp(static_cast<const char *>(image), "BAD", 3) == 0) return kNoBinary;
  ++state.moduleLoads;
  *module = new Module{static_cast<const char *>(image)};
  return 0;
}
int cuModuleGetFunction(Function **function, Module *module, const char *name) {
  if (std::strcmp(name, "missing") == 0) return kNotFound;
  *function = new Function{module, name};
  return 0;
}
int cuFuncGetAttribute(int *value, int attribute, Function *) {
  *value = attribute == 0 ? state.maxThreadsPerBlock : 0;
  return 0;
}
int cuFuncSetAttribute(Function *, int attribute, int value) {
  if (attribute == 8) { ++state.setSharedCalls; state.lastSharedAttribute = value; }
  return 0;
}
int cuLaunchKernel(Function *function, unsigned gx, unsigned gy, unsigned gz, unsigned bx,
                   unsigned by, unsigned bz, unsigned shared, void *stream, void **args,
                   void **extra) {
  if (!current || extra) return kInvalidValue;
  ++state.launches;
  state.lastGrid[0] = gx; state.lastGrid[1] = gy; state.lastGrid[2] = gz;
  state.lastBlock[0] = bx; state.lastBlock[1] = by; state.lastBlock[2] = bz;
  state.lastShared = shared;
  state.lastStream = stream;
  state.lastFirstArg = args ? *static_cast<void **>(args[0]) : nullptr;
  const std::string &image = function->module->image;
  if (image.rfind("FAKE-TMA ", 0) == 0) {
    char *end = nullptr;
    long first = std::strtol(image.c_str() + 9, &end, 10);
    long count = std::strtol(end, nullptr, 10);
    state.launchedMapsAligned = true;
    for (long k = 0; k < count && k < 4; ++k) {
      std::uint64_t words[2];
      std::memcpy(words, args[first + k], sizeof words);
      state.launchedMapAddress[k] = words[0] == kFakeTensorMapMagic ? reinterpret_cast<void *>(words[1]) : nullptr;
      state.launchedMapsAligned &= reinterpret_cast<std::uintptr_t>(args[first + k]) % 64 == 0;
    }
  }
  if (image.rfind("FAKE-ADD ", 0) == 0) {
    // Reads the arguments as the compiled kernel would: by the ABI sizes.
    long block = std::atol(image.c_str() + 9);
    float *x = *static_cast<float **>(args[0]);
    float *y = *static_cast<float **>(args[1]);
    float *out = *static_cast<float **>(args[2]);
    int n = *static_cast<int *>(args[3]);
    for (long i = 0; i < static_cast<long>(gx) * block && i < n; ++i)
      out[i] = x[i] + y[i];
  }
  return 0;
}

#ifndef FAKE_CUDA_WITHOUT_TENSOR_MAPS
int cuTensorMapEncodeTiled(void *map, int dataType, unsigned rank, void *address,
                           const std::uint64_t *dims, const std::uint64_t *strides,
                           const unsigned *box, const unsigned *elementStrides, int interleave,
                           int swizzle, int l2Promotion, int oobFill) {
  ++state.tensorMapEncodes;
  FakeTensorMapCall &call = state.lastTensorMap;
  call = FakeTensorMapCall();
  call.dataType = dataType;
  call.rank = rank;
  call.address = address;
  for (unsigned i = 0; i < rank && i < 5; ++i) {
    call.dims[i] = dims[i];
    call.box[i] = box[i];
    call.elementStrides[i] = elementStrides[i];
    if (i + 1 < rank)
      call.strides[i] = strides[i];
  }
  call.interleave = interleave;
  call.swizzle = swizzle;
  call.l2Promotion = l2Promotion;
  call.oobFill = oobFill;
  call.outputAligned = reinterpret_cast<std::uintptr_t>(map) % 64 == 0;
  if (state.tensorMapResult != 0)
    return state.tensorMapResult;
  const std::uint64_t words[2] = {kFakeTensorMapMagic, reinterpret_cast<std::uint64_t>(address)};
  std::memset(map, 0, 128);
  std::memcpy(map, words, sizeof words);
  return 0;
}
#endif

// "Device" memory is host memory, so copies are memcpy.
int cuMemAlloc_v2(unsigned long long *ptr, size_t bytes) {
  if (!current) return kInvalidContext;
  if (bytes == 0) return kInvalidValue;
  *ptr = reinterpret_cast<unsigned long long>(std::malloc(bytes));
  ++state.liveAllocations;
  return 0;
}
int cuMemFree_v2(unsigned long long ptr) {
  std::free(reinterpret_cast<void *>(ptr));
  --state.liveAllocations;
  return 0;
}
int cuMemcpyHtoD_v2(unsigned long long dst, const void *src, size_t bytes) {
  std::memcpy(reinterpret_cast<void *>(dst), src, bytes);
  return 0;
}
int cuMemcpyDtoH_v2(void *dst, unsigned long long src, size_t bytes) {
  std::memcpy(dst, reinterpret_cast<const void *>(src), bytes);
  return 0;
}
int cuMemsetD8_v2(unsigned long long dst, unsigned char value, size_t bytes) {
  std::memset(reinterpret_cast<void *>(dst), value, bytes);
  return 0;
}
} // extern "C"

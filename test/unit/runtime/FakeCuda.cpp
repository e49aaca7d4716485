// See FakeCuda.h. Signatures mirror cuda.h with plain types; the runtime
// calls these through dlsym exactly as it would call the real driver.
#include "FakeCuda.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <map>
#include <mutex>
#include <set>
#include <string>
#include <thread>

namespace {
FakeCudaState state;

constexpr int kInvalidValue = 1, kOutOfMemory = 2, kInvalidDevice = 101, kInvalidContext = 201,
              kNoBinary = 209, kInvalidHandle = 400, kNotFound = 500, kContextDestroyed = 709;
constexpr int kMaxDevices = 8, kMaxCreated = 8;

// Names and messages as the real driver gives them.
struct ErrorText {
  int code;
  const char *name;
  const char *text;
};
constexpr ErrorText kErrors[] = {
    {kInvalidValue, "CUDA_ERROR_INVALID_VALUE", "invalid argument"},
    {kOutOfMemory, "CUDA_ERROR_OUT_OF_MEMORY", "out of memory"},
    {100, "CUDA_ERROR_NO_DEVICE", "no CUDA-capable device is detected"},
    {kInvalidDevice, "CUDA_ERROR_INVALID_DEVICE", "invalid device ordinal"},
    {kInvalidContext, "CUDA_ERROR_INVALID_CONTEXT", "invalid device context"},
    {kNoBinary, "CUDA_ERROR_NO_BINARY_FOR_GPU", "no kernel image is available for execution on the device"},
    {222, "CUDA_ERROR_UNSUPPORTED_PTX_VERSION", "the provided PTX was compiled with an unsupported toolchain."},
    {kInvalidHandle, "CUDA_ERROR_INVALID_HANDLE", "invalid resource handle"},
    {kNotFound, "CUDA_ERROR_NOT_FOUND", "named symbol not found"},
    {kContextDestroyed, "CUDA_ERROR_CONTEXT_IS_DESTROYED", "context is destroyed"},
};
const ErrorText *errorText(int code) {
  for (const ErrorText &e : kErrors)
    if (e.code == code)
      return &e;
  return nullptr;
}

struct Context {
  std::atomic<int> device{0};
  std::atomic<unsigned long long> id{0};
  std::atomic<bool> destroyed{false};
  bool inUse = false;  // a created slot; under createMutex
  std::mutex loadsMutex;
  std::map<std::string, int> loads;  // image -> cuModuleLoadData calls
};
Context primary[kMaxDevices];
Context created[kMaxCreated];
std::mutex createMutex;
std::atomic<unsigned long long> nextId{1};
thread_local Context *current = nullptr;

struct Module {
  std::string image;
  unsigned long long contextId;  // not the handle, which a new context may reuse
};
struct Function {
  Module *module;
  std::string name;
};
// Modules and functions live as long as the process, as the runtime never
// unloads a module (a real driver frees them with the context): owned here,
// where their addresses stay fixed, so a leak checker sees no leak.
std::mutex handlesMutex;
std::deque<Module> modules;
std::deque<Function> functions;
struct Stream {
  Context *context;
  bool destroyed = false;  // under streamsMutex
};
// Streams are never freed, so a destroyed one's handle is never reused and a
// late launch on it is always recognized.
std::mutex streamsMutex;
std::set<Stream *> streams;

std::mutex lastMutex;  // guards the "last..." observations in state

// 0 when the thread's current context can be used, else the driver's error.
int currentError() {
  if (!current)
    return kInvalidContext;
  return current->destroyed ? kContextDestroyed : 0;
}

// The error a launch on `stream` gets; 0 when it is usable.
int streamError(void *handle) {
  std::lock_guard<std::mutex> lock(streamsMutex);
  auto found = streams.find(static_cast<Stream *>(handle));
  if (found == streams.end())
    return 0;  // not one of ours: taken as it is
  return (*found)->destroyed || (*found)->context != current ? kInvalidHandle : 0;
}

void recordLaunch(unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by, unsigned bz,
                  unsigned shared, void *stream, void **args, const std::string &image) {
  std::lock_guard<std::mutex> lock(lastMutex);
  state.lastGrid[0] = gx; state.lastGrid[1] = gy; state.lastGrid[2] = gz;
  state.lastBlock[0] = bx; state.lastBlock[1] = by; state.lastBlock[2] = bz;
  state.lastShared = shared;
  state.lastStream = stream;
  state.lastFirstArg = args ? *static_cast<void **>(args[0]) : nullptr;
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
}
} // namespace

extern "C" {
FakeCudaState *fakeCudaState() { return &state; }

int fakeModuleLoadsIn(void *handle, const char *image) {
  Context *context = static_cast<Context *>(handle);
  std::lock_guard<std::mutex> lock(context->loadsMutex);
  auto found = context->loads.find(image);
  return found == context->loads.end() ? 0 : found->second;
}

int cuInit(unsigned) {
  ++state.initCalls;
  static std::once_flag once;
  std::call_once(once, [] {
    for (int d = 0; d < kMaxDevices; ++d) {
      primary[d].device = d;
      primary[d].id = nextId++;
    }
  });
  const char *result = std::getenv("FAKE_CUDA_INIT_RESULT");
  return result ? std::atoi(result) : 0;
}
#ifdef FAKE_CUDA_WITHOUT_TENSOR_MAPS
int cuDriverGetVersion(int *v) { *v = 11080; return 0; }
#else
int cuDriverGetVersion(int *v) { *v = 13000; return 0; }
#endif
int cuGetErrorName(int code, const char **name) {
  const ErrorText *e = errorText(code);
  *name = e ? e->name : nullptr;
  return e ? 0 : kInvalidValue;
}
int cuGetErrorString(int code, const char **text) {
  const ErrorText *e = errorText(code);
  *text = e ? e->text : nullptr;
  return e ? 0 : kInvalidValue;
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
int cuDeviceGetAttribute(int *value, int attribute, int device) {
  switch (attribute) {
  case 5: case 6: case 7: *value = state.maxGrid[attribute - 5]; return 0;
  case 16: *value = device == 1 ? 108 : 132; return 0;  // an A100's and an H100's
  case 75: *value = device == 1 ? 8 : 9; return 0;
  case 76: *value = 0; return 0;
  case 97: *value = state.sharedOptin; return 0;
  default: *value = 0; return 0;
  }
}
int cuDevicePrimaryCtxRetain(Context **context, int device) {
  if (device < 0 || device >= state.deviceCount) return kInvalidDevice;
  ++state.primaryRetains;
  *context = &primary[device];
  return 0;
}
int cuCtxCreate_v2(Context **context, unsigned, int device) {
  if (device < 0 || device >= state.deviceCount) return kInvalidDevice;
  std::lock_guard<std::mutex> lock(createMutex);
  for (Context &slot : created) {
    if (slot.inUse)
      continue;
    slot.inUse = true;
    slot.device = device;
    slot.id = nextId++;
    slot.destroyed = false;
    {
      std::lock_guard<std::mutex> loadsLock(slot.loadsMutex);
      slot.loads.clear();
    }
    *context = current = &slot;  // the new context becomes current, as in CUDA
    return 0;
  }
  return kOutOfMemory;
}
int cuCtxDestroy_v2(Context *context) {
  std::lock_guard<std::mutex> lock(createMutex);
  bool isCreated = false;
  for (Context &slot : created)
    isCreated |= &slot == context;
  if (!isCreated || !context->inUse)
    return kInvalidContext;
  context->inUse = false;
  context->destroyed = true;
  if (current == context)
    current = nullptr;  // other threads keep it current, and get errors
  return 0;
}
int cuCtxGetCurrent(Context **context) { *context = current; return 0; }
int cuCtxSetCurrent(Context *context) { current = context; return 0; }
int cuCtxGetDevice(int *device) {
  if (int error = currentError()) return error;
  *device = current->device;
  return 0;
}
#ifndef FAKE_CUDA_WITHOUT_TENSOR_MAPS
int cuCtxGetId(Context *context, unsigned long long *id) {
  if (!context) context = current;
  if (!context) return kInvalidContext;
  if (context->destroyed) return kContextDestroyed;
  *id = context->id;
  return 0;
}
#endif
int cuCtxSynchronize() { return currentError(); }

int cuStreamCreate(Stream **stream, unsigned) {
  if (int error = currentError()) return error;
  std::lock_guard<std::mutex> lock(streamsMutex);
  *stream = new Stream{current};
  streams.insert(*stream);
  return 0;
}
int cuStreamDestroy_v2(Stream *stream) {
  std::lock_guard<std::mutex> lock(streamsMutex);
  auto found = streams.find(stream);
  if (found == streams.end() || stream->destroyed) return kInvalidHandle;
  stream->destroyed = true;
  return 0;
}
int cuStreamSynchronize(void *stream) {
  if (int error = currentError()) return error;
  return streamError(stream);
}

int cuModuleLoadData(Module **module, const void *image) {
  if (int error = currentError()) return error;
  const char *text = static_cast<const char *>(image);
  if (std::strncmp(text, "BAD", 3) == 0) return kNoBinary;
  if (std::strncmp(text, "FAIL ", 5) == 0) return std::atoi(text + 5);
  // A real load takes a while (the driver may JIT-compile PTX): long enough
  // here that launches racing the first one would load again unless the
  // runtime makes them wait.
  std::this_thread::sleep_for(std::chrono::milliseconds(2));
  ++state.moduleLoads;
  {
    std::lock_guard<std::mutex> lock(current->loadsMutex);
    ++current->loads[text];
  }
  std::lock_guard<std::mutex> lock(handlesMutex);
  *module = &modules.emplace_back(Module{text, current->id});
  return 0;
}
int cuModuleGetFunction(Function **function, Module *module, const char *name) {
  if (std::strcmp(name, "missing") == 0) return kNotFound;
  std::lock_guard<std::mutex> lock(handlesMutex);
  *function = &functions.emplace_back(Function{module, name});
  return 0;
}
int cuFuncGetAttribute(int *value, int attribute, Function *) {
  *value = attribute == 0 ? state.maxThreadsPerBlock : 0;
  return 0;
}
int cuFuncSetAttribute(Function *, int attribute, int value) {
  if (attribute == 8) {
    ++state.setSharedCalls;
    std::lock_guard<std::mutex> lock(lastMutex);
    state.lastSharedAttribute = value;
  }
  return 0;
}
int cuFuncSetCacheConfig(Function *, int config) {
  ++state.cacheConfigCalls;
  state.lastCacheConfig = config;
  return 0;
}
int cuLaunchKernel(Function *function, unsigned gx, unsigned gy, unsigned gz, unsigned bx,
                   unsigned by, unsigned bz, unsigned shared, void *stream, void **args,
                   void **extra) {
  if (int error = currentError()) return error;
  if (extra) return kInvalidValue;
  if (function->module->contextId != current->id) return kInvalidHandle;
  if (int error = streamError(stream)) return error;
  ++state.launches;
  const std::string &image = function->module->image;
  std::size_t ms = image.find(" ms=");
  state.clockMicros += ms == std::string::npos ? 1 : static_cast<long long>(std::atof(image.c_str() + ms + 4) * 1000);
  recordLaunch(gx, gy, gz, bx, by, bz, shared, stream, args, image);
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
  if (function->name == "stress_kernel") {
    const std::int32_t *x = *static_cast<std::int32_t **>(args[0]);
    const std::int32_t *y = *static_cast<std::int32_t **>(args[1]);
    std::int32_t *out = *static_cast<std::int32_t **>(args[2]);
    const std::int64_t k = *static_cast<std::int32_t *>(args[3]);
    const std::int32_t n = *static_cast<std::int32_t *>(args[4]);
    for (std::int32_t i = 0; i < n; ++i)
      out[i] = static_cast<std::int32_t>(x[i] * k + y[i]);
  }
  return 0;
}

#ifndef FAKE_CUDA_WITHOUT_TENSOR_MAPS
int cuTensorMapEncodeTiled(void *map, int dataType, unsigned rank, void *address,
                           const std::uint64_t *dims, const std::uint64_t *strides,
                           const unsigned *box, const unsigned *elementStrides, int interleave,
                           int swizzle, int l2Promotion, int oobFill) {
  ++state.tensorMapEncodes;
  std::lock_guard<std::mutex> lock(lastMutex);
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

// "Device" memory is host memory, so copies are memcpy. Each allocation's
// size is kept for cuMemGetAddressRange.
std::mutex allocationsMutex;
std::map<unsigned long long, size_t> allocations;
int cuMemAlloc_v2(unsigned long long *ptr, size_t bytes) {
  if (int error = currentError()) return error;
  if (bytes == 0) return kInvalidValue;
  if (bytes > state.memoryBytes) return kOutOfMemory;
  void *memory = std::malloc(bytes);
  if (!memory) return kOutOfMemory;
  *ptr = reinterpret_cast<unsigned long long>(memory);
  ++state.liveAllocations;
  std::lock_guard<std::mutex> lock(allocationsMutex);
  allocations[*ptr] = bytes;
  return 0;
}
int cuMemFree_v2(unsigned long long ptr) {
  std::free(reinterpret_cast<void *>(ptr));
  --state.liveAllocations;
  std::lock_guard<std::mutex> lock(allocationsMutex);
  allocations.erase(ptr);
  return 0;
}
int cuMemGetAddressRange_v2(unsigned long long *base, size_t *size, unsigned long long ptr) {
  std::lock_guard<std::mutex> lock(allocationsMutex);
  auto next = allocations.upper_bound(ptr);
  if (next == allocations.begin()) return kInvalidValue;
  auto found = std::prev(next);
  if (ptr >= found->first + found->second) return kInvalidValue;
  *base = found->first;
  *size = found->second;
  return 0;
}
int cuMemcpyDtoD_v2(unsigned long long dst, unsigned long long src, size_t bytes) {
  std::memmove(reinterpret_cast<void *>(dst), reinterpret_cast<const void *>(src), bytes);
  return 0;
}

// Events read the launch clock (FakeCudaState::clockMicros).
struct Event {
  long long micros = -1;
};
int cuEventCreate(Event **event, unsigned) {
  if (int error = currentError()) return error;
  *event = new Event;
  ++state.liveEvents;
  return 0;
}
int cuEventRecord(Event *event, void *stream) {
  if (int error = streamError(stream)) return error;
  event->micros = state.clockMicros;
  return 0;
}
int cuEventSynchronize(Event *event) { return event->micros < 0 ? kInvalidHandle : 0; }
int cuEventElapsedTime(float *ms, Event *start, Event *stop) {
  if (start->micros < 0 || stop->micros < 0) return kInvalidHandle;
  *ms = static_cast<float>(stop->micros - start->micros) / 1000.0f;
  return 0;
}
int cuEventDestroy_v2(Event *event) {
  delete event;
  --state.liveEvents;
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

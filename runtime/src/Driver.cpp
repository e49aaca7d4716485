#include "Driver.h"

#include <dlfcn.h>

#include <cstdint>
#include <cstdlib>
#include <map>
#include <mutex>

namespace tritonc {
namespace driver {
namespace {

struct Loaded {
  Api api;
  Status error;           // why the table is unusable, if it is
  void *handle = nullptr; // the opened libcuda, for optionalFunction()
};

// Opens the first library that loads; collects every dlerror() otherwise,
// since "file not found" and "wrong ELF class" need different fixes.
void *openLibrary(std::string *why) {
  const char *override = std::getenv("TRITONC_LIBCUDA");
  const char *defaults[] = {"libcuda.so.1", "libcuda.so"};
  const char *single[] = {override};
  const char *const *names = override && *override ? single : defaults;
  std::size_t count = override && *override ? 1 : 2;
  for (std::size_t i = 0; i < count; ++i) {
    if (void *handle = dlopen(names[i], RTLD_NOW | RTLD_LOCAL))
      return handle;
    const char *message = dlerror();
    *why += std::string(why->empty() ? "" : "; ") + (message ? message : names[i]);
  }
  return nullptr;
}

Loaded load() {
  Loaded result;
  std::string why;
  void *handle = openLibrary(&why);
  if (!handle) {
    result.error = Status(kNoDriver, "no CUDA driver was found (" + why +
                                         "); install the NVIDIA driver or set "
                                         "TRITONC_LIBCUDA to libcuda's path");
    return result;
  }
  // The handle is never closed: kernels and memory may outlive any object.
  result.handle = handle;
#define TRITONC_LOAD_FIELD(name, signature)                                       \
  result.api.name = reinterpret_cast<std::add_pointer_t<signature>>(dlsym(handle, #name)); \
  if (!result.api.name) {                                                         \
    result.error = Status(kNoDriver, "the CUDA driver is too old: libcuda lacks " #name); \
    return result;                                                                \
  }
  TRITONC_DRIVER_FUNCTIONS(TRITONC_LOAD_FIELD)
#undef TRITONC_LOAD_FIELD
  result.error = check(result.api, result.api.cuInit(0), "cuInit");
  return result;
}

// Names for codes a driver may fail to name itself: the toolkit's stub
// libcuda (found in containers without a real driver) cannot name its own
// CUDA_ERROR_STUB_LIBRARY, and an old driver does not know newer codes.
const char *fallbackName(CUresult result, const char **text) {
  switch (result) {
  case 2: *text = "out of memory"; return "CUDA_ERROR_OUT_OF_MEMORY";
  case 34: *text = "libcuda is the CUDA toolkit's stub library, not a real driver";
    return "CUDA_ERROR_STUB_LIBRARY";
  case 35: *text = "the installed driver is older than the CUDA runtime"; return "CUDA_ERROR_INSUFFICIENT_DRIVER";
  case 100: *text = "no CUDA-capable device is detected"; return "CUDA_ERROR_NO_DEVICE";
  case 209: *text = "no kernel image is available for execution on the device";
    return "CUDA_ERROR_NO_BINARY_FOR_GPU";
  case 218: *text = "a PTX JIT compilation failed"; return "CUDA_ERROR_INVALID_PTX";
  case 222: *text = "the PTX was compiled with an unsupported toolchain"; return "CUDA_ERROR_UNSUPPORTED_PTX_VERSION";
  default: return nullptr;
  }
}

const Loaded &loaded() {
  // A function-local static: C++11 guarantees one thread runs load() while
  // concurrent first callers wait for it.
  static const Loaded once = load();
  return once;
}

} // namespace

const Api *api(Status *error) {
  const Loaded &state = loaded();
  if (!state.error.ok()) {
    *error = state.error;
    return nullptr;
  }
  return &state.api;
}

void *optionalFunction(const char *name) {
  const Loaded &state = loaded();
  return state.error.ok() ? dlsym(state.handle, name) : nullptr;
}

Status check(const Api &api, CUresult result, const char *call, const std::string &suffix) {
  if (result == CUDA_SUCCESS)
    return Status();
  const char *name = nullptr;
  const char *text = nullptr;
  // These fail for codes the driver does not know (or in a stub driver).
  if (!api.cuGetErrorName || api.cuGetErrorName(result, &name) != CUDA_SUCCESS || !name)
    name = nullptr;
  if (!api.cuGetErrorString || api.cuGetErrorString(result, &text) != CUDA_SUCCESS || !text)
    text = nullptr;
  if (!name) {
    const char *fallbackText = nullptr;
    name = fallbackName(result, &fallbackText);
    if (!text)
      text = fallbackText;
  }
  std::string message = std::string(call) + " failed: ";
  message += name ? std::string(name) : "CUDA error " + std::to_string(result);
  if (text)
    message += std::string(" (") + text + ")";
  return Status(result, message + suffix);
}

Status currentContext(const Api &api, CUcontext *context) {
  *context = nullptr;
  if (Status s = check(api, api.cuCtxGetCurrent(context), "cuCtxGetCurrent"); !s.ok())
    return s;
  if (*context)
    return Status();
  // As the CUDA runtime does: device 0's primary context when none is current.
  CUcontext primary = nullptr;
  if (Status s = primaryContext(api, 0, &primary); !s.ok())
    return s;
  if (Status s = check(api, api.cuCtxSetCurrent(primary), "cuCtxSetCurrent"); !s.ok())
    return s;
  *context = primary;
  return Status();
}

Status primaryContext(const Api &api, int ordinal, CUcontext *context) {
  *context = nullptr;
  static std::mutex mutex;
  static std::map<int, CUcontext> retained;  // never released, see Driver.h
  std::lock_guard<std::mutex> lock(mutex);
  if (auto found = retained.find(ordinal); found != retained.end()) {
    *context = found->second;
    return Status();
  }
  const std::string which = " for device " + std::to_string(ordinal);
  CUdevice device = 0;
  if (Status s = check(api, api.cuDeviceGet(&device, ordinal), "cuDeviceGet", which); !s.ok())
    return s;
  CUcontext primary = nullptr;
  if (Status s = check(api, api.cuDevicePrimaryCtxRetain(&primary, device), "cuDevicePrimaryCtxRetain", which);
      !s.ok())
    return s;
  retained.emplace(ordinal, primary);
  *context = primary;
  return Status();
}

Status contextKey(const Api &api, CUcontext context, std::uint64_t *key, const std::string &suffix) {
  using GetId = CUresult(CUcontext, unsigned long long *);
  static GetId *const getId = reinterpret_cast<GetId *>(optionalFunction("cuCtxGetId"));
  if (!getId) {
    *key = static_cast<std::uint64_t>(reinterpret_cast<std::uintptr_t>(context));
    return Status();
  }
  unsigned long long id = 0;
  Status status = check(api, getId(context, &id), "cuCtxGetId", suffix);
  *key = id;
  return status;
}

Status prepare(const Api **out, CUcontext *context) {
  Status status;
  *out = api(&status);
  if (!*out)
    return status;
  return currentContext(**out, context);
}

} // namespace driver
} // namespace tritonc

#include <tritonc/Kernel.h>

#include "Driver.h"

#include <cstdint>
#include <cstdio>

namespace tritonc {

using namespace driver;

namespace {
// Above this, CUDA requires an explicit per-function opt-in.
constexpr int kDefaultSharedLimit = 48 * 1024;

std::string quoted(const char *symbol) { return std::string(" '") + symbol + "'"; }
} // namespace

Kernel::Kernel(const void *image, std::size_t imageSize, const char *symbol,
               int numWarps, int sharedBytes, bool programmaticLaunch, const char *archs)
    : image_(image), imageSize_(imageSize), symbol_(symbol ? symbol : ""), numWarps_(numWarps),
      sharedBytes_(sharedBytes), programmaticLaunch_(programmaticLaunch), archs_(archs) {}

// Loads the module into the current context and gathers what launch() checks. Runs
// with the context's PerContext::mutex held, so a module is loaded only once
// per context.
Status Kernel::loadFor(Loaded *out) {
  Status status;
  const Api *d = api(&status);
  if (!d)
    return status;
  if (!image_ || imageSize_ == 0)
    return Status(kLaunchConfig, "kernel" + quoted(symbol_) + " has an empty binary image");

  CUdevice device = 0;
  if (!(status = check(*d, d->cuCtxGetDevice(&device), "cuCtxGetDevice",
                       " while loading kernel" + quoted(symbol_))).ok())
    return status;
  out->device = device;
  // Errors name the device and its architecture: a binary built for another
  // one fails in cuModuleLoadData with the driver's CUDA_ERROR_NO_BINARY_FOR_GPU.
  int major = 0, minor = 0;
  std::string onDevice = " on device " + std::to_string(device);
  if (d->cuDeviceGetAttribute(&major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, device) == CUDA_SUCCESS &&
      d->cuDeviceGetAttribute(&minor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, device) == CUDA_SUCCESS)
    onDevice += " (sm_" + std::to_string(major) + std::to_string(minor) + ")";
  const std::string whileLoading = " while loading kernel" + quoted(symbol_) + onDevice;
  const int gridAttributes[3] = {CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X, CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y,
                                 CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Z};
  for (int i = 0; i < 3; ++i) {
    int value = 0;
    if (!(status = check(*d, d->cuDeviceGetAttribute(&value, gridAttributes[i], device),
                         "cuDeviceGetAttribute", whileLoading)).ok())
      return status;
    out->maxGrid[i] = static_cast<unsigned>(value);
  }

  // Check the opt-in limit before loading, so the error names the real cause.
  if (sharedBytes_ > kDefaultSharedLimit) {
    int optin = 0;
    if (!(status = check(*d, d->cuDeviceGetAttribute(&optin, CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN, device),
                         "cuDeviceGetAttribute", whileLoading)).ok())
      return status;
    if (sharedBytes_ > optin)
      return Status(kSharedMemoryTooLarge,
                    "kernel" + quoted(symbol_) + " needs " + std::to_string(sharedBytes_) +
                        " bytes of shared memory per block, but device " + std::to_string(device) +
                        " allows at most " + std::to_string(optin) +
                        " (compile with fewer stages or smaller blocks)");
  }

  CUmodule module = nullptr;
  CUresult loaded = d->cuModuleLoadData(&module, image_);
  if (!(status = check(*d, loaded, "cuModuleLoadData", whileLoading)).ok()) {
    if (loaded == CUDA_ERROR_NO_BINARY_FOR_GPU && archs_ && *archs_)
      return Status(status.code(), status.message() + "; the kernel was compiled for " + archs_ +
                                       " (add this device's architecture with --arch)");
    return status;
  }
  CUfunction function = nullptr;
  if (!(status = check(*d, d->cuModuleGetFunction(&function, module, symbol_), "cuModuleGetFunction",
                       whileLoading)).ok())
    return status;  // the module stays loaded: an unload could fail as well

  // Register-heavy code may not run with the block size it was compiled for.
  int maxThreads = 0;
  if (!(status = check(*d, d->cuFuncGetAttribute(&maxThreads, CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, function),
                       "cuFuncGetAttribute", whileLoading)).ok())
    return status;
  if (maxThreads > 0 && static_cast<unsigned>(maxThreads) < threadsPerBlock())
    return Status(kLaunchConfig, "kernel" + quoted(symbol_) + " was compiled for " +
                                     std::to_string(threadsPerBlock()) + " threads per block (num_warps=" +
                                     std::to_string(numWarps_) + ") but device " + std::to_string(device) +
                                     " can run at most " + std::to_string(maxThreads) +
                                     (threadsPerBlock() > 1024 ? " (CUDA blocks have at most 1024 threads)"
                                                               : " of them (too many registers per thread)"));

  if (sharedBytes_ > kDefaultSharedLimit) {
    // The driver chooses each launch's L1/shared split with this
    // preference as a hint. Triton's launcher asks for the largest shared
    // part for every kernel above 48 KB; asking the same keeps tritonc's
    // kernels on the split Triton's run on (the default split made some
    // large-tile kernels slower).
    if (!(status = check(*d, d->cuFuncSetCacheConfig(function, CU_FUNC_CACHE_PREFER_SHARED), "cuFuncSetCacheConfig",
                         whileLoading)).ok())
      return status;
    if (!(status = check(*d, d->cuFuncSetAttribute(function, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, sharedBytes_),
                         "cuFuncSetAttribute", whileLoading)).ok())
      return status;
  }

  out->module = module;
  out->function = function;
  return Status();
}

Status Kernel::launch(Stream stream, Dim3 grid, void **args) {
  // An empty grid is valid and does nothing; the driver would reject it.
  if (grid.x == 0 || grid.y == 0 || grid.z == 0)
    return Status();
  const Api *d = nullptr;
  CUcontext context = nullptr;
  if (Status status = prepare(&d, &context); !status.ok())
    return status;

  const std::string whileLaunching = " while launching kernel" + quoted(symbol_);
  std::uint64_t key = 0;
  if (Status status = contextKey(*d, context, &key, whileLaunching); !status.ok())
    return status;
  PerContext &entry = perContext(key);
  if (!entry.ready.load(std::memory_order_acquire)) {
    std::lock_guard<std::mutex> lock(entry.mutex);
    if (!entry.ready.load(std::memory_order_relaxed)) {
      if (Status status = loadFor(&entry.loaded); !status.ok())
        return status;
      entry.ready.store(true, std::memory_order_release);
    }
  }
  const Loaded &loaded = entry.loaded;  // immutable once ready

  if (grid.x > loaded.maxGrid[0] || grid.y > loaded.maxGrid[1] || grid.z > loaded.maxGrid[2])
    return Status(kGridTooLarge,
                  "grid (" + std::to_string(grid.x) + ", " + std::to_string(grid.y) + ", " +
                      std::to_string(grid.z) + ") of kernel" + quoted(symbol_) + " exceeds device " +
                      std::to_string(loaded.device) + "'s maximum (" + std::to_string(loaded.maxGrid[0]) +
                      ", " + std::to_string(loaded.maxGrid[1]) + ", " + std::to_string(loaded.maxGrid[2]) + ")");

  if (programmaticLaunch_) {
    static auto launchEx = reinterpret_cast<std::add_pointer_t<CuLaunchKernelEx>>(
        optionalFunction("cuLaunchKernelEx"));
    if (launchEx) {
      CUlaunchAttribute overlap{};
      overlap.id = CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION;
      overlap.value.programmaticStreamSerializationAllowed = 1;
      CUlaunchConfig config{grid.x, grid.y, grid.z, threadsPerBlock(), 1, 1, static_cast<unsigned>(sharedBytes_),
                            static_cast<CUstream>(stream), &overlap, 1};
      return check(*d, launchEx(&config, static_cast<CUfunction>(loaded.function), args, nullptr),
                   "cuLaunchKernelEx", whileLaunching);
    }
  }
  return check(*d,
               d->cuLaunchKernel(static_cast<CUfunction>(loaded.function), grid.x, grid.y, grid.z,
                                 threadsPerBlock(), 1, 1, static_cast<unsigned>(sharedBytes_),
                                 static_cast<CUstream>(stream), args, nullptr),
               "cuLaunchKernel", whileLaunching);
}

Kernel::PerContext &Kernel::perContext(std::uint64_t key) {
  {
    std::shared_lock<std::shared_mutex> lock(contextsMutex_);
    if (auto found = contexts_.find(key); found != contexts_.end())
      return *found->second;
  }
  std::unique_lock<std::shared_mutex> lock(contextsMutex_);
  std::unique_ptr<PerContext> &entry = contexts_[key];
  if (!entry)
    entry = std::make_unique<PerContext>();
  return *entry;
}

namespace detail {

Status misalignedArgument(const char *kernel, const char *arg, const void *value,
                          unsigned alignment, const char *spec) {
  char address[32];
  std::snprintf(address, sizeof address, "%#llx",
                static_cast<unsigned long long>(reinterpret_cast<std::uintptr_t>(value)));
  return Status(kInvalidArgument, std::string("kernel '") + kernel + "': argument '" + arg +
                                      "' (address " + address + ") is not a multiple of " +
                                      std::to_string(alignment) +
                                      " bytes, but the launcher was specialized for '" + spec + "'");
}

Status indivisibleArgument(const char *kernel, const char *arg, const std::string &value,
                           unsigned divisor, const char *spec) {
  return Status(kInvalidArgument, std::string("kernel '") + kernel + "': argument '" + arg + "' = " +
                                      value + " is not divisible by " + std::to_string(divisor) +
                                      ", but the launcher was specialized for '" + spec + "'");
}

Status notOneArgument(const char *kernel, const char *arg, const std::string &value,
                      const char *spec) {
  return Status(kInvalidArgument, std::string("kernel '") + kernel + "': argument '" + arg + "' = " +
                                      value + " must be 1: the launcher was specialized for '" +
                                      spec + "'");
}

Status heuristicMismatch(const char *kernel, const char *name, const std::string &computed,
                         const char *compiled, const char *origin) {
  return Status(kInvalidArgument, std::string("kernel '") + kernel + "': the heuristic for '" + name + "' (" +
                                      origin + ") gives " + computed +
                                      " for these arguments, but the launcher was compiled for " + name + "=" +
                                      compiled + " (compile that value too: --heuristic-values or -D)");
}

} // namespace detail
} // namespace tritonc

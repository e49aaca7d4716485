// tritonc runtime: one compiled GPU kernel embedded in the application.
//
// Generated launchers hold one Kernel as a function-local static (so it is
// constructed on first use, thread-safely, whatever the static
// initialization order) and call launch() with the packed arguments.
#pragma once

#include <tritonc/Status.h>
#include <tritonc/Types.h>

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <shared_mutex>
#include <string>

namespace tritonc {

class Kernel {
public:
  /// `image` is a cubin, fatbin or NUL-terminated PTX that lives as long as
  /// the Kernel (an embedded array); `symbol` is the entry name inside it.
  /// A block has 32 * numWarps threads; `sharedBytes` of dynamic shared
  /// memory are requested at every launch. With `programmaticLaunch` (a
  /// kernel that calls tl.extra.cuda.gdc_wait) launches allow programmatic
  /// stream serialization: the grid may start while the previous one in
  /// the stream still runs, and waits for it in griddepcontrol.wait. A
  /// driver without cuLaunchKernelEx launches it the ordinary way.
  /// `archs` (e.g. "sm_80, sm_90a"), when given, names the architectures
  /// the image holds in the error of a device that has none of them.
  Kernel(const void *image, std::size_t imageSize, const char *symbol,
         int numWarps, int sharedBytes, bool programmaticLaunch = false, const char *archs = nullptr);
  Kernel(const Kernel &) = delete;
  Kernel &operator=(const Kernel &) = delete;
  /// Modules are not unloaded: at process exit the driver may already be
  /// gone, and it frees them with the context anyway.
  ~Kernel() = default;

  /// Launches over `grid` on `stream` in the current context (device 0's
  /// primary context is made current if there is none, as the CUDA runtime
  /// does). `args` points at one pointer per kernel parameter, as for
  /// cuLaunchKernel. A grid with a zero dimension does nothing and succeeds.
  /// Thread-safe: any number of threads may launch at once, on any streams
  /// and contexts. The module is loaded once per CUDA context, by the first
  /// launch there (concurrent first launches in that context wait for it;
  /// launches in other contexts do not). A failed load is not remembered:
  /// the next launch tries again and reports the driver's error again.
  Status launch(Stream stream, Dim3 grid, void **args);

  const char *symbol() const { return symbol_; }
  int numWarps() const { return numWarps_; }
  int sharedBytes() const { return sharedBytes_; }
  unsigned threadsPerBlock() const { return 32u * static_cast<unsigned>(numWarps_); }

private:
  // What one context needs to launch; driver handles kept as void* so this
  // header needs no CUDA types.
  struct Loaded {
    void *module = nullptr;
    void *function = nullptr;
    int device = 0;
    unsigned maxGrid[3] = {0, 0, 0};
  };
  // One context's module. `ready` is set, with release order, once `loaded`
  // is complete; `mutex` is held only while loading.
  struct PerContext {
    std::mutex mutex;
    std::atomic<bool> ready{false};
    Loaded loaded;
  };
  Status loadFor(Loaded *out);  // for the current context
  PerContext &perContext(std::uint64_t key);

  const void *image_;
  std::size_t imageSize_;
  const char *symbol_;
  int numWarps_;
  int sharedBytes_;
  bool programmaticLaunch_;
  const char *archs_;
  // Guards the map only (entries are never removed, so references to them
  // stay valid); keyed by driver::contextKey.
  std::shared_mutex contextsMutex_;
  std::map<std::uint64_t, std::unique_ptr<PerContext>> contexts_;
};

namespace detail {
// Errors for launch arguments that break the specialization a launcher was
// compiled for; called by generated code on its error path only. `spec` is
// the parameter's signature entry, e.g. "*fp32:16".
Status misalignedArgument(const char *kernel, const char *arg, const void *value,
                          unsigned alignment, const char *spec);
Status indivisibleArgument(const char *kernel, const char *arg, const std::string &value,
                           unsigned divisor, const char *spec);
Status notOneArgument(const char *kernel, const char *arg, const std::string &value,
                      const char *spec);
// A @triton.heuristics value the launch's arguments give (`computed`)
// that differs from the one the launcher was compiled with; `origin` is
// where the heuristic is written (file:line).
Status heuristicMismatch(const char *kernel, const char *name, const std::string &computed,
                         const char *compiled, const char *origin);
} // namespace detail

} // namespace tritonc

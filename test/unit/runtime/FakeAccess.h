// Reaching the fake driver (FakeCuda) that the runtime loaded through
// TRITONC_LIBCUDA: its state, and the driver functions a test calls itself
// (contexts), as an application holding libcuda would.
//
// Only fakeCuda() uses Catch assertions; the other helpers return the
// driver's result instead, because Catch2 assertions are not thread-safe
// and the stress tests call them from many threads.
#pragma once

#include "FakeCuda.h"

#include <tritonc/runtime.h>

#include <catch2/catch.hpp>
#include <dlfcn.h>

#include <cstdlib>

namespace fake {

// The fake library, opened (and cuInit'ed) by the runtime first.
inline void *library() {
  static void *handle = [] {
    (void)tritonc::device::available();
    const char *path = std::getenv("TRITONC_LIBCUDA");
    return path ? dlopen(path, RTLD_NOW | RTLD_NOLOAD) : nullptr;
  }();
  return handle;
}

template <class Signature> Signature *function(const char *name) {
  void *handle = library();
  return handle ? reinterpret_cast<Signature *>(dlsym(handle, name)) : nullptr;
}

inline FakeCudaState &state() {
  REQUIRE(tritonc::device::available().ok());
  auto get = function<FakeCudaState *()>("fakeCudaState");
  REQUIRE(get);
  return *get();
}

inline int setCurrent(void *context) {
  static auto set = function<int(void *)>("cuCtxSetCurrent");
  return set(context);
}

// Makes device `ordinal`'s primary context current on this thread.
inline int useDevice(int ordinal) {
  void *context = nullptr;
  static auto retain = function<int(void **, int)>("cuDevicePrimaryCtxRetain");
  if (int error = retain(&context, ordinal))
    return error;
  return setCurrent(context);
}

// A new context on `device`, current on this thread.
inline int createContext(void **context, int device) {
  static auto create = function<int(void **, unsigned, int)>("cuCtxCreate_v2");
  return create(context, 0, device);
}
inline int destroyContext(void *context) {
  static auto destroy = function<int(void *)>("cuCtxDestroy_v2");
  return destroy(context);
}
inline void *current() {
  static auto get = function<int(void **)>("cuCtxGetCurrent");
  void *context = nullptr;
  get(&context);
  return context;
}
inline int moduleLoadsIn(void *context, const char *image) {
  static auto loads = function<int(void *, const char *)>("fakeModuleLoadsIn");
  return loads(context, image);
}

} // namespace fake

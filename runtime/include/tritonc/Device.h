// tritonc runtime: just enough device memory management for samples and
// tests, through the same dlopen'ed driver, so they need no CUDA SDK.
//
// Every call works on the current CUDA context, making device 0's primary
// context current first if the thread has none. Device pointers are void*.
// Every function is thread-safe, and every failure is a Status carrying the
// driver's error name and message (see Status.h), never an abort.
#pragma once

#include <tritonc/Status.h>
#include <tritonc/Types.h>

#include <cstddef>
#include <string>

namespace tritonc {
namespace device {

/// Ok when the driver loads, initializes, and reports at least one GPU;
/// otherwise says why not (no driver, no device, ...).
Status available();
/// Number of GPUs the driver sees.
Status count(int *devices);
/// "NVIDIA H200, sm_90, driver 13.0" for the current context's device.
Status describe(std::string *text);
/// Streaming multiprocessors of the current context's device: the grid
/// size of a persistent kernel that runs one program per SM (Triton's
/// tutorials read it as NUM_SMS).
Status multiprocessorCount(int *count);
/// Makes device `ordinal`'s primary context current on the calling thread
/// (as cudaSetDevice does); the context is retained once per process.
Status setDevice(int ordinal);

/// Creates a stream in the current context. It synchronizes with the legacy
/// default stream (nullptr), as CUDA's default stream flags do.
Status createStream(Stream *stream);
/// Destroys a stream from createStream (work queued on it still completes);
/// nullptr is a no-op. A later launch on it fails with the driver's error.
Status destroyStream(Stream stream);

/// Allocates `bytes` of device memory (0 bytes gives nullptr).
Status malloc(void **ptr, std::size_t bytes);
/// Allocates `count` elements of T.
template <class T> Status allocate(T **ptr, std::size_t count) {
  void *raw = nullptr;
  Status status = device::malloc(&raw, count * sizeof(T));
  *ptr = static_cast<T *>(raw);
  return status;
}
/// Frees memory from malloc/allocate; nullptr is a no-op.
Status free(void *ptr);
Status copyToDevice(void *deviceDst, const void *hostSrc, std::size_t bytes);
Status copyToHost(void *hostDst, const void *deviceSrc, std::size_t bytes);
/// Sets `bytes` bytes at `deviceDst` to `value`.
Status memset(void *deviceDst, unsigned char value, std::size_t bytes);
/// Waits for `stream`, or for the whole current context when it is nullptr,
/// and returns the first asynchronous error (e.g. a faulting kernel).
Status synchronize(Stream stream = nullptr);

} // namespace device
} // namespace tritonc

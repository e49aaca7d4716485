// tritonc runtime: kernels compiled with `tritonc --target cpu`.
//
// The object file tritonc writes exports one entry point per kernel,
//
//   extern "C" void tritonc_cpu_<kernel>(void **args,
//                                        int32_t pid_x, int32_t pid_y, int32_t pid_z,
//                                        int32_t num_x, int32_t num_y, int32_t num_z,
//                                        tritonc_cpu_context *context);
//
// which runs ONE program instance: `args` holds a pointer to each kernel
// parameter's value, exactly as for the GPU (cuLaunchKernel's kernelParams;
// an i1 parameter is one byte), pid_* is the instance's position in the
// grid and num_* the grid. The generated launcher calls tritonc::cpu::launch,
// which runs every instance of the grid on a thread pool and returns when
// all are done (launches are synchronous; the stream argument of the
// generated launch() is ignored).
//
// A failing tl.device_assert calls context->assert_fail and ends its
// program instance; launch() then starts no further instances and returns
// kDeviceAssert with the message, file, line and program id.
#pragma once

#include <tritonc/Status.h>
#include <tritonc/Types.h>

#include <cstdint>

extern "C" {

struct tritonc_cpu_context;

/// Called by compiled code when a device assert fails (the context's first
/// field; the compiler loads it from there).
typedef void tritonc_cpu_assert_fn(tritonc_cpu_context *context, const char *message,
                                   const char *file, std::int32_t line, const char *function,
                                   std::int32_t pid_x, std::int32_t pid_y, std::int32_t pid_z);

/// What compiled code receives as `context`. Only the first field is part of
/// the ABI; the runtime keeps its own state behind it.
struct tritonc_cpu_context {
  tritonc_cpu_assert_fn *assert_fail;
};

/// The type of a kernel's entry point (`tritonc_cpu_<kernel>`).
typedef void tritonc_cpu_entry_fn(void **args, std::int32_t pid_x, std::int32_t pid_y,
                                  std::int32_t pid_z, std::int32_t num_x, std::int32_t num_y,
                                  std::int32_t num_z, tritonc_cpu_context *context);

} // extern "C"

namespace tritonc {
namespace cpu {

/// Status code of a launch in which a device assert failed.
constexpr int kDeviceAssert = -16;

/// Runs every program instance of `grid` through `entry` on the thread pool
/// and waits for them. A grid with a zero dimension does nothing; a
/// dimension above INT32_MAX is refused (program ids are int32). `kernel`
/// names the kernel in error messages. Thread-safe: launches from several
/// threads share the pool.
Status launch(const char *kernel, tritonc_cpu_entry_fn *entry, Dim3 grid, void **args);

/// Worker threads of the pool: TRITONC_CPU_THREADS when set to a positive
/// number, else std::thread::hardware_concurrency().
unsigned threadCount();

} // namespace cpu
} // namespace tritonc

// C entry points around tritonc's generated launchers for the four samples
// (softmax, layernorm, swiglu, dropout), so that bench_samples.py (Python,
// with torch allocating the tensors) can call the AOT kernels through ctypes
// on torch's current stream. Each wrapper exists only when its kernel's
// header was generated (a kernel tritonc cannot compile yet is left out);
// tritonc_sample_config says which are there and how they were specialized.
// Every wrapper returns 0, or 1 with the launcher's message in `error`.
// The timed specialization (<name>_kernel_bench.h, lengths promised to be
// multiples of 16 as Triton's JIT specializes them) is preferred.
#if __has_include("softmax_kernel_bench.h")
#include "softmax_kernel_bench.h"
#define HAVE_SOFTMAX 1
#elif __has_include("softmax_kernel.h")
#include "softmax_kernel.h"
#define HAVE_SOFTMAX 1
#endif
#if __has_include("layernorm_kernel_bench.h")
#include "layernorm_kernel_bench.h"
#define HAVE_LAYERNORM 1
#elif __has_include("layernorm_kernel.h")
#include "layernorm_kernel.h"
#define HAVE_LAYERNORM 1
#endif
#if __has_include("swiglu_kernel_bench.h")
#include "swiglu_kernel_bench.h"
#define HAVE_SWIGLU 1
#elif __has_include("swiglu_kernel.h")
#include "swiglu_kernel.h"
#define HAVE_SWIGLU 1
#endif
#if __has_include("dropout_kernel_bench.h")
#include "dropout_kernel_bench.h"
#define HAVE_DROPOUT 1
#elif __has_include("dropout_kernel.h")
#include "dropout_kernel.h"
#define HAVE_DROPOUT 1
#endif

#include <tritonc/runtime.h>

#include "../common/CStatus.h"

#include <cstdint>
#include <cstring>

using bench::finish;

// Fills the facts of one generated launcher's specialization.
#define KERNEL_CONFIG(ns)                                                                                   \
  do {                                                                                                      \
    *blockSize = static_cast<int>(kernels::ns::BLOCK_SIZE);                                                 \
    *numWarps = kernels::ns::num_warps;                                                                     \
    *signature = kernels::ns::signature;                                                                    \
    return 0;                                                                                               \
  } while (0)

extern "C" {

/// Fills the specialization of `name` ("softmax", "layernorm", "swiglu",
/// "dropout"); returns 1 when that kernel is not in this library.
int tritonc_sample_config(const char *name, int *blockSize, int *numWarps, const char **signature) {
#ifdef HAVE_SOFTMAX
  if (!std::strcmp(name, "softmax"))
    KERNEL_CONFIG(softmax_kernel);
#endif
#ifdef HAVE_LAYERNORM
  if (!std::strcmp(name, "layernorm"))
    KERNEL_CONFIG(layer_norm_fwd_kernel);
#endif
#ifdef HAVE_SWIGLU
  if (!std::strcmp(name, "swiglu"))
    KERNEL_CONFIG(swiglu_kernel);
#endif
#ifdef HAVE_DROPOUT
  if (!std::strcmp(name, "dropout"))
    KERNEL_CONFIG(dropout_kernel);
#endif
  (void)name, (void)blockSize, (void)numWarps, (void)signature;
  return 1;
}

#ifdef HAVE_SOFTMAX
/// One program instance per row: `rows` rows of `cols` <= BLOCK_SIZE floats.
int tritonc_softmax(void *stream, float *out, float *in, int inStride, int outStride, int rows, int cols,
                    char *error, int errorSize) {
  return finish(kernels::softmax_kernel::launch(stream, tritonc::Dim3{static_cast<unsigned>(rows)}, out, in,
                                                inStride, outStride, cols),
                error, errorSize);
}
#endif

#ifdef HAVE_LAYERNORM
/// One program instance per row; X and Y share `stride`.
int tritonc_layernorm(void *stream, void *x, void *y, void *w, void *b, float *mean, float *rstd, int stride,
                      int rows, int cols, float eps, char *error, int errorSize) {
  using tritonc::float16;
  return finish(kernels::layer_norm_fwd_kernel::launch(
                    stream, tritonc::Dim3{static_cast<unsigned>(rows)}, static_cast<float16 *>(x),
                    static_cast<float16 *>(y), static_cast<float16 *>(w), static_cast<float16 *>(b), mean, rstd,
                    stride, cols, eps),
                error, errorSize);
}
#endif

#ifdef HAVE_SWIGLU
int tritonc_swiglu(void *stream, void *a, void *b, void *c, int n, char *error, int errorSize) {
  namespace k = kernels::swiglu_kernel;
  using tritonc::float16;
  return finish(k::launch(stream, tritonc::Dim3{tritonc::cdiv(n, k::BLOCK_SIZE)}, static_cast<float16 *>(a),
                          static_cast<float16 *>(b), static_cast<float16 *>(c), n),
                error, errorSize);
}
#endif

#ifdef HAVE_DROPOUT
int tritonc_dropout(void *stream, float *x, float *out, int n, float p, int seed, char *error, int errorSize) {
  namespace k = kernels::dropout_kernel;
  return finish(k::launch(stream, tritonc::Dim3{tritonc::cdiv(n, k::BLOCK_SIZE)}, x, out, n, p, seed), error,
                errorSize);
}
#endif

} // extern "C"

// C entry points around the launchers prepare_dot.sh generates for the
// matmul and attention samples, so that bench_dot.py (torch allocates the
// tensors) can launch tritonc's kernels through ctypes on torch's current
// stream. Each specialization has its own namespace (tritonc --namespace);
// dot_specializations.h (generated) includes their headers and lists them
// with X-macros:
//   MATMUL(ns)     kernels::ns is a matmul_kernel specialization
//   ATTENTION(ns)  kernels::ns is an attention_fwd_kernel specialization
// Every entry returns 0, or 1 with the launcher's message in `error`.
#include "dot_specializations.h"

#include <tritonc/runtime.h>

#include "../common/CStatus.h"

using bench::finish;

extern "C" {

/// The name of specialization `i` ("" past the end), its kind (0 matmul,
/// 1 attention), its constexprs and launch facts.
const char *tritonc_dot_name(int i, int *kind, int *c0, int *c1, int *c2, int *c3, int *numWarps, int *numStages) {
  int n = 0;
#define MATMUL(ns)                                                                                                   \
  if (n++ == i) {                                                                                                    \
    namespace k = kernels::ns;                                                                                       \
    *kind = 0, *c0 = k::BLOCK_M, *c1 = k::BLOCK_N, *c2 = k::BLOCK_K, *c3 = k::GROUP_M;                               \
    *numWarps = k::num_warps, *numStages = k::num_stages;                                                            \
    return #ns;                                                                                                      \
  }
#define ATTENTION(ns)                                                                                                \
  if (n++ == i) {                                                                                                    \
    namespace k = kernels::ns;                                                                                       \
    *kind = 1, *c0 = k::HEAD_DIM, *c1 = k::BLOCK_M, *c2 = k::BLOCK_N, *c3 = k::CAUSAL;                               \
    *numWarps = k::num_warps, *numStages = k::num_stages;                                                            \
    return #ns;                                                                                                      \
  }
  DOT_SPECIALIZATIONS
#undef MATMUL
#undef ATTENTION
  return "";
}

/// C = A @ B, all row-major with the given leading dimensions.
int tritonc_matmul(int i, void *stream, void *a, void *b, void *c, int m, int n, int k, int lda, int ldb, int ldc,
                   char *error, int size) {
  using tritonc::float16;
  int index = 0;
#define MATMUL(ns)                                                                                                   \
  if (index++ == i) {                                                                                                \
    namespace kk = kernels::ns;                                                                                      \
    unsigned grid = tritonc::cdiv(m, kk::BLOCK_M) * tritonc::cdiv(n, kk::BLOCK_N);                                   \
    return finish(kk::launch(stream, tritonc::Dim3{grid}, static_cast<float16 *>(a), static_cast<float16 *>(b),     \
                             static_cast<float16 *>(c), m, n, k, lda, 1, ldb, 1, ldc, 1),                            \
                  error, size);                                                                                      \
  }
#define ATTENTION(ns) index++;
  DOT_SPECIALIZATIONS
#undef MATMUL
#undef ATTENTION
  return finish(tritonc::Status(1, "no such matmul specialization"), error, size);
}

/// Out = softmax(Q K^T * scale) V over (z, h, n, HEAD_DIM) contiguous tensors.
int tritonc_attention(int i, void *stream, void *q, void *kp, void *v, void *out, float scale, int z, int h, int n,
                      char *error, int size) {
  using tritonc::float16;
  int index = 0;
#define MATMUL(ns) index++;
#define ATTENTION(ns)                                                                                                \
  if (index++ == i) {                                                                                                \
    namespace kk = kernels::ns;                                                                                      \
    int d = kk::HEAD_DIM;                                                                                            \
    tritonc::Dim3 grid{static_cast<unsigned>(tritonc::cdiv(n, kk::BLOCK_M)), static_cast<unsigned>(z * h)};         \
    return finish(kk::launch(stream, grid, static_cast<float16 *>(q), static_cast<float16 *>(kp),                   \
                             static_cast<float16 *>(v), static_cast<float16 *>(out), scale, z, h, n, h * n * d,      \
                             n * d, d),                                                                              \
                  error, size);                                                                                      \
  }
  DOT_SPECIALIZATIONS
#undef MATMUL
#undef ATTENTION
  return finish(tritonc::Status(1, "no such attention specialization"), error, size);
}

} // extern "C"

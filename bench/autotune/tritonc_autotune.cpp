// C entry points around the two family launchers prepare_autotune.sh
// generates from kernels.py (tritonc --config all), so that
// bench_autotune.py launches them through ctypes on torch's current stream.
// Each returns 0, or 1 with the launcher's message in `error`; *config is
// the config the launch used (its index in the decorator's list).
#include "matmul_autotuned.h"
#include "softmax_autotuned.h"

#include <tritonc/runtime.h>

#include "../common/CStatus.h"

#include <cstdint>

using bench::finish;

extern "C" {

int tritonc_matmul(void *stream, void *a, void *b, void *c, int M, int N, int K, int sam, int sak, int sbk,
                   int sbn, int scm, int scn, int *config, char *error, int size) {
  namespace k = kernels::matmul_autotuned;
  auto *pa = static_cast<tritonc::float16 *>(a), *pb = static_cast<tritonc::float16 *>(b),
       *pc = static_cast<tritonc::float16 *>(c);
  auto grid = [&](const k::Config &cfg) {
    return tritonc::Dim3{tritonc::cdiv(M, cfg.BLOCK_M) * tritonc::cdiv(N, cfg.BLOCK_N)};
  };
  tritonc::Status status = k::launch(stream, grid, pa, pb, pc, M, N, K, sam, sak, sbk, sbn, scm, scn);
  int chosen = k::choose_config(pa, pb, pc, M, N, K, sam, sak, sbk, sbn, scm, scn);
  *config = chosen;
  return finish(status, error, size);
}

int tritonc_softmax(void *stream, void *out, void *in, int inStride, int outStride, int rows, int cols,
                    int *config, char *error, int size) {
  namespace k = kernels::softmax_autotuned;
  auto *po = static_cast<float *>(out), *pi = static_cast<float *>(in);
  tritonc::Status status = k::launch(stream, tritonc::Dim3{unsigned(rows)}, po, pi, inStride, outStride, cols);
  *config = k::choose_config(po, pi, inStride, outStride, cols);
  return finish(status, error, size);
}

/// The autotune index of position `position` in a family's configs[]
/// (prepare_autotune.sh compiles every config, so they are equal).
int tritonc_config_count(int kernel) {
  return kernel == 0 ? kernels::matmul_autotuned::config_count : kernels::softmax_autotuned::config_count;
}

} // extern "C"

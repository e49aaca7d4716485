// C entry point around tritonc's generated launcher, so that the benchmark
// (Python, with torch allocating the tensors) can call the AOT kernel through
// ctypes on torch's current stream.
#include "vector_add_kernel.h"

#include <cstring>

extern "C" int tritonc_vector_add(void *stream, float *x, float *y, float *out, int n,
                                  char *error, int errorSize) {
  namespace k = kernels::aduna_vectori_kernel;
  tritonc::Status status =
      k::launch(stream, tritonc::Dim3{tritonc::cdiv(n, k::BLOCK_SIZE)}, x, y, out, n);
  if (!status.ok() && error && errorSize > 0) {
    std::strncpy(error, status.message().c_str(), errorSize - 1);
    error[errorSize - 1] = '\0';
  }
  return status.ok() ? 0 : 1;
}

// What the benchmarks' C entry points (loaded by Python through ctypes)
// return: 0 for success, else 1 with the status's message copied into the
// caller's `error` buffer of `size` bytes (always terminated).
#pragma once

#include <tritonc/Status.h>

#include <cstring>

namespace bench {
inline int finish(const tritonc::Status &status, char *error, int size) {
  if (!status.ok() && error && size > 0) {
    std::strncpy(error, status.message().c_str(), size - 1);
    error[size - 1] = '\0';
  }
  return status.ok() ? 0 : 1;
}
} // namespace bench

//===- StackGuard.cpp - bound on the parser's recursion -------------------===//
#include "frontend/StackGuard.h"

#include <pthread.h>

namespace tritonc {

StackGuard::StackGuard() {
  base_ = stackPosition();
  size_t budget = 4u << 20; // default: 4 MiB
  pthread_attr_t attr;
  if (pthread_getattr_np(pthread_self(), &attr) == 0) {
    void *addr = nullptr;
    size_t size = 0;
    if (pthread_attr_getstack(&attr, &addr, &size) == 0 && addr) {
      uintptr_t low = reinterpret_cast<uintptr_t>(addr);
      if (base_ > low) {
        size_t left = base_ - low;
        // Keep a reserve for ANTLR's prediction, which recurses too.
        budget = left > (1u << 20) ? (left - (1u << 20)) / 2 : left / 4;
      }
    }
    pthread_attr_destroy(&attr);
  }
  budget_ = budget;
}

} // namespace tritonc

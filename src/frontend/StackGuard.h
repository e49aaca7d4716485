//===- StackGuard.h - bound on the parser's recursion -----------*- C++ -*-===//
//
// Made at the start of a parse; checked on every rule entry of the generated
// parser and at every level of the AST builder.  No ANTLR type here.
//
//===----------------------------------------------------------------------===//
#ifndef TRITONC_FRONTEND_STACKGUARD_H
#define TRITONC_FRONTEND_STACKGUARD_H

#include <cstddef>
#include <cstdint>

namespace tritonc {

/// Recursion in the parser and the builder follows the nesting of the input;
/// this stops it well before the thread's stack runs out.
class StackGuard {
public:
  /// Takes the current stack position as the base.  The budget is half of
  /// what the thread has left beyond a 1 MiB reserve (a quarter when less is
  /// left, 4 MiB when the stack cannot be queried).
  StackGuard();
  bool exhausted() const {
    uintptr_t now = stackPosition();
    return now < base_ && base_ - now > budget_;
  }

  /// The current frame's address. Not a local's: AddressSanitizer moves
  /// locals to a heap "fake stack" (detect_stack_use_after_return), where
  /// their addresses say nothing about the depth of the real one.
  static uintptr_t stackPosition() { return reinterpret_cast<uintptr_t>(__builtin_frame_address(0)); }

private:
  uintptr_t base_ = 0;
  size_t budget_ = 0;
};

} // namespace tritonc

#endif // TRITONC_FRONTEND_STACKGUARD_H

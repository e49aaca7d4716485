//===- SanitizerDefaults.cpp - how sanitized programs of this build report ===//
//
// Compiled into every executable of a TRITONC_SANITIZE build
// (cmake/TritoncSanitizers.cmake), so that tritonc run by the build itself,
// the tests, the fuzzers and a program started by hand all behave the same.
// ASAN_OPTIONS / UBSAN_OPTIONS in the environment still override each
// option.
//
//===----------------------------------------------------------------------===//

extern "C" {

// allow_user_poisoning=0: LLVM's BumpPtrAllocator, inlined into our
//   instrumented code, poisons the slabs it starts and unpoisons what it
//   hands out; libLLVM/libMLIR (Debian, not instrumented) allocate from the
//   same allocators without unpoisoning, so reading MLIR attribute storage
//   would be reported as use-after-poison. ASan's own redzones are not
//   affected.
// detect_stack_use_after_return=0: that check moves locals to a heap "fake
//   stack"; the parser's StackGuard measures the stack by the addresses of
//   locals, and would let deep nesting overflow the real stack.
// abort_on_error=1: a report ends in abort(), a signal, so that a test that
//   expects tritonc to fail (lit's `not`) sees a crash, not the expected
//   error exit.
const char *__asan_default_options() {
  return "allow_user_poisoning=0:detect_stack_use_after_return=0:abort_on_error=1";
}

// UBSan stops at its first report (-fno-sanitize-recover), with a stack.
const char *__ubsan_default_options() {
  return "print_stacktrace=1:halt_on_error=1:abort_on_error=1";
}

// The fake CUDA drivers of test/unit/runtime (FakeCuda.cpp) model device
// resources (functions, streams, device memory) as heap objects that the
// real driver frees with the context; the tests end with contexts alive.
// Leaks allocated anywhere else are still reported.
const char *__lsan_default_suppressions() { return "leak:FakeCuda.cpp\n"; }

} // extern "C"

; RUN: %not %tritonc-llvm-opt %s -passes='tritonc-host-split-large-blocks<max-weight=many>' 2>&1 | %FileCheck %s
; RUN: %not %tritonc-llvm-opt %s -passes='tritonc-host-split-large-blocks<weight=4>' 2>&1 | %FileCheck %s

; max-weight takes a number; anything else is refused with the expected
; spelling, and nothing is printed.

; CHECK: error: invalid parameter of tritonc-host-split-large-blocks: expected <max-weight=N>
; CHECK-NOT: define

define void @empty() {
  ret void
}

; RUN: %tritonc-llvm-opt %s -passes=tritonc-host-set-target-cpu | %FileCheck %s

; Every defined function is compiled for the baseline x86-64 with generic
; tuning, whatever machine runs tritonc; existing attributes stay, and a
; CPU chosen earlier is overridden.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; CHECK-LABEL: define void @kernel(ptr %p) #0 {
define void @kernel(ptr %p) {
  store float 1.0, ptr %p, align 4
  ret void
}

; CHECK-LABEL: define float @helper(float %x) #1 {
define float @helper(float %x) #0 {
  %y = fadd float %x, 1.0
  ret float %y
}

; A declaration has no code to generate: it keeps no attributes.
; CHECK-LABEL: declare float @external(float){{$}}
declare float @external(float)

attributes #0 = { nounwind "target-cpu"="skylake-avx512" }

; CHECK: attributes #0 = { "target-cpu"="x86-64" "tune-cpu"="generic" }
; CHECK: attributes #1 = { nounwind "target-cpu"="x86-64" "tune-cpu"="generic" }

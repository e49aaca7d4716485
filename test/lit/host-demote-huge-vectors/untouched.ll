; RUN: %tritonc-llvm-opt %s -passes=tritonc-host-demote-huge-vectors | %FileCheck %s
; RUN: %tritonc-llvm-opt %s -passes='tritonc-host-demote-huge-vectors<huge-elements=1024>' | %FileCheck %s --check-prefix=LARGER

; With the default threshold a vector of up to 256 elements stays a value;
; above it (here 1024 floats: 64 chunks of 16) it moves to memory. A
; threshold of 1024 leaves both functions as they are.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; LARGER-NOT: alloca
; CHECK-LABEL: define void @at_threshold(
; CHECK-NEXT:    %x = load <256 x float>, ptr %a, align 4
; CHECK-NEXT:    %s = fadd <256 x float> %x, %x
; CHECK-NEXT:    store <256 x float> %s, ptr %a, align 4
; CHECK-NEXT:    ret void
; LARGER-LABEL: define void @at_threshold(
; LARGER-NEXT:    %x = load <256 x float>, ptr %a, align 4
; LARGER-NEXT:    %s = fadd <256 x float> %x, %x
; LARGER-NEXT:    store <256 x float> %s, ptr %a, align 4
; LARGER-NEXT:    ret void
define void @at_threshold(ptr %a) {
  %x = load <256 x float>, ptr %a, align 4
  %s = fadd <256 x float> %x, %x
  store <256 x float> %s, ptr %a, align 4
  ret void
}

; CHECK-LABEL: define void @above_threshold(
; CHECK-NEXT:    %[[S:[0-9]+]] = alloca [1024 x float], align 64
; CHECK-NEXT:    %[[X:[0-9]+]] = alloca [1024 x float], align 64
; CHECK-NEXT:    call void @llvm.memcpy.p0.p0.i64(ptr align 64 %[[X]], ptr align 4 %a, i64 4096, i1 false)
; CHECK:         fadd <16 x float>
; CHECK:         %iv.check = icmp eq i64 %iv.next, 64
; CHECK:         call void @llvm.memcpy.p0.p0.i64(ptr align 4 %a, ptr align 4 %[[S]], i64 4096, i1 false)
; LARGER-LABEL: define void @above_threshold(
; LARGER-NEXT:    %x = load <1024 x float>, ptr %a, align 4
; LARGER-NEXT:    %s = fadd <1024 x float> %x, %x
; LARGER-NEXT:    store <1024 x float> %s, ptr %a, align 4
; LARGER-NEXT:    ret void
define void @above_threshold(ptr %a) {
  %x = load <1024 x float>, ptr %a, align 4
  %s = fadd <1024 x float> %x, %x
  store <1024 x float> %s, ptr %a, align 4
  ret void
}

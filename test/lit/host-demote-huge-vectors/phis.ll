; RUN: %tritonc-llvm-opt %s -passes='tritonc-host-demote-huge-vectors<huge-elements=16>' | %FileCheck %s

; A huge phi gets a slot; each incoming value is copied into it at the end
; of its predecessor, on a block of its own when the edge is critical.
; Phis of one block that read each other are first saved to temporaries on
; the edge, so that a swap stays a swap.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; The zero vector of the entry edge is a constant global.
; CHECK: @[[ZERO:[0-9]+]] = private unnamed_addr constant [32 x float] zeroinitializer, align 64

; CHECK-LABEL: define void @accumulate(
; CHECK:       entry:
; CHECK-NEXT:    %[[NEXT:[0-9]+]] = alloca [32 x float], align 64
; CHECK-NEXT:    %[[X:[0-9]+]] = alloca [32 x float], align 64
; CHECK-NEXT:    %[[ACC:[0-9]+]] = alloca [32 x float], align 64
; CHECK-NEXT:    call void @llvm.memcpy.p0.p0.i64(ptr align 64 %[[ACC]], ptr align 4 @[[ZERO]], i64 128, i1 false)
; CHECK-NEXT:    br label %loop
; CHECK:       loop:
; CHECK-NEXT:    %i = phi i32 [ 0, %entry ], [ %i.next, %[[BACK:.*]] ]
; CHECK-NEXT:    call void @llvm.memcpy.p0.p0.i64(ptr align 64 %[[X]], ptr align 4 %a, i64 128, i1 false)
; CHECK:         fadd <16 x float>
; CHECK:         br i1 %done, label %exit, label %[[BACK]]
; CHECK:       [[BACK]]:
; CHECK-NEXT:    call void @llvm.memcpy.p0.p0.i64(ptr align 64 %[[ACC]], ptr align 4 %[[NEXT]], i64 128, i1 false)
; CHECK-NEXT:    br label %loop
; CHECK:       exit:
; CHECK-NEXT:    call void @llvm.memcpy.p0.p0.i64(ptr align 4 %out, ptr align 4 %[[NEXT]], i64 128, i1 false)
; CHECK-NEXT:    ret void
define void @accumulate(ptr %a, ptr %out, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi <32 x float> [ zeroinitializer, %entry ], [ %acc.next, %loop ]
  %x = load <32 x float>, ptr %a, align 4
  %acc.next = fadd <32 x float> %acc, %x
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  store <32 x float> %acc.next, ptr %out, align 4
  ret void
}

; CHECK-LABEL: define void @swap(
; CHECK:       entry:
; CHECK:         call void @llvm.memcpy.p0.p0.i64(ptr align 64 %[[X0:[0-9]+]], ptr align 4 %a, i64 128, i1 false)
; CHECK-NEXT:    call void @llvm.memcpy.p0.p0.i64(ptr align 64 %[[Y0:[0-9]+]], ptr align 4 %b, i64 128, i1 false)
; CHECK-NEXT:    call void @llvm.memcpy.p0.p0.i64(ptr align 64 %[[X:[0-9]+]], ptr align 4 %[[X0]], i64 128, i1 false)
; CHECK-NEXT:    call void @llvm.memcpy.p0.p0.i64(ptr align 64 %[[Y:[0-9]+]], ptr align 4 %[[Y0]], i64 128, i1 false)
; CHECK-NEXT:    br label %loop
; CHECK:       loop:
; CHECK-NEXT:    %i = phi i32 [ 0, %entry ], [ %i.next, %[[BACK:.*]] ]
; CHECK-NOT:     phi
; CHECK:         br i1 %done, label %exit, label %[[BACK]]
; CHECK:       [[BACK]]:
; CHECK-NEXT:    call void @llvm.memcpy.p0.p0.i64(ptr align 64 %[[OLDX:[0-9]+]], ptr align 64 %[[X]], i64 128, i1 false)
; CHECK-NEXT:    call void @llvm.memcpy.p0.p0.i64(ptr align 64 %[[OLDY:[0-9]+]], ptr align 64 %[[Y]], i64 128, i1 false)
; CHECK-NEXT:    call void @llvm.memcpy.p0.p0.i64(ptr align 64 %[[X]], ptr align 4 %[[OLDY]], i64 128, i1 false)
; CHECK-NEXT:    call void @llvm.memcpy.p0.p0.i64(ptr align 64 %[[Y]], ptr align 4 %[[OLDX]], i64 128, i1 false)
; CHECK-NEXT:    br label %loop
; CHECK:       exit:
; CHECK-NEXT:    call void @llvm.memcpy.p0.p0.i64(ptr align 4 %a, ptr align 4 %[[X]], i64 128, i1 false)
; CHECK-NEXT:    call void @llvm.memcpy.p0.p0.i64(ptr align 4 %b, ptr align 4 %[[Y]], i64 128, i1 false)
define void @swap(ptr %a, ptr %b, i32 %n) {
entry:
  %x0 = load <32 x float>, ptr %a, align 4
  %y0 = load <32 x float>, ptr %b, align 4
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %x = phi <32 x float> [ %x0, %entry ], [ %y, %loop ]
  %y = phi <32 x float> [ %y0, %entry ], [ %x, %loop ]
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  store <32 x float> %x, ptr %a, align 4
  store <32 x float> %y, ptr %b, align 4
  ret void
}

; RUN: %tritonc-llvm-opt %s -passes='tritonc-host-split-large-blocks<max-weight=4>' | %FileCheck %s
; RUN: %tritonc-llvm-opt %s -passes=tritonc-host-split-large-blocks | %FileCheck %s --check-prefix=DEFAULT

; A block is cut before the instruction that takes its estimated weight (one
; per 128-bit register of a value, at least one per instruction) past
; max-weight; each piece is weighed again, and phis and terminators weigh
; nothing.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; <8 x float> weighs 2: the third fadd would make 6 > 4.
; CHECK-LABEL: define <8 x float> @vectors(
; CHECK-NEXT:    %a = fadd <8 x float> %x, %x
; CHECK-NEXT:    %b = fadd <8 x float> %a, %a
; CHECK-NEXT:    br label %[[SECOND:.*]]
; CHECK:       [[SECOND]]:
; CHECK-NEXT:    %c = fadd <8 x float> %b, %b
; CHECK-NEXT:    %d = fadd <8 x float> %c, %c
; CHECK-NEXT:    br label %[[THIRD:.*]]
; CHECK:       [[THIRD]]:
; CHECK-NEXT:    %e = fadd <8 x float> %d, %d
; CHECK-NEXT:    ret <8 x float> %e
define <8 x float> @vectors(<8 x float> %x) {
  %a = fadd <8 x float> %x, %x
  %b = fadd <8 x float> %a, %a
  %c = fadd <8 x float> %b, %b
  %d = fadd <8 x float> %c, %c
  %e = fadd <8 x float> %d, %d
  ret <8 x float> %e
}

; A value heavier than max-weight alone is never cut from the start of its
; block: the first instruction of a piece always stays in it.
; CHECK-LABEL: define <32 x float> @heavy(
; CHECK-NEXT:    %a = fadd <32 x float> %x, %x
; CHECK-NEXT:    br label %[[NEXT:.*]]
; CHECK:       [[NEXT]]:
; CHECK-NEXT:    %b = fadd <32 x float> %a, %a
; CHECK-NEXT:    ret <32 x float> %b
define <32 x float> @heavy(<32 x float> %x) {
  %a = fadd <32 x float> %x, %x
  %b = fadd <32 x float> %a, %a
  ret <32 x float> %b
}

; Phis stay at the head of the loop block and weigh nothing; the loop's
; back edge now leaves from the last piece.
; CHECK-LABEL: define i32 @loop(
; CHECK:       loop:
; CHECK-NEXT:    %i = phi i32 [ 0, %entry ], [ %i.next, %[[TAIL:.*]] ]
; CHECK-NEXT:    %s = phi i32 [ 0, %entry ], [ %s4, %[[TAIL]] ]
; CHECK-NEXT:    %s1 = add i32 %s, 1
; CHECK-NEXT:    %s2 = add i32 %s1, 2
; CHECK-NEXT:    %s3 = add i32 %s2, 3
; CHECK-NEXT:    %s4 = add i32 %s3, 4
; CHECK-NEXT:    br label %[[TAIL]]
; CHECK:       [[TAIL]]:
; CHECK-NEXT:    %i.next = add i32 %i, 1
; CHECK-NEXT:    %done = icmp eq i32 %i.next, %n
; CHECK-NEXT:    br i1 %done, label %exit, label %loop
define i32 @loop(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s4, %loop ]
  %s1 = add i32 %s, 1
  %s2 = add i32 %s1, 2
  %s3 = add i32 %s2, 3
  %s4 = add i32 %s3, 4
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %s4
}

; Negative case: a block within max-weight is left as it is.
; CHECK-LABEL: define float @small(
; CHECK-NEXT:    %a = fadd float %x, 1.000000e+00
; CHECK-NEXT:    %b = fmul float %a, %a
; CHECK-NEXT:    ret float %b
; CHECK-NEXT:  }
define float @small(float %x) {
  %a = fadd float %x, 1.0
  %b = fmul float %a, %a
  ret float %b
}

; With the default max-weight (2048) none of these blocks is cut.
; DEFAULT-LABEL: define <8 x float> @vectors(
; DEFAULT-NEXT:    %a = fadd <8 x float> %x, %x
; DEFAULT-NEXT:    %b = fadd <8 x float> %a, %a
; DEFAULT-NEXT:    %c = fadd <8 x float> %b, %b
; DEFAULT-NEXT:    %d = fadd <8 x float> %c, %c
; DEFAULT-NEXT:    %e = fadd <8 x float> %d, %d
; DEFAULT-NEXT:    ret <8 x float> %e
; DEFAULT-NOT:   split

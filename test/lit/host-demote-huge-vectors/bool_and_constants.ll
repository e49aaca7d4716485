; RUN: %tritonc-llvm-opt %s -passes='tritonc-host-demote-huge-vectors<huge-elements=16>' | %FileCheck %s

; i1 elements live in memory as bytes (zext on the way in, trunc on the
; way out); constant operands become private constant globals read chunk by
; chunk like any slot.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; CHECK: @[[ZERO:[0-9]+]] = private unnamed_addr constant [32 x float] zeroinitializer, align 64
; CHECK: @[[IOTA:[0-9]+]] = private unnamed_addr constant [32 x float] [float 0.000000e+00, float 1.000000e+00, {{.*}}, float 3.100000e+01], align 64

; CHECK-LABEL: define void @select(
; CHECK-NEXT:    %[[R:[0-9]+]] = alloca [32 x float], align 64
; CHECK-NEXT:    %[[NEG:[0-9]+]] = alloca [32 x i8], align 64
; CHECK-NEXT:    %[[X:[0-9]+]] = alloca [32 x float], align 64
; CHECK:         %[[XC:[0-9]+]] = load <16 x float>
; CHECK-NEXT:    %[[ZP:[0-9]+]] = getelementptr float, ptr @[[ZERO]], i64 %[[FIRST:[0-9]+]]
; CHECK-NEXT:    %[[ZC:[0-9]+]] = load <16 x float>, ptr %[[ZP]], align 4
; CHECK-NEXT:    %[[BITS:[0-9]+]] = fcmp olt <16 x float> %[[XC]], %[[ZC]]
; CHECK-NEXT:    %[[BYTES:[0-9]+]] = zext <16 x i1> %[[BITS]] to <16 x i8>
; CHECK-NEXT:    %[[NP:[0-9]+]] = getelementptr i8, ptr %[[NEG]], i64 %[[FIRST]]
; CHECK-NEXT:    store <16 x i8> %[[BYTES]], ptr %[[NP]], align 1
; CHECK:         %[[MP:[0-9]+]] = getelementptr i8, ptr %[[NEG]], i64 %[[FIRST2:[0-9]+]]
; CHECK-NEXT:    %[[MB:[0-9]+]] = load <16 x i8>, ptr %[[MP]], align 1
; CHECK-NEXT:    %[[MASK:[0-9]+]] = trunc <16 x i8> %[[MB]] to <16 x i1>
; CHECK-NEXT:    %[[IP:[0-9]+]] = getelementptr float, ptr @[[IOTA]], i64 %[[FIRST2]]
; CHECK-NEXT:    %[[IC:[0-9]+]] = load <16 x float>, ptr %[[IP]], align 4
; CHECK-NEXT:    %[[XP:[0-9]+]] = getelementptr float, ptr %[[X]], i64 %[[FIRST2]]
; CHECK-NEXT:    %[[XC2:[0-9]+]] = load <16 x float>, ptr %[[XP]], align 4
; CHECK-NEXT:    %[[SEL:[0-9]+]] = select <16 x i1> %[[MASK]], <16 x float> %[[IC]], <16 x float> %[[XC2]]
; CHECK-NEXT:    %[[RP:[0-9]+]] = getelementptr float, ptr %[[R]], i64 %[[FIRST2]]
; CHECK-NEXT:    store <16 x float> %[[SEL]], ptr %[[RP]], align 4
define void @select(ptr %a, ptr %out) {
  %x = load <32 x float>, ptr %a, align 4
  %neg = fcmp olt <32 x float> %x, zeroinitializer
  %r = select <32 x i1> %neg, <32 x float> <float 0.0, float 1.0, float 2.0, float 3.0, float 4.0, float 5.0, float 6.0, float 7.0, float 8.0, float 9.0, float 10.0, float 11.0, float 12.0, float 13.0, float 14.0, float 15.0, float 16.0, float 17.0, float 18.0, float 19.0, float 20.0, float 21.0, float 22.0, float 23.0, float 24.0, float 25.0, float 26.0, float 27.0, float 28.0, float 29.0, float 30.0, float 31.0>, <32 x float> %x
  store <32 x float> %r, ptr %out, align 4
  ret void
}

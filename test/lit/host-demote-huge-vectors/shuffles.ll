; RUN: %tritonc-llvm-opt %s -passes='tritonc-host-demote-huge-vectors<huge-elements=16>' | %FileCheck %s

; Shuffles and lane accesses on huge vectors go element by element through
; memory; a splat (insert into poison, then shuffle of that lane) fills its
; slot chunk by chunk without storing the inserted vector.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; The masks of general shuffles become constant tables.
; CHECK: @[[REVERSE:[0-9]+]] = private unnamed_addr constant [32 x i32] [i32 31, i32 30, {{.*}}, i32 1, i32 0]
; CHECK: @[[NARROW:[0-9]+]] = private unnamed_addr constant [4 x i32] [i32 0, i32 8, i32 16, i32 24]

; CHECK-LABEL: define void @splat(
; CHECK-NEXT:    %[[ALL:[0-9]+]] = alloca [32 x float], align 64
; CHECK-NEXT:    br label %[[LOOP:.*]]
; CHECK:       [[LOOP]]:
; CHECK:         %[[FIRST:[0-9]+]] = mul i64 %iv, 16
; CHECK-NEXT:    %[[INS:.*]] = insertelement <16 x float> poison, float %v, i64 0
; CHECK-NEXT:    %[[SPLAT:.*]] = shufflevector <16 x float> %[[INS]], <16 x float> poison, <16 x i32> zeroinitializer
; CHECK-NEXT:    %[[P:[0-9]+]] = getelementptr float, ptr %[[ALL]], i64 %[[FIRST]]
; CHECK-NEXT:    store <16 x float> %[[SPLAT]], ptr %[[P]], align 4
; CHECK:         %iv.check = icmp eq i64 %iv.next, 2
; CHECK:         call void @llvm.memcpy.p0.p0.i64(ptr align 4 %out, ptr align 4 %[[ALL]], i64 128, i1 false)
define void @splat(float %v, ptr %out) {
  %one = insertelement <32 x float> poison, float %v, i64 0
  %all = shufflevector <32 x float> %one, <32 x float> poison, <32 x i32> zeroinitializer
  store <32 x float> %all, ptr %out, align 4
  ret void
}

; Element i of the result is element mask[i] of the first operand, or of
; the second from index 32 on (here poison: the first again).
; CHECK-LABEL: define void @reverse(
; CHECK-NEXT:    %[[R:[0-9]+]] = alloca [32 x float], align 64
; CHECK-NEXT:    %[[X:[0-9]+]] = alloca [32 x float], align 64
; CHECK-NEXT:    call void @llvm.memcpy.p0.p0.i64(ptr align 64 %[[X]], ptr align 4 %a, i64 128, i1 false)
; CHECK:         %iv = phi i64
; CHECK-NEXT:    %[[MP:[0-9]+]] = getelementptr i32, ptr @[[REVERSE]], i64 %iv
; CHECK-NEXT:    %[[M32:[0-9]+]] = load i32, ptr %[[MP]], align 4
; CHECK-NEXT:    %[[M:[0-9]+]] = zext i32 %[[M32]] to i64
; CHECK-NEXT:    %[[FROMFIRST:[0-9]+]] = icmp ult i64 %[[M]], 32
; CHECK-NEXT:    %[[M2:[0-9]+]] = sub i64 %[[M]], 32
; CHECK-NEXT:    %[[SECOND:[0-9]+]] = getelementptr float, ptr %[[X]], i64 %[[M2]]
; CHECK-NEXT:    %[[FIRST:[0-9]+]] = getelementptr float, ptr %[[X]], i64 %[[M]]
; CHECK-NEXT:    %[[FROM:[0-9]+]] = select i1 %[[FROMFIRST]], ptr %[[FIRST]], ptr %[[SECOND]]
; CHECK-NEXT:    %[[TO:[0-9]+]] = getelementptr float, ptr %[[R]], i64 %iv
; CHECK-NEXT:    %[[E:[0-9]+]] = load float, ptr %[[FROM]], align 4
; CHECK-NEXT:    store float %[[E]], ptr %[[TO]], align 4
; CHECK:         %iv.check = icmp eq i64 %iv.next, 32
; CHECK:         call void @llvm.memcpy.p0.p0.i64(ptr align 4 %out, ptr align 4 %[[R]], i64 128, i1 false)
define void @reverse(ptr %a, ptr %out) {
  %x = load <32 x float>, ptr %a, align 4
  %r = shufflevector <32 x float> %x, <32 x float> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  store <32 x float> %r, ptr %out, align 4
  ret void
}

; A small result of a shuffle of huge vectors is gathered the same way, then
; loaded back as a value.
; CHECK-LABEL: define <4 x float> @narrow(
; CHECK-NEXT:    %[[Q:[0-9]+]] = alloca [4 x float], align 64
; CHECK:         getelementptr i32, ptr @[[NARROW]], i64 %iv
; CHECK:         %iv.check = icmp eq i64 %iv.next, 4
; CHECK:         %[[RESULT:[0-9]+]] = load <4 x float>, ptr %[[Q]], align 4
; CHECK-NEXT:    ret <4 x float> %[[RESULT]]
define <4 x float> @narrow(ptr %a) {
  %x = load <32 x float>, ptr %a, align 4
  %q = shufflevector <32 x float> %x, <32 x float> poison, <4 x i32> <i32 0, i32 8, i32 16, i32 24>
  ret <4 x float> %q
}

; insertelement copies the vector to a new slot and stores the lane;
; extractelement loads the lane.
; CHECK-LABEL: define float @lanes(
; CHECK-NEXT:    %[[Y:[0-9]+]] = alloca [32 x float], align 64
; CHECK-NEXT:    %[[X:[0-9]+]] = alloca [32 x float], align 64
; CHECK-NEXT:    call void @llvm.memcpy.p0.p0.i64(ptr align 64 %[[X]], ptr align 4 %a, i64 128, i1 false)
; CHECK-NEXT:    call void @llvm.memcpy.p0.p0.i64(ptr align 64 %[[Y]], ptr align 4 %[[X]], i64 128, i1 false)
; CHECK-NEXT:    %[[K:[0-9]+]] = zext i32 %k to i64
; CHECK-NEXT:    %[[LANE:[0-9]+]] = getelementptr float, ptr %[[Y]], i64 %[[K]]
; CHECK-NEXT:    store float %v, ptr %[[LANE]], align 4
; CHECK-NEXT:    %[[FIVE:[0-9]+]] = getelementptr float, ptr %[[Y]], i64 5
; CHECK-NEXT:    %[[E:[0-9]+]] = load float, ptr %[[FIVE]], align 4
; CHECK-NEXT:    ret float %[[E]]
define float @lanes(ptr %a, float %v, i32 %k) {
  %x = load <32 x float>, ptr %a, align 4
  %y = insertelement <32 x float> %x, float %v, i32 %k
  %e = extractelement <32 x float> %y, i64 5
  ret float %e
}

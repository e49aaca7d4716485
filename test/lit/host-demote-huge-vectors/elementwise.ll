; RUN: %tritonc-llvm-opt %s -passes='tritonc-host-demote-huge-vectors<huge-elements=16>' | %FileCheck %s

; With huge-elements=16, <32 x float> is huge: each value gets a 64-byte
; aligned stack slot, loads and stores become memcpy, and each elementwise
; operation (instructions, casts, elementwise intrinsics) a loop over
; 512-bit chunks (16 floats, so 2 iterations) from slot to slot.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; CHECK-LABEL: define void @elementwise(
; CHECK-NEXT:    %[[I:[0-9]+]] = alloca [32 x i32], align 64
; CHECK-NEXT:    %[[M:[0-9]+]] = alloca [32 x float], align 64
; CHECK-NEXT:    %[[S:[0-9]+]] = alloca [32 x float], align 64
; CHECK-NEXT:    %[[Y:[0-9]+]] = alloca [32 x float], align 64
; CHECK-NEXT:    %[[X:[0-9]+]] = alloca [32 x float], align 64
; CHECK-NEXT:    call void @llvm.memcpy.p0.p0.i64(ptr align 64 %[[X]], ptr align 4 %a, i64 128, i1 false)
; CHECK-NEXT:    call void @llvm.memcpy.p0.p0.i64(ptr align 64 %[[Y]], ptr align 4 %b, i64 128, i1 false)
; CHECK-NEXT:    br label %[[FADD:.*]]
; CHECK:       [[FADD]]:
; CHECK-NEXT:    %iv = phi i64 [ 0, %0 ], [ %iv.next, %[[FADD]] ]
; CHECK-NEXT:    %[[FIRST:[0-9]+]] = mul i64 %iv, 16
; CHECK-NEXT:    %[[XP:[0-9]+]] = getelementptr float, ptr %[[X]], i64 %[[FIRST]]
; CHECK-NEXT:    %[[XC:[0-9]+]] = load <16 x float>, ptr %[[XP]], align 4
; CHECK-NEXT:    %[[YP:[0-9]+]] = getelementptr float, ptr %[[Y]], i64 %[[FIRST]]
; CHECK-NEXT:    %[[YC:[0-9]+]] = load <16 x float>, ptr %[[YP]], align 4
; CHECK-NEXT:    %[[SC:[0-9]+]] = fadd <16 x float> %[[XC]], %[[YC]]
; CHECK-NEXT:    %[[SP:[0-9]+]] = getelementptr float, ptr %[[S]], i64 %[[FIRST]]
; CHECK-NEXT:    store <16 x float> %[[SC]], ptr %[[SP]], align 4
; CHECK-NEXT:    %iv.next = add nuw nsw i64 %iv, 1
; CHECK-NEXT:    %iv.check = icmp eq i64 %iv.next, 2
; CHECK-NEXT:    br i1 %iv.check
; CHECK-NOT:     <32 x
; CHECK:         getelementptr float, ptr %[[S]]
; CHECK:         getelementptr float, ptr %[[Y]]
; CHECK:         call <16 x float> @llvm.maxnum.v16f32(
; CHECK-NEXT:    getelementptr float, ptr %[[M]]
; CHECK-NOT:     <32 x
; CHECK:         getelementptr float, ptr %[[M]]
; CHECK:         fptosi <16 x float> %{{[0-9]+}} to <16 x i32>
; CHECK-NEXT:    getelementptr i32, ptr %[[I]]
; CHECK-NOT:     <32 x
; CHECK:         call void @llvm.memcpy.p0.p0.i64(ptr align 4 %out, ptr align 4 %[[I]], i64 128, i1 false)
; CHECK-NEXT:    ret void
define void @elementwise(ptr %a, ptr %b, ptr %out) {
  %x = load <32 x float>, ptr %a, align 4
  %y = load <32 x float>, ptr %b, align 4
  %s = fadd <32 x float> %x, %y
  %m = call <32 x float> @llvm.maxnum.v32f32(<32 x float> %s, <32 x float> %y)
  %i = fptosi <32 x float> %m to <32 x i32>
  store <32 x i32> %i, ptr %out, align 4
  ret void
}

; Any other use of a huge value reloads the whole vector from its slot.
; CHECK-LABEL: define void @fallback(
; CHECK-NEXT:    %[[SLOT:[0-9]+]] = alloca [32 x float], align 64
; CHECK-NEXT:    call void @llvm.memcpy.p0.p0.i64(ptr align 64 %[[SLOT]], ptr align 4 %a, i64 128, i1 false)
; CHECK-NEXT:    %[[WHOLE:[0-9]+]] = load <32 x float>, ptr %[[SLOT]], align 4
; CHECK-NEXT:    call void @consume(<32 x float> %[[WHOLE]])
; CHECK-NEXT:    ret void
define void @fallback(ptr %a) {
  %x = load <32 x float>, ptr %a, align 4
  call void @consume(<32 x float> %x)
  ret void
}

; A volatile load is kept whole; its value is stored to a slot right after
; it, from which the store copies.
; CHECK-LABEL: define void @volatile_load(
; CHECK-NEXT:    %[[SLOT:[0-9]+]] = alloca [32 x float], align 64
; CHECK-NEXT:    %x = load volatile <32 x float>, ptr %a, align 4
; CHECK-NEXT:    store <32 x float> %x, ptr %[[SLOT]], align 4
; CHECK-NEXT:    call void @llvm.memcpy.p0.p0.i64(ptr align 4 %b, ptr align 4 %[[SLOT]], i64 128, i1 false)
; CHECK-NEXT:    ret void
define void @volatile_load(ptr %a, ptr %b) {
  %x = load volatile <32 x float>, ptr %a, align 4
  store <32 x float> %x, ptr %b, align 4
  ret void
}

declare void @consume(<32 x float>)
declare <32 x float> @llvm.maxnum.v32f32(<32 x float>, <32 x float>)

; RUN: %tritonc-llvm-opt %s -passes='tritonc-host-demote-huge-vectors<huge-elements=16>' | %FileCheck %s

; A reduction of a huge vector: the first chunk is stored to a one-chunk
; accumulator, every further chunk is combined into it (the reduction's own
; operation, or min/max intrinsics for min/max reductions), and the
; accumulator is reduced by the same intrinsic at chunk width, keeping its
; fast-math flags.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; CHECK-LABEL: define i32 @sum(
; CHECK-NEXT:    %[[ACC:[0-9]+]] = alloca <16 x i32>, align 64
; CHECK-NEXT:    %[[X:[0-9]+]] = alloca [64 x i32], align 64
; CHECK-NEXT:    call void @llvm.memcpy.p0.p0.i64(ptr align 64 %[[X]], ptr align 4 %a, i64 256, i1 false)
; CHECK-NEXT:    %[[P0:[0-9]+]] = getelementptr i32, ptr %[[X]], i64 0
; CHECK-NEXT:    %[[C0:[0-9]+]] = load <16 x i32>, ptr %[[P0]], align 4
; CHECK-NEXT:    %[[A0:[0-9]+]] = getelementptr i32, ptr %[[ACC]], i64 0
; CHECK-NEXT:    store <16 x i32> %[[C0]], ptr %[[A0]], align 4
; CHECK:         %iv = phi i64
; CHECK-NEXT:    %[[NEXT:[0-9]+]] = add i64 %iv, 1
; CHECK-NEXT:    %[[FIRST:[0-9]+]] = mul i64 %[[NEXT]], 16
; CHECK-NEXT:    %[[P:[0-9]+]] = getelementptr i32, ptr %[[X]], i64 %[[FIRST]]
; CHECK-NEXT:    %[[C:[0-9]+]] = load <16 x i32>, ptr %[[P]], align 4
; CHECK-NEXT:    %[[OLD:[0-9]+]] = load <16 x i32>, ptr %[[ACC]], align 64
; CHECK-NEXT:    %[[NEW:[0-9]+]] = add <16 x i32> %[[OLD]], %[[C]]
; CHECK-NEXT:    %[[A:[0-9]+]] = getelementptr i32, ptr %[[ACC]], i64 0
; CHECK-NEXT:    store <16 x i32> %[[NEW]], ptr %[[A]], align 4
; CHECK:         %iv.check = icmp eq i64 %iv.next, 3
; CHECK:         %[[PARTIAL:[0-9]+]] = load <16 x i32>, ptr %[[ACC]], align 64
; CHECK-NEXT:    %[[SUM:[0-9]+]] = call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %[[PARTIAL]])
; CHECK-NEXT:    ret i32 %[[SUM]]
define i32 @sum(ptr %a) {
  %x = load <64 x i32>, ptr %a, align 4
  %s = call i32 @llvm.vector.reduce.add.v64i32(<64 x i32> %x)
  ret i32 %s
}

; Two chunks: the one combination needs no loop.
; CHECK-LABEL: define float @fmax(
; CHECK-NOT:     %iv
; CHECK:         %[[OLD:[0-9]+]] = load <16 x float>, ptr %[[ACC:[0-9]+]], align 64
; CHECK-NEXT:    %[[NEW:[0-9]+]] = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %[[OLD]], <16 x float> %{{[0-9]+}})
; CHECK-NEXT:    %[[A:[0-9]+]] = getelementptr float, ptr %[[ACC]], i64 0
; CHECK-NEXT:    store <16 x float> %[[NEW]], ptr %[[A]], align 4
; CHECK-NEXT:    %[[PARTIAL:[0-9]+]] = load <16 x float>, ptr %[[ACC]], align 64
; CHECK-NEXT:    %[[MAX:[0-9]+]] = call nnan float @llvm.vector.reduce.fmax.v16f32(<16 x float> %[[PARTIAL]])
; CHECK-NEXT:    ret float %[[MAX]]
define float @fmax(ptr %a) {
  %x = load <32 x float>, ptr %a, align 4
  %m = call nnan float @llvm.vector.reduce.fmax.v32f32(<32 x float> %x)
  ret float %m
}

declare i32 @llvm.vector.reduce.add.v64i32(<64 x i32>)
declare float @llvm.vector.reduce.fmax.v32f32(<32 x float>)

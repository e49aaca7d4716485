// tritonc-assign-layouts alone: a reshape that may reorder into one
// dimension (how tl.sum(x) and the other reductions over every axis
// flatten their operand) takes the 1-D layout that leaves every thread the
// elements it holds: 64 per thread here (32x256 over 4 warps), the same
// lanes and warps, so it moves nothing and needs no shared memory; the
// reduction then shuffles across lanes and warps only. A source layout
// that holds elements twice (a 2x8 tile over 128 threads) goes through
// shared memory as before.
// RUN: %tritonc-opt %s --tritonc-annotate-access-widths --tritonc-assign-layouts | %FileCheck %s
// RUN: %tritonc-opt %s --tritonc-cuda-pipeline | %FileCheck %s --check-prefix=LOWERED

// CHECK-LABEL: func.func @k(
// CHECK:       tile.reshape %{{.*}} {allow_reorder} : tensor<32x256xf32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<8192xf32, #tilegpu.blocked<{sizePerThread = [64], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
// CHECK-NOT:   tilegpu.convert_layout
// CHECK-LABEL: func.func @small(
// CHECK:       tile.reshape %{{.*}} {allow_reorder} : tensor<2x8xf32, #tilegpu.blocked<{{.*}}>> -> tensor<16xf32, #tilegpu.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>

// The flattening reshape leaves no scratch (tilegpu.scratch) behind; the
// one of @small keeps its own.
// LOWERED-LABEL: llvm.func @k(
// LOWERED-NOT:   llvm.store {{.*}} !llvm.ptr<3>
// LOWERED:       nvvm.shfl.sync bfly
// LOWERED-LABEL: llvm.func @small(
module attributes {tile.kernel_params = [#tile.kernel_param<"X", "*fp16", divisibility = 16, equals_one = false>, #tile.kernel_param<"Out", "*fp32", divisibility = 16, equals_one = false>]} {
  func.func @k(%arg0: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %arg1: !tile.ptr<f32> {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
    %c256_i32 = arith.constant 256 : i32
    %0 = tile.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
    %1 = tile.expand_dims %0 {axis = 1 : i32} : tensor<32xi32> -> tensor<32x1xi32>
    %2 = tile.splat %c256_i32 : i32 -> tensor<32x1xi32>
    %3 = arith.muli %1, %2 : tensor<32x1xi32>
    %4 = tile.splat %arg0 : !tile.ptr<f16> -> tensor<32x1x!tile.ptr<f16>>
    %5 = tile.addptr %4, %3 : tensor<32x1x!tile.ptr<f16>>, tensor<32x1xi32>
    %6 = tile.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32>
    %7 = tile.expand_dims %6 {axis = 0 : i32} : tensor<256xi32> -> tensor<1x256xi32>
    %8 = tile.broadcast %5 : tensor<32x1x!tile.ptr<f16>> -> tensor<32x256x!tile.ptr<f16>>
    %9 = tile.broadcast %7 : tensor<1x256xi32> -> tensor<32x256xi32>
    %10 = tile.addptr %8, %9 : tensor<32x256x!tile.ptr<f16>>, tensor<32x256xi32>
    %11 = tile.load %10 : tensor<32x256x!tile.ptr<f16>>
    %12 = arith.extf %11 : tensor<32x256xf16> to tensor<32x256xf32>
    %13 = tile.reshape %12 {allow_reorder} : tensor<32x256xf32> -> tensor<8192xf32>
    %14 = tile.reduce(%13) {axis = 0 : i32} : (tensor<8192xf32>) -> f32 {
    ^bb0(%arg2: f32, %arg3: f32):
      %15 = arith.addf %arg2, %arg3 : f32
      tile.reduce.return %15 : f32
    }
    tile.store %arg1, %14 : !tile.ptr<f32>
    return
  }
  func.func @small(%arg0: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %arg1: !tile.ptr<f32> {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
    %0 = tile.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32>
    %1 = tile.splat %arg0 : !tile.ptr<f32> -> tensor<16x!tile.ptr<f32>>
    %2 = tile.addptr %1, %0 : tensor<16x!tile.ptr<f32>>, tensor<16xi32>
    %3 = tile.load %2 : tensor<16x!tile.ptr<f32>>
    %4 = tile.reshape %3 : tensor<16xf32> -> tensor<2x8xf32>
    %5 = arith.addf %4, %4 : tensor<2x8xf32>
    %6 = tile.reshape %5 {allow_reorder} : tensor<2x8xf32> -> tensor<16xf32>
    %7 = tile.reduce(%6) {axis = 0 : i32} : (tensor<16xf32>) -> f32 {
    ^bb0(%a: f32, %b: f32):
      %8 = arith.addf %a, %b : f32
      tile.reduce.return %8 : f32
    }
    tile.store %arg1, %7 : !tile.ptr<f32>
    return
  }
}

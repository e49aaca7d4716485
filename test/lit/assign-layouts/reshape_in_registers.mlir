// tritonc-assign-layouts alone: a row-major reshape takes the blocked layout
// whose lanes and warps sit on the source's bits of the row-major index
// (TileGPU/ReshapeLayouts.h). The split of a bitonic network: 1024
// elements, 4 per thread run, 32 lanes, 4 warps, twice; as [32, 2, 16] the
// last dimension holds the run and 4 lanes, the middle one lane, the first
// the other lanes, the warps and the repetition. The reduction over the
// middle dimension is within lanes, and the reshape back restores the
// load's layout. Neither reshape needs shared memory (the plan gives them
// no scratch); the mask built from tl.arange(0, 2)[None, :, None] is still
// converted into the split's layout through it.
// RUN: %tritonc-opt %s --tritonc-annotate-access-widths --tritonc-assign-layouts | %FileCheck %s
// RUN: %tritonc-opt %s --tritonc-cuda-pipeline --mlir-print-ir-after=tritonc-plan-shared-memory 2>&1 >/dev/null | %FileCheck %s --check-prefix=PLAN

// CHECK-LABEL: func.func @k(
// CHECK:       tile.reshape %{{.*}} : tensor<1024xf32, #tilegpu.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>> -> tensor<32x2x16xf32, #tilegpu.blocked<{sizePerThread = [1, 1, 4], threadsPerWarp = [4, 2, 4], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>>
// CHECK:       tile.reshape %{{.*}} : tensor<32x2x16xf32, #tilegpu.blocked<{sizePerThread = [1, 1, 4], threadsPerWarp = [4, 2, 4], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>> -> tensor<1024xf32, #tilegpu.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
// CHECK-NOT:   tilegpu.convert_layout

// PLAN:      tile.reshape %{{[0-9]+}} : tensor<1024xf32
// PLAN:      tile.reduce
// PLAN:      tile.reshape %{{[0-9]+}} : tensor<32x2x16xf32

module attributes {tile.kernel_params = [#tile.kernel_param<"X", "*fp32", divisibility = 16, equals_one = false>, #tile.kernel_param<"Y", "*fp32", divisibility = 16, equals_one = false>]} {
  func.func @k(%arg0: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %arg1: !tile.ptr<f32> {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
    %0 = tile.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32>
    %1 = tile.splat %arg0 : !tile.ptr<f32> -> tensor<1024x!tile.ptr<f32>>
    %2 = tile.addptr %1, %0 : tensor<1024x!tile.ptr<f32>>, tensor<1024xi32>
    %3 = tile.load %2 : tensor<1024x!tile.ptr<f32>>
    %4 = tile.reshape %3 : tensor<1024xf32> -> tensor<32x2x16xf32>
    %5 = tile.make_range {end = 2 : i32, start = 0 : i32} : tensor<2xi32>
    %6 = tile.expand_dims %5 {axis = 0 : i32} : tensor<2xi32> -> tensor<1x2xi32>
    %7 = tile.expand_dims %6 {axis = 2 : i32} : tensor<1x2xi32> -> tensor<1x2x1xi32>
    %8 = arith.sitofp %7 : tensor<1x2x1xi32> to tensor<1x2x1xf32>
    %9 = tile.broadcast %8 : tensor<1x2x1xf32> -> tensor<32x2x16xf32>
    %10 = arith.mulf %4, %9 : tensor<32x2x16xf32>
    %11 = tile.reduce(%10) {axis = 1 : i32} : (tensor<32x2x16xf32>) -> tensor<32x16xf32> {
    ^bb0(%arg2: f32, %arg3: f32):
      %18 = arith.addf %arg2, %arg3 : f32
      tile.reduce.return %18 : f32
    }
    %12 = tile.expand_dims %11 {axis = 1 : i32} : tensor<32x16xf32> -> tensor<32x1x16xf32>
    %13 = tile.broadcast %12 : tensor<32x1x16xf32> -> tensor<32x2x16xf32>
    %14 = tile.reshape %13 : tensor<32x2x16xf32> -> tensor<1024xf32>
    %15 = tile.splat %arg1 : !tile.ptr<f32> -> tensor<1024x!tile.ptr<f32>>
    %16 = tile.addptr %15, %0 : tensor<1024x!tile.ptr<f32>>, tensor<1024xi32>
    %17 = arith.addf %3, %14 : tensor<1024xf32>
    tile.store %16, %17 : tensor<1024x!tile.ptr<f32>>
    return
  }
}


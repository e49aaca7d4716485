// tritonc-assign-layouts alone, on the output of
// tritonc-annotate-access-widths: each loaded or stored shape is anchored in
// a blocked layout whose sizePerThread along the contiguous (last)
// dimension is the recorded tilegpu.vector_width: 4 f32 for width 4, 1 for
// width 1; accesses of one shape share the widest width recorded for it (a
// width-1 store of the width-4 load's shape still gets 4). A thread owns at
// most the elements it would get anyway: 128 elements over 4 warps are 1
// per thread (4 over one warp). Lanes then warps go along the contiguous
// dimension first (a 64x64 f16 tile: 8 lanes x 8 halves cover a row, 4
// rows per warp, warps stacked by rows). The pointer arithmetic feeding an
// access is built in its layout. num-warps sets warpsPerCTA and the
// module's tilegpu.num_warps (default 4).
// RUN: %tritonc-opt %s --tritonc-assign-layouts | %FileCheck %s
// RUN: %tritonc-opt %s --tritonc-assign-layouts="num-warps=8" | %FileCheck %s --check-prefix=W8
// RUN: %tritonc-opt %s --tritonc-assign-layouts="num-warps=1" | %FileCheck %s --check-prefix=W1

// CHECK: module attributes {tilegpu.num_warps = 4 : i32}
// W8:    module attributes {tilegpu.num_warps = 8 : i32}
// W1:    module attributes {tilegpu.num_warps = 1 : i32}

// CHECK-LABEL: func.func @vector_4(
// CHECK: tile.splat %{{.*}} : !tile.ptr<f32> -> tensor<1024x!tile.ptr<f32>, #tilegpu.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
// CHECK: tile.addptr %{{.*}}, %{{.*}} : tensor<1024x!tile.ptr<f32>, #tilegpu.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>, tensor<1024xi32, #tilegpu.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
// CHECK: tile.load %{{.*}} {tilegpu.vector_width = 4 : i32} : tensor<1024x!tile.ptr<f32>, #tilegpu.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
// CHECK: tile.store %{{.*}}, %{{.*}} {tilegpu.vector_width = 4 : i32} : tensor<1024x!tile.ptr<f32>, #tilegpu.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
// W8-LABEL: func.func @vector_4(
// W8: tile.load %{{.*}} {tilegpu.vector_width = 4 : i32} : tensor<1024x!tile.ptr<f32>, #tilegpu.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>>
// W1-LABEL: func.func @vector_4(
// W1: tile.load %{{.*}} {tilegpu.vector_width = 4 : i32} : tensor<1024x!tile.ptr<f32>, #tilegpu.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>>
func.func @vector_4(%x: !tile.ptr<f32> {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
  %r = tile.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32>
  %xs = tile.splat %x : !tile.ptr<f32> -> tensor<1024x!tile.ptr<f32>>
  %xp = tile.addptr %xs, %r : tensor<1024x!tile.ptr<f32>>, tensor<1024xi32>
  %v = tile.load %xp {tilegpu.vector_width = 4 : i32} : tensor<1024x!tile.ptr<f32>>
  tile.store %xp, %v {tilegpu.vector_width = 4 : i32} : tensor<1024x!tile.ptr<f32>>
  return
}

// CHECK-LABEL: func.func @vector_1(
// CHECK: tile.load %{{.*}} {tilegpu.vector_width = 1 : i32} : tensor<1024x!tile.ptr<f32>, #tilegpu.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
// W8-LABEL: func.func @vector_1(
// W8: tile.load %{{.*}} {tilegpu.vector_width = 1 : i32} : tensor<1024x!tile.ptr<f32>, #tilegpu.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>>
// W1-LABEL: func.func @vector_1(
// W1: tile.load %{{.*}} {tilegpu.vector_width = 1 : i32} : tensor<1024x!tile.ptr<f32>, #tilegpu.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>>
func.func @vector_1(%x: !tile.ptr<f32>) attributes {tile.kernel} {
  %r = tile.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32>
  %xs = tile.splat %x : !tile.ptr<f32> -> tensor<1024x!tile.ptr<f32>>
  %xp = tile.addptr %xs, %r : tensor<1024x!tile.ptr<f32>>, tensor<1024xi32>
  %v = tile.load %xp {tilegpu.vector_width = 1 : i32} : tensor<1024x!tile.ptr<f32>>
  tile.store %xp, %v {tilegpu.vector_width = 1 : i32} : tensor<1024x!tile.ptr<f32>>
  return
}

// CHECK-LABEL: func.func @widest(
// CHECK: tile.store %{{.*}}, %{{.*}} {tilegpu.vector_width = 1 : i32} : tensor<1024x!tile.ptr<f32>, #tilegpu.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
// W8-LABEL: func.func @widest(
// W8: tile.store %{{.*}}, %{{.*}} {tilegpu.vector_width = 1 : i32} : tensor<1024x!tile.ptr<f32>, #tilegpu.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>>
// W1-LABEL: func.func @widest(
// W1: tile.store %{{.*}}, %{{.*}} {tilegpu.vector_width = 1 : i32} : tensor<1024x!tile.ptr<f32>, #tilegpu.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>>
func.func @widest(%x: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %y: !tile.ptr<f32>) attributes {tile.kernel} {
  %r = tile.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32>
  %xs = tile.splat %x : !tile.ptr<f32> -> tensor<1024x!tile.ptr<f32>>
  %xp = tile.addptr %xs, %r : tensor<1024x!tile.ptr<f32>>, tensor<1024xi32>
  %ys = tile.splat %y : !tile.ptr<f32> -> tensor<1024x!tile.ptr<f32>>
  %yp = tile.addptr %ys, %r : tensor<1024x!tile.ptr<f32>>, tensor<1024xi32>
  %v = tile.load %xp {tilegpu.vector_width = 4 : i32} : tensor<1024x!tile.ptr<f32>>
  tile.store %yp, %v {tilegpu.vector_width = 1 : i32} : tensor<1024x!tile.ptr<f32>>
  return
}

// CHECK-LABEL: func.func @few_elements(
// CHECK: tile.load %{{.*}} {tilegpu.vector_width = 4 : i32} : tensor<128x!tile.ptr<f32>, #tilegpu.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
// W8-LABEL: func.func @few_elements(
// W8: tile.load %{{.*}} {tilegpu.vector_width = 4 : i32} : tensor<128x!tile.ptr<f32>, #tilegpu.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>>
// W1-LABEL: func.func @few_elements(
// W1: tile.load %{{.*}} {tilegpu.vector_width = 4 : i32} : tensor<128x!tile.ptr<f32>, #tilegpu.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>>
func.func @few_elements(%x: !tile.ptr<f32> {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
  %r = tile.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
  %xs = tile.splat %x : !tile.ptr<f32> -> tensor<128x!tile.ptr<f32>>
  %xp = tile.addptr %xs, %r : tensor<128x!tile.ptr<f32>>, tensor<128xi32>
  %v = tile.load %xp {tilegpu.vector_width = 4 : i32} : tensor<128x!tile.ptr<f32>>
  return
}

// CHECK-LABEL: func.func @tile_2d(
// CHECK: tile.load %{{.*}} {tilegpu.vector_width = 8 : i32} : tensor<64x64x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
// W8-LABEL: func.func @tile_2d(
// W8: tile.load %{{.*}} {tilegpu.vector_width = 8 : i32} : tensor<64x64x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [8, 1], order = [1, 0]}>>
// W1-LABEL: func.func @tile_2d(
// W1: tile.load %{{.*}} {tilegpu.vector_width = 8 : i32} : tensor<64x64x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [1, 1], order = [1, 0]}>>
func.func @tile_2d(%x: !tile.ptr<f16> {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
  %c64 = arith.constant dense<64> : tensor<64x1xi32>
  %r = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  %rows = tile.expand_dims %r {axis = 1 : i32} : tensor<64xi32> -> tensor<64x1xi32>
  %ro = arith.muli %rows, %c64 : tensor<64x1xi32>
  %xs = tile.splat %x : !tile.ptr<f16> -> tensor<64x1x!tile.ptr<f16>>
  %xr = tile.addptr %xs, %ro : tensor<64x1x!tile.ptr<f16>>, tensor<64x1xi32>
  %cols = tile.expand_dims %r {axis = 0 : i32} : tensor<64xi32> -> tensor<1x64xi32>
  %xb = tile.broadcast %xr : tensor<64x1x!tile.ptr<f16>> -> tensor<64x64x!tile.ptr<f16>>
  %cb = tile.broadcast %cols : tensor<1x64xi32> -> tensor<64x64xi32>
  %xp = tile.addptr %xb, %cb : tensor<64x64x!tile.ptr<f16>>, tensor<64x64xi32>
  %v = tile.load %xp {tilegpu.vector_width = 8 : i32} : tensor<64x64x!tile.ptr<f16>>
  tile.store %xp, %v {tilegpu.vector_width = 8 : i32} : tensor<64x64x!tile.ptr<f16>>
  return
}

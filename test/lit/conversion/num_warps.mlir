// num-warps sets the module attribute and warpsPerCTA; the default is 4. A
// tensor smaller than one vector per thread gets one element per thread (its
// access still records the legal width), and one smaller than a warp is
// replicated over the lanes (threadsPerWarp stays 32).
// RUN: %tritonc-opt %s --tritonc-tilegpu-pipeline="num-warps=8" | %FileCheck %s --check-prefix=W8
// RUN: %tritonc-opt %s --tritonc-tilegpu-pipeline="num-warps=1" | %FileCheck %s --check-prefix=W1
// RUN: %tritonc-opt %s --tritonc-tilegpu-pipeline | %FileCheck %s --check-prefix=DEFAULT

// W8:      module attributes {tilegpu.num_warps = 8 : i32}
// W8:      tile.load {{.*}} : tensor<4096x!tile.ptr<f32>, #tilegpu.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>>
// W8:      tile.load {{.*}}tilegpu.vector_width = 4 : i32} : tensor<16x!tile.ptr<f32>, #tilegpu.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>>

// W1:      module attributes {tilegpu.num_warps = 1 : i32}
// W1:      tile.load {{.*}} : tensor<4096x!tile.ptr<f32>, #tilegpu.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>>

// DEFAULT: module attributes {tilegpu.num_warps = 4 : i32}
// DEFAULT: warpsPerCTA = [4]

module {
  func.func @k(%x: !tile.ptr<f32> {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
    %r = tile.make_range {end = 4096 : i32, start = 0 : i32} : tensor<4096xi32>
    %xs = tile.splat %x : !tile.ptr<f32> -> tensor<4096x!tile.ptr<f32>>
    %xp = tile.addptr %xs, %r : tensor<4096x!tile.ptr<f32>>, tensor<4096xi32>
    %v = tile.load %xp : tensor<4096x!tile.ptr<f32>>
    tile.store %xp, %v : tensor<4096x!tile.ptr<f32>>
    %r2 = tile.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32>
    %xs2 = tile.splat %x : !tile.ptr<f32> -> tensor<16x!tile.ptr<f32>>
    %xp2 = tile.addptr %xs2, %r2 : tensor<16x!tile.ptr<f32>>, tensor<16xi32>
    %v2 = tile.load %xp2 : tensor<16x!tile.ptr<f32>>
    tile.store %xp2, %v2 : tensor<16x!tile.ptr<f32>>
    return
  }
}

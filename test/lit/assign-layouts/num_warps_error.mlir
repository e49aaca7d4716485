// tritonc-assign-layouts rejects a warp count that is not a power of two
// (or zero): the pass fails with a diagnostic on the module that names the
// rejected count.
// RUN: %not %tritonc-opt %s --tritonc-assign-layouts="num-warps=3" 2>&1 | %FileCheck %s --check-prefix=THREE
// RUN: %not %tritonc-opt %s --tritonc-assign-layouts="num-warps=0" 2>&1 | %FileCheck %s --check-prefix=ZERO
// RUN: %tritonc-opt %s --tritonc-assign-layouts="num-warps=2" | %FileCheck %s --check-prefix=TWO

// THREE: error: num_warps must be a power of two, got 3{{$}}
// ZERO:  error: num_warps must be a power of two, got 0{{$}}
// TWO:   module attributes {tilegpu.num_warps = 2 : i32}
// TWO:   tile.load %{{.*}} : tensor<256x!tile.ptr<f32>, #tilegpu.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>>

func.func @k(%x: !tile.ptr<f32> {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
  %r = tile.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32>
  %xs = tile.splat %x : !tile.ptr<f32> -> tensor<256x!tile.ptr<f32>>
  %xp = tile.addptr %xs, %r : tensor<256x!tile.ptr<f32>>, tensor<256xi32>
  %v = tile.load %xp {tilegpu.vector_width = 4 : i32} : tensor<256x!tile.ptr<f32>>
  return
}


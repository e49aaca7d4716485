// tritonc-check-register-budget: a tensor may give each thread at most
// max-elements-per-thread elements, a tl.dot's accumulator at most
// max-accumulator-elements; splats, broadcasts and constants repeat values
// a thread has and are not counted. The limits are lowered here so that
// small tensors show each rule.
// RUN: %tritonc-opt %s --split-input-file --verify-diagnostics \
// RUN:   --tritonc-check-register-budget="max-elements-per-thread=8 max-accumulator-elements=16"
// The defaults (512 and 256) accept all of it.
// RUN: %tritonc-opt %s --split-input-file --tritonc-check-register-budget -o /dev/null

// 1024 elements over 4 warps, 8 per thread: at the limit.
#b4 = #tilegpu.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {tilegpu.num_warps = 4 : i32} {
  func.func @at_limit(%x: tensor<1024xf32, #b4>) -> tensor<1024xf32, #b4> {
    %y = arith.addf %x, %x : tensor<1024xf32, #b4>
    return %y : tensor<1024xf32, #b4>
  }
}

// -----

// 2048 elements: 16 per thread.
#b4 = #tilegpu.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {tilegpu.num_warps = 4 : i32} {
  func.func @over_limit(%x: tensor<2048xf32, #b4>) -> tensor<2048xf32, #b4> {
    // expected-error @below {{fp32[2048] gives each of the 128 threads (4 warps) 16 elements; the GPU lowering supports at most 8 per thread (a thread has 255 registers; past them ptxas spills to local memory and takes minutes): use a smaller block or more warps (num_warps)}}
    %y = arith.addf %x, %x : tensor<2048xf32, #b4>
    return %y : tensor<2048xf32, #b4>
  }
}

// -----

// A splat and a broadcast over a layout that replicates along the columns
// (each thread holds whole rows: 4 x 64 = 256 elements) are not counted;
// a pointer tensor is named in Triton's spelling.
#rows = #tilegpu.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
module attributes {tilegpu.num_warps = 4 : i32} {
  func.func @repeated(%p: !tile.ptr<f16>, %m: tensor<4x1xi1, #rows>, %o: tensor<4x64xi32, #rows>) -> tensor<4x64xi1, #rows> {
    %s = tile.splat %p : !tile.ptr<f16> -> tensor<4x64x!tile.ptr<f16>, #rows>
    %b = tile.broadcast %m : tensor<4x1xi1, #rows> -> tensor<4x64xi1, #rows>
    // expected-error @below {{*fp16[4, 64] gives each of the 128 threads (4 warps) 64 elements}}
    %c = tile.addptr %s, %o : tensor<4x64x!tile.ptr<f16>, #rows>, tensor<4x64xi32, #rows>
    return %b : tensor<4x64xi1, #rows>
  }
}

// -----

// A dot's accumulator: 64x64 f32 over 4 warps is 32 per thread; the
// message names the tile and the largest M x N the warps allow.
#blk = #tilegpu.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
#mma = #tilegpu.mma<{warpsPerCTA = [4, 1]}>
module attributes {tilegpu.num_warps = 4 : i32} {
  func.func @dot(%a: tensor<64x16xf16, #blk>, %b: tensor<16x64xf16, #blk>, %c: tensor<64x64xf32, #mma>) -> tensor<64x64xf32, #mma> {
    // expected-error @below {{tl.dot of a 64x64 tile (K = 16) gives each of the 128 threads (4 warps) 32 accumulator elements; the GPU lowering supports at most 16 per thread, M x N <= 2048 with 4 warps (a thread has 255 registers): use a smaller tile or more warps (num_warps)}}
    %d = tile.dot %a, %b, %c {input_precision = "tf32"} : tensor<64x16xf16, #blk>, tensor<16x64xf16, #blk>, tensor<64x64xf32, #mma> -> tensor<64x64xf32, #mma>
    return %d : tensor<64x64xf32, #mma>
  }
}

// The lowering needs the plan for every operation it moves through shared
// memory, and the plan must give it at least the bytes it touches.
// RUN: %tritonc-opt %s -split-input-file --convert-tilegpu-to-llvm -verify-diagnostics

#b8 = #tilegpu.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>

// No plan at all (a module with nothing in shared memory needs none).
module attributes {tilegpu.num_warps = 8 : i32} {
  func.func @no_plan(%x: tensor<1024xf32, #b8>, %out: !tile.ptr<f32>) attributes {tile.kernel} {
    // expected-error @below {{this operation needs shared memory, and the module has no shared-memory plan; run --tritonc-plan-shared-memory first}}
    %a = tile.reduce(%x) {axis = 0 : i32} : (tensor<1024xf32, #b8>) -> f32 {
    ^bb0(%l: f32, %r: f32):
      %t = arith.addf %l, %r : f32
      tile.reduce.return %t : f32
    }
    tile.store %out, %a : !tile.ptr<f32>
    return
  }
}

// -----

#b8 = #tilegpu.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>

module attributes {tilegpu.num_warps = 8 : i32, tilegpu.shared_bytes = 16 : i32} {
  func.func @too_small(%in: !tile.ptr<f32>, %out: !tile.ptr<f32>) attributes {tile.kernel} {
    %r = tile.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #b8>
    %p = tile.splat %in : !tile.ptr<f32> -> tensor<1024x!tile.ptr<f32>, #b8>
    %ptrs = tile.addptr %p, %r : tensor<1024x!tile.ptr<f32>, #b8>, tensor<1024xi32, #b8>
    %x = tile.load %ptrs : tensor<1024x!tile.ptr<f32>, #b8>
    // expected-error @below {{internal error: shared memory for this operation was not planned (32 bytes needed, 16 planned)}}
    %a = tile.reduce(%x) {axis = 0 : i32, tilegpu.scratch = #tilegpu.scratch<offset = 0, bytes = 16, barrier = false>} : (tensor<1024xf32, #b8>) -> f32 {
    ^bb0(%l: f32, %rr: f32):
      %t = arith.addf %l, %rr : f32
      tile.reduce.return %t : f32
    }
    tile.store %out, %a : !tile.ptr<f32>
    return
  }
}

// -----

#b8 = #tilegpu.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>

// A plan that missed an operation.
module attributes {tilegpu.num_warps = 8 : i32, tilegpu.shared_bytes = 32 : i32} {
  func.func @missed(%in: !tile.ptr<f32>, %out: !tile.ptr<f32>) attributes {tile.kernel} {
    %r = tile.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #b8>
    %p = tile.splat %in : !tile.ptr<f32> -> tensor<1024x!tile.ptr<f32>, #b8>
    %ptrs = tile.addptr %p, %r : tensor<1024x!tile.ptr<f32>, #b8>, tensor<1024xi32, #b8>
    %x = tile.load %ptrs : tensor<1024x!tile.ptr<f32>, #b8>
    // expected-error @below {{internal error: shared memory for this operation was not planned (32 bytes needed)}}
    %a = tile.reduce(%x) {axis = 0 : i32} : (tensor<1024xf32, #b8>) -> f32 {
    ^bb0(%l: f32, %rr: f32):
      %t = arith.addf %l, %rr : f32
      tile.reduce.return %t : f32
    }
    tile.store %out, %a : !tile.ptr<f32>
    return
  }
}

// -----

module attributes {tilegpu.num_warps = 4 : i32, tilegpu.shared_bytes = 8 : i32} {
  func.func @unplaced_buffer() attributes {tile.kernel} {
    // expected-error @below {{internal error: this buffer was not placed in shared memory}}
    %buf = tilegpu.smem_alloc {bytes = 8 : i64} : !llvm.ptr<3>
    tilegpu.mbarrier_init %buf {count = 1 : i32} : !llvm.ptr<3>
    return
  }
}

// -----

#b8 = #tilegpu.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>

func.func @bad_flag(%x: tensor<1024xf32, #b8>) -> tensor<1024xf32, #b8> {
  // expected-error @below {{expected 'true' or 'false'}}
  // expected-error @below {{failed to parse TileGPU_ScratchAttr parameter 'barrier' which is to be a `bool`}}
  %y = tilegpu.convert_layout %x {tilegpu.scratch = #tilegpu.scratch<offset = 0, bytes = 64, barrier = 1>} : tensor<1024xf32, #b8> -> tensor<1024xf32, #b8>
  return %y : tensor<1024xf32, #b8>
}

// test-shared-memory-plan: tl.debug_barrier (tile.debug_barrier) orders
// every access before it, so nothing is pending after it and the next
// scratch user needs no barrier of its own.
// RUN: %tritonc-opt %s -split-input-file --test-shared-memory-plan -verify-diagnostics -o /dev/null

#row = #tilegpu.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#col = #tilegpu.blocked<{sizePerThread = [4, 1], threadsPerWarp = [16, 2], warpsPerCTA = [1, 4], order = [0, 1]}>

// Two 64x64 conversions share offset 0 (see placement.mlir); the user's
// barrier between them replaces the plan's.
// expected-remark @below {{shared memory: 16644 bytes, 2 barriers avoided}}
module {
  func.func @between_overlapping(%a: tensor<64x64xf32, #row>, %b: tensor<64x64xf32, #row>)
      -> (tensor<64x64xf32, #col>, tensor<64x64xf32, #col>) {
    // expected-remark @below {{scratch offset = 0, bytes = 16644, no barrier}}
    %0 = tilegpu.convert_layout %a : tensor<64x64xf32, #row> -> tensor<64x64xf32, #col>
    tile.debug_barrier
    // expected-remark @below {{scratch offset = 0, bytes = 16644, no barrier}}
    %1 = tilegpu.convert_layout %b : tensor<64x64xf32, #row> -> tensor<64x64xf32, #col>
    return %0, %1 : tensor<64x64xf32, #col>, tensor<64x64xf32, #col>
  }
}

// -----

#b8 = #tilegpu.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>

// In a loop: a debug barrier at the top of the body orders the previous
// iteration's reads (compare loop_one_reduction in control_flow.mlir).
// expected-remark @below {{shared memory: 32 bytes, 1 barriers avoided}}
module {
  func.func @loop(%x: tensor<1024xf32, #b8>, %n: i32) -> f32 {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant 0.0 : f32
    cf.br ^header(%c0, %zero : i32, f32)
  ^header(%i: i32, %acc: f32):
    %more = arith.cmpi slt, %i, %n : i32
    cf.cond_br %more, ^body, ^exit
  ^body:
    tile.debug_barrier
    // expected-remark @below {{scratch offset = 0, bytes = 32, no barrier}}
    %s = tile.reduce(%x) {axis = 0 : i32} : (tensor<1024xf32, #b8>) -> f32 {
    ^bb0(%l: f32, %r: f32):
      %t = arith.addf %l, %r : f32
      tile.reduce.return %t : f32
    }
    %acc2 = arith.addf %acc, %s : f32
    %i2 = arith.addi %i, %c1 : i32
    cf.br ^header(%i2, %acc2 : i32, f32)
  ^exit:
    return %acc : f32
  }
}

// -----

#row = #tilegpu.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#col = #tilegpu.blocked<{sizePerThread = [4, 1], threadsPerWarp = [16, 2], warpsPerCTA = [1, 4], order = [0, 1]}>

// A debug barrier on one path only: the path around it still brings the
// first conversion's region to the join, so the second one waits.
// expected-remark @below {{shared memory: 16644 bytes, 1 barriers avoided}}
module {
  func.func @on_one_path(%a: tensor<64x64xf32, #row>, %b: tensor<64x64xf32, #row>, %c: i1)
      -> (tensor<64x64xf32, #col>, tensor<64x64xf32, #col>) {
    // expected-remark @below {{scratch offset = 0, bytes = 16644, no barrier}}
    %0 = tilegpu.convert_layout %a : tensor<64x64xf32, #row> -> tensor<64x64xf32, #col>
    cf.cond_br %c, ^then, ^join
  ^then:
    tile.debug_barrier
    cf.br ^join
  ^join:
    // expected-remark @below {{scratch offset = 0, bytes = 16644, barrier before}}
    %1 = tilegpu.convert_layout %b : tensor<64x64xf32, #row> -> tensor<64x64xf32, #col>
    return %0, %1 : tensor<64x64xf32, #col>, tensor<64x64xf32, #col>
  }
}

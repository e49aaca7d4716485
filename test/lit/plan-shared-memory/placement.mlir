// test-shared-memory-plan on straight-line code: where scratch regions go.
// A region lives for its operation's duration; each lowering writes its
// region, passes a barrier, then reads it, so only the previous user's
// reads can still be in flight when an operation starts writing. Regions
// are placed in program order at the lowest offset (multiples of 16) that
// avoids the previous user's region, as long as the total stays within
// the largest region plus max(1 KB, a quarter of it); otherwise at offset
// 0, and then a barrier must come first.
// RUN: %tritonc-opt %s -split-input-file --test-shared-memory-plan -verify-diagnostics -o /dev/null

#b8 = #tilegpu.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>

// Three reductions across 8 warps (8 partials of 4 bytes each) alternate
// between offsets 0 and 32: no barrier before any of them.
// expected-remark @below {{shared memory: 64 bytes, 3 barriers avoided}}
module {
  func.func @consecutive_reductions(%x: tensor<1024xf32, #b8>) -> f32 {
    // expected-remark @below {{scratch offset = 0, bytes = 32, no barrier}}
    %a = tile.reduce(%x) {axis = 0 : i32} : (tensor<1024xf32, #b8>) -> f32 {
    ^bb0(%l: f32, %r: f32):
      %m = arith.maxnumf %l, %r : f32
      tile.reduce.return %m : f32
    }
    // expected-remark @below {{scratch offset = 32, bytes = 32, no barrier}}
    %b = tile.reduce(%x) {axis = 0 : i32} : (tensor<1024xf32, #b8>) -> f32 {
    ^bb0(%l: f32, %r: f32):
      %s = arith.addf %l, %r : f32
      tile.reduce.return %s : f32
    }
    // expected-remark @below {{scratch offset = 0, bytes = 32, no barrier}}
    %c = tile.reduce(%x) {axis = 0 : i32} : (tensor<1024xf32, #b8>) -> f32 {
    ^bb0(%l: f32, %r: f32):
      %m = arith.minnumf %l, %r : f32
      tile.reduce.return %m : f32
    }
    %ab = arith.addf %a, %b : f32
    %abc = arith.addf %ab, %c : f32
    return %abc : f32
  }
}

// -----

#row = #tilegpu.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#col = #tilegpu.blocked<{sizePerThread = [4, 1], threadsPerWarp = [16, 2], warpsPerCTA = [1, 4], order = [0, 1]}>

// Two transposing conversions of a 64x64 f32 tile (16644 bytes each, rows
// padded): side by side they would take 33300 bytes, more than 16656 +
// 16656/4, so the second one reuses offset 0 and waits for the first one's
// reads.
// expected-remark @below {{shared memory: 16644 bytes, 1 barriers avoided}}
module {
  func.func @overlap_forces_barrier(%a: tensor<64x64xf32, #row>, %b: tensor<64x64xf32, #row>)
      -> (tensor<64x64xf32, #col>, tensor<64x64xf32, #col>) {
    // expected-remark @below {{scratch offset = 0, bytes = 16644, no barrier}}
    %0 = tilegpu.convert_layout %a : tensor<64x64xf32, #row> -> tensor<64x64xf32, #col>
    // expected-remark @below {{scratch offset = 0, bytes = 16644, barrier before}}
    %1 = tilegpu.convert_layout %b : tensor<64x64xf32, #row> -> tensor<64x64xf32, #col>
    return %0, %1 : tensor<64x64xf32, #col>, tensor<64x64xf32, #col>
  }
}

// -----

#row = #tilegpu.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#col = #tilegpu.blocked<{sizePerThread = [4, 1], threadsPerWarp = [16, 2], warpsPerCTA = [1, 4], order = [0, 1]}>

// After the 64x64 conversion (16644 bytes, the largest region), a 16x32
// one (2116 bytes) fits above it within a quarter of the largest (4164
// bytes): no barrier. A 32x32 one (4228 bytes) would not: it goes back to
// offset 0, behind a barrier.
// expected-remark @below {{shared memory: 18772 bytes, 3 barriers avoided}}
module {
  func.func @quarter_of_the_largest(%a: tensor<64x64xf32, #row>, %c: tensor<16x32xf32, #row>,
                                    %d: tensor<32x32xf32, #row>, %e: tensor<64x64xf32, #row>)
      -> (tensor<64x64xf32, #col>, tensor<16x32xf32, #col>, tensor<64x64xf32, #col>, tensor<32x32xf32, #col>) {
    // expected-remark @below {{scratch offset = 0, bytes = 16644, no barrier}}
    %0 = tilegpu.convert_layout %a : tensor<64x64xf32, #row> -> tensor<64x64xf32, #col>
    // expected-remark @below {{scratch offset = 16656, bytes = 2116, no barrier}}
    %1 = tilegpu.convert_layout %c : tensor<16x32xf32, #row> -> tensor<16x32xf32, #col>
    // expected-remark @below {{scratch offset = 0, bytes = 16644, no barrier}}
    %2 = tilegpu.convert_layout %e : tensor<64x64xf32, #row> -> tensor<64x64xf32, #col>
    // expected-remark @below {{scratch offset = 0, bytes = 4228, barrier before}}
    %3 = tilegpu.convert_layout %d : tensor<32x32xf32, #row> -> tensor<32x32xf32, #col>
    return %0, %1, %2, %3 : tensor<64x64xf32, #col>, tensor<16x32xf32, #col>, tensor<64x64xf32, #col>, tensor<32x32xf32, #col>
  }
}

// -----

#row = #tilegpu.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>

// Operations that keep their data in registers get no region: a
// conversion between equal layouts, a reduction along a dimension that
// lies within one warp (within each thread, then shuffles).
// expected-remark @below {{shared memory: 0 bytes, 0 barriers avoided}}
module {
  func.func @no_scratch(%a: tensor<64x64xf32, #row>) -> (tensor<64x64xf32, #row>, tensor<64xf32, #tilegpu.slice<{dim = 1, parent = #row}>>) {
    %0 = tilegpu.convert_layout %a : tensor<64x64xf32, #row> -> tensor<64x64xf32, #row>
    %1 = tile.reduce(%a) {axis = 1 : i32} : (tensor<64x64xf32, #row>) -> tensor<64xf32, #tilegpu.slice<{dim = 1, parent = #row}>> {
    ^bb0(%l: f32, %r: f32):
      %s = arith.addf %l, %r : f32
      tile.reduce.return %s : f32
    }
    return %0, %1 : tensor<64x64xf32, #row>, tensor<64xf32, #tilegpu.slice<{dim = 1, parent = #row}>>
  }
}

// test-shared-memory-plan: tl.dot stages its operands in its scratch region
// as swizzled tiles whose pattern repeats every 1024 bytes and which wgmma
// addresses by address bits, so a dot's region starts at a multiple of
// 1024 (inside it, B's tile starts at the next multiple of 1024 after A's:
// a 16x16 f16 dot takes 1024 + 512 bytes). Other regions are 16-aligned.
// RUN: %tritonc-opt %s -split-input-file --test-shared-memory-plan -verify-diagnostics -o /dev/null

#b4 = #tilegpu.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#op = #tilegpu.blocked<{sizePerThread = [1, 2], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #tilegpu.mma<{warpsPerCTA = [1, 4]}>

// After a reduction at 0..16 the dot avoids it at 1024, not 16; the
// reduction after the dot avoids the dot's region at 0.
// expected-remark @below {{shared memory: 2560 bytes, 3 barriers avoided}}
module {
  func.func @dot_between_reductions(%x: tensor<1024xf32, #b4>, %a: tensor<16x16xf16, #op>, %b: tensor<16x16xf16, #op>,
                                    %acc: tensor<16x16xf32, #mma>) -> (f32, tensor<16x16xf32, #mma>, f32) {
    // expected-remark @below {{scratch offset = 0, bytes = 16, no barrier}}
    %s = tile.reduce(%x) {axis = 0 : i32} : (tensor<1024xf32, #b4>) -> f32 {
    ^bb0(%l: f32, %r: f32):
      %t = arith.addf %l, %r : f32
      tile.reduce.return %t : f32
    }
    // expected-remark @below {{scratch offset = 1024, bytes = 1536, no barrier}}
    %d = tile.dot %a, %b, %acc {input_precision = "tf32"} : tensor<16x16xf16, #op>, tensor<16x16xf16, #op>, tensor<16x16xf32, #mma> -> tensor<16x16xf32, #mma>
    // expected-remark @below {{scratch offset = 0, bytes = 16, no barrier}}
    %m = tile.reduce(%x) {axis = 0 : i32} : (tensor<1024xf32, #b4>) -> f32 {
    ^bb0(%l: f32, %r: f32):
      %t = arith.maxnumf %l, %r : f32
      tile.reduce.return %t : f32
    }
    return %s, %d, %m : f32, tensor<16x16xf32, #mma>, f32
  }
}

// -----

#b4 = #tilegpu.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#op = #tilegpu.blocked<{sizePerThread = [1, 2], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #tilegpu.mma<{warpsPerCTA = [1, 4]}>

// Above a live 1100-byte buffer, scratch starts at 1152 (the buffer's end
// rounded up to 128), a dot's region at 2048.
// expected-remark @below {{shared memory: 3584 bytes, 2 barriers avoided}}
module {
  func.func @above_a_buffer(%x: tensor<1024xf32, #b4>, %a: tensor<16x16xf16, #op>, %b: tensor<16x16xf16, #op>,
                            %acc: tensor<16x16xf32, #mma>) -> (f32, tensor<16x16xf32, #mma>) {
    // expected-remark @below {{buffer offset = 0, bytes = 1100}}
    %buf = tilegpu.smem_alloc {bytes = 1100 : i64} : !llvm.ptr<3>
    // expected-remark @below {{scratch offset = 1152, bytes = 16, no barrier}}
    %s = tile.reduce(%x) {axis = 0 : i32} : (tensor<1024xf32, #b4>) -> f32 {
    ^bb0(%l: f32, %r: f32):
      %t = arith.addf %l, %r : f32
      tile.reduce.return %t : f32
    }
    // expected-remark @below {{scratch offset = 2048, bytes = 1536, no barrier}}
    %d = tile.dot %a, %b, %acc {input_precision = "tf32"} : tensor<16x16xf16, #op>, tensor<16x16xf16, #op>, tensor<16x16xf32, #mma> -> tensor<16x16xf32, #mma>
    // expected-remark @below {{last use of the buffer at offset 0}}
    tilegpu.mbarrier_inval %buf {count = 1 : i32} : !llvm.ptr<3>
    return %s, %d : f32, tensor<16x16xf32, #mma>
  }
}

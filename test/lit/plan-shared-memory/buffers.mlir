// test-shared-memory-plan on tilegpu.smem_alloc buffers (the rings of
// pipelined loads, here with mbarrier ops as their users). A buffer lives
// from its allocation to the last use of its address, in program order,
// through address arithmetic and views; buffers whose lifetimes overlap get
// disjoint bytes, first fit at multiples of 1024. Scratch regions lie above
// the buffers alive at their operation (ends rounded up to 128).
// RUN: %tritonc-opt %s -split-input-file --test-shared-memory-plan -verify-diagnostics -o /dev/null

// A and B overlap in time: B goes above A at 1024. C is allocated after
// A's last use, so it takes A's bytes at 0 (B's do not overlap them).
// expected-remark @below {{shared memory: 4024 bytes, 0 barriers avoided}}
module {
  func.func @lifetimes() {
    // expected-remark @below {{buffer offset = 0, bytes = 1000}}
    %a = tilegpu.smem_alloc {bytes = 1000 : i64} : !llvm.ptr<3>
    // expected-remark @below {{buffer offset = 1024, bytes = 3000}}
    %b = tilegpu.smem_alloc {bytes = 3000 : i64} : !llvm.ptr<3>
    tilegpu.mbarrier_init %b {count = 1 : i32} : !llvm.ptr<3>
    // expected-remark @below {{last use of the buffer at offset 0}}
    tilegpu.mbarrier_init %a {count = 1 : i32} : !llvm.ptr<3>
    // expected-remark @below {{buffer offset = 0, bytes = 500}}
    %c = tilegpu.smem_alloc {bytes = 500 : i64} : !llvm.ptr<3>
    // expected-remark @below {{last use of the buffer at offset 0}}
    tilegpu.mbarrier_inval %c {count = 1 : i32} : !llvm.ptr<3>
    // expected-remark @below {{last use of the buffer at offset 1024}}
    tilegpu.mbarrier_inval %b {count = 1 : i32} : !llvm.ptr<3>
    return
  }
}

// -----

// The lifetime follows the address through llvm.getelementptr: the view
// at offset 512 keeps A alive until its own last use, so B cannot reuse
// A's bytes.
// expected-remark @below {{shared memory: 2000 bytes, 0 barriers avoided}}
module {
  func.func @through_a_view() {
    // expected-remark @below {{buffer offset = 0, bytes = 1000}}
    %a = tilegpu.smem_alloc {bytes = 1000 : i64} : !llvm.ptr<3>
    %half = llvm.getelementptr %a[512] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    // expected-remark @below {{buffer offset = 1024, bytes = 976}}
    %b = tilegpu.smem_alloc {bytes = 976 : i64} : !llvm.ptr<3>
    // expected-remark @below {{last use of the buffer at offset 1024}}
    tilegpu.mbarrier_init %b {count = 1 : i32} : !llvm.ptr<3>
    // expected-remark @below {{last use of the buffer at offset 0}}
    tilegpu.mbarrier_init %half {count = 1 : i32} : !llvm.ptr<3>
    return
  }
}

// -----

#b8 = #tilegpu.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>

// While the 1000-byte buffer lives, scratch starts above it at 1024; after
// its last use scratch starts at 0 again (here without a barrier: the
// previous user's region, 1024..1056, is not touched).
// expected-remark @below {{shared memory: 1056 bytes, 2 barriers avoided}}
module {
  func.func @scratch_above_buffers(%x: tensor<1024xf32, #b8>) -> f32 {
    // expected-remark @below {{buffer offset = 0, bytes = 1000}}
    %a = tilegpu.smem_alloc {bytes = 1000 : i64} : !llvm.ptr<3>
    // expected-remark @below {{scratch offset = 1024, bytes = 32, no barrier}}
    %s = tile.reduce(%x) {axis = 0 : i32} : (tensor<1024xf32, #b8>) -> f32 {
    ^bb0(%l: f32, %r: f32):
      %t = arith.addf %l, %r : f32
      tile.reduce.return %t : f32
    }
    // expected-remark @below {{last use of the buffer at offset 0}}
    tilegpu.mbarrier_inval %a {count = 1 : i32} : !llvm.ptr<3>
    // expected-remark @below {{scratch offset = 0, bytes = 32, no barrier}}
    %m = tile.reduce(%x) {axis = 0 : i32} : (tensor<1024xf32, #b8>) -> f32 {
    ^bb0(%l: f32, %r: f32):
      %t = arith.maxnumf %l, %r : f32
      tile.reduce.return %t : f32
    }
    %sm = arith.addf %s, %m : f32
    return %sm : f32
  }
}

// -----

#b8 = #tilegpu.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>

// A ring used in a loop's body: its lifetime ends at its last use in block
// order, here at the end of the body (where the load pipeliner issues its
// copies), so the loop's reduction lies above it and the reduction after
// the loop may use its bytes.
// expected-remark @below {{shared memory: 2080 bytes, 1 barriers avoided}}
module {
  func.func @ring_in_a_loop(%x: tensor<1024xf32, #b8>, %n: i32) -> f32 {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant 0.0 : f32
    // expected-remark @below {{buffer offset = 0, bytes = 2048}}
    %ring = tilegpu.smem_alloc {bytes = 2048 : i64} : !llvm.ptr<3>
    cf.br ^header(%c0, %zero : i32, f32)
  ^header(%i: i32, %acc: f32):
    %more = arith.cmpi slt, %i, %n : i32
    cf.cond_br %more, ^body, ^exit
  ^body:
    // expected-remark @below {{scratch offset = 2048, bytes = 32, barrier before}}
    %s = tile.reduce(%x) {axis = 0 : i32} : (tensor<1024xf32, #b8>) -> f32 {
    ^bb0(%l: f32, %r: f32):
      %t = arith.addf %l, %r : f32
      tile.reduce.return %t : f32
    }
    // expected-remark @below {{last use of the buffer at offset 0}}
    tilegpu.mbarrier_init %ring {count = 1 : i32} : !llvm.ptr<3>
    %acc2 = arith.addf %acc, %s : f32
    %i2 = arith.addi %i, %c1 : i32
    cf.br ^header(%i2, %acc2 : i32, f32)
  ^exit:
    // expected-remark @below {{scratch offset = 0, bytes = 32, no barrier}}
    %m = tile.reduce(%x) {axis = 0 : i32} : (tensor<1024xf32, #b8>) -> f32 {
    ^bb0(%l: f32, %r: f32):
      %t = arith.maxnumf %l, %r : f32
      tile.reduce.return %t : f32
    }
    %out = arith.addf %acc, %m : f32
    return %out : f32
  }
}

// test-shared-memory-plan on branches and loops (the plan runs after
// convert-scf-to-cf, so loops are blocks with a back edge). Whether an
// operation needs a barrier before its first write is a forward dataflow
// over the blocks: the regions possibly accessed since the last barrier,
// the union over all predecessors, iterated to a fixed point around loops.
// RUN: %tritonc-opt %s -split-input-file --test-shared-memory-plan -verify-diagnostics -o /dev/null

#b8 = #tilegpu.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>

// One reduction in a loop: the back edge brings its own region back, so
// the next iteration's writes wait for this one's reads.
// expected-remark @below {{shared memory: 32 bytes, 0 barriers avoided}}
module {
  func.func @loop_one_reduction(%x: tensor<1024xf32, #b8>, %n: i32) -> f32 {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant 0.0 : f32
    cf.br ^header(%c0, %zero : i32, f32)
  ^header(%i: i32, %acc: f32):
    %more = arith.cmpi slt, %i, %n : i32
    cf.cond_br %more, ^body, ^exit
  ^body:
    // expected-remark @below {{scratch offset = 0, bytes = 32, barrier before}}
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

#b8 = #tilegpu.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>

// Two reductions in a loop take offsets 0 and 32: the back edge brings the
// second one's region, which the first one's does not overlap, so neither
// needs a barrier.
// expected-remark @below {{shared memory: 64 bytes, 2 barriers avoided}}
module {
  func.func @loop_two_reductions(%x: tensor<1024xf32, #b8>, %n: i32) -> f32 {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant 0.0 : f32
    cf.br ^header(%c0, %zero : i32, f32)
  ^header(%i: i32, %acc: f32):
    %more = arith.cmpi slt, %i, %n : i32
    cf.cond_br %more, ^body, ^exit
  ^body:
    // expected-remark @below {{scratch offset = 0, bytes = 32, no barrier}}
    %m = tile.reduce(%x) {axis = 0 : i32} : (tensor<1024xf32, #b8>) -> f32 {
    ^bb0(%l: f32, %r: f32):
      %t = arith.maxnumf %l, %r : f32
      tile.reduce.return %t : f32
    }
    // expected-remark @below {{scratch offset = 32, bytes = 32, no barrier}}
    %s = tile.reduce(%x) {axis = 0 : i32} : (tensor<1024xf32, #b8>) -> f32 {
    ^bb0(%l: f32, %r: f32):
      %t = arith.addf %l, %r : f32
      tile.reduce.return %t : f32
    }
    %ms = arith.addf %m, %s : f32
    %acc2 = arith.addf %acc, %ms : f32
    %i2 = arith.addi %i, %c1 : i32
    cf.br ^header(%i2, %acc2 : i32, f32)
  ^exit:
    return %acc : f32
  }
}

// -----

#b8 = #tilegpu.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>

// A reduction before the loop (offset 0), one in it (32) and one after it
// (0). At the loop's header both the first region (from the entry) and the
// loop's own (from the back edge) may be pending: the loop's reduction
// overlaps its own, and the one after the loop overlaps the first (a loop
// that runs zero times leaves the first one's reads pending).
// expected-remark @below {{shared memory: 64 bytes, 1 barriers avoided}}
module {
  func.func @around_a_loop(%x: tensor<1024xf32, #b8>, %n: i32) -> f32 {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    // expected-remark @below {{scratch offset = 0, bytes = 32, no barrier}}
    %first = tile.reduce(%x) {axis = 0 : i32} : (tensor<1024xf32, #b8>) -> f32 {
    ^bb0(%l: f32, %r: f32):
      %t = arith.maxnumf %l, %r : f32
      tile.reduce.return %t : f32
    }
    cf.br ^header(%c0, %first : i32, f32)
  ^header(%i: i32, %acc: f32):
    %more = arith.cmpi slt, %i, %n : i32
    cf.cond_br %more, ^body, ^exit
  ^body:
    // expected-remark @below {{scratch offset = 32, bytes = 32, barrier before}}
    %s = tile.reduce(%x) {axis = 0 : i32} : (tensor<1024xf32, #b8>) -> f32 {
    ^bb0(%l: f32, %r: f32):
      %t = arith.addf %l, %r : f32
      tile.reduce.return %t : f32
    }
    %acc2 = arith.addf %acc, %s : f32
    %i2 = arith.addi %i, %c1 : i32
    cf.br ^header(%i2, %acc2 : i32, f32)
  ^exit:
    // expected-remark @below {{scratch offset = 0, bytes = 32, barrier before}}
    %last = tile.reduce(%x) {axis = 0 : i32} : (tensor<1024xf32, #b8>) -> f32 {
    ^bb0(%l: f32, %r: f32):
      %t = arith.minnumf %l, %r : f32
      tile.reduce.return %t : f32
    }
    %out = arith.addf %acc, %last : f32
    return %out : f32
  }
}

// -----

#b8 = #tilegpu.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>

// An if without else: the join's pending regions are the union of the
// branch's (32) and of the path around it (0, the first reduction's), so
// the reduction after the join (at 0, which avoids only the previous
// user's region in program order) needs a barrier; the one in the branch
// (at 32) does not.
// expected-remark @below {{shared memory: 64 bytes, 2 barriers avoided}}
module {
  func.func @join(%x: tensor<1024xf32, #b8>, %c: i1) -> f32 {
    // expected-remark @below {{scratch offset = 0, bytes = 32, no barrier}}
    %first = tile.reduce(%x) {axis = 0 : i32} : (tensor<1024xf32, #b8>) -> f32 {
    ^bb0(%l: f32, %r: f32):
      %t = arith.maxnumf %l, %r : f32
      tile.reduce.return %t : f32
    }
    cf.cond_br %c, ^then, ^join(%first : f32)
  ^then:
    // expected-remark @below {{scratch offset = 32, bytes = 32, no barrier}}
    %s = tile.reduce(%x) {axis = 0 : i32} : (tensor<1024xf32, #b8>) -> f32 {
    ^bb0(%l: f32, %r: f32):
      %t = arith.addf %l, %r : f32
      tile.reduce.return %t : f32
    }
    cf.br ^join(%s : f32)
  ^join(%v: f32):
    // expected-remark @below {{scratch offset = 0, bytes = 32, barrier before}}
    %last = tile.reduce(%x) {axis = 0 : i32} : (tensor<1024xf32, #b8>) -> f32 {
    ^bb0(%l: f32, %r: f32):
      %t = arith.minnumf %l, %r : f32
      tile.reduce.return %t : f32
    }
    %out = arith.addf %v, %last : f32
    return %out : f32
  }
}

// -----

#b8 = #tilegpu.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>

// Structured control flow not yet lowered to blocks is outside the
// dataflow: a user nested in scf.for always gets its barrier.
// expected-remark @below {{shared memory: 32 bytes, 0 barriers avoided}}
module {
  func.func @nested_in_scf(%x: tensor<1024xf32, #b8>, %n: i32) -> f32 {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant 0.0 : f32
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) : i32 {
      // expected-remark @below {{scratch offset = 0, bytes = 32, barrier before}}
      %s = tile.reduce(%x) {axis = 0 : i32} : (tensor<1024xf32, #b8>) -> f32 {
      ^bb0(%l: f32, %r: f32):
        %t = arith.addf %l, %r : f32
        tile.reduce.return %t : f32
      }
      %acc2 = arith.addf %acc, %s : f32
      scf.yield %acc2 : f32
    }
    return %r : f32
  }
}

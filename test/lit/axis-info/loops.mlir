// test-axis-info on scf.for: the induction variable is lb + k * step. A
// carried value gets the facts of a fixed point: starting from its initial
// value's facts, the body is analysed assuming them for the carried value,
// and what the yielded value shares with the initial one is assumed next,
// until nothing changes (`x = x + inc` holds init + k * inc: what init and
// init + inc share). The loop's results have the carried values' facts.
// RUN: %tritonc-opt %s --test-axis-info --verify-diagnostics -o /dev/null

// expected-remark @below {{arg #0: contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
// expected-remark @below {{arg #1: contiguity = [1], divisibility = [16], constancy = [1], constant = none}}
func.func @induction_variables(%n: i32, %s16: i32 {tile.divisibility = 16 : i32}) {
  // expected-remark @below {{contiguity = [1], divisibility = [1073741824], constancy = [1], constant = 0}}
  %c0 = arith.constant 0 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant = 1}}
  %c1 = arith.constant 1 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [1], constant = 8}}
  %c8 = arith.constant 8 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [1], constant = 16}}
  %c16 = arith.constant 16 : i32
  // expected-remark @below {{induction variable: contiguity = [1], divisibility = [16], constancy = [1], constant = none}}
  scf.for %i = %c0 to %n step %c16 : i32 {
  }
  // expected-remark @below {{induction variable: contiguity = [1], divisibility = [8], constancy = [1], constant = none}}
  scf.for %i = %c8 to %n step %c16 : i32 {
  }
  // expected-remark @below {{induction variable: contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
  scf.for %i = %c0 to %n step %c1 : i32 {
  }
  // expected-remark @below {{induction variable: contiguity = [1], divisibility = [16], constancy = [1], constant = none}}
  scf.for %i = %c0 to %n step %s16 : i32 {
  }
  return
}

// for ...: x = tl.load(p); p += 64 (or a stride with or without a hint):
// the pointer keeps its runs and as much alignment as the step has.
// expected-remark @below {{arg #0: contiguity = [1], divisibility = [16], constancy = [1], constant = none}}
// expected-remark @below {{arg #1: contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
// expected-remark @below {{arg #2: contiguity = [1], divisibility = [16], constancy = [1], constant = none}}
// expected-remark @below {{arg #3: contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
func.func @pointers(%x: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %n: i32, %s16: i32 {tile.divisibility = 16 : i32}, %s: i32) {
  // expected-remark @below {{contiguity = [1], divisibility = [1073741824], constancy = [1], constant = 0}}
  %c0 = arith.constant 0 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant = 1}}
  %c1 = arith.constant 1 : i32
  // expected-remark @below {{contiguity = [64], divisibility = [1073741824], constancy = [1], constant = none}}
  %r = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [64], constant = none}}
  %xs = tile.splat %x : !tile.ptr<f32> -> tensor<64x!tile.ptr<f32>>
  // expected-remark @below {{contiguity = [64], divisibility = [16], constancy = [1], constant = none}}
  %p = tile.addptr %xs, %r : tensor<64x!tile.ptr<f32>>, tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [64], constancy = [64], constant = 64}}
  %c64 = arith.constant dense<64> : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [64], constant = none}}
  %ss16 = tile.splat %s16 : i32 -> tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [64], constant = none}}
  %ss = tile.splat %s : i32 -> tensor<64xi32>
  // After the loop a carried value is its initial or a yielded value: the
  // carried value's facts hold.
  // expected-remark @below {{result #0: contiguity = [64], divisibility = [16], constancy = [1], constant = none}}
  // expected-remark @below {{result #1: contiguity = [64], divisibility = [16], constancy = [1], constant = none}}
  // expected-remark @below {{result #2: contiguity = [64], divisibility = [4], constancy = [1], constant = none}}
  // expected-remark @below {{induction variable: contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
  // expected-remark @below {{iter_arg #0: contiguity = [64], divisibility = [16], constancy = [1], constant = none}}
  // expected-remark @below {{iter_arg #1: contiguity = [64], divisibility = [16], constancy = [1], constant = none}}
  // expected-remark @below {{iter_arg #2: contiguity = [64], divisibility = [4], constancy = [1], constant = none}}
  %res:3 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %p, %b = %p, %c = %p) -> (tensor<64x!tile.ptr<f32>>, tensor<64x!tile.ptr<f32>>, tensor<64x!tile.ptr<f32>>) : i32 {
    // expected-remark @below {{vector width = 4}}
    %va = tile.load %a : tensor<64x!tile.ptr<f32>>
    // expected-remark @below {{vector width = 4}}
    %vb = tile.load %b : tensor<64x!tile.ptr<f32>>
    // expected-remark @below {{vector width = 1}}
    %vc = tile.load %c : tensor<64x!tile.ptr<f32>>
    // expected-remark @below {{contiguity = [64], divisibility = [16], constancy = [1], constant = none}}
    %a2 = tile.addptr %a, %c64 : tensor<64x!tile.ptr<f32>>, tensor<64xi32>
    // expected-remark @below {{contiguity = [64], divisibility = [16], constancy = [1], constant = none}}
    %b2 = tile.addptr %b, %ss16 : tensor<64x!tile.ptr<f32>>, tensor<64xi32>
    // expected-remark @below {{contiguity = [64], divisibility = [4], constancy = [1], constant = none}}
    %c2 = tile.addptr %c, %ss : tensor<64x!tile.ptr<f32>>, tensor<64xi32>
    scf.yield %a2, %b2, %c2 : tensor<64x!tile.ptr<f32>>, tensor<64x!tile.ptr<f32>>, tensor<64x!tile.ptr<f32>>
  }
  return
}

// Integer offsets advance the same way (the offsets of a block pointer
// moved by tl.advance, or `offs += BLOCK`).
// expected-remark @below {{arg #0: contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
func.func @offsets(%n: i32) {
  // expected-remark @below {{contiguity = [1], divisibility = [1073741824], constancy = [1], constant = 0}}
  %c0 = arith.constant 0 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant = 1}}
  %c1 = arith.constant 1 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [32], constancy = [1], constant = 32}}
  %c32 = arith.constant 32 : i32
  // expected-remark @below {{contiguity = [64], divisibility = [1073741824], constancy = [1], constant = none}}
  %r = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [64], constancy = [64], constant = 64}}
  %c64 = arith.constant dense<64> : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1073741824], constancy = [64], constant = 0}}
  %z = arith.constant dense<0> : tensor<64xi32>
  // %u: an increment that is itself a range gives u = k * range at
  // iteration k: no run, and the range's divisibility (which held only at
  // its run's start) does not carry over: [1].
  // expected-remark @below {{result #0: contiguity = [1], divisibility = [32], constancy = [1], constant = none}}
  // expected-remark @below {{result #1: contiguity = [64], divisibility = [64], constancy = [1], constant = none}}
  // expected-remark @below {{result #2: contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
  // expected-remark @below {{induction variable: contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
  // expected-remark @below {{iter_arg #0: contiguity = [1], divisibility = [32], constancy = [1], constant = none}}
  // expected-remark @below {{iter_arg #1: contiguity = [64], divisibility = [64], constancy = [1], constant = none}}
  // expected-remark @below {{iter_arg #2: contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
  %res:3 = scf.for %i = %c0 to %n step %c1 iter_args(%o = %c0, %t = %r, %u = %z) -> (i32, tensor<64xi32>, tensor<64xi32>) : i32 {
    // expected-remark @below {{contiguity = [1], divisibility = [32], constancy = [1], constant = none}}
    %o2 = arith.addi %o, %c32 : i32
    // expected-remark @below {{contiguity = [64], divisibility = [64], constancy = [1], constant = none}}
    %t2 = arith.addi %t, %c64 : tensor<64xi32>
    // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
    %u2 = arith.addi %u, %r : tensor<64xi32>
    scf.yield %o2, %t2, %u2 : i32, tensor<64xi32>, tensor<64xi32>
  }
  return
}

// Updates of other shapes.
// expected-remark @below {{arg #0: contiguity = [1], divisibility = [16], constancy = [1], constant = none}}
// expected-remark @below {{arg #1: contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
func.func @unrecognized(%x: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %n: i32) {
  // expected-remark @below {{contiguity = [1], divisibility = [1073741824], constancy = [1], constant = 0}}
  %c0 = arith.constant 0 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant = 1}}
  %c1 = arith.constant 1 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [32], constancy = [1], constant = 32}}
  %c32 = arith.constant 32 : i32
  // expected-remark @below {{contiguity = [64], divisibility = [1073741824], constancy = [1], constant = none}}
  %r = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [64], constant = none}}
  %xs = tile.splat %x : !tile.ptr<f32> -> tensor<64x!tile.ptr<f32>>
  // expected-remark @below {{contiguity = [64], divisibility = [16], constancy = [1], constant = none}}
  %p = tile.addptr %xs, %r : tensor<64x!tile.ptr<f32>>, tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [64], constancy = [64], constant = 64}}
  %c64 = arith.constant dense<64> : tensor<64xi32>
  // The facts come from a fixed point over the body, whatever the update:
  // %a: inc + x, the operands the other way round: divisibility [32];
  // %b: two increments in a row (p += 64; p += 64): contiguity [64],
  //     divisibility [16];
  // %c: a value carried unchanged keeps the initial value's facts;
  // %d: an increment computed in the loop (here the induction variable,
  //     divisible by 32): divisibility [32].
  // expected-remark @below {{result #0: contiguity = [1], divisibility = [32], constancy = [1], constant = none}}
  // expected-remark @below {{result #1: contiguity = [64], divisibility = [16], constancy = [1], constant = none}}
  // expected-remark @below {{result #2: contiguity = [64], divisibility = [16], constancy = [1], constant = none}}
  // expected-remark @below {{result #3: contiguity = [1], divisibility = [32], constancy = [1], constant = none}}
  // expected-remark @below {{induction variable: contiguity = [1], divisibility = [32], constancy = [1], constant = none}}
  // expected-remark @below {{iter_arg #0: contiguity = [1], divisibility = [32], constancy = [1], constant = none}}
  // expected-remark @below {{iter_arg #1: contiguity = [64], divisibility = [16], constancy = [1], constant = none}}
  // expected-remark @below {{iter_arg #2: contiguity = [64], divisibility = [16], constancy = [1], constant = none}}
  // expected-remark @below {{iter_arg #3: contiguity = [1], divisibility = [32], constancy = [1], constant = none}}
  %res:4 = scf.for %i = %c0 to %n step %c32 iter_args(%a = %c0, %b = %p, %c = %p, %d = %c0) -> (i32, tensor<64x!tile.ptr<f32>>, tensor<64x!tile.ptr<f32>>, i32) : i32 {
    // expected-remark @below {{contiguity = [1], divisibility = [32], constancy = [1], constant = none}}
    %a2 = arith.addi %c32, %a : i32
    // expected-remark @below {{contiguity = [64], divisibility = [16], constancy = [1], constant = none}}
    %b1 = tile.addptr %b, %c64 : tensor<64x!tile.ptr<f32>>, tensor<64xi32>
    // expected-remark @below {{contiguity = [64], divisibility = [16], constancy = [1], constant = none}}
    %b2 = tile.addptr %b1, %c64 : tensor<64x!tile.ptr<f32>>, tensor<64xi32>
    // expected-remark @below {{contiguity = [1], divisibility = [32], constancy = [1], constant = none}}
    %d2 = arith.addi %d, %i : i32
    scf.yield %a2, %b2, %c, %d2 : i32, tensor<64x!tile.ptr<f32>>, tensor<64x!tile.ptr<f32>>, i32
  }
  return
}

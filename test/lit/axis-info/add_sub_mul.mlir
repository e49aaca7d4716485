// test-axis-info on integer addition, subtraction, multiplication and
// pointer addition (tile.addptr, whose offset counts elements: its
// divisibility is scaled to bytes).
// RUN: %tritonc-opt %s --test-axis-info --verify-diagnostics -o /dev/null

// x + c keeps x's runs where c is constant over them (either operand
// order); the sum's run starts are divisible by what both share.
// expected-remark @below {{arg #0: contiguity = [1], divisibility = [16], constancy = [1], constant = none}}
// expected-remark @below {{arg #1: contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
func.func @add(%n: i32 {tile.divisibility = 16 : i32}, %m: i32) {
  // expected-remark @below {{contiguity = [64], divisibility = [1073741824], constancy = [1], constant = none}}
  %r = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [64], constant = none}}
  %sn = tile.splat %n : i32 -> tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [64], constant = none}}
  %sm = tile.splat %m : i32 -> tensor<64xi32>
  // expected-remark @below {{contiguity = [64], divisibility = [16], constancy = [1], constant = none}}
  %a = arith.addi %r, %sn : tensor<64xi32>
  // expected-remark @below {{contiguity = [64], divisibility = [16], constancy = [1], constant = none}}
  %b = arith.addi %sn, %r : tensor<64xi32>
  // expected-remark @below {{contiguity = [64], divisibility = [1], constancy = [1], constant = none}}
  %c = arith.addi %r, %sm : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [64], constant = none}}
  %d = arith.addi %sn, %sm : tensor<64xi32>
  // x + x is 0, 2, 4, ...: no run, so every element is a run start and the
  // range's divisibility, which held only at its own run starts, does not
  // carry over (gcd(2^30, 1) = 1). Weak: the truth is 2.
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
  %rr = arith.addi %r, %r : tensor<64xi32>
  return
}

// Constants fold.
func.func @add_constants() {
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [64], constant = 3}}
  %c3 = arith.constant dense<3> : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [64], constant = 5}}
  %c5 = arith.constant dense<5> : tensor<64xi32>
  // Operations on known constants fold, and the divisibility of the
  // folded value comes from the value: 3 + 5 = 8, divisibility [8].
  // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [64], constant = 8}}
  %s = arith.addi %c3, %c5 : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [1], constant = 16}}
  %c16 = arith.constant 16 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [1], constant = 48}}
  %c48 = arith.constant 48 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [64], constancy = [1], constant = 64}}
  %t = arith.addi %c16, %c48 : i32
  return
}

// x - c keeps x's runs; c - x reverses them (no contiguity).
// expected-remark @below {{arg #0: contiguity = [1], divisibility = [16], constancy = [1], constant = none}}
func.func @sub(%n: i32 {tile.divisibility = 16 : i32}) {
  // expected-remark @below {{contiguity = [64], divisibility = [1073741824], constancy = [1], constant = none}}
  %r = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [64], constant = none}}
  %sn = tile.splat %n : i32 -> tensor<64xi32>
  // expected-remark @below {{contiguity = [64], divisibility = [16], constancy = [1], constant = none}}
  %a = arith.subi %r, %sn : tensor<64xi32>
  // n - x is n, n - 1, n - 2, ...: no run, so the range's divisibility
  // counts as 1 (not 16: n - 1 is odd).
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
  %b = arith.subi %sn, %r : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [64], constant = 48}}
  %c48 = arith.constant dense<48> : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [64], constant = 16}}
  %c16 = arith.constant dense<16> : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [32], constancy = [64], constant = 32}}
  %c = arith.subi %c48, %c16 : tensor<64xi32>
  return
}

// x * 1 is x; otherwise no run survives a product, divisibilities multiply
// and constancy is shared.
// expected-remark @below {{arg #0: contiguity = [1], divisibility = [16], constancy = [1], constant = none}}
// expected-remark @below {{arg #1: contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
func.func @mul(%n: i32 {tile.divisibility = 16 : i32}, %m: i32) {
  // expected-remark @below {{contiguity = [64], divisibility = [1073741824], constancy = [1], constant = none}}
  %r = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [64], constant = 1}}
  %one = arith.constant dense<1> : tensor<64xi32>
  // expected-remark @below {{contiguity = [64], divisibility = [1073741824], constancy = [1], constant = none}}
  %a = arith.muli %r, %one : tensor<64xi32>
  // expected-remark @below {{contiguity = [64], divisibility = [1073741824], constancy = [1], constant = none}}
  %b = arith.muli %one, %r : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [64], constant = 4}}
  %c4 = arith.constant dense<4> : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [64], constant = none}}
  %sn = tile.splat %n : i32 -> tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [64], constancy = [64], constant = none}}
  %c = arith.muli %sn, %c4 : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [64], constant = 12}}
  %c12 = arith.constant dense<12> : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [64], constant = 48}}
  %d = arith.muli %c12, %c4 : tensor<64xi32>
  // x * 4 is 0, 4, 8, ...: divisible by 4; the range's divisibility held
  // only at the start of its run, so it counts as 1.
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [1], constant = none}}
  %e = arith.muli %r, %c4 : tensor<64xi32>
  // x * m for an m without a hint: divisible by nothing. (Claiming the
  // range's 2^30 made `(tl.arange(0, R) * stride)[:, None] +
  // tl.arange(0, C)[None, :]` look aligned: see vector_width.mlir.)
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [64], constant = none}}
  %sm = tile.splat %m : i32 -> tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
  %f = arith.muli %r, %sm : tensor<64xi32>
  return
}

// Pointer + offset: the offset's divisibility counts elements, the
// pointer's counts bytes.
// expected-remark @below {{arg #0: contiguity = [1], divisibility = [16], constancy = [1], constant = none}}
// expected-remark @below {{arg #1: contiguity = [1], divisibility = [16], constancy = [1], constant = none}}
// expected-remark @below {{arg #2: contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
func.func @addptr(%p: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %q: !tile.ptr<i8> {tile.divisibility = 16 : i32}, %w: !tile.ptr<f64>) {
  // expected-remark @below {{contiguity = [64], divisibility = [1073741824], constancy = [1], constant = none}}
  %r = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [64], constant = 3}}
  %c3 = arith.constant dense<3> : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [64], constant = none}}
  %ps = tile.splat %p : !tile.ptr<f32> -> tensor<64x!tile.ptr<f32>>
  // expected-remark @below {{contiguity = [64], divisibility = [16], constancy = [1], constant = none}}
  %a = tile.addptr %ps, %r : tensor<64x!tile.ptr<f32>>, tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [64], constant = none}}
  %b = tile.addptr %ps, %c3 : tensor<64x!tile.ptr<f32>>, tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [64], constant = none}}
  %qs = tile.splat %q : !tile.ptr<i8> -> tensor<64x!tile.ptr<i8>>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [64], constant = none}}
  %c = tile.addptr %qs, %c3 : tensor<64x!tile.ptr<i8>>, tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [2], constancy = [64], constant = 2}}
  %c2 = arith.constant dense<2> : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [64], constant = none}}
  %ws = tile.splat %w : !tile.ptr<f64> -> tensor<64x!tile.ptr<f64>>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [64], constant = none}}
  %d = tile.addptr %ws, %c2 : tensor<64x!tile.ptr<f64>>, tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [2], constancy = [1], constant = 2}}
  %c2s = arith.constant 2 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [1], constant = none}}
  %e = tile.addptr %p, %c2s : !tile.ptr<f32>, i32
  return
}

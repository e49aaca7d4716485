// test-axis-info on shifts (arith.shli/shrsi/shrui: `<<` and `>>`) and
// bitwise and/or/xor (`&`, `|`, `^`, also how masks are combined).
// x << k multiplies by 2^k; x >> k is floor(x / 2^k), constant over aligned
// pieces of 2^k for either sign. And/or/xor keep what is constant over both
// operands and the low zero bits (either operand's for and, both for or
// and xor); x & (2^k - 1) is x % 2^k in two's complement.
// RUN: %tritonc-opt %s --test-axis-info --verify-diagnostics -o /dev/null

// expected-remark @below {{arg #0: contiguity = [1], divisibility = [16], constancy = [1], constant = none}}
func.func @shifts(%n: i32 {tile.divisibility = 16 : i32}) {
  // expected-remark @below {{contiguity = [64], divisibility = [1073741824], constancy = [1], constant = none}}
  %r = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [64], constant = none}}
  %sn = tile.splat %n : i32 -> tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [2], constancy = [64], constant = 2}}
  %c2 = arith.constant dense<2> : tensor<64xi32>
  // n << 2 is uniform with divisibility 64.
  // expected-remark @below {{contiguity = [1], divisibility = [64], constancy = [64], constant = none}}
  %a = arith.shli %sn, %c2 : tensor<64xi32>
  // x << 2 of a range is divisible by 4.
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [1], constant = none}}
  %b = arith.shli %r, %c2 : tensor<64xi32>
  // n >> 2 is uniform with divisibility 4.
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [64], constant = none}}
  %c = arith.shrsi %sn, %c2 : tensor<64xi32>
  // As above, logical shift.
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [64], constant = none}}
  %d = arith.shrui %sn, %c2 : tensor<64xi32>
  // A shift by 0 is the identity.
  // expected-remark @below {{contiguity = [1], divisibility = [1073741824], constancy = [64], constant = 0}}
  %c0 = arith.constant dense<0> : tensor<64xi32>
  // expected-remark @below {{contiguity = [64], divisibility = [1073741824], constancy = [1], constant = none}}
  %e = arith.shli %r, %c0 : tensor<64xi32>
  return
}

// expected-remark @below {{arg #0: contiguity = [1], divisibility = [16], constancy = [1], constant = none}}
// expected-remark @below {{arg #1: contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
func.func @bitwise(%n: i32 {tile.divisibility = 16 : i32}, %m: i32) {
  // expected-remark @below {{contiguity = [64], divisibility = [1073741824], constancy = [1], constant = none}}
  %r = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [64], constant = none}}
  %sn = tile.splat %n : i32 -> tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [64], constant = none}}
  %sm = tile.splat %m : i32 -> tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [64], constant = none}}
  %a = arith.andi %sn, %sm : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [64], constant = none}}
  %b = arith.ori %sn, %sm : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [64], constant = none}}
  %c = arith.xori %sn, %sm : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [64], constant = 7}}
  %c7 = arith.constant dense<7> : tensor<64xi32>
  // expected-remark @below {{contiguity = [8], divisibility = [8], constancy = [1], constant = none}}
  %d = arith.andi %r, %c7 : tensor<64xi32>
  // Constants fold (12 & 10 = 8), the divisibility from the value.
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [64], constant = 12}}
  %c12 = arith.constant dense<12> : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [2], constancy = [64], constant = 10}}
  %c10 = arith.constant dense<10> : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [64], constant = 8}}
  %e = arith.andi %c12, %c10 : tensor<64xi32>
  return
}

// Masks combine with and: a row mask broadcast along the columns and a
// column mask broadcast along the rows (the masks of a 2-D block) share
// their constancy along each dimension.
// expected-remark @below {{arg #0: contiguity = [1], divisibility = [16], constancy = [1], constant = none}}
// expected-remark @below {{arg #1: contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
func.func @masks(%m: i32 {tile.divisibility = 16 : i32}, %n: i32) {
  // expected-remark @below {{contiguity = [16], divisibility = [1073741824], constancy = [1], constant = none}}
  %r16 = tile.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [16], constant = none}}
  %sm = tile.splat %m : i32 -> tensor<16xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [16], constant = none}}
  %rm = arith.cmpi slt, %r16, %sm : tensor<16xi32>
  // expected-remark @below {{contiguity = [1, 1], divisibility = [1, 1], constancy = [16, 1], constant = none}}
  %rows = tile.expand_dims %rm {axis = 1 : i32} : tensor<16xi1> -> tensor<16x1xi1>
  // expected-remark @below {{contiguity = [32], divisibility = [1073741824], constancy = [1], constant = none}}
  %r32 = tile.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [32], constant = none}}
  %sn = tile.splat %n : i32 -> tensor<32xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
  %cm = arith.cmpi slt, %r32, %sn : tensor<32xi32>
  // expected-remark @below {{contiguity = [1, 1], divisibility = [1, 1], constancy = [1, 1], constant = none}}
  %cols = tile.expand_dims %cm {axis = 0 : i32} : tensor<32xi1> -> tensor<1x32xi1>
  // expected-remark @below {{contiguity = [1, 1], divisibility = [1, 1], constancy = [16, 32], constant = none}}
  %rb = tile.broadcast %rows : tensor<16x1xi1> -> tensor<16x32xi1>
  // expected-remark @below {{contiguity = [1, 1], divisibility = [1, 1], constancy = [16, 1], constant = none}}
  %cb = tile.broadcast %cols : tensor<1x32xi1> -> tensor<16x32xi1>
  // expected-remark @below {{contiguity = [1, 1], divisibility = [1, 1], constancy = [16, 1], constant = none}}
  %a = arith.andi %rb, %cb : tensor<16x32xi1>
  // expected-remark @below {{contiguity = [1, 1], divisibility = [1, 1], constancy = [16, 32], constant = none}}
  %o = arith.ori %rb, %rb : tensor<16x32xi1>
  return
}

// test-axis-info on integer comparisons (arith.cmpi), what masks are made
// of. A comparison is constant wherever both operands are; besides,
// `x < n` and `x >= n` (signed or unsigned) with x contiguous and n
// constant over a run are constant over every aligned piece of the run
// that n's divisibility cannot split: gcd(x's run, n's run, both
// divisibilities).
// RUN: %tritonc-opt %s --test-axis-info --verify-diagnostics -o /dev/null

// expected-remark @below {{arg #0: contiguity = [1], divisibility = [16], constancy = [1], constant = none}}
// expected-remark @below {{arg #1: contiguity = [1], divisibility = [4], constancy = [1], constant = none}}
// expected-remark @below {{arg #2: contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
func.func @bounds(%n16: i32 {tile.divisibility = 16 : i32}, %n4: i32 {tile.divisibility = 4 : i32}, %n: i32) {
  // expected-remark @below {{contiguity = [64], divisibility = [1073741824], constancy = [1], constant = none}}
  %r = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [64], constant = none}}
  %s16 = tile.splat %n16 : i32 -> tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [64], constant = none}}
  %s4 = tile.splat %n4 : i32 -> tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [64], constant = none}}
  %s = tile.splat %n : i32 -> tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [16], constant = none}}
  %lt16 = arith.cmpi slt, %r, %s16 : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [4], constant = none}}
  %lt4 = arith.cmpi slt, %r, %s4 : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
  %lt = arith.cmpi slt, %r, %s : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [16], constant = none}}
  %ult = arith.cmpi ult, %r, %s16 : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [16], constant = none}}
  %ge = arith.cmpi sge, %r, %s16 : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [16], constant = none}}
  %uge = arith.cmpi uge, %r, %s16 : tensor<64xi32>
  // x <= n and x > n flip between n and n + 1, which no divisibility of n
  // aligns: only the shared constancy.
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
  %le = arith.cmpi sle, %r, %s16 : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
  %gt = arith.cmpi sgt, %r, %s16 : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
  %eq = arith.cmpi eq, %r, %s16 : tensor<64xi32>
  // `n > x` is `x < n` written the other way round (also `n <= x` for
  // `x >= n`): constancy [16].
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [16], constant = none}}
  %gt_rev = arith.cmpi sgt, %s16, %r : tensor<64xi32>
  return
}

// The run is the smallest of the range, the bound's constancy and the
// alignment: a range of 8 starting at 8 against a bound divisible by 16
// is constant over its 8 elements; an offset by the program's start
// (pid * 64 + x) keeps the range's alignment when 64 does.
// expected-remark @below {{arg #0: contiguity = [1], divisibility = [16], constancy = [1], constant = none}}
func.func @runs(%n16: i32 {tile.divisibility = 16 : i32}) {
  // expected-remark @below {{contiguity = [8], divisibility = [8], constancy = [1], constant = none}}
  %r8 = tile.make_range {end = 16 : i32, start = 8 : i32} : tensor<8xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [8], constant = none}}
  %s8 = tile.splat %n16 : i32 -> tensor<8xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [8], constant = none}}
  %a = arith.cmpi slt, %r8, %s8 : tensor<8xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
  %pid = tile.program_id 0 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [64], constancy = [1], constant = 64}}
  %c64 = arith.constant 64 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [64], constancy = [1], constant = none}}
  %start = arith.muli %pid, %c64 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [64], constancy = [64], constant = none}}
  %ss = tile.splat %start : i32 -> tensor<64xi32>
  // expected-remark @below {{contiguity = [64], divisibility = [1073741824], constancy = [1], constant = none}}
  %r = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  // expected-remark @below {{contiguity = [64], divisibility = [64], constancy = [1], constant = none}}
  %offs = arith.addi %ss, %r : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [64], constant = none}}
  %s16 = tile.splat %n16 : i32 -> tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [16], constant = none}}
  %b = arith.cmpi slt, %offs, %s16 : tensor<64xi32>
  return
}

// Both sides constant: constant; scalars are one-element tensors.
// expected-remark @below {{arg #0: contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
// expected-remark @below {{arg #1: contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
func.func @uniform(%n: i32, %m: i32) {
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [64], constant = none}}
  %sn = tile.splat %n : i32 -> tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [64], constant = none}}
  %sm = tile.splat %m : i32 -> tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [64], constant = none}}
  %a = arith.cmpi ne, %sn, %sm : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
  %b = arith.cmpi slt, %n, %m : i32
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [64], constant = 1}}
  %c1 = arith.constant dense<1> : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [2], constancy = [64], constant = 2}}
  %c2 = arith.constant dense<2> : tensor<64xi32>
  // Constants fold: 1 < 2 is true (printed as the i1 -1).
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [64], constant = -1}}
  %c = arith.cmpi slt, %c1, %c2 : tensor<64xi32>
  return
}

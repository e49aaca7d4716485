// test-axis-info on tl.where (arith.select) and tl.minimum/tl.maximum
// (arith.minsi/maxsi/minui/maxui). Where the condition does not change,
// the result is a piece of one operand: runs both operands keep within the
// condition's runs survive. A minimum or maximum is one of its operands'
// elements: what both share survives, runs do not.
// RUN: %tritonc-opt %s --test-axis-info --verify-diagnostics -o /dev/null

// expected-remark @below {{arg #0: contiguity = [1], divisibility = [16], constancy = [1], constant = none}}
// expected-remark @below {{arg #1: contiguity = [1], divisibility = [32], constancy = [1], constant = none}}
// expected-remark @below {{arg #2: contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
func.func @select(%n16: i32 {tile.divisibility = 16 : i32}, %n32: i32 {tile.divisibility = 32 : i32}, %c: i1) {
  // expected-remark @below {{contiguity = [64], divisibility = [1073741824], constancy = [1], constant = none}}
  %r = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [64], constant = none}}
  %s16 = tile.splat %n16 : i32 -> tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [32], constancy = [64], constant = none}}
  %s32 = tile.splat %n32 : i32 -> tensor<64xi32>
  // A scalar condition picks one whole tensor: what both share holds.
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [64], constant = none}}
  %a = arith.select %c, %s16, %s32 : tensor<64xi32>
  // A condition constant over runs of 16 choosing between two ranges
  // aligned to 64 gives runs of 16 starting at multiples of 16: contiguity
  // [16], divisibility [16] (Triton infers the contiguity; its
  // divisibility [64] overlooks that the runs got shorter).
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [16], constant = none}}
  %m = arith.cmpi slt, %r, %s16 : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [64], constancy = [64], constant = 64}}
  %c64 = arith.constant dense<64> : tensor<64xi32>
  // expected-remark @below {{contiguity = [64], divisibility = [64], constancy = [1], constant = none}}
  %r2 = arith.addi %r, %c64 : tensor<64xi32>
  // expected-remark @below {{contiguity = [16], divisibility = [16], constancy = [1], constant = none}}
  %b = arith.select %m, %r, %r2 : tensor<64xi1>, tensor<64xi32>
  // A constant condition is the chosen operand.
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant = -1}}
  %true = arith.constant true
  // expected-remark @below {{contiguity = [64], divisibility = [1073741824], constancy = [1], constant = none}}
  %d = arith.select %true, %r, %s16 : tensor<64xi32>
  return
}

// expected-remark @below {{arg #0: contiguity = [1], divisibility = [16], constancy = [1], constant = none}}
// expected-remark @below {{arg #1: contiguity = [1], divisibility = [32], constancy = [1], constant = none}}
func.func @minmax(%n16: i32 {tile.divisibility = 16 : i32}, %n32: i32 {tile.divisibility = 32 : i32}) {
  // expected-remark @below {{contiguity = [64], divisibility = [1073741824], constancy = [1], constant = none}}
  %r = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [64], constant = none}}
  %s16 = tile.splat %n16 : i32 -> tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [32], constancy = [64], constant = none}}
  %s32 = tile.splat %n32 : i32 -> tensor<64xi32>
  // The minimum of two uniform values is uniform and divisible by what
  // both share.
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [64], constant = none}}
  %a = arith.minsi %s16, %s32 : tensor<64xi32>
  // As above.
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [64], constant = none}}
  %b = arith.maxsi %s16, %s32 : tensor<64xi32>
  // As above, unsigned.
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [64], constant = none}}
  %c = arith.minui %s16, %s32 : tensor<64xi32>
  // As above, unsigned.
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [64], constant = none}}
  %d = arith.maxui %s16, %s32 : tensor<64xi32>
  // min(x, n) of a range: nothing survives (Triton infers nothing either).
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
  %e = arith.minsi %r, %s16 : tensor<64xi32>
  return
}

// The results of scf.if are either branch's value: what both share.
// expected-remark @below {{arg #0: contiguity = [1], divisibility = [16], constancy = [1], constant = none}}
// expected-remark @below {{arg #1: contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
func.func @branches(%n16: i32 {tile.divisibility = 16 : i32}, %c: i1) {
  // expected-remark @below {{contiguity = [64], divisibility = [1073741824], constancy = [1], constant = none}}
  %r = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [64], constant = none}}
  %s16 = tile.splat %n16 : i32 -> tensor<64xi32>
  // expected-remark @below {{contiguity = [64], divisibility = [16], constancy = [1], constant = none}}
  %x = scf.if %c -> tensor<64xi32> {
    // expected-remark @below {{contiguity = [64], divisibility = [16], constancy = [1], constant = none}}
    %a = arith.addi %r, %s16 : tensor<64xi32>
    scf.yield %a : tensor<64xi32>
  } else {
    scf.yield %r : tensor<64xi32>
  }
  return
}

// test-axis-info on integer casts (arith.extsi/extui/index_cast/trunci)
// and pointer casts (tile.int_to_ptr, tile.ptr_to_int, tile.ptr_cast).
// Widening keeps every fact; a pointer cast keeps the address (its
// divisibility in bytes and its constancy), and its runs only when one
// step is the same number of bytes on both sides.
// RUN: %tritonc-opt %s --test-axis-info --verify-diagnostics -o /dev/null

// expected-remark @below {{arg #0: contiguity = [1], divisibility = [16], constancy = [1], constant = none}}
func.func @integers(%n: i32 {tile.divisibility = 16 : i32}) {
  // expected-remark @below {{contiguity = [64], divisibility = [1073741824], constancy = [1], constant = none}}
  %r = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  // expected-remark @below {{contiguity = [64], divisibility = [1073741824], constancy = [1], constant = none}}
  %a = arith.extsi %r : tensor<64xi32> to tensor<64xi64>
  // expected-remark @below {{contiguity = [64], divisibility = [1073741824], constancy = [1], constant = none}}
  %b = arith.extui %r : tensor<64xi32> to tensor<64xi64>
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [1], constant = none}}
  %c = arith.index_cast %n : i32 to index
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [1], constant = none}}
  %d = arith.extsi %n : i32 to i64
  // Truncation to 16 bits wraps at multiples of 2^16: a run aligned to
  // 2^30 keeps its contiguity [64], its start divisible by 2^16 at least.
  // expected-remark @below {{contiguity = [64], divisibility = [65536], constancy = [1], constant = none}}
  %e = arith.trunci %r : tensor<64xi32> to tensor<64xi16>
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [64], constant = 48}}
  %c48 = arith.constant dense<48> : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [64], constant = 48}}
  %f = arith.extsi %c48 : tensor<64xi32> to tensor<64xi64>
  // Index arithmetic folds at 64 bits: 48 + 16 = 64.
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [1], constant = 48}}
  %i48 = arith.constant 48 : index
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [1], constant = 16}}
  %i16 = arith.constant 16 : index
  // expected-remark @below {{contiguity = [1], divisibility = [64], constancy = [1], constant = 64}}
  %i64 = arith.addi %i48, %i16 : index
  return
}

// expected-remark @below {{arg #0: contiguity = [1], divisibility = [16], constancy = [1], constant = none}}
func.func @pointers(%p: !tile.ptr<f32> {tile.divisibility = 16 : i32}) {
  // expected-remark @below {{contiguity = [64], divisibility = [1073741824], constancy = [1], constant = none}}
  %r = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [64], constant = none}}
  %ps = tile.splat %p : !tile.ptr<f32> -> tensor<64x!tile.ptr<f32>>
  // expected-remark @below {{contiguity = [64], divisibility = [16], constancy = [1], constant = none}}
  %a = tile.addptr %ps, %r : tensor<64x!tile.ptr<f32>>, tensor<64xi32>
  // As integers, consecutive floats are 4 apart: no run of bytes.
  // With the runs broken every element is a run start, and only the first
  // of each old run was 16-byte aligned: p + 4 * i is divisible by
  // gcd(16, 4) = 4 (same for the f16 cast below).
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [1], constant = none}}
  %i = tile.ptr_to_int %a : tensor<64x!tile.ptr<f32>> -> tensor<64xi64>
  // Same element size: runs stay.
  // expected-remark @below {{contiguity = [64], divisibility = [16], constancy = [1], constant = none}}
  %j = tile.ptr_cast %a : tensor<64x!tile.ptr<f32>> -> tensor<64x!tile.ptr<i32>>
  // Another element size: runs break.
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [1], constant = none}}
  %h = tile.ptr_cast %a : tensor<64x!tile.ptr<f32>> -> tensor<64x!tile.ptr<f16>>
  // Bytes to bytes: consecutive integers are consecutive byte addresses.
  // expected-remark @below {{contiguity = [64], divisibility = [1073741824], constancy = [1], constant = none}}
  %r64 = arith.extsi %r : tensor<64xi32> to tensor<64xi64>
  // expected-remark @below {{contiguity = [64], divisibility = [1073741824], constancy = [1], constant = none}}
  %k = tile.int_to_ptr %r64 : tensor<64xi64> -> tensor<64x!tile.ptr<i8>>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
  %w = tile.int_to_ptr %r64 : tensor<64xi64> -> tensor<64x!tile.ptr<f32>>
  // A pointer never carries a known value (int_to_ptr drops it), so
  // converting back does not recover it; the divisibility survives.
  // expected-remark @below {{contiguity = [1], divisibility = [256], constancy = [1], constant = 256}}
  %c256 = arith.constant 256 : i64
  // expected-remark @below {{contiguity = [1], divisibility = [256], constancy = [1], constant = none}}
  %q = tile.int_to_ptr %c256 : i64 -> !tile.ptr<f32>
  // expected-remark @below {{contiguity = [1], divisibility = [256], constancy = [1], constant = none}}
  %qi = tile.ptr_to_int %q : !tile.ptr<f32> -> i64
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [1], constant = none}}
  %pi = tile.ptr_to_int %p : !tile.ptr<f32> -> i64
  return
}

// test-axis-info on the hints of the language as they appear in tile IR:
// tl.multiple_of, tl.max_contiguous and tl.max_constancy put
// `tile.divisibility`, `tile.contiguity` and `tile.constancy` (one entry
// per dimension) on the operation defining the value; tl.assume(x % 16 ==
// 0) does the same, or sets the argument attribute when x is a kernel
// parameter (as `:16` in a signature does). A hint raises what the
// analysis derived, never lowers it, and holds for every use of the value.
// RUN: %tritonc-opt %s --test-axis-info --verify-diagnostics -o /dev/null

// offs = tl.max_contiguous(tl.multiple_of(pid * BLOCK + tl.arange(0, BLOCK), 16), 16)
// expected-remark @below {{arg #0: contiguity = [1], divisibility = [16], constancy = [1], constant = none}}
// expected-remark @below {{arg #1: contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
func.func @multiple_of_max_contiguous(%x: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %start: i32) {
  // expected-remark @below {{contiguity = [64], divisibility = [1073741824], constancy = [1], constant = none}}
  %r = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [64], constant = none}}
  %ss = tile.splat %start : i32 -> tensor<64xi32>
  // expected-remark @below {{contiguity = [64], divisibility = [16], constancy = [1], constant = none}}
  %offs = arith.addi %ss, %r {tile.contiguity = array<i64: 16>, tile.divisibility = array<i64: 16>} : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [64], constant = none}}
  %xs = tile.splat %x : !tile.ptr<f32> -> tensor<64x!tile.ptr<f32>>
  // expected-remark @below {{contiguity = [64], divisibility = [16], constancy = [1], constant = none}}
  %p = tile.addptr %xs, %offs : tensor<64x!tile.ptr<f32>>, tensor<64xi32>
  return
}

// A hint below what is derived changes nothing.
func.func @no_lowering() {
  // expected-remark @below {{contiguity = [64], divisibility = [1073741824], constancy = [1], constant = none}}
  %r = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1073741824], constancy = [64], constant = 0}}
  %c0 = arith.constant dense<0> : tensor<64xi32>
  // expected-remark @below {{contiguity = [64], divisibility = [1073741824], constancy = [1], constant = none}}
  %a = arith.addi %r, %c0 {tile.contiguity = array<i64: 4>, tile.divisibility = array<i64: 2>} : tensor<64xi32>
  return
}

// tl.max_constancy on a loaded index: every 8 consecutive loads of a
// gather return the same value.
// expected-remark @below {{arg #0: contiguity = [1], divisibility = [16], constancy = [1], constant = none}}
func.func @max_constancy(%idx: !tile.ptr<i32> {tile.divisibility = 16 : i32}) {
  // expected-remark @below {{contiguity = [64], divisibility = [1073741824], constancy = [1], constant = none}}
  %r = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [64], constant = none}}
  %is = tile.splat %idx : !tile.ptr<i32> -> tensor<64x!tile.ptr<i32>>
  // expected-remark @below {{contiguity = [64], divisibility = [16], constancy = [1], constant = none}}
  %ip = tile.addptr %is, %r : tensor<64x!tile.ptr<i32>>, tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [8], constant = none}}
  // expected-remark @below {{vector width = 4}}
  %v = tile.load %ip {tile.constancy = array<i64: 8>} : tensor<64x!tile.ptr<i32>>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
  // expected-remark @below {{vector width = 4}}
  %w = tile.load %ip : tensor<64x!tile.ptr<i32>>
  // A load through one pointer splat over the tensor returns one value: a
  // load has the constancy its pointer, mask and `other` share.
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [64], constant = none}}
  // expected-remark @below {{vector width = 1}}
  %u = tile.load %is : tensor<64x!tile.ptr<i32>>
  return
}

// A hint with fewer entries than dimensions raises the first ones
// (tl.assume(x % 16 == 0) on a 2-D value leaves one entry).
// expected-remark @below {{arg #0: contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
func.func @fewer_entries(%n: i32) {
  // expected-remark @below {{contiguity = [1, 1], divisibility = [1, 1], constancy = [4, 8], constant = none}}
  %sn = tile.splat %n : i32 -> tensor<4x8xi32>
  // expected-remark @below {{contiguity = [1, 1], divisibility = [16, 1], constancy = [4, 8], constant = none}}
  %c = arith.addi %sn, %sn {tile.divisibility = array<i64: 16>} : tensor<4x8xi32>
  return
}

// tl.assume(k % 8 == 0) on k = n * 3: the hint sits on the product.
// expected-remark @below {{arg #0: contiguity = [1], divisibility = [16], constancy = [1], constant = none}}
// expected-remark @below {{arg #1: contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
func.func @assume(%n: i32 {tile.divisibility = 16 : i32}, %m: i32) {
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant = 3}}
  %c3 = arith.constant 3 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [1], constant = none}}
  %k = arith.muli %m, %c3 {tile.divisibility = array<i64: 8>} : i32
  // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [64], constant = none}}
  %sk = tile.splat %k : i32 -> tensor<64xi32>
  return
}

// test-axis-info on the leaves of the axis analysis: function arguments
// (the `tile.divisibility` argument attribute that `:16` in a signature and
// tl.assume(x % 16 == 0) leave), tl.arange (tile.make_range), constants,
// splats and program ids. A scalar counts as one dimension; zero is
// divisible by every power of two (the analysis caps it at 2^30).
// RUN: %tritonc-opt %s --test-axis-info --verify-diagnostics -o /dev/null

// Pointer arguments are divisible by their hint in bytes; other arguments
// know nothing; float values are not described.
// expected-remark @below {{arg #0: contiguity = [1], divisibility = [16], constancy = [1], constant = none}}
// expected-remark @below {{arg #1: contiguity = [1], divisibility = [8], constancy = [1], constant = none}}
// expected-remark @below {{arg #2: contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
func.func @arguments(%p: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %n: i32 {tile.divisibility = 8 : i32}, %m: i64, %x: f32) {
  return
}

// A range [start, end) is one run of end - start consecutive elements whose
// first element is `start`.
func.func @ranges() {
  // expected-remark @below {{contiguity = [128], divisibility = [1073741824], constancy = [1], constant = none}}
  %r0 = tile.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
  // expected-remark @below {{contiguity = [16], divisibility = [16], constancy = [1], constant = none}}
  %r16 = tile.make_range {end = 32 : i32, start = 16 : i32} : tensor<16xi32>
  // expected-remark @below {{contiguity = [16], divisibility = [16], constancy = [1], constant = none}}
  %r48 = tile.make_range {end = 64 : i32, start = 48 : i32} : tensor<16xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
  %r1 = tile.make_range {end = 2 : i32, start = 1 : i32} : tensor<1xi32>
  return
}

// Constants: divisibility is the largest power of two dividing the value,
// the value itself is kept (booleans as sign-extended integers), a splat
// tensor is constant over its whole shape.
func.func @constants() {
  // expected-remark @below {{contiguity = [1], divisibility = [1073741824], constancy = [1], constant = 0}}
  %c0 = arith.constant 0 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [1], constant = 12}}
  %c12 = arith.constant 12 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [1], constant = -8}}
  %cm8 = arith.constant -8 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant = 1}}
  %c1 = arith.constant 1 : i64
  // expected-remark @below {{contiguity = [1], divisibility = [64], constancy = [1], constant = 64}}
  %c64 = arith.constant 64 : index
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant = -1}}
  %true = arith.constant true
  // expected-remark @below {{contiguity = [1], divisibility = [1073741824], constancy = [1], constant = 0}}
  %false = arith.constant false
  // expected-remark @below {{contiguity = [1, 1], divisibility = [16, 16], constancy = [4, 8], constant = 48}}
  %s48 = arith.constant dense<48> : tensor<4x8xi32>
  // Weak: a non-splat constant is not described (Triton has no rule for it
  // either; this one is a range: contiguity [4], divisibility [2^30]).
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
  %d = arith.constant dense<[0, 1, 2, 3]> : tensor<4xi32>
  %f = arith.constant 1.0 : f32
  return
}

// A splat is its scalar everywhere: constant over the whole tensor, with
// the scalar's divisibility (in bytes for pointers) and value.
// expected-remark @below {{arg #0: contiguity = [1], divisibility = [16], constancy = [1], constant = none}}
// expected-remark @below {{arg #1: contiguity = [1], divisibility = [8], constancy = [1], constant = none}}
// expected-remark @below {{arg #2: contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
func.func @splats(%p: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %n: i32 {tile.divisibility = 8 : i32}, %m: i32) {
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [1], constant = 4}}
  %c4 = arith.constant 4 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [32], constant = 4}}
  %s4 = tile.splat %c4 : i32 -> tensor<32xi32>
  // expected-remark @below {{contiguity = [1, 1], divisibility = [8, 8], constancy = [16, 32], constant = none}}
  %sn = tile.splat %n : i32 -> tensor<16x32xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [32], constant = none}}
  %sm = tile.splat %m : i32 -> tensor<32xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [64], constant = none}}
  %sp = tile.splat %p : !tile.ptr<f16> -> tensor<64x!tile.ptr<f16>>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant = -1}}
  %b = arith.constant true
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [8], constant = -1}}
  %sb = tile.splat %b : i1 -> tensor<8xi1>
  return
}

// Program ids and counts are uniform values nothing else is known about.
func.func @program_ids() {
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
  %pid = tile.program_id 0 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
  %num = tile.num_programs 2 : i32
  return
}

// Weak: unsound, for hand-written IR only (the frontend inlines helpers,
// so kernels take scalars): a tensor argument is taken as uniform, constant
// over its whole shape, although nothing is known about it (Triton: [1]).
// expected-remark @below {{arg #0: contiguity = [1], divisibility = [1], constancy = [8], constant = none}}
func.func @tensor_argument(%t: tensor<8xi32>) {
  return
}

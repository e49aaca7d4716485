// test-axis-info on integer division and remainder (`//` and `%` of the
// language: arith.divsi/divui/remsi/remui). The analysis has no rule for
// them: every result is unknown.
// RUN: %tritonc-opt %s --test-axis-info --verify-diagnostics -o /dev/null

// expected-remark @below {{arg #0: contiguity = [1], divisibility = [16], constancy = [1], constant = none}}
func.func @div(%n: i32 {tile.divisibility = 16 : i32}) {
  // expected-remark @below {{contiguity = [64], divisibility = [1073741824], constancy = [1], constant = none}}
  %r = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [64], constant = 4}}
  %c4 = arith.constant dense<4> : tensor<64xi32>
  // Weak: x // 4 of an aligned run is constant over runs of 4; Triton
  // infers constancy [4] (gcd of the run, its alignment and the divisor).
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
  %a = arith.divsi %r, %c4 : tensor<64xi32>
  // Weak: as above, unsigned; Triton: constancy [4].
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
  %b = arith.divui %r, %c4 : tensor<64xi32>
  // Weak: x // 1 is x; Triton keeps x's contiguity [64] (its divisibility
  // and constancy too).
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [64], constant = 1}}
  %c1 = arith.constant dense<1> : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
  %c = arith.divsi %r, %c1 : tensor<64xi32>
  // Weak: n // 4 for n divisible by 16 is divisible by 4 (Triton: [4]).
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [1], constant = 4}}
  %c4s = arith.constant 4 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
  %d = arith.divsi %n, %c4s : i32
  // Weak: constants do not fold (Triton: 64 // 4 = 16, divisibility [16]).
  // expected-remark @below {{contiguity = [1], divisibility = [64], constancy = [64], constant = 64}}
  %c64 = arith.constant dense<64> : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
  %e = arith.divsi %c64, %c4 : tensor<64xi32>
  return
}

// expected-remark @below {{arg #0: contiguity = [1], divisibility = [16], constancy = [1], constant = none}}
func.func @rem(%n: i32 {tile.divisibility = 16 : i32}) {
  // expected-remark @below {{contiguity = [64], divisibility = [1073741824], constancy = [1], constant = none}}
  %r = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [64], constant = 8}}
  %c8 = arith.constant dense<8> : tensor<64xi32>
  // Weak: x % 8 of an aligned run keeps runs of 8 starting at 0; Triton
  // infers contiguity [8], divisibility [8] (`offs % N` with a
  // power-of-two N then still loads 16-byte vectors).
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
  %a = arith.remsi %r, %c8 : tensor<64xi32>
  // Weak: as above, unsigned.
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
  %b = arith.remui %r, %c8 : tensor<64xi32>
  // Weak: x % 1 is 0 everywhere; Triton: constancy [64], constant 0.
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [64], constant = 1}}
  %c1 = arith.constant dense<1> : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
  %c = arith.remsi %r, %c1 : tensor<64xi32>
  // Weak: n % 32 keeps what n and 32 share (Triton: divisibility [16]).
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [64], constant = none}}
  %sn = tile.splat %n : i32 -> tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [32], constancy = [64], constant = 32}}
  %c32 = arith.constant dense<32> : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
  %d = arith.remui %sn, %c32 : tensor<64xi32>
  return
}

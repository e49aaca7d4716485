// test-axis-info on integer division and remainder (`//` and `%` of the
// language: arith.divsi/divui/remsi/remui). An aligned run of a
// non-negative dividend splits into pieces inside one block [q * m,
// (q + 1) * m) of the divisor m: the piece length divides the run, its
// start and m. Over a piece x // m is constant and x % m contiguous.
// Signed division assumes the dividend non-negative, as Triton does (see
// @signed_unknown_sign).
// RUN: %tritonc-opt %s --test-axis-info --verify-diagnostics -o /dev/null

// expected-remark @below {{arg #0: contiguity = [1], divisibility = [16], constancy = [1], constant = none}}
func.func @div(%n: i32 {tile.divisibility = 16 : i32}) {
  // expected-remark @below {{contiguity = [64], divisibility = [1073741824], constancy = [1], constant = none}}
  %r = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [64], constant = 4}}
  %c4 = arith.constant dense<4> : tensor<64xi32>
  // x // 4 of a run aligned to 2^30: constant over pieces of 4.
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [4], constant = none}}
  %a = arith.divsi %r, %c4 : tensor<64xi32>
  // As above, unsigned.
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [4], constant = none}}
  %b = arith.divui %r, %c4 : tensor<64xi32>
  // x // 1 is x.
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [64], constant = 1}}
  %c1 = arith.constant dense<1> : tensor<64xi32>
  // expected-remark @below {{contiguity = [64], divisibility = [1073741824], constancy = [1], constant = none}}
  %c = arith.divsi %r, %c1 : tensor<64xi32>
  // n // 4 for n divisible by 16 is exact, and divisible by 4.
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [1], constant = 4}}
  %c4s = arith.constant 4 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [1], constant = none}}
  %d = arith.divsi %n, %c4s : i32
  // Constants fold: 64 // 4 = 16, divisibility [16].
  // expected-remark @below {{contiguity = [1], divisibility = [64], constancy = [64], constant = 64}}
  %c64 = arith.constant dense<64> : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [64], constant = 16}}
  %e = arith.divsi %c64, %c4 : tensor<64xi32>
  return
}

// expected-remark @below {{arg #0: contiguity = [1], divisibility = [16], constancy = [1], constant = none}}
func.func @rem(%n: i32 {tile.divisibility = 16 : i32}) {
  // expected-remark @below {{contiguity = [64], divisibility = [1073741824], constancy = [1], constant = none}}
  %r = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [64], constant = 8}}
  %c8 = arith.constant dense<8> : tensor<64xi32>
  // x % 8 of an aligned run keeps runs of 8 starting at 0: contiguity
  // [8], divisibility [8] (`offs % N` then still loads 16-byte vectors).
  // expected-remark @below {{contiguity = [8], divisibility = [8], constancy = [1], constant = none}}
  %a = arith.remsi %r, %c8 : tensor<64xi32>
  // As above, unsigned.
  // expected-remark @below {{contiguity = [8], divisibility = [8], constancy = [1], constant = none}}
  %b = arith.remui %r, %c8 : tensor<64xi32>
  // x % 1 is 0 everywhere.
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [64], constant = 1}}
  %c1 = arith.constant dense<1> : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1073741824], constancy = [64], constant = 0}}
  %c = arith.remsi %r, %c1 : tensor<64xi32>
  // n % 32 keeps what n and 32 share: divisibility [16].
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [64], constant = none}}
  %sn = tile.splat %n : i32 -> tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [32], constancy = [64], constant = 32}}
  %c32 = arith.constant dense<32> : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [64], constant = none}}
  %d = arith.remui %sn, %c32 : tensor<64xi32>
  return
}

// Triton's matmul tutorial wraps its row offsets around the matrix:
// `(pid * 128 + tl.arange(0, 128)) % M` with M divisible by 16 keeps runs
// of 16 (each inside one block of M), so the loads stay vectorized.
// expected-remark @below {{arg #0: contiguity = [1], divisibility = [16], constancy = [1], constant = none}}
func.func @wrap_around(%M: i32 {tile.divisibility = 16 : i32}) {
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
  %pid = tile.program_id 0 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [128], constancy = [1], constant = 128}}
  %c128 = arith.constant 128 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [128], constancy = [1], constant = none}}
  %base = arith.muli %pid, %c128 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [128], constancy = [128], constant = none}}
  %sb = tile.splat %base : i32 -> tensor<128xi32>
  // expected-remark @below {{contiguity = [128], divisibility = [1073741824], constancy = [1], constant = none}}
  %r = tile.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
  // expected-remark @below {{contiguity = [128], divisibility = [128], constancy = [1], constant = none}}
  %offs = arith.addi %sb, %r : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [128], constant = none}}
  %sm = tile.splat %M : i32 -> tensor<128xi32>
  // expected-remark @below {{contiguity = [16], divisibility = [16], constancy = [1], constant = none}}
  %wrapped = arith.remsi %offs, %sm : tensor<128xi32>
  return
}

// A dividend of unknown sign (n + range): signed remainders and quotients
// get the same facts as unsigned ones. This is the language's assumption,
// shared with Triton, that offsets are non-negative: below zero truncating
// division moves the block edges off the multiples of the divisor (-4 % 4
// = 0, -3 % 4 = -3), and a kernel that wraps negative offsets this way is
// compiled as Triton compiles it. `x & 3` is the remainder in two's
// complement for either sign.
// expected-remark @below {{arg #0: contiguity = [1], divisibility = [16], constancy = [1], constant = none}}
func.func @signed_unknown_sign(%n: i32 {tile.divisibility = 16 : i32}) {
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [64], constant = none}}
  %sn = tile.splat %n : i32 -> tensor<64xi32>
  // expected-remark @below {{contiguity = [64], divisibility = [1073741824], constancy = [1], constant = none}}
  %r = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  // expected-remark @below {{contiguity = [64], divisibility = [16], constancy = [1], constant = none}}
  %x = arith.addi %sn, %r : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [64], constant = 4}}
  %c4 = arith.constant dense<4> : tensor<64xi32>
  // expected-remark @below {{contiguity = [4], divisibility = [4], constancy = [1], constant = none}}
  %a = arith.remsi %x, %c4 : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [4], constant = none}}
  %b = arith.divsi %x, %c4 : tensor<64xi32>
  // expected-remark @below {{contiguity = [4], divisibility = [4], constancy = [1], constant = none}}
  %c = arith.remui %x, %c4 : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [4], constant = none}}
  %d = arith.divui %x, %c4 : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [64], constant = 3}}
  %c3 = arith.constant dense<3> : tensor<64xi32>
  // expected-remark @below {{contiguity = [4], divisibility = [4], constancy = [1], constant = none}}
  %e = arith.andi %x, %c3 : tensor<64xi32>
  return
}

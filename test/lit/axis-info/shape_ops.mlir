// test-axis-info on shape operations: tile.expand_dims (x[:, None]),
// tile.broadcast, and those with no rule (tile.reshape, tile.trans,
// tile.join, tile.cat), and on the 2-D offsets `rows[:, None] * stride +
// cols[None, :]` they build.
// RUN: %tritonc-opt %s --test-axis-info --verify-diagnostics -o /dev/null

// expand_dims adds a dimension of one element: no run along it, and every
// element divisible by what all the source's run starts share (a
// dimension with runs only promises that of its first element).
// expected-remark @below {{arg #0: contiguity = [1], divisibility = [16], constancy = [1], constant = none}}
func.func @expand_dims(%n: i32 {tile.divisibility = 16 : i32}) {
  // expected-remark @below {{contiguity = [32], divisibility = [1073741824], constancy = [1], constant = none}}
  %r = tile.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
  // expected-remark @below {{contiguity = [32, 1], divisibility = [1073741824, 1], constancy = [1, 1], constant = none}}
  %rows = tile.expand_dims %r {axis = 1 : i32} : tensor<32xi32> -> tensor<32x1xi32>
  // expected-remark @below {{contiguity = [1, 32], divisibility = [1, 1073741824], constancy = [1, 1], constant = none}}
  %cols = tile.expand_dims %r {axis = 0 : i32} : tensor<32xi32> -> tensor<1x32xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [32], constant = none}}
  %sn = tile.splat %n : i32 -> tensor<32xi32>
  // expected-remark @below {{contiguity = [1, 1], divisibility = [16, 16], constancy = [32, 1], constant = none}}
  %e = tile.expand_dims %sn {axis = 1 : i32} : tensor<32xi32> -> tensor<32x1xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [32], constant = 24}}
  %c24 = arith.constant dense<24> : tensor<32xi32>
  // expected-remark @below {{contiguity = [1, 1], divisibility = [8, 8], constancy = [1, 32], constant = 24}}
  %f = tile.expand_dims %c24 {axis = 0 : i32} : tensor<32xi32> -> tensor<1x32xi32>
  // expected-remark @below {{contiguity = [1, 32, 1], divisibility = [1, 1073741824, 1], constancy = [1, 1, 1], constant = none}}
  %g = tile.expand_dims %rows {axis = 0 : i32} : tensor<32x1xi32> -> tensor<1x32x1xi32>
  return
}

// Along a broadcast dimension the value repeats: no run, constant over the
// whole dimension, the source's divisibility.
// expected-remark @below {{arg #0: contiguity = [1], divisibility = [16], constancy = [1], constant = none}}
func.func @broadcast(%n: i32 {tile.divisibility = 16 : i32}) {
  // expected-remark @below {{contiguity = [32], divisibility = [1073741824], constancy = [1], constant = none}}
  %r = tile.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
  // expected-remark @below {{contiguity = [32, 1], divisibility = [1073741824, 1], constancy = [1, 1], constant = none}}
  %rows = tile.expand_dims %r {axis = 1 : i32} : tensor<32xi32> -> tensor<32x1xi32>
  // expected-remark @below {{contiguity = [1, 32], divisibility = [1, 1073741824], constancy = [1, 1], constant = none}}
  %cols = tile.expand_dims %r {axis = 0 : i32} : tensor<32xi32> -> tensor<1x32xi32>
  // expected-remark @below {{contiguity = [32, 1], divisibility = [1073741824, 1], constancy = [1, 64], constant = none}}
  %rb = tile.broadcast %rows : tensor<32x1xi32> -> tensor<32x64xi32>
  // expected-remark @below {{contiguity = [1, 32], divisibility = [1, 1073741824], constancy = [16, 1], constant = none}}
  %cb = tile.broadcast %cols : tensor<1x32xi32> -> tensor<16x32xi32>
  // expected-remark @below {{contiguity = [1, 1], divisibility = [8, 8], constancy = [1, 32], constant = 8}}
  %c8 = arith.constant dense<8> : tensor<1x32xi32>
  // expected-remark @below {{contiguity = [1, 1], divisibility = [8, 8], constancy = [4, 32], constant = 8}}
  %kb = tile.broadcast %c8 : tensor<1x32xi32> -> tensor<4x32xi32>
  return
}

// x + rows[:, None] * stride + cols[None, :]: along the columns, runs of
// 32 whose starts are aligned as far as the stride is.
// expected-remark @below {{arg #0: contiguity = [1], divisibility = [16], constancy = [1], constant = none}}
// expected-remark @below {{arg #1: contiguity = [1], divisibility = [16], constancy = [1], constant = none}}
func.func @offsets_2d(%x: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %stride: i32 {tile.divisibility = 16 : i32}) {
  // expected-remark @below {{contiguity = [32], divisibility = [1073741824], constancy = [1], constant = none}}
  %r = tile.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
  // expected-remark @below {{contiguity = [32, 1], divisibility = [1073741824, 1], constancy = [1, 1], constant = none}}
  %rows = tile.expand_dims %r {axis = 1 : i32} : tensor<32xi32> -> tensor<32x1xi32>
  // expected-remark @below {{contiguity = [1, 1], divisibility = [16, 16], constancy = [32, 1], constant = none}}
  %ss = tile.splat %stride : i32 -> tensor<32x1xi32>
  // 0, s, 2s, ... are divisible by 16, the stride's hint (the range's 2^30
  // held only at its run's start): [16, 16].
  // expected-remark @below {{contiguity = [1, 1], divisibility = [16, 16], constancy = [1, 1], constant = none}}
  %ro = arith.muli %rows, %ss : tensor<32x1xi32>
  // expected-remark @below {{contiguity = [1, 32], divisibility = [1, 1073741824], constancy = [1, 1], constant = none}}
  %cols = tile.expand_dims %r {axis = 0 : i32} : tensor<32xi32> -> tensor<1x32xi32>
  // expected-remark @below {{contiguity = [1, 1], divisibility = [16, 16], constancy = [1, 32], constant = none}}
  %rb = tile.broadcast %ro : tensor<32x1xi32> -> tensor<32x32xi32>
  // expected-remark @below {{contiguity = [1, 32], divisibility = [1, 1073741824], constancy = [32, 1], constant = none}}
  %cb = tile.broadcast %cols : tensor<1x32xi32> -> tensor<32x32xi32>
  // expected-remark @below {{contiguity = [1, 32], divisibility = [1, 16], constancy = [1, 1], constant = none}}
  %o = arith.addi %rb, %cb : tensor<32x32xi32>
  // expected-remark @below {{contiguity = [1, 1], divisibility = [16, 16], constancy = [32, 32], constant = none}}
  %xs = tile.splat %x : !tile.ptr<f16> -> tensor<32x32x!tile.ptr<f16>>
  // expected-remark @below {{contiguity = [1, 32], divisibility = [2, 16], constancy = [1, 1], constant = none}}
  %p = tile.addptr %xs, %o : tensor<32x32x!tile.ptr<f16>>, tensor<32x32xi32>
  return
}

// Reshapes keep the row-major order: runs and constant blocks of the
// source's last dimension become blocks of gcd(run, last dimension) in the
// result's last dimension, a block starting inside a source run divisible
// by what its offset keeps; other dimensions have no runs and the
// elements' common divisibility. A splat stays a splat. With
// allow_reorder (tl.view) only that and the elements' divisibility hold.
// Transpositions permute the facts. Joins and concatenations are unknown.
// expected-remark @below {{arg #0: contiguity = [1], divisibility = [16], constancy = [1], constant = none}}
func.func @shapes(%n: i32 {tile.divisibility = 16 : i32}) {
  // expected-remark @below {{contiguity = [64], divisibility = [1073741824], constancy = [1], constant = none}}
  %r = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  // expected-remark @below {{contiguity = [1, 16], divisibility = [1, 16], constancy = [1, 1], constant = none}}
  %a = tile.reshape %r : tensor<64xi32> -> tensor<4x16xi32>
  // One run of 64 as two rows of 32 and back: runs of 32, then 64 again
  // would need more than the rows promise (32).
  // expected-remark @below {{contiguity = [1, 32], divisibility = [1, 32], constancy = [1, 1], constant = none}}
  %a2 = tile.reshape %r : tensor<64xi32> -> tensor<2x32xi32>
  // expected-remark @below {{contiguity = [32], divisibility = [32], constancy = [1], constant = none}}
  %a3 = tile.reshape %a2 : tensor<2x32xi32> -> tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [64], constant = none}}
  %sn = tile.splat %n : i32 -> tensor<64xi32>
  // expected-remark @below {{contiguity = [1, 1], divisibility = [16, 16], constancy = [4, 16], constant = none}}
  %b = tile.reshape %sn : tensor<64xi32> -> tensor<4x16xi32>
  // Blocks of 8 equal values (i // 8) in rows of 16: constancy 8.
  // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [64], constant = 8}}
  %c8 = arith.constant dense<8> : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [8], constant = none}}
  %q = arith.divsi %r, %c8 : tensor<64xi32>
  // expected-remark @below {{contiguity = [1, 1], divisibility = [1, 1], constancy = [1, 8], constant = none}}
  %qr = tile.reshape %q : tensor<64xi32> -> tensor<4x16xi32>
  // allow_reorder: the order is the compiler's, no runs are kept.
  // expected-remark @below {{contiguity = [1, 1], divisibility = [1, 1], constancy = [1, 1], constant = none}}
  %v = tile.reshape %r {allow_reorder} : tensor<64xi32> -> tensor<4x16xi32>
  // expected-remark @below {{contiguity = [16, 1], divisibility = [16, 1], constancy = [1, 1], constant = none}}
  %t = tile.trans %a {order = array<i32: 1, 0>} : tensor<4x16xi32> -> tensor<16x4xi32>
  // expected-remark @below {{contiguity = [1, 1], divisibility = [1, 1], constancy = [1, 1], constant = none}}
  %d = tile.join %r, %r : tensor<64xi32> -> tensor<64x2xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
  %e = tile.cat %r, %r : tensor<64xi32> -> tensor<128xi32>
  return
}

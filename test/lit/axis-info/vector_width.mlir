// test-axis-info on what tritonc-annotate-access-widths records: for each
// load and store of a tensor of pointers, the widest vector along the last
// dimension that contiguity and alignment allow (at most 16 bytes, a power
// of two), and for a masked one whether the mask is constant over each
// such vector. Accesses through one scalar pointer get neither.
// RUN: %tritonc-opt %s --test-axis-info --verify-diagnostics -o /dev/null

// 16 bytes of each element type from a 16-byte aligned base; booleans take
// a byte each.
// expected-remark @below {{arg #0: contiguity = [1], divisibility = [16], constancy = [1], constant = none}}
// expected-remark @below {{arg #1: contiguity = [1], divisibility = [16], constancy = [1], constant = none}}
// expected-remark @below {{arg #2: contiguity = [1], divisibility = [16], constancy = [1], constant = none}}
// expected-remark @below {{arg #3: contiguity = [1], divisibility = [16], constancy = [1], constant = none}}
// expected-remark @below {{arg #4: contiguity = [1], divisibility = [16], constancy = [1], constant = none}}
func.func @element_types(%f32: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %f16: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %i8: !tile.ptr<i8> {tile.divisibility = 16 : i32}, %f64: !tile.ptr<f64> {tile.divisibility = 16 : i32}, %i1: !tile.ptr<i1> {tile.divisibility = 16 : i32}) {
  // expected-remark @below {{contiguity = [64], divisibility = [1073741824], constancy = [1], constant = none}}
  %r = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [64], constant = none}}
  %s32 = tile.splat %f32 : !tile.ptr<f32> -> tensor<64x!tile.ptr<f32>>
  // expected-remark @below {{contiguity = [64], divisibility = [16], constancy = [1], constant = none}}
  %p32 = tile.addptr %s32, %r : tensor<64x!tile.ptr<f32>>, tensor<64xi32>
  // expected-remark @below {{vector width = 4}}
  %v32 = tile.load %p32 : tensor<64x!tile.ptr<f32>>
  // expected-remark @below {{vector width = 4}}
  tile.store %p32, %v32 : tensor<64x!tile.ptr<f32>>
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [64], constant = none}}
  %s16 = tile.splat %f16 : !tile.ptr<f16> -> tensor<64x!tile.ptr<f16>>
  // expected-remark @below {{contiguity = [64], divisibility = [16], constancy = [1], constant = none}}
  %p16 = tile.addptr %s16, %r : tensor<64x!tile.ptr<f16>>, tensor<64xi32>
  // expected-remark @below {{vector width = 8}}
  %v16 = tile.load %p16 : tensor<64x!tile.ptr<f16>>
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [64], constant = none}}
  %s8 = tile.splat %i8 : !tile.ptr<i8> -> tensor<64x!tile.ptr<i8>>
  // expected-remark @below {{contiguity = [64], divisibility = [16], constancy = [1], constant = none}}
  %p8 = tile.addptr %s8, %r : tensor<64x!tile.ptr<i8>>, tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
  // expected-remark @below {{vector width = 16}}
  %v8 = tile.load %p8 : tensor<64x!tile.ptr<i8>>
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [64], constant = none}}
  %s64 = tile.splat %f64 : !tile.ptr<f64> -> tensor<64x!tile.ptr<f64>>
  // expected-remark @below {{contiguity = [64], divisibility = [16], constancy = [1], constant = none}}
  %p64 = tile.addptr %s64, %r : tensor<64x!tile.ptr<f64>>, tensor<64xi32>
  // expected-remark @below {{vector width = 2}}
  %v64 = tile.load %p64 : tensor<64x!tile.ptr<f64>>
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [64], constant = none}}
  %s1 = tile.splat %i1 : !tile.ptr<i1> -> tensor<64x!tile.ptr<i1>>
  // expected-remark @below {{contiguity = [64], divisibility = [16], constancy = [1], constant = none}}
  %p1 = tile.addptr %s1, %r : tensor<64x!tile.ptr<i1>>, tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
  // expected-remark @below {{vector width = 16}}
  %v1 = tile.load %p1 : tensor<64x!tile.ptr<i1>>
  %one = tile.load %f32 : !tile.ptr<f32>
  tile.store %f32, %one : !tile.ptr<f32>
  return
}

// The width is limited by the base's alignment, by the run, and rounded
// down to a power of two.
// expected-remark @below {{arg #0: contiguity = [1], divisibility = [8], constancy = [1], constant = none}}
// expected-remark @below {{arg #1: contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
// expected-remark @below {{arg #2: contiguity = [1], divisibility = [16], constancy = [1], constant = none}}
func.func @limits(%a8: !tile.ptr<f32> {tile.divisibility = 8 : i32}, %a1: !tile.ptr<f32>, %b: !tile.ptr<i8> {tile.divisibility = 16 : i32}) {
  // expected-remark @below {{contiguity = [64], divisibility = [1073741824], constancy = [1], constant = none}}
  %r = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [64], constant = none}}
  %s8 = tile.splat %a8 : !tile.ptr<f32> -> tensor<64x!tile.ptr<f32>>
  // expected-remark @below {{contiguity = [64], divisibility = [8], constancy = [1], constant = none}}
  %p8 = tile.addptr %s8, %r : tensor<64x!tile.ptr<f32>>, tensor<64xi32>
  // expected-remark @below {{vector width = 2}}
  %v8 = tile.load %p8 : tensor<64x!tile.ptr<f32>>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [64], constant = none}}
  %s1 = tile.splat %a1 : !tile.ptr<f32> -> tensor<64x!tile.ptr<f32>>
  // expected-remark @below {{contiguity = [64], divisibility = [1], constancy = [1], constant = none}}
  %p1 = tile.addptr %s1, %r : tensor<64x!tile.ptr<f32>>, tensor<64xi32>
  // expected-remark @below {{vector width = 1}}
  %v1 = tile.load %p1 : tensor<64x!tile.ptr<f32>>
  // expected-remark @below {{contiguity = [2], divisibility = [1073741824], constancy = [1], constant = none}}
  %r2 = tile.make_range {end = 2 : i32, start = 0 : i32} : tensor<2xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [2], constant = none}}
  %s2 = tile.splat %a8 : !tile.ptr<f32> -> tensor<2x!tile.ptr<f32>>
  // expected-remark @below {{contiguity = [2], divisibility = [8], constancy = [1], constant = none}}
  %p2 = tile.addptr %s2, %r2 : tensor<2x!tile.ptr<f32>>, tensor<2xi32>
  // expected-remark @below {{vector width = 2}}
  %v2 = tile.load %p2 : tensor<2x!tile.ptr<f32>>
  // expected-remark @below {{contiguity = [1], divisibility = [2], constancy = [64], constant = 2}}
  %c2 = arith.constant dense<2> : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [2], constancy = [1], constant = none}}
  %o2 = arith.muli %r, %c2 : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [64], constant = none}}
  %s32 = tile.splat %a8 : !tile.ptr<f32> -> tensor<64x!tile.ptr<f32>>
  // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [1], constant = none}}
  %ps = tile.addptr %s32, %o2 : tensor<64x!tile.ptr<f32>>, tensor<64xi32>
  // expected-remark @below {{vector width = 1}}
  %vs = tile.load %ps : tensor<64x!tile.ptr<f32>>
  // tl.max_contiguous(tl.multiple_of(p, 16), 12) on bytes at offsets the
  // analysis knows nothing about: runs of 12 allow vectors of 8.
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
  %k = arith.muli %r, %r : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [64], constant = none}}
  %sb = tile.splat %b : !tile.ptr<i8> -> tensor<64x!tile.ptr<i8>>
  // expected-remark @below {{contiguity = [12], divisibility = [16], constancy = [1], constant = none}}
  %pb = tile.addptr %sb, %k {tile.contiguity = array<i64: 12>, tile.divisibility = array<i64: 16>} : tensor<64x!tile.ptr<i8>>, tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
  // expected-remark @below {{vector width = 8}}
  %vb = tile.load %pb : tensor<64x!tile.ptr<i8>>
  return
}

// `offs < n` is constant over each vector of 4 when n is divisible by 16,
// by 4, not by 2 (the width stays 4: the lowering then predicates element
// by element); a splat mask always is, and so is any mask over vectors of
// one element.
// expected-remark @below {{arg #0: contiguity = [1], divisibility = [16], constancy = [1], constant = none}}
// expected-remark @below {{arg #1: contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
// expected-remark @below {{arg #2: contiguity = [1], divisibility = [16], constancy = [1], constant = none}}
// expected-remark @below {{arg #3: contiguity = [1], divisibility = [4], constancy = [1], constant = none}}
// expected-remark @below {{arg #4: contiguity = [1], divisibility = [2], constancy = [1], constant = none}}
// expected-remark @below {{arg #5: contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
func.func @masks(%x: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %u: !tile.ptr<f32>, %n16: i32 {tile.divisibility = 16 : i32}, %n4: i32 {tile.divisibility = 4 : i32}, %n2: i32 {tile.divisibility = 2 : i32}, %b: i1) {
  // expected-remark @below {{contiguity = [64], divisibility = [1073741824], constancy = [1], constant = none}}
  %r = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [64], constant = none}}
  %xs = tile.splat %x : !tile.ptr<f32> -> tensor<64x!tile.ptr<f32>>
  // expected-remark @below {{contiguity = [64], divisibility = [16], constancy = [1], constant = none}}
  %xp = tile.addptr %xs, %r : tensor<64x!tile.ptr<f32>>, tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [64], constant = none}}
  %s16 = tile.splat %n16 : i32 -> tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [16], constant = none}}
  %m16 = arith.cmpi slt, %r, %s16 : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [64], constant = none}}
  %s4 = tile.splat %n4 : i32 -> tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [4], constant = none}}
  %m4 = arith.cmpi slt, %r, %s4 : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [2], constancy = [64], constant = none}}
  %s2 = tile.splat %n2 : i32 -> tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [2], constant = none}}
  %m2 = arith.cmpi slt, %r, %s2 : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [64], constant = none}}
  %mb = tile.splat %b : i1 -> tensor<64xi1>
  // expected-remark @below {{vector width = 4, mask uniform = true}}
  %a = tile.load %xp mask %m16 : tensor<64x!tile.ptr<f32>>
  // expected-remark @below {{vector width = 4, mask uniform = true}}
  %c = tile.load %xp mask %m4 : tensor<64x!tile.ptr<f32>>
  // expected-remark @below {{vector width = 4, mask uniform = false}}
  tile.store %xp, %a mask %m2 : tensor<64x!tile.ptr<f32>>
  // expected-remark @below {{vector width = 4, mask uniform = true}}
  tile.store %xp, %c mask %mb : tensor<64x!tile.ptr<f32>>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [64], constant = none}}
  %us = tile.splat %u : !tile.ptr<f32> -> tensor<64x!tile.ptr<f32>>
  // expected-remark @below {{contiguity = [64], divisibility = [1], constancy = [1], constant = none}}
  %up = tile.addptr %us, %r : tensor<64x!tile.ptr<f32>>, tensor<64xi32>
  // expected-remark @below {{vector width = 1, mask uniform = true}}
  %d = tile.load %up mask %m2 : tensor<64x!tile.ptr<f32>>
  return
}

// A 2-D block `x + rows[:, None] * stride + cols[None, :]` with a mask on
// the rows only: vectors along the columns, 8 halves when the stride keeps
// rows 16-byte aligned, the row mask constant along them.
// expected-remark @below {{arg #0: contiguity = [1], divisibility = [16], constancy = [1], constant = none}}
// expected-remark @below {{arg #1: contiguity = [1], divisibility = [16], constancy = [1], constant = none}}
// expected-remark @below {{arg #2: contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
func.func @rows(%x: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %stride: i32 {tile.divisibility = 16 : i32}, %m: i32) {
  // expected-remark @below {{contiguity = [32], divisibility = [1073741824], constancy = [1], constant = none}}
  %r = tile.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
  // expected-remark @below {{contiguity = [32, 1], divisibility = [1073741824, 1], constancy = [1, 1], constant = none}}
  %rows = tile.expand_dims %r {axis = 1 : i32} : tensor<32xi32> -> tensor<32x1xi32>
  // expected-remark @below {{contiguity = [1, 1], divisibility = [16, 16], constancy = [32, 1], constant = none}}
  %ss = tile.splat %stride : i32 -> tensor<32x1xi32>
  // Rows times a stride divisible by 16: [16, 16] (see add_sub_mul.mlir).
  // expected-remark @below {{contiguity = [1, 1], divisibility = [16, 16], constancy = [1, 1], constant = none}}
  %ro = arith.muli %rows, %ss : tensor<32x1xi32>
  // expected-remark @below {{contiguity = [1, 1], divisibility = [16, 16], constancy = [32, 1], constant = none}}
  %xs = tile.splat %x : !tile.ptr<f16> -> tensor<32x1x!tile.ptr<f16>>
  // expected-remark @below {{contiguity = [1, 1], divisibility = [16, 16], constancy = [1, 1], constant = none}}
  %xr = tile.addptr %xs, %ro : tensor<32x1x!tile.ptr<f16>>, tensor<32x1xi32>
  // expected-remark @below {{contiguity = [1, 32], divisibility = [1, 1073741824], constancy = [1, 1], constant = none}}
  %cols = tile.expand_dims %r {axis = 0 : i32} : tensor<32xi32> -> tensor<1x32xi32>
  // expected-remark @below {{contiguity = [1, 1], divisibility = [16, 16], constancy = [1, 32], constant = none}}
  %xb = tile.broadcast %xr : tensor<32x1x!tile.ptr<f16>> -> tensor<32x32x!tile.ptr<f16>>
  // expected-remark @below {{contiguity = [1, 32], divisibility = [1, 1073741824], constancy = [32, 1], constant = none}}
  %cb = tile.broadcast %cols : tensor<1x32xi32> -> tensor<32x32xi32>
  // expected-remark @below {{contiguity = [1, 32], divisibility = [2, 16], constancy = [1, 1], constant = none}}
  %xp = tile.addptr %xb, %cb : tensor<32x32x!tile.ptr<f16>>, tensor<32x32xi32>
  // expected-remark @below {{contiguity = [1, 1], divisibility = [1, 1], constancy = [32, 1], constant = none}}
  %sm = tile.splat %m : i32 -> tensor<32x1xi32>
  // expected-remark @below {{contiguity = [1, 1], divisibility = [1, 1], constancy = [1, 1], constant = none}}
  %rm = arith.cmpi slt, %rows, %sm : tensor<32x1xi32>
  // expected-remark @below {{contiguity = [1, 1], divisibility = [1, 1], constancy = [1, 32], constant = none}}
  %mask = tile.broadcast %rm : tensor<32x1xi1> -> tensor<32x32xi1>
  // expected-remark @below {{vector width = 8, mask uniform = true}}
  %v = tile.load %xp mask %mask : tensor<32x32x!tile.ptr<f16>>
  return
}

// The same block with the row offsets multiplied before the expansion,
// `(tl.arange(0, 32) * stride)[:, None]`, and a stride of unknown
// alignment: row i starts at x + 2 * i * stride bytes, so the load gets no
// vectors, as when the product comes after the expansion (@rows_unaligned).
// (The range's divisibility once leaked into the product here and gave
// vectors of 8 halves: a misaligned access for an odd stride on the GPU.)
// expected-remark @below {{arg #0: contiguity = [1], divisibility = [16], constancy = [1], constant = none}}
// expected-remark @below {{arg #1: contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
func.func @rows_multiplied_first(%x: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %stride: i32) {
  // expected-remark @below {{contiguity = [32], divisibility = [1073741824], constancy = [1], constant = none}}
  %r = tile.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [32], constant = none}}
  %ss = tile.splat %stride : i32 -> tensor<32xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
  %ro = arith.muli %r, %ss : tensor<32xi32>
  // expected-remark @below {{contiguity = [1, 1], divisibility = [1, 1], constancy = [1, 1], constant = none}}
  %rows = tile.expand_dims %ro {axis = 1 : i32} : tensor<32xi32> -> tensor<32x1xi32>
  // expected-remark @below {{contiguity = [1, 32], divisibility = [1, 1073741824], constancy = [1, 1], constant = none}}
  %cols = tile.expand_dims %r {axis = 0 : i32} : tensor<32xi32> -> tensor<1x32xi32>
  // expected-remark @below {{contiguity = [1, 1], divisibility = [1, 1], constancy = [1, 32], constant = none}}
  %rb = tile.broadcast %rows : tensor<32x1xi32> -> tensor<32x32xi32>
  // expected-remark @below {{contiguity = [1, 32], divisibility = [1, 1073741824], constancy = [32, 1], constant = none}}
  %cb = tile.broadcast %cols : tensor<1x32xi32> -> tensor<32x32xi32>
  // expected-remark @below {{contiguity = [1, 32], divisibility = [1, 1], constancy = [1, 1], constant = none}}
  %o = arith.addi %rb, %cb : tensor<32x32xi32>
  // expected-remark @below {{contiguity = [1, 1], divisibility = [16, 16], constancy = [32, 32], constant = none}}
  %xs = tile.splat %x : !tile.ptr<f16> -> tensor<32x32x!tile.ptr<f16>>
  // expected-remark @below {{contiguity = [1, 32], divisibility = [2, 2], constancy = [1, 1], constant = none}}
  %xp = tile.addptr %xs, %o : tensor<32x32x!tile.ptr<f16>>, tensor<32x32xi32>
  // expected-remark @below {{vector width = 1}}
  %v = tile.load %xp : tensor<32x32x!tile.ptr<f16>>
  return
}

// expected-remark @below {{arg #0: contiguity = [1], divisibility = [16], constancy = [1], constant = none}}
// expected-remark @below {{arg #1: contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
func.func @rows_unaligned(%x: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %stride: i32) {
  // expected-remark @below {{contiguity = [32], divisibility = [1073741824], constancy = [1], constant = none}}
  %r = tile.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
  // expected-remark @below {{contiguity = [32, 1], divisibility = [1073741824, 1], constancy = [1, 1], constant = none}}
  %rows = tile.expand_dims %r {axis = 1 : i32} : tensor<32xi32> -> tensor<32x1xi32>
  // expected-remark @below {{contiguity = [1, 1], divisibility = [1, 1], constancy = [32, 1], constant = none}}
  %ss = tile.splat %stride : i32 -> tensor<32x1xi32>
  // Rows times a stride without a hint: [1, 1] (see add_sub_mul.mlir).
  // expected-remark @below {{contiguity = [1, 1], divisibility = [1, 1], constancy = [1, 1], constant = none}}
  %ro = arith.muli %rows, %ss : tensor<32x1xi32>
  // expected-remark @below {{contiguity = [1, 32], divisibility = [1, 1073741824], constancy = [1, 1], constant = none}}
  %cols = tile.expand_dims %r {axis = 0 : i32} : tensor<32xi32> -> tensor<1x32xi32>
  // expected-remark @below {{contiguity = [1, 1], divisibility = [1, 1], constancy = [1, 32], constant = none}}
  %rb = tile.broadcast %ro : tensor<32x1xi32> -> tensor<32x32xi32>
  // expected-remark @below {{contiguity = [1, 32], divisibility = [1, 1073741824], constancy = [32, 1], constant = none}}
  %cb = tile.broadcast %cols : tensor<1x32xi32> -> tensor<32x32xi32>
  // expected-remark @below {{contiguity = [1, 32], divisibility = [1, 1], constancy = [1, 1], constant = none}}
  %o = arith.addi %rb, %cb : tensor<32x32xi32>
  // expected-remark @below {{contiguity = [1, 1], divisibility = [16, 16], constancy = [32, 32], constant = none}}
  %xs = tile.splat %x : !tile.ptr<f16> -> tensor<32x32x!tile.ptr<f16>>
  // expected-remark @below {{contiguity = [1, 32], divisibility = [2, 2], constancy = [1, 1], constant = none}}
  %xp = tile.addptr %xs, %o : tensor<32x32x!tile.ptr<f16>>, tensor<32x32xi32>
  // expected-remark @below {{vector width = 1}}
  %v = tile.load %xp : tensor<32x32x!tile.ptr<f16>>
  return
}

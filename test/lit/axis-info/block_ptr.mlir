// test-axis-info on block pointers. The frontend lowers tl.make_block_ptr
// and tl.advance before the analysis sees them: a load through a block
// pointer is a load of a tensor of pointers `base + rows[:, None] * stride
// + cols[None, :]` (i64 offsets) with a mask from boundary_check, and
// tl.advance moves the block's offsets (i32), which a loop carries. No rule
// is specific to block pointers. This is what tritonc --emit=tile writes
// for
//   bp = tl.make_block_ptr(x, (M, N), (stride, 1), (0, 0), (4, 8), (1, 0))
//   for i in range(0, N, 8):
//       acc += tl.load(bp, boundary_check=(1,)); bp = tl.advance(bp, (0, 8))
// with `N` and `stride` divisible by 16: the rows start 16-byte aligned,
// the column offset advances by 8 elements, so each row is loaded in
// vectors of 4 floats under a mask uniform over each vector.
// RUN: %tritonc-opt %s --test-axis-info --verify-diagnostics -o /dev/null

// expected-remark @below {{arg #0: contiguity = [1], divisibility = [16], constancy = [1], constant = none}}
// expected-remark @below {{arg #1: contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
// expected-remark @below {{arg #2: contiguity = [1], divisibility = [16], constancy = [1], constant = none}}
// expected-remark @below {{arg #3: contiguity = [1], divisibility = [16], constancy = [1], constant = none}}
func.func @advance(%x: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %M: i32, %N: i32 {tile.divisibility = 16 : i32}, %stride: i32 {tile.divisibility = 16 : i32}) {
  // expected-remark @below {{contiguity = [1], divisibility = [1073741824], constancy = [1], constant = 0}}
  %c0_i64 = arith.constant 0 : i64
  // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [1], constant = 8}}
  %c8_i32 = arith.constant 8 : i32
  %cst = arith.constant 0.000000e+00 : f32
  // expected-remark @below {{contiguity = [1], divisibility = [1073741824], constancy = [1], constant = 0}}
  %c0_i32 = arith.constant 0 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant = 1}}
  %c1_i64 = arith.constant 1 : i64
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
  %0 = arith.extsi %M : i32 to i64
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [1], constant = none}}
  %1 = arith.extsi %N : i32 to i64
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [1], constant = none}}
  %2 = arith.extsi %stride : i32 to i64
  %3 = tile.splat %cst : f32 -> tensor<4x8xf32>
  // expected-remark @below {{result #1: contiguity = [1], divisibility = [8], constancy = [1], constant = none}}
  // expected-remark @below {{induction variable: contiguity = [1], divisibility = [8], constancy = [1], constant = none}}
  // expected-remark @below {{iter_arg #1: contiguity = [1], divisibility = [8], constancy = [1], constant = none}}
  %4:2 = scf.for %i = %c0_i32 to %N step %c8_i32 iter_args(%acc = %3, %col = %c0_i32) -> (tensor<4x8xf32>, i32) : i32 {
    // expected-remark @below {{contiguity = [4], divisibility = [1073741824], constancy = [1], constant = none}}
    %24 = tile.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32>
    // expected-remark @below {{contiguity = [4], divisibility = [1073741824], constancy = [1], constant = none}}
    %25 = arith.extsi %24 : tensor<4xi32> to tensor<4xi64>
    // expected-remark @below {{contiguity = [1], divisibility = [1073741824], constancy = [4], constant = 0}}
    %26 = tile.splat %c0_i64 : i64 -> tensor<4xi64>
    // expected-remark @below {{contiguity = [4], divisibility = [1073741824], constancy = [1], constant = none}}
    %27 = arith.addi %25, %26 : tensor<4xi64>
    // expected-remark @below {{contiguity = [4, 1], divisibility = [1073741824, 1], constancy = [1, 1], constant = none}}
    %28 = tile.expand_dims %27 {axis = 1 : i32} : tensor<4xi64> -> tensor<4x1xi64>
    // expected-remark @below {{contiguity = [1, 1], divisibility = [16, 16], constancy = [4, 1], constant = none}}
    %29 = tile.splat %2 : i64 -> tensor<4x1xi64>
    // Rows times a stride divisible by 16: [16, 16] (see add_sub_mul.mlir).
    // expected-remark @below {{contiguity = [1, 1], divisibility = [16, 16], constancy = [1, 1], constant = none}}
    %30 = arith.muli %28, %29 : tensor<4x1xi64>
    // expected-remark @below {{contiguity = [8], divisibility = [1073741824], constancy = [1], constant = none}}
    %31 = tile.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32>
    // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [1], constant = none}}
    %32 = arith.extsi %col : i32 to i64
    // expected-remark @below {{contiguity = [8], divisibility = [1073741824], constancy = [1], constant = none}}
    %33 = arith.extsi %31 : tensor<8xi32> to tensor<8xi64>
    // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [8], constant = none}}
    %34 = tile.splat %32 : i64 -> tensor<8xi64>
    // expected-remark @below {{contiguity = [8], divisibility = [8], constancy = [1], constant = none}}
    %35 = arith.addi %33, %34 : tensor<8xi64>
    // expected-remark @below {{contiguity = [1, 8], divisibility = [1, 8], constancy = [1, 1], constant = none}}
    %36 = tile.expand_dims %35 {axis = 0 : i32} : tensor<8xi64> -> tensor<1x8xi64>
    // expected-remark @below {{contiguity = [1, 1], divisibility = [1, 1], constancy = [1, 8], constant = 1}}
    %37 = tile.splat %c1_i64 : i64 -> tensor<1x8xi64>
    // expected-remark @below {{contiguity = [1, 8], divisibility = [1, 8], constancy = [1, 1], constant = none}}
    %38 = arith.muli %36, %37 : tensor<1x8xi64>
    // expected-remark @below {{contiguity = [1, 1], divisibility = [16, 16], constancy = [1, 8], constant = none}}
    %39 = tile.broadcast %30 : tensor<4x1xi64> -> tensor<4x8xi64>
    // expected-remark @below {{contiguity = [1, 8], divisibility = [1, 8], constancy = [4, 1], constant = none}}
    %40 = tile.broadcast %38 : tensor<1x8xi64> -> tensor<4x8xi64>
    // expected-remark @below {{contiguity = [1, 8], divisibility = [1, 8], constancy = [1, 1], constant = none}}
    %41 = arith.addi %39, %40 : tensor<4x8xi64>
    // expected-remark @below {{contiguity = [1, 1], divisibility = [16, 16], constancy = [1, 8], constant = none}}
    %42 = tile.splat %1 : i64 -> tensor<1x8xi64>
    // expected-remark @below {{contiguity = [1, 1], divisibility = [1, 1], constancy = [1, 8], constant = none}}
    %43 = arith.cmpi slt, %36, %42 : tensor<1x8xi64>
    // expected-remark @below {{contiguity = [1, 1], divisibility = [1073741824, 1073741824], constancy = [1, 8], constant = 0}}
    %44 = tile.splat %c0_i64 : i64 -> tensor<1x8xi64>
    // expected-remark @below {{contiguity = [1, 1], divisibility = [1, 1], constancy = [1, 8], constant = none}}
    %45 = arith.cmpi sge, %36, %44 : tensor<1x8xi64>
    // expected-remark @below {{contiguity = [1, 1], divisibility = [1, 1], constancy = [1, 8], constant = none}}
    %46 = arith.andi %45, %43 : tensor<1x8xi1>
    // expected-remark @below {{contiguity = [1, 1], divisibility = [16, 16], constancy = [4, 8], constant = none}}
    %47 = tile.splat %x : !tile.ptr<f32> -> tensor<4x8x!tile.ptr<f32>>
    // expected-remark @below {{contiguity = [1, 8], divisibility = [4, 16], constancy = [1, 1], constant = none}}
    %48 = tile.addptr %47, %41 : tensor<4x8x!tile.ptr<f32>>, tensor<4x8xi64>
    // expected-remark @below {{contiguity = [1, 1], divisibility = [1, 1], constancy = [4, 8], constant = none}}
    %49 = tile.broadcast %46 : tensor<1x8xi1> -> tensor<4x8xi1>
    // expected-remark @below {{vector width = 4, mask uniform = true}}
    %50 = tile.load %48 mask %49 other %3 block(%x, %0, %1, %2, %c1_i64, %c0_i32, %col) : tensor<4x8x!tile.ptr<f32>>
    %51 = arith.addf %acc, %50 : tensor<4x8xf32>
    // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [1], constant = none}}
    %52 = arith.addi %col, %c8_i32 : i32
    scf.yield %51, %52 : tensor<4x8xf32>, i32
  }
  return
}

// The same block with a stride of unknown alignment: each row starts
// anywhere, one element per access.
// expected-remark @below {{arg #0: contiguity = [1], divisibility = [16], constancy = [1], constant = none}}
// expected-remark @below {{arg #1: contiguity = [1], divisibility = [16], constancy = [1], constant = none}}
// expected-remark @below {{arg #2: contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
func.func @unaligned_rows(%x: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %N: i32 {tile.divisibility = 16 : i32}, %stride: i32) {
  // expected-remark @below {{contiguity = [1], divisibility = [1073741824], constancy = [1], constant = 0}}
  %c0_i64 = arith.constant 0 : i64
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant = 1}}
  %c1_i64 = arith.constant 1 : i64
  // expected-remark @below {{contiguity = [1], divisibility = [1073741824], constancy = [1], constant = 0}}
  %c0_i32 = arith.constant 0 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [1], constant = none}}
  %1 = arith.extsi %N : i32 to i64
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant = none}}
  %2 = arith.extsi %stride : i32 to i64
  // expected-remark @below {{contiguity = [4], divisibility = [1073741824], constancy = [1], constant = none}}
  %24 = tile.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32>
  // expected-remark @below {{contiguity = [4], divisibility = [1073741824], constancy = [1], constant = none}}
  %25 = arith.extsi %24 : tensor<4xi32> to tensor<4xi64>
  // expected-remark @below {{contiguity = [4, 1], divisibility = [1073741824, 1], constancy = [1, 1], constant = none}}
  %28 = tile.expand_dims %25 {axis = 1 : i32} : tensor<4xi64> -> tensor<4x1xi64>
  // expected-remark @below {{contiguity = [1, 1], divisibility = [1, 1], constancy = [4, 1], constant = none}}
  %29 = tile.splat %2 : i64 -> tensor<4x1xi64>
  // Rows times a stride without a hint: [1, 1] (see add_sub_mul.mlir).
  // expected-remark @below {{contiguity = [1, 1], divisibility = [1, 1], constancy = [1, 1], constant = none}}
  %30 = arith.muli %28, %29 : tensor<4x1xi64>
  // expected-remark @below {{contiguity = [8], divisibility = [1073741824], constancy = [1], constant = none}}
  %31 = tile.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32>
  // expected-remark @below {{contiguity = [8], divisibility = [1073741824], constancy = [1], constant = none}}
  %33 = arith.extsi %31 : tensor<8xi32> to tensor<8xi64>
  // expected-remark @below {{contiguity = [1, 8], divisibility = [1, 1073741824], constancy = [1, 1], constant = none}}
  %36 = tile.expand_dims %33 {axis = 0 : i32} : tensor<8xi64> -> tensor<1x8xi64>
  // expected-remark @below {{contiguity = [1, 1], divisibility = [1, 1], constancy = [1, 8], constant = none}}
  %39 = tile.broadcast %30 : tensor<4x1xi64> -> tensor<4x8xi64>
  // expected-remark @below {{contiguity = [1, 8], divisibility = [1, 1073741824], constancy = [4, 1], constant = none}}
  %40 = tile.broadcast %36 : tensor<1x8xi64> -> tensor<4x8xi64>
  // expected-remark @below {{contiguity = [1, 8], divisibility = [1, 1], constancy = [1, 1], constant = none}}
  %41 = arith.addi %39, %40 : tensor<4x8xi64>
  // expected-remark @below {{contiguity = [1, 1], divisibility = [16, 16], constancy = [4, 8], constant = none}}
  %47 = tile.splat %x : !tile.ptr<f32> -> tensor<4x8x!tile.ptr<f32>>
  // expected-remark @below {{contiguity = [1, 8], divisibility = [4, 4], constancy = [1, 1], constant = none}}
  %48 = tile.addptr %47, %41 : tensor<4x8x!tile.ptr<f32>>, tensor<4x8xi64>
  // expected-remark @below {{vector width = 1}}
  %50 = tile.load %48 : tensor<4x8x!tile.ptr<f32>>
  return
}

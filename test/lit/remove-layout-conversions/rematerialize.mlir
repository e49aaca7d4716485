// Layout assignment then cleanup: where an operand's layout differs from
// the one its user needs, assignment inserts a conversion, and
// tritonc-remove-layout-conversions rebuilds cheap definitions in the
// needed layout; only the rest stays converted. Here `tl.where(cols[None,
// :] < n, acc + bias, 0.0)` on a dot's result is computed in the dot's mma
// layout: assignment converts the column mask into it (ASSIGN); the
// cleanup builds the mask (a range, a splat, a comparison, a broadcast) a
// second time in that layout, down to a make_range in the slice of the mma
// layout, while the loaded bias (not rebuildable) keeps its
// tilegpu.convert_layout from its load's blocked layout. The row maximum
// reduces in the mma layout into its slice, and that result is converted
// once for the 1-D store. No integer or boolean tensor is converted.
// RUN: %tritonc-opt %s --tritonc-assign-layouts | %FileCheck %s --check-prefix=ASSIGN
// RUN: %tritonc-opt %s --tritonc-assign-layouts --tritonc-remove-layout-conversions | %FileCheck %s
// RUN: %tritonc-opt %s --tritonc-assign-layouts --tritonc-remove-layout-conversions | %FileCheck %s --check-prefix=NOINT

// ASSIGN-LABEL: func.func @masked_rowmax(
// ASSIGN:       %[[MASK:.*]] = tile.broadcast %{{.*}} : tensor<1x32xi1, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<32x32xi1, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
// ASSIGN-NEXT:  tilegpu.convert_layout %[[MASK]] : tensor<32x32xi1, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<32x32xi1, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>

// CHECK-LABEL: func.func @masked_rowmax(
// CHECK:       %[[RANGE:.*]] = tile.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #tilegpu.slice<{dim = 0, parent = #tilegpu.mma<{warpsPerCTA = [2, 2]}>}>>
// CHECK:       %[[COLS:.*]] = tile.expand_dims %[[RANGE]] {axis = 0 : i32} : tensor<32xi32, #tilegpu.slice<{dim = 0, parent = #tilegpu.mma<{warpsPerCTA = [2, 2]}>}>> -> tensor<1x32xi32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
// CHECK:       %[[BIAS:.*]] = tile.load %{{.*}} {tilegpu.vector_width = 4 : i32} : tensor<32x32x!tile.ptr<f32>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
// CHECK-NEXT:  %[[BIASM:.*]] = tilegpu.convert_layout %[[BIAS]] : tensor<32x32xf32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<32x32xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
// CHECK:       %[[ACC:.*]] = tile.dot {{.*}} -> tensor<32x32xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
// CHECK:       %[[N:.*]] = tile.splat %{{.*}} : i32 -> tensor<1x32xi32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
// CHECK:       %[[CMP:.*]] = arith.cmpi slt, %[[COLS]], %[[N]] : tensor<1x32xi32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
// CHECK:       %[[SUM:.*]] = arith.addf %[[ACC]], %[[BIASM]] : tensor<32x32xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
// CHECK:       %[[MASK:.*]] = tile.broadcast %[[CMP]] : tensor<1x32xi1, #tilegpu.mma<{warpsPerCTA = [2, 2]}>> -> tensor<32x32xi1, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
// CHECK:       %[[SEL:.*]] = arith.select %[[MASK]], %[[SUM]], %{{.*}} : tensor<32x32xi1, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>, tensor<32x32xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
// CHECK:       %[[MAX:.*]] = tile.reduce(%[[SEL]]) {axis = 1 : i32} : (tensor<32x32xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>) -> tensor<32xf32, #tilegpu.slice<{dim = 1, parent = #tilegpu.mma<{warpsPerCTA = [2, 2]}>}>>
// CHECK:       %[[OUT:.*]] = tilegpu.convert_layout %[[MAX]] : tensor<32xf32, #tilegpu.slice<{dim = 1, parent = #tilegpu.mma<{warpsPerCTA = [2, 2]}>}>> -> tensor<32xf32, #tilegpu.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
// CHECK:       tile.store %{{.*}}, %[[OUT]] {{.*}} : tensor<32x!tile.ptr<f32>, #tilegpu.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
// NOINT-NOT:   tilegpu.convert_layout %{{.*}} : tensor<{{[0-9x]+}}xi
func.func @masked_rowmax(%a: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %b: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %bias: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %out: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %n: i32) attributes {tile.kernel} {
  %zero = arith.constant 0.000000e+00 : f32
  %c32 = arith.constant 32 : i32
  %r = tile.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
  %rows = tile.expand_dims %r {axis = 1 : i32} : tensor<32xi32> -> tensor<32x1xi32>
  %c32s = tile.splat %c32 : i32 -> tensor<32x1xi32>
  %ro = arith.muli %rows, %c32s : tensor<32x1xi32>
  %as = tile.splat %a : !tile.ptr<f16> -> tensor<32x1x!tile.ptr<f16>>
  %ar = tile.addptr %as, %ro : tensor<32x1x!tile.ptr<f16>>, tensor<32x1xi32>
  %cols = tile.expand_dims %r {axis = 0 : i32} : tensor<32xi32> -> tensor<1x32xi32>
  %ab = tile.broadcast %ar : tensor<32x1x!tile.ptr<f16>> -> tensor<32x32x!tile.ptr<f16>>
  %cb = tile.broadcast %cols : tensor<1x32xi32> -> tensor<32x32xi32>
  %ap = tile.addptr %ab, %cb : tensor<32x32x!tile.ptr<f16>>, tensor<32x32xi32>
  %x = tile.load %ap {tilegpu.vector_width = 8 : i32} : tensor<32x32x!tile.ptr<f16>>
  %bs = tile.splat %b : !tile.ptr<f16> -> tensor<32x1x!tile.ptr<f16>>
  %br = tile.addptr %bs, %ro : tensor<32x1x!tile.ptr<f16>>, tensor<32x1xi32>
  %bb = tile.broadcast %br : tensor<32x1x!tile.ptr<f16>> -> tensor<32x32x!tile.ptr<f16>>
  %bp = tile.addptr %bb, %cb : tensor<32x32x!tile.ptr<f16>>, tensor<32x32xi32>
  %y = tile.load %bp {tilegpu.vector_width = 8 : i32} : tensor<32x32x!tile.ptr<f16>>
  %bias_s = tile.splat %bias : !tile.ptr<f32> -> tensor<32x1x!tile.ptr<f32>>
  %bias_r = tile.addptr %bias_s, %ro : tensor<32x1x!tile.ptr<f32>>, tensor<32x1xi32>
  %bias_b = tile.broadcast %bias_r : tensor<32x1x!tile.ptr<f32>> -> tensor<32x32x!tile.ptr<f32>>
  %bias_p = tile.addptr %bias_b, %cb : tensor<32x32x!tile.ptr<f32>>, tensor<32x32xi32>
  %bv = tile.load %bias_p {tilegpu.vector_width = 4 : i32} : tensor<32x32x!tile.ptr<f32>>
  %zeros = tile.splat %zero : f32 -> tensor<32x32xf32>
  %acc = tile.dot %x, %y, %zeros {input_precision = "tf32"} : tensor<32x32xf16>, tensor<32x32xf16>, tensor<32x32xf32> -> tensor<32x32xf32>
  %ns = tile.splat %n : i32 -> tensor<1x32xi32>
  %cmp = arith.cmpi slt, %cols, %ns : tensor<1x32xi32>
  %sum = arith.addf %acc, %bv : tensor<32x32xf32>
  %mask = tile.broadcast %cmp : tensor<1x32xi1> -> tensor<32x32xi1>
  %s = arith.select %mask, %sum, %zeros : tensor<32x32xi1>, tensor<32x32xf32>
  %max = tile.reduce(%s) {axis = 1 : i32} : (tensor<32x32xf32>) -> tensor<32xf32> {
  ^bb0(%l: f32, %rr: f32):
    %m = arith.maxnumf %l, %rr : f32
    tile.reduce.return %m : f32
  }
  %os = tile.splat %out : !tile.ptr<f32> -> tensor<32x!tile.ptr<f32>>
  %op = tile.addptr %os, %r : tensor<32x!tile.ptr<f32>>, tensor<32xi32>
  tile.store %op, %max {tilegpu.vector_width = 4 : i32} : tensor<32x!tile.ptr<f32>>
  return
}

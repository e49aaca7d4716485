// One range used for both the rows and the columns of a 32x32 f16 tile
// (`r[:, None] * 32 + r[None, :]`): layout assignment builds it in the
// slice the first expand_dims needs and converts it for the second; the
// cleanup rebuilds it once per slice instead, and no conversion is left.
// RUN: %tritonc-opt %s --tritonc-assign-layouts | %FileCheck %s --check-prefix=ASSIGN
// RUN: %tritonc-opt %s --tritonc-assign-layouts --tritonc-remove-layout-conversions | %FileCheck %s

// ASSIGN-LABEL: func.func @shared_range(
// ASSIGN:       %[[R:.*]] = tile.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #tilegpu.slice<{dim = 0, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
// ASSIGN-NEXT:  %[[RC:.*]] = tilegpu.convert_layout %[[R]] : {{.*}} -> tensor<32xi32, #tilegpu.slice<{dim = 1, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
// ASSIGN-NEXT:  tile.expand_dims %[[RC]] {axis = 1 : i32}
// ASSIGN:       tile.expand_dims %[[R]] {axis = 0 : i32}

// CHECK-LABEL: func.func @shared_range(
// CHECK-DAG:   %[[C:.*]] = tile.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #tilegpu.slice<{dim = 0, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
// CHECK-DAG:   %[[R:.*]] = tile.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #tilegpu.slice<{dim = 1, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
// CHECK-DAG:   tile.expand_dims %[[R]] {axis = 1 : i32}
// CHECK-DAG:   tile.expand_dims %[[C]] {axis = 0 : i32}
// CHECK-NOT:   tilegpu.convert_layout
// CHECK:       return
func.func @shared_range(%x: !tile.ptr<f16> {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
  %c32 = arith.constant dense<32> : tensor<32x1xi32>
  %r = tile.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
  %rows = tile.expand_dims %r {axis = 1 : i32} : tensor<32xi32> -> tensor<32x1xi32>
  %ro = arith.muli %rows, %c32 : tensor<32x1xi32>
  %xs = tile.splat %x : !tile.ptr<f16> -> tensor<32x1x!tile.ptr<f16>>
  %xr = tile.addptr %xs, %ro : tensor<32x1x!tile.ptr<f16>>, tensor<32x1xi32>
  %cols = tile.expand_dims %r {axis = 0 : i32} : tensor<32xi32> -> tensor<1x32xi32>
  %xb = tile.broadcast %xr : tensor<32x1x!tile.ptr<f16>> -> tensor<32x32x!tile.ptr<f16>>
  %cb = tile.broadcast %cols : tensor<1x32xi32> -> tensor<32x32xi32>
  %xp = tile.addptr %xb, %cb : tensor<32x32x!tile.ptr<f16>>, tensor<32x32xi32>
  %v = tile.load %xp {tilegpu.vector_width = 8 : i32} : tensor<32x32x!tile.ptr<f16>>
  tile.store %xp, %v {tilegpu.vector_width = 8 : i32} : tensor<32x32x!tile.ptr<f16>>
  return
}

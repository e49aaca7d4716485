// tritonc-assign-layouts alone: an access whose vectors run along
// dimension 0 (tilegpu.vector_dim = 0, set by
// tritonc-annotate-access-widths for a tile read down its columns) is
// anchored in a blocked layout with that dimension first (order [0, 1]):
// each thread holds 8 consecutive rows of one column, the lanes go down
// the columns first. A row-major access of the same shape gets its own
// row-major anchor, and a value moving between the two is converted.
// RUN: %tritonc-opt %s --tritonc-assign-layouts | %FileCheck %s

// CHECK-LABEL: func.func @column_tile(
// CHECK:       %[[KT:.*]] = tile.load %{{.*}} {tilegpu.vector_dim = 0 : i32, tilegpu.vector_width = 8 : i32} : tensor<64x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>>
// CHECK:       %[[ROW:.*]] = tilegpu.convert_layout %[[KT]] : tensor<64x32xf16, #tilegpu.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>> -> tensor<64x32xf16, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
// CHECK:       tile.store %{{.*}}, %[[ROW]] {tilegpu.vector_width = 8 : i32} : tensor<64x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
func.func @column_tile(%src: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %dst: !tile.ptr<f16> {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
  %r64 = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  %r32 = tile.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
  %c64 = arith.constant dense<64> : tensor<1x32xi32>
  %c32 = arith.constant dense<32> : tensor<64x1xi32>
  %d = tile.expand_dims %r64 {axis = 1 : i32} : tensor<64xi32> -> tensor<64x1xi32>
  %n = tile.expand_dims %r32 {axis = 0 : i32} : tensor<32xi32> -> tensor<1x32xi32>
  %n64 = arith.muli %n, %c64 : tensor<1x32xi32>
  %db = tile.broadcast %d : tensor<64x1xi32> -> tensor<64x32xi32>
  %nb = tile.broadcast %n64 : tensor<1x32xi32> -> tensor<64x32xi32>
  %offs = arith.addi %db, %nb : tensor<64x32xi32>
  %ss = tile.splat %src : !tile.ptr<f16> -> tensor<64x32x!tile.ptr<f16>>
  %sp = tile.addptr %ss, %offs : tensor<64x32x!tile.ptr<f16>>, tensor<64x32xi32>
  %kt = tile.load %sp {tilegpu.vector_dim = 0 : i32, tilegpu.vector_width = 8 : i32} : tensor<64x32x!tile.ptr<f16>>
  %d32 = arith.muli %d, %c32 : tensor<64x1xi32>
  %d32b = tile.broadcast %d32 : tensor<64x1xi32> -> tensor<64x32xi32>
  %nr = tile.broadcast %n : tensor<1x32xi32> -> tensor<64x32xi32>
  %roffs = arith.addi %d32b, %nr : tensor<64x32xi32>
  %ds = tile.splat %dst : !tile.ptr<f16> -> tensor<64x32x!tile.ptr<f16>>
  %dp = tile.addptr %ds, %roffs : tensor<64x32x!tile.ptr<f16>>, tensor<64x32xi32>
  tile.store %dp, %kt {tilegpu.vector_width = 8 : i32} : tensor<64x32x!tile.ptr<f16>>
  return
}

// tritonc-annotate-access-widths alone: a tile whose consecutive addresses
// run down its columns (K^T loaded through strides: `k + cols[None, :] *
// 64 + rows[:, None]`) gets its vectors along dimension 0
// (tilegpu.vector_dim = 0, 8 halves); a row-major tile keeps them along
// the last dimension and records no vector_dim; a tile whose address does
// not change along its rows (a broadcast operand) stays row-major, with
// scalar accesses.
// RUN: %tritonc-opt %s --tritonc-annotate-access-widths | %FileCheck %s

// CHECK-LABEL: func.func @orders
// CHECK:       tile.load %{{.*}} {tilegpu.vector_dim = 0 : i32, tilegpu.vector_width = 8 : i32} : tensor<64x32x!tile.ptr<f16>>
// CHECK:       tile.load %{{.*}} {tilegpu.vector_width = 8 : i32} : tensor<32x64x!tile.ptr<f16>>
// CHECK:       tile.load %{{.*}} {tilegpu.vector_width = 1 : i32} : tensor<64x32x!tile.ptr<f16>>
func.func @orders(%k: !tile.ptr<f16> {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
  %r64 = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  %r32 = tile.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
  %c64 = arith.constant dense<64> : tensor<1x32xi32>
  %c64r = arith.constant dense<64> : tensor<32x1xi32>
  %ks = tile.splat %k : !tile.ptr<f16> -> tensor<64x32x!tile.ptr<f16>>
  // Column-major: element (d, n) at n * 64 + d.
  %d = tile.expand_dims %r64 {axis = 1 : i32} : tensor<64xi32> -> tensor<64x1xi32>
  %n = tile.expand_dims %r32 {axis = 0 : i32} : tensor<32xi32> -> tensor<1x32xi32>
  %n64 = arith.muli %n, %c64 : tensor<1x32xi32>
  %db = tile.broadcast %d : tensor<64x1xi32> -> tensor<64x32xi32>
  %nb = tile.broadcast %n64 : tensor<1x32xi32> -> tensor<64x32xi32>
  %offs = arith.addi %db, %nb : tensor<64x32xi32>
  %kp = tile.addptr %ks, %offs : tensor<64x32x!tile.ptr<f16>>, tensor<64x32xi32>
  %kt = tile.load %kp : tensor<64x32x!tile.ptr<f16>>
  // Row-major: element (m, d) at m * 64 + d.
  %qs = tile.splat %k : !tile.ptr<f16> -> tensor<32x64x!tile.ptr<f16>>
  %m = tile.expand_dims %r32 {axis = 1 : i32} : tensor<32xi32> -> tensor<32x1xi32>
  %m64 = arith.muli %m, %c64r : tensor<32x1xi32>
  %dc = tile.expand_dims %r64 {axis = 0 : i32} : tensor<64xi32> -> tensor<1x64xi32>
  %mb = tile.broadcast %m64 : tensor<32x1xi32> -> tensor<32x64xi32>
  %dcb = tile.broadcast %dc : tensor<1x64xi32> -> tensor<32x64xi32>
  %qoffs = arith.addi %mb, %dcb : tensor<32x64xi32>
  %qp = tile.addptr %qs, %qoffs : tensor<32x64x!tile.ptr<f16>>, tensor<32x64xi32>
  %q = tile.load %qp : tensor<32x64x!tile.ptr<f16>>
  // Broadcast along the rows: element (d, n) at d, whatever n.
  %bp = tile.addptr %ks, %db : tensor<64x32x!tile.ptr<f16>>, tensor<64x32xi32>
  %b = tile.load %bp : tensor<64x32x!tile.ptr<f16>>
  return
}

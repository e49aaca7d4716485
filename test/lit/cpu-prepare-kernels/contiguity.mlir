// tritonc-cpu-prepare-kernels records on each tensor load and store how
// many consecutive addresses its pointers have along the last dimension
// (tritonc.cpu_contiguity, from the axis analysis): a power of two that
// divides the dimension, 1 when nothing is known. The vector lowering moves
// such runs as one vector.
// RUN: %tritonc-opt %s --tritonc-cpu-prepare-kernels | %FileCheck %s

// CHECK-LABEL: func.func @runs
// CHECK: tile.load %{{.*}} {tritonc.cpu_contiguity = 64 : i64} : tensor<64x!tile.ptr<f32>>
// CHECK: tile.store %{{.*}}, %{{.*}} {tritonc.cpu_contiguity = 1 : i64} : tensor<64x!tile.ptr<f32>>
// CHECK: tile.load %{{.*}} {tritonc.cpu_contiguity = 16 : i64} : tensor<4x16x!tile.ptr<f32>>
// CHECK: tile.store %{{.*}}, %{{.*}} {tritonc.cpu_contiguity = 16 : i64} : tensor<4x16x!tile.ptr<f32>>
func.func @runs(%p: !tile.ptr<f32>, %q: !tile.ptr<f32>, %stride: i32) attributes {tile.kernel} {
  %r = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  %b = tile.splat %p : !tile.ptr<f32> -> tensor<64x!tile.ptr<f32>>
  %a = tile.addptr %b, %r : tensor<64x!tile.ptr<f32>>, tensor<64xi32>
  %v = tile.load %a : tensor<64x!tile.ptr<f32>>
  // Every second element: no two consecutive addresses.
  %two = arith.constant dense<2> : tensor<64xi32>
  %r2 = arith.muli %r, %two : tensor<64xi32>
  %qb = tile.splat %q : !tile.ptr<f32> -> tensor<64x!tile.ptr<f32>>
  %qa = tile.addptr %qb, %r2 : tensor<64x!tile.ptr<f32>>, tensor<64xi32>
  tile.store %qa, %v : tensor<64x!tile.ptr<f32>>
  // Rows of 16 consecutive elements, `stride` apart.
  %rows = tile.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32>
  %cols = tile.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32>
  %rows2 = tile.expand_dims %rows {axis = 1 : i32} : tensor<4xi32> -> tensor<4x1xi32>
  %cols2 = tile.expand_dims %cols {axis = 0 : i32} : tensor<16xi32> -> tensor<1x16xi32>
  %ss = tile.splat %stride : i32 -> tensor<4x1xi32>
  %ro = arith.muli %rows2, %ss : tensor<4x1xi32>
  %rob = tile.broadcast %ro : tensor<4x1xi32> -> tensor<4x16xi32>
  %cob = tile.broadcast %cols2 : tensor<1x16xi32> -> tensor<4x16xi32>
  %off = arith.addi %rob, %cob : tensor<4x16xi32>
  %pb = tile.splat %p : !tile.ptr<f32> -> tensor<4x16x!tile.ptr<f32>>
  %pa = tile.addptr %pb, %off : tensor<4x16x!tile.ptr<f32>>, tensor<4x16xi32>
  %w = tile.load %pa : tensor<4x16x!tile.ptr<f32>>
  tile.store %pa, %w : tensor<4x16x!tile.ptr<f32>>
  return
}

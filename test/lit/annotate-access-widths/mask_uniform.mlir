// tritonc-annotate-access-widths alone: a masked access also records
// whether its mask is constant over each vector of the recorded width.
// `offs < n` is uniform over runs of 4 when n is divisible by 16, not when
// n has no hint (the vector width stays 4 either way: the lowering then
// predicates element by element); a mask that depends only on the row
// (`rows[:, None] < n`) is uniform along the columns whatever n is, and so
// is a splat mask. Unmasked accesses get no mask_uniform.
// RUN: %tritonc-opt %s --tritonc-annotate-access-widths | %FileCheck %s

// CHECK-LABEL: func.func @bound
// CHECK:       tile.load %[[P:[0-9]+]] mask %{{.*}} {tilegpu.mask_uniform = true, tilegpu.vector_width = 4 : i32}
// CHECK:       tile.load %[[P]] mask %{{.*}} {tilegpu.mask_uniform = false, tilegpu.vector_width = 4 : i32}
// CHECK:       tile.store %[[P]], %{{.*}} mask %{{.*}} {tilegpu.mask_uniform = false, tilegpu.vector_width = 4 : i32}
// CHECK:       tile.store %[[P]], %{{[0-9]+}} {tilegpu.vector_width = 4 : i32}
func.func @bound(%x: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %n16: i32 {tile.divisibility = 16 : i32}, %n: i32) attributes {tile.kernel} {
  %r = tile.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32>
  %xs = tile.splat %x : !tile.ptr<f32> -> tensor<1024x!tile.ptr<f32>>
  %xp = tile.addptr %xs, %r : tensor<1024x!tile.ptr<f32>>, tensor<1024xi32>
  %ns16 = tile.splat %n16 : i32 -> tensor<1024xi32>
  %m16 = arith.cmpi slt, %r, %ns16 : tensor<1024xi32>
  %ns = tile.splat %n : i32 -> tensor<1024xi32>
  %m = arith.cmpi slt, %r, %ns : tensor<1024xi32>
  %a = tile.load %xp mask %m16 : tensor<1024x!tile.ptr<f32>>
  %b = tile.load %xp mask %m : tensor<1024x!tile.ptr<f32>>
  tile.store %xp, %a mask %m : tensor<1024x!tile.ptr<f32>>
  tile.store %xp, %b : tensor<1024x!tile.ptr<f32>>
  return
}

// CHECK-LABEL: func.func @row_mask
// CHECK:       tile.load %{{.*}} mask %{{.*}} {tilegpu.mask_uniform = true, tilegpu.vector_width = 8 : i32} : tensor<32x32x!tile.ptr<f16>>
func.func @row_mask(%x: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %n: i32) attributes {tile.kernel} {
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
  %ns = tile.splat %n : i32 -> tensor<32x1xi32>
  %rm = arith.cmpi slt, %rows, %ns : tensor<32x1xi32>
  %m = tile.broadcast %rm : tensor<32x1xi1> -> tensor<32x32xi1>
  %v = tile.load %xp mask %m : tensor<32x32x!tile.ptr<f16>>
  return
}

// CHECK-LABEL: func.func @splat_mask
// CHECK:       tile.load %{{.*}} mask %{{.*}} {tilegpu.mask_uniform = true, tilegpu.vector_width = 4 : i32}
func.func @splat_mask(%x: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %n: i32) attributes {tile.kernel} {
  %pid = tile.program_id 0 : i32
  %b = arith.cmpi slt, %pid, %n : i32
  %m = tile.splat %b : i1 -> tensor<1024xi1>
  %r = tile.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32>
  %xs = tile.splat %x : !tile.ptr<f32> -> tensor<1024x!tile.ptr<f32>>
  %xp = tile.addptr %xs, %r : tensor<1024x!tile.ptr<f32>>, tensor<1024xi32>
  %v = tile.load %xp mask %m : tensor<1024x!tile.ptr<f32>>
  return
}

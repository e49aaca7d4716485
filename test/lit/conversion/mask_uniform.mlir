// tilegpu.mask_uniform says whether the mask is constant over each vector:
// `offs < n` is uniform over runs of 4 when n is divisible by 16 (and the
// offsets start at a multiple of 4), not when n has no hint; a splat mask is
// uniform at any width. Accesses without a mask get no attribute.
// RUN: %tritonc-opt %s --tritonc-tilegpu-pipeline="num-warps=4" | %FileCheck %s

// CHECK-LABEL: func.func @n_divisible
// CHECK:       tile.load %{{.*}} mask %{{.*}} {tilegpu.mask_uniform = true, tilegpu.vector_width = 4 : i32}
// CHECK:       tile.store %{{.*}}, %{{.*}} mask %{{.*}} {tilegpu.mask_uniform = true, tilegpu.vector_width = 4 : i32}
func.func @n_divisible(%x: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %n: i32 {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
  %c = arith.constant 1024 : i32
  %pid = tile.program_id 0 : i32
  %start = arith.muli %pid, %c : i32
  %r = tile.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32>
  %starts = tile.splat %start : i32 -> tensor<1024xi32>
  %offs = arith.addi %starts, %r : tensor<1024xi32>
  %ns = tile.splat %n : i32 -> tensor<1024xi32>
  %m = arith.cmpi slt, %offs, %ns : tensor<1024xi32>
  %xs = tile.splat %x : !tile.ptr<f32> -> tensor<1024x!tile.ptr<f32>>
  %xp = tile.addptr %xs, %offs : tensor<1024x!tile.ptr<f32>>, tensor<1024xi32>
  %v = tile.load %xp mask %m : tensor<1024x!tile.ptr<f32>>
  tile.store %xp, %v mask %m : tensor<1024x!tile.ptr<f32>>
  return
}

// CHECK-LABEL: func.func @n_unknown
// CHECK:       tile.load %{{.*}} mask %{{.*}} {tilegpu.mask_uniform = false, tilegpu.vector_width = 4 : i32}
// CHECK:       tile.store %{{.*}}, %{{.*}} mask %{{.*}} {tilegpu.mask_uniform = false, tilegpu.vector_width = 4 : i32}
func.func @n_unknown(%x: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %n: i32) attributes {tile.kernel} {
  %r = tile.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32>
  %ns = tile.splat %n : i32 -> tensor<1024xi32>
  %m = arith.cmpi slt, %r, %ns : tensor<1024xi32>
  %xs = tile.splat %x : !tile.ptr<f32> -> tensor<1024x!tile.ptr<f32>>
  %xp = tile.addptr %xs, %r : tensor<1024x!tile.ptr<f32>>, tensor<1024xi32>
  %v = tile.load %xp mask %m : tensor<1024x!tile.ptr<f32>>
  tile.store %xp, %v mask %m : tensor<1024x!tile.ptr<f32>>
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
  tile.store %xp, %v : tensor<1024x!tile.ptr<f32>>
  return
}

// CHECK-LABEL: func.func @no_mask
// CHECK:       tile.load %{{[0-9]+}} {tilegpu.vector_width = 4 : i32}
// CHECK-NOT:   mask_uniform
// CHECK:       return
func.func @no_mask(%x: !tile.ptr<f32> {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
  %r = tile.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32>
  %xs = tile.splat %x : !tile.ptr<f32> -> tensor<1024x!tile.ptr<f32>>
  %xp = tile.addptr %xs, %r : tensor<1024x!tile.ptr<f32>>, tensor<1024xi32>
  %v = tile.load %xp : tensor<1024x!tile.ptr<f32>>
  tile.store %xp, %v : tensor<1024x!tile.ptr<f32>>
  return
}

// The layout pass gives each shape a blocked layout whose sizePerThread is the
// widest access the axis analysis proves legal, at most 16 bytes: 4 x fp32 or
// 8 x fp16 with 16-byte-divisible pointers, 16 x i8, 2 x f64, and 1 without
// a divisibility hint. Lanes, then warps, are laid out along the contiguous
// dimension; every access records its legal width.
// RUN: %tritonc-opt %s --tritonc-tilegpu-pipeline="num-warps=4" | %FileCheck %s

// CHECK: module attributes {tilegpu.num_warps = 4 : i32}

// CHECK-LABEL: func.func @f32_aligned
// CHECK:       tile.make_range {{.*}} : tensor<1024xi32, #tilegpu.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
// CHECK:       tile.load {{.*}} {tilegpu.vector_width = 4 : i32} : tensor<1024x!tile.ptr<f32>, #tilegpu.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
// CHECK:       tile.store {{.*}} {tilegpu.vector_width = 4 : i32}
func.func @f32_aligned(%x: !tile.ptr<f32> {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
  %r = tile.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32>
  %xs = tile.splat %x : !tile.ptr<f32> -> tensor<1024x!tile.ptr<f32>>
  %xp = tile.addptr %xs, %r : tensor<1024x!tile.ptr<f32>>, tensor<1024xi32>
  %v = tile.load %xp : tensor<1024x!tile.ptr<f32>>
  tile.store %xp, %v : tensor<1024x!tile.ptr<f32>>
  return
}

// CHECK-LABEL: func.func @f16_aligned
// CHECK:       tile.load {{.*}} {tilegpu.vector_width = 8 : i32} : tensor<1024x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [8], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
func.func @f16_aligned(%x: !tile.ptr<f16> {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
  %r = tile.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32>
  %xs = tile.splat %x : !tile.ptr<f16> -> tensor<1024x!tile.ptr<f16>>
  %xp = tile.addptr %xs, %r : tensor<1024x!tile.ptr<f16>>, tensor<1024xi32>
  %v = tile.load %xp : tensor<1024x!tile.ptr<f16>>
  tile.store %xp, %v : tensor<1024x!tile.ptr<f16>>
  return
}

// CHECK-LABEL: func.func @i8_aligned
// CHECK:       tile.load {{.*}} {tilegpu.vector_width = 16 : i32} : tensor<4096x!tile.ptr<i8>, #tilegpu.blocked<{sizePerThread = [16], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
func.func @i8_aligned(%x: !tile.ptr<i8> {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
  %r = tile.make_range {end = 4096 : i32, start = 0 : i32} : tensor<4096xi32>
  %xs = tile.splat %x : !tile.ptr<i8> -> tensor<4096x!tile.ptr<i8>>
  %xp = tile.addptr %xs, %r : tensor<4096x!tile.ptr<i8>>, tensor<4096xi32>
  %v = tile.load %xp : tensor<4096x!tile.ptr<i8>>
  tile.store %xp, %v : tensor<4096x!tile.ptr<i8>>
  return
}

// CHECK-LABEL: func.func @f64_aligned
// CHECK:       tile.load {{.*}} {tilegpu.vector_width = 2 : i32} : tensor<1024x!tile.ptr<f64>, #tilegpu.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
func.func @f64_aligned(%x: !tile.ptr<f64> {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
  %r = tile.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32>
  %xs = tile.splat %x : !tile.ptr<f64> -> tensor<1024x!tile.ptr<f64>>
  %xp = tile.addptr %xs, %r : tensor<1024x!tile.ptr<f64>>, tensor<1024xi32>
  %v = tile.load %xp : tensor<1024x!tile.ptr<f64>>
  tile.store %xp, %v : tensor<1024x!tile.ptr<f64>>
  return
}

// CHECK-LABEL: func.func @f32_no_hint
// CHECK:       tile.make_range {{.*}} : tensor<1024xi32, #tilegpu.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
// CHECK:       tile.load {{.*}} {tilegpu.vector_width = 1 : i32}
// CHECK:       tile.store {{.*}} {tilegpu.vector_width = 1 : i32}
func.func @f32_no_hint(%x: !tile.ptr<f32>) attributes {tile.kernel} {
  %r = tile.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32>
  %xs = tile.splat %x : !tile.ptr<f32> -> tensor<1024x!tile.ptr<f32>>
  %xp = tile.addptr %xs, %r : tensor<1024x!tile.ptr<f32>>, tensor<1024xi32>
  %v = tile.load %xp : tensor<1024x!tile.ptr<f32>>
  tile.store %xp, %v : tensor<1024x!tile.ptr<f32>>
  return
}

// Offsets scaled by a runtime stride are not contiguous: width 1.
// CHECK-LABEL: func.func @f32_strided
// CHECK:       tile.load {{.*}} {tilegpu.vector_width = 1 : i32}
func.func @f32_strided(%x: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %s: i32) attributes {tile.kernel} {
  %r = tile.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32>
  %ss = tile.splat %s : i32 -> tensor<1024xi32>
  %o = arith.muli %r, %ss : tensor<1024xi32>
  %xs = tile.splat %x : !tile.ptr<f32> -> tensor<1024x!tile.ptr<f32>>
  %xp = tile.addptr %xs, %o : tensor<1024x!tile.ptr<f32>>, tensor<1024xi32>
  %v = tile.load %xp : tensor<1024x!tile.ptr<f32>>
  tile.store %xp, %v : tensor<1024x!tile.ptr<f32>>
  return
}

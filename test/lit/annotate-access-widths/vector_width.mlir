// tritonc-annotate-access-widths alone, on tile IR: every load and store of
// a tensor of pointers records the widest vector access the axis analysis
// proves legal along its last dimension (at most 16 bytes): 4 f32 or 8 f16
// for a 16-byte aligned contiguous run, 2 f32 for an 8-byte aligned base or
// a run of only 2 elements, and 1 where the base has no alignment hint,
// the elements are not contiguous (stride 2), or a row starts at an
// unknown offset (a row stride without a divisibility hint). Accesses to
// one scalar pointer get no width.
// RUN: %tritonc-opt %s --tritonc-annotate-access-widths | %FileCheck %s

// CHECK-LABEL: func.func @aligned_f32
// CHECK:       tile.load %{{.*}} {tilegpu.vector_width = 4 : i32} : tensor<1024x!tile.ptr<f32>>
// CHECK:       tile.store %{{.*}}, %{{.*}} {tilegpu.vector_width = 4 : i32} : tensor<1024x!tile.ptr<f32>>
func.func @aligned_f32(%x: !tile.ptr<f32> {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
  %r = tile.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32>
  %xs = tile.splat %x : !tile.ptr<f32> -> tensor<1024x!tile.ptr<f32>>
  %xp = tile.addptr %xs, %r : tensor<1024x!tile.ptr<f32>>, tensor<1024xi32>
  %v = tile.load %xp : tensor<1024x!tile.ptr<f32>>
  tile.store %xp, %v : tensor<1024x!tile.ptr<f32>>
  return
}

// 16 bytes are 8 halves.
// CHECK-LABEL: func.func @aligned_f16
// CHECK:       tile.load %{{.*}} {tilegpu.vector_width = 8 : i32} : tensor<1024x!tile.ptr<f16>>
// CHECK:       tile.store %{{.*}}, %{{.*}} {tilegpu.vector_width = 8 : i32} : tensor<1024x!tile.ptr<f16>>
func.func @aligned_f16(%x: !tile.ptr<f16> {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
  %r = tile.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32>
  %xs = tile.splat %x : !tile.ptr<f16> -> tensor<1024x!tile.ptr<f16>>
  %xp = tile.addptr %xs, %r : tensor<1024x!tile.ptr<f16>>, tensor<1024xi32>
  %v = tile.load %xp : tensor<1024x!tile.ptr<f16>>
  tile.store %xp, %v : tensor<1024x!tile.ptr<f16>>
  return
}

// CHECK-LABEL: func.func @unaligned
// CHECK:       tile.load %{{.*}} {tilegpu.vector_width = 1 : i32} : tensor<1024x!tile.ptr<f32>>
func.func @unaligned(%x: !tile.ptr<f32>) attributes {tile.kernel} {
  %r = tile.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32>
  %xs = tile.splat %x : !tile.ptr<f32> -> tensor<1024x!tile.ptr<f32>>
  %xp = tile.addptr %xs, %r : tensor<1024x!tile.ptr<f32>>, tensor<1024xi32>
  %v = tile.load %xp : tensor<1024x!tile.ptr<f32>>
  return
}

// CHECK-LABEL: func.func @base_8_bytes
// CHECK:       tile.load %{{.*}} {tilegpu.vector_width = 2 : i32} : tensor<1024x!tile.ptr<f32>>
func.func @base_8_bytes(%x: !tile.ptr<f32> {tile.divisibility = 8 : i32}) attributes {tile.kernel} {
  %r = tile.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32>
  %xs = tile.splat %x : !tile.ptr<f32> -> tensor<1024x!tile.ptr<f32>>
  %xp = tile.addptr %xs, %r : tensor<1024x!tile.ptr<f32>>, tensor<1024xi32>
  %v = tile.load %xp : tensor<1024x!tile.ptr<f32>>
  return
}

// CHECK-LABEL: func.func @two_elements
// CHECK:       tile.load %{{.*}} {tilegpu.vector_width = 2 : i32} : tensor<2x!tile.ptr<f32>>
func.func @two_elements(%x: !tile.ptr<f32> {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
  %r = tile.make_range {end = 2 : i32, start = 0 : i32} : tensor<2xi32>
  %xs = tile.splat %x : !tile.ptr<f32> -> tensor<2x!tile.ptr<f32>>
  %xp = tile.addptr %xs, %r : tensor<2x!tile.ptr<f32>>, tensor<2xi32>
  %v = tile.load %xp : tensor<2x!tile.ptr<f32>>
  return
}

// CHECK-LABEL: func.func @strided
// CHECK:       tile.load %{{.*}} {tilegpu.vector_width = 1 : i32} : tensor<1024x!tile.ptr<f32>>
func.func @strided(%x: !tile.ptr<f32> {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
  %c2 = arith.constant dense<2> : tensor<1024xi32>
  %r = tile.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32>
  %o = arith.muli %r, %c2 : tensor<1024xi32>
  %xs = tile.splat %x : !tile.ptr<f32> -> tensor<1024x!tile.ptr<f32>>
  %xp = tile.addptr %xs, %o : tensor<1024x!tile.ptr<f32>>, tensor<1024xi32>
  %v = tile.load %xp : tensor<1024x!tile.ptr<f32>>
  return
}

// A 2-D tile `x + rows[:, None] * stride + cols[None, :]`: the width is
// along the columns, 8 halves when every row starts 16-byte aligned.
// CHECK-LABEL: func.func @rows_stride_hinted
// CHECK:       tile.load %{{.*}} {tilegpu.vector_width = 8 : i32} : tensor<32x32x!tile.ptr<f16>>
func.func @rows_stride_hinted(%x: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %stride: i32 {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
  %r = tile.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
  %rows = tile.expand_dims %r {axis = 1 : i32} : tensor<32xi32> -> tensor<32x1xi32>
  %ss = tile.splat %stride : i32 -> tensor<32x1xi32>
  %ro = arith.muli %rows, %ss : tensor<32x1xi32>
  %xs = tile.splat %x : !tile.ptr<f16> -> tensor<32x1x!tile.ptr<f16>>
  %xr = tile.addptr %xs, %ro : tensor<32x1x!tile.ptr<f16>>, tensor<32x1xi32>
  %cols = tile.expand_dims %r {axis = 0 : i32} : tensor<32xi32> -> tensor<1x32xi32>
  %xb = tile.broadcast %xr : tensor<32x1x!tile.ptr<f16>> -> tensor<32x32x!tile.ptr<f16>>
  %cb = tile.broadcast %cols : tensor<1x32xi32> -> tensor<32x32xi32>
  %xp = tile.addptr %xb, %cb : tensor<32x32x!tile.ptr<f16>>, tensor<32x32xi32>
  %v = tile.load %xp : tensor<32x32x!tile.ptr<f16>>
  return
}

// CHECK-LABEL: func.func @rows_stride_unknown
// CHECK:       tile.load %{{.*}} {tilegpu.vector_width = 1 : i32} : tensor<32x32x!tile.ptr<f16>>
func.func @rows_stride_unknown(%x: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %stride: i32) attributes {tile.kernel} {
  %r = tile.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
  %rows = tile.expand_dims %r {axis = 1 : i32} : tensor<32xi32> -> tensor<32x1xi32>
  %ss = tile.splat %stride : i32 -> tensor<32x1xi32>
  %ro = arith.muli %rows, %ss : tensor<32x1xi32>
  %xs = tile.splat %x : !tile.ptr<f16> -> tensor<32x1x!tile.ptr<f16>>
  %xr = tile.addptr %xs, %ro : tensor<32x1x!tile.ptr<f16>>, tensor<32x1xi32>
  %cols = tile.expand_dims %r {axis = 0 : i32} : tensor<32xi32> -> tensor<1x32xi32>
  %xb = tile.broadcast %xr : tensor<32x1x!tile.ptr<f16>> -> tensor<32x32x!tile.ptr<f16>>
  %cb = tile.broadcast %cols : tensor<1x32xi32> -> tensor<32x32xi32>
  %xp = tile.addptr %xb, %cb : tensor<32x32x!tile.ptr<f16>>, tensor<32x32xi32>
  %v = tile.load %xp : tensor<32x32x!tile.ptr<f16>>
  return
}

// CHECK-LABEL: func.func @scalar
// CHECK:       tile.load %{{[a-z0-9]+}} : !tile.ptr<f32>
// CHECK-NEXT:  tile.store %{{[a-z0-9]+}}, %{{[a-z0-9]+}} : !tile.ptr<f32>
func.func @scalar(%x: !tile.ptr<f32> {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
  %v = tile.load %x : !tile.ptr<f32>
  tile.store %x, %v : !tile.ptr<f32>
  return
}

// tritonc-pipeline-dot-loads on a B tile read down its columns
// (tilegpu.vector_dim = 0: b^T loaded through strides, vectors along K):
// its copies store the tile transposed (async_copy rowDim = 1, N lines of
// K) and the dot reads the slot as #tilegpu.shared<rowDim = 1>, the format
// a K-major B has in shared memory. A 16-bit A tile read down its columns
// is copied the same way, as K lines of M (rowDim = 1), which ldmatrix.trans
// and wgmma's transposed A read; an 8-bit one would be A as K lines of M,
// which no instruction reads: that load stays as it is, while the B load
// beside it is pipelined.
// RUN: %tritonc-opt %s --tritonc-pipeline-dot-loads | %FileCheck %s

#row = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#col = #tilegpu.blocked<{sizePerThread = [8, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
#mma = #tilegpu.mma<{warpsPerCTA = [2, 2]}>

module attributes {tilegpu.num_warps = 4 : i32} {

// CHECK-LABEL: func.func @b_down_columns(
// CHECK:       tilegpu.smem_alloc {bytes = 12288 : i64} : <3>
// CHECK:       tilegpu.async_copy %{{.*}} mask %{{.*}} to %{{.*}} {vector = 8 : i32} : tensor<32x32x!tile.ptr<f16>, {{.*}}order = [1, 0]
// CHECK:       tilegpu.async_copy %{{.*}} mask %{{.*}} to %{{.*}} {rowDim = 1 : i32, vector = 8 : i32} : tensor<32x64x!tile.ptr<f16>, {{.*}}order = [0, 1]
// CHECK:       scf.for
// CHECK:         %[[VA:[^ ,)]+]] = tilegpu.local_tile %{{.*}} : <3> -> tensor<32x32xf16, #tilegpu.shared<{rowDim = 0}>>
// CHECK:         %[[VB:[^ ,)]+]] = tilegpu.local_tile %{{.*}} : <3> -> tensor<32x64xf16, #tilegpu.shared<{rowDim = 1}>>
// CHECK:         tilegpu.async_copy %{{.*}} {rowDim = 1 : i32, vector = 8 : i32} : tensor<32x64x!tile.ptr<f16>, {{.*}}order = [0, 1]
// CHECK:         tile.dot %[[VA]], %[[VB]], %{{.*}} : tensor<32x32xf16, #tilegpu.shared<{rowDim = 0}>>, tensor<32x64xf16, #tilegpu.shared<{rowDim = 1}>>
// CHECK-NOT:     tile.load
// CHECK:         scf.yield
  func.func @b_down_columns(%a: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %b: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %k: i32) attributes {tile.kernel} {
    %c0 = arith.constant 0 : i32
    %c32 = arith.constant 32 : i32
    %zero = arith.constant 0.000000e+00 : f32
    %ap = tile.splat %a : !tile.ptr<f16> -> tensor<32x32x!tile.ptr<f16>, #row>
    %bp = tile.splat %b : !tile.ptr<f16> -> tensor<32x64x!tile.ptr<f16>, #col>
    %ainc = arith.constant dense<32> : tensor<32x32xi32, #row>
    %binc = arith.constant dense<32> : tensor<32x64xi32, #col>
    %acc0 = tile.splat %zero : f32 -> tensor<32x64xf32, #mma>
    %res:3 = scf.for %i = %c0 to %k step %c32 iter_args(%pa = %ap, %acc = %acc0, %pb = %bp) -> (tensor<32x32x!tile.ptr<f16>, #row>, tensor<32x64xf32, #mma>, tensor<32x64x!tile.ptr<f16>, #col>) : i32 {
      %x = tile.load %pa {tilegpu.vector_width = 8 : i32} : tensor<32x32x!tile.ptr<f16>, #row>
      %y = tile.load %pb {tilegpu.vector_width = 8 : i32, tilegpu.vector_dim = 0 : i32} : tensor<32x64x!tile.ptr<f16>, #col>
      %d = tile.dot %x, %y, %acc {input_precision = "tf32"} : tensor<32x32xf16, #row>, tensor<32x64xf16, #col>, tensor<32x64xf32, #mma> -> tensor<32x64xf32, #mma>
      %na = tile.addptr %pa, %ainc : tensor<32x32x!tile.ptr<f16>, #row>, tensor<32x32xi32, #row>
      %nb = tile.addptr %pb, %binc : tensor<32x64x!tile.ptr<f16>, #col>, tensor<32x64xi32, #col>
      scf.yield %na, %d, %nb : tensor<32x32x!tile.ptr<f16>, #row>, tensor<32x64xf32, #mma>, tensor<32x64x!tile.ptr<f16>, #col>
    }
    return
  }

// CHECK-LABEL: func.func @a_down_columns(
// CHECK:       tilegpu.async_copy %{{.*}} {rowDim = 1 : i32, vector = 8 : i32} : tensor<32x32x!tile.ptr<f16>, {{.*}}order = [0, 1]
// CHECK:       tilegpu.async_copy %{{.*}} {rowDim = 1 : i32, vector = 8 : i32} : tensor<32x64x!tile.ptr<f16>, {{.*}}order = [0, 1]
// CHECK:       scf.for
// CHECK:         %[[VA:[^ ,)]+]] = tilegpu.local_tile %{{.*}} : <3> -> tensor<32x32xf16, #tilegpu.shared<{rowDim = 1}>>
// CHECK:         %[[VB:[^ ,)]+]] = tilegpu.local_tile %{{.*}} : <3> -> tensor<32x64xf16, #tilegpu.shared<{rowDim = 1}>>
// CHECK:         tile.dot %[[VA]], %[[VB]], %{{.*}} : tensor<32x32xf16, #tilegpu.shared<{rowDim = 1}>>, tensor<32x64xf16, #tilegpu.shared<{rowDim = 1}>>
// CHECK-NOT:     tile.load
// CHECK:         scf.yield
  func.func @a_down_columns(%a: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %b: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %k: i32) attributes {tile.kernel} {
    %c0 = arith.constant 0 : i32
    %c32 = arith.constant 32 : i32
    %zero = arith.constant 0.000000e+00 : f32
    %ap = tile.splat %a : !tile.ptr<f16> -> tensor<32x32x!tile.ptr<f16>, #col>
    %bp = tile.splat %b : !tile.ptr<f16> -> tensor<32x64x!tile.ptr<f16>, #col>
    %ainc = arith.constant dense<32> : tensor<32x32xi32, #col>
    %binc = arith.constant dense<32> : tensor<32x64xi32, #col>
    %acc0 = tile.splat %zero : f32 -> tensor<32x64xf32, #mma>
    %res:3 = scf.for %i = %c0 to %k step %c32 iter_args(%pa = %ap, %acc = %acc0, %pb = %bp) -> (tensor<32x32x!tile.ptr<f16>, #col>, tensor<32x64xf32, #mma>, tensor<32x64x!tile.ptr<f16>, #col>) : i32 {
      %x = tile.load %pa {tilegpu.vector_width = 8 : i32, tilegpu.vector_dim = 0 : i32} : tensor<32x32x!tile.ptr<f16>, #col>
      %y = tile.load %pb {tilegpu.vector_width = 8 : i32, tilegpu.vector_dim = 0 : i32} : tensor<32x64x!tile.ptr<f16>, #col>
      %d = tile.dot %x, %y, %acc {input_precision = "tf32"} : tensor<32x32xf16, #col>, tensor<32x64xf16, #col>, tensor<32x64xf32, #mma> -> tensor<32x64xf32, #mma>
      %na = tile.addptr %pa, %ainc : tensor<32x32x!tile.ptr<f16>, #col>, tensor<32x32xi32, #col>
      %nb = tile.addptr %pb, %binc : tensor<32x64x!tile.ptr<f16>, #col>, tensor<32x64xi32, #col>
      scf.yield %na, %d, %nb : tensor<32x32x!tile.ptr<f16>, #col>, tensor<32x64xf32, #mma>, tensor<32x64x!tile.ptr<f16>, #col>
    }
    return
  }

// CHECK-LABEL: func.func @a_down_columns_i8(
// CHECK:       tilegpu.async_copy %{{.*}} {rowDim = 1 : i32, vector = 16 : i32} : tensor<32x64x!tile.ptr<i8>, {{.*}}order = [0, 1]
// CHECK-NOT:   tilegpu.async_copy {{.*}} : tensor<32x32x!tile.ptr<i8>
// CHECK:       scf.for
// CHECK:         %[[X:[^ ,)]+]] = tile.load %{{.*}} {tilegpu.vector_dim = 0 : i32, tilegpu.vector_width = 16 : i32} : tensor<32x32x!tile.ptr<i8>, {{.*}}order = [0, 1]
// CHECK:         tile.dot %[[X]], %{{.*}} : tensor<32x32xi8, {{.*}}order = [0, 1]}>>, tensor<32x64xi8, #tilegpu.shared<{rowDim = 1}>>
  func.func @a_down_columns_i8(%a: !tile.ptr<i8> {tile.divisibility = 16 : i32}, %b: !tile.ptr<i8> {tile.divisibility = 16 : i32}, %k: i32) attributes {tile.kernel} {
    %c0 = arith.constant 0 : i32
    %c32 = arith.constant 32 : i32
    %zero = arith.constant 0 : i32
    %ap = tile.splat %a : !tile.ptr<i8> -> tensor<32x32x!tile.ptr<i8>, #col>
    %bp = tile.splat %b : !tile.ptr<i8> -> tensor<32x64x!tile.ptr<i8>, #col>
    %ainc = arith.constant dense<32> : tensor<32x32xi32, #col>
    %binc = arith.constant dense<32> : tensor<32x64xi32, #col>
    %acc0 = tile.splat %zero : i32 -> tensor<32x64xi32, #mma>
    %res:3 = scf.for %i = %c0 to %k step %c32 iter_args(%pa = %ap, %acc = %acc0, %pb = %bp) -> (tensor<32x32x!tile.ptr<i8>, #col>, tensor<32x64xi32, #mma>, tensor<32x64x!tile.ptr<i8>, #col>) : i32 {
      %x = tile.load %pa {tilegpu.vector_width = 16 : i32, tilegpu.vector_dim = 0 : i32} : tensor<32x32x!tile.ptr<i8>, #col>
      %y = tile.load %pb {tilegpu.vector_width = 16 : i32, tilegpu.vector_dim = 0 : i32} : tensor<32x64x!tile.ptr<i8>, #col>
      %d = tile.dot %x, %y, %acc {input_precision = "tf32"} : tensor<32x32xi8, #col>, tensor<32x64xi8, #col>, tensor<32x64xi32, #mma> -> tensor<32x64xi32, #mma>
      %na = tile.addptr %pa, %ainc : tensor<32x32x!tile.ptr<i8>, #col>, tensor<32x32xi32, #col>
      %nb = tile.addptr %pb, %binc : tensor<32x64x!tile.ptr<i8>, #col>, tensor<32x64xi32, #col>
      scf.yield %na, %d, %nb : tensor<32x32x!tile.ptr<i8>, #col>, tensor<32x64xi32, #mma>, tensor<32x64x!tile.ptr<i8>, #col>
    }
    return
  }
}

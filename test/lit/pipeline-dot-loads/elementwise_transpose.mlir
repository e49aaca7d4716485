// tritonc-pipeline-dot-loads on a 32-bit (tf32) B read along its rows: the
// tensor cores read 32-bit B only as N lines of K, so each element is
// copied by a 4-byte cp.async of its own (vector = 1) to its transposed
// place (rowDim = 1), which lets the copy transpose the tile; the mask is
// per element, so it need not be uniform over a vector. A 16-bit B read
// along its rows stays as it is (K lines of N, vector copies).
// RUN: %tritonc-opt %s --tritonc-pipeline-dot-loads | %FileCheck %s

#row = #tilegpu.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #tilegpu.mma<{warpsPerCTA = [2, 2]}>

module attributes {tilegpu.num_warps = 4 : i32} {

// CHECK-LABEL: func.func @tf32_row_major_b(
// CHECK:       tilegpu.async_copy %{{.*}} to %{{.*}} {vector = 4 : i32} : tensor<32x32x!tile.ptr<f32>
// CHECK:       tilegpu.async_copy %{{.*}} mask %{{.*}} to %{{.*}} {rowDim = 1 : i32, vector = 1 : i32} : tensor<32x32x!tile.ptr<f32>
// CHECK:       scf.for
// CHECK:         %[[VB:[^ ,)]+]] = tilegpu.local_tile %{{.*}} : <3> -> tensor<32x32xf32, #tilegpu.shared<{rowDim = 1}>>
// CHECK:         tilegpu.async_copy %{{.*}} {vector = 4 : i32} : tensor<32x32x!tile.ptr<f32>
// CHECK:         tilegpu.async_copy %{{.*}} {rowDim = 1 : i32, vector = 1 : i32} : tensor<32x32x!tile.ptr<f32>
// CHECK:         tile.dot %{{.*}}, %[[VB]], %{{.*}} : tensor<32x32xf32, #tilegpu.shared<{rowDim = 0}>>, tensor<32x32xf32, #tilegpu.shared<{rowDim = 1}>>
  func.func @tf32_row_major_b(%a: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %b: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %k: i32, %m: tensor<32x32xi1, #row>) attributes {tile.kernel} {
    %c0 = arith.constant 0 : i32
    %c32 = arith.constant 32 : i32
    %zero = arith.constant 0.000000e+00 : f32
    %ap = tile.splat %a : !tile.ptr<f32> -> tensor<32x32x!tile.ptr<f32>, #row>
    %bp = tile.splat %b : !tile.ptr<f32> -> tensor<32x32x!tile.ptr<f32>, #row>
    %inc = arith.constant dense<32> : tensor<32x32xi32, #row>
    %other = arith.constant dense<0.000000e+00> : tensor<32x32xf32, #row>
    %acc0 = tile.splat %zero : f32 -> tensor<32x32xf32, #mma>
    %res:3 = scf.for %i = %c0 to %k step %c32 iter_args(%pa = %ap, %acc = %acc0, %pb = %bp) -> (tensor<32x32x!tile.ptr<f32>, #row>, tensor<32x32xf32, #mma>, tensor<32x32x!tile.ptr<f32>, #row>) : i32 {
      %x = tile.load %pa {tilegpu.vector_width = 4 : i32} : tensor<32x32x!tile.ptr<f32>, #row>
      %y = tile.load %pb mask %m other %other {tilegpu.vector_width = 4 : i32, tilegpu.mask_uniform = false} : tensor<32x32x!tile.ptr<f32>, #row>
      %d = tile.dot %x, %y, %acc {input_precision = "tf32"} : tensor<32x32xf32, #row>, tensor<32x32xf32, #row>, tensor<32x32xf32, #mma> -> tensor<32x32xf32, #mma>
      %na = tile.addptr %pa, %inc : tensor<32x32x!tile.ptr<f32>, #row>, tensor<32x32xi32, #row>
      %nb = tile.addptr %pb, %inc : tensor<32x32x!tile.ptr<f32>, #row>, tensor<32x32xi32, #row>
      scf.yield %na, %d, %nb : tensor<32x32x!tile.ptr<f32>, #row>, tensor<32x32xf32, #mma>, tensor<32x32x!tile.ptr<f32>, #row>
    }
    return
  }
}

// tritonc-stage-invariant-dot-operands on a loop-invariant B tile read down
// its columns (tilegpu.vector_dim = 0: k^T loaded through strides before
// the loop): the one copy stores it transposed (rowDim = 1, N lines of K)
// and the dot in the loop reads it as #tilegpu.shared<rowDim = 1>.
// RUN: %tritonc-opt %s --tritonc-stage-invariant-dot-operands | %FileCheck %s

#row = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#col = #tilegpu.blocked<{sizePerThread = [8, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
#mma = #tilegpu.mma<{warpsPerCTA = [2, 2]}>

module attributes {tilegpu.num_warps = 4 : i32} {
// CHECK-LABEL: func.func @invariant_kt(
// CHECK:       %[[BUF:.*]] = tilegpu.smem_alloc {bytes = 4096 : i64} : <3>
// CHECK-NEXT:  tilegpu.async_copy %{{.*}} to %[[BUF]] {rowDim = 1 : i32, vector = 8 : i32}
// CHECK-NEXT:  tilegpu.async_commit
// CHECK-NEXT:  tilegpu.async_wait {pending = 0 : i32}
// CHECK-NEXT:  tile.debug_barrier
// CHECK-NEXT:  %[[KT:.*]] = tilegpu.local_tile %[[BUF]] : <3> -> tensor<32x64xf16, #tilegpu.shared<{rowDim = 1}>>
// CHECK:       scf.for
// CHECK:         tile.dot %{{.*}}, %[[KT]], %{{.*}} : tensor<32x32xf16, {{.*}}>, tensor<32x64xf16, #tilegpu.shared<{rowDim = 1}>>
  func.func @invariant_kt(%q: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %k: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %n: i32) attributes {tile.kernel} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant 0.000000e+00 : f32
    %qp = tile.splat %q : !tile.ptr<f16> -> tensor<32x32x!tile.ptr<f16>, #row>
    %kp = tile.splat %k : !tile.ptr<f16> -> tensor<32x64x!tile.ptr<f16>, #col>
    %kt = tile.load %kp {tilegpu.vector_width = 8 : i32, tilegpu.vector_dim = 0 : i32} : tensor<32x64x!tile.ptr<f16>, #col>
    %acc0 = tile.splat %zero : f32 -> tensor<32x64xf32, #mma>
    %res = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %acc0) -> (tensor<32x64xf32, #mma>) : i32 {
      %x = tile.load %qp {tilegpu.vector_width = 8 : i32} : tensor<32x32x!tile.ptr<f16>, #row>
      %d = tile.dot %x, %kt, %acc {input_precision = "tf32"} : tensor<32x32xf16, #row>, tensor<32x64xf16, #col>, tensor<32x64xf32, #mma> -> tensor<32x64xf32, #mma>
      scf.yield %d : tensor<32x64xf32, #mma>
    }
    return
  }
}

// tritonc-pipeline-dot-loads with wgmma=true on the other operand types
// whose wgmma accumulator stays in registers untouched while in flight:
// int8 into i32, fp8 (e4m3) and f32 as tf32 into f32 stay in flight into the next
// iteration (tilegpu.wgmma_pending = 1, waited for after the loop), like
// f16/bf16 (wgmma.mlir). f32 multiplied as "ieee" is no tensor-core dot:
// its operands are not even copied. (A row-major A and a K-major B, read
// down its columns: the formats 8- and 32-bit operands have in shared
// memory.)
// RUN: %tritonc-opt %s --tritonc-pipeline-dot-loads="wgmma=true" | %FileCheck %s

#row8 = #tilegpu.blocked<{sizePerThread = [1, 16], threadsPerWarp = [16, 2], warpsPerCTA = [4, 1], order = [1, 0]}>
#col8 = #tilegpu.blocked<{sizePerThread = [16, 1], threadsPerWarp = [2, 16], warpsPerCTA = [1, 4], order = [0, 1]}>
#row32 = #tilegpu.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#col32 = #tilegpu.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
#mma = #tilegpu.mma<{warpsPerCTA = [4, 1]}>

module attributes {tilegpu.num_warps = 4 : i32} {

// CHECK-LABEL: func.func @int8(
// CHECK:       %[[RES:[^ ]+]]:3 = scf.for
// CHECK:         tile.dot {{.*}} {input_precision = "tf32", tilegpu.wgmma_pending = 1 : i32} : tensor<64x64xi8, #tilegpu.shared<{rowDim = 0}>>, tensor<64x64xi8, #tilegpu.shared<{rowDim = 1}>>
// CHECK:         scf.yield
// CHECK-NEXT:  {{^ +\}$}}
// CHECK-NEXT:  tilegpu.wgmma_wait %[[RES]]#1 {pending = 0 : i32}
  func.func @int8(%a: !tile.ptr<i8> {tile.divisibility = 16 : i32}, %b: !tile.ptr<i8> {tile.divisibility = 16 : i32}, %k: i32) attributes {tile.kernel} {
    %c0 = arith.constant 0 : i32
    %c64 = arith.constant 64 : i32
    %zero = arith.constant 0 : i32
    %ap = tile.splat %a : !tile.ptr<i8> -> tensor<64x64x!tile.ptr<i8>, #row8>
    %bp = tile.splat %b : !tile.ptr<i8> -> tensor<64x64x!tile.ptr<i8>, #col8>
    %ainc = arith.constant dense<64> : tensor<64x64xi32, #row8>
    %binc = arith.constant dense<64> : tensor<64x64xi32, #col8>
    %acc0 = tile.splat %zero : i32 -> tensor<64x64xi32, #mma>
    %res:3 = scf.for %i = %c0 to %k step %c64 iter_args(%pa = %ap, %acc = %acc0, %pb = %bp) -> (tensor<64x64x!tile.ptr<i8>, #row8>, tensor<64x64xi32, #mma>, tensor<64x64x!tile.ptr<i8>, #col8>) : i32 {
      %x = tile.load %pa {tilegpu.vector_width = 16 : i32} : tensor<64x64x!tile.ptr<i8>, #row8>
      %y = tile.load %pb {tilegpu.vector_width = 16 : i32, tilegpu.vector_dim = 0 : i32} : tensor<64x64x!tile.ptr<i8>, #col8>
      %d = tile.dot %x, %y, %acc {input_precision = "tf32"} : tensor<64x64xi8, #row8>, tensor<64x64xi8, #col8>, tensor<64x64xi32, #mma> -> tensor<64x64xi32, #mma>
      %na = tile.addptr %pa, %ainc : tensor<64x64x!tile.ptr<i8>, #row8>, tensor<64x64xi32, #row8>
      %nb = tile.addptr %pb, %binc : tensor<64x64x!tile.ptr<i8>, #col8>, tensor<64x64xi32, #col8>
      scf.yield %na, %d, %nb : tensor<64x64x!tile.ptr<i8>, #row8>, tensor<64x64xi32, #mma>, tensor<64x64x!tile.ptr<i8>, #col8>
    }
    return
  }

// CHECK-LABEL: func.func @fp8(
// CHECK:       %[[RES:[^ ]+]]:3 = scf.for
// CHECK:         tile.dot {{.*}} {input_precision = "tf32", tilegpu.wgmma_pending = 1 : i32} : tensor<64x64xf8E4M3FN, #tilegpu.shared<{rowDim = 0}>>, tensor<64x64xf8E4M3FN, #tilegpu.shared<{rowDim = 1}>>
// CHECK:         scf.yield
// CHECK-NEXT:  {{^ +\}$}}
// CHECK-NEXT:  tilegpu.wgmma_wait %[[RES]]#1 {pending = 0 : i32}
  func.func @fp8(%a: !tile.ptr<f8E4M3FN> {tile.divisibility = 16 : i32}, %b: !tile.ptr<f8E4M3FN> {tile.divisibility = 16 : i32}, %k: i32) attributes {tile.kernel} {
    %c0 = arith.constant 0 : i32
    %c64 = arith.constant 64 : i32
    %zero = arith.constant 0.000000e+00 : f32
    %ap = tile.splat %a : !tile.ptr<f8E4M3FN> -> tensor<64x64x!tile.ptr<f8E4M3FN>, #row8>
    %bp = tile.splat %b : !tile.ptr<f8E4M3FN> -> tensor<64x64x!tile.ptr<f8E4M3FN>, #col8>
    %ainc = arith.constant dense<64> : tensor<64x64xi32, #row8>
    %binc = arith.constant dense<64> : tensor<64x64xi32, #col8>
    %acc0 = tile.splat %zero : f32 -> tensor<64x64xf32, #mma>
    %res:3 = scf.for %i = %c0 to %k step %c64 iter_args(%pa = %ap, %acc = %acc0, %pb = %bp) -> (tensor<64x64x!tile.ptr<f8E4M3FN>, #row8>, tensor<64x64xf32, #mma>, tensor<64x64x!tile.ptr<f8E4M3FN>, #col8>) : i32 {
      %x = tile.load %pa {tilegpu.vector_width = 16 : i32} : tensor<64x64x!tile.ptr<f8E4M3FN>, #row8>
      %y = tile.load %pb {tilegpu.vector_width = 16 : i32, tilegpu.vector_dim = 0 : i32} : tensor<64x64x!tile.ptr<f8E4M3FN>, #col8>
      %d = tile.dot %x, %y, %acc {input_precision = "tf32"} : tensor<64x64xf8E4M3FN, #row8>, tensor<64x64xf8E4M3FN, #col8>, tensor<64x64xf32, #mma> -> tensor<64x64xf32, #mma>
      %na = tile.addptr %pa, %ainc : tensor<64x64x!tile.ptr<f8E4M3FN>, #row8>, tensor<64x64xi32, #row8>
      %nb = tile.addptr %pb, %binc : tensor<64x64x!tile.ptr<f8E4M3FN>, #col8>, tensor<64x64xi32, #col8>
      scf.yield %na, %d, %nb : tensor<64x64x!tile.ptr<f8E4M3FN>, #row8>, tensor<64x64xf32, #mma>, tensor<64x64x!tile.ptr<f8E4M3FN>, #col8>
    }
    return
  }

// CHECK-LABEL: func.func @tf32(
// CHECK:       %[[RES:[^ ]+]]:3 = scf.for
// CHECK:         tile.dot {{.*}} {input_precision = "tf32", tilegpu.wgmma_pending = 1 : i32} : tensor<64x32xf32, #tilegpu.shared<{rowDim = 0}>>, tensor<32x64xf32, #tilegpu.shared<{rowDim = 1}>>
// CHECK:         scf.yield
// CHECK-NEXT:  {{^ +\}$}}
// CHECK-NEXT:  tilegpu.wgmma_wait %[[RES]]#1 {pending = 0 : i32}
  func.func @tf32(%a: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %b: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %k: i32) attributes {tile.kernel} {
    %c0 = arith.constant 0 : i32
    %c32 = arith.constant 32 : i32
    %zero = arith.constant 0.000000e+00 : f32
    %ap = tile.splat %a : !tile.ptr<f32> -> tensor<64x32x!tile.ptr<f32>, #row32>
    %bp = tile.splat %b : !tile.ptr<f32> -> tensor<32x64x!tile.ptr<f32>, #col32>
    %ainc = arith.constant dense<32> : tensor<64x32xi32, #row32>
    %binc = arith.constant dense<32> : tensor<32x64xi32, #col32>
    %acc0 = tile.splat %zero : f32 -> tensor<64x64xf32, #mma>
    %res:3 = scf.for %i = %c0 to %k step %c32 iter_args(%pa = %ap, %acc = %acc0, %pb = %bp) -> (tensor<64x32x!tile.ptr<f32>, #row32>, tensor<64x64xf32, #mma>, tensor<32x64x!tile.ptr<f32>, #col32>) : i32 {
      %x = tile.load %pa {tilegpu.vector_width = 4 : i32} : tensor<64x32x!tile.ptr<f32>, #row32>
      %y = tile.load %pb {tilegpu.vector_width = 4 : i32, tilegpu.vector_dim = 0 : i32} : tensor<32x64x!tile.ptr<f32>, #col32>
      %d = tile.dot %x, %y, %acc {input_precision = "tf32"} : tensor<64x32xf32, #row32>, tensor<32x64xf32, #col32>, tensor<64x64xf32, #mma> -> tensor<64x64xf32, #mma>
      %na = tile.addptr %pa, %ainc : tensor<64x32x!tile.ptr<f32>, #row32>, tensor<64x32xi32, #row32>
      %nb = tile.addptr %pb, %binc : tensor<32x64x!tile.ptr<f32>, #col32>, tensor<32x64xi32, #col32>
      scf.yield %na, %d, %nb : tensor<64x32x!tile.ptr<f32>, #row32>, tensor<64x64xf32, #mma>, tensor<32x64x!tile.ptr<f32>, #col32>
    }
    return
  }

// CHECK-LABEL: func.func @ieee(
// CHECK-NOT:   tilegpu.async_copy
// CHECK:       scf.for
// CHECK:         tile.dot %{{[^ ]+}}, %{{[^ ]+}}, %{{[^ ]+}} : tensor<64x32xf32, #tilegpu.blocked
// CHECK-NOT:   tilegpu.wgmma_wait
// CHECK:       return
  func.func @ieee(%a: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %b: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %k: i32) attributes {tile.kernel} {
    %c0 = arith.constant 0 : i32
    %c32 = arith.constant 32 : i32
    %zero = arith.constant 0.000000e+00 : f32
    %ap = tile.splat %a : !tile.ptr<f32> -> tensor<64x32x!tile.ptr<f32>, #row32>
    %bp = tile.splat %b : !tile.ptr<f32> -> tensor<32x64x!tile.ptr<f32>, #col32>
    %ainc = arith.constant dense<32> : tensor<64x32xi32, #row32>
    %binc = arith.constant dense<32> : tensor<32x64xi32, #col32>
    %acc0 = tile.splat %zero : f32 -> tensor<64x64xf32, #mma>
    %res:3 = scf.for %i = %c0 to %k step %c32 iter_args(%pa = %ap, %acc = %acc0, %pb = %bp) -> (tensor<64x32x!tile.ptr<f32>, #row32>, tensor<64x64xf32, #mma>, tensor<32x64x!tile.ptr<f32>, #col32>) : i32 {
      %x = tile.load %pa {tilegpu.vector_width = 4 : i32} : tensor<64x32x!tile.ptr<f32>, #row32>
      %y = tile.load %pb {tilegpu.vector_width = 4 : i32, tilegpu.vector_dim = 0 : i32} : tensor<32x64x!tile.ptr<f32>, #col32>
      %d = tile.dot %x, %y, %acc {input_precision = "ieee"} : tensor<64x32xf32, #row32>, tensor<32x64xf32, #col32>, tensor<64x64xf32, #mma> -> tensor<64x64xf32, #mma>
      %na = tile.addptr %pa, %ainc : tensor<64x32x!tile.ptr<f32>, #row32>, tensor<64x32xi32, #row32>
      %nb = tile.addptr %pb, %binc : tensor<32x64x!tile.ptr<f32>, #col32>, tensor<32x64xi32, #col32>
      scf.yield %na, %d, %nb : tensor<64x32x!tile.ptr<f32>, #row32>, tensor<64x64xf32, #mma>, tensor<32x64x!tile.ptr<f32>, #col32>
    }
    return
  }
}

// tritonc-tensor-map-stores alone, on TileGPU IR: a store that carries its
// block parts, whose base and row stride the specialization promises as
// 16-byte multiples and whose column stride is the constant 1, becomes a
// tilegpu.tensor_store of the same value through a tensor map appended as a
// kernel parameter and recorded on the module (extents and stride as
// argument indices, innermost first; a 32x64 tile of halves is one box of
// 128-byte lines). A row stride without the promise keeps the store.
// RUN: %tritonc-opt %s --tritonc-tensor-map-stores | %FileCheck %s

#blocked = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {tilegpu.num_warps = 4 : i32} {

// CHECK:       module attributes {tilegpu.num_warps = 4 : i32, tilegpu.tensor_maps = [#tilegpu.tensor_map<{base = 0, elem_bytes = 2, dims = [2, 1], dim_values = [0, 0], strides = [3], stride_values = [0], box = [64, 32], swizzle = 128}>]}
// CHECK-LABEL: func.func @stored(
// CHECK-SAME:    %arg4: !llvm.ptr {tilegpu.tensor_map})
// CHECK-NOT:   tile.store
// CHECK:       tilegpu.tensor_store %{{.*}} to %arg4[%{{.*}}, %{{.*}}] {boxBytes = 4096 : i32, boxCols = 64 : i32, boxes = 1 : i32, rowDim = 0 : i32} : tensor<32x64xf16, #tilegpu.blocked<{{.*}}>>, !llvm.ptr
  func.func @stored(%out: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %m: i32, %n: i32, %ld: i32 {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i64
    %m64 = arith.extsi %m : i32 to i64
    %n64 = arith.extsi %n : i32 to i64
    %ld64 = arith.extsi %ld : i32 to i64
    %v = arith.constant dense<1.500000e+00> : tensor<32x64xf16, #blocked>
    %ptrs = tile.splat %out : !tile.ptr<f16> -> tensor<32x64x!tile.ptr<f16>, #blocked>
    tile.store %ptrs, %v block(%out, %m64, %n64, %ld64, %c1, %c0, %c0) : tensor<32x64x!tile.ptr<f16>, #blocked>
    return
  }

// CHECK-LABEL: func.func @unaligned(
// CHECK-NOT:   tilegpu.tensor_map
// CHECK:       tile.store %{{.*}}, %{{.*}} block(
  func.func @unaligned(%out: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %m: i32, %n: i32, %ld: i32) attributes {tile.kernel} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i64
    %m64 = arith.extsi %m : i32 to i64
    %n64 = arith.extsi %n : i32 to i64
    %ld64 = arith.extsi %ld : i32 to i64
    %v = arith.constant dense<1.500000e+00> : tensor<32x64xf16, #blocked>
    %ptrs = tile.splat %out : !tile.ptr<f16> -> tensor<32x64x!tile.ptr<f16>, #blocked>
    tile.store %ptrs, %v block(%out, %m64, %n64, %ld64, %c1, %c0, %c0) : tensor<32x64x!tile.ptr<f16>, #blocked>
    return
  }
}

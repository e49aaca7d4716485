// Without a divisibility hint every element is its own ld.global.b32 /
// st.global.b32 (8 per thread), and the argument has no llvm.align.
// RUN: %tritonc-opt %s --tritonc-tilegpu-pipeline="num-warps=4" --convert-tilegpu-to-llvm --canonicalize --cse | %FileCheck %s

// CHECK-LABEL: llvm.func @copy(%arg0: !llvm.ptr<1>, %arg1: !llvm.ptr<1>) attributes {nvvm.kernel, nvvm.maxntid = array<i32: 128, 1, 1>}
// CHECK-NOT:     .v4.
// CHECK-COUNT-8: "ld.global.b32 $0, [ $1 + 0 ];"
// CHECK-NOT:     .v4.
// CHECK-COUNT-8: "st.global.b32 [ $0 + 0 ], $1;"
// CHECK-NOT:     .v4.

func.func @copy(%x: !tile.ptr<f32>, %y: !tile.ptr<f32>) attributes {tile.kernel} {
  %r = tile.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32>
  %xs = tile.splat %x : !tile.ptr<f32> -> tensor<1024x!tile.ptr<f32>>
  %xp = tile.addptr %xs, %r : tensor<1024x!tile.ptr<f32>>, tensor<1024xi32>
  %v = tile.load %xp : tensor<1024x!tile.ptr<f32>>
  %ys = tile.splat %y : !tile.ptr<f32> -> tensor<1024x!tile.ptr<f32>>
  %yp = tile.addptr %ys, %r : tensor<1024x!tile.ptr<f32>>, tensor<1024xi32>
  tile.store %yp, %v : tensor<1024x!tile.ptr<f32>>
  return
}

// Shape ops on flat row-major vectors: expand_dims and reshape vanish,
// broadcast/trans/join/split/cat are shufflevectors with constant masks.
// RUN: %tritonc-opt %s --tritonc-cpu-pipeline | %FileCheck %s

// CHECK-LABEL: llvm.func @broadcast(%arg0: vector<2xf32>) -> vector<6xf32>
// CHECK: llvm.shufflevector %arg0, %arg0 [0, 0, 0, 1, 1, 1] : vector<2xf32>
func.func @broadcast(%a: tensor<2xf32>) -> tensor<2x3xf32> {
  %e = tile.expand_dims %a {axis = 1 : i32} : tensor<2xf32> -> tensor<2x1xf32>
  %b = tile.broadcast %e : tensor<2x1xf32> -> tensor<2x3xf32>
  return %b : tensor<2x3xf32>
}

// CHECK-LABEL: llvm.func @trans(%arg0: vector<6xi32>) -> vector<6xi32>
// CHECK: llvm.shufflevector %arg0, %arg0 [0, 3, 1, 4, 2, 5] : vector<6xi32>
func.func @trans(%a: tensor<2x3xi32>) -> tensor<3x2xi32> {
  %t = tile.trans %a {order = array<i32: 1, 0>} : tensor<2x3xi32> -> tensor<3x2xi32>
  return %t : tensor<3x2xi32>
}

// CHECK-LABEL: llvm.func @join_split(%arg0: vector<3xf16>, %arg1: vector<3xf16>) -> vector<3xf16>
// CHECK: %[[J:.*]] = llvm.shufflevector %arg0, %arg1 [0, 3, 1, 4, 2, 5] : vector<3xf16>
// CHECK: %[[R:.*]] = llvm.shufflevector %[[J]], %[[J]] [1, 3, 5] : vector<6xf16>
// CHECK: llvm.return %[[R]]
func.func @join_split(%a: tensor<3xf16>, %b: tensor<3xf16>) -> tensor<3xf16> {
  %j = tile.join %a, %b : tensor<3xf16> -> tensor<3x2xf16>
  %l, %r = tile.split %j : tensor<3x2xf16> -> tensor<3xf16>
  return %r : tensor<3xf16>
}

// CHECK-LABEL: llvm.func @cat_reshape(%arg0: vector<4xi8>, %arg1: vector<4xi8>) -> vector<8xi8>
// CHECK: %[[C:.*]] = llvm.shufflevector %arg0, %arg1 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi8>
// CHECK-NEXT: llvm.return %[[C]]
func.func @cat_reshape(%a: tensor<2x2xi8>, %b: tensor<2x2xi8>) -> tensor<8xi8> {
  %c = tile.cat %a, %b : tensor<2x2xi8> -> tensor<4x2xi8>
  %r = tile.reshape %c : tensor<4x2xi8> -> tensor<8xi8>
  return %r : tensor<8xi8>
}

// CHECK-LABEL: llvm.func @range_splat(%arg0: i32) -> vector<4xi32>
// CHECK-DAG: %[[R:.*]] = llvm.mlir.constant(dense<[4, 5, 6, 7]> : vector<4xi32>)
// CHECK-DAG: %[[I:.*]] = llvm.insertelement %arg0
// CHECK: %[[S:.*]] = llvm.shufflevector %[[I]], %[[I]] [0, 0, 0, 0]
// CHECK: llvm.add %[[S]], %[[R]] : vector<4xi32>
func.func @range_splat(%n: i32) -> tensor<4xi32> {
  %r = tile.make_range {end = 8 : i32, start = 4 : i32} : tensor<4xi32>
  %s = tile.splat %n : i32 -> tensor<4xi32>
  %a = arith.addi %s, %r : tensor<4xi32>
  return %a : tensor<4xi32>
}

// tile.reduce: neighbouring rows combined log2(R) times on whole vectors
// when the combine region is elementwise; element by element otherwise.
// tile.scan: Hillis-Steele steps, a shift, the combine and a select.
// RUN: %tritonc-opt %s --tritonc-cpu-pipeline | %FileCheck %s

// The tree combines neighbours: ((x0 + x1) + (x2 + x3)) per row.
// CHECK-LABEL: llvm.func @sum_rows(%arg0: vector<8xf32>) -> vector<2xf32>
// CHECK: %[[O1:.*]] = llvm.shufflevector %arg0, %arg0 [1, 3, 5, 7] : vector<8xf32>
// CHECK: %[[E1:.*]] = llvm.shufflevector %arg0, %arg0 [0, 2, 4, 6] : vector<8xf32>
// CHECK: %[[S1:.*]] = llvm.fadd %[[E1]], %[[O1]] : vector<4xf32>
// CHECK: %[[O2:.*]] = llvm.shufflevector %[[S1]], %[[S1]] [1, 3] : vector<4xf32>
// CHECK: %[[E2:.*]] = llvm.shufflevector %[[S1]], %[[S1]] [0, 2] : vector<4xf32>
// CHECK: %[[S2:.*]] = llvm.fadd %[[E2]], %[[O2]] : vector<2xf32>
// CHECK: llvm.return %[[S2]]
func.func @sum_rows(%x: tensor<2x4xf32>) -> tensor<2xf32> {
  %r = "tile.reduce"(%x) ({
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    tile.reduce.return %s : f32
  }) {axis = 1 : i32} : (tensor<2x4xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}

// Along axis 0 the rows are the halves' interleave: [0, 1] with [2, 3].
// CHECK-LABEL: llvm.func @max_cols(%arg0: vector<4xi32>) -> vector<2xi32>
// CHECK: %[[O:.*]] = llvm.shufflevector %arg0, %arg0 [2, 3] : vector<4xi32>
// CHECK: %[[E:.*]] = llvm.shufflevector %arg0, %arg0 [0, 1] : vector<4xi32>
// CHECK: %[[GT:.*]] = llvm.icmp "sgt" %[[E]], %[[O]] : vector<2xi32>
// CHECK: llvm.select %[[GT]], %[[E]], %[[O]] : vector<2xi1>, vector<2xi32>
func.func @max_cols(%x: tensor<2x2xi32>) -> tensor<2xi32> {
  %r = "tile.reduce"(%x) ({
  ^bb0(%a: i32, %b: i32):
    %m = arith.maxsi %a, %b : i32
    tile.reduce.return %m : i32
  }) {axis = 0 : i32} : (tensor<2x2xi32>) -> tensor<2xi32>
  return %r : tensor<2xi32>
}

// A region with control flow is applied to scalars, in order.
// CHECK-LABEL: llvm.func @scalar_combine(%arg0: vector<2xi32>) -> i32
// CHECK: llvm.extractelement %arg0
// CHECK: llvm.extractelement %arg0
// CHECK: llvm.cond_br
// CHECK: llvm.mul
func.func @scalar_combine(%x: tensor<2xi32>) -> i32 {
  %r = "tile.reduce"(%x) ({
  ^bb0(%a: i32, %b: i32):
    %z = arith.constant 0 : i32
    %c = arith.cmpi eq, %b, %z : i32
    %v = scf.if %c -> (i32) {
      scf.yield %a : i32
    } else {
      %m = arith.muli %a, %b : i32
      scf.yield %m : i32
    }
    tile.reduce.return %v : i32
  }) {axis = 0 : i32} : (tensor<2xi32>) -> i32
  return %r : i32
}

// CHECK-LABEL: llvm.func @cumsum(%arg0: vector<4xf32>) -> vector<4xf32>
// CHECK-DAG: %[[M2:.*]] = llvm.mlir.constant(dense<[false, false, true, true]> : vector<4xi1>)
// CHECK-DAG: %[[M1:.*]] = llvm.mlir.constant(dense<[false, true, true, true]> : vector<4xi1>)
// CHECK: %[[SH1:.*]] = llvm.shufflevector %arg0, %arg0 [0, 0, 1, 2] : vector<4xf32>
// CHECK: %[[A1:.*]] = llvm.fadd %[[SH1]], %arg0 : vector<4xf32>
// CHECK: %[[C1:.*]] = llvm.select %[[M1]], %[[A1]], %arg0
// CHECK: %[[SH2:.*]] = llvm.shufflevector %[[C1]], %[[C1]] [0, 1, 0, 1] : vector<4xf32>
// CHECK: %[[A2:.*]] = llvm.fadd %[[SH2]], %[[C1]] : vector<4xf32>
// CHECK: llvm.select %[[M2]], %[[A2]], %[[C1]]
func.func @cumsum(%x: tensor<4xf32>) -> tensor<4xf32> {
  %r = "tile.scan"(%x) ({
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    tile.reduce.return %s : f32
  }) {axis = 0 : i32, reverse = false} : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// tritonc-cpu-narrow-shuffles alone: a shuffle that keeps some lanes of an
// elementwise op is moved above it, so that only those lanes are computed;
// two shuffles compose into one and a shuffle of a constant becomes a
// constant. It does not apply when the op has other uses (it must die) or
// when shuffles with different masks read it (each would get a copy).
// RUN: %tritonc-opt %s --tritonc-cpu-narrow-shuffles | %FileCheck %s

// The first address of each run of 4: the add and the multiply by the
// element size are done on 2 lanes instead of 8.
// CHECK-LABEL: llvm.func @run_starts(%arg0: vector<8xi64>, %arg1: vector<8xi64>) -> vector<2xi64>
// CHECK-NEXT: %[[SIZE:.*]] = llvm.mlir.constant(dense<4> : vector<2xi64>) : vector<2xi64>
// CHECK-NEXT: %[[B:.*]] = llvm.shufflevector %arg1, %arg1 [0, 4] : vector<8xi64>
// CHECK-NEXT: %[[M:.*]] = llvm.mul %[[B]], %[[SIZE]] : vector<2xi64>
// CHECK-NEXT: %[[A:.*]] = llvm.shufflevector %arg0, %arg0 [0, 4] : vector<8xi64>
// CHECK-NEXT: %[[S:.*]] = llvm.add %[[A]], %[[M]] : vector<2xi64>
// CHECK-NEXT: llvm.return %[[S]] : vector<2xi64>
llvm.func @run_starts(%base: vector<8xi64>, %offsets: vector<8xi64>) -> vector<2xi64> {
  %size = llvm.mlir.constant(dense<4> : vector<8xi64>) : vector<8xi64>
  %bytes = llvm.mul %offsets, %size : vector<8xi64>
  %addr = llvm.add %base, %bytes : vector<8xi64>
  %starts = llvm.shufflevector %addr, %addr [0, 4] : vector<8xi64>
  llvm.return %starts : vector<2xi64>
}

// Shuffles of shuffles compose (reverse of the even lanes -> lanes 6, 4, 2, 0).
// CHECK-LABEL: llvm.func @compose(%arg0: vector<8xf32>) -> vector<4xf32>
// CHECK-NEXT: %[[R:.*]] = llvm.shufflevector %arg0, %arg0 [6, 4, 2, 0] : vector<8xf32>
// CHECK-NEXT: llvm.return %[[R]]
llvm.func @compose(%x: vector<8xf32>) -> vector<4xf32> {
  %even = llvm.shufflevector %x, %x [0, 2, 4, 6] : vector<8xf32>
  %rev = llvm.shufflevector %even, %even [3, 2, 1, 0] : vector<4xf32>
  llvm.return %rev : vector<4xf32>
}

// The wide sum is also returned: it stays, and so does the shuffle.
// CHECK-LABEL: llvm.func @other_use(%arg0: vector<8xi32>, %arg1: vector<8xi32>)
// CHECK: %[[S:.*]] = llvm.add %arg0, %arg1 : vector<8xi32>
// CHECK-NEXT: %[[H:.*]] = llvm.shufflevector %[[S]], %[[S]] [0, 1, 2, 3] : vector<8xi32>
// CHECK-NEXT: %[[U:.*]] = llvm.insertvalue %[[S]], %{{.*}}[0]
// CHECK-NEXT: llvm.insertvalue %[[H]], %[[U]][1]
llvm.func @other_use(%a: vector<8xi32>, %b: vector<8xi32>) -> !llvm.struct<(vector<8xi32>, vector<4xi32>)> {
  %s = llvm.add %a, %b : vector<8xi32>
  %h = llvm.shufflevector %s, %s [0, 1, 2, 3] : vector<8xi32>
  %u = llvm.mlir.undef : !llvm.struct<(vector<8xi32>, vector<4xi32>)>
  %u1 = llvm.insertvalue %s, %u[0] : !llvm.struct<(vector<8xi32>, vector<4xi32>)>
  %u2 = llvm.insertvalue %h, %u1[1] : !llvm.struct<(vector<8xi32>, vector<4xi32>)>
  llvm.return %u2 : !llvm.struct<(vector<8xi32>, vector<4xi32>)>
}

// The two halves of a reduction tree read the same op with different masks.
// CHECK-LABEL: llvm.func @halves(%arg0: vector<8xf32>, %arg1: vector<8xf32>)
// CHECK-NEXT: %[[S:.*]] = llvm.fmul %arg0, %arg1 : vector<8xf32>
// CHECK-NEXT: %[[LO:.*]] = llvm.shufflevector %[[S]], %[[S]] [0, 1, 2, 3] : vector<8xf32>
// CHECK-NEXT: %[[HI:.*]] = llvm.shufflevector %[[S]], %[[S]] [4, 5, 6, 7] : vector<8xf32>
// CHECK-NEXT: llvm.fadd %[[LO]], %[[HI]] : vector<4xf32>
llvm.func @halves(%a: vector<8xf32>, %b: vector<8xf32>) -> vector<4xf32> {
  %p = llvm.fmul %a, %b : vector<8xf32>
  %lo = llvm.shufflevector %p, %p [0, 1, 2, 3] : vector<8xf32>
  %hi = llvm.shufflevector %p, %p [4, 5, 6, 7] : vector<8xf32>
  %s = llvm.fadd %lo, %hi : vector<4xf32>
  llvm.return %s : vector<4xf32>
}

// tritonc-cpu-tensors-to-vectors alone: a tensor becomes one flat vector in
// row-major order; a run of consecutive addresses (the contiguity recorded
// by tritonc-cpu-prepare-kernels) moves as one vector load or store through
// stack buffers; reshapes are free and a transpose is one shufflevector;
// scf.for keeps its structure with vector iter_args; a tensor assert
// becomes a scalar tile.assert on the AND of its elements, left for
// tritonc-cpu-lower-asserts.
// RUN: %tritonc-opt %s --tritonc-cpu-tensors-to-vectors | %FileCheck %s

// CHECK-LABEL: func.func @k(%arg0: !llvm.ptr, %arg1: i32) attributes {tritonc.cpu_kernel}
// CHECK: %[[RANGE:.*]] = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : vector<8xi32>
// CHECK: %[[BASE:.*]] = llvm.ptrtoint %arg0 : !llvm.ptr to i64
// CHECK: %[[INS:.*]] = llvm.insertelement %[[BASE]]
// CHECK: %[[SPLAT:.*]] = llvm.shufflevector %[[INS]], %[[INS]] [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xi64>
// CHECK: %[[WIDE:.*]] = arith.extsi %[[RANGE]] : vector<8xi32> to vector<8xi64>
// CHECK: %[[BYTES:.*]] = arith.muli %[[WIDE]], %{{.*}} : vector<8xi64>
// CHECK: %[[ADDR:.*]] = arith.addi %[[SPLAT]], %[[BYTES]] : vector<8xi64>
// The whole tensor is one run: only the first address is kept.
// CHECK: llvm.shufflevector %[[ADDR]], %[[ADDR]] [0] : vector<8xi64>
// CHECK: llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr -> vector<8xf32>
// CHECK: %[[LOADED:.*]] = llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr -> vector<8xf32>
// CHECK: %[[SUM:.*]] = scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC:.*]] = %[[LOADED]]) -> (vector<8xf32>) {
// CHECK-NEXT: %[[D:.*]] = arith.addf %[[ACC]], %[[LOADED]] : vector<8xf32>
// CHECK-NEXT: scf.yield %[[D]] : vector<8xf32>
// CHECK: %[[T:.*]] = llvm.shufflevector %[[SUM]], %[[SUM]] [0, 4, 1, 5, 2, 6, 3, 7] : vector<8xf32>
// CHECK: llvm.store %[[T]], %{{.*}} : vector<8xf32>, !llvm.ptr
// CHECK: %[[OK:.*]] = arith.cmpi slt, %[[RANGE]], %{{.*}} : vector<8xi32>
// CHECK: %[[ALL:.*]] = "llvm.intr.vector.reduce.and"(%[[OK]]) : (vector<8xi1>) -> i1
// CHECK: tile.assert %[[ALL]], "in bounds" : i1
// CHECK-NEXT: return
func.func @k(%p: !tile.ptr<f32>, %n: i32) attributes {tritonc.cpu_kernel} {
  %r = tile.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32>
  %b = tile.splat %p : !tile.ptr<f32> -> tensor<8x!tile.ptr<f32>>
  %a = tile.addptr %b, %r : tensor<8x!tile.ptr<f32>>, tensor<8xi32>
  %v = tile.load %a {tritonc.cpu_contiguity = 8 : i64} : tensor<8x!tile.ptr<f32>>
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %s = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %v) -> (tensor<8xf32>) {
    %d = arith.addf %acc, %v : tensor<8xf32>
    scf.yield %d : tensor<8xf32>
  }
  %t = tile.reshape %s : tensor<8xf32> -> tensor<2x4xf32>
  %u = tile.trans %t {order = array<i32: 1, 0>} : tensor<2x4xf32> -> tensor<4x2xf32>
  %w = tile.reshape %u : tensor<4x2xf32> -> tensor<8xf32>
  tile.store %a, %w {tritonc.cpu_contiguity = 8 : i64} : tensor<8x!tile.ptr<f32>>
  %ns = tile.splat %n : i32 -> tensor<8xi32>
  %ok = arith.cmpi slt, %r, %ns : tensor<8xi32>
  tile.assert %ok, "in bounds" : tensor<8xi1>
  return
}

// bf16 travels as its bits (i16), tensors of pointers as 64-bit addresses.
// CHECK-LABEL: func.func @types(%arg0: vector<4xi16>, %arg1: vector<4xi64>, %arg2: !llvm.ptr) -> vector<4xi16>
// CHECK-NEXT: return %arg0 : vector<4xi16>
func.func @types(%x: tensor<4xbf16>, %p: tensor<4x!tile.ptr<f16>>, %q: !tile.ptr<bf16>) -> tensor<4xbf16> {
  return %x : tensor<4xbf16>
}

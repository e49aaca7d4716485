// Loads and stores: tensors of pointers are vectors of i64 addresses;
// addptr scales the offsets by the element size. A tensor access goes
// through stack buffers (addresses, mask bytes, values) and a loop: over runs
// of consecutive addresses moved as one vector when their mask is all true,
// element by element otherwise. Masked-off elements load `other` (0 without
// it), i1 is a byte in memory, bf16 its 16 bits; masked scalar accesses
// branch.
// RUN: %tritonc-opt %s --tritonc-cpu-pipeline | %FileCheck %s

// Unknown contiguity: one element per iteration.
// CHECK-LABEL: llvm.func @gather(%arg0: vector<4xi64>, %arg1: vector<4xi32>, %arg2: vector<4xi1>, %arg3: vector<4xf64>) -> vector<4xf64>
// CHECK-DAG: %[[MASK:.*]] = llvm.alloca %{{.*}} x !llvm.array<4 x i8> {alignment = 64 : i64}
// CHECK-DAG: %[[VALS:.*]] = llvm.alloca %{{.*}} x !llvm.array<4 x f64> {alignment = 64 : i64}
// CHECK-DAG: %[[ADDRS:.*]] = llvm.alloca %{{.*}} x !llvm.array<4 x i64> {alignment = 64 : i64}
// CHECK: %[[OFF:.*]] = llvm.sext %arg1 : vector<4xi32> to vector<4xi64>
// CHECK: %[[BYTES:.*]] = llvm.mul %[[OFF]], %{{.*}} : vector<4xi64>
// CHECK: %[[ADDR:.*]] = llvm.add %arg0, %[[BYTES]] : vector<4xi64>
// CHECK: llvm.store %[[ADDR]], %[[ADDRS]]
// CHECK: %[[M8:.*]] = llvm.zext %arg2 : vector<4xi1> to vector<4xi8>
// CHECK: llvm.store %[[M8]], %[[MASK]]
// CHECK: llvm.store %arg3, %[[VALS]]
// CHECK: ^bb2:
// CHECK: %[[M:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i8
// CHECK: %[[ON:.*]] = llvm.icmp "ne" %[[M]]
// CHECK: llvm.cond_br %[[ON]], ^bb3, ^bb4
// CHECK: ^bb3:
// CHECK: %[[A:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i64
// CHECK: %[[P:.*]] = llvm.inttoptr %[[A]] : i64 to !llvm.ptr
// CHECK: %[[V:.*]] = llvm.load %[[P]] {alignment = 8 : i64} : !llvm.ptr -> f64
// CHECK: llvm.store %[[V]], %{{.*}} : f64, !llvm.ptr
// CHECK: ^bb5:
// CHECK: %[[R:.*]] = llvm.load %[[VALS]] {alignment = 8 : i64} : !llvm.ptr -> vector<4xf64>
// CHECK: llvm.intr.lifetime.end 32, %[[ADDRS]]
// CHECK: llvm.return %[[R]]
func.func @gather(%p: tensor<4x!tile.ptr<f64>>, %o: tensor<4xi32>, %m: tensor<4xi1>, %other: tensor<4xf64>) -> tensor<4xf64> {
  %q = tile.addptr %p, %o : tensor<4x!tile.ptr<f64>>, tensor<4xi32>
  %v = tile.load %q mask %m other %other : tensor<4x!tile.ptr<f64>>
  return %v : tensor<4xf64>
}

// Contiguous (splat + range): runs of 16 floats (64 bytes), the address of
// each run's first element only, a vector move when the run's mask is all
// true.
// CHECK-LABEL: llvm.func @contiguous(%arg0: !llvm.ptr, %arg1: vector<32xi1>) -> vector<32xf32>
// CHECK: %[[STARTS:.*]] = llvm.add %{{.*}}, %{{.*}} : vector<2xi64>
// CHECK: llvm.store %[[STARTS]], %{{.*}} {alignment = 8 : i64} : vector<2xi64>, !llvm.ptr
// CHECK: %[[FLAGS:.*]] = llvm.load %{{.*}} {alignment = 1 : i64} : !llvm.ptr -> vector<16xi8>
// CHECK: %[[ON:.*]] = llvm.icmp "ne" %[[FLAGS]], %{{.*}} : vector<16xi8>
// CHECK: %[[ALL:.*]] = "llvm.intr.vector.reduce.and"(%[[ON]]) : (vector<16xi1>) -> i1
// CHECK: llvm.cond_br %[[ALL]], ^[[WHOLE:.*]], ^[[EACH:[^ ]*]]
// CHECK: ^[[WHOLE]]:
// CHECK: llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr -> vector<16xf32>
func.func @contiguous(%p: !tile.ptr<f32>, %m: tensor<32xi1>) -> tensor<32xf32> {
  %r = tile.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
  %s = tile.splat %p : !tile.ptr<f32> -> tensor<32x!tile.ptr<f32>>
  %q = tile.addptr %s, %r : tensor<32x!tile.ptr<f32>>, tensor<32xi32>
  %v = tile.load %q mask %m : tensor<32x!tile.ptr<f32>>
  return %v : tensor<32xf32>
}

// CHECK-LABEL: llvm.func @bools(%arg0: vector<4xi64>, %arg1: vector<4xi1>)
// CHECK: llvm.load %{{.*}} {alignment = 1 : i64} : !llvm.ptr -> i8
// CHECK: %[[B:.*]] = llvm.load %{{.*}} : !llvm.ptr -> vector<4xi8>
// CHECK: %[[V:.*]] = llvm.icmp "ne" %[[B]], %{{.*}} : vector<4xi8>
// CHECK: %[[X:.*]] = llvm.xor %[[V]], %arg1
// CHECK: %[[W:.*]] = llvm.zext %[[X]] : vector<4xi1> to vector<4xi8>
// CHECK: llvm.store %[[W]]
// CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 1 : i64} : i8, !llvm.ptr
func.func @bools(%p: tensor<4x!tile.ptr<i1>>, %f: tensor<4xi1>) {
  %v = tile.load %p : tensor<4x!tile.ptr<i1>>
  %x = arith.xori %v, %f : tensor<4xi1>
  tile.store %p, %x : tensor<4x!tile.ptr<i1>>
  return
}

// CHECK-LABEL: llvm.func @bf16(%arg0: vector<2xi64>) -> vector<2xi16>
// CHECK: llvm.load %{{.*}} {alignment = 2 : i64} : !llvm.ptr -> i16
// CHECK: llvm.load %{{.*}} : !llvm.ptr -> vector<2xi16>
func.func @bf16(%p: tensor<2x!tile.ptr<bf16>>) -> tensor<2xbf16> {
  %v = tile.load %p : tensor<2x!tile.ptr<bf16>>
  return %v : tensor<2xbf16>
}

// CHECK-LABEL: llvm.func @scalar(%arg0: !llvm.ptr, %arg1: i64, %arg2: i1) -> f32
// CHECK: %[[ZERO:.*]] = llvm.mlir.constant(0.000000e+00 : f32)
// CHECK: %[[Q:.*]] = llvm.getelementptr %arg0[%arg1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK: llvm.cond_br %arg2, ^[[LOAD:.*]], ^[[OTHER:[^ ]*]]
// CHECK: ^[[LOAD]]:
// CHECK: llvm.load %[[Q]] {alignment = 4 : i64} : !llvm.ptr -> f32
// CHECK: ^[[OTHER]]:
// CHECK: llvm.br ^{{.*}}(%[[ZERO]] : f32)
func.func @scalar(%p: !tile.ptr<f32>, %o: i64, %m: i1) -> f32 {
  %q = tile.addptr %p, %o : !tile.ptr<f32>, i64
  %v = tile.load %q mask %m : !tile.ptr<f32>
  return %v : f32
}

// Atomics are one atomicrmw / cmpxchg per element, under its mask bit;
// tensors loop over their elements in stack buffers.
// RUN: %tritonc-opt %s --tritonc-cpu-pipeline | %FileCheck %s

// CHECK-LABEL: llvm.func @rmw(%arg0: vector<2xi64>, %arg1: vector<2xf32>, %arg2: vector<2xi1>) -> vector<2xf32>
// CHECK-DAG: %[[RES:.*]] = llvm.alloca %{{.*}} x !llvm.array<2 x f32>
// CHECK-DAG: %[[MASK:.*]] = llvm.alloca %{{.*}} x !llvm.array<2 x i8>
// CHECK-DAG: %[[ADDR:.*]] = llvm.alloca %{{.*}} x !llvm.array<2 x i64>
// CHECK: llvm.store %arg0, %[[ADDR]]
// CHECK: ^bb2:
// CHECK: %[[M:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i8
// CHECK: %[[ON:.*]] = llvm.icmp "ne" %[[M]]
// CHECK: llvm.cond_br %[[ON]], ^bb3, ^bb4
// CHECK: ^bb3:
// CHECK: %[[A:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i64
// CHECK: %[[V:.*]] = llvm.load %{{.*}} : !llvm.ptr -> f32
// CHECK: %[[P:.*]] = llvm.inttoptr %[[A]] : i64 to !llvm.ptr
// CHECK: %[[OLD:.*]] = llvm.atomicrmw fadd %[[P]], %[[V]] acq_rel : !llvm.ptr, f32
// CHECK: llvm.store %[[OLD]], %{{.*}} : f32, !llvm.ptr
// CHECK: llvm.load %[[RES]] {alignment = 4 : i64} : !llvm.ptr -> vector<2xf32>
func.func @rmw(%p: tensor<2x!tile.ptr<f32>>, %v: tensor<2xf32>, %m: tensor<2xi1>) -> tensor<2xf32> {
  %old = tile.atomic_rmw "fadd", %p, %v mask %m {scope = "gpu", sem = "acq_rel"} : (tensor<2x!tile.ptr<f32>>, tensor<2xf32>, tensor<2xi1>) -> tensor<2xf32>
  return %old : tensor<2xf32>
}

// CHECK-LABEL: llvm.func @cas(%arg0: !llvm.ptr, %arg1: f32, %arg2: f32) -> f32
// CHECK: %[[C:.*]] = llvm.bitcast %arg1 : f32 to i32
// CHECK: %[[V:.*]] = llvm.bitcast %arg2 : f32 to i32
// CHECK: %[[R:.*]] = llvm.cmpxchg %arg0, %[[C]], %[[V]] release monotonic : !llvm.ptr, i32
// CHECK: %[[OLD:.*]] = llvm.extractvalue %[[R]][0]
// CHECK: llvm.bitcast %[[OLD]] : i32 to f32
func.func @cas(%p: !tile.ptr<f32>, %c: f32, %v: f32) -> f32 {
  %old = tile.atomic_cas %p, %c, %v {scope = "sys", sem = "release"} : (!tile.ptr<f32>, f32, f32) -> f32
  return %old : f32
}

// CHECK-LABEL: llvm.func @umax(%arg0: !llvm.ptr, %arg1: i64) -> i64
// CHECK: llvm.atomicrmw umax %arg0, %arg1 monotonic : !llvm.ptr, i64
func.func @umax(%p: !tile.ptr<i64>, %v: i64) -> i64 {
  %old = tile.atomic_rmw "umax", %p, %v {scope = "cta", sem = "relaxed"} : (!tile.ptr<i64>, i64) -> i64
  return %old : i64
}

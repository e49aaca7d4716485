// device_print: one printf per element with the program ids and index;
// device_assert: the AND of the condition, a branch to a block that calls
// the context's assert callback (its first field) and returns.
// RUN: %tritonc-opt %s --tritonc-cpu-pipeline | %FileCheck %s

// CHECK-DAG: llvm.mlir.global private constant @{{.*}}("pid (%d, %d, %d) idx (%d, %d) x=%f\0A\00")
// CHECK-DAG: llvm.mlir.global private constant @{{.*}}("n must be positive\00")
// CHECK-DAG: llvm.func @printf(!llvm.ptr, ...) -> i32

// CHECK-LABEL: llvm.func internal @k(
// CHECK-SAME: %[[X:[^:]*]]: !llvm.ptr, %[[N:[^:]*]]: i32, %[[PX:[^:]*]]: i32, %[[PY:[^:]*]]: i32, %[[PZ:[^:]*]]: i32, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: i32, %[[CTX:[^:]*]]: !llvm.ptr)
// CHECK-COUNT-4: llvm.call @printf(%{{.*}}, %[[PX]], %[[PY]], %[[PZ]], %{{.*}}, %{{.*}}, %{{.*}}) vararg
// CHECK: %[[ALL:.*]] = "llvm.intr.vector.reduce.and"(%{{.*}}) : (vector<4xi1>) -> i1
// CHECK: llvm.cond_br %[[ALL]], ^[[OK:.*]], ^[[FAIL:[^ ]*]]
// CHECK: ^[[FAIL]]:
// CHECK: %[[CB:.*]] = llvm.load %[[CTX]] : !llvm.ptr -> !llvm.ptr
// CHECK: llvm.call %[[CB]](%[[CTX]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[PX]], %[[PY]], %[[PZ]]) : !llvm.ptr, (!llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr, i32, i32, i32) -> ()
// CHECK-NEXT: llvm.return
func.func @k(%x: !tile.ptr<f32>, %n: i32) attributes {tile.kernel} {
  %r = tile.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32>
  %b = tile.splat %x : !tile.ptr<f32> -> tensor<4x!tile.ptr<f32>>
  %p = tile.addptr %b, %r : tensor<4x!tile.ptr<f32>>, tensor<4xi32>
  %v = tile.load %p : tensor<4x!tile.ptr<f32>>
  %v2 = tile.reshape %v : tensor<4xf32> -> tensor<2x2xf32>
  tile.print " x=" (%v2) : tensor<2x2xf32>
  %ns = tile.splat %n : i32 -> tensor<4xi32>
  %zero = arith.constant dense<0> : tensor<4xi32>
  %ok = arith.cmpi sgt, %ns, %zero : tensor<4xi32>
  tile.assert %ok, "n must be positive" : tensor<4xi1>
  tile.debug_barrier
  return
}

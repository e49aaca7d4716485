// Integer division never traps on x86: a zero divisor (and -1 when the
// dividend is INT_MIN) is replaced by 1; constant divisors stay as they are.
// RUN: %tritonc-opt %s --tritonc-cpu-pipeline | %FileCheck %s

// CHECK-LABEL: llvm.func @div(%arg0: vector<4xi32>, %arg1: vector<4xi32>) -> vector<4xi32>
// CHECK-DAG: %[[ZERO:.*]] = llvm.mlir.constant(dense<0> : vector<4xi32>)
// CHECK-DAG: %[[ONE:.*]] = llvm.mlir.constant(dense<1> : vector<4xi32>)
// CHECK-DAG: %[[MIN:.*]] = llvm.mlir.constant(dense<-2147483648> : vector<4xi32>)
// CHECK-DAG: %[[M1:.*]] = llvm.mlir.constant(dense<-1> : vector<4xi32>)
// CHECK-DAG: %[[Z:.*]] = llvm.icmp "eq" %arg1, %[[ZERO]]
// CHECK-DAG: %[[A:.*]] = llvm.icmp "eq" %arg0, %[[MIN]]
// CHECK-DAG: %[[B:.*]] = llvm.icmp "eq" %arg1, %[[M1]]
// CHECK: %[[O:.*]] = llvm.and %[[A]], %[[B]]
// CHECK: %[[BAD:.*]] = llvm.or %[[Z]], %[[O]]
// CHECK: %[[SAFE:.*]] = llvm.select %[[BAD]], %[[ONE]], %arg1
// CHECK: llvm.sdiv %arg0, %[[SAFE]] : vector<4xi32>
func.func @div(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %q = arith.divsi %a, %b : tensor<4xi32>
  return %q : tensor<4xi32>
}

// CHECK-LABEL: llvm.func @urem_const(%arg0: i64) -> i64
// CHECK-NEXT: %[[C:.*]] = llvm.mlir.constant(7 : i64)
// CHECK-NEXT: llvm.urem %arg0, %[[C]] : i64
func.func @urem_const(%a: i64) -> i64 {
  %c = arith.constant 7 : i64
  %r = arith.remui %a, %c : i64
  return %r : i64
}

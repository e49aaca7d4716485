// tritonc-cpu-prepare-kernels makes arithmetic safe and lowerable on x86:
// a divisor that may be 0 (or -1 with INT_MIN, for signed division) is
// replaced by 1 where it is, since idiv would fault where a GPU returns
// some value; a constant divisor that cannot fault is kept; bf16
// arithmetic is computed in f32 and rounded after each operation;
// floor division is expanded; libdevice arithmetic becomes arith ops.
// RUN: %tritonc-opt %s --tritonc-cpu-prepare-kernels | %FileCheck %s

// CHECK-LABEL: func.func @sdiv(%arg0: tensor<4xi32>, %arg1: tensor<4xi32>)
// CHECK-DAG: %[[ZERO:.*]] = arith.constant dense<0> : tensor<4xi32>
// CHECK-DAG: %[[ONE:.*]] = arith.constant dense<1> : tensor<4xi32>
// CHECK-DAG: %[[MIN:.*]] = arith.constant dense<-2147483648> : tensor<4xi32>
// CHECK-DAG: %[[M1:.*]] = arith.constant dense<-1> : tensor<4xi32>
// CHECK-DAG: %[[Z:.*]] = arith.cmpi eq, %arg1, %[[ZERO]]
// CHECK-DAG: %[[A:.*]] = arith.cmpi eq, %arg0, %[[MIN]]
// CHECK-DAG: %[[B:.*]] = arith.cmpi eq, %arg1, %[[M1]]
// CHECK: %[[O:.*]] = arith.andi %[[A]], %[[B]]
// CHECK: %[[BAD:.*]] = arith.ori %[[Z]], %[[O]]
// CHECK: %[[SAFE:.*]] = arith.select %[[BAD]], %[[ONE]], %arg1
// CHECK: arith.divsi %arg0, %[[SAFE]] : tensor<4xi32>
func.func @sdiv(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %q = arith.divsi %a, %b : tensor<4xi32>
  return %q : tensor<4xi32>
}

// Unsigned: only 0 faults.
// CHECK-LABEL: func.func @urem(%arg0: i64, %arg1: i64)
// CHECK-DAG: %[[ZERO:.*]] = arith.constant 0 : i64
// CHECK-DAG: %[[ONE:.*]] = arith.constant 1 : i64
// CHECK: %[[BAD:.*]] = arith.cmpi eq, %arg1, %[[ZERO]]
// CHECK: %[[SAFE:.*]] = arith.select %[[BAD]], %[[ONE]], %arg1
// CHECK: arith.remui %arg0, %[[SAFE]] : i64
func.func @urem(%a: i64, %b: i64) -> i64 {
  %r = arith.remui %a, %b : i64
  return %r : i64
}

// CHECK-LABEL: func.func @const_divisor(%arg0: i32)
// CHECK-NEXT: %[[C:.*]] = arith.constant 7 : i32
// CHECK-NEXT: %[[Q:.*]] = arith.divsi %arg0, %[[C]] : i32
// CHECK-NEXT: return %[[Q]]
func.func @const_divisor(%a: i32) -> i32 {
  %c = arith.constant 7 : i32
  %q = arith.divsi %a, %c : i32
  return %q : i32
}

// The bf16 operands widen to f32 by their bits (<< 16), the sum rounds to
// nearest even back to 16 bits.
// CHECK-LABEL: func.func @bf16_add(%arg0: tensor<8xbf16>, %arg1: tensor<8xbf16>)
// CHECK: %[[B:.*]] = arith.bitcast %arg1 : tensor<8xbf16> to tensor<8xi16>
// CHECK: %[[A:.*]] = arith.bitcast %arg0 : tensor<8xbf16> to tensor<8xi16>
// CHECK: %[[SUM:.*]] = arith.addf %{{.*}}, %{{.*}} : tensor<8xf32>
// CHECK: %[[BITS:.*]] = arith.bitcast %[[SUM]] : tensor<8xf32> to tensor<8xi32>
// CHECK: %[[R:.*]] = arith.bitcast %{{.*}} : tensor<8xi16> to tensor<8xbf16>
// CHECK-NEXT: return %[[R]]
func.func @bf16_add(%a: tensor<8xbf16>, %b: tensor<8xbf16>) -> tensor<8xbf16> {
  %s = arith.addf %a, %b : tensor<8xbf16>
  return %s : tensor<8xbf16>
}

// Expanded into a truncating division and a correction; that division's
// divisor is then made safe like any other.
// CHECK-LABEL: func.func @floordiv(%arg0: i32, %arg1: i32)
// CHECK-NOT: arith.floordivsi
// CHECK: %[[SAFE:.*]] = arith.select %{{.*}}, %{{.*}}, %arg1 : i32
// CHECK: %[[Q:.*]] = arith.divsi %arg0, %[[SAFE]] : i32
// CHECK: arith.muli %[[Q]], %arg1 : i32
// CHECK-NOT: arith.floordivsi
// CHECK: return
func.func @floordiv(%a: i32, %b: i32) -> i32 {
  %q = arith.floordivsi %a, %b : i32
  return %q : i32
}

// CHECK-LABEL: func.func @libdevice_abs(%arg0: tensor<4xf32>)
// CHECK-NEXT: %[[A:.*]] = math.absf %arg0 : tensor<4xf32>
// CHECK-NEXT: return %[[A]]
func.func @libdevice_abs(%x: tensor<4xf32>) -> tensor<4xf32> {
  %a = tile.extern_elementwise "__nv_fabsf"(%x) {pure} : (tensor<4xf32>) -> tensor<4xf32>
  return %a : tensor<4xf32>
}

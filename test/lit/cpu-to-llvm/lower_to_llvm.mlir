// tritonc-cpu-to-llvm alone: func, arith, math and cf become the LLVM
// dialect (the kernel mark stays for tritonc-cpu-add-entry-points); math
// with an LLVM intrinsic uses it, math without an x86 lowering calls libm
// per element (`tanhf` for f32, `cbrt` for f64, declared once); a pair of
// unrealized casts that undo each other disappears.
// RUN: %tritonc-opt %s --tritonc-cpu-to-llvm | %FileCheck %s

// CHECK-DAG: llvm.func @cbrt(f64) -> f64
// CHECK-DAG: llvm.func @tanhf(f32) -> f32
// CHECK-LABEL: llvm.func @k(%arg0: vector<4xf32>, %arg1: f64, %arg2: vector<4xi64>, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32, %arg8: i32, %arg9: !llvm.ptr) -> vector<4xf32> attributes {tritonc.cpu_kernel}
// CHECK: %[[E:.*]] = llvm.intr.exp(%arg0) : (vector<4xf32>) -> vector<4xf32>
// CHECK-COUNT-4: llvm.call @tanhf(%{{.*}}) : (f32) -> f32
// CHECK: %[[C:.*]] = llvm.call @cbrt(%arg1) : (f64) -> f64
// CHECK: %[[OK:.*]] = llvm.fcmp "olt" %[[C]], %{{.*}} : f64
// CHECK: llvm.cond_br %[[OK]], ^bb1, ^bb2
// CHECK: ^bb2:
func.func @k(%x: vector<4xf32>, %d: f64, %ptrs: vector<4xi64>, %px: i32, %py: i32, %pz: i32, %nx: i32, %ny: i32, %nz: i32, %ctx: !llvm.ptr) -> vector<4xf32> attributes {tritonc.cpu_kernel} {
  %e = math.exp %x : vector<4xf32>
  %t = math.tanh %e : vector<4xf32>
  %c = math.cbrt %d : f64
  %one = arith.constant 1.0 : f64
  %ok = arith.cmpf olt, %c, %one : f64
  cf.cond_br %ok, ^a, ^b
^a:
  return %t : vector<4xf32>
^b:
  %back = builtin.unrealized_conversion_cast %ptrs : vector<4xi64> to tensor<4x!tile.ptr<f32>>
  %again = builtin.unrealized_conversion_cast %back : tensor<4x!tile.ptr<f32>> to vector<4xi64>
  %f = llvm.bitcast %again : vector<4xi64> to vector<8xf32>
  %g = llvm.shufflevector %f, %f [0, 1, 2, 3] : vector<8xf32>
  return %g : vector<4xf32>
}

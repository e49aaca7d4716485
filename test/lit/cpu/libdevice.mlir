// libdevice on the CPU: arithmetic functions become LLVM operations,
// C math library functions are called per element, unknown ones are errors.
// RUN: %tritonc-opt %s --tritonc-cpu-pipeline --split-input-file --verify-diagnostics | %FileCheck %s

// CHECK-DAG: llvm.func @expf(f32) -> f32 attributes {memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>, no_unwind, will_return}
// CHECK-DAG: llvm.func @pow(f64, f64) -> f64
// CHECK-LABEL: llvm.func @calls(%arg0: vector<2xf32>, %arg1: f64) -> vector<2xf32>
// CHECK: %[[E0:.*]] = llvm.extractelement %arg0
// CHECK: %[[C0:.*]] = llvm.call @expf(%[[E0]]) : (f32) -> f32
// CHECK: %[[E1:.*]] = llvm.extractelement %arg0
// CHECK: %[[C1:.*]] = llvm.call @expf(%[[E1]]) : (f32) -> f32
// CHECK: llvm.call @pow(%arg1, %arg1) : (f64, f64) -> f64
// CHECK: llvm.intr.fabs(%{{.*}}) : (vector<2xf32>) -> vector<2xf32>
func.func @calls(%x: tensor<2xf32>, %d: f64) -> tensor<2xf32> {
  %e = tile.extern_elementwise "__nv_expf"(%x) {pure} : (tensor<2xf32>) -> tensor<2xf32>
  %p = tile.extern_elementwise "__nv_pow"(%d, %d) {pure} : (f64, f64) -> f64
  %a = tile.extern_elementwise "__nv_fabsf"(%e) {pure} : (tensor<2xf32>) -> tensor<2xf32>
  %t = arith.truncf %p : f64 to f32
  %ts = tile.splat %t : f32 -> tensor<2xf32>
  %s = arith.addf %a, %ts : tensor<2xf32>
  return %s : tensor<2xf32>
}

// -----

func.func @unknown(%x: f32) -> f32 {
  // expected-error @+1 {{the CPU target has no implementation of the external function '__nv_erfinvf'}}
  %e = tile.extern_elementwise "__nv_erfinvf"(%x) {pure} : (f32) -> f32
  return %e : f32
}

// bf16 on the CPU is kept as i16 bits, so everything on bf16 goes through
// f32 before the conversion: math ops (|x| here) compute in f32; f64 ->
// bf16 rounds f64 -> f32 to odd (toward zero, the low bit set when inexact)
// so that the f32 -> bf16 step rounds once; integers -> bf16 go through f64;
// bf16 -> f64 through f32.
// RUN: %tritonc-opt %s --tritonc-cpu-pipeline | %FileCheck %s

// CHECK-LABEL: llvm.func @abs
// CHECK: llvm.intr.fabs(%{{.*}}) : (vector<4xf32>) -> vector<4xf32>
func.func @abs(%a: tensor<4xbf16>) -> tensor<4xbf16> {
  %r = math.absf %a : tensor<4xbf16>
  return %r : tensor<4xbf16>
}

// CHECK-LABEL: llvm.func @from_f64
// CHECK: %[[N:.*]] = llvm.fptrunc %arg0 : vector<4xf64> to vector<4xf32>
// CHECK: llvm.fcmp "ogt"
// CHECK: llvm.fcmp "one"
// CHECK: llvm.sub
// CHECK: llvm.or
func.func @from_f64(%a: tensor<4xf64>) -> tensor<4xbf16> {
  %r = arith.truncf %a : tensor<4xf64> to tensor<4xbf16>
  return %r : tensor<4xbf16>
}

// CHECK-LABEL: llvm.func @from_i64
// CHECK: llvm.sitofp %arg0 : vector<4xi64> to vector<4xf64>
func.func @from_i64(%a: tensor<4xi64>) -> tensor<4xbf16> {
  %r = arith.sitofp %a : tensor<4xi64> to tensor<4xbf16>
  return %r : tensor<4xbf16>
}

// CHECK-LABEL: llvm.func @to_f64
// CHECK: llvm.fpext %{{.*}} : vector<4xf32> to vector<4xf64>
func.func @to_f64(%a: tensor<4xbf16>) -> tensor<4xf64> {
  %r = arith.extf %a : tensor<4xbf16> to tensor<4xf64>
  return %r : tensor<4xf64>
}

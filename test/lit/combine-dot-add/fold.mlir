// tritonc-combine-dot-add alone, on tile IR: `acc + tl.dot(a, b)` (the dot
// from a zero accumulator, its only use the addition, in either operand
// order, float or integer) becomes tl.dot(a, b, acc). Left alone: a dot
// whose accumulator is not zero, a dot with another user, an fp8 dot with
// max_num_imprecise_acc, a -0.0 accumulator (not an identity for +).
// RUN: %tritonc-opt %s --tritonc-combine-dot-add | %FileCheck %s

// CHECK-LABEL: func.func @loop_acc(
// CHECK:       scf.for {{.*}} iter_args(%[[ACC:[^ ]+]] = %{{.*}})
// CHECK-NEXT:    %[[D:[^ ]+]] = tile.dot %{{.*}}, %{{.*}}, %[[ACC]] {input_precision = "tf32"}
// CHECK-NEXT:    scf.yield %[[D]]
func.func @loop_acc(%a: tensor<32x16xf16>, %b: tensor<16x32xf16>, %n: i32) -> tensor<32x32xf32> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %zero = arith.constant 0.000000e+00 : f32
  %z = tile.splat %zero : f32 -> tensor<32x32xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (tensor<32x32xf32>) : i32 {
    %d = tile.dot %a, %b, %z {input_precision = "tf32"} : tensor<32x16xf16>, tensor<16x32xf16>, tensor<32x32xf32> -> tensor<32x32xf32>
    %s = arith.addf %acc, %d : tensor<32x32xf32>
    scf.yield %s : tensor<32x32xf32>
  }
  return %r : tensor<32x32xf32>
}

// The dot first, an integer accumulator; the addend is defined after the
// dot, which moves after it.
// CHECK-LABEL: func.func @dot_first_int(
// CHECK:       %[[X:[^ ]+]] = arith.muli
// CHECK-NEXT:  %[[D:[^ ]+]] = tile.dot %{{.*}}, %{{.*}}, %[[X]]
// CHECK-NEXT:  return %[[D]]
func.func @dot_first_int(%a: tensor<32x32xi8>, %b: tensor<32x32xi8>, %x: tensor<32x32xi32>) -> tensor<32x32xi32> {
  %z = arith.constant dense<0> : tensor<32x32xi32>
  %d = tile.dot %a, %b, %z : tensor<32x32xi8>, tensor<32x32xi8>, tensor<32x32xi32> -> tensor<32x32xi32>
  %y = arith.muli %x, %x : tensor<32x32xi32>
  %s = arith.addi %d, %y : tensor<32x32xi32>
  return %s : tensor<32x32xi32>
}

// CHECK-LABEL: func.func @not_folded(
// CHECK:       %[[D1:[^ ]+]] = tile.dot %{{.*}}, %{{.*}}, %arg2
// CHECK-NEXT:  arith.addf %arg3, %[[D1]]
// CHECK:       %[[D2:[^ ]+]] = tile.dot
// CHECK-NEXT:  arith.addf %arg3, %[[D2]]
// CHECK-NEXT:  arith.mulf %[[D2]], %[[D2]]
// CHECK:       %[[D3:[^ ]+]] = tile.dot {{.*}}max_num_imprecise_acc = 32
// CHECK-NEXT:  arith.addf %arg3, %[[D3]]
// CHECK:       %[[D4:[^ ]+]] = tile.dot
// CHECK-NEXT:  arith.addf %arg3, %[[D4]]
func.func @not_folded(%a: tensor<32x32xf16>, %b: tensor<32x32xf16>, %c: tensor<32x32xf32>, %x: tensor<32x32xf32>,
                      %a8: tensor<32x32xf8E4M3FN>, %b8: tensor<32x32xf8E4M3FN>)
    -> (tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %negzero = arith.constant -0.000000e+00 : f32
  %z = tile.splat %zero : f32 -> tensor<32x32xf32>
  %nz = tile.splat %negzero : f32 -> tensor<32x32xf32>
  %d1 = tile.dot %a, %b, %c : tensor<32x32xf16>, tensor<32x32xf16>, tensor<32x32xf32> -> tensor<32x32xf32>
  %s1 = arith.addf %x, %d1 : tensor<32x32xf32>
  %d2 = tile.dot %a, %b, %z : tensor<32x32xf16>, tensor<32x32xf16>, tensor<32x32xf32> -> tensor<32x32xf32>
  %s2 = arith.addf %x, %d2 : tensor<32x32xf32>
  %m2 = arith.mulf %d2, %d2 : tensor<32x32xf32>
  %d3 = tile.dot %a8, %b8, %z {max_num_imprecise_acc = 32 : i32} : tensor<32x32xf8E4M3FN>, tensor<32x32xf8E4M3FN>, tensor<32x32xf32> -> tensor<32x32xf32>
  %s3 = arith.addf %x, %d3 : tensor<32x32xf32>
  %d4 = tile.dot %a, %b, %nz : tensor<32x32xf16>, tensor<32x32xf16>, tensor<32x32xf32> -> tensor<32x32xf32>
  %s4 = arith.addf %x, %d4 : tensor<32x32xf32>
  return %s1, %s2, %m2, %s3, %s4 : tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>
}

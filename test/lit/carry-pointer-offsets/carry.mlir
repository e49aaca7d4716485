// tritonc-carry-pointer-offsets: a loop-carried tensor of pointers that
// each iteration advances by one scalar step is rebuilt in the body from
// its value before the loop plus an i64 sum the loop carries instead.
// RUN: %tritonc-opt %s --tritonc-carry-pointer-offsets | %FileCheck %s

// A scalar base plus offsets takes the sum in the base (one scalar addptr,
// then the invariant offsets); the i32 step is widened before the loop;
// the value after the loop is rebuilt from the final sum.
// CHECK-LABEL: func.func @splat_base(
// CHECK-SAME:    %[[A:[^:]+]]: !tile.ptr<f32>, %{{[^:]+}}: i32, %[[S:[^:]+]]: i32)
// CHECK:         %[[R:.+]] = tile.make_range
// CHECK:         %[[S64:.+]] = arith.extsi %[[S]] : i32 to i64
// CHECK:         %[[Z:.+]] = arith.constant 0 : i64
// CHECK:         %[[RES:.+]]:2 = scf.for {{.*}} iter_args(%[[ACC:.+]] = %{{.*}}, %[[O:.+]] = %[[Z]]) -> (tensor<16xf32>, i64)
// CHECK-NEXT:      %[[B:.+]] = tile.addptr %[[A]], %[[O]] : !tile.ptr<f32>, i64
// CHECK-NEXT:      %[[BS:.+]] = tile.splat %[[B]] : !tile.ptr<f32> -> tensor<16x!tile.ptr<f32>>
// CHECK-NEXT:      %[[P:.+]] = tile.addptr %[[BS]], %[[R]] : tensor<16x!tile.ptr<f32>>, tensor<16xi32>
// CHECK-NEXT:      tile.load %[[P]]
// CHECK-NOT:       tile.addptr
// CHECK:           %[[NEXT:.+]] = arith.addi %[[O]], %[[S64]] : i64
// CHECK-NEXT:      scf.yield %{{.*}}, %[[NEXT]] : tensor<16xf32>, i64
// CHECK:         %[[BF:.+]] = tile.addptr %[[A]], %[[RES]]#1 : !tile.ptr<f32>, i64
// CHECK-NEXT:    %[[BFS:.+]] = tile.splat %[[BF]]
// CHECK-NEXT:    %[[PF:.+]] = tile.addptr %[[BFS]], %[[R]]
// CHECK-NEXT:    tile.store %[[PF]], %[[RES]]#0
func.func @splat_base(%a: !tile.ptr<f32>, %n: i32, %s: i32) {
  %r = tile.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32>
  %as = tile.splat %a : !tile.ptr<f32> -> tensor<16x!tile.ptr<f32>>
  %p0 = tile.addptr %as, %r : tensor<16x!tile.ptr<f32>>, tensor<16xi32>
  %step = tile.splat %s : i32 -> tensor<16xi32>
  %zero = arith.constant dense<0.0> : tensor<16xf32>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %res:2 = scf.for %i = %c0 to %n step %c1 iter_args(%p = %p0, %acc = %zero) -> (tensor<16x!tile.ptr<f32>>, tensor<16xf32>) : i32 {
    %x = tile.load %p : tensor<16x!tile.ptr<f32>>
    %sum = arith.addf %acc, %x : tensor<16xf32>
    %next = tile.addptr %p, %step : tensor<16x!tile.ptr<f32>>, tensor<16xi32>
    scf.yield %next, %sum : tensor<16x!tile.ptr<f32>>, tensor<16xf32>
  }
  tile.store %res#0, %res#1 : tensor<16x!tile.ptr<f32>>
  return
}

// Any other tensor before the loop (here a loaded one) is advanced by a
// splat of the sum; a constant step (64) becomes an i64 constant.
// CHECK-LABEL: func.func @any_base(
// CHECK:         %[[P0:.+]] = tile.load %{{.*}} : tensor<16x!tile.ptr<i64>>
// CHECK:         %[[STEP:.+]] = arith.constant 64 : i64
// CHECK:         scf.for {{.*}} iter_args(%{{.*}} = %{{.*}}, %[[O:.+]] = %{{.*}}) -> (tensor<16xf32>, i64)
// CHECK-NEXT:      %[[OS:.+]] = tile.splat %[[O]] : i64 -> tensor<16xi64>
// CHECK-NEXT:      %[[P:.+]] = tile.addptr %{{.*}}, %[[OS]] : tensor<16x!tile.ptr<f32>>, tensor<16xi64>
// CHECK-NEXT:      tile.load %[[P]]
// CHECK:           arith.addi %[[O]], %[[STEP]] : i64
func.func @any_base(%q: !tile.ptr<i64>, %n: i32) -> tensor<16xf32> {
  %r = tile.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32>
  %qs = tile.splat %q : !tile.ptr<i64> -> tensor<16x!tile.ptr<i64>>
  %qp = tile.addptr %qs, %r : tensor<16x!tile.ptr<i64>>, tensor<16xi32>
  %addr = tile.load %qp : tensor<16x!tile.ptr<i64>>
  %p0 = tile.int_to_ptr %addr : tensor<16xi64> -> tensor<16x!tile.ptr<f32>>
  %step = arith.constant dense<64> : tensor<16xi32>
  %zero = arith.constant dense<0.0> : tensor<16xf32>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %res:2 = scf.for %i = %c0 to %n step %c1 iter_args(%p = %p0, %acc = %zero) -> (tensor<16x!tile.ptr<f32>>, tensor<16xf32>) : i32 {
    %x = tile.load %p : tensor<16x!tile.ptr<f32>>
    %sum = arith.addf %acc, %x : tensor<16xf32>
    %next = tile.addptr %p, %step : tensor<16x!tile.ptr<f32>>, tensor<16xi32>
    scf.yield %next, %sum : tensor<16x!tile.ptr<f32>>, tensor<16xf32>
  }
  return %res#1 : tensor<16xf32>
}

// Left alone: a step that differs per element, and a step computed in the
// loop.
// CHECK-LABEL: func.func @not_uniform(
// CHECK:         scf.for {{.*}} -> (tensor<16x!tile.ptr<f32>>, tensor<16x!tile.ptr<f32>>, tensor<16xf32>)
// CHECK-NOT:     i64
func.func @not_uniform(%a: !tile.ptr<f32>, %n: i32) -> tensor<16xf32> {
  %r = tile.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32>
  %as = tile.splat %a : !tile.ptr<f32> -> tensor<16x!tile.ptr<f32>>
  %p0 = tile.addptr %as, %r : tensor<16x!tile.ptr<f32>>, tensor<16xi32>
  %zero = arith.constant dense<0.0> : tensor<16xf32>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %res:3 = scf.for %i = %c0 to %n step %c1 iter_args(%p = %p0, %q = %p0, %acc = %zero) -> (tensor<16x!tile.ptr<f32>>, tensor<16x!tile.ptr<f32>>, tensor<16xf32>) : i32 {
    %x = tile.load %p : tensor<16x!tile.ptr<f32>>
    %y = tile.load %q : tensor<16x!tile.ptr<f32>>
    %xy = arith.addf %x, %y : tensor<16xf32>
    %sum = arith.addf %acc, %xy : tensor<16xf32>
    %nextp = tile.addptr %p, %r : tensor<16x!tile.ptr<f32>>, tensor<16xi32>
    %is = tile.splat %i : i32 -> tensor<16xi32>
    %nextq = tile.addptr %q, %is : tensor<16x!tile.ptr<f32>>, tensor<16xi32>
    scf.yield %nextp, %nextq, %sum : tensor<16x!tile.ptr<f32>>, tensor<16x!tile.ptr<f32>>, tensor<16xf32>
  }
  return %res#2 : tensor<16xf32>
}

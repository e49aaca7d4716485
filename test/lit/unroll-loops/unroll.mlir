// tritonc-unroll-loops alone, on tile IR: a loop marked with
// tt.loop_unroll_factor F runs F copies of its body per iteration (the
// induction value of copy k is iv + k * step, the carried values chained
// from copy to copy) over the largest multiple of F iterations, then the
// original loop over the rest, not pipelined (tt.num_stages = 1). No rest
// loop when the trip count is a known multiple of F; a factor of 1 only
// loses its attribute.
// RUN: %tritonc-opt %s --tritonc-unroll-loops | %FileCheck %s

// Twelve trips, F = 3: one loop of step 3 and three copies, no rest; the
// main loop keeps its num_stages.
// CHECK-LABEL: func.func @exact(
// CHECK:       %[[R:[^ ]+]] = scf.for %[[IV:[^ ]+]] = %{{.*}} to %c12_i32{{[_0-9]*}} step %c3_i32 iter_args(%[[A:[^ ]+]] = %{{.*}})
// CHECK-NEXT:    %[[X0:[^ ]+]] = arith.addi %[[A]], %[[IV]]
// CHECK-NEXT:    %[[IV1:[^ ]+]] = arith.addi %[[IV]], %c1_i32
// CHECK-NEXT:    %[[X1:[^ ]+]] = arith.addi %[[X0]], %[[IV1]]
// CHECK:         %[[IV2:[^ ]+]] = arith.addi %[[IV]], %c2_i32
// CHECK-NEXT:    %[[X2:[^ ]+]] = arith.addi %[[X1]], %[[IV2]]
// CHECK-NEXT:    scf.yield %[[X2]]
// CHECK-NEXT:  } {tt.num_stages = 4 : i32}
// CHECK-NOT:   scf.for
// CHECK:       return %[[R]]
func.func @exact(%init: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c12 = arith.constant 12 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.for %i = %c0 to %c12 step %c1 iter_args(%a = %init) -> (i32) : i32 {
    %x = arith.addi %a, %i : i32
    scf.yield %x : i32
  } {tt.loop_unroll_factor = 3 : i32, tt.num_stages = 4 : i32}
  return %r : i32
}

// Ten trips of step 2 from 1, F = 4: the main loop stops at 1 + 8 * 2 = 17,
// the rest (two trips) runs from there in the original loop.
// CHECK-LABEL: func.func @rest(
// CHECK:       %[[M:[^ ]+]] = scf.for %{{.*}} = %c1_i32 to %c17_i32 step %c8_i32 iter_args
// CHECK-COUNT-4: arith.muli
// CHECK:       scf.yield
// CHECK-NEXT:  }
// CHECK-NEXT:  %[[R:[^ ]+]] = scf.for %{{.*}} = %c17_i32 to %c21_i32 step %c2_i32 iter_args(%{{.*}} = %[[M]])
// CHECK:       } {tt.num_stages = 1 : i32}
// CHECK:       return %[[R]]
func.func @rest(%init: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c21 = arith.constant 21 : i32
  %c2 = arith.constant 2 : i32
  %r = scf.for %i = %c1 to %c21 step %c2 iter_args(%a = %init) -> (i32) : i32 {
    %x = arith.muli %a, %i : i32
    scf.yield %x : i32
  } {tt.loop_unroll_factor = 4 : i32}
  return %r : i32
}

// Run-time bounds and step: trips = (hi - lo) / step, plus one for a
// remainder, at least 0; the main loop runs the multiple of 2 below it.
// CHECK-LABEL: func.func @dynamic(
// CHECK-SAME:    %[[LO:[^:]+]]: i32, %[[HI:[^:]+]]: i32, %[[STEP:[^:]+]]: i32
// CHECK:       %[[SPAN:[^ ]+]] = arith.subi %[[HI]], %[[LO]]
// CHECK-NEXT:  %[[Q:[^ ]+]] = arith.divsi %[[SPAN]], %[[STEP]]
// CHECK-NEXT:  %[[REM:[^ ]+]] = arith.remsi %[[SPAN]], %[[STEP]]
// CHECK-NEXT:  %[[PART:[^ ]+]] = arith.cmpi sgt, %[[REM]], %{{.*}}
// CHECK-NEXT:  %[[EXT:[^ ]+]] = arith.extui %[[PART]] : i1 to i32
// CHECK-NEXT:  %[[T:[^ ]+]] = arith.addi %[[Q]], %[[EXT]]
// CHECK-NEXT:  %[[TRIPS:[^ ]+]] = arith.maxsi %[[T]], %{{.*}}
// CHECK:       %[[ODD:[^ ]+]] = arith.remsi %[[TRIPS]], %{{.*}}
// CHECK-NEXT:  %[[EVEN:[^ ]+]] = arith.subi %[[TRIPS]], %[[ODD]]
// CHECK-NEXT:  %[[SPAN2:[^ ]+]] = arith.muli %[[EVEN]], %[[STEP]]
// CHECK-NEXT:  %[[UB:[^ ]+]] = arith.addi %[[LO]], %[[SPAN2]]
// CHECK:       %[[BIG:[^ ]+]] = arith.muli %[[STEP]], %{{.*}}
// CHECK-NEXT:  %[[M:[^ ]+]] = scf.for %[[IV:[^ ]+]] = %[[LO]] to %[[UB]] step %[[BIG]] iter_args(%[[A:[^ ]+]] = %[[LO]])
// CHECK-NEXT:    %[[X0:[^ ]+]] = arith.xori %[[A]], %[[IV]]
// CHECK-NEXT:    %[[IV1:[^ ]+]] = arith.addi %[[IV]], %[[STEP]]
// CHECK-NEXT:    %[[X1:[^ ]+]] = arith.xori %[[X0]], %[[IV1]]
// CHECK-NEXT:    scf.yield %[[X1]]
// CHECK:       scf.for %{{.*}} = %[[UB]] to %[[HI]] step %[[STEP]] iter_args(%{{.*}} = %[[M]])
// CHECK:       } {tt.num_stages = 1 : i32}
func.func @dynamic(%lo: i32, %hi: i32, %step: i32) -> i32 {
  %r = scf.for %i = %lo to %hi step %step iter_args(%a = %lo) -> (i32) : i32 {
    %x = arith.xori %a, %i : i32
    scf.yield %x : i32
  } {tt.loop_unroll_factor = 2 : i32}
  return %r : i32
}

// A factor of 1 changes nothing but the attribute.
// CHECK-LABEL: func.func @one(
// CHECK:       scf.for
// CHECK-NOT:   tt.loop_unroll_factor
// CHECK:       return
func.func @one(%init: i32, %n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %init) -> (i32) : i32 {
    %x = arith.addi %a, %i : i32
    scf.yield %x : i32
  } {tt.loop_unroll_factor = 1 : i32}
  return %r : i32
}

// Nested loops, both unrolled by 2 (four trips each): the inner loop is
// unrolled first and copied whole into the two copies of the outer body.
// CHECK-LABEL: func.func @nested(
// CHECK:       scf.for %{{.*}} step %c2_i32
// CHECK:         scf.for %{{.*}} step %c2_i32
// CHECK-COUNT-2:   arith.addi %{{.*}}, %{{.*}} : i32
// CHECK:         scf.for %{{.*}} step %c2_i32
// CHECK-NOT:   scf.for
// CHECK:       return
func.func @nested(%init: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %init) -> (i32) : i32 {
    %s = scf.for %j = %c0 to %c4 step %c1 iter_args(%b = %a) -> (i32) : i32 {
      %x = arith.addi %b, %j : i32
      scf.yield %x : i32
    } {tt.loop_unroll_factor = 2 : i32}
    scf.yield %s : i32
  } {tt.loop_unroll_factor = 2 : i32}
  return %r : i32
}

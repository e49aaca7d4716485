// tritonc-cpu-chunk-elementwise alone: a run of elementwise arith ops on
// vectors of at least four 512-bit chunks becomes one scf.for over the
// chunks, through stack buffers: the vectors coming in are stored once, each
// iteration loads a chunk of each, applies the chain and stores the chunks
// of the values used after the run, which are loaded back whole after the
// loop. Splats are rebuilt at chunk width; i1 goes through memory as i8.
// RUN: %tritonc-opt %s --tritonc-cpu-chunk-elementwise | %FileCheck %s

// CHECK-LABEL: func.func @chain(%arg0: vector<64xf32>, %arg1: vector<64xf32>, %arg2: f32)
// CHECK: llvm.store %arg0, %[[X:.*]] {alignment = 4 : i64} : vector<64xf32>, !llvm.ptr
// CHECK: llvm.store %arg1, %[[Y:.*]] {alignment = 4 : i64} : vector<64xf32>, !llvm.ptr
// CHECK: %[[FOUR:.*]] = arith.constant 4 : index
// CHECK: scf.for %{{.*}} = %{{.*}} to %[[FOUR]]
// CHECK: %[[FIRST:.*]] = llvm.mul %{{.*}}, %{{.*}} : i64
// CHECK: %[[XA:.*]] = llvm.getelementptr %[[X]][%[[FIRST]]]
// CHECK-NEXT: %[[XC:.*]] = llvm.load %[[XA]] {alignment = 4 : i64} : !llvm.ptr -> vector<16xf32>
// CHECK: %[[YC:.*]] = llvm.load %{{.*}} : !llvm.ptr -> vector<16xf32>
// CHECK-NEXT: %[[TWO:.*]] = arith.constant dense<2.000000e+00> : vector<16xf32>
// CHECK-NEXT: %[[A:.*]] = arith.mulf %[[XC]], %[[TWO]] : vector<16xf32>
// CHECK: %[[S1:.*]] = llvm.insertelement %arg2
// CHECK-NEXT: %[[S:.*]] = llvm.shufflevector %[[S1]], %[[S1]] [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xf32>
// CHECK-NEXT: %[[B:.*]] = arith.addf %[[A]], %[[S]] : vector<16xf32>
// CHECK-NEXT: %[[M:.*]] = arith.cmpf olt, %[[B]], %[[YC]] : vector<16xf32>
// CHECK-NEXT: %[[R:.*]] = arith.select %[[M]], %[[B]], %[[YC]] : vector<16xi1>, vector<16xf32>
// CHECK: %[[M8:.*]] = arith.extui %[[M]] : vector<16xi1> to vector<16xi8>
// CHECK-NEXT: %[[P8:.*]] = llvm.getelementptr
// CHECK-NEXT: llvm.store %[[M8]], %[[P8]] {{.*}}: vector<16xi8>, !llvm.ptr
// CHECK: llvm.store %[[R]], %{{.*}} : vector<16xf32>, !llvm.ptr
// CHECK-NEXT: }
// CHECK-NEXT: %[[MW:.*]] = llvm.load %{{.*}} : !llvm.ptr -> vector<64xi8>
// CHECK-NEXT: %[[MB:.*]] = arith.trunci %[[MW]] : vector<64xi8> to vector<64xi1>
// CHECK-NEXT: %[[RW:.*]] = llvm.load %{{.*}} : !llvm.ptr -> vector<64xf32>
// CHECK-COUNT-4: llvm.intr.lifetime.end
// CHECK-NEXT: return %[[RW]], %[[MB]] : vector<64xf32>, vector<64xi1>
func.func @chain(%x: vector<64xf32>, %y: vector<64xf32>, %s: f32) -> (vector<64xf32>, vector<64xi1>) {
  %c = arith.constant dense<2.0> : vector<64xf32>
  %p = llvm.mlir.poison : vector<64xf32>
  %i0 = llvm.mlir.constant(0 : i64) : i64
  %one = llvm.insertelement %s, %p[%i0 : i64] : vector<64xf32>
  %splat = llvm.shufflevector %one, %one [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<64xf32>
  %a = arith.mulf %x, %c : vector<64xf32>
  %b = arith.addf %a, %splat : vector<64xf32>
  %m = arith.cmpf olt, %b, %y : vector<64xf32>
  %r = arith.select %m, %b, %y : vector<64xi1>, vector<64xf32>
  return %r, %m : vector<64xf32>, vector<64xi1>
}

// Two chunks only: left whole.
// CHECK-LABEL: func.func @short(
// CHECK-NEXT: arith.mulf %arg0, %arg1 : vector<16xf32>
// CHECK-NEXT: arith.addf
// CHECK-NEXT: return
func.func @short(%x: vector<16xf32>, %y: vector<16xf32>) -> vector<16xf32> {
  %a = arith.mulf %x, %y : vector<16xf32>
  %b = arith.addf %a, %y : vector<16xf32>
  return %b : vector<16xf32>
}

// A single op gains nothing from a loop.
// CHECK-LABEL: func.func @single(
// CHECK-NEXT: arith.mulf %arg0, %arg1 : vector<64xf32>
// CHECK-NEXT: return
func.func @single(%x: vector<64xf32>, %y: vector<64xf32>) -> vector<64xf32> {
  %a = arith.mulf %x, %y : vector<64xf32>
  return %a : vector<64xf32>
}

// Address arithmetic of which a shuffle keeps a few lanes is left to
// tritonc-cpu-narrow-shuffles.
// CHECK-LABEL: func.func @narrowed(
// CHECK-NOT: scf.for
// CHECK: arith.muli %arg1, %{{.*}} : vector<64xi64>
// CHECK-NEXT: arith.addi
// CHECK-NEXT: llvm.shufflevector
// CHECK-NEXT: return
func.func @narrowed(%base: vector<64xi64>, %offs: vector<64xi64>) -> vector<4xi64> {
  %c = arith.constant dense<4> : vector<64xi64>
  %a = arith.muli %offs, %c : vector<64xi64>
  %b = arith.addi %base, %a : vector<64xi64>
  %s = llvm.shufflevector %b, %b [0, 16, 32, 48] : vector<64xi64>
  return %s : vector<4xi64>
}

// The product feeds only a shuffle (left whole, as above), which leaves
// the sum alone before it; the ops after the shuffle loop, the sum and
// the shuffled vector coming in through buffers.
// CHECK-LABEL: func.func @split(
// CHECK: %[[A:.*]] = arith.addi %arg0, %arg1 : vector<64xi32>
// CHECK-NEXT: %[[B:.*]] = arith.muli %[[A]], %arg1 : vector<64xi32>
// CHECK-NEXT: %[[R:.*]] = llvm.shufflevector %[[B]], %[[B]] [63, 62,
// CHECK: llvm.store %[[R]], %{{.*}} : vector<64xi32>, !llvm.ptr
// CHECK: llvm.store %arg0, %{{.*}} : vector<64xi32>, !llvm.ptr
// CHECK: llvm.store %[[A]], %{{.*}} : vector<64xi32>, !llvm.ptr
// CHECK: scf.for
// CHECK: %[[C:.*]] = arith.xori %{{.*}}, %{{.*}} : vector<16xi32>
// CHECK-NEXT: arith.subi %[[C]], %{{.*}} : vector<16xi32>
// CHECK: return %{{.*}} : vector<64xi32>
func.func @split(%x: vector<64xi32>, %y: vector<64xi32>) -> vector<64xi32> {
  %a = arith.addi %x, %y : vector<64xi32>
  %b = arith.muli %a, %y : vector<64xi32>
  %r = llvm.shufflevector %b, %b [63, 62, 61, 60, 59, 58, 57, 56, 55, 54, 53, 52, 51, 50, 49, 48, 47, 46, 45, 44, 43, 42, 41, 40, 39, 38, 37, 36, 35, 34, 33, 32, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0] : vector<64xi32>
  %c = arith.xori %r, %x : vector<64xi32>
  %d = arith.subi %c, %a : vector<64xi32>
  return %d : vector<64xi32>
}

// Ops with several results (the high half of a product) loop too.
// CHECK-LABEL: func.func @wide_multiply(
// CHECK: scf.for
// CHECK: %[[LO:.*]], %[[HI:.*]] = arith.mului_extended %{{.*}}, %{{.*}} : vector<16xi32>
// CHECK-NEXT: arith.xori %[[LO]], %[[HI]] : vector<16xi32>
func.func @wide_multiply(%x: vector<64xi32>, %k: vector<64xi32>) -> vector<64xi32> {
  %lo, %hi = arith.mului_extended %x, %k : vector<64xi32>
  %r = arith.xori %lo, %hi : vector<64xi32>
  return %r : vector<64xi32>
}

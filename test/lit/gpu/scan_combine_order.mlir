// The order of a scan's combine (ScanOps.cpp): the value accumulated from
// the left (from the right with reverse) is its first operand, the later
// element its second, so non-commutative combines work. Here a composition of
// affine maps, (a1, b1) then (a2, b2) = (a1 * a2, b1 * a2 + b2), over one warp
// (32 elements, one per lane): each Kogge-Stone step shuffles both operands
// from the lane `step` before (after, with reverse) and combines the
// shuffled (earlier) values first; then each lane combines the inclusive
// value of the lane before it, its exclusive prefix, with its own element.
// One warp along the axis: no shared memory, no barrier.
// RUN: %tritonc-opt %s --tritonc-tilegpu-pipeline="num-warps=1" --convert-tilegpu-to-llvm | %FileCheck %s

// CHECK-LABEL: llvm.func @affine(
// CHECK-NOT:     nvvm.barrier0
// CHECK-NOT:     tritonc_smem
// CHECK:         %[[UA:[0-9]+]] = nvvm.shfl.sync  up %{{[0-9]+}}, %[[A:[0-9]+]], %{{[0-9]+}}, %{{[0-9]+}} : i32 -> i32
// CHECK:         %[[UB:[0-9]+]] = nvvm.shfl.sync  up %{{[0-9]+}}, %[[B:[0-9]+]], %{{[0-9]+}}, %{{[0-9]+}} : i32 -> i32
// CHECK:         llvm.mul %[[UA]], %[[A]] : i32
// CHECK:         %[[M:[0-9]+]] = llvm.mul %[[UB]], %[[A]] : i32
// CHECK:         llvm.add %[[M]], %[[B]] : i32
// The exclusive prefix: shuffled by one lane after the last step (16 lanes
// apart), combined first with the thread's own element (A, B).
// CHECK:         %[[C16:[0-9]+]] = llvm.mlir.constant(16 : i32) : i32
// CHECK:         nvvm.shfl.sync  up %{{[0-9]+}}, %{{[0-9]+}}, %[[C16]], %{{[0-9]+}} : i32 -> i32
// CHECK:         nvvm.shfl.sync  up %{{[0-9]+}}, %{{[0-9]+}}, %[[C16]], %{{[0-9]+}} : i32 -> i32
// CHECK:         %[[PA:[0-9]+]] = nvvm.shfl.sync  up %{{[0-9]+}}, %{{[0-9]+}}, %[[ONE:[0-9]+]], %{{[0-9]+}} : i32 -> i32
// CHECK:         %[[PB:[0-9]+]] = nvvm.shfl.sync  up %{{[0-9]+}}, %{{[0-9]+}}, %[[ONE]], %{{[0-9]+}} : i32 -> i32
// CHECK:         llvm.mul %[[PA]], %[[A]] : i32
// CHECK:         %[[PM:[0-9]+]] = llvm.mul %[[PB]], %[[A]] : i32
// CHECK:         llvm.add %[[PM]], %[[B]] : i32
// CHECK-NOT:     nvvm.barrier0
// CHECK:         llvm.return

// CHECK-LABEL: llvm.func @affine_reverse(
// CHECK-NOT:     nvvm.shfl.sync  up
// CHECK:         %[[RUA:[0-9]+]] = nvvm.shfl.sync  down %{{[0-9]+}}, %[[RA:[0-9]+]], %{{[0-9]+}}, %{{[0-9]+}} : i32 -> i32
// CHECK:         %[[RUB:[0-9]+]] = nvvm.shfl.sync  down %{{[0-9]+}}, %[[RB:[0-9]+]], %{{[0-9]+}}, %{{[0-9]+}} : i32 -> i32
// CHECK:         llvm.mul %[[RUA]], %[[RA]] : i32
// CHECK:         %[[RM:[0-9]+]] = llvm.mul %[[RUB]], %[[RA]] : i32
// CHECK:         llvm.add %[[RM]], %[[RB]] : i32
// CHECK-NOT:     nvvm.shfl.sync  up
// CHECK-NOT:     nvvm.barrier0
// CHECK:         llvm.return

module {
  func.func @affine(%pa: !tile.ptr<i32>, %pb: !tile.ptr<i32>) attributes {tile.kernel} {
    %r = tile.make_range {start = 0 : i32, end = 32 : i32} : tensor<32xi32>
    %sa = tile.splat %pa : !tile.ptr<i32> -> tensor<32x!tile.ptr<i32>>
    %a_ptrs = tile.addptr %sa, %r : tensor<32x!tile.ptr<i32>>, tensor<32xi32>
    %sb = tile.splat %pb : !tile.ptr<i32> -> tensor<32x!tile.ptr<i32>>
    %b_ptrs = tile.addptr %sb, %r : tensor<32x!tile.ptr<i32>>, tensor<32xi32>
    %a = tile.load %a_ptrs : tensor<32x!tile.ptr<i32>>
    %b = tile.load %b_ptrs : tensor<32x!tile.ptr<i32>>
    %s:2 = tile.scan(%a, %b) {axis = 0 : i32, reverse = false} : (tensor<32xi32>, tensor<32xi32>) -> (tensor<32xi32>, tensor<32xi32>) {
    ^bb0(%a1: i32, %b1: i32, %a2: i32, %b2: i32):
      %m = arith.muli %a1, %a2 : i32
      %n = arith.muli %b1, %a2 : i32
      %c = arith.addi %n, %b2 : i32
      tile.reduce.return %m, %c : i32, i32
    }
    tile.store %a_ptrs, %s#0 : tensor<32x!tile.ptr<i32>>
    tile.store %b_ptrs, %s#1 : tensor<32x!tile.ptr<i32>>
    return
  }
  func.func @affine_reverse(%pa: !tile.ptr<i32>, %pb: !tile.ptr<i32>) attributes {tile.kernel} {
    %r = tile.make_range {start = 0 : i32, end = 32 : i32} : tensor<32xi32>
    %sa = tile.splat %pa : !tile.ptr<i32> -> tensor<32x!tile.ptr<i32>>
    %a_ptrs = tile.addptr %sa, %r : tensor<32x!tile.ptr<i32>>, tensor<32xi32>
    %sb = tile.splat %pb : !tile.ptr<i32> -> tensor<32x!tile.ptr<i32>>
    %b_ptrs = tile.addptr %sb, %r : tensor<32x!tile.ptr<i32>>, tensor<32xi32>
    %a = tile.load %a_ptrs : tensor<32x!tile.ptr<i32>>
    %b = tile.load %b_ptrs : tensor<32x!tile.ptr<i32>>
    %s:2 = tile.scan(%a, %b) {axis = 0 : i32, reverse = true} : (tensor<32xi32>, tensor<32xi32>) -> (tensor<32xi32>, tensor<32xi32>) {
    ^bb0(%a1: i32, %b1: i32, %a2: i32, %b2: i32):
      %m = arith.muli %a1, %a2 : i32
      %n = arith.muli %b1, %a2 : i32
      %c = arith.addi %n, %b2 : i32
      tile.reduce.return %m, %c : i32, i32
    }
    tile.store %a_ptrs, %s#0 : tensor<32x!tile.ptr<i32>>
    tile.store %b_ptrs, %s#1 : tensor<32x!tile.ptr<i32>>
    return
  }
}

// The CPU kernel ABI: program ids and grid sizes become the arguments
// appended to the kernel, which turns internal; the exported entry loads the
// parameters through the args array (an i1 is one byte) and calls it.
// RUN: %tritonc-opt %s --tritonc-cpu-pipeline | %FileCheck %s

// CHECK-LABEL: llvm.func internal @k(
// CHECK-SAME: %[[P:.*]]: !llvm.ptr {llvm.align = 16 : i64}, %[[F:.*]]: i1, %[[S:.*]]: f16,
// CHECK-SAME: %[[PX:.*]]: i32, %[[PY:.*]]: i32, %[[PZ:.*]]: i32, %[[NX:.*]]: i32, %[[NY:.*]]: i32, %[[NZ:.*]]: i32, %[[CTX:.*]]: !llvm.ptr)
// CHECK: llvm.add %[[PY]], %[[NZ]]
// CHECK: llvm.select %[[F]]
func.func @k(%p: !tile.ptr<i32> {tile.divisibility = 16 : i32}, %f: i1, %s: f16) attributes {tile.kernel} {
  %y = tile.program_id 1 : i32
  %nz = tile.num_programs 2 : i32
  %sum = arith.addi %y, %nz : i32
  %c = arith.constant 7 : i32
  %v = arith.select %f, %sum, %c : i32
  tile.store %p, %v : !tile.ptr<i32>
  return
}

// CHECK-LABEL: llvm.func @tritonc_cpu_k(
// CHECK-SAME: %[[ARGS:.*]]: !llvm.ptr, %[[X:.*]]: i32, %[[Y:.*]]: i32, %[[Z:.*]]: i32, %[[A:.*]]: i32, %[[B:.*]]: i32, %[[C:.*]]: i32, %[[CX:.*]]: !llvm.ptr)
// CHECK: %[[A0:.*]] = llvm.load %[[ARGS]] : !llvm.ptr -> !llvm.ptr
// CHECK: %[[V0:.*]] = llvm.load %[[A0]] : !llvm.ptr -> !llvm.ptr
// CHECK: llvm.getelementptr %[[ARGS]][1]
// CHECK: %[[BYTE:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i8
// CHECK: %[[V1:.*]] = llvm.icmp "ne" %[[BYTE]]
// CHECK: llvm.getelementptr %[[ARGS]][2]
// CHECK: %[[V2:.*]] = llvm.load %{{.*}} : !llvm.ptr -> f16
// CHECK: llvm.call @k(%[[V0]], %[[V1]], %[[V2]], %[[X]], %[[Y]], %[[Z]], %[[A]], %[[B]], %[[C]], %[[CX]])
// CHECK-NEXT: llvm.return

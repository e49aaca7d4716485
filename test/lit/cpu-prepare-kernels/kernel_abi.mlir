// tritonc-cpu-prepare-kernels alone, on the kernel ABI: a kernel gets the
// program ids, the grid size (i32 each) and the launch context (!llvm.ptr)
// as trailing arguments, which replace tile.program_id and
// tile.num_programs; tile.kernel becomes tritonc.cpu_kernel; a divisibility
// hint on a pointer becomes llvm.align (and is dropped on an integer). A
// function that is not a kernel keeps its signature.
// RUN: %tritonc-opt %s --tritonc-cpu-prepare-kernels | %FileCheck %s

// CHECK-LABEL: func.func @k(
// CHECK-SAME: %[[P:[^:]*]]: !tile.ptr<i32> {llvm.align = 16 : i64}, %[[N:[^:]*]]: i32,
// CHECK-SAME: %[[PX:[^:]*]]: i32, %[[PY:[^:]*]]: i32, %[[PZ:[^:]*]]: i32, %[[NX:[^:]*]]: i32, %[[NY:[^:]*]]: i32, %[[NZ:[^:]*]]: i32, %[[CTX:[^:]*]]: !llvm.ptr)
// CHECK-SAME: attributes {tritonc.cpu_kernel}
// CHECK-NOT: tile.program_id
// CHECK-NOT: tile.num_programs
// CHECK: %[[S:.*]] = arith.addi %[[PX]], %[[PZ]] : i32
// CHECK: %[[T:.*]] = arith.addi %[[S]], %[[NY]] : i32
// CHECK: %[[U:.*]] = arith.addi %[[T]], %[[N]] : i32
// CHECK: tile.store %[[P]], %[[U]] : !tile.ptr<i32>
func.func @k(%p: !tile.ptr<i32> {tile.divisibility = 16 : i32}, %n: i32 {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
  %x = tile.program_id 0 : i32
  %z = tile.program_id 2 : i32
  %ny = tile.num_programs 1 : i32
  %s = arith.addi %x, %z : i32
  %t = arith.addi %s, %ny : i32
  %u = arith.addi %t, %n : i32
  tile.store %p, %u : !tile.ptr<i32>
  return
}

// CHECK-LABEL: func.func @helper(%arg0: i32) -> i32 {
// CHECK-NOT: tritonc.cpu_kernel
func.func @helper(%a: i32) -> i32 {
  return %a : i32
}

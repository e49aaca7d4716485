// tritonc-cpu-add-entry-points alone: each function marked
// tritonc.cpu_kernel gets the exported entry tritonc_cpu_<kernel>(args,
// pid_x, pid_y, pid_z, num_x, num_y, num_z, context); the entry loads each
// parameter through its pointer in `args` (an i1 from one byte) and calls
// the kernel, which becomes internal and always-inline and loses the mark.
// Other functions are left alone.
// RUN: %tritonc-opt %s --tritonc-cpu-add-entry-points | %FileCheck %s

// CHECK-LABEL: llvm.func internal @k(
// CHECK-SAME: attributes {always_inline}
// CHECK-NOT: tritonc.cpu_kernel
llvm.func @k(%p: !llvm.ptr, %flag: i1, %s: f16, %px: i32, %py: i32, %pz: i32, %nx: i32, %ny: i32, %nz: i32, %ctx: !llvm.ptr) attributes {tritonc.cpu_kernel} {
  llvm.return
}

// CHECK-LABEL: llvm.func @helper(
// CHECK-NOT: always_inline
// CHECK-NOT: llvm.func @tritonc_cpu_helper
llvm.func @helper(%x: i32) -> i32 {
  llvm.return %x : i32
}

// CHECK-LABEL: llvm.func @tritonc_cpu_k(
// CHECK-SAME: %[[ARGS:[^:]*]]: !llvm.ptr, %[[X:[^:]*]]: i32, %[[Y:[^:]*]]: i32, %[[Z:[^:]*]]: i32, %[[A:[^:]*]]: i32, %[[B:[^:]*]]: i32, %[[C:[^:]*]]: i32, %[[CTX:[^:]*]]: !llvm.ptr)
// CHECK-SAME: attributes {no_unwind}
// CHECK: %[[S0:.*]] = llvm.getelementptr %[[ARGS]][0] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK: %[[A0:.*]] = llvm.load %[[S0]] : !llvm.ptr -> !llvm.ptr
// CHECK: %[[V0:.*]] = llvm.load %[[A0]] : !llvm.ptr -> !llvm.ptr
// CHECK: %[[S1:.*]] = llvm.getelementptr %[[ARGS]][1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK: %[[A1:.*]] = llvm.load %[[S1]] : !llvm.ptr -> !llvm.ptr
// CHECK: %[[BYTE:.*]] = llvm.load %[[A1]] : !llvm.ptr -> i8
// CHECK: %[[ZERO:.*]] = llvm.mlir.constant(0 : i8) : i8
// CHECK: %[[V1:.*]] = llvm.icmp "ne" %[[BYTE]], %[[ZERO]] : i8
// CHECK: %[[S2:.*]] = llvm.getelementptr %[[ARGS]][2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK: %[[A2:.*]] = llvm.load %[[S2]] : !llvm.ptr -> !llvm.ptr
// CHECK: %[[V2:.*]] = llvm.load %[[A2]] : !llvm.ptr -> f16
// CHECK: llvm.call @k(%[[V0]], %[[V1]], %[[V2]], %[[X]], %[[Y]], %[[Z]], %[[A]], %[[B]], %[[C]], %[[CTX]])
// CHECK-NEXT: llvm.return

// tritonc-cpu-lower-asserts alone, on branches (after convert-scf-to-cf):
// the assert's block is split, a conditional branch goes on when the
// condition holds and otherwise into a block that loads the assert callback
// from the launch context (its first field), calls it with the context, the
// message, the file and line of the assert, the kernel's name and the
// program ids, and returns from the kernel.
// RUN: %tritonc-opt %s --tritonc-cpu-lower-asserts | %FileCheck %s

// CHECK-DAG: llvm.mlir.global private constant @[[MSG:.*]]("x must be positive\00")
// CHECK-DAG: llvm.mlir.global private constant @[[FILE:.*]]("kernel.py\00")
// CHECK-DAG: llvm.mlir.global private constant @[[NAME:.*]]("k\00")

// CHECK-LABEL: func.func @k(
// CHECK-SAME: %[[X:[^:]*]]: i32, %[[PX:[^:]*]]: i32, %[[PY:[^:]*]]: i32, %[[PZ:[^:]*]]: i32, %{{[^:]*}}: i32, %{{[^:]*}}: i32, %{{[^:]*}}: i32, %[[CTX:[^:]*]]: !llvm.ptr)
// CHECK: cf.br ^[[LOOP:.*]](%{{.*}} : i32)
// CHECK: ^[[LOOP]](%[[I:[^:]*]]: i32):
// CHECK: %[[OK:.*]] = arith.cmpi sgt, %[[X]], %[[I]] : i32
// CHECK-NEXT: cf.cond_br %[[OK]], ^[[REST:.*]], ^[[FAIL:[^ ]*]]
// CHECK-NEXT: ^[[FAIL]]:
// CHECK-NEXT: %[[CB:.*]] = llvm.load %[[CTX]] : !llvm.ptr -> !llvm.ptr
// CHECK-DAG: %[[M:.*]] = llvm.mlir.addressof @[[MSG]]
// CHECK-DAG: %[[F:.*]] = llvm.mlir.addressof @[[FILE]]
// CHECK-DAG: %[[LINE:.*]] = llvm.mlir.constant(42 : i32) : i32
// CHECK-DAG: %[[N:.*]] = llvm.mlir.addressof @[[NAME]]
// CHECK: llvm.call %[[CB]](%[[CTX]], %[[M]], %[[F]], %[[LINE]], %[[N]], %[[PX]], %[[PY]], %[[PZ]]) : !llvm.ptr, (!llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr, i32, i32, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^[[REST]]:
// CHECK-NEXT: arith.addi %[[I]]
// CHECK-NOT: tile.assert
func.func @k(%x: i32, %px: i32, %py: i32, %pz: i32, %nx: i32, %ny: i32, %nz: i32, %ctx: !llvm.ptr) attributes {tritonc.cpu_kernel} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  cf.br ^loop(%c0 : i32)
^loop(%i: i32):
  %ok = arith.cmpi sgt, %x, %i : i32
  tile.assert %ok, "x must be positive" : i1 loc("kernel.py":42:4)
  %next = arith.addi %i, %c1 : i32
  %more = arith.cmpi slt, %next, %c4 : i32
  cf.cond_br %more, ^loop(%next : i32), ^done
^done:
  return
}

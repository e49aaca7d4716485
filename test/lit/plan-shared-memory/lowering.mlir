// convert-tilegpu-to-llvm only reads the plan: here a hand-written one
// (not what tritonc-plan-shared-memory would choose) is followed to the
// letter. A barrier precedes the first reduction's partials (barrier =
// true) at byte 256, none the second's at byte 0; the buffer's address is
// byte 1024; the kernel's dynamic shared memory is the module's
// tilegpu.shared_bytes, an extern array aligned to 1024.
// RUN: %tritonc-opt %s --convert-tilegpu-to-llvm --canonicalize --cse | %FileCheck %s

#b8 = #tilegpu.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>

// CHECK:       module attributes {tilegpu.shared_bytes = 1032 : i32}
// CHECK:       llvm.mlir.global external @tritonc_smem() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<0 x i8>
// CHECK:       %[[SMEM:.*]] = llvm.mlir.addressof @tritonc_smem : !llvm.ptr<3>
// CHECK:       %[[BUF:.*]] = llvm.getelementptr %[[SMEM]][1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// CHECK:       nvvm.shfl.sync
// CHECK:       nvvm.barrier0
// CHECK-NEXT:  %[[FIRST:.*]] = llvm.getelementptr %[[SMEM]][256] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// CHECK-NOT:   nvvm.barrier0
// CHECK:       %[[SLOT:.*]] = llvm.getelementptr %[[FIRST]][%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
// CHECK-NEXT:  llvm.store %{{.*}}, %[[SLOT]] : f32, !llvm.ptr<3>
// CHECK-NEXT:  nvvm.barrier0
// CHECK:       llvm.load
// The second reduction writes at byte 0 without waiting first.
// CHECK:       nvvm.shfl.sync
// CHECK-NOT:   nvvm.barrier0
// CHECK:       %[[SLOT2:.*]] = llvm.getelementptr %[[SMEM]][%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
// CHECK-NEXT:  llvm.store %{{.*}}, %[[SLOT2]] : f32, !llvm.ptr<3>
// CHECK-NEXT:  nvvm.barrier0
// CHECK:       llvm.load
// CHECK:       llvm.ptrtoint %[[BUF]] : !llvm.ptr<3> to i32
// CHECK-NEXT:  mbarrier.init.shared
module attributes {tilegpu.num_warps = 8 : i32, tilegpu.shared_bytes = 1032 : i32} {
  func.func @hand_planned(%in: !tile.ptr<f32>, %out: !tile.ptr<f32>) attributes {tile.kernel} {
    %buf = tilegpu.smem_alloc {bytes = 8 : i64, tilegpu.buffer = #tilegpu.buffer<offset = 1024, bytes = 8>} : !llvm.ptr<3>
    %r = tile.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #b8>
    %p = tile.splat %in : !tile.ptr<f32> -> tensor<1024x!tile.ptr<f32>, #b8>
    %ptrs = tile.addptr %p, %r : tensor<1024x!tile.ptr<f32>, #b8>, tensor<1024xi32, #b8>
    %x = tile.load %ptrs : tensor<1024x!tile.ptr<f32>, #b8>
    %a = tile.reduce(%x) {axis = 0 : i32, tilegpu.scratch = #tilegpu.scratch<offset = 256, bytes = 32, barrier = true>} : (tensor<1024xf32, #b8>) -> f32 {
    ^bb0(%l: f32, %rr: f32):
      %t = arith.addf %l, %rr : f32
      tile.reduce.return %t : f32
    }
    %b = tile.reduce(%x) {axis = 0 : i32, tilegpu.scratch = #tilegpu.scratch<offset = 0, bytes = 32, barrier = false>} : (tensor<1024xf32, #b8>) -> f32 {
    ^bb0(%l: f32, %rr: f32):
      %t = arith.maxnumf %l, %rr : f32
      tile.reduce.return %t : f32
    }
    tilegpu.mbarrier_init %buf {count = 1 : i32} : !llvm.ptr<3>
    %ab = arith.addf %a, %b : f32
    tile.store %out, %ab : !tile.ptr<f32>
    return
  }
}

// tritonc-plan-shared-memory records the plan in the IR: a
// #tilegpu.scratch on each scratch user, a #tilegpu.buffer on each
// tilegpu.smem_alloc, the total as tilegpu.shared_bytes on the module.
// Running it again replaces the plan as a whole (no stale attributes).
// RUN: %tritonc-opt %s --tritonc-plan-shared-memory | %FileCheck %s
// RUN: %tritonc-opt %s --tritonc-plan-shared-memory --tritonc-plan-shared-memory | %FileCheck %s

#b8 = #tilegpu.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>

// CHECK-LABEL: module attributes {tilegpu.shared_bytes = 2080 : i32}
// CHECK:       tilegpu.smem_alloc {bytes = 2000 : i64, tilegpu.buffer = #tilegpu.buffer<offset = 0, bytes = 2000>}
// CHECK:       tile.reduce(
// CHECK-SAME:    tilegpu.scratch = #tilegpu.scratch<offset = 2048, bytes = 32, barrier = false>
// CHECK:       tilegpu.mbarrier_inval
// CHECK:       tile.reduce(
// CHECK-SAME:    tilegpu.scratch = #tilegpu.scratch<offset = 0, bytes = 32, barrier = false>
// CHECK:       tile.reduce(
// CHECK-SAME:    tilegpu.scratch = #tilegpu.scratch<offset = 32, bytes = 32, barrier = false>
// A stale plan is dropped: the conversion between equal layouts moves
// nothing.
// CHECK:       tilegpu.convert_layout %{{[a-z0-9]+}} : tensor<1024xf32
module {
  func.func @plan(%x: tensor<1024xf32, #b8>) -> (f32, f32, f32, tensor<1024xf32, #b8>) {
    %buf = tilegpu.smem_alloc {bytes = 2000 : i64} : !llvm.ptr<3>
    %a = tile.reduce(%x) {axis = 0 : i32} : (tensor<1024xf32, #b8>) -> f32 {
    ^bb0(%l: f32, %r: f32):
      %t = arith.addf %l, %r : f32
      tile.reduce.return %t : f32
    }
    tilegpu.mbarrier_inval %buf {count = 1 : i32} : !llvm.ptr<3>
    %b = tile.reduce(%x) {axis = 0 : i32} : (tensor<1024xf32, #b8>) -> f32 {
    ^bb0(%l: f32, %r: f32):
      %t = arith.maxnumf %l, %r : f32
      tile.reduce.return %t : f32
    }
    %c = tile.reduce(%x) {axis = 0 : i32} : (tensor<1024xf32, #b8>) -> f32 {
    ^bb0(%l: f32, %r: f32):
      %t = arith.minnumf %l, %r : f32
      tile.reduce.return %t : f32
    }
    %y = tilegpu.convert_layout %x {tilegpu.scratch = #tilegpu.scratch<offset = 0, bytes = 64, barrier = true>} : tensor<1024xf32, #b8> -> tensor<1024xf32, #b8>
    return %a, %b, %c, %y : f32, f32, f32, tensor<1024xf32, #b8>
  }
}

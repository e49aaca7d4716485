// Float atomic max/min: integer atomics on the bit patterns, split by sign.
// RUN: %tritonc %s --emit=ptx --arch sm_80 | %FileCheck %s
// RUN: %if ptxas %{ %tritonc %s -o %t.ptx --arch sm_80 && %ptxas -arch=sm_80 %t.ptx -o %t.cubin %}
// CHECK-DAG: atom.acq_rel.gpu.global.max.s32
// CHECK-DAG: atom.acq_rel.gpu.global.min.u32
// CHECK-DAG: atom.relaxed.cta.global.min.s32
// CHECK-DAG: atom.relaxed.cta.global.max.u32
module {
  func.func @fmax(%p: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %q: !tile.ptr<f32> {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
    %r = tile.make_range {start = 0 : i32, end = 128 : i32} : tensor<128xi32>
    %qs = tile.splat %q : !tile.ptr<f32> -> tensor<128x!tile.ptr<f32>>
    %qp = tile.addptr %qs, %r : tensor<128x!tile.ptr<f32>>, tensor<128xi32>
    %v = tile.load %qp : tensor<128x!tile.ptr<f32>>
    %ps = tile.splat %p : !tile.ptr<f32> -> tensor<128x!tile.ptr<f32>>
    %old = tile.atomic_rmw "fmax", %ps, %v {sem = "acq_rel", scope = "gpu"} : (tensor<128x!tile.ptr<f32>>, tensor<128xf32>) -> tensor<128xf32>
    %old2 = tile.atomic_rmw "fmin", %ps, %v {sem = "relaxed", scope = "cta"} : (tensor<128x!tile.ptr<f32>>, tensor<128xf32>) -> tensor<128xf32>
    %s = arith.addf %old, %old2 : tensor<128xf32>
    tile.store %qp, %s : tensor<128x!tile.ptr<f32>>
    return
  }
}

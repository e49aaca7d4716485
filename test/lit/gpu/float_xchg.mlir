// atom.exch takes bit types only: an fp32/fp64 exchange is atom.exch.b32 /
// .b64 on the float registers (ptxas rejects .f32/.f64 there).
// RUN: %tritonc %s --emit=ptx --arch sm_80 | %FileCheck %s
// RUN: %if ptxas %{ %tritonc %s -o %t.ptx --arch sm_90a && %ptxas -arch=sm_90a %t.ptx -o %t.cubin %}
// CHECK: atom.acq_rel.gpu.global.exch.b32 %f
// CHECK: atom.acq_rel.gpu.global.exch.b64 %fd
module {
  func.func @xchg(%p: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %q: !tile.ptr<f64> {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
    %r = tile.make_range {start = 0 : i32, end = 128 : i32} : tensor<128xi32>
    %ps = tile.splat %p : !tile.ptr<f32> -> tensor<128x!tile.ptr<f32>>
    %pp = tile.addptr %ps, %r : tensor<128x!tile.ptr<f32>>, tensor<128xi32>
    %v = tile.load %pp : tensor<128x!tile.ptr<f32>>
    %old = tile.atomic_rmw "xchg", %pp, %v {sem = "acq_rel", scope = "gpu"} : (tensor<128x!tile.ptr<f32>>, tensor<128xf32>) -> tensor<128xf32>
    tile.store %pp, %old : tensor<128x!tile.ptr<f32>>
    %qs = tile.splat %q : !tile.ptr<f64> -> tensor<128x!tile.ptr<f64>>
    %qp = tile.addptr %qs, %r : tensor<128x!tile.ptr<f64>>, tensor<128xi32>
    %w = tile.load %qp : tensor<128x!tile.ptr<f64>>
    %old2 = tile.atomic_rmw "xchg", %qp, %w {sem = "acq_rel", scope = "gpu"} : (tensor<128x!tile.ptr<f64>>, tensor<128xf64>) -> tensor<128xf64>
    tile.store %qp, %old2 : tensor<128x!tile.ptr<f64>>
    return
  }
}

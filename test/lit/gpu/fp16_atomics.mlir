// fp16 atomics: atom.add needs .noftz for f16; PTX has no 16-bit atom.exch,
// so an exchange is a compare-and-swap loop with labels unique per element.
// RUN: %tritonc %s --emit=ptx --arch sm_80 | %FileCheck %s
// RUN: %if ptxas %{ %tritonc %s -o %t.ptx --arch sm_90a && %ptxas -arch=sm_90a %t.ptx -o %t.cubin %}
// CHECK: atom.acq_rel.gpu.global.add.noftz.f16
// CHECK: @!%p{{[0-9]+}} bra.uni [[DONE:xchg_done[0-9]+]];
// CHECK: [[RETRY:xchg_retry[0-9]+]]:
// CHECK: atom.acq_rel.gpu.global.cas.b16
// CHECK: @%retry bra.uni [[RETRY]];
// CHECK: [[DONE]]:
module {
  func.func @f16(%p: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %q: !tile.ptr<f16> {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
    %r = tile.make_range {start = 0 : i32, end = 128 : i32} : tensor<128xi32>
    %qs = tile.splat %q : !tile.ptr<f16> -> tensor<128x!tile.ptr<f16>>
    %qp = tile.addptr %qs, %r : tensor<128x!tile.ptr<f16>>, tensor<128xi32>
    %v = tile.load %qp : tensor<128x!tile.ptr<f16>>
    %ps = tile.splat %p : !tile.ptr<f16> -> tensor<128x!tile.ptr<f16>>
    %pp = tile.addptr %ps, %r : tensor<128x!tile.ptr<f16>>, tensor<128xi32>
    %old = tile.atomic_rmw "fadd", %ps, %v {sem = "acq_rel", scope = "gpu"} : (tensor<128x!tile.ptr<f16>>, tensor<128xf16>) -> tensor<128xf16>
    %old2 = tile.atomic_rmw "xchg", %pp, %v {sem = "acq_rel", scope = "gpu"} : (tensor<128x!tile.ptr<f16>>, tensor<128xf16>) -> tensor<128xf16>
    %s = arith.addf %old, %old2 : tensor<128xf16>
    tile.store %qp, %s : tensor<128x!tile.ptr<f16>>
    return
  }
}

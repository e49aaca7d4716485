// bf16 atomic add: atom.add.noftz.bf16 from sm_90 on; before, the sum in
// fp32 (bf16 widened by a shift), rounded to bf16 and swapped in with a
// compare-and-swap loop, labels unique per element.
// RUN: %tritonc %s --emit=ptx --arch sm_90a | %FileCheck %s --check-prefix=SM90
// RUN: %tritonc %s --emit=ptx --arch sm_80 | %FileCheck %s --check-prefix=SM80
// RUN: %if ptxas %{ %tritonc %s -o %t.ptx --arch sm_80 && %ptxas -arch=sm_80 %t.ptx -o %t.cubin %}
// RUN: %if ptxas %{ %tritonc %s -o %t90.ptx --arch sm_90a && %ptxas -arch=sm_90a %t90.ptx -o %t90.cubin %}
// SM90: atom.acq_rel.gpu.global.add.noftz.bf16
// SM90-NOT: atom.acq_rel.gpu.global.cas.b16
// SM80-NOT: add.noftz.bf16
// SM80: @!%p{{[0-9]+}} bra.uni [[DONE:bf16add_done[0-9]+]];
// SM80: shl.b32 %add32, %add32, 16;
// SM80: [[RETRY:bf16add_retry[0-9]+]]:
// SM80: add.rn.f32 %oldf, %oldf, %addf;
// SM80-NEXT: cvt.rn.bf16.f32 %sum, %oldf;
// SM80-NEXT: atom.acq_rel.gpu.global.cas.b16 %seen, [%rd{{[0-9]+}}], %rs{{[0-9]+}}, %sum;
// SM80: @%retry bra.uni [[RETRY]];
// SM80: [[DONE]]:
module {
  func.func @bf16(%p: !tile.ptr<bf16> {tile.divisibility = 16 : i32}, %q: !tile.ptr<bf16> {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
    %r = tile.make_range {start = 0 : i32, end = 128 : i32} : tensor<128xi32>
    %qs = tile.splat %q : !tile.ptr<bf16> -> tensor<128x!tile.ptr<bf16>>
    %qp = tile.addptr %qs, %r : tensor<128x!tile.ptr<bf16>>, tensor<128xi32>
    %v = tile.load %qp : tensor<128x!tile.ptr<bf16>>
    %ps = tile.splat %p : !tile.ptr<bf16> -> tensor<128x!tile.ptr<bf16>>
    %pp = tile.addptr %ps, %r : tensor<128x!tile.ptr<bf16>>, tensor<128xi32>
    %old = tile.atomic_rmw "fadd", %pp, %v {sem = "acq_rel", scope = "gpu"} : (tensor<128x!tile.ptr<bf16>>, tensor<128xbf16>) -> tensor<128xbf16>
    tile.store %qp, %old : tensor<128x!tile.ptr<bf16>>
    return
  }
}

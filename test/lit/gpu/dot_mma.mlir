// tl.dot on the tensor cores with mma.sync (sm_80 and up): the accumulator
// takes the mma layout, both operands are staged in the dot's shared-memory
// region (A as rows of K, 16-bit B as rows of N, 16-byte chunks swizzled)
// and read with ldmatrix; the result converts to the store's blocked layout.
// 64x64x32, 4 warps in a 2x2 grid: 2 tile rows and 4 tile columns per warp,
// 2 steps of K: 2*2 ldmatrix.x4 for A, 4*2 ldmatrix.x2.trans for B, 16 mma.
// RUN: %tritonc %s --emit=tilegpu | %FileCheck %s --check-prefix=LAYOUT
// RUN: %tritonc %s --emit=ptx --arch sm_80 | %FileCheck %s
// RUN: %if ptxas %{ %tritonc %s -o %t80.ptx --arch sm_80 && %ptxas -arch=sm_80 %t80.ptx -o %t80.cubin %}
// RUN: %if ptxas %{ %tritonc %s -o %t90.ptx --arch sm_90a && %ptxas -arch=sm_90a %t90.ptx -o %t90.cubin %}
// LAYOUT: arith.constant dense<0.000000e+00> : tensor<64x64xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
// LAYOUT: tile.dot {{.*}} -> tensor<64x64xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
// LAYOUT-NEXT: tilegpu.convert_layout {{.*}}#tilegpu.mma<{warpsPerCTA = [2, 2]}>> -> tensor<64x64xf32, #tilegpu.blocked
// Operands go in with 16-byte vector stores at swizzled chunks, one
// barrier, then per step of K the fragments and the mma of every tile.
// CHECK: xor.b32
// CHECK-COUNT-4: st.shared.v4.b32
// CHECK-NEXT: bar.sync 0;
// CHECK-COUNT-2: ldmatrix.sync.aligned.m8n8.x4.shared.b16
// CHECK-COUNT-4: ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16
// CHECK-COUNT-8: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
// CHECK-COUNT-2: ldmatrix.sync.aligned.m8n8.x4.shared.b16
// CHECK-COUNT-4: ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16
// CHECK-COUNT-8: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
// CHECK-NOT: mma.sync
// The epilogue's conversion reuses the dot's bytes, so it waits first;
// it moves the accumulator in pairs and reads it back 16 bytes a thread
// (rows 64 * 4 + 32 bytes apart).
// CHECK: bar.sync 0;
// CHECK: st.shared.v2.f32
// CHECK: bar.sync 0;
// CHECK: ld.shared.v4.{{u32|b32|f32}} {{.*}}+2304]
// CHECK: st.global.v4.b32
module {
  func.func @mm(%c: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %a: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %b: !tile.ptr<f16> {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
    %rm = tile.make_range {start = 0 : i32, end = 64 : i32} : tensor<64xi32>
    %rk = tile.make_range {start = 0 : i32, end = 32 : i32} : tensor<32xi32>
    %rm2 = tile.expand_dims %rm {axis = 1 : i32} : tensor<64xi32> -> tensor<64x1xi32>
    %rk2 = tile.expand_dims %rk {axis = 0 : i32} : tensor<32xi32> -> tensor<1x32xi32>
    %c32 = arith.constant dense<32> : tensor<64x1xi32>
    %rowoff = arith.muli %rm2, %c32 : tensor<64x1xi32>
    %rowb = tile.broadcast %rowoff : tensor<64x1xi32> -> tensor<64x32xi32>
    %colb = tile.broadcast %rk2 : tensor<1x32xi32> -> tensor<64x32xi32>
    %aoff = arith.addi %rowb, %colb : tensor<64x32xi32>
    %ap = tile.splat %a : !tile.ptr<f16> -> tensor<64x32x!tile.ptr<f16>>
    %aptrs = tile.addptr %ap, %aoff : tensor<64x32x!tile.ptr<f16>>, tensor<64x32xi32>
    %av = tile.load %aptrs : tensor<64x32x!tile.ptr<f16>>
    %rk3 = tile.expand_dims %rk {axis = 1 : i32} : tensor<32xi32> -> tensor<32x1xi32>
    %rn3 = tile.expand_dims %rm {axis = 0 : i32} : tensor<64xi32> -> tensor<1x64xi32>
    %c64 = arith.constant dense<64> : tensor<32x1xi32>
    %krow = arith.muli %rk3, %c64 : tensor<32x1xi32>
    %krowb = tile.broadcast %krow : tensor<32x1xi32> -> tensor<32x64xi32>
    %ncolb = tile.broadcast %rn3 : tensor<1x64xi32> -> tensor<32x64xi32>
    %boff = arith.addi %krowb, %ncolb : tensor<32x64xi32>
    %bp = tile.splat %b : !tile.ptr<f16> -> tensor<32x64x!tile.ptr<f16>>
    %bptrs = tile.addptr %bp, %boff : tensor<32x64x!tile.ptr<f16>>, tensor<32x64xi32>
    %bv = tile.load %bptrs : tensor<32x64x!tile.ptr<f16>>
    %zero = arith.constant dense<0.0> : tensor<64x64xf32>
    %d = tile.dot %av, %bv, %zero : tensor<64x32xf16>, tensor<32x64xf16>, tensor<64x64xf32> -> tensor<64x64xf32>
    %cm = tile.expand_dims %rm {axis = 1 : i32} : tensor<64xi32> -> tensor<64x1xi32>
    %c64b = arith.constant dense<64> : tensor<64x1xi32>
    %crow = arith.muli %cm, %c64b : tensor<64x1xi32>
    %crowb = tile.broadcast %crow : tensor<64x1xi32> -> tensor<64x64xi32>
    %ccolb = tile.broadcast %rn3 : tensor<1x64xi32> -> tensor<64x64xi32>
    %coff = arith.addi %crowb, %ccolb : tensor<64x64xi32>
    %cp = tile.splat %c : !tile.ptr<f32> -> tensor<64x64x!tile.ptr<f32>>
    %cptrs = tile.addptr %cp, %coff : tensor<64x64x!tile.ptr<f32>>, tensor<64x64xi32>
    tile.store %cptrs, %d : tensor<64x64x!tile.ptr<f32>>
    return
  }
}

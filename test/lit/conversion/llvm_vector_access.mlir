// Lowering to the LLVM and NVVM dialects: the kernel becomes an llvm.func with
// nvvm.kernel and nvvm.maxntid = 32 * num_warps; 16-byte-divisible pointers
// become llvm.align = 16; each thread's run of 4 fp32 is one predicated
// ld.global.v4.b32 / st.global.v4.b32 in inline asm (1024 elements over 128
// threads: two of each). No tile op is left.
// RUN: %tritonc-opt %s --tritonc-tilegpu-pipeline="num-warps=4" --convert-tilegpu-to-llvm --canonicalize --cse | %FileCheck %s
// RUN: %tritonc-opt %s --tritonc-tilegpu-pipeline="num-warps=8" --convert-tilegpu-to-llvm | %FileCheck %s --check-prefix=W8

// CHECK-NOT:   tile.
// CHECK-LABEL: llvm.func @copy(%arg0: !llvm.ptr<1> {llvm.align = 16 : i64}, %arg1: !llvm.ptr<1> {llvm.align = 16 : i64}) attributes {nvvm.kernel, nvvm.maxntid = array<i32: 128, 1, 1>}
// CHECK:       nvvm.read.ptx.sreg.tid.x : i32
// CHECK-COUNT-2: llvm.inline_asm has_side_effects asm_dialect = att "{{.*}}ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];"
// CHECK-NOT:   ld.global.b32
// CHECK-COUNT-2: llvm.inline_asm has_side_effects asm_dialect = att "st.global.v4.b32 [ $0 + 0 ], { $1, $2, $3, $4 };"
// CHECK-NOT:   st.global.b32
// CHECK:       llvm.return
// CHECK-NOT:   tile.

// W8: llvm.func @copy({{.*}}) attributes {nvvm.kernel, nvvm.maxntid = array<i32: 256, 1, 1>}

func.func @copy(%x: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %y: !tile.ptr<f32> {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
  %r = tile.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32>
  %xs = tile.splat %x : !tile.ptr<f32> -> tensor<1024x!tile.ptr<f32>>
  %xp = tile.addptr %xs, %r : tensor<1024x!tile.ptr<f32>>, tensor<1024xi32>
  %v = tile.load %xp : tensor<1024x!tile.ptr<f32>>
  %ys = tile.splat %y : !tile.ptr<f32> -> tensor<1024x!tile.ptr<f32>>
  %yp = tile.addptr %ys, %r : tensor<1024x!tile.ptr<f32>>, tensor<1024xi32>
  tile.store %yp, %v : tensor<1024x!tile.ptr<f32>>
  return
}

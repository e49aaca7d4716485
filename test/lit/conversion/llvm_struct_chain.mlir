// Elementwise ops read their operands' per-thread elements straight from
// the insertvalue chain that built the operand's struct: no
// llvm.extractvalue is emitted between them (the canonicalizer would fold
// each one by walking the chain, quadratic in the elements per thread), and
// each struct is built once. Here 1024 fp32 over 128 threads: 8 per thread
// (the only extractions left are of the loads' inline asm results).
// RUN: %tritonc-opt %s --tritonc-tilegpu-pipeline="num-warps=4" --convert-tilegpu-to-llvm | %FileCheck %s \
// RUN:   --implicit-check-not="llvm.extractvalue {{.*}} : !llvm.struct<(f32," \
// RUN:   --implicit-check-not="llvm.extractvalue {{.*}} : !llvm.struct<(i32, i32, i32, i32, i32," \
// RUN:   --implicit-check-not="llvm.extractvalue {{.*}} : !llvm.struct<(ptr<1>,"

// CHECK-LABEL: llvm.func @scale_add(
// CHECK-COUNT-2: ld.global.v4.b32
// CHECK-COUNT-8: llvm.fmul
// CHECK-COUNT-8: llvm.fadd
// CHECK-COUNT-2: st.global.v4.b32
// CHECK:         llvm.return

func.func @scale_add(%x: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %y: !tile.ptr<f32> {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
  %r = tile.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32>
  %xs = tile.splat %x : !tile.ptr<f32> -> tensor<1024x!tile.ptr<f32>>
  %xp = tile.addptr %xs, %r : tensor<1024x!tile.ptr<f32>>, tensor<1024xi32>
  %v = tile.load %xp : tensor<1024x!tile.ptr<f32>>
  %c = arith.constant dense<2.0> : tensor<1024xf32>
  %m = arith.mulf %v, %c : tensor<1024xf32>
  %a = arith.addf %m, %v : tensor<1024xf32>
  %ys = tile.splat %y : !tile.ptr<f32> -> tensor<1024x!tile.ptr<f32>>
  %yp = tile.addptr %ys, %r : tensor<1024x!tile.ptr<f32>>, tensor<1024xi32>
  tile.store %yp, %a : tensor<1024x!tile.ptr<f32>>
  return
}

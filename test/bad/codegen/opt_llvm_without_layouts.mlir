// --convert-tilegpu-to-llvm on tile IR whose tensors have no layout (the
// layout pass was not run) is an error at the first such op (it used to
// crash tritonc-opt).
// RUN: %not %tritonc-opt %s --convert-tilegpu-to-llvm 2>&1 | %FileCheck %s --implicit-check-not=error:
// CHECK: opt_llvm_without_layouts.mlir:8:8: error: tensor type 'tensor<16xi32>' has no layout; run --tritonc-assign-layouts first

func.func @k(%p: !tile.ptr<f32>) attributes {tile.kernel} {
  %r = tile.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32>
  return
}

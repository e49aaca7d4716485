// BUG (XFAIL): --convert-tilegpu-to-llvm on tile IR whose tensors have no
// layout (the layout pass was not run) crashes tritonc-opt (SIGSEGV) instead
// of reporting that a layout is missing.
// RUN: %not %tritonc-opt %s --convert-tilegpu-to-llvm 2>&1 | %FileCheck %s
// CHECK: error: {{.*}}layout

func.func @k(%p: !tile.ptr<f32>) attributes {tile.kernel} {
  %r = tile.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32>
  return
}

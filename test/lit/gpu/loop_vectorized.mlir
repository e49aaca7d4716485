// An scf.for over row chunks: the induction variable's divisibility (lower
// bound 0, step 1024) lets the fp16 loads inside the loop be vectors; the
// loop-carried fp32 accumulator stays in registers; math.sqrt (tl.sqrt) is
// the fast approximation, as in Triton.
// RUN: %tritonc %s --emit=ptx --arch sm_90a --num-warps 8 | %FileCheck %s
// RUN: %if ptxas %{ %tritonc %s -o %t.ptx --arch sm_90a --num-warps 8 && %ptxas -arch=sm_90a %t.ptx -o %t.cubin %}
// CHECK-DAG: ld.global.v2.b32
// CHECK-DAG: sqrt.approx.ftz.f32
module {
  func.func @rowsum(%x: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %out: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %n: i32) attributes {tile.kernel} {
    %c0 = arith.constant 0 : i32
    %cb = arith.constant 1024 : i32
    %zero = arith.constant dense<0.0> : tensor<1024xf32>
    %r = tile.make_range {start = 0 : i32, end = 1024 : i32} : tensor<1024xi32>
    %ns = tile.splat %n : i32 -> tensor<1024xi32>
    %acc = scf.for %off = %c0 to %n step %cb iter_args(%a = %zero) -> (tensor<1024xf32>) : i32 {
      %os = tile.splat %off : i32 -> tensor<1024xi32>
      %cols = arith.addi %os, %r : tensor<1024xi32>
      %m = arith.cmpi slt, %cols, %ns : tensor<1024xi32>
      %p = tile.splat %x : !tile.ptr<f16> -> tensor<1024x!tile.ptr<f16>>
      %pp = tile.addptr %p, %cols : tensor<1024x!tile.ptr<f16>>, tensor<1024xi32>
      %v = tile.load %pp mask %m : tensor<1024x!tile.ptr<f16>>
      %w = arith.extf %v : tensor<1024xf16> to tensor<1024xf32>
      %s = arith.addf %a, %w : tensor<1024xf32>
      scf.yield %s : tensor<1024xf32>
    }
    %t = tile.reduce(%acc) {axis = 0 : i32} : (tensor<1024xf32>) -> f32 {
    ^bb0(%a: f32, %b: f32):
      %m = arith.addf %a, %b : f32
      tile.reduce.return %m : f32
    }
    %sq = math.sqrt %t : f32
    tile.store %out, %sq : !tile.ptr<f32>
    return
  }
}

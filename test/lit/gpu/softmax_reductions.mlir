// A softmax row in hand-written tile IR: two reductions (warp shuffles, then
// shared memory across the 8 warps), fast exp, dynamic shared memory.
// RUN: %tritonc %s --emit=ptx --arch sm_90a --num-warps 8 | %FileCheck %s
// RUN: %if ptxas %{ %tritonc %s -o %t.ptx --arch sm_90a --num-warps 8 && %ptxas -arch=sm_90a %t.ptx -o %t.cubin %}
// RUN: %if ptxas %{ %tritonc %s -o %t80.ptx --arch sm_80 --num-warps 8 && %ptxas -arch=sm_80 %t80.ptx -o %t80.cubin %}
// CHECK: .extern .shared .align 1024 .b8 tritonc_smem[];
// CHECK-COUNT-5: shfl.sync.bfly.b32
// CHECK: bar.sync 0;
// CHECK: ex2.approx.f32
// CHECK-COUNT-5: shfl.sync.bfly.b32
module {
  func.func @softmax(%out: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %in: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %stride: i32, %ncols: i32) attributes {tile.kernel} {
    %pid = tile.program_id 0 : i32
    %rs = arith.muli %pid, %stride : i32
    %inrow = tile.addptr %in, %rs : !tile.ptr<f32>, i32
    %r = tile.make_range {start = 0 : i32, end = 1024 : i32} : tensor<1024xi32>
    %nc = tile.splat %ncols : i32 -> tensor<1024xi32>
    %mask = arith.cmpi slt, %r, %nc : tensor<1024xi32>
    %pp = tile.splat %inrow : !tile.ptr<f32> -> tensor<1024x!tile.ptr<f32>>
    %ptrs = tile.addptr %pp, %r : tensor<1024x!tile.ptr<f32>>, tensor<1024xi32>
    %ninf = arith.constant dense<0xFF800000> : tensor<1024xf32>
    %row = tile.load %ptrs mask %mask other %ninf : tensor<1024x!tile.ptr<f32>>
    %mx = tile.reduce(%row) {axis = 0 : i32} : (tensor<1024xf32>) -> f32 {
    ^bb0(%a: f32, %b: f32):
      %m = arith.maxnumf %a, %b : f32
      tile.reduce.return %m : f32
    }
    %mxs = tile.splat %mx : f32 -> tensor<1024xf32>
    %sub = arith.subf %row, %mxs : tensor<1024xf32>
    %num = math.exp %sub : tensor<1024xf32>
    %den = tile.reduce(%num) {axis = 0 : i32} : (tensor<1024xf32>) -> f32 {
    ^bb0(%a: f32, %b: f32):
      %m = arith.addf %a, %b : f32
      tile.reduce.return %m : f32
    }
    %dens = tile.splat %den : f32 -> tensor<1024xf32>
    %res = arith.divf %num, %dens : tensor<1024xf32>
    %outrow = tile.addptr %out, %rs : !tile.ptr<f32>, i32
    %op = tile.splat %outrow : !tile.ptr<f32> -> tensor<1024x!tile.ptr<f32>>
    %optrs = tile.addptr %op, %r : tensor<1024x!tile.ptr<f32>>, tensor<1024xi32>
    tile.store %optrs, %res mask %mask : tensor<1024x!tile.ptr<f32>>
    return
  }
}

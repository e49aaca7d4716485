// Device printing and assertions, tensor and scalar atomics, shape ops
// through shared memory, a row reduction, a scan and a libdevice call, all
// accepted by ptxas.
// RUN: %tritonc %s --emit=ptx --arch sm_90a | %FileCheck %s
// RUN: %if ptxas %{ %tritonc %s -o %t.ptx --arch sm_90a && %ptxas -arch=sm_90a %t.ptx -o %t.cubin %}
// CHECK-DAG: call.uni (retval0),{{[[:space:]]*}}vprintf
// CHECK-DAG: __assertfail
// CHECK-DAG: atom.acq_rel.gpu.global.add.u32
// CHECK-DAG: atom.relaxed.gpu.global.add.u32
// CHECK-DAG: ld.shared
// CHECK-NOT: __nv_sinf(
module {
  func.func @dbg(%x: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %c: !tile.ptr<i32> {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
    %r = tile.make_range {start = 0 : i32, end = 128 : i32} : tensor<128xi32>
    %p = tile.splat %x : !tile.ptr<f32> -> tensor<128x!tile.ptr<f32>>
    %pp = tile.addptr %p, %r : tensor<128x!tile.ptr<f32>>, tensor<128xi32>
    %v = tile.load %pp : tensor<128x!tile.ptr<f32>>
    tile.print " v: "(%v) : tensor<128xf32>
    %z = arith.constant dense<0.0> : tensor<128xf32>
    %ok = arith.cmpf oge, %v, %z : tensor<128xf32>
    tile.assert %ok, "negative!" : tensor<128xi1>
    tile.debug_barrier
    %one = arith.constant dense<1> : tensor<128xi32>
    %cp = tile.splat %c : !tile.ptr<i32> -> tensor<128x!tile.ptr<i32>>
    %old = tile.atomic_rmw "add", %cp, %one {sem = "acq_rel", scope = "gpu"} : (tensor<128x!tile.ptr<i32>>, tensor<128xi32>) -> tensor<128xi32>
    %s1 = arith.constant 1 : i32
    %old2 = tile.atomic_rmw "add", %c, %s1 {sem = "relaxed", scope = "gpu"} : (!tile.ptr<i32>, i32) -> i32
    %e = tile.expand_dims %v {axis = 0 : i32} : tensor<128xf32> -> tensor<1x128xf32>
    %b = tile.broadcast %e : tensor<1x128xf32> -> tensor<4x128xf32>
    %t = tile.trans %b {order = array<i32: 1, 0>} : tensor<4x128xf32> -> tensor<128x4xf32>
    %s = tile.reduce(%t) {axis = 1 : i32} : (tensor<128x4xf32>) -> tensor<128xf32> {
    ^bb0(%a: f32, %bb: f32):
      %m = arith.addf %a, %bb : f32
      tile.reduce.return %m : f32
    }
    %cs = tile.scan(%s) {axis = 0 : i32, reverse = false} : (tensor<128xf32>) -> tensor<128xf32> {
    ^bb0(%a: f32, %bb: f32):
      %m = arith.addf %a, %bb : f32
      tile.reduce.return %m : f32
    }
    %sn = math.sin %cs : tensor<128xf32>
    tile.store %pp, %sn : tensor<128x!tile.ptr<f32>>
    return
  }
}

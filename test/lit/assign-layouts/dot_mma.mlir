// tritonc-assign-layouts alone: a dot's accumulator gets an mma layout,
// warps splitting the result into blocks as square as the 16x8 instruction
// tiles allow: 32x32 and 64x64 over 4 warps are 2x2, 128x32 is 4x1 (whole
// row blocks) and 16x64, one tile high, is 1x4. With wgmma=true (sm_90a),
// or when the loop holding the dot also reduces (attention), warps go
// along rows first: 64x64 becomes 4x1, and a row reduction of the result
// stays in the slice of that mma layout, the carried row maximum too.
// In the matmul loop the accumulator is born (splat of zero), carried and
// produced in the mma layout, the operands keep their loads' blocked
// layout (the lowering stages them through shared memory), the truncation
// stays in mma and only the stored value is converted to the store's
// blocked layout.
// RUN: %tritonc-opt %s --tritonc-assign-layouts | %FileCheck %s
// RUN: %tritonc-opt %s --tritonc-assign-layouts="wgmma=true" | %FileCheck %s --check-prefix=WGMMA

// CHECK-LABEL: func.func @matmul(
// CHECK:       %[[ZERO:.*]] = tile.splat %{{.*}} : f32 -> tensor<32x32xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
// CHECK:       scf.for {{.*}} iter_args(%{{.*}} = %{{.*}}, %[[ACC:.*]] = %[[ZERO]], %{{.*}} = %{{.*}}) -> (tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<32x32xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>, tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>)
// CHECK:         %[[X:.*]] = tile.load %{{.*}} : tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
// CHECK:         %[[Y:.*]] = tile.load %{{.*}} : tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
// CHECK-NEXT:    tile.dot %[[X]], %[[Y]], %[[ACC]] {{.*}} : tensor<32x32xf16, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<32x32xf16, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<32x32xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>> -> tensor<32x32xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
// CHECK:       %[[H:.*]] = arith.truncf %{{.*}} : tensor<32x32xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>> to tensor<32x32xf16, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
// CHECK-NEXT:  %[[C:.*]] = tilegpu.convert_layout %[[H]] : tensor<32x32xf16, #tilegpu.mma<{warpsPerCTA = [2, 2]}>> -> tensor<32x32xf16, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
// CHECK-NEXT:  tile.store %{{.*}}, %[[C]] {{.*}} : tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
// WGMMA-LABEL: func.func @matmul(
// WGMMA:       tile.dot {{.*}} -> tensor<32x32xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
func.func @matmul(%a: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %b: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %c: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %k: i32) attributes {tile.kernel} {
  %c0 = arith.constant 0 : i32
  %c32 = arith.constant 32 : i32
  %cst = arith.constant 0.000000e+00 : f32
  %stride = arith.constant dense<32> : tensor<32x1xi32>
  %r = tile.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
  %rows = tile.expand_dims %r {axis = 1 : i32} : tensor<32xi32> -> tensor<32x1xi32>
  %ro = arith.muli %rows, %stride : tensor<32x1xi32>
  %cols = tile.expand_dims %r {axis = 0 : i32} : tensor<32xi32> -> tensor<1x32xi32>
  %cb = tile.broadcast %cols : tensor<1x32xi32> -> tensor<32x32xi32>
  %rb = tile.broadcast %ro : tensor<32x1xi32> -> tensor<32x32xi32>
  %offs = arith.addi %rb, %cb : tensor<32x32xi32>
  %as = tile.splat %a : !tile.ptr<f16> -> tensor<32x32x!tile.ptr<f16>>
  %ap = tile.addptr %as, %offs : tensor<32x32x!tile.ptr<f16>>, tensor<32x32xi32>
  %bs = tile.splat %b : !tile.ptr<f16> -> tensor<32x32x!tile.ptr<f16>>
  %bp = tile.addptr %bs, %offs : tensor<32x32x!tile.ptr<f16>>, tensor<32x32xi32>
  %zero = tile.splat %cst : f32 -> tensor<32x32xf32>
  %inc = arith.constant dense<32> : tensor<32x32xi32>
  %res:3 = scf.for %i = %c0 to %k step %c32 iter_args(%pa = %ap, %acc = %zero, %pb = %bp) -> (tensor<32x32x!tile.ptr<f16>>, tensor<32x32xf32>, tensor<32x32x!tile.ptr<f16>>) : i32 {
    %x = tile.load %pa {tilegpu.vector_width = 8 : i32} : tensor<32x32x!tile.ptr<f16>>
    %y = tile.load %pb {tilegpu.vector_width = 8 : i32} : tensor<32x32x!tile.ptr<f16>>
    %d = tile.dot %x, %y, %acc {input_precision = "tf32"} : tensor<32x32xf16>, tensor<32x32xf16>, tensor<32x32xf32> -> tensor<32x32xf32>
    %na = tile.addptr %pa, %inc : tensor<32x32x!tile.ptr<f16>>, tensor<32x32xi32>
    %nb = tile.addptr %pb, %inc : tensor<32x32x!tile.ptr<f16>>, tensor<32x32xi32>
    scf.yield %na, %d, %nb : tensor<32x32x!tile.ptr<f16>>, tensor<32x32xf32>, tensor<32x32x!tile.ptr<f16>>
  }
  %cs = tile.splat %c : !tile.ptr<f16> -> tensor<32x32x!tile.ptr<f16>>
  %cp = tile.addptr %cs, %offs : tensor<32x32x!tile.ptr<f16>>, tensor<32x32xi32>
  %h = arith.truncf %res#1 : tensor<32x32xf32> to tensor<32x32xf16>
  tile.store %cp, %h {tilegpu.vector_width = 8 : i32} : tensor<32x32x!tile.ptr<f16>>
  return
}

// CHECK-LABEL: func.func @shapes(
// CHECK:       tile.dot {{.*}} -> tensor<64x64xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
// CHECK:       tile.dot {{.*}} -> tensor<128x32xf32, #tilegpu.mma<{warpsPerCTA = [4, 1]}>>
// CHECK:       tile.dot {{.*}} -> tensor<16x64xf32, #tilegpu.mma<{warpsPerCTA = [1, 4]}>>
// WGMMA-LABEL: func.func @shapes(
// WGMMA:       tile.dot {{.*}} -> tensor<64x64xf32, #tilegpu.mma<{warpsPerCTA = [4, 1]}>>
// WGMMA:       tile.dot {{.*}} -> tensor<128x32xf32, #tilegpu.mma<{warpsPerCTA = [4, 1]}>>
// WGMMA:       tile.dot {{.*}} -> tensor<16x64xf32, #tilegpu.mma<{warpsPerCTA = [1, 4]}>>
func.func @shapes(%h: f16) attributes {tile.kernel} {
  %cst = arith.constant 0.000000e+00 : f32
  %a64 = tile.splat %h : f16 -> tensor<64x32xf16>
  %b64 = tile.splat %h : f16 -> tensor<32x64xf16>
  %z64 = tile.splat %cst : f32 -> tensor<64x64xf32>
  %d64 = tile.dot %a64, %b64, %z64 {input_precision = "tf32"} : tensor<64x32xf16>, tensor<32x64xf16>, tensor<64x64xf32> -> tensor<64x64xf32>
  %a128 = tile.splat %h : f16 -> tensor<128x32xf16>
  %b32 = tile.splat %h : f16 -> tensor<32x32xf16>
  %z128 = tile.splat %cst : f32 -> tensor<128x32xf32>
  %d128 = tile.dot %a128, %b32, %z128 {input_precision = "tf32"} : tensor<128x32xf16>, tensor<32x32xf16>, tensor<128x32xf32> -> tensor<128x32xf32>
  %a16 = tile.splat %h : f16 -> tensor<16x32xf16>
  %z16 = tile.splat %cst : f32 -> tensor<16x64xf32>
  %d16 = tile.dot %a16, %b64, %z16 {input_precision = "tf32"} : tensor<16x32xf16>, tensor<32x64xf16>, tensor<16x64xf32> -> tensor<16x64xf32>
  return
}

// CHECK-LABEL: func.func @reduce_in_loop(
// CHECK:       %[[M0:.*]] = tile.splat %{{.*}} : f32 -> tensor<64xf32, #tilegpu.slice<{dim = 1, parent = #tilegpu.mma<{warpsPerCTA = [4, 1]}>}>>
// CHECK:       scf.for {{.*}} iter_args(%{{.*}} = %[[M0]]) -> (tensor<64xf32, #tilegpu.slice<{dim = 1, parent = #tilegpu.mma<{warpsPerCTA = [4, 1]}>}>>)
// CHECK:         tile.dot {{.*}} -> tensor<64x64xf32, #tilegpu.mma<{warpsPerCTA = [4, 1]}>>
// CHECK:         tile.reduce(%{{.*}}) {axis = 1 : i32} : (tensor<64x64xf32, #tilegpu.mma<{warpsPerCTA = [4, 1]}>>) -> tensor<64xf32, #tilegpu.slice<{dim = 1, parent = #tilegpu.mma<{warpsPerCTA = [4, 1]}>}>>
// CHECK-NOT:   tilegpu.convert_layout
// CHECK:       return
func.func @reduce_in_loop(%h: f16, %n: i32) attributes {tile.kernel} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %cst = arith.constant 0.000000e+00 : f32
  %a = tile.splat %h : f16 -> tensor<64x32xf16>
  %b = tile.splat %h : f16 -> tensor<32x64xf16>
  %z = tile.splat %cst : f32 -> tensor<64x64xf32>
  %zr = tile.splat %cst : f32 -> tensor<64xf32>
  %res = scf.for %i = %c0 to %n step %c1 iter_args(%m = %zr) -> (tensor<64xf32>) : i32 {
    %d = tile.dot %a, %b, %z {input_precision = "tf32"} : tensor<64x32xf16>, tensor<32x64xf16>, tensor<64x64xf32> -> tensor<64x64xf32>
    %s = tile.reduce(%d) {axis = 1 : i32} : (tensor<64x64xf32>) -> tensor<64xf32> {
    ^bb0(%l: f32, %r: f32):
      %x = arith.maxnumf %l, %r : f32
      tile.reduce.return %x : f32
    }
    %nm = arith.maxnumf %m, %s : tensor<64xf32>
    scf.yield %nm : tensor<64xf32>
  }
  return
}

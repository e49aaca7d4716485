// tritonc-assign-layouts alone: tensors feeding expand_dims take the slice
// of the expanded tensor's layout, so index arithmetic such as
// `rows[:, None] * 64 + cols[None, :]` is built in registers in the layout
// of the access that consumes it (a 16x64 f32 tile with vector width 4:
// sizePerThread [1, 4], 16 lanes along a row). A row reduction produces the slice of its source's layout along the
// reduced dimension, and `x - max[:, None]` expands it back to the parent
// in registers: no tilegpu.convert_layout anywhere.
// RUN: %tritonc-opt %s --tritonc-assign-layouts | %FileCheck %s

// CHECK-LABEL: func.func @softmax_rows(
// CHECK:       %[[ROWS:.*]] = tile.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #tilegpu.slice<{dim = 1, parent = #tilegpu.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
// CHECK:       %[[COLS:.*]] = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #tilegpu.slice<{dim = 0, parent = #tilegpu.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
// CHECK:       tile.expand_dims %[[ROWS]] {axis = 1 : i32} : tensor<16xi32, #tilegpu.slice<{dim = 1, parent = #tilegpu.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<16x1xi32, #tilegpu.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
// CHECK:       tile.expand_dims %[[COLS]] {axis = 0 : i32} : tensor<64xi32, #tilegpu.slice<{dim = 0, parent = #tilegpu.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<1x64xi32, #tilegpu.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
// CHECK:       %[[X:.*]] = tile.load %{{.*}} : tensor<16x64x!tile.ptr<f32>, #tilegpu.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
// CHECK:       %[[MAX:.*]] = tile.reduce(%[[X]]) {axis = 1 : i32} : (tensor<16x64xf32, #tilegpu.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> tensor<16xf32, #tilegpu.slice<{dim = 1, parent = #tilegpu.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
// CHECK:       %[[COL:.*]] = tile.expand_dims %[[MAX]] {axis = 1 : i32} : tensor<16xf32, #tilegpu.slice<{dim = 1, parent = #tilegpu.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<16x1xf32, #tilegpu.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
// CHECK:       %[[B:.*]] = tile.broadcast %[[COL]] : tensor<16x1xf32, #tilegpu.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<16x64xf32, #tilegpu.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
// CHECK:       arith.subf %[[X]], %[[B]] : tensor<16x64xf32, #tilegpu.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
// CHECK-NOT:   tilegpu.convert_layout
// CHECK:       return
func.func @softmax_rows(%x: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %y: !tile.ptr<f32> {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
  %c64 = arith.constant 64 : i32
  %rm = tile.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32>
  %rn = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  %rows = tile.expand_dims %rm {axis = 1 : i32} : tensor<16xi32> -> tensor<16x1xi32>
  %c64s = tile.splat %c64 : i32 -> tensor<16x1xi32>
  %ro = arith.muli %rows, %c64s : tensor<16x1xi32>
  %cols = tile.expand_dims %rn {axis = 0 : i32} : tensor<64xi32> -> tensor<1x64xi32>
  %rb = tile.broadcast %ro : tensor<16x1xi32> -> tensor<16x64xi32>
  %cb = tile.broadcast %cols : tensor<1x64xi32> -> tensor<16x64xi32>
  %offs = arith.addi %rb, %cb : tensor<16x64xi32>
  %xs = tile.splat %x : !tile.ptr<f32> -> tensor<16x64x!tile.ptr<f32>>
  %xp = tile.addptr %xs, %offs : tensor<16x64x!tile.ptr<f32>>, tensor<16x64xi32>
  %v = tile.load %xp {tilegpu.vector_width = 4 : i32} : tensor<16x64x!tile.ptr<f32>>
  %max = tile.reduce(%v) {axis = 1 : i32} : (tensor<16x64xf32>) -> tensor<16xf32> {
  ^bb0(%l: f32, %r: f32):
    %m = arith.maxnumf %l, %r : f32
    tile.reduce.return %m : f32
  }
  %ys = tile.splat %y : !tile.ptr<f32> -> tensor<16x64x!tile.ptr<f32>>
  %yp = tile.addptr %ys, %offs : tensor<16x64x!tile.ptr<f32>>, tensor<16x64xi32>
  %mc = tile.expand_dims %max {axis = 1 : i32} : tensor<16xf32> -> tensor<16x1xf32>
  %mb = tile.broadcast %mc : tensor<16x1xf32> -> tensor<16x64xf32>
  %d = arith.subf %v, %mb : tensor<16x64xf32>
  tile.store %yp, %d {tilegpu.vector_width = 4 : i32} : tensor<16x64x!tile.ptr<f32>>
  return
}

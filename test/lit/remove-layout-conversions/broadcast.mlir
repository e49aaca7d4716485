// tritonc-remove-layout-conversions on broadcasts of values that are not
// cheap (loaded): a conversion of `y[None, :, :]` broadcast to 3-D is
// replaced by the expand_dims and the broadcast built in the target
// layout, and only y (32x32, not 8x32x32) is converted, from its own
// source when y was itself a conversion; a broadcast into a slice layout
// (not kept in registers by the reshape ops) keeps its conversion.
// RUN: %tritonc-opt %s --tritonc-remove-layout-conversions | %FileCheck %s

#L2 = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#A = #tilegpu.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>
#T = #tilegpu.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 32, 1], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
#SA = #tilegpu.slice<{dim = 0, parent = #tilegpu.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>}>

// CHECK-LABEL: func.func @broadcast_3d(
// CHECK-SAME:    %[[P:[^:]*]]: tensor<32x32x!tile.ptr<f16>
// CHECK:         %[[Y:.*]] = tile.load %[[P]]
// CHECK-NEXT:    %[[YT:.*]] = tilegpu.convert_layout %[[Y]] : tensor<32x32xf16, #tilegpu.blocked<{sizePerThread = [1, 8]{{.*}}}>> -> tensor<32x32xf16, #tilegpu.slice<{dim = 0, parent = #tilegpu.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 32, 1]
// CHECK-NEXT:    %[[E:.*]] = tile.expand_dims %[[YT]] {axis = 0 : i32} : {{.*}} -> tensor<1x32x32xf16, #tilegpu.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 32, 1]
// CHECK-NEXT:    %[[B:.*]] = tile.broadcast %[[E]] : {{.*}} -> tensor<8x32x32xf16, #tilegpu.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 32, 1]
// CHECK-NOT:     tilegpu.convert_layout
// CHECK:         arith.mulf %{{.*}}, %[[B]] : tensor<8x32x32xf16, #tilegpu.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 32, 1]
func.func @broadcast_3d(%p: tensor<32x32x!tile.ptr<f16>, #L2>, %x: tensor<8x32x32xf16, #T>) -> tensor<8x32x32xf16, #T> {
  %y = tile.load %p : tensor<32x32x!tile.ptr<f16>, #L2>
  %ys = tilegpu.convert_layout %y : tensor<32x32xf16, #L2> -> tensor<32x32xf16, #SA>
  %e = tile.expand_dims %ys {axis = 0 : i32} : tensor<32x32xf16, #SA> -> tensor<1x32x32xf16, #A>
  %b = tile.broadcast %e : tensor<1x32x32xf16, #A> -> tensor<8x32x32xf16, #A>
  %bt = tilegpu.convert_layout %b : tensor<8x32x32xf16, #A> -> tensor<8x32x32xf16, #T>
  %m = arith.mulf %x, %bt : tensor<8x32x32xf16, #T>
  return %m : tensor<8x32x32xf16, #T>
}

// CHECK-LABEL: func.func @to_slice(
// CHECK:         %[[B:.*]] = tile.broadcast
// CHECK-NEXT:    tilegpu.convert_layout %[[B]] : tensor<32x32xf16, #tilegpu.blocked<{{.*}}>> -> tensor<32x32xf16, #tilegpu.slice
func.func @to_slice(%p: tensor<32x1x!tile.ptr<f16>, #L2>) -> tensor<32x32xf16, #SA> {
  %y = tile.load %p : tensor<32x1x!tile.ptr<f16>, #L2>
  %b = tile.broadcast %y : tensor<32x1xf16, #L2> -> tensor<32x32xf16, #L2>
  %c = tilegpu.convert_layout %b : tensor<32x32xf16, #L2> -> tensor<32x32xf16, #SA>
  return %c : tensor<32x32xf16, #SA>
}

// tritonc-remove-layout-conversions alone, on TileGPU IR already laid out:
// - a range converted for its user is built again in the user's layout,
//   and the conversion disappears;
// - `pid * 128 + range` converted twice to the same layout is rebuilt
//   once (splat, range and addition in the target layout), both users
//   sharing the copy;
// - a loaded tensor is not cheap: its conversion stays;
// - a conversion without users is erased.
// RUN: %tritonc-opt %s --tritonc-remove-layout-conversions | %FileCheck %s

#A = #tilegpu.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#B = #tilegpu.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>

// CHECK-LABEL: func.func @cheap_and_costly(
// CHECK-SAME:    %[[X:[^:]*]]: !tile.ptr<f32>
// CHECK-SAME:    %[[PID:[^:]*]]: i32
// CHECK:       %[[R:.*]] = tile.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #tilegpu.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
// CHECK-NEXT:  %[[RB:.*]] = tile.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #tilegpu.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
// CHECK:       %[[S:.*]] = tile.splat %[[PID]] : i32 -> tensor<128xi32, #tilegpu.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
// CHECK-NEXT:  %[[SB:.*]] = tile.splat %[[PID]] : i32 -> tensor<128xi32, #tilegpu.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
// CHECK:       %[[OFFS:.*]] = arith.addi %[[S]], %[[R]] : tensor<128xi32, #tilegpu.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
// CHECK-NEXT:  %[[OFFSB:.*]] = arith.addi %[[SB]], %[[RB]] : tensor<128xi32, #tilegpu.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
// CHECK:       %[[PB:.*]] = tile.addptr %{{.*}}, %[[OFFSB]] : tensor<128x!tile.ptr<f32>, #tilegpu.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>, tensor<128xi32, #tilegpu.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
// CHECK:       %[[V:.*]] = tile.load %[[PB]] : tensor<128x!tile.ptr<f32>, #tilegpu.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
// CHECK-NEXT:  %[[VA:.*]] = tilegpu.convert_layout %[[V]] : tensor<128xf32, #tilegpu.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>> -> tensor<128xf32, #tilegpu.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
// CHECK:       %[[PA:.*]] = tile.addptr %{{.*}}, %[[OFFS]] : tensor<128x!tile.ptr<f32>, #tilegpu.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>, tensor<128xi32, #tilegpu.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
// CHECK:       tile.store %[[PA]], %[[VA]]
// CHECK:       %[[Q:.*]] = tile.addptr %{{.*}}, %[[RB]] : tensor<128x!tile.ptr<f32>, #tilegpu.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>, tensor<128xi32, #tilegpu.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
// CHECK:       tile.store %{{.*}}, %[[V]]
// CHECK-NOT:   tilegpu.convert_layout
// CHECK:       return
func.func @cheap_and_costly(%x: !tile.ptr<f32>, %pid: i32) {
  %r = tile.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #A>
  %s = tile.splat %pid : i32 -> tensor<128xi32, #A>
  %offs = arith.addi %s, %r : tensor<128xi32, #A>
  %offs_b = tilegpu.convert_layout %offs : tensor<128xi32, #A> -> tensor<128xi32, #B>
  %xb = tile.splat %x : !tile.ptr<f32> -> tensor<128x!tile.ptr<f32>, #B>
  %pb = tile.addptr %xb, %offs_b : tensor<128x!tile.ptr<f32>, #B>, tensor<128xi32, #B>
  %v = tile.load %pb : tensor<128x!tile.ptr<f32>, #B>
  %va = tilegpu.convert_layout %v : tensor<128xf32, #B> -> tensor<128xf32, #A>
  %xa = tile.splat %x : !tile.ptr<f32> -> tensor<128x!tile.ptr<f32>, #A>
  %pa = tile.addptr %xa, %offs : tensor<128x!tile.ptr<f32>, #A>, tensor<128xi32, #A>
  tile.store %pa, %va : tensor<128x!tile.ptr<f32>, #A>
  %r_b = tilegpu.convert_layout %r : tensor<128xi32, #A> -> tensor<128xi32, #B>
  %q = tile.addptr %xb, %r_b : tensor<128x!tile.ptr<f32>, #B>, tensor<128xi32, #B>
  tile.store %q, %v : tensor<128x!tile.ptr<f32>, #B>
  %offs_b2 = tilegpu.convert_layout %offs : tensor<128xi32, #A> -> tensor<128xi32, #B>
  %unused = tilegpu.convert_layout %v : tensor<128xf32, #B> -> tensor<128xf32, #A>
  return
}

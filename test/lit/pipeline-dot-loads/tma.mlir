// tritonc-pipeline-dot-loads alone: block-pointer loads that
// tritonc-plan-tensor-maps planned (tilegpu.tensor_map_plan) are copied by
// the tensor memory accelerator instead of cp.async:
// - the kernel gains one tensor-map parameter per planned load
//   (!llvm.ptr {tilegpu.tensor_map}) and the module lists the maps for the
//   launcher (tilegpu.tensor_maps, in parameter order);
// - each ring slot has an mbarrier (8 bytes each, initialized before the
//   loop with the stage count, invalidated after it); every fill expects
//   the bytes of all the slot's tiles (2 x 8192) and issues one bulk tensor
//   copy per load at the block pointer's offsets for that iteration
//   (innermost first), counted on the slot's barrier;
// - the body waits on the slot's barrier with the parity of its fill
//   ((iteration / stages) & 1) instead of cp.async.wait_group; nothing
//   waits for cp.async groups when every load is a tensor copy.
// A planned load next to an unplanned one: the first becomes a tensor
// copy, the second a cp.async copy, in the same ring schedule (both waits).
// RUN: %tritonc-opt %s --split-input-file --tritonc-pipeline-dot-loads | %FileCheck %s

// CHECK:       module attributes {tilegpu.num_warps = 4 : i32, tilegpu.tensor_maps = [#tilegpu.tensor_map<{base = 0, elem_bytes = 2, dims = [4, 2], dim_values = [0, 0], strides = [5], stride_values = [0], box = [64, 64], swizzle = 128}>, #tilegpu.tensor_map<{base = 1, elem_bytes = 2, dims = [3, 4], dim_values = [0, 0], strides = [6], stride_values = [0], box = [64, 64], swizzle = 128}>]}
// CHECK-LABEL: func.func @tma(
// CHECK-SAME:    %[[MAP_A:arg7]]: !llvm.ptr {tilegpu.tensor_map}, %[[MAP_B:arg8]]: !llvm.ptr {tilegpu.tensor_map})
// CHECK:       %[[RING_A:[^ ,)]+]] = tilegpu.smem_alloc {bytes = 24576 : i64} : <3>
// CHECK-NEXT:  %[[RING_B:[^ ,)]+]] = tilegpu.smem_alloc {bytes = 24576 : i64} : <3>
// CHECK-NEXT:  %[[BARS:[^ ,)]+]] = tilegpu.smem_alloc {bytes = 24 : i64} : <3>
// CHECK-NEXT:  tilegpu.mbarrier_init %[[BARS]] {count = 3 : i32}
//              Iteration 0, slot 0: both tiles at offsets (0, 0).
// CHECK:       %[[E0:[^ ,)]+]] = arith.cmpi slt
// CHECK:       %[[BAR0:[^ ,)]+]] = llvm.getelementptr %[[BARS]][
// CHECK-NEXT:  tilegpu.mbarrier_expect %[[BAR0]], %[[E0]] {bytes = 16384 : i32}
// CHECK:       %[[DST_A:[^ ,)]+]] = llvm.getelementptr %[[RING_A]][
// CHECK-NEXT:  tilegpu.tensor_copy %[[MAP_A]][%c0_i32, %c0_i32] to %[[DST_A]], %[[BAR0]], %[[E0]] {boxBytes = 8192 : i32, boxCols = 64 : i32, boxes = 1 : i32}
// CHECK:       %[[DST_B:[^ ,)]+]] = llvm.getelementptr %[[RING_B]][
// CHECK-NEXT:  tilegpu.tensor_copy %[[MAP_B]][%c0_i32, %c0_i32] to %[[DST_B]], %[[BAR0]], %[[E0]]
//              Iteration 1: A one K block to the right, B one K block down.
// CHECK:       %[[BLOCK1:[^ ,)]+]] = arith.muli %c64_i32, %{{.*}} : i32
// CHECK-NEXT:  %[[K1:[^ ,)]+]] = arith.addi %c0_i32, %[[BLOCK1]] : i32
// CHECK:       tilegpu.mbarrier_expect
// CHECK:       tilegpu.tensor_copy %[[MAP_A]][%[[K1]], %c0_i32]
// CHECK:       tilegpu.tensor_copy %[[MAP_B]][%c0_i32, %{{.*}}]
// CHECK-NOT:   tilegpu.async
// CHECK:       scf.for %[[IV:[^ ,)]+]] = %{{.*}} iter_args(%[[KA:[^ ,)]+]] = %c0_i32, %{{.*}} = %{{.*}}, %[[KB:[^ ,)]+]] = %c0_i32)
// CHECK:         %[[ITER:[^ ,)]+]] = arith.divsi
// CHECK-NEXT:    %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:    %[[SLOT:[^ ,)]+]] = arith.remsi %[[ITER]], %c3_i32
// CHECK-NEXT:    %{{.*}} = arith.constant 3 : i32
// CHECK-NEXT:    %[[FILL:[^ ,)]+]] = arith.divsi %[[ITER]],
// CHECK-NEXT:    %{{.*}} = arith.constant 1 : i32
// CHECK-NEXT:    %[[PARITY:[^ ,)]+]] = arith.andi %[[FILL]],
// CHECK:         %[[BAR:[^ ,)]+]] = llvm.getelementptr %[[BARS]][
// CHECK-NEXT:    tilegpu.mbarrier_wait %[[BAR]], %[[PARITY]]
// CHECK-NEXT:    tile.debug_barrier
// CHECK:         %[[VA:[^ ,)]+]] = tilegpu.local_tile %{{.*}} : <3> -> tensor<64x64xf16, #tilegpu.shared<{rowDim = 0}>>
// CHECK:         %[[VB:[^ ,)]+]] = tilegpu.local_tile %{{.*}} : <3> -> tensor<64x64xf16, #tilegpu.shared<{rowDim = 0}>>
// CHECK:         %[[KA2:[^ ,)]+]] = arith.addi %[[KA]],
// CHECK:         %[[KB2:[^ ,)]+]] = arith.addi %[[KB]],
// CHECK:         tilegpu.mbarrier_expect
// CHECK:         tilegpu.tensor_copy %[[MAP_A]][%[[KA2]], %c0_i32]
// CHECK:         tilegpu.tensor_copy %[[MAP_B]][%c0_i32, %[[KB2]]]
// CHECK-NEXT:    tile.dot %[[VA]], %[[VB]],
// CHECK-NOT:     tile.load
// CHECK:         scf.yield
// CHECK-NEXT:  {{^ +\}$}}
// CHECK-NEXT:  tile.debug_barrier
// CHECK-NEXT:  tilegpu.mbarrier_inval %[[BARS]] {count = 3 : i32}
// CHECK-NEXT:  return
module attributes {tilegpu.num_warps = 4 : i32} {
  func.func @tma(%a: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %b: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %m: i32 {tile.divisibility = 16 : i32}, %n: i32 {tile.divisibility = 16 : i32}, %k: i32 {tile.divisibility = 16 : i32}, %sa: i32 {tile.divisibility = 16 : i32}, %sb: i32 {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c64 = arith.constant 64 : i32
    %c1_i64 = arith.constant 1 : i64
    %zero = arith.constant 0.000000e+00 : f16
    %zero32 = arith.constant 0.000000e+00 : f32
    %m64 = arith.extsi %m : i32 to i64
    %n64 = arith.extsi %n : i32 to i64
    %k64 = arith.extsi %k : i32 to i64
    %sa64 = arith.extsi %sa : i32 to i64
    %sb64 = arith.extsi %sb : i32 to i64
    %r = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #tilegpu.slice<{dim = 1, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
    %c = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #tilegpu.slice<{dim = 0, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
    %rows = tile.expand_dims %r {axis = 1 : i32} : tensor<64xi32, #tilegpu.slice<{dim = 1, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<64x1xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %cols = tile.expand_dims %c {axis = 0 : i32} : tensor<64xi32, #tilegpu.slice<{dim = 0, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<1x64xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %rb = tile.broadcast %rows : tensor<64x1xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<64x64xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %cb = tile.broadcast %cols : tensor<1x64xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<64x64xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %sas = tile.splat %sa : i32 -> tensor<64x64xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %sbs = tile.splat %sb : i32 -> tensor<64x64xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %as = tile.splat %a : !tile.ptr<f16> -> tensor<64x64x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %bs = tile.splat %b : !tile.ptr<f16> -> tensor<64x64x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %other = tile.splat %zero : f16 -> tensor<64x64xf16, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %acc0 = tile.splat %zero32 : f32 -> tensor<64x64xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
    %steps = arith.divsi %k, %c64 : i32
    %res:3 = scf.for %i = %c0 to %steps step %c1 iter_args(%ka = %c0, %acc = %acc0, %kb = %c0) -> (i32, tensor<64x64xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>, i32) : i32 {
      %kas = tile.splat %ka : i32 -> tensor<64x64xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %acol = arith.addi %cb, %kas : tensor<64x64xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %arow = arith.muli %rb, %sas : tensor<64x64xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %aoff = arith.addi %arow, %acol : tensor<64x64xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %ap = tile.addptr %as, %aoff : tensor<64x64x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x64xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %ks = tile.splat %k : i32 -> tensor<64x64xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %amask = arith.cmpi slt, %acol, %ks : tensor<64x64xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %x = tile.load %ap mask %amask other %other block(%a, %m64, %k64, %sa64, %c1_i64, %c0, %ka) {tilegpu.mask_uniform = true, tilegpu.tensor_map_plan = #tilegpu.tensor_map<{base = 0, elem_bytes = 2, dims = [4, 2], dim_values = [0, 0], strides = [5], stride_values = [0], box = [64, 64], swizzle = 128}>, tilegpu.vector_width = 8 : i32} : tensor<64x64x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %kbs = tile.splat %kb : i32 -> tensor<64x64xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %brow0 = arith.addi %rb, %kbs : tensor<64x64xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %brow = arith.muli %brow0, %sbs : tensor<64x64xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %boff = arith.addi %brow, %cb : tensor<64x64xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %bp = tile.addptr %bs, %boff : tensor<64x64x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x64xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %bmask = arith.cmpi slt, %brow0, %ks : tensor<64x64xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %y = tile.load %bp mask %bmask other %other block(%b, %k64, %n64, %sb64, %c1_i64, %kb, %c0) {tilegpu.mask_uniform = true, tilegpu.tensor_map_plan = #tilegpu.tensor_map<{base = 1, elem_bytes = 2, dims = [3, 4], dim_values = [0, 0], strides = [6], stride_values = [0], box = [64, 64], swizzle = 128}>, tilegpu.vector_width = 8 : i32} : tensor<64x64x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %d = tile.dot %x, %y, %acc {input_precision = "tf32"} : tensor<64x64xf16, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x64xf16, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x64xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>> -> tensor<64x64xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
      %nka = arith.addi %ka, %c64 : i32
      %nkb = arith.addi %kb, %c64 : i32
      scf.yield %nka, %d, %nkb : i32, tensor<64x64xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>, i32
    }
    return
  }
}

// -----

// CHECK:       module attributes {tilegpu.num_warps = 4 : i32, tilegpu.tensor_maps = [#tilegpu.tensor_map<{base = 0, elem_bytes = 2, dims = [4, 2], dim_values = [0, 0], strides = [5], stride_values = [0], box = [64, 64], swizzle = 128}>]}
// CHECK-LABEL: func.func @tma_and_cp_async(
// CHECK-SAME:    %[[MAP_A:arg7]]: !llvm.ptr {tilegpu.tensor_map})
// CHECK:       tilegpu.mbarrier_init
// CHECK:       tilegpu.mbarrier_expect %{{.*}}, %{{.*}} {bytes = 8192 : i32}
// CHECK:       tilegpu.tensor_copy %[[MAP_A]]
// CHECK:       tilegpu.async_copy
// CHECK-NEXT:  tilegpu.async_commit
// CHECK:       scf.for
// CHECK:         tilegpu.async_wait {pending = 1 : i32}
// CHECK:         tilegpu.mbarrier_wait
// CHECK-NEXT:    tile.debug_barrier
// CHECK:         tilegpu.tensor_copy %[[MAP_A]]
// CHECK:         tilegpu.async_copy
// CHECK-NEXT:    tilegpu.async_commit
// CHECK-NEXT:    tile.dot
// CHECK:       tilegpu.async_wait {pending = 0 : i32}
// CHECK-NEXT:  tile.debug_barrier
// CHECK-NEXT:  tilegpu.mbarrier_inval
module attributes {tilegpu.num_warps = 4 : i32} {
  func.func @tma_and_cp_async(%a: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %b: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %m: i32 {tile.divisibility = 16 : i32}, %n: i32 {tile.divisibility = 16 : i32}, %k: i32 {tile.divisibility = 16 : i32}, %sa: i32 {tile.divisibility = 16 : i32}, %sb: i32 {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c64 = arith.constant 64 : i32
    %c1_i64 = arith.constant 1 : i64
    %zero = arith.constant 0.000000e+00 : f16
    %zero32 = arith.constant 0.000000e+00 : f32
    %m64 = arith.extsi %m : i32 to i64
    %n64 = arith.extsi %n : i32 to i64
    %k64 = arith.extsi %k : i32 to i64
    %sa64 = arith.extsi %sa : i32 to i64
    %sb64 = arith.extsi %sb : i32 to i64
    %r = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #tilegpu.slice<{dim = 1, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
    %c = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #tilegpu.slice<{dim = 0, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
    %rows = tile.expand_dims %r {axis = 1 : i32} : tensor<64xi32, #tilegpu.slice<{dim = 1, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<64x1xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %cols = tile.expand_dims %c {axis = 0 : i32} : tensor<64xi32, #tilegpu.slice<{dim = 0, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<1x64xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %rb = tile.broadcast %rows : tensor<64x1xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<64x64xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %cb = tile.broadcast %cols : tensor<1x64xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<64x64xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %sas = tile.splat %sa : i32 -> tensor<64x64xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %sbs = tile.splat %sb : i32 -> tensor<64x64xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %as = tile.splat %a : !tile.ptr<f16> -> tensor<64x64x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %bs = tile.splat %b : !tile.ptr<f16> -> tensor<64x64x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %other = tile.splat %zero : f16 -> tensor<64x64xf16, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %acc0 = tile.splat %zero32 : f32 -> tensor<64x64xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
    %steps = arith.divsi %k, %c64 : i32
    %res:3 = scf.for %i = %c0 to %steps step %c1 iter_args(%ka = %c0, %acc = %acc0, %kb = %c0) -> (i32, tensor<64x64xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>, i32) : i32 {
      %kas = tile.splat %ka : i32 -> tensor<64x64xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %acol = arith.addi %cb, %kas : tensor<64x64xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %arow = arith.muli %rb, %sas : tensor<64x64xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %aoff = arith.addi %arow, %acol : tensor<64x64xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %ap = tile.addptr %as, %aoff : tensor<64x64x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x64xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %ks = tile.splat %k : i32 -> tensor<64x64xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %amask = arith.cmpi slt, %acol, %ks : tensor<64x64xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %x = tile.load %ap mask %amask other %other block(%a, %m64, %k64, %sa64, %c1_i64, %c0, %ka) {tilegpu.mask_uniform = true, tilegpu.tensor_map_plan = #tilegpu.tensor_map<{base = 0, elem_bytes = 2, dims = [4, 2], dim_values = [0, 0], strides = [5], stride_values = [0], box = [64, 64], swizzle = 128}>, tilegpu.vector_width = 8 : i32} : tensor<64x64x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %kbs = tile.splat %kb : i32 -> tensor<64x64xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %brow0 = arith.addi %rb, %kbs : tensor<64x64xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %brow = arith.muli %brow0, %sbs : tensor<64x64xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %boff = arith.addi %brow, %cb : tensor<64x64xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %bp = tile.addptr %bs, %boff : tensor<64x64x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x64xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %bmask = arith.cmpi slt, %brow0, %ks : tensor<64x64xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %y = tile.load %bp mask %bmask other %other block(%b, %k64, %n64, %sb64, %c1_i64, %kb, %c0) {tilegpu.mask_uniform = true, tilegpu.vector_width = 8 : i32} : tensor<64x64x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %d = tile.dot %x, %y, %acc {input_precision = "tf32"} : tensor<64x64xf16, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x64xf16, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x64xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>> -> tensor<64x64xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
      %nka = arith.addi %ka, %c64 : i32
      %nkb = arith.addi %kb, %c64 : i32
      scf.yield %nka, %d, %nkb : i32, tensor<64x64xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>, i32
    }
    return
  }
}

// tritonc-plan-tensor-maps alone, on TileGPU IR: a load through a block
// pointer that only a dot reads is marked with the tensor map the launcher
// will encode for it (tilegpu.tensor_map_plan): the base and each extent
// and row stride as a kernel argument (by index, -1 for a constant) or a
// constant value, innermost dimension first, and the box the copy engine
// fetches per column block of the tile. Nothing else changes: the load
// stays a load (tritonc-pipeline-dot-loads turns it into a copy).
// RUN: %tritonc-opt %s --tritonc-plan-tensor-maps | %FileCheck %s
// RUN: %tritonc-opt %s --tritonc-plan-tensor-maps | %FileCheck %s --check-prefix=NOCOPY
// NOCOPY-NOT: tilegpu.tensor_copy
// NOCOPY-NOT: tensor_maps

module attributes {tilegpu.num_warps = 4 : i32} {

// Planned: the extents (K columns, M rows: arguments 2 and 1, through their
// sign extensions), the row stride (argument 3, 16-divisible) and the
// 16-divisible base (argument 0) are all known to the launcher; a 64x64 tile of
// halves has 128-byte lines: one box of 64 columns x 64 rows, swizzled 128
// bytes wide.
// CHECK-LABEL: func.func @planned(
// CHECK:       tile.load %{{.*}} mask %{{.*}} other %{{.*}} block(%arg0, {{.*}}) {tilegpu.mask_uniform = true, tilegpu.tensor_map_plan = #tilegpu.tensor_map<{base = 0, elem_bytes = 2, dims = [2, 1], dim_values = [0, 0], strides = [3], stride_values = [0], box = [64, 64], swizzle = 128}>, tilegpu.vector_width = 8 : i32}
// CHECK-NEXT:  tile.splat
  func.func @planned(%a: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %m: i32 {tile.divisibility = 16 : i32}, %k: i32 {tile.divisibility = 16 : i32}, %stride: i32 {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
    %c0_i32 = arith.constant 0 : i32
    %c1_i64 = arith.constant 1 : i64
    %zero = arith.constant 0.000000e+00 : f16
    %zero32 = arith.constant 0.000000e+00 : f32
    %m64 = arith.extsi %m : i32 to i64
    %k64 = arith.extsi %k : i32 to i64
    %s64 = arith.extsi %stride : i32 to i64
    %r = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #tilegpu.slice<{dim = 1, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
    %c = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #tilegpu.slice<{dim = 0, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
    %r64 = arith.extsi %r : tensor<64xi32, #tilegpu.slice<{dim = 1, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>> to tensor<64xi64, #tilegpu.slice<{dim = 1, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
    %c64 = arith.extsi %c : tensor<64xi32, #tilegpu.slice<{dim = 0, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>> to tensor<64xi64, #tilegpu.slice<{dim = 0, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
    %rows = tile.expand_dims %r64 {axis = 1 : i32} : tensor<64xi64, #tilegpu.slice<{dim = 1, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<64x1xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %cols = tile.expand_dims %c64 {axis = 0 : i32} : tensor<64xi64, #tilegpu.slice<{dim = 0, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<1x64xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %ss = tile.splat %s64 : i64 -> tensor<64x1xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %ro = arith.muli %rows, %ss : tensor<64x1xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %rb = tile.broadcast %ro : tensor<64x1xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<64x64xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %cb = tile.broadcast %cols : tensor<1x64xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<64x64xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %offs = arith.addi %rb, %cb : tensor<64x64xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %ms = tile.splat %m64 : i64 -> tensor<64x1xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %rm = arith.cmpi slt, %rows, %ms : tensor<64x1xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %mask = tile.broadcast %rm : tensor<64x1xi1, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<64x64xi1, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %as = tile.splat %a : !tile.ptr<f16> -> tensor<64x64x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %ap = tile.addptr %as, %offs : tensor<64x64x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x64xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %other = tile.splat %zero : f16 -> tensor<64x64xf16, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %x = tile.load %ap mask %mask other %other block(%a, %m64, %k64, %s64, %c1_i64, %c0_i32, %c0_i32) {tilegpu.mask_uniform = true, tilegpu.vector_width = 8 : i32} : tensor<64x64x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %y = tile.splat %zero : f16 -> tensor<64x64xf16, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %acc = tile.splat %zero32 : f32 -> tensor<64x64xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
    %d = tile.dot %x, %y, %acc {input_precision = "tf32"} : tensor<64x64xf16, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x64xf16, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x64xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>> -> tensor<64x64xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
    return
  }

// Planned: constant extents and row stride are recorded as values (argument
// -1).
// CHECK-LABEL: func.func @constant_shape_and_stride(
// CHECK:       tile.load %{{.*}} mask %{{.*}} other %{{.*}} block(%arg0, {{.*}}) {tilegpu.mask_uniform = true, tilegpu.tensor_map_plan = #tilegpu.tensor_map<{base = 0, elem_bytes = 2, dims = [-1, -1], dim_values = [1024, 4096], strides = [-1], stride_values = [1024], box = [64, 64], swizzle = 128}>, tilegpu.vector_width = 8 : i32}
// CHECK-NEXT:  tile.splat
  func.func @constant_shape_and_stride(%a: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %n: i32) attributes {tile.kernel} {
    %c0_i32 = arith.constant 0 : i32
    %c1_i64 = arith.constant 1 : i64
    %zero = arith.constant 0.000000e+00 : f16
    %zero32 = arith.constant 0.000000e+00 : f32
    %m64 = arith.constant 4096 : i64
    %k64 = arith.constant 1024 : i64
    %s64 = arith.constant 1024 : i64
    %r = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #tilegpu.slice<{dim = 1, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
    %c = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #tilegpu.slice<{dim = 0, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
    %r64 = arith.extsi %r : tensor<64xi32, #tilegpu.slice<{dim = 1, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>> to tensor<64xi64, #tilegpu.slice<{dim = 1, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
    %c64 = arith.extsi %c : tensor<64xi32, #tilegpu.slice<{dim = 0, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>> to tensor<64xi64, #tilegpu.slice<{dim = 0, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
    %rows = tile.expand_dims %r64 {axis = 1 : i32} : tensor<64xi64, #tilegpu.slice<{dim = 1, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<64x1xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %cols = tile.expand_dims %c64 {axis = 0 : i32} : tensor<64xi64, #tilegpu.slice<{dim = 0, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<1x64xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %ss = tile.splat %s64 : i64 -> tensor<64x1xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %ro = arith.muli %rows, %ss : tensor<64x1xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %rb = tile.broadcast %ro : tensor<64x1xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<64x64xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %cb = tile.broadcast %cols : tensor<1x64xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<64x64xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %offs = arith.addi %rb, %cb : tensor<64x64xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %ms = tile.splat %m64 : i64 -> tensor<64x1xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %rm = arith.cmpi slt, %rows, %ms : tensor<64x1xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %mask = tile.broadcast %rm : tensor<64x1xi1, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<64x64xi1, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %as = tile.splat %a : !tile.ptr<f16> -> tensor<64x64x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %ap = tile.addptr %as, %offs : tensor<64x64x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x64xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %other = tile.splat %zero : f16 -> tensor<64x64xf16, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %x = tile.load %ap mask %mask other %other block(%a, %m64, %k64, %s64, %c1_i64, %c0_i32, %c0_i32) {tilegpu.mask_uniform = true, tilegpu.vector_width = 8 : i32} : tensor<64x64x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %y = tile.splat %zero : f16 -> tensor<64x64xf16, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %acc = tile.splat %zero32 : f32 -> tensor<64x64xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
    %d = tile.dot %x, %y, %acc {input_precision = "tf32"} : tensor<64x64xf16, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x64xf16, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x64xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>> -> tensor<64x64xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
    return
  }

// Planned: a row stride divisible by 8 halves is 16 bytes: enough.
// CHECK-LABEL: func.func @stride_8_elements(
// CHECK:       tile.load %{{.*}} mask %{{.*}} other %{{.*}} block(%arg0, {{.*}}) {tilegpu.mask_uniform = true, tilegpu.tensor_map_plan = #tilegpu.tensor_map<{base = 0, elem_bytes = 2, dims = [2, 1], dim_values = [0, 0], strides = [3], stride_values = [0], box = [64, 64], swizzle = 128}>, tilegpu.vector_width = 8 : i32}
// CHECK-NEXT:  tile.splat
  func.func @stride_8_elements(%a: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %m: i32, %k: i32, %stride: i32 {tile.divisibility = 8 : i32}) attributes {tile.kernel} {
    %c0_i32 = arith.constant 0 : i32
    %c1_i64 = arith.constant 1 : i64
    %zero = arith.constant 0.000000e+00 : f16
    %zero32 = arith.constant 0.000000e+00 : f32
    %m64 = arith.extsi %m : i32 to i64
    %k64 = arith.extsi %k : i32 to i64
    %s64 = arith.extsi %stride : i32 to i64
    %r = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #tilegpu.slice<{dim = 1, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
    %c = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #tilegpu.slice<{dim = 0, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
    %r64 = arith.extsi %r : tensor<64xi32, #tilegpu.slice<{dim = 1, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>> to tensor<64xi64, #tilegpu.slice<{dim = 1, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
    %c64 = arith.extsi %c : tensor<64xi32, #tilegpu.slice<{dim = 0, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>> to tensor<64xi64, #tilegpu.slice<{dim = 0, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
    %rows = tile.expand_dims %r64 {axis = 1 : i32} : tensor<64xi64, #tilegpu.slice<{dim = 1, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<64x1xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %cols = tile.expand_dims %c64 {axis = 0 : i32} : tensor<64xi64, #tilegpu.slice<{dim = 0, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<1x64xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %ss = tile.splat %s64 : i64 -> tensor<64x1xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %ro = arith.muli %rows, %ss : tensor<64x1xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %rb = tile.broadcast %ro : tensor<64x1xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<64x64xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %cb = tile.broadcast %cols : tensor<1x64xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<64x64xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %offs = arith.addi %rb, %cb : tensor<64x64xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %ms = tile.splat %m64 : i64 -> tensor<64x1xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %rm = arith.cmpi slt, %rows, %ms : tensor<64x1xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %mask = tile.broadcast %rm : tensor<64x1xi1, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<64x64xi1, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %as = tile.splat %a : !tile.ptr<f16> -> tensor<64x64x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %ap = tile.addptr %as, %offs : tensor<64x64x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x64xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %other = tile.splat %zero : f16 -> tensor<64x64xf16, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %x = tile.load %ap mask %mask other %other block(%a, %m64, %k64, %s64, %c1_i64, %c0_i32, %c0_i32) {tilegpu.mask_uniform = true, tilegpu.vector_width = 8 : i32} : tensor<64x64x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %y = tile.splat %zero : f16 -> tensor<64x64xf16, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %acc = tile.splat %zero32 : f32 -> tensor<64x64xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
    %d = tile.dot %x, %y, %acc {input_precision = "tf32"} : tensor<64x64xf16, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x64xf16, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x64xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>> -> tensor<64x64xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
    return
  }

// Planned: 16 columns of halves: 32-byte lines, a box of 16 columns swizzled 32
// bytes wide.
// CHECK-LABEL: func.func @lines_32_bytes(
// CHECK:       tile.load %{{.*}} mask %{{.*}} other %{{.*}} block(%arg0, {{.*}}) {tilegpu.mask_uniform = true, tilegpu.tensor_map_plan = #tilegpu.tensor_map<{base = 0, elem_bytes = 2, dims = [2, 1], dim_values = [0, 0], strides = [3], stride_values = [0], box = [16, 64], swizzle = 32}>, tilegpu.vector_width = 8 : i32}
// CHECK-NEXT:  tile.splat
  func.func @lines_32_bytes(%a: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %m: i32 {tile.divisibility = 16 : i32}, %k: i32 {tile.divisibility = 16 : i32}, %stride: i32 {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
    %c0_i32 = arith.constant 0 : i32
    %c1_i64 = arith.constant 1 : i64
    %zero = arith.constant 0.000000e+00 : f16
    %zero32 = arith.constant 0.000000e+00 : f32
    %m64 = arith.extsi %m : i32 to i64
    %k64 = arith.extsi %k : i32 to i64
    %s64 = arith.extsi %stride : i32 to i64
    %r = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #tilegpu.slice<{dim = 1, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
    %c = tile.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #tilegpu.slice<{dim = 0, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
    %r64 = arith.extsi %r : tensor<64xi32, #tilegpu.slice<{dim = 1, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>> to tensor<64xi64, #tilegpu.slice<{dim = 1, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
    %c64 = arith.extsi %c : tensor<16xi32, #tilegpu.slice<{dim = 0, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>> to tensor<16xi64, #tilegpu.slice<{dim = 0, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
    %rows = tile.expand_dims %r64 {axis = 1 : i32} : tensor<64xi64, #tilegpu.slice<{dim = 1, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<64x1xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %cols = tile.expand_dims %c64 {axis = 0 : i32} : tensor<16xi64, #tilegpu.slice<{dim = 0, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<1x16xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %ss = tile.splat %s64 : i64 -> tensor<64x1xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %ro = arith.muli %rows, %ss : tensor<64x1xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %rb = tile.broadcast %ro : tensor<64x1xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<64x16xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %cb = tile.broadcast %cols : tensor<1x16xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<64x16xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %offs = arith.addi %rb, %cb : tensor<64x16xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %ms = tile.splat %m64 : i64 -> tensor<64x1xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %rm = arith.cmpi slt, %rows, %ms : tensor<64x1xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %mask = tile.broadcast %rm : tensor<64x1xi1, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<64x16xi1, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %as = tile.splat %a : !tile.ptr<f16> -> tensor<64x16x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %ap = tile.addptr %as, %offs : tensor<64x16x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x16xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %other = tile.splat %zero : f16 -> tensor<64x16xf16, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %x = tile.load %ap mask %mask other %other block(%a, %m64, %k64, %s64, %c1_i64, %c0_i32, %c0_i32) {tilegpu.mask_uniform = true, tilegpu.vector_width = 8 : i32} : tensor<64x16x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %y = tile.splat %zero : f16 -> tensor<16x64xf16, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %acc = tile.splat %zero32 : f32 -> tensor<64x64xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
    %d = tile.dot %x, %y, %acc {input_precision = "tf32"} : tensor<64x16xf16, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<16x64xf16, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x64xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>> -> tensor<64x64xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
    return
  }

// Planned: 128 columns of halves: boxes of at most 128-byte lines (64 columns;
// the copy issues two).
// CHECK-LABEL: func.func @lines_256_bytes(
// CHECK:       tile.load %{{.*}} mask %{{.*}} other %{{.*}} block(%arg0, {{.*}}) {tilegpu.mask_uniform = true, tilegpu.tensor_map_plan = #tilegpu.tensor_map<{base = 0, elem_bytes = 2, dims = [2, 1], dim_values = [0, 0], strides = [3], stride_values = [0], box = [64, 64], swizzle = 128}>, tilegpu.vector_width = 8 : i32}
// CHECK-NEXT:  tile.splat
  func.func @lines_256_bytes(%a: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %m: i32 {tile.divisibility = 16 : i32}, %k: i32 {tile.divisibility = 16 : i32}, %stride: i32 {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
    %c0_i32 = arith.constant 0 : i32
    %c1_i64 = arith.constant 1 : i64
    %zero = arith.constant 0.000000e+00 : f16
    %zero32 = arith.constant 0.000000e+00 : f32
    %m64 = arith.extsi %m : i32 to i64
    %k64 = arith.extsi %k : i32 to i64
    %s64 = arith.extsi %stride : i32 to i64
    %r = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #tilegpu.slice<{dim = 1, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
    %c = tile.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #tilegpu.slice<{dim = 0, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
    %r64 = arith.extsi %r : tensor<64xi32, #tilegpu.slice<{dim = 1, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>> to tensor<64xi64, #tilegpu.slice<{dim = 1, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
    %c64 = arith.extsi %c : tensor<128xi32, #tilegpu.slice<{dim = 0, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>> to tensor<128xi64, #tilegpu.slice<{dim = 0, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
    %rows = tile.expand_dims %r64 {axis = 1 : i32} : tensor<64xi64, #tilegpu.slice<{dim = 1, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<64x1xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %cols = tile.expand_dims %c64 {axis = 0 : i32} : tensor<128xi64, #tilegpu.slice<{dim = 0, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<1x128xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %ss = tile.splat %s64 : i64 -> tensor<64x1xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %ro = arith.muli %rows, %ss : tensor<64x1xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %rb = tile.broadcast %ro : tensor<64x1xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<64x128xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %cb = tile.broadcast %cols : tensor<1x128xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<64x128xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %offs = arith.addi %rb, %cb : tensor<64x128xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %ms = tile.splat %m64 : i64 -> tensor<64x1xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %rm = arith.cmpi slt, %rows, %ms : tensor<64x1xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %mask = tile.broadcast %rm : tensor<64x1xi1, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<64x128xi1, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %as = tile.splat %a : !tile.ptr<f16> -> tensor<64x128x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %ap = tile.addptr %as, %offs : tensor<64x128x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x128xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %other = tile.splat %zero : f16 -> tensor<64x128xf16, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %x = tile.load %ap mask %mask other %other block(%a, %m64, %k64, %s64, %c1_i64, %c0_i32, %c0_i32) {tilegpu.mask_uniform = true, tilegpu.vector_width = 8 : i32} : tensor<64x128x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %y = tile.splat %zero : f16 -> tensor<128x64xf16, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %acc = tile.splat %zero32 : f32 -> tensor<64x64xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
    %d = tile.dot %x, %y, %acc {input_precision = "tf32"} : tensor<64x128xf16, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<128x64xf16, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x64xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>> -> tensor<64x64xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
    return
  }
}

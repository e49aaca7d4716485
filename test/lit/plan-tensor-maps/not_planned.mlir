// tritonc-plan-tensor-maps alone: block-pointer loads it leaves unplanned
// (each kernel otherwise like @planned in planned.mlir: a 64x64 tile of
// halves read by a dot), because the launcher could not describe the
// tensor or the copy engine and the dot operand format could not take the
// tile.
// RUN: %tritonc-opt %s --tritonc-plan-tensor-maps | %FileCheck %s
// RUN: %tritonc-opt %s --tritonc-plan-tensor-maps | %FileCheck %s --check-prefix=NONE
// NONE-NOT: tensor_map_plan

module attributes {tilegpu.num_warps = 4 : i32} {

// Not planned: the row stride is computed in the kernel (stride * 2): the
// launcher cannot encode it.
// CHECK-LABEL: func.func @stride_computed(
// CHECK:       tile.load %{{.*}} block({{.*}}) {tilegpu.mask_uniform = true, tilegpu.vector_width = 8 : i32}
  func.func @stride_computed(%a: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %m: i32 {tile.divisibility = 16 : i32}, %k: i32 {tile.divisibility = 16 : i32}, %stride: i32 {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
    %c0_i32 = arith.constant 0 : i32
    %c1_i64 = arith.constant 1 : i64
    %zero = arith.constant 0.000000e+00 : f16
    %zero32 = arith.constant 0.000000e+00 : f32
    %m64 = arith.extsi %m : i32 to i64
    %k64 = arith.extsi %k : i32 to i64
    %two = arith.constant 2 : i32
    %stride2 = arith.muli %stride, %two : i32
    %s64 = arith.extsi %stride2 : i32 to i64
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

// Not planned: the base has no 16-byte divisibility hint.
// CHECK-LABEL: func.func @base_unaligned(
// CHECK:       tile.load %{{.*}} block({{.*}}) {tilegpu.mask_uniform = true, tilegpu.vector_width = 8 : i32}
  func.func @base_unaligned(%a: !tile.ptr<f16> , %m: i32 {tile.divisibility = 16 : i32}, %k: i32 {tile.divisibility = 16 : i32}, %stride: i32 {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
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

// Not planned: a row stride divisible by only 4 halves (8 bytes) is not a
// multiple of 16 bytes.
// CHECK-LABEL: func.func @stride_4_elements(
// CHECK:       tile.load %{{.*}} block({{.*}}) {tilegpu.mask_uniform = true, tilegpu.vector_width = 8 : i32}
  func.func @stride_4_elements(%a: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %m: i32, %k: i32, %stride: i32 {tile.divisibility = 4 : i32}) attributes {tile.kernel} {
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

// Not planned: the column stride is an argument, not the constant 1.
// CHECK-LABEL: func.func @column_stride_argument(
// CHECK:       tile.load %{{.*}} block({{.*}}) {tilegpu.mask_uniform = true, tilegpu.vector_width = 8 : i32}
  func.func @column_stride_argument(%a: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %m: i32, %k: i32, %stride: i32 {tile.divisibility = 16 : i32}, %cstride: i32) attributes {tile.kernel} {
    %c0_i32 = arith.constant 0 : i32
    %c1_i64 = arith.constant 1 : i64
    %zero = arith.constant 0.000000e+00 : f16
    %zero32 = arith.constant 0.000000e+00 : f32
    %m64 = arith.extsi %m : i32 to i64
    %k64 = arith.extsi %k : i32 to i64
    %s64 = arith.extsi %stride : i32 to i64
    %cs64 = arith.extsi %cstride : i32 to i64
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
    %x = tile.load %ap mask %mask other %other block(%a, %m64, %k64, %s64, %cs64, %c0_i32, %c0_i32) {tilegpu.mask_uniform = true, tilegpu.vector_width = 8 : i32} : tensor<64x64x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %y = tile.splat %zero : f16 -> tensor<64x64xf16, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %acc = tile.splat %zero32 : f32 -> tensor<64x64xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
    %d = tile.dot %x, %y, %acc {input_precision = "tf32"} : tensor<64x64xf16, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x64xf16, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x64xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>> -> tensor<64x64xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
    return
  }

// Not planned: the base is offset in the kernel (not a kernel argument).
// CHECK-LABEL: func.func @base_offset(
// CHECK:       tile.load %{{.*}} block({{.*}}) {tilegpu.mask_uniform = true, tilegpu.vector_width = 8 : i32}
  func.func @base_offset(%a: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %m: i32 {tile.divisibility = 16 : i32}, %k: i32 {tile.divisibility = 16 : i32}, %stride: i32 {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
    %c0_i32 = arith.constant 0 : i32
    %c1_i64 = arith.constant 1 : i64
    %zero = arith.constant 0.000000e+00 : f16
    %zero32 = arith.constant 0.000000e+00 : f32
    %m64 = arith.extsi %m : i32 to i64
    %k64 = arith.extsi %k : i32 to i64
    %s64 = arith.extsi %stride : i32 to i64
    %pid = tile.program_id 0 : i32
    %base = tile.addptr %a, %pid : !tile.ptr<f16>, i32
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
    %x = tile.load %ap mask %mask other %other block(%base, %m64, %k64, %s64, %c1_i64, %c0_i32, %c0_i32) {tilegpu.mask_uniform = true, tilegpu.vector_width = 8 : i32} : tensor<64x64x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %y = tile.splat %zero : f16 -> tensor<64x64xf16, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %acc = tile.splat %zero32 : f32 -> tensor<64x64xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
    %d = tile.dot %x, %y, %acc {input_precision = "tf32"} : tensor<64x64xf16, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x64xf16, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x64xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>> -> tensor<64x64xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
    return
  }

// Not planned: 512 rows exceed the copy engine's 256-line box.
// CHECK-LABEL: func.func @rows_512(
// CHECK:       tile.load %{{.*}} block({{.*}}) {tilegpu.mask_uniform = true, tilegpu.vector_width = 8 : i32}
  func.func @rows_512(%a: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %m: i32 {tile.divisibility = 16 : i32}, %k: i32 {tile.divisibility = 16 : i32}, %stride: i32 {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
    %c0_i32 = arith.constant 0 : i32
    %c1_i64 = arith.constant 1 : i64
    %zero = arith.constant 0.000000e+00 : f16
    %zero32 = arith.constant 0.000000e+00 : f32
    %m64 = arith.extsi %m : i32 to i64
    %k64 = arith.extsi %k : i32 to i64
    %s64 = arith.extsi %stride : i32 to i64
    %r = tile.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #tilegpu.slice<{dim = 1, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
    %c = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #tilegpu.slice<{dim = 0, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
    %r64 = arith.extsi %r : tensor<512xi32, #tilegpu.slice<{dim = 1, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>> to tensor<512xi64, #tilegpu.slice<{dim = 1, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
    %c64 = arith.extsi %c : tensor<64xi32, #tilegpu.slice<{dim = 0, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>> to tensor<64xi64, #tilegpu.slice<{dim = 0, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
    %rows = tile.expand_dims %r64 {axis = 1 : i32} : tensor<512xi64, #tilegpu.slice<{dim = 1, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<512x1xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %cols = tile.expand_dims %c64 {axis = 0 : i32} : tensor<64xi64, #tilegpu.slice<{dim = 0, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<1x64xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %ss = tile.splat %s64 : i64 -> tensor<512x1xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %ro = arith.muli %rows, %ss : tensor<512x1xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %rb = tile.broadcast %ro : tensor<512x1xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<512x64xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %cb = tile.broadcast %cols : tensor<1x64xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<512x64xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %offs = arith.addi %rb, %cb : tensor<512x64xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %ms = tile.splat %m64 : i64 -> tensor<512x1xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %rm = arith.cmpi slt, %rows, %ms : tensor<512x1xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %mask = tile.broadcast %rm : tensor<512x1xi1, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<512x64xi1, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %as = tile.splat %a : !tile.ptr<f16> -> tensor<512x64x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %ap = tile.addptr %as, %offs : tensor<512x64x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<512x64xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %other = tile.splat %zero : f16 -> tensor<512x64xf16, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %x = tile.load %ap mask %mask other %other block(%a, %m64, %k64, %s64, %c1_i64, %c0_i32, %c0_i32) {tilegpu.mask_uniform = true, tilegpu.vector_width = 8 : i32} : tensor<512x64x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %y = tile.splat %zero : f16 -> tensor<64x64xf16, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %acc = tile.splat %zero32 : f32 -> tensor<512x64xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
    %d = tile.dot %x, %y, %acc {input_precision = "tf32"} : tensor<512x64xf16, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x64xf16, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<512x64xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>> -> tensor<512x64xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
    return
  }

// Not planned: 8 columns of halves: 16-byte lines, too narrow for the dot
// operand format.
// CHECK-LABEL: func.func @lines_16_bytes(
// CHECK:       tile.load %{{.*}} block({{.*}}) {tilegpu.mask_uniform = true, tilegpu.vector_width = 8 : i32}
  func.func @lines_16_bytes(%a: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %m: i32 {tile.divisibility = 16 : i32}, %k: i32 {tile.divisibility = 16 : i32}, %stride: i32 {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
    %c0_i32 = arith.constant 0 : i32
    %c1_i64 = arith.constant 1 : i64
    %zero = arith.constant 0.000000e+00 : f16
    %zero32 = arith.constant 0.000000e+00 : f32
    %m64 = arith.extsi %m : i32 to i64
    %k64 = arith.extsi %k : i32 to i64
    %s64 = arith.extsi %stride : i32 to i64
    %r = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #tilegpu.slice<{dim = 1, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
    %c = tile.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32, #tilegpu.slice<{dim = 0, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
    %r64 = arith.extsi %r : tensor<64xi32, #tilegpu.slice<{dim = 1, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>> to tensor<64xi64, #tilegpu.slice<{dim = 1, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
    %c64 = arith.extsi %c : tensor<8xi32, #tilegpu.slice<{dim = 0, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>> to tensor<8xi64, #tilegpu.slice<{dim = 0, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
    %rows = tile.expand_dims %r64 {axis = 1 : i32} : tensor<64xi64, #tilegpu.slice<{dim = 1, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<64x1xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %cols = tile.expand_dims %c64 {axis = 0 : i32} : tensor<8xi64, #tilegpu.slice<{dim = 0, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<1x8xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %ss = tile.splat %s64 : i64 -> tensor<64x1xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %ro = arith.muli %rows, %ss : tensor<64x1xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %rb = tile.broadcast %ro : tensor<64x1xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<64x8xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %cb = tile.broadcast %cols : tensor<1x8xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<64x8xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %offs = arith.addi %rb, %cb : tensor<64x8xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %ms = tile.splat %m64 : i64 -> tensor<64x1xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %rm = arith.cmpi slt, %rows, %ms : tensor<64x1xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %mask = tile.broadcast %rm : tensor<64x1xi1, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<64x8xi1, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %as = tile.splat %a : !tile.ptr<f16> -> tensor<64x8x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %ap = tile.addptr %as, %offs : tensor<64x8x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x8xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %other = tile.splat %zero : f16 -> tensor<64x8xf16, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %x = tile.load %ap mask %mask other %other block(%a, %m64, %k64, %s64, %c1_i64, %c0_i32, %c0_i32) {tilegpu.mask_uniform = true, tilegpu.vector_width = 8 : i32} : tensor<64x8x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %y = tile.splat %zero : f16 -> tensor<8x64xf16, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %acc = tile.splat %zero32 : f32 -> tensor<64x64xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
    %d = tile.dot %x, %y, %acc {input_precision = "tf32"} : tensor<64x8xf16, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<8x64xf16, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x64xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>> -> tensor<64x64xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
    return
  }

// Not planned: a store, not a dot, reads the tile.
// CHECK-LABEL: func.func @not_a_dot_operand(
// CHECK:       tile.load %{{.*}} block({{.*}}) {tilegpu.mask_uniform = true, tilegpu.vector_width = 8 : i32}
  func.func @not_a_dot_operand(%a: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %m: i32 {tile.divisibility = 16 : i32}, %k: i32 {tile.divisibility = 16 : i32}, %stride: i32 {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
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
    tile.store %ap, %x mask %mask {tilegpu.mask_uniform = true, tilegpu.vector_width = 8 : i32} : tensor<64x64x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    return
  }

// Not planned: f32 elements multiplied as "ieee" (an fma chain on
// registers): the dot reads no shared operand (as tf32 the tile is planned).
// CHECK-LABEL: func.func @f32_elements(
// CHECK:       tile.load %{{.*}} block({{.*}}) {tilegpu.mask_uniform = true, tilegpu.vector_width = 4 : i32}
  func.func @f32_elements(%a: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %m: i32 {tile.divisibility = 16 : i32}, %k: i32 {tile.divisibility = 16 : i32}, %stride: i32 {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
    %c0_i32 = arith.constant 0 : i32
    %c1_i64 = arith.constant 1 : i64
    %zero = arith.constant 0.000000e+00 : f32
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
    %as = tile.splat %a : !tile.ptr<f32> -> tensor<64x64x!tile.ptr<f32>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %ap = tile.addptr %as, %offs : tensor<64x64x!tile.ptr<f32>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x64xi64, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %other = tile.splat %zero : f32 -> tensor<64x64xf32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %x = tile.load %ap mask %mask other %other block(%a, %m64, %k64, %s64, %c1_i64, %c0_i32, %c0_i32) {tilegpu.mask_uniform = true, tilegpu.vector_width = 4 : i32} : tensor<64x64x!tile.ptr<f32>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %y = tile.splat %zero : f32 -> tensor<64x64xf32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %acc = tile.splat %zero32 : f32 -> tensor<64x64xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
    %d = tile.dot %x, %y, %acc {input_precision = "ieee"} : tensor<64x64xf32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x64xf32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x64xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>> -> tensor<64x64xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
    return
  }
}

// tritonc-stage-invariant-dot-operands alone: loads that stay as they are
// (each kernel otherwise like invariant_q in staged.mlir: Q loaded before
// a loop whose dot reads it).
// RUN: %tritonc-opt %s --tritonc-stage-invariant-dot-operands | %FileCheck %s
// RUN: %tritonc-opt %s --tritonc-stage-invariant-dot-operands | %FileCheck %s --check-prefix=NONE
// NONE-NOT: tilegpu.smem_alloc
// NONE-NOT: tilegpu.async_copy
// NONE-NOT: tilegpu.local_tile

module attributes {tilegpu.num_warps = 4 : i32} {

// Not staged: masked elements read 1.0, which a copy that zero-fills cannot give.
// CHECK-LABEL: func.func @nonzero_other(
// CHECK:       %[[Q:.*]] = tile.load %{{.*}}
// CHECK:       scf.for
// CHECK:         tile.dot %[[Q]],
  func.func @nonzero_other(%q: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %k: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %n: i32) attributes {tile.kernel} {
    %r = tile.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #tilegpu.slice<{dim = 1, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
    %c = tile.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #tilegpu.slice<{dim = 0, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
    %rows = tile.expand_dims %r {axis = 1 : i32} : tensor<32xi32, #tilegpu.slice<{dim = 1, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<32x1xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %cols = tile.expand_dims %c {axis = 0 : i32} : tensor<32xi32, #tilegpu.slice<{dim = 0, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<1x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %c32 = arith.constant dense<32> : tensor<32x1xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %ro = arith.muli %rows, %c32 : tensor<32x1xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %rb = tile.broadcast %ro : tensor<32x1xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<32x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %cb = tile.broadcast %cols : tensor<1x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<32x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %offs = arith.addi %rb, %cb : tensor<32x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %qs = tile.splat %q : !tile.ptr<f16> -> tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %qp = tile.addptr %qs, %offs : tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<32x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %ks = tile.splat %k : !tile.ptr<f16> -> tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %kp = tile.addptr %ks, %offs : tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<32x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %nr = tile.splat %n : i32 -> tensor<32x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %m = arith.cmpi slt, %rb, %nr : tensor<32x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %one = arith.constant dense<1.000000e+00> : tensor<32x32xf16, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %qv = tile.load %qp mask %m other %one {tilegpu.mask_uniform = true, tilegpu.vector_width = 8 : i32} : tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %zero = arith.constant 0.000000e+00 : f32
    %acc0 = tile.splat %zero : f32 -> tensor<32x32xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %res = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %acc0) -> (tensor<32x32xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>) : i32 {
      %kv = tile.load %kp {tilegpu.vector_width = 8 : i32} : tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %d = tile.dot %qv, %kv, %acc {input_precision = "tf32"} : tensor<32x32xf16, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<32x32xf16, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<32x32xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>> -> tensor<32x32xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
      scf.yield %d : tensor<32x32xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
    }
    return
  }

// Not staged: the column mask is not constant over each 8-half vector (mask_uniform = false).
// CHECK-LABEL: func.func @mask_not_uniform(
// CHECK:       %[[Q:.*]] = tile.load %{{.*}}
// CHECK:       scf.for
// CHECK:         tile.dot %[[Q]],
  func.func @mask_not_uniform(%q: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %k: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %n: i32) attributes {tile.kernel} {
    %r = tile.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #tilegpu.slice<{dim = 1, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
    %c = tile.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #tilegpu.slice<{dim = 0, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
    %rows = tile.expand_dims %r {axis = 1 : i32} : tensor<32xi32, #tilegpu.slice<{dim = 1, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<32x1xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %cols = tile.expand_dims %c {axis = 0 : i32} : tensor<32xi32, #tilegpu.slice<{dim = 0, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<1x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %c32 = arith.constant dense<32> : tensor<32x1xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %ro = arith.muli %rows, %c32 : tensor<32x1xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %rb = tile.broadcast %ro : tensor<32x1xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<32x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %cb = tile.broadcast %cols : tensor<1x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<32x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %offs = arith.addi %rb, %cb : tensor<32x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %qs = tile.splat %q : !tile.ptr<f16> -> tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %qp = tile.addptr %qs, %offs : tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<32x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %ks = tile.splat %k : !tile.ptr<f16> -> tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %kp = tile.addptr %ks, %offs : tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<32x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %nr = tile.splat %n : i32 -> tensor<32x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %m = arith.cmpi slt, %cb, %nr : tensor<32x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %qv = tile.load %qp mask %m {tilegpu.mask_uniform = false, tilegpu.vector_width = 8 : i32} : tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %zero = arith.constant 0.000000e+00 : f32
    %acc0 = tile.splat %zero : f32 -> tensor<32x32xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %res = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %acc0) -> (tensor<32x32xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>) : i32 {
      %kv = tile.load %kp {tilegpu.vector_width = 8 : i32} : tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %d = tile.dot %qv, %kv, %acc {input_precision = "tf32"} : tensor<32x32xf16, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<32x32xf16, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<32x32xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>> -> tensor<32x32xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
      scf.yield %d : tensor<32x32xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
    }
    return
  }

// Not staged: 2-byte accesses: cp.async copies 4, 8 or 16 bytes.
// CHECK-LABEL: func.func @narrow_access(
// CHECK:       %[[Q:.*]] = tile.load %{{.*}}
// CHECK:       scf.for
// CHECK:         tile.dot %[[Q]],
  func.func @narrow_access(%q: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %k: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %n: i32) attributes {tile.kernel} {
    %r = tile.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #tilegpu.slice<{dim = 1, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
    %c = tile.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #tilegpu.slice<{dim = 0, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
    %rows = tile.expand_dims %r {axis = 1 : i32} : tensor<32xi32, #tilegpu.slice<{dim = 1, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<32x1xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %cols = tile.expand_dims %c {axis = 0 : i32} : tensor<32xi32, #tilegpu.slice<{dim = 0, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<1x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %c32 = arith.constant dense<32> : tensor<32x1xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %ro = arith.muli %rows, %c32 : tensor<32x1xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %rb = tile.broadcast %ro : tensor<32x1xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<32x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %cb = tile.broadcast %cols : tensor<1x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<32x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %offs = arith.addi %rb, %cb : tensor<32x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %qs = tile.splat %q : !tile.ptr<f16> -> tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %qp = tile.addptr %qs, %offs : tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<32x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %ks = tile.splat %k : !tile.ptr<f16> -> tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %kp = tile.addptr %ks, %offs : tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<32x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %qv = tile.load %qp {tilegpu.vector_width = 1 : i32} : tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %zero = arith.constant 0.000000e+00 : f32
    %acc0 = tile.splat %zero : f32 -> tensor<32x32xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %res = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %acc0) -> (tensor<32x32xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>) : i32 {
      %kv = tile.load %kp {tilegpu.vector_width = 8 : i32} : tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %d = tile.dot %qv, %kv, %acc {input_precision = "tf32"} : tensor<32x32xf16, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<32x32xf16, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<32x32xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>> -> tensor<32x32xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
      scf.yield %d : tensor<32x32xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
    }
    return
  }

// Not staged: a store reads Q too, in registers.
// CHECK-LABEL: func.func @other_reader(
// CHECK:       %[[Q:.*]] = tile.load %{{.*}}
// CHECK:       scf.for
// CHECK:         tile.dot %[[Q]],
  func.func @other_reader(%q: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %k: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %n: i32) attributes {tile.kernel} {
    %r = tile.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #tilegpu.slice<{dim = 1, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
    %c = tile.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #tilegpu.slice<{dim = 0, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
    %rows = tile.expand_dims %r {axis = 1 : i32} : tensor<32xi32, #tilegpu.slice<{dim = 1, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<32x1xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %cols = tile.expand_dims %c {axis = 0 : i32} : tensor<32xi32, #tilegpu.slice<{dim = 0, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<1x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %c32 = arith.constant dense<32> : tensor<32x1xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %ro = arith.muli %rows, %c32 : tensor<32x1xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %rb = tile.broadcast %ro : tensor<32x1xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<32x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %cb = tile.broadcast %cols : tensor<1x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<32x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %offs = arith.addi %rb, %cb : tensor<32x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %qs = tile.splat %q : !tile.ptr<f16> -> tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %qp = tile.addptr %qs, %offs : tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<32x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %ks = tile.splat %k : !tile.ptr<f16> -> tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %kp = tile.addptr %ks, %offs : tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<32x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %qv = tile.load %qp {tilegpu.vector_width = 8 : i32} : tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %zero = arith.constant 0.000000e+00 : f32
    %acc0 = tile.splat %zero : f32 -> tensor<32x32xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %res = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %acc0) -> (tensor<32x32xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>) : i32 {
      %kv = tile.load %kp {tilegpu.vector_width = 8 : i32} : tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %d = tile.dot %qv, %kv, %acc {input_precision = "tf32"} : tensor<32x32xf16, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<32x32xf16, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<32x32xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>> -> tensor<32x32xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
      scf.yield %d : tensor<32x32xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
    }
    tile.store %kp, %qv {tilegpu.vector_width = 8 : i32} : tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    return
  }

// Not staged: the dot is not in a loop: staging would gain nothing.
// CHECK-LABEL: func.func @dot_outside_loop(
// CHECK:       %[[Q:.*]] = tile.load %{{.*}}
// CHECK:       tile.dot %[[Q]],
  func.func @dot_outside_loop(%q: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %k: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %n: i32) attributes {tile.kernel} {
    %r = tile.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #tilegpu.slice<{dim = 1, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
    %c = tile.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #tilegpu.slice<{dim = 0, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
    %rows = tile.expand_dims %r {axis = 1 : i32} : tensor<32xi32, #tilegpu.slice<{dim = 1, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<32x1xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %cols = tile.expand_dims %c {axis = 0 : i32} : tensor<32xi32, #tilegpu.slice<{dim = 0, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<1x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %c32 = arith.constant dense<32> : tensor<32x1xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %ro = arith.muli %rows, %c32 : tensor<32x1xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %rb = tile.broadcast %ro : tensor<32x1xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<32x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %cb = tile.broadcast %cols : tensor<1x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<32x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %offs = arith.addi %rb, %cb : tensor<32x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %qs = tile.splat %q : !tile.ptr<f16> -> tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %qp = tile.addptr %qs, %offs : tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<32x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %ks = tile.splat %k : !tile.ptr<f16> -> tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %kp = tile.addptr %ks, %offs : tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<32x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %qv = tile.load %qp {tilegpu.vector_width = 8 : i32} : tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %kv = tile.load %kp {tilegpu.vector_width = 8 : i32} : tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %zero = arith.constant 0.000000e+00 : f32
    %acc0 = tile.splat %zero : f32 -> tensor<32x32xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
    %d = tile.dot %qv, %kv, %acc0 {input_precision = "tf32"} : tensor<32x32xf16, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<32x32xf16, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<32x32xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>> -> tensor<32x32xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
    return
  }

// Not staged: f32 operands multiplied as "ieee" are an fma chain on registers,
// not a tensor-core instruction reading shared memory (as tf32 they are staged).
// CHECK-LABEL: func.func @f32_operand(
// CHECK:       %[[Q:.*]] = tile.load %{{.*}}
// CHECK:       scf.for
// CHECK:         tile.dot %[[Q]],
  func.func @f32_operand(%q: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %k: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %n: i32) attributes {tile.kernel} {
    %r = tile.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #tilegpu.slice<{dim = 1, parent = #tilegpu.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
    %c = tile.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #tilegpu.slice<{dim = 0, parent = #tilegpu.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
    %rows = tile.expand_dims %r {axis = 1 : i32} : tensor<32xi32, #tilegpu.slice<{dim = 1, parent = #tilegpu.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<32x1xi32, #tilegpu.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %cols = tile.expand_dims %c {axis = 0 : i32} : tensor<32xi32, #tilegpu.slice<{dim = 0, parent = #tilegpu.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<1x32xi32, #tilegpu.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %c32 = arith.constant dense<32> : tensor<32x1xi32, #tilegpu.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %ro = arith.muli %rows, %c32 : tensor<32x1xi32, #tilegpu.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %rb = tile.broadcast %ro : tensor<32x1xi32, #tilegpu.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<32x32xi32, #tilegpu.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %cb = tile.broadcast %cols : tensor<1x32xi32, #tilegpu.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<32x32xi32, #tilegpu.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %offs = arith.addi %rb, %cb : tensor<32x32xi32, #tilegpu.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %qs = tile.splat %q : !tile.ptr<f32> -> tensor<32x32x!tile.ptr<f32>, #tilegpu.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %qp = tile.addptr %qs, %offs : tensor<32x32x!tile.ptr<f32>, #tilegpu.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<32x32xi32, #tilegpu.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %ks = tile.splat %k : !tile.ptr<f32> -> tensor<32x32x!tile.ptr<f32>, #tilegpu.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %kp = tile.addptr %ks, %offs : tensor<32x32x!tile.ptr<f32>, #tilegpu.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<32x32xi32, #tilegpu.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %qv = tile.load %qp {tilegpu.vector_width = 4 : i32} : tensor<32x32x!tile.ptr<f32>, #tilegpu.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %zero = arith.constant 0.000000e+00 : f32
    %acc0 = tile.splat %zero : f32 -> tensor<32x32xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %res = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %acc0) -> (tensor<32x32xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>) : i32 {
      %kv = tile.load %kp {tilegpu.vector_width = 4 : i32} : tensor<32x32x!tile.ptr<f32>, #tilegpu.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %d = tile.dot %qv, %kv, %acc {input_precision = "ieee"} : tensor<32x32xf32, #tilegpu.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<32x32xf32, #tilegpu.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<32x32xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>> -> tensor<32x32xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
      scf.yield %d : tensor<32x32xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
    }
    return
  }
}

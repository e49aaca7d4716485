// tritonc-pipeline-dot-loads alone, on TileGPU IR: in a loop whose body
// loads the tiles a dot reads, each load becomes a cp.async copy into a
// ring of num-stages slots (2048 bytes per 32x32 tile of halves) issued
// num-stages - 1 iterations ahead:
// - prologue: the copies of iterations 0 .. S-2 (masked off past the loop's
//   end), one commit each, the copy of iteration j through the pointers
//   advanced by j increments; the loop then carries the pointers S-1
//   iterations ahead;
// - body: wait until this iteration's group landed (wait_group S-2), a
//   barrier, shared views of this iteration's slot (iteration % S) that
//   the dot reads instead of the loads, then the copies of iteration
//   i + S - 1 into slot (iteration + S - 1) % S and a commit;
// - after the loop: wait for every group and a barrier.
// A loop's tt.num_stages (tl.range(num_stages=)) overrides the option, and
// one stage (the option or the loop's) leaves the loop alone.
// RUN: %tritonc-opt %s --tritonc-pipeline-dot-loads | %FileCheck %s
// RUN: %tritonc-opt %s --tritonc-pipeline-dot-loads="num-stages=2" | %FileCheck %s --check-prefix=STAGES2
// RUN: %tritonc-opt %s --tritonc-pipeline-dot-loads="num-stages=1" | %FileCheck %s --check-prefix=NOPIPE

// NOPIPE-NOT: tilegpu.smem_alloc
// NOPIPE-NOT: tilegpu.async_copy
// NOPIPE-NOT: tilegpu.local_tile

module attributes {tilegpu.num_warps = 4 : i32} {

// CHECK-LABEL: func.func @matmul(
// CHECK:       %[[AP:[^ ,)]+]] = tile.addptr %{{.*}}, %[[OFFS:[^ ,)]+]] :
// CHECK-NEXT:  tile.splat
// CHECK-NEXT:  %[[BP:[^ ,)]+]] = tile.addptr %{{.*}}, %[[OFFS]] :
// CHECK:       %[[RING_A:[^ ,)]+]] = tilegpu.smem_alloc {bytes = 6144 : i64} : <3>
// CHECK-NEXT:  %[[RING_B:[^ ,)]+]] = tilegpu.smem_alloc {bytes = 6144 : i64} : <3>
//              Iteration 0, slot 0:
// CHECK:       %[[E0:[^ ,)]+]] = arith.cmpi slt, %{{.*}}, %arg2 : i32
// CHECK:       %[[M0:[^ ,)]+]] = tile.splat %[[E0]] : i1 -> tensor<32x32xi1,
// CHECK:       %[[S0:[^ ,)]+]] = llvm.getelementptr %[[RING_A]][
// CHECK-NEXT:  tilegpu.async_copy %[[AP]] mask %[[M0]] to %[[S0]] {vector = 8 : i32}
// CHECK:       llvm.getelementptr %[[RING_B]][
// CHECK-NEXT:  tilegpu.async_copy %[[BP]] mask
// CHECK-NEXT:  tilegpu.async_commit
//              Iteration 1, slot 1, one increment ahead:
// CHECK:       %[[AP1:[^ ,)]+]] = tile.addptr %[[AP]], %{{.*}}
// CHECK:       %[[BP1:[^ ,)]+]] = tile.addptr %[[BP]], %{{.*}}
// CHECK:       llvm.getelementptr %[[RING_A]][
// CHECK-NEXT:  tilegpu.async_copy %[[AP1]] mask
// CHECK:       llvm.getelementptr %[[RING_B]][
// CHECK-NEXT:  tilegpu.async_copy %[[BP1]] mask
// CHECK-NEXT:  tilegpu.async_commit
//              The loop carries the pointers two increments ahead:
// CHECK:       %[[AP2:[^ ,)]+]] = tile.addptr %[[AP]], %{{.*}}
// CHECK:       %[[BP2:[^ ,)]+]] = tile.addptr %[[BP]], %{{.*}}
// CHECK-NEXT:  scf.for %[[IV:[^ ,)]+]] = %{{.*}} iter_args(%[[PA:[^ ,)]+]] = %[[AP2]], %[[ACC:[^ ,)]+]] = %{{.*}}, %[[PB:[^ ,)]+]] = %[[BP2]])
// CHECK:         %[[SLOT:[^ ,)]+]] = arith.remsi %{{.*}}, %c3_i32 : i32
// CHECK-NEXT:    tilegpu.async_wait {pending = 1 : i32}
// CHECK-NEXT:    tile.debug_barrier
// CHECK:         %[[OFF_A:[^ ,)]+]] = arith.muli %[[SLOT]], %{{.*}} : i32
// CHECK-NEXT:    %[[SLOT_A:[^ ,)]+]] = llvm.getelementptr %[[RING_A]][%[[OFF_A]]]
// CHECK-NEXT:    %[[VA:[^ ,)]+]] = tilegpu.local_tile %[[SLOT_A]] : <3> -> tensor<32x32xf16, #tilegpu.shared<{rowDim = 0}>>
// CHECK:         %[[VB:[^ ,)]+]] = tilegpu.local_tile %{{.*}} : <3> -> tensor<32x32xf16, #tilegpu.shared<{rowDim = 0}>>
// CHECK:         %[[AHEAD:[^ ,)]+]] = arith.addi %[[IV]], %{{.*}} : i32
// CHECK-NEXT:    arith.cmpi slt, %[[AHEAD]], %arg2 : i32
// CHECK:         tilegpu.async_copy %[[PA]] mask
// CHECK:         tilegpu.async_copy %[[PB]] mask
// CHECK-NEXT:    tilegpu.async_commit
// CHECK-NEXT:    tile.dot %[[VA]], %[[VB]], %[[ACC]] {{.*}} : tensor<32x32xf16, #tilegpu.shared<{rowDim = 0}>>, tensor<32x32xf16, #tilegpu.shared<{rowDim = 0}>>
// CHECK-NOT:     tile.load
// CHECK:         scf.yield
// CHECK-NEXT:  {{^ +\}$}}
// CHECK-NEXT:  tilegpu.async_wait {pending = 0 : i32}
// CHECK-NEXT:  tile.debug_barrier
// CHECK-NEXT:  return

// Two stages: a ring of two slots, one prologue group, copies one ahead.
// STAGES2-LABEL: func.func @matmul(
// STAGES2:       tilegpu.smem_alloc {bytes = 4096 : i64}
// STAGES2:       tilegpu.async_commit
// STAGES2-NOT:   tilegpu.async_commit
// STAGES2:       scf.for
// STAGES2:         tilegpu.async_wait {pending = 0 : i32}
  func.func @matmul(%a: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %b: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %k: i32, %stride: i32 {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
    %c0 = arith.constant 0 : i32
    %c32 = arith.constant 32 : i32
    %zero = arith.constant 0.000000e+00 : f32
    %r = tile.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #tilegpu.slice<{dim = 1, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
    %c = tile.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #tilegpu.slice<{dim = 0, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
    %rows = tile.expand_dims %r {axis = 1 : i32} : tensor<32xi32, #tilegpu.slice<{dim = 1, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<32x1xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %cols = tile.expand_dims %c {axis = 0 : i32} : tensor<32xi32, #tilegpu.slice<{dim = 0, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<1x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %ss = tile.splat %stride : i32 -> tensor<32x1xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %ro = arith.muli %rows, %ss : tensor<32x1xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %rb = tile.broadcast %ro : tensor<32x1xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<32x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %cb = tile.broadcast %cols : tensor<1x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<32x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %offs = arith.addi %rb, %cb : tensor<32x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %as = tile.splat %a : !tile.ptr<f16> -> tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %ap = tile.addptr %as, %offs : tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<32x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %bs = tile.splat %b : !tile.ptr<f16> -> tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %bp = tile.addptr %bs, %offs : tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<32x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %acc0 = tile.splat %zero : f32 -> tensor<32x32xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
    %ainc = arith.constant dense<32> : tensor<32x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %bstep = arith.muli %stride, %c32 : i32
    %binc = tile.splat %bstep : i32 -> tensor<32x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %res:3 = scf.for %i = %c0 to %k step %c32 iter_args(%pa = %ap, %acc = %acc0, %pb = %bp) -> (tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<32x32xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>, tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>) : i32 {
      %x = tile.load %pa {tilegpu.vector_width = 8 : i32} : tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %y = tile.load %pb {tilegpu.vector_width = 8 : i32} : tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %d = tile.dot %x, %y, %acc {input_precision = "tf32"} : tensor<32x32xf16, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<32x32xf16, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<32x32xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>> -> tensor<32x32xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
      %na = tile.addptr %pa, %ainc : tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<32x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %nb = tile.addptr %pb, %binc : tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<32x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
      scf.yield %na, %d, %nb : tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<32x32xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>, tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    }
    return
  }

// tl.range(num_stages=1): the loop stays as it is.
// CHECK-LABEL: func.func @loop_num_stages_1(
// CHECK-NOT:   tilegpu.smem_alloc
// CHECK:       scf.for
// CHECK-NEXT:    tile.load
// CHECK-NEXT:    tile.load
// CHECK-NEXT:    tile.dot
// CHECK-NOT:   tilegpu.async
// CHECK:       return
  func.func @loop_num_stages_1(%a: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %b: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %k: i32, %stride: i32 {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
    %c0 = arith.constant 0 : i32
    %c32 = arith.constant 32 : i32
    %zero = arith.constant 0.000000e+00 : f32
    %r = tile.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #tilegpu.slice<{dim = 1, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
    %c = tile.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #tilegpu.slice<{dim = 0, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
    %rows = tile.expand_dims %r {axis = 1 : i32} : tensor<32xi32, #tilegpu.slice<{dim = 1, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<32x1xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %cols = tile.expand_dims %c {axis = 0 : i32} : tensor<32xi32, #tilegpu.slice<{dim = 0, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<1x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %ss = tile.splat %stride : i32 -> tensor<32x1xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %ro = arith.muli %rows, %ss : tensor<32x1xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %rb = tile.broadcast %ro : tensor<32x1xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<32x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %cb = tile.broadcast %cols : tensor<1x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<32x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %offs = arith.addi %rb, %cb : tensor<32x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %as = tile.splat %a : !tile.ptr<f16> -> tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %ap = tile.addptr %as, %offs : tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<32x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %bs = tile.splat %b : !tile.ptr<f16> -> tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %bp = tile.addptr %bs, %offs : tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<32x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %acc0 = tile.splat %zero : f32 -> tensor<32x32xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
    %ainc = arith.constant dense<32> : tensor<32x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %bstep = arith.muli %stride, %c32 : i32
    %binc = tile.splat %bstep : i32 -> tensor<32x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %res:3 = scf.for %i = %c0 to %k step %c32 iter_args(%pa = %ap, %acc = %acc0, %pb = %bp) -> (tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<32x32xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>, tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>) : i32 {
      %x = tile.load %pa {tilegpu.vector_width = 8 : i32} : tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %y = tile.load %pb {tilegpu.vector_width = 8 : i32} : tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %d = tile.dot %x, %y, %acc {input_precision = "tf32"} : tensor<32x32xf16, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<32x32xf16, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<32x32xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>> -> tensor<32x32xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
      %na = tile.addptr %pa, %ainc : tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<32x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %nb = tile.addptr %pb, %binc : tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<32x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
      scf.yield %na, %d, %nb : tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<32x32xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>, tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    } {tt.num_stages = 1 : i32}
    return
  }

// tl.range(num_stages=4): four slots, three prologue groups, wait_group 2.
// CHECK-LABEL: func.func @loop_num_stages_4(
// CHECK:       tilegpu.smem_alloc {bytes = 8192 : i64}
// CHECK-NEXT:  tilegpu.smem_alloc {bytes = 8192 : i64}
// CHECK-COUNT-3: tilegpu.async_commit
// CHECK-NOT:   tilegpu.async_commit
// CHECK:       scf.for
// CHECK:         tilegpu.async_wait {pending = 2 : i32}
// STAGES2-LABEL: func.func @loop_num_stages_4(
// STAGES2:       tilegpu.smem_alloc {bytes = 8192 : i64}
// STAGES2:         tilegpu.async_wait {pending = 2 : i32}
  func.func @loop_num_stages_4(%a: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %b: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %k: i32, %stride: i32 {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
    %c0 = arith.constant 0 : i32
    %c32 = arith.constant 32 : i32
    %zero = arith.constant 0.000000e+00 : f32
    %r = tile.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #tilegpu.slice<{dim = 1, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
    %c = tile.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #tilegpu.slice<{dim = 0, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
    %rows = tile.expand_dims %r {axis = 1 : i32} : tensor<32xi32, #tilegpu.slice<{dim = 1, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<32x1xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %cols = tile.expand_dims %c {axis = 0 : i32} : tensor<32xi32, #tilegpu.slice<{dim = 0, parent = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<1x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %ss = tile.splat %stride : i32 -> tensor<32x1xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %ro = arith.muli %rows, %ss : tensor<32x1xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %rb = tile.broadcast %ro : tensor<32x1xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<32x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %cb = tile.broadcast %cols : tensor<1x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<32x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %offs = arith.addi %rb, %cb : tensor<32x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %as = tile.splat %a : !tile.ptr<f16> -> tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %ap = tile.addptr %as, %offs : tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<32x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %bs = tile.splat %b : !tile.ptr<f16> -> tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %bp = tile.addptr %bs, %offs : tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<32x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %acc0 = tile.splat %zero : f32 -> tensor<32x32xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
    %ainc = arith.constant dense<32> : tensor<32x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %bstep = arith.muli %stride, %c32 : i32
    %binc = tile.splat %bstep : i32 -> tensor<32x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %res:3 = scf.for %i = %c0 to %k step %c32 iter_args(%pa = %ap, %acc = %acc0, %pb = %bp) -> (tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<32x32xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>, tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>) : i32 {
      %x = tile.load %pa {tilegpu.vector_width = 8 : i32} : tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %y = tile.load %pb {tilegpu.vector_width = 8 : i32} : tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %d = tile.dot %x, %y, %acc {input_precision = "tf32"} : tensor<32x32xf16, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<32x32xf16, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<32x32xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>> -> tensor<32x32xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
      %na = tile.addptr %pa, %ainc : tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<32x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %nb = tile.addptr %pb, %binc : tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<32x32xi32, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
      scf.yield %na, %d, %nb : tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<32x32xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>, tensor<32x32x!tile.ptr<f16>, #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    } {tt.num_stages = 4 : i32}
    return
  }
}

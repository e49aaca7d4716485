// tritonc-pipeline-dot-loads alone with wgmma=true (sm_90a): a dot that
// only carries its accumulator, reading ring slots, stays in flight into
// the next iteration (tilegpu.wgmma_pending = 1) and is waited for right
// after the loop (tilegpu.wgmma_wait, before anything else). With one warp
// group (4 warps) and three stages the copies go first, one iteration
// ahead (one prologue group, wait_group 0): the slot they overwrite was
// read two iterations back. With two stages the copies go after the dot
// and a second barrier, so that every warp is done with the slot the
// previous iteration read. So they do with three stages when the dot does
// at least after-dots-macs multiply-accumulates per warp group (this one
// 32*32*32), or has at least after-dots-rows result rows (32): then two
// iterations ahead (two prologue groups, wait_group 1).
// RUN: %tritonc-opt %s --tritonc-pipeline-dot-loads="wgmma=true" | %FileCheck %s
// RUN: %tritonc-opt %s --tritonc-pipeline-dot-loads="wgmma=true after-dots-macs=32769" | %FileCheck %s
// RUN: %tritonc-opt %s --tritonc-pipeline-dot-loads="wgmma=true num-stages=2" | %FileCheck %s --check-prefix=STAGES2
// RUN: %tritonc-opt %s --tritonc-pipeline-dot-loads="wgmma=true after-dots-macs=32768" | %FileCheck %s --check-prefix=AFTER
// RUN: %tritonc-opt %s --tritonc-pipeline-dot-loads="wgmma=true after-dots-rows=33" | %FileCheck %s
// RUN: %tritonc-opt %s --tritonc-pipeline-dot-loads="wgmma=true after-dots-rows=32" | %FileCheck %s --check-prefix=AFTER
// RUN: %tritonc-opt %s --tritonc-pipeline-dot-loads | %FileCheck %s --check-prefix=MMA

// CHECK-LABEL: func.func @matmul(
// CHECK:       tilegpu.smem_alloc {bytes = 6144 : i64}
// CHECK:       tilegpu.async_commit
// CHECK-NOT:   tilegpu.async_commit
// CHECK:       %[[RES:[^ ]+]]:3 = scf.for
// CHECK:         tilegpu.async_wait {pending = 0 : i32}
// CHECK-NEXT:    tile.debug_barrier
// CHECK:         tilegpu.async_copy
// CHECK:         tilegpu.async_copy
// CHECK-NEXT:    tilegpu.async_commit
// CHECK-NEXT:    tile.dot {{.*}} {input_precision = "tf32", tilegpu.wgmma_pending = 1 : i32}
// CHECK-NOT:     tile.debug_barrier
// CHECK:         scf.yield
// CHECK-NEXT:  {{^ +\}$}}
// CHECK-NEXT:  %{{.*}} = tilegpu.wgmma_wait %[[RES]]#1 {pending = 0 : i32}
// CHECK-NEXT:  tilegpu.async_wait {pending = 0 : i32}
// CHECK-NEXT:  tile.debug_barrier

// STAGES2-LABEL: func.func @matmul(
// STAGES2:       scf.for
// STAGES2:         tilegpu.async_wait {pending = 0 : i32}
// STAGES2-NEXT:    tile.debug_barrier
// STAGES2:         tile.dot {{.*}}tilegpu.wgmma_pending = 1 : i32
// STAGES2-NEXT:    tile.debug_barrier
// STAGES2:         tilegpu.async_copy
// STAGES2:         tilegpu.async_copy
// STAGES2-NEXT:    tilegpu.async_commit
// STAGES2:       tilegpu.wgmma_wait

// AFTER-LABEL: func.func @matmul(
// AFTER:       tilegpu.async_commit
// AFTER:       tilegpu.async_commit
// AFTER:       %[[RES:[^ ]+]]:3 = scf.for
// AFTER:         tilegpu.async_wait {pending = 1 : i32}
// AFTER-NEXT:    tile.debug_barrier
// AFTER:         tile.dot {{.*}}tilegpu.wgmma_pending = 1 : i32
// AFTER-NEXT:    tile.debug_barrier
// AFTER:         tilegpu.async_copy
// AFTER:         tilegpu.async_copy
// AFTER-NEXT:    tilegpu.async_commit
// AFTER:         scf.yield
// AFTER:       tilegpu.wgmma_wait %[[RES]]#1 {pending = 0 : i32}

// Without wgmma the dot waits for itself.
// MMA-NOT: wgmma

module attributes {tilegpu.num_warps = 4 : i32} {
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
}

// --tritonc-tilegpu-pipeline (tile IR to TileGPU IR, what tritonc
// --emit=tilegpu runs) is its stages in order: upstream loop-invariant code
// motion, then tritonc-annotate-access-widths, tritonc-assign-layouts,
// tritonc-sink-layout-conversions, tritonc-remove-layout-conversions,
// tritonc-stage-invariant-dot-operands, tritonc-plan-tensor-maps (only
// with tma=true) and tritonc-pipeline-dot-loads, each seeing what the
// previous one left; tritonc-check-register-budget, last, only checks. On a small matmul (tile IR as tritonc --emit=tile
// writes it):
// - LICM hoists the loop-invariant pointer increments (`b_ptrs += BK *
//   stride_bk`), so the pipeliner sees `p += inc` with inc defined outside;
// - the loads get their vector width (8 halves), then blocked layouts and
//   the accumulator its mma layout with the requested warps;
// - the pipeline's options reach the passes: num-warps=4 gives the module
//   4 warps, num-stages=3 rings of three 2048-byte slots.
// RUN: %tritonc-opt %s --tritonc-tilegpu-pipeline="num-warps=4 num-stages=3" --mlir-print-ir-after-all -o /dev/null 2>&1 | %FileCheck %s
// RUN: %tritonc-opt %s --tritonc-tilegpu-pipeline="num-warps=8 num-stages=3 wgmma=true tma=true" --mlir-print-ir-after-all -o /dev/null 2>&1 | %FileCheck %s --check-prefix=TMA
// RUN: %tritonc-opt %s --tritonc-tilegpu-pipeline="num-warps=4 num-stages=3" | %FileCheck %s --check-prefix=FINAL

// CHECK:      IR Dump After LoopInvariantCodeMotion (loop-invariant-code-motion)
// CHECK:        arith.muli %arg5, %c32_i32 : i32
// CHECK:        scf.for
// CHECK-NOT:    arith.muli %arg5
// CHECK:      IR Dump After AnnotateAccessWidths (tritonc-annotate-access-widths)
// CHECK:          tile.load %{{.*}} {tilegpu.vector_width = 8 : i32} : tensor<32x32x!tile.ptr<f16>>
// CHECK:      IR Dump After AssignLayouts (tritonc-assign-layouts)
// CHECK-NEXT: module attributes {tilegpu.num_warps = 4 : i32}
// CHECK:          tile.dot {{.*}} -> tensor<32x32xf32, #tilegpu.mma<{warpsPerCTA = [2, 2]}>>
// CHECK:      IR Dump After SinkLayoutConversions (tritonc-sink-layout-conversions)
// CHECK:      IR Dump After RemoveLayoutConversions (tritonc-remove-layout-conversions)
// CHECK:      IR Dump After StageInvariantDotOperands (tritonc-stage-invariant-dot-operands)
// CHECK-NOT:  IR Dump After PlanTensorMaps
// CHECK:      IR Dump After PipelineDotLoads (tritonc-pipeline-dot-loads)
// CHECK:        tilegpu.smem_alloc {bytes = 6144 : i64}
// CHECK:          tilegpu.async_wait {pending = 1 : i32}
// CHECK:      IR Dump After CheckRegisterBudget (tritonc-check-register-budget)
// CHECK-NOT:  IR Dump After

// With tma=true tritonc-plan-tensor-maps runs between staging and
// pipelining (this kernel has no block pointers: nothing is planned).
// TMA:      IR Dump After LoopInvariantCodeMotion
// TMA:      IR Dump After AnnotateAccessWidths
// TMA:      IR Dump After AssignLayouts
// TMA-NEXT: module attributes {tilegpu.num_warps = 8 : i32}
// TMA:      IR Dump After StageInvariantDotOperands
// TMA:      IR Dump After PlanTensorMaps (tritonc-plan-tensor-maps)
// TMA-NOT:  tensor_map_plan
// TMA:      IR Dump After PipelineDotLoads
// TMA:          tile.dot {{.*}}tilegpu.wgmma_pending = 1 : i32
// TMA:      IR Dump After CheckRegisterBudget
// TMA-NOT:  IR Dump After

// FINAL:     module attributes {tilegpu.num_warps = 4 : i32}
// FINAL-NOT: tile.load %{{.*}} : tensor<32x32x!tile.ptr<f16>
// FINAL:     tilegpu.async_copy
// FINAL:     tile.store

module {
  func.func @mm(%arg0: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %arg1: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %arg2: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %arg3: i32 {tile.divisibility = 16 : i32}, %arg4: i32 {tile.divisibility = 16 : i32}, %arg5: i32 {tile.divisibility = 16 : i32}, %arg6: i32 {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
    %c32_i32 = arith.constant 32 : i32
    %c0_i32 = arith.constant 0 : i32
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tile.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
    %1 = tile.expand_dims %0 {axis = 1 : i32} : tensor<32xi32> -> tensor<32x1xi32>
    %2 = tile.splat %arg4 : i32 -> tensor<32x1xi32>
    %3 = arith.muli %1, %2 : tensor<32x1xi32>
    %4 = tile.splat %arg0 : !tile.ptr<f16> -> tensor<32x1x!tile.ptr<f16>>
    %5 = tile.addptr %4, %3 : tensor<32x1x!tile.ptr<f16>>, tensor<32x1xi32>
    %6 = tile.expand_dims %0 {axis = 0 : i32} : tensor<32xi32> -> tensor<1x32xi32>
    %7 = tile.broadcast %5 : tensor<32x1x!tile.ptr<f16>> -> tensor<32x32x!tile.ptr<f16>>
    %8 = tile.broadcast %6 : tensor<1x32xi32> -> tensor<32x32xi32>
    %9 = tile.addptr %7, %8 : tensor<32x32x!tile.ptr<f16>>, tensor<32x32xi32>
    %10 = tile.splat %arg5 : i32 -> tensor<32x1xi32>
    %11 = arith.muli %1, %10 : tensor<32x1xi32>
    %12 = tile.splat %arg1 : !tile.ptr<f16> -> tensor<32x1x!tile.ptr<f16>>
    %13 = tile.addptr %12, %11 : tensor<32x1x!tile.ptr<f16>>, tensor<32x1xi32>
    %14 = tile.broadcast %13 : tensor<32x1x!tile.ptr<f16>> -> tensor<32x32x!tile.ptr<f16>>
    %15 = tile.addptr %14, %8 : tensor<32x32x!tile.ptr<f16>>, tensor<32x32xi32>
    %16 = tile.splat %cst : f32 -> tensor<32x32xf32>
    %17:3 = scf.for %arg7 = %c0_i32 to %arg3 step %c32_i32 iter_args(%arg8 = %9, %arg9 = %16, %arg10 = %15) -> (tensor<32x32x!tile.ptr<f16>>, tensor<32x32xf32>, tensor<32x32x!tile.ptr<f16>>)  : i32 {
      %25 = tile.load %arg8 : tensor<32x32x!tile.ptr<f16>>
      %26 = tile.load %arg10 : tensor<32x32x!tile.ptr<f16>>
      %27 = tile.dot %25, %26, %arg9 {input_precision = "tf32"} : tensor<32x32xf16>, tensor<32x32xf16>, tensor<32x32xf32> -> tensor<32x32xf32>
      %28 = tile.splat %c32_i32 : i32 -> tensor<32x32xi32>
      %29 = tile.addptr %arg8, %28 : tensor<32x32x!tile.ptr<f16>>, tensor<32x32xi32>
      %30 = arith.muli %arg5, %c32_i32 : i32
      %31 = tile.splat %30 : i32 -> tensor<32x32xi32>
      %32 = tile.addptr %arg10, %31 : tensor<32x32x!tile.ptr<f16>>, tensor<32x32xi32>
      scf.yield %29, %27, %32 : tensor<32x32x!tile.ptr<f16>>, tensor<32x32xf32>, tensor<32x32x!tile.ptr<f16>>
    }
    %18 = tile.splat %arg6 : i32 -> tensor<32x1xi32>
    %19 = arith.muli %1, %18 : tensor<32x1xi32>
    %20 = tile.splat %arg2 : !tile.ptr<f16> -> tensor<32x1x!tile.ptr<f16>>
    %21 = tile.addptr %20, %19 : tensor<32x1x!tile.ptr<f16>>, tensor<32x1xi32>
    %22 = tile.broadcast %21 : tensor<32x1x!tile.ptr<f16>> -> tensor<32x32x!tile.ptr<f16>>
    %23 = tile.addptr %22, %8 : tensor<32x32x!tile.ptr<f16>>, tensor<32x32xi32>
    %24 = arith.truncf %17#1 : tensor<32x32xf32> to tensor<32x32xf16>
    tile.store %23, %24 : tensor<32x32x!tile.ptr<f16>>
    return
  }
}

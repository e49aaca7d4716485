//===- Passes.td - tritonc's transformations of tile and TileGPU IR -*- tablegen -*-===//
//
// The GPU middle of the compiler, in the order tritonc-cuda-pipeline runs
// it (src/pipelines/CudaPipeline.cpp): upstream loop-invariant code motion,
// then these passes, then the lowering to LLVM (src/conversion).
//
//===----------------------------------------------------------------------===//
#ifndef TRITONC_TRANSFORMS_PASSES_TD
#define TRITONC_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def CombineDotAdd : Pass<"tritonc-combine-dot-add", "mlir::ModuleOp"> {
  let summary = "Fold `acc + tl.dot(a, b)` into `tl.dot(a, b, acc)`";
  let description = [{
    An addition of a tensor to a dot computed from a zero accumulator (the
    dot's only use; not an fp8 dot with max_num_imprecise_acc) becomes that
    dot with the tensor as its accumulator: the dot's result needs no
    registers besides the accumulator's, and a pipelined wgmma dot can stay
    in flight into the next iteration. Runs on tile IR, first in both the
    CUDA and the CPU pipeline, so both compute the same sums.
  }];
}

def UnrollLoops : Pass<"tritonc-unroll-loops", "mlir::ModuleOp"> {
  let summary = "Unroll the loops marked with tl.range(loop_unroll_factor=F)";
  let description = [{
    An scf.for with `tt.loop_unroll_factor` F > 1 becomes a main loop that
    runs F copies of the body per iteration (step times F) over the largest
    multiple of F iterations, followed by the original loop over the
    remaining iterations, which is not pipelined (`tt.num_stages` 1) and is
    left out when the trip count is a known multiple of F. Runs on tile IR
    in both the CUDA and the CPU pipeline, before anything that looks at
    loops.
  }];
  let dependentDialects = ["mlir::arith::ArithDialect", "mlir::scf::SCFDialect"];
}

def AnnotateAccessWidths : Pass<"tritonc-annotate-access-widths", "mlir::ModuleOp"> {
  let summary = "Record on each tensor load and store the widest legal vector access";
  let description = [{
    Runs the axis analysis (src/analysis/AxisInfo.h) and sets, on every
    tile.load and tile.store of a tensor of pointers, `tilegpu.vector_width`:
    how many consecutive elements along the last dimension one vector
    access may cover (contiguity and alignment allow it, at most 16 bytes),
    and on masked ones `tilegpu.mask_uniform`: whether the mask is constant
    over each such vector (one predicate per vector then suffices). Layout
    assignment sizes the threads' elements from these widths, the lowering
    emits vector accesses of them, and cp.async copies reuse them.
  }];
}

def AssignLayouts : Pass<"tritonc-assign-layouts", "mlir::ModuleOp"> {
  let summary = "Give every tensor a distributed layout (tile IR to TileGPU IR)";
  let description = [{
    Chooses for each tensor a blocked, slice or mma layout (see the file's
    header: anchors from memory accesses sized by `tilegpu.vector_width`,
    preferences from uses to definitions, assignment from definitions to
    uses) and inserts tilegpu.convert_layout where an operand's layout
    differs from what its user needs (tritonc-remove-layout-conversions
    then rebuilds the cheap ones). Records the warp count on the module
    (`tilegpu.num_warps`).
  }];
  let options = [
    Option<"numWarps", "num-warps", "unsigned", /*default=*/"4",
           "warps per program instance (CTA); a power of two">,
    Option<"wgmma", "wgmma", "bool", /*default=*/"false",
           "the target has warp-group mma (sm_90a): dot accumulators put whole warps along rows, "
           "four consecutive warps (a warp group) owning 64 consecutive rows">,
  ];
  let dependentDialects = ["::tritonc::tilegpu::TileGPUDialect"];
}

def SinkLayoutConversions : Pass<"tritonc-sink-layout-conversions", "mlir::ModuleOp"> {
  let summary = "Compute elementwise ops in their operands' layout and convert the results";
  let description = [{
    After tritonc-assign-layouts: from each kept conversion of a value from
    register layout L (a dot's mma layout) to R, the arith/math elementwise
    ops of its block that could run in L (operands in L, converted from L,
    cheap to rebuild in L, or results of such ops) are gathered in program
    order, and the prefix that saves the most bytes moved through shared
    memory runs in L: conversions all of whose readers are in it disappear,
    results read outside it are converted back. Attention's
    `(acc / l_i[:, None]).to(tl.float16)` then moves one f16 tile instead
    of two f32 tiles, a matmul's `tl.where(acc >= 0, acc, 0.01 * acc)
    .to(tl.float16)` one f16 tile instead of an f32 tile and a mask.
  }];
  let dependentDialects = ["::tritonc::tilegpu::TileGPUDialect"];
}

def RemoveLayoutConversions : Pass<"tritonc-remove-layout-conversions", "mlir::ModuleOp"> {
  let summary = "Rebuild cheap values in the layout their users need instead of converting them";
  let description = [{
    Layout-conversion cleanup after tritonc-assign-layouts. A
    tilegpu.convert_layout moves a tensor between threads through shared
    memory; when the converted value is cheap to compute (splats, ranges,
    splat constants, integer and float arithmetic, comparisons, expand_dims
    and broadcasts of such values, as index computations and masks are),
    its definition is copied in the target layout instead, the copy's
    operands converted or rebuilt in turn. A broadcast (or an expand_dims
    of one) into a layout the reshapes keep in registers is rebuilt
    whatever its source, so that only the smaller source moves
    (`x[:, :, None] * y[None, :, :]`), and a conversion of a conversion
    converts the first one's source. Conversions and reshapes left without
    users are erased; the other conversions stay for the lowering.
  }];
  let dependentDialects = ["::tritonc::tilegpu::TileGPUDialect"];
}

def StageInvariantDotOperands : Pass<"tritonc-stage-invariant-dot-operands", "mlir::ModuleOp"> {
  let summary = "Copy tiles loaded before a loop and read by a dot in it into shared memory once";
  let description = [{
    A tile loaded outside a loop and read only by tl.dot inside it
    (attention's Q) is copied into shared memory with cp.async once, and
    the dots read it there in place, instead of moving it from registers to
    the operand format every iteration.
  }];
  let dependentDialects = ["::tritonc::tilegpu::TileGPUDialect", "::mlir::LLVM::LLVMDialect"];
}

def PlanTensorMaps : Pass<"tritonc-plan-tensor-maps", "mlir::ModuleOp"> {
  let summary = "Mark block-pointer dot operands the tensor memory accelerator can copy";
  let description = [{
    For each tile.load through a block pointer whose tensor the launcher can
    describe with a tensor map (base, extents and strides kernel arguments
    or constants, a 16-byte aligned base and 16-byte multiple strides by the
    specialization's hints, a unit innermost stride) and whose tile fits the
    copy engine and the dot operand format, records the planned map on the
    load as `tilegpu.tensor_map_plan`. The load pipeliner copies such loads
    with TMA instead of cp.async and appends the map as a kernel parameter.
    Only for sm_90a (the pipeline runs it when TMA is enabled).
  }];
}

def TensorMapStores : Pass<"tritonc-tensor-map-stores", "mlir::ModuleOp"> {
  let summary = "Store block-pointer and descriptor tiles with the tensor memory accelerator";
  let description = [{
    Each 2-D tile.store through a block pointer or tensor descriptor (one
    with `block` parts) whose tensor the launcher can describe with a tensor
    map (as tritonc-plan-tensor-maps requires for loads: base, extents and
    strides kernel arguments or constants, 16-byte aligned base and strides
    by the specialization's hints, a unit stride along one dimension, lines
    of at least 32 bytes, at most 256 rows, 1-, 2- or 4-byte elements, no
    cache or eviction hint, at most 64 KiB) becomes a tilegpu.tensor_store: the tile goes
    to shared memory and one thread copies it out with
    cp.async.bulk.tensor, which clips what lies outside the tensor, as the
    store's mask does. The map is appended as a kernel parameter. A layout
    conversion that only fed the store is skipped: the store writes shared
    memory from any layout. Only for sm_90a, with TMA enabled and
    --tma-stores.
  }];
}

def CarryPointerOffsets : Pass<"tritonc-carry-pointer-offsets", "mlir::ModuleOp"> {
  let summary = "Loops carry the scalar sum of a uniform pointer step instead of the pointer tensor";
  let description = [{
    A scf.for iter_arg that is a tensor of pointers, yielded as itself
    advanced by a loop-invariant splat (`ptrs += BLOCK_K * stride`), is
    replaced by an i64 iter_arg summing the steps from zero; in the body and
    after the loop the tensor is its value before the loop advanced by the
    sum, and a value before the loop that is a splat base plus offsets takes
    the sum in its scalar base. The pipeliner then carries a scalar ahead
    instead of every element's pointer. Runs after
    tritonc-annotate-access-widths, before tritonc-pipeline-dot-loads.
  }];
  let dependentDialects = ["mlir::arith::ArithDialect", "mlir::scf::SCFDialect"];
}

def PipelineDotLoads : Pass<"tritonc-pipeline-dot-loads", "mlir::ModuleOp"> {
  let summary = "Issue the loads feeding tl.dot in a loop num_stages-1 iterations ahead";
  let description = [{
    Software pipelining of the innermost loops holding a tl.dot: each load
    only dots consume becomes an asynchronous copy (cp.async, or TMA where
    planned by tritonc-plan-tensor-maps) into a ring of shared-memory slots,
    issued ahead, and the dots read their operands from the slots. With
    wgmma, dots that only carry their accumulator stay in flight across
    iterations. A loop's tl.range(num_stages=) overrides the option.
  }];
  let options = [
    Option<"numStages", "num-stages", "unsigned", /*default=*/"3",
           "slots per pipelined load (1: loops are left alone)">,
    Option<"wgmma", "wgmma", "bool", /*default=*/"false",
           "dots are lowered with wgmma (sm_90a): chained dots stay in flight across iterations">,
    Option<"afterDotsMacs", "after-dots-macs", "int64_t", /*default=*/"1 << 20",
           "with one warp group, the multiply-accumulates per iteration from which copies are issued after the in-flight dots, num_stages-1 ahead, rather than before them, num_stages-2 ahead">,
    Option<"afterDotsRows", "after-dots-rows", "int64_t", /*default=*/"128",
           "with one warp group, the result rows of a chained dot from which copies are issued after the in-flight dots (as after-dots-macs)">,
  ];
  let dependentDialects = ["::tritonc::tilegpu::TileGPUDialect", "::mlir::LLVM::LLVMDialect",
                           "::mlir::arith::ArithDialect"];
}

def CheckRegisterBudget : Pass<"tritonc-check-register-budget", "mlir::ModuleOp"> {
  let summary = "Refuse tensors and tl.dot tiles with more elements per thread than the lowering supports";
  let description = [{
    On TileGPU IR (every tensor has its layout): a tl.dot whose accumulator
    gives a thread more than `max-accumulator-elements` elements, or any
    other tensor that gives a thread more than `max-elements-per-thread`,
    is an error at the operation naming the shape, the elements per thread,
    the warps and the limit. Past these sizes the unrolled code spills to
    local memory and ptxas takes minutes (see CheckRegisterBudget.cpp for
    the measurements); a smaller block or more warps fits. Runs last in
    the TileGPU part of tritonc-cuda-pipeline.
  }];
  let options = [
    Option<"maxElementsPerThread", "max-elements-per-thread", "int64_t", /*default=*/"1024",
           "elements one thread may hold of any tensor">,
    Option<"maxAccumulatorElements", "max-accumulator-elements", "int64_t", /*default=*/"256",
           "elements one thread may hold of a tl.dot's result">,
  ];
}

def CheckSharedMemory : Pass<"tritonc-check-shared-memory", "mlir::ModuleOp"> {
  let summary = "Refuse a kernel whose shared-memory plan exceeds the architecture's maximum per block";
  let description = [{
    Runs after tritonc-plan-shared-memory: when the module's
    `tilegpu.shared_bytes` is larger than `max-bytes`, an error at the
    kernel names the bytes, `arch` and its maximum, with a note at the
    operation (or pipelined buffer) that needs the most. tritonc passes the
    smallest maximum of its --arch list (src/target/Arch.cpp); 0 checks
    nothing.
  }];
  let options = [
    Option<"maxBytes", "max-bytes", "int64_t", /*default=*/"0",
           "dynamic shared memory one block may have (0: no check)">,
    Option<"arch", "arch", "std::string", /*default=*/"\"\"", "the architecture named in the message">,
  ];
}

def RecordAssertFiles : Pass<"tritonc-record-assert-files", "mlir::ModuleOp"> {
  let summary = "Give each tile.assert the file name a failure reports, recorded as tritonc's other outputs record paths";
  let description = [{
    A failing tl.device_assert prints its file from a string in the binary.
    This pass sets `tile.assert_file` on every tile.assert with a file
    location (its innermost one: the assert's own line, also when inlined)
    to that file's recorded name: `file-prefix-map` rewrites a leading OLD
    into NEW (the last match wins), otherwise an absolute path under
    `current-dir` is made relative to it. The lowerings report that name
    (dialect/Tile/AssertPosition.h); locations are left unchanged.
  }];
  let options = [
    ListOption<"filePrefixMaps", "file-prefix-map", "std::string",
               "OLD=NEW: record a file name beginning with OLD as beginning with NEW">,
    Option<"currentDir", "current-dir", "std::string", /*default=*/"\"\"",
           "record absolute file names under this directory relative to it">,
  ];
}

#endif

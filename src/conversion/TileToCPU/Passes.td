//===- Passes.td - tile IR to LLVM dialect code for the host CPU -*- tablegen -*-===//
//
// The CPU backend, in the order tritonc-cpu-pipeline runs it
// (src/pipelines/CpuPipeline.cpp):
//
//   tritonc-cpu-prepare-kernels     tile IR, made x86-safe, with the CPU ABI
//   tritonc-cpu-tensors-to-vectors  tensors -> flat vectors, tile ops gone
//   tritonc-cpu-chunk-elementwise   elementwise chains on long vectors -> loops over chunks
//   convert-scf-to-cf               (upstream) structured control flow -> branches
//   tritonc-cpu-lower-asserts       tile.assert -> branch + report
//   tritonc-cpu-to-llvm             func/arith/math/cf -> LLVM dialect
//   tritonc-cpu-add-entry-points    one exported entry per kernel
//   tritonc-cpu-narrow-shuffles     lanes a shuffle drops are not computed
//
// The representation (one tensor = one 1-D vector in row-major order) and
// the kernel ABI are described in Lowering.h. None of the stages has an
// option: the CPU target is one (generic x86-64) and the kernel's launch
// configuration does not change its code.
//
//===----------------------------------------------------------------------===//
#ifndef TRITONC_CONVERSION_TILETOCPU_PASSES_TD
#define TRITONC_CONVERSION_TILETOCPU_PASSES_TD

include "mlir/Pass/PassBase.td"

def CPUPrepareKernels : Pass<"tritonc-cpu-prepare-kernels", "mlir::ModuleOp"> {
  let summary = "Give kernels the CPU ABI arguments and make tile IR's arithmetic x86-safe";
  let description = [{
    Works on tile IR before any type changes:
    - each kernel (`func.func` with `tile.kernel`) gets the CPU ABI
      arguments pid_x, pid_y, pid_z, num_x, num_y, num_z (i32) and the launch
      context (`!llvm.ptr`); `tile.program_id` and `tile.num_programs` become
      those arguments, `tile.kernel` becomes `tritonc.cpu_kernel`, and
      divisibility hints on pointer arguments become `llvm.align`;
    - tensor loads and stores record in `tritonc.cpu_contiguity`
      how many consecutive addresses their pointers have along the last
      dimension (axis analysis), so that such runs move as one vector;
    - libdevice calls that are plain arithmetic are inlined;
    - integer division and remainder get a divisor that cannot trap (x86's
      idiv faults on 0 and on INT_MIN / -1 where a GPU returns some value);
    - arith ops without an x86 lowering are expanded (floor/ceil division,
      maximumf/minimumf) and bf16/f16 arithmetic is computed in f32,
      rounding after each operation.
    Refuses what the CPU cannot run: inline PTX, arithmetic on fp8, unknown
    external functions, program ids outside a kernel.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect", "::mlir::arith::ArithDialect",
                           "::mlir::math::MathDialect"];
}

def CPUTensorsToVectors : Pass<"tritonc-cpu-tensors-to-vectors", "mlir::ModuleOp"> {
  let summary = "Lower tile ops and tensors to flat vectors (LLVM, arith, math and scf ops)";
  let description = [{
    One dialect conversion: a ranked tensor of N elements becomes
    `vector<N x T>` in row-major order (pointers as i64 addresses, bf16 as
    i16, fp8 as i8); elementwise ops become vector ops, shape ops
    shufflevectors with constant masks, reductions and scans log-depth
    vector combines. Loads and stores go through stack buffers and loop
    over runs of consecutive addresses (`tritonc.cpu_contiguity`): a run
    whose mask is all true moves as one vector access, any other element
    by element. Atomics, libm calls on long vectors, printing and tl.dot
    also loop over stack buffers (`scf.for`). Functions,
    calls, returns, branches and scf ops keep their structure with the
    converted types. A `tile.assert` survives on its scalar condition (the
    AND of a tensor's elements) for tritonc-cpu-lower-asserts.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect", "::mlir::arith::ArithDialect",
                           "::mlir::math::MathDialect", "::mlir::scf::SCFDialect",
                           "::mlir::func::FuncDialect"];
}

def CPUChunkElementwise : Pass<"tritonc-cpu-chunk-elementwise", "mlir::ModuleOp"> {
  let summary = "Compute runs of elementwise ops on long vectors in a loop over 512-bit chunks";
  let description = [{
    After tritonc-cpu-tensors-to-vectors a tensor is one vector, and the x86
    backend's time grows with the length of the vectors of an elementwise
    chain (each op splits into one instruction per 128-bit register, every
    value live across the chain). A run of arith/math ops of one block on
    vectors of one length (at least four chunks of 512 bits) becomes one
    scf.for over the chunks: the vectors that come in are stored to stack
    buffers, each iteration applies the chain to one chunk of each, and the
    values used after the run are stored chunk by chunk and loaded back
    whole after the loop. Splats are recreated at chunk width in the loop;
    i1 vectors go through memory as bytes. Other ops may sit between the
    run's ops when they do not use its results (the loop goes after the
    run's last op). Address arithmetic that only feeds shufflevectors is
    left to tritonc-cpu-narrow-shuffles; single ops stay as they are.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect", "::mlir::arith::ArithDialect",
                           "::mlir::scf::SCFDialect"];
}

def CPULowerAsserts : Pass<"tritonc-cpu-lower-asserts", "mlir::ModuleOp"> {
  let summary = "Lower scalar tile.assert in kernels to a branch that reports the failure and returns";
  let description = [{
    Runs once control flow is branches (after convert-scf-to-cf), so that
    the failing path can be a block of its own: the assert's block is split,
    a `cf.cond_br` on the condition goes on or into a block that calls the
    launch context's assert callback (the context's first field) with the
    message, the source file and line of the assert, the kernel's name and
    the program ids, then returns from the kernel. Needs the ABI arguments
    of tritonc-cpu-prepare-kernels; an assert outside a kernel is an error.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect", "::mlir::cf::ControlFlowDialect",
                           "::mlir::func::FuncDialect"];
}

def CPUToLLVM : Pass<"tritonc-cpu-to-llvm", "mlir::ModuleOp"> {
  let summary = "Lower func, arith, math and cf to the LLVM dialect for the host CPU";
  let description = [{
    The upstream lowerings of func, arith, math and cf to the LLVM dialect
    (vectors are LLVM vectors already); math functions LLVM cannot lower on
    x86 call the C math library instead. The unrealized casts the type
    conversions left cancel in pairs; one that does not is an internal
    error.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def CPUAddEntryPoints : Pass<"tritonc-cpu-add-entry-points", "mlir::ModuleOp"> {
  let summary = "Give each kernel an exported entry point with the CPU kernel ABI";
  let description = [{
    For each LLVM function marked `tritonc.cpu_kernel`, adds
    `tritonc_cpu_<kernel>(void **args, i32 pid_x, i32 pid_y, i32 pid_z,
    i32 num_x, i32 num_y, i32 num_z, ptr context)` (the ABI of
    runtime/include/tritonc/CpuKernel.h): it loads each parameter through
    its pointer in `args` (an i1 is one byte) and calls the kernel, which
    becomes internal and always-inline. A name already taken is an error.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def CPUNarrowShuffles : Pass<"tritonc-cpu-narrow-shuffles", "mlir::ModuleOp"> {
  let summary = "Compute only the vector lanes a shufflevector keeps";
  let description = [{
    A tensor access keeps only the first address of each run of consecutive
    addresses: a shufflevector that picks, say, every 16th lane of an
    address vector computed at full width, which LLVM does not narrow.
    Moves such shuffles toward the definitions: two shuffles compose into
    one, a shuffle of an elementwise integer or float op becomes the op on
    shuffled operands, a shuffle of a constant becomes a constant, when the
    shuffle is no wider than its source and every use of the op is that
    same shuffle (so the wide op dies).
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

#endif

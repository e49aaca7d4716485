//===- Passes.td - conversions from TileGPU IR to LLVM -*- tablegen -*-===//
#ifndef TRITONC_CONVERSION_PASSES_TD
#define TRITONC_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def ConvertTileGPUToLLVM : Pass<"convert-tilegpu-to-llvm", "mlir::ModuleOp"> {
  let summary = "Lower TileGPU IR to the LLVM and NVVM dialects";
  let description = [{
    Each tensor becomes an LLVM struct of the elements its layout gives one
    thread; elementwise ops are applied per element, memory ops become
    predicated (vector) PTX loads and stores, kernels become `nvvm.kernel`
    functions. Shared memory is laid out as tritonc-plan-shared-memory
    recorded it (`tilegpu.scratch`, `tilegpu.buffer`,
    `tilegpu.shared_bytes`); an operation that needs shared memory without
    a plan is an error.
  }];
  let options = [
    Option<"wgmma", "wgmma", "bool", /*default=*/"false",
           "lower tl.dot with warp-group wgmma.mma_async where its operands and layout allow (sm_90a only)">,
    Option<"stmatrix", "stmatrix", "bool", /*default=*/"false",
           "the target has stmatrix (sm_90 and later): layout conversions of 16-bit mma tiles store with it">,
    Option<"bf16AtomicAdd", "bf16-atomic-add", "bool", /*default=*/"false",
           "the target has atom.add.noftz.bf16 (sm_90 and later); else bf16 atomic adds are compare-and-swap loops">,
  ];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect", "::mlir::NVVM::NVVMDialect"];
}

def AttachLineTables : Pass<"tritonc-attach-line-tables", "mlir::ModuleOp"> {
  let summary = "Give LLVM functions the debug scopes that turn source locations into line tables";
  let description = [{
    MLIR's translation to LLVM IR keeps an operation's location as a `!dbg`
    line only inside a function that has a debug-info subprogram, and takes
    the file from the enclosing scope, not from the location. This pass
    gives every `llvm.func` with a source location a subprogram in one
    compile unit, wraps positions in another file (a helper module, the
    standard library) in a lexical-block-file scope of that file, and turns
    the code of inlined `@jit` functions (call-site locations whose callee
    names its function) into inlined copies of a subprogram of that name,
    so that `.loc` directives, ptxas's line tables and profilers show each
    instruction at its source line and the user's call above it.

    File names are recorded as tritonc records the source path in its
    other outputs: `file-prefix-map` rewrites a leading OLD into NEW (the
    last match wins) and, otherwise, an absolute path under `current-dir`
    is made relative to it; no directory is recorded.
  }];
  let options = [
    Option<"fullDebugInfo", "full", "bool", /*default=*/"false",
           "a full debug-info compile unit (-g: ptxas must not optimize) rather than .file/.loc directives only">,
    ListOption<"filePrefixMaps", "file-prefix-map", "std::string",
               "OLD=NEW: record a file name beginning with OLD as beginning with NEW">,
    Option<"currentDir", "current-dir", "std::string", /*default=*/"\"\"",
           "record absolute file names under this directory relative to it">,
  ];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

#endif

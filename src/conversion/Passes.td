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
  ];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect", "::mlir::NVVM::NVVMDialect"];
}

#endif

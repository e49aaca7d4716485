//===- Passes.td - conversions from TileGPU and tile IR to LLVM -*- tablegen -*-===//
#ifndef TRITONC_CONVERSION_PASSES_TD
#define TRITONC_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def ConvertTileGPUToLLVM : Pass<"convert-tilegpu-to-llvm", "mlir::ModuleOp"> {
  let summary = "Lower TileGPU IR to the LLVM and NVVM dialects";
  let description = [{
    Each tensor becomes an LLVM struct of the elements its layout gives one
    thread; elementwise ops are applied per element, memory ops become
    predicated (vector) PTX loads and stores, kernels become `nvvm.kernel`
    functions.
  }];
  let options = [
    Option<"wgmma", "wgmma", "bool", /*default=*/"false",
           "lower tl.dot with warp-group wgmma.mma_async where its operands and layout allow (sm_90a only)">,
    Option<"stmatrix", "stmatrix", "bool", /*default=*/"false",
           "the target has stmatrix (sm_90 and later): layout conversions of 16-bit mma tiles store with it">,
  ];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect", "::mlir::NVVM::NVVMDialect"];
}

def ConvertTileToCPU : Pass<"convert-tile-to-cpu", "mlir::ModuleOp"> {
  let summary = "Lower tile IR to LLVM dialect code for the host CPU (x86-64)";
  let description = [{
    Each ranked tensor becomes a 1-D vector of its elements in row-major
    order (pointers as 64-bit addresses); elementwise ops become vector ops,
    shape ops shufflevectors, loads and stores masked gathers and scatters,
    reductions and scans log-depth vector combines. Each kernel gets the
    program ids, grid size and launch context as extra arguments and an
    exported entry `tritonc_cpu_<kernel>(void **args, pid_x, pid_y, pid_z,
    num_x, num_y, num_z, context)` that the CPU runtime calls once per
    program instance. See src/conversion/TileToCPU/Lowering.h.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect", "::mlir::arith::ArithDialect",
                           "::mlir::math::MathDialect", "::mlir::scf::SCFDialect",
                           "::mlir::cf::ControlFlowDialect", "::mlir::func::FuncDialect"];
}

#endif

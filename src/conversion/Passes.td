//===- Passes.td - conversions between tile, tilegpu and LLVM -*- tablegen -*-===//
#ifndef TRITONC_CONVERSION_PASSES_TD
#define TRITONC_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def ConvertTileToTileGPU : Pass<"convert-tile-to-tilegpu", "mlir::ModuleOp"> {
  let summary = "Give every tensor a blocked layout chosen for coalesced, vectorized access";
  let description = [{
    Runs the axis analysis, picks for each tensor shape a blocked layout
    whose fastest dimension gives each thread a vector's worth of contiguous
    elements (16 bytes where alignment allows), and records on each
    tile.load/tile.store the vector width its pointer allows and whether its
    mask is constant over each vector.
  }];
  let options = [
    Option<"numWarps", "num-warps", "unsigned", /*default=*/"4",
           "warps per program instance (CTA)">,
  ];
  let dependentDialects = ["::tritonc::tilegpu::TileGPUDialect"];
}

def ConvertTileGPUToLLVM : Pass<"convert-tilegpu-to-llvm", "mlir::ModuleOp"> {
  let summary = "Lower TileGPU IR to the LLVM and NVVM dialects";
  let description = [{
    Each tensor becomes an LLVM struct of the elements its layout gives one
    thread; elementwise ops are applied per element, memory ops become
    predicated (vector) PTX loads and stores, kernels become `nvvm.kernel`
    functions.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect", "::mlir::NVVM::NVVMDialect"];
}

#endif

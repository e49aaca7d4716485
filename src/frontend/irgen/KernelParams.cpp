//===- KernelParams.cpp - the kernel's parameter list as an attribute -----===//
#include "frontend/irgen/KernelParams.h"

#include "Tile/TileDialect.h"

namespace tritonc {

void recordKernelParams(mlir::ModuleOp module, const KernelSpec &spec) {
  mlir::MLIRContext *context = module.getContext();
  llvm::SmallVector<mlir::Attribute> params;
  for (const SpecParam &p : kernelArguments(spec))
    params.push_back(tile::KernelParamAttr::get(context, p.name, p.type.str(), unsigned(p.divisibility),
                                                p.equalsOne));
  module->setAttr(tile::kKernelParamsAttr, mlir::ArrayAttr::get(context, params));
}

} // namespace tritonc

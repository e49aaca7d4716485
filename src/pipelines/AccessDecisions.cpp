//===- AccessDecisions.cpp - what access planning decided, as text --------===//
#include "pipelines/AccessDecisions.h"

#include "TileGPU/TileGPUDialect.h"

#include "llvm/Support/raw_ostream.h"

namespace tritonc {

std::vector<std::string> accessDecisions(mlir::ModuleOp module) {
  static const char *const decisions[] = {tilegpu::kVectorWidthAttr, tilegpu::kVectorDimAttr,
                                          tilegpu::kMaskUniformAttr, tilegpu::kTensorMapPlanAttr};
  std::vector<std::string> lines;
  module.walk([&](mlir::Operation *op) {
    if (!llvm::isa<tile::LoadOp, tile::StoreOp>(op))
      return;
    std::string line;
    llvm::raw_string_ostream os(line);
    os << op->getName();
    for (const char *name : decisions)
      if (mlir::Attribute attr = op->getAttr(name))
        os << " " << name << "=" << attr;
    lines.push_back(std::move(line));
  });
  return lines;
}

} // namespace tritonc

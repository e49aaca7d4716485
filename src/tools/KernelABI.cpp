//===- KernelABI.cpp - what the compiled module tells the launcher --------===//
#include "tools/KernelABI.h"

#include "Tile/TileDialect.h"
#include "TileGPU/TileGPUDialect.h"

namespace tritonc {

namespace {

/// A tensor map's extents or strides as launcher operands: kernel argument
/// indices become indices into the launcher's parameters.
mlir::LogicalResult toOperands(llvm::ArrayRef<int64_t> args, llvm::ArrayRef<int64_t> values,
                               llvm::ArrayRef<int> paramOfArgument,
                               std::vector<launcher::TensorMapParam::Operand> &out) {
  for (size_t i = 0; i < args.size(); ++i) {
    if (args[i] >= int64_t(paramOfArgument.size()))
      return mlir::failure();
    out.push_back({args[i] < 0 ? -1 : paramOfArgument[args[i]], values[i]});
  }
  return mlir::success();
}

/// The launcher's parameters from the module's tile.kernel_params.
mlir::LogicalResult readParams(mlir::ModuleOp module, std::vector<launcher::LauncherParam> &out) {
  auto params = module->getAttrOfType<mlir::ArrayAttr>(tile::kKernelParamsAttr);
  if (!params)
    return module.emitError("internal error: the module records no kernel parameters (")
           << tile::kKernelParamsAttr << ")";
  for (mlir::Attribute attr : params) {
    auto record = mlir::dyn_cast<tile::KernelParamAttr>(attr);
    std::optional<DType> type = record ? DType::parse(record.getType().str()) : std::nullopt;
    if (!type)
      return module.emitError("internal error: malformed kernel parameter ") << attr;
    launcher::LauncherParam param;
    param.name = record.getName().str();
    param.type = *type;
    param.divisibility = int(record.getDivisibility());
    param.equalsOne = record.getEqualsOne();
    param.passedToKernel = record.isPassedToKernel();
    out.push_back(param);
  }
  return mlir::success();
}

} // namespace

mlir::LogicalResult readKernelABI(mlir::ModuleOp module, launcher::KernelInfo &info) {
  if (mlir::failed(readParams(module, info.params)))
    return mlir::failure();
  if (auto shared = module->getAttrOfType<mlir::IntegerAttr>(tilegpu::kSharedBytesAttr))
    info.sharedBytes = shared.getInt();
  auto maps = module->getAttrOfType<mlir::ArrayAttr>(tilegpu::kTensorMapsAttr);
  if (!maps)
    return mlir::success();
  // Kernel arguments are the launcher's parameters that are passed.
  std::vector<int> paramOfArgument;
  for (size_t i = 0; i < info.params.size(); ++i)
    if (info.params[i].passedToKernel)
      paramOfArgument.push_back(int(i));
  for (mlir::Attribute attr : maps) {
    auto map = mlir::dyn_cast<tilegpu::TensorMapAttr>(attr);
    launcher::TensorMapParam param;
    if (!map || map.getBase() >= int64_t(paramOfArgument.size()) ||
        mlir::failed(toOperands(map.getDims(), map.getDimValues(), paramOfArgument, param.dims)) ||
        mlir::failed(toOperands(map.getStrides(), map.getStrideValues(), paramOfArgument, param.strides)))
      return module.emitError("internal error: malformed tensor map ") << attr;
    param.baseParam = paramOfArgument[map.getBase()];
    param.elementBytes = map.getElementBytes();
    for (int64_t b : map.getBox())
      param.box.push_back(unsigned(b));
    param.swizzleBytes = map.getSwizzle();
    info.tensorMaps.push_back(param);
  }
  return mlir::success();
}

} // namespace tritonc

//===- TargetInfo.cpp - what the code generator may use on the chosen GPUs ===//
#include "target/TargetInfo.h"

#include "Tile/TileDialect.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/ADT/STLExtras.h"

namespace tritonc {

llvm::Expected<TargetInfo> TargetInfo::forArchs(const std::vector<std::string> &names, bool noTma) {
  TargetInfo target;
  for (const std::string &name : names.empty() ? std::vector<std::string>{"sm_90"} : names) {
    llvm::Expected<GpuArch> arch = parseGpuArch(name);
    if (!arch)
      return arch.takeError();
    target.archs.push_back(*arch);
  }
  target.wgmma = llvm::all_of(target.archs, [](const GpuArch &arch) {
    return arch.archSpecific && arch.computeCapability == 90;
  });
  target.tma = target.wgmma && !noTma;
  for (const GpuArch &arch : target.archs)
    if (target.sharedMemoryArch.empty() || arch.maxSharedBytesPerBlock < target.maxSharedBytes) {
      target.maxSharedBytes = arch.maxSharedBytesPerBlock;
      target.sharedMemoryArch = arch.name;
    }
  target.stmatrix = llvm::all_of(target.archs, [](const GpuArch &arch) { return arch.computeCapability >= 90; });
  target.bf16AtomicAdd = target.stmatrix;
  return target;
}

TargetInfo TargetInfo::forArch(size_t i) const {
  const GpuArch &arch = archs[i];
  TargetInfo one;
  one.archs = {arch};
  one.wgmma = arch.archSpecific && arch.computeCapability == 90;
  one.tma = tma;
  one.stmatrix = arch.computeCapability >= 90;
  one.bf16AtomicAdd = arch.computeCapability >= 90;
  one.maxSharedBytes = arch.maxSharedBytesPerBlock;
  one.sharedMemoryArch = arch.name;
  return one;
}

bool loopStrengthReductionPays(mlir::ModuleOp module) {
  bool pays = false;
  module.walk([&](mlir::scf::ForOp loop) {
    unsigned dots = 0;
    for (mlir::Operation &op : *loop.getBody())
      dots += mlir::isa<tile::DotOp>(op);
    pays |= dots >= 2;
  });
  return pays;
}

} // namespace tritonc

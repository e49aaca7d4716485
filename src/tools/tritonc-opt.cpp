//===- tritonc-opt.cpp - run tritonc's passes on textual IR ---------------===//
//
// Like mlir-opt, with the tile and tilegpu dialects and tritonc's passes
// registered. The lit tests drive each pass through it.
//
//===----------------------------------------------------------------------===//
#include "analysis/Passes.h"
#include "conversion/Passes.h"
#include "conversion/TileGPUToLLVM/SharedMemoryPasses.h"
#include "conversion/TileToCPU/Passes.h"
#include "pipelines/Pipelines.h"
#include "support/Registration.h"
#include "transforms/Passes.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "mlir/Transforms/Passes.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  tritonc::registerAllDialects(registry);
  mlir::registerTransformsPasses();
  mlir::registerSCFToControlFlowPass(); // what tritonc runs before the LLVM lowering
  tritonc::registerTritoncConversionPasses();
  tritonc::registerTritoncCPUPasses();
  tritonc::registerTritoncSharedMemoryPasses();
  tritonc::registerTritoncTransformsPasses();
  tritonc::registerTritoncAnalysisPasses();
  tritonc::registerTritoncPipelines();
  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "tritonc IR optimizer and pass driver\n", registry));
}

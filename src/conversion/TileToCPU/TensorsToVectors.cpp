//===- TensorsToVectors.cpp - tensors become flat vectors -------------------===//
//
// The pass tritonc-cpu-tensors-to-vectors and its type converter. One
// dialect conversion: tile ops are lowered by the patterns of the
// *Ops.cpp files, arith/math ops on tensors are retyped (ElementwiseOps.cpp),
// func signatures, returns, branches and scf ops get the converted types.
// Scalar ops are legal and stay as they are; tile.assert survives on a
// scalar condition and is lowered once control flow is explicit
// (tritonc-cpu-lower-asserts).
//
//===----------------------------------------------------------------------===//
#include "Lowering.h"
#include "conversion/TileToCPU/Passes.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Func/Transforms/FuncConversions.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/Patterns.h"

namespace tritonc {
#define GEN_PASS_DEF_CPUTENSORSTOVECTORS
#include "conversion/TileToCPU/TileToCPUPasses.h.inc"
} // namespace tritonc

using namespace mlir;

namespace tritonc {
namespace cpu {

VectorTypeConverter::VectorTypeConverter(MLIRContext *ctx) {
  // bf16 values are kept as their bits (i16): the prepare stage leaves no
  // arithmetic on bf16, and LLVM would otherwise convert them through f32
  // with __truncsfbf2, which libgcc lacks before GCC 13.
  // fp8 likewise (i8): LLVM has no fp8 type, and the frontend writes fp8
  // casts as integer operations, so only data movement is left on fp8.
  auto element = [ctx](Type type) -> Type {
    if (isa<tile::PointerType>(type))
      return IntegerType::get(ctx, 64);
    if (type.isBF16())
      return IntegerType::get(ctx, 16);
    if (isa<Float8E4M3FNType, Float8E5M2Type>(type))
      return IntegerType::get(ctx, 8);
    return type;
  };
  addConversion([](Type type) { return type; });
  addConversion([ctx](tile::PointerType) -> Type { return LLVM::LLVMPointerType::get(ctx); });
  addConversion([ctx](BFloat16Type) -> Type { return IntegerType::get(ctx, 16); });
  addConversion([ctx](Float8E4M3FNType) -> Type { return IntegerType::get(ctx, 8); });
  addConversion([ctx](Float8E5M2Type) -> Type { return IntegerType::get(ctx, 8); });
  addConversion([element](VectorType type) -> Type {
    return type.cloneWith(std::nullopt, element(type.getElementType()));
  });
  addConversion([element](RankedTensorType type) -> std::optional<Type> {
    Type converted = element(type.getElementType());
    if (!VectorType::isValidElementType(converted) || type.getNumElements() < 1)
      return std::nullopt;
    return vectorOf(converted, type.getNumElements());
  });
  auto cast = [](OpBuilder &b, Type type, ValueRange inputs, Location loc) -> Value {
    if (inputs.size() != 1)
      return {};
    return b.create<UnrealizedConversionCastOp>(loc, type, inputs).getResult(0);
  };
  addSourceMaterialization(cast);
  addTargetMaterialization(cast);
  addArgumentMaterialization(cast);
}

namespace {

LogicalResult convertTensorsToVectors(ModuleOp module) {
  MLIRContext *ctx = module.getContext();
  VectorTypeConverter converter(ctx);
  RewritePatternSet patterns(ctx);
  populateElementwisePatterns(converter, patterns);
  populateShapeOpPatterns(converter, patterns);
  populateMemoryOpPatterns(converter, patterns);
  populateReduceOpPatterns(converter, patterns);
  populateAtomicOpPatterns(converter, patterns);
  populateDebugOpPatterns(converter, patterns);
  populateDotOpPatterns(converter, patterns);
  populateFunctionOpInterfaceTypeConversionPattern<func::FuncOp>(patterns, converter);
  populateCallOpTypeConversionPattern(patterns, converter);
  populateReturnOpTypeConversionPattern(patterns, converter);
  populateBranchOpInterfaceTypeConversionPattern(patterns, converter);

  ConversionTarget target(*ctx);
  target.addIllegalDialect<tile::TileDialect>();
  target.addDynamicallyLegalOp<tile::AssertOp>(
      [](tile::AssertOp op) { return op.getCondition().getType().isInteger(1); });
  target.markUnknownOpDynamicallyLegal([&](Operation *op) {
    if (isa<tile::TileDialect>(op->getDialect()))
      return false;
    // Operands include those passed to successors and returned values.
    return converter.isLegal(op);
  });
  target.addDynamicallyLegalOp<func::FuncOp>([&](func::FuncOp func) {
    return converter.isSignatureLegal(func.getFunctionType()) &&
           converter.isLegal(&func.getBody());
  });
  scf::populateSCFStructuralTypeConversionsAndLegality(converter, patterns, target);
  target.addLegalOp<UnrealizedConversionCastOp>();
  return applyFullConversion(module, target, std::move(patterns));
}

struct CPUTensorsToVectors : impl::CPUTensorsToVectorsBase<CPUTensorsToVectors> {
  void runOnOperation() override {
    if (failed(convertTensorsToVectors(getOperation())))
      signalPassFailure();
  }
};

} // namespace
} // namespace cpu
} // namespace tritonc

//===- FuncOps.cpp - kernels become nvvm.kernel LLVM functions -------------===//
#include "Lowering.h"

#include "Tile/TileDialect.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"

using namespace mlir;

namespace tritonc {
namespace {

struct FuncLowering : ConvertOpToLLVMPattern<func::FuncOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult matchAndRewrite(func::FuncOp func, OpAdaptor,
                                ConversionPatternRewriter &rewriter) const override {
    FunctionType type = func.getFunctionType();
    if (type.getNumResults() != 0)
      return rewriter.notifyMatchFailure(func, "kernels return nothing");
    TypeConverter::SignatureConversion signature(type.getNumInputs());
    SmallVector<Type> argTypes;
    for (auto [i, input] : llvm::enumerate(type.getInputs())) {
      Type converted = getTypeConverter()->convertType(input);
      if (!converted)
        return rewriter.notifyMatchFailure(func, "unconvertible argument type");
      signature.addInputs(i, converted);
      argTypes.push_back(converted);
    }
    auto llvmType = LLVM::LLVMFunctionType::get(LLVM::LLVMVoidType::get(getContext()), argTypes);
    auto newFunc = rewriter.create<LLVM::LLVMFuncOp>(func.getLoc(), func.getName(), llvmType);
    if (func->hasAttr(tile::kKernelAttr)) {
      newFunc->setAttr(NVVM::NVVMDialect::getKernelFuncAttrName(), rewriter.getUnitAttr());
      // The launcher always uses 32 * num_warps threads; telling LLVM and
      // ptxas lets them budget registers for exactly that block size.
      auto module = func->getParentOfType<ModuleOp>();
      int numWarps = 4;
      if (auto attr = module->getAttrOfType<IntegerAttr>(tilegpu::kNumWarpsAttr))
        numWarps = attr.getInt();
      newFunc->setAttr(NVVM::NVVMDialect::getMaxntidAttrName(),
                       rewriter.getDenseI32ArrayAttr({32 * numWarps, 1, 1}));
    }
    // A divisibility hint on a pointer is an alignment promise the launcher
    // checks; passing it on lets LLVM use it too.
    for (unsigned i = 0; i < type.getNumInputs(); ++i)
      if (auto div = func.getArgAttrOfType<IntegerAttr>(i, tile::kDivisibilityAttr))
        if (isa<tile::PointerType>(type.getInput(i)))
          newFunc.setArgAttr(i, LLVM::LLVMDialect::getAlignAttrName(),
                             rewriter.getI64IntegerAttr(std::min<int64_t>(div.getInt(), 256)));
    // A tensor map (CUtensorMap) is passed by value, 128 bytes aligned to
    // 64, and read in place: __grid_constant__, so that its address is
    // that of the parameter (cvta.param), which the copy engine reads, and
    // not of a local copy.
    for (unsigned i = 0; i < type.getNumInputs(); ++i)
      if (func.getArgAttr(i, tilegpu::kTensorMapArgAttr)) {
        newFunc.setArgAttr(i, LLVM::LLVMDialect::getByValAttrName(),
                           TypeAttr::get(LLVM::LLVMArrayType::get(rewriter.getI8Type(), 128)));
        newFunc.setArgAttr(i, LLVM::LLVMDialect::getAlignAttrName(), rewriter.getI64IntegerAttr(64));
        newFunc.setArgAttr(i, NVVM::NVVMDialect::getGridConstantAttrName(), rewriter.getUnitAttr());
      }
    rewriter.inlineRegionBefore(func.getBody(), newFunc.getBody(), newFunc.end());
    if (failed(rewriter.convertRegionTypes(&newFunc.getBody(), *getTypeConverter(), &signature)))
      return failure();
    rewriter.eraseOp(func);
    return success();
  }
};

struct ReturnLowering : ConvertOpToLLVMPattern<func::ReturnOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult matchAndRewrite(func::ReturnOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<LLVM::ReturnOp>(op, adaptor.getOperands());
    return success();
  }
};

} // namespace

void populateFuncOpPatterns(TileGPUTypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<FuncLowering, ReturnLowering>(converter);
}

} // namespace tritonc

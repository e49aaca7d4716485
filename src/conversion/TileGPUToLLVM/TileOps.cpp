//===- TileOps.cpp - lowering of program ids, ranges, splats, addptr ------===//
#include "Lowering.h"

#include "mlir/Dialect/LLVMIR/NVVMDialect.h"

using namespace mlir;

namespace tritonc {
namespace {

Value gridCoordinate(OpBuilder &b, Location loc, unsigned axis, bool count) {
  Type i32 = b.getI32Type();
  switch (axis) {
  case 0: return count ? b.create<NVVM::GridDimXOp>(loc, i32).getResult()
                       : b.create<NVVM::BlockIdXOp>(loc, i32).getResult();
  case 1: return count ? b.create<NVVM::GridDimYOp>(loc, i32).getResult()
                       : b.create<NVVM::BlockIdYOp>(loc, i32).getResult();
  default: return count ? b.create<NVVM::GridDimZOp>(loc, i32).getResult()
                        : b.create<NVVM::BlockIdZOp>(loc, i32).getResult();
  }
}

struct ProgramIdLowering : ConvertOpToLLVMPattern<tile::ProgramIdOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult matchAndRewrite(tile::ProgramIdOp op, OpAdaptor,
                                ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(op, gridCoordinate(rewriter, op.getLoc(), op.getAxis(), false));
    return success();
  }
};

struct NumProgramsLowering : ConvertOpToLLVMPattern<tile::NumProgramsOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult matchAndRewrite(tile::NumProgramsOp op, OpAdaptor,
                                ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(op, gridCoordinate(rewriter, op.getLoc(), op.getAxis(), true));
    return success();
  }
};

struct MakeRangeLowering : ConvertOpToLLVMPattern<tile::MakeRangeOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult matchAndRewrite(tile::MakeRangeOp op, OpAdaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto type = op.getResult().getType();
    ElementIndices where = emitElementIndices(rewriter, loc, type);
    SmallVector<Value> elements;
    Value start = i32Constant(rewriter, loc, op.getStart());
    for (auto &index : where.indices)
      elements.push_back(rewriter.create<LLVM::AddOp>(loc, start, index[0]));
    rewriter.replaceOp(op, packElements(rewriter, loc, *getTypeConverter(), type, elements));
    return success();
  }
};

struct SplatLowering : ConvertOpToLLVMPattern<tile::SplatOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult matchAndRewrite(tile::SplatOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    auto type = op.getResult().getType();
    unsigned count = tilegpu::elemsPerThread(type);
    if (count == 0)
      return rewriter.notifyMatchFailure(op, "no layout");
    SmallVector<Value> elements(count, adaptor.getSrc());
    rewriter.replaceOp(op, packElements(rewriter, op.getLoc(), *getTypeConverter(), type, elements));
    return success();
  }
};

struct AddPtrLowering : ConvertOpToLLVMPattern<tile::AddPtrOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult matchAndRewrite(tile::AddPtrOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type type = op.getResult().getType();
    Type pointee = getTypeConverter()->convertType(
        getElementTypeOrSelf(tile::getPointeeType(type)));
    auto ptrs = unpackElements(rewriter, loc, adaptor.getPtr(), type);
    auto offsets = unpackElements(rewriter, loc, adaptor.getOffset(), op.getOffset().getType());
    Type llvmPtr = LLVM::LLVMPointerType::get(rewriter.getContext(), 1);
    SmallVector<Value> results;
    for (auto [ptr, offset] : llvm::zip(ptrs, offsets))
      results.push_back(rewriter.create<LLVM::GEPOp>(loc, llvmPtr, pointee, ptr, ValueRange{offset}));
    rewriter.replaceOp(op, packElements(rewriter, loc, *getTypeConverter(), type, results));
    return success();
  }
};

/// tile.int_to_ptr, tile.ptr_to_int, tile.ptr_cast: one LLVM conversion
/// per element (none for ptr_cast: every pointer is an `!llvm.ptr<1>`).
template <class Op>
struct PointerCastLowering : ConvertOpToLLVMPattern<Op> {
  using ConvertOpToLLVMPattern<Op>::ConvertOpToLLVMPattern;
  LogicalResult matchAndRewrite(Op op, typename Op::Adaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type type = op.getResult().getType();
    Type element = this->getTypeConverter()->convertType(getElementTypeOrSelf(type));
    auto sources = unpackElements(rewriter, loc, adaptor.getSrc(), op.getSrc().getType());
    SmallVector<Value> results;
    for (Value src : sources) {
      if constexpr (std::is_same_v<Op, tile::IntToPtrOp>)
        results.push_back(rewriter.create<LLVM::IntToPtrOp>(loc, element, src));
      else if constexpr (std::is_same_v<Op, tile::PtrToIntOp>)
        results.push_back(rewriter.create<LLVM::PtrToIntOp>(loc, element, src));
      else
        results.push_back(src);
    }
    rewriter.replaceOp(op, packElements(rewriter, loc, *this->getTypeConverter(), type, results));
    return success();
  }
};

} // namespace

void populateTileOpPatterns(TileGPUTypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<ProgramIdLowering, NumProgramsLowering, MakeRangeLowering, SplatLowering,
               AddPtrLowering, PointerCastLowering<tile::IntToPtrOp>,
               PointerCastLowering<tile::PtrToIntOp>, PointerCastLowering<tile::PtrCastOp>>(converter);
}

} // namespace tritonc

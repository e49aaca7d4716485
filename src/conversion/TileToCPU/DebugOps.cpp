//===- DebugOps.cpp - print, assert and debug_barrier on the CPU ------------===//
//
// tile.print calls printf once per element, as Triton's device_print does:
//   pid (<x>, <y>, <z>) idx (<i>, <j>)<prefix><value>
// (with " (operand k)" after the prefix when several values are printed).
// tile.assert on a tensor becomes one on the AND of its elements; the
// scalar assert is lowered after scf -> cf (tritonc-cpu-lower-asserts,
// LowerAsserts.cpp), where it can branch to a block that reports the
// failure and returns. debug_barrier
// synchronizes nothing: one program instance is one thread.
//
//===----------------------------------------------------------------------===//
#include "Lowering.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

using namespace mlir;

namespace tritonc {
namespace cpu {
namespace {

/// printf conversion and the value passed for one element of original
/// (tile-level) type `element`, converted value `value`.
std::pair<std::string, Value> formatElement(OpBuilder &b, Location loc, Type element, Value value,
                                            bool hex) {
  MLIRContext *ctx = b.getContext();
  Type i32 = b.getI32Type(), i64 = b.getI64Type();
  if (isa<tile::PointerType>(element)) {
    if (!isa<LLVM::LLVMPointerType>(value.getType()))
      value = b.create<LLVM::IntToPtrOp>(loc, LLVM::LLVMPointerType::get(ctx), value);
    return {"%p", value};
  }
  if (element.isBF16()) {
    // Kept as its bits: the top half of an f32.
    Value wide = b.create<LLVM::ZExtOp>(loc, i32, value);
    if (hex)
      return {"0x%04x", wide};
    wide = b.create<LLVM::ShlOp>(loc, wide, b.create<LLVM::ConstantOp>(loc, i32, b.getI32IntegerAttr(16)));
    value = b.create<LLVM::FPExtOp>(loc, b.getF64Type(), b.create<LLVM::BitcastOp>(loc, b.getF32Type(), wide));
    return {"%f", value};
  }
  if (auto fp = dyn_cast<FloatType>(element)) {
    if (hex) {
      Type bits = b.getIntegerType(fp.getWidth());
      value = b.create<LLVM::BitcastOp>(loc, bits, value);
      if (fp.getWidth() == 64)
        return {"0x%016llx", value};
      return {fp.getWidth() == 32 ? "0x%08x" : "0x%04x", b.create<LLVM::ZExtOp>(loc, i32, value)};
    }
    if (!fp.isF64())
      value = b.create<LLVM::FPExtOp>(loc, b.getF64Type(), value);
    return {"%f", value};
  }
  unsigned width = element.getIntOrFloatBitWidth();
  if (width > 32) {
    if (width < 64)
      value = b.create<LLVM::SExtOp>(loc, i64, value);
    return {hex ? "0x%llx" : "%lld", value};
  }
  if (width < 32)
    value = width == 1 || hex ? Value(b.create<LLVM::ZExtOp>(loc, i32, value))
                              : Value(b.create<LLVM::SExtOp>(loc, i32, value));
  return {hex ? "0x%x" : "%d", value};
}

struct PrintLowering : OpConversionPattern<tile::PrintOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(tile::PrintOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    MLIRContext *ctx = rewriter.getContext();
    auto module = op->getParentOfType<ModuleOp>();
    auto func = op->getParentOfType<func::FuncOp>();
    if (!func || !func->hasAttr(kCpuKernelAttr))
      return op.emitError("tile.print outside a kernel");
    unsigned first = func.getNumArguments() - kNumAbiArgs;
    SmallVector<Value> pids = {func.getArgument(first), func.getArgument(first + 1),
                               func.getArgument(first + 2)};
    auto printfType = LLVM::LLVMFunctionType::get(rewriter.getI32Type(),
                                                  {LLVM::LLVMPointerType::get(ctx)},
                                                  /*isVarArg=*/true);
    LLVM::LLVMFuncOp printf = getOrInsertFunction(rewriter, module, "printf", printfType);

    auto call = [&](const std::string &format, ArrayRef<Value> values) {
      SmallVector<Value> args = {globalString(rewriter, loc, module, format)};
      args.append(pids);
      args.append(values.begin(), values.end());
      rewriter.create<LLVM::CallOp>(loc, printf, args);
    };
    std::string pidFormat = "pid (%d, %d, %d) ";
    if (op.getArgs().empty()) {
      call(pidFormat + escape(op.getPrefix()) + "\n", {});
      rewriter.eraseOp(op);
      return success();
    }
    for (auto [k, original, value] : llvm::enumerate(op.getArgs(), adaptor.getArgs())) {
      std::string prefix = escape(op.getPrefix());
      if (op.getArgs().size() > 1)
        prefix += " (operand " + std::to_string(k) + ")";
      auto tensor = dyn_cast<RankedTensorType>(original.getType());
      Type element = getElementTypeOrSelf(original.getType());
      if (!tensor) {
        auto [conversion, scalar] = formatElement(rewriter, loc, element, value, op.getHex());
        call(pidFormat + "idx ()" + prefix + conversion + "\n", {scalar});
        continue;
      }
      ArrayRef<int64_t> shape = tensor.getShape();
      std::string idxFormat = "idx (";
      for (size_t d = 0; d < shape.size(); ++d)
        idxFormat += d ? ", %d" : "%d";
      idxFormat += ")";
      int64_t n = tensor.getNumElements();
      if (n > 64) {
        // A loop over the elements in a stack buffer; the index computed.
        auto vector = cast<VectorType>(value.getType());
        ScratchBuffer buffer(rewriter, loc, op, vector.getElementType(), n);
        buffer.storeAll(rewriter, loc, value);
        forEachIndex(rewriter, loc, i64Constant(rewriter, loc, 0), n,
                     [&](OpBuilder &b, Location loc, Value i) {
                       SmallVector<Value> values(shape.size());
                       Value rest = i;
                       for (int64_t d = shape.size() - 1; d >= 0; --d) {
                         Value size = i64Constant(b, loc, shape[d]);
                         values[d] = b.create<LLVM::TruncOp>(
                             loc, b.getI32Type(), b.create<LLVM::URemOp>(loc, rest, size));
                         rest = b.create<LLVM::UDivOp>(loc, rest, size);
                       }
                       auto [conversion, scalar] = formatElement(
                           b, loc, element, buffer.loadElement(b, loc, i), op.getHex());
                       values.push_back(scalar);
                       SmallVector<Value> args = {
                           globalString(b, loc, module, pidFormat + idxFormat + prefix + conversion + "\n")};
                       args.append(pids);
                       args.append(values);
                       b.create<LLVM::CallOp>(loc, printf, args);
                     });
        buffer.end(rewriter, loc);
        continue;
      }
      for (int64_t i = 0; i < n; ++i) {
        SmallVector<Value> values;
        for (int64_t index : delinearize(i, shape))
          values.push_back(i32Constant(rewriter, loc, index));
        auto [conversion, scalar] =
            formatElement(rewriter, loc, element, extractElement(rewriter, loc, value, i), op.getHex());
        values.push_back(scalar);
        call(pidFormat + idxFormat + prefix + conversion + "\n", values);
      }
    }
    rewriter.eraseOp(op);
    return success();
  }

  /// The prefix is text, not a format: '%' must print as itself.
  static std::string escape(StringRef text) {
    std::string out;
    for (char c : text) {
      out += c;
      if (c == '%')
        out += '%';
    }
    return out;
  }
};

struct AssertLowering : OpConversionPattern<tile::AssertOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(tile::AssertOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Value condition = adaptor.getCondition();
    if (!isa<VectorType>(condition.getType()))
      return failure();
    Value all = rewriter.create<LLVM::vector_reduce_and>(op.getLoc(), rewriter.getI1Type(), condition);
    // Every attribute goes along: the message and the recorded file name
    // (tritonc-record-assert-files).
    rewriter.replaceOpWithNewOp<tile::AssertOp>(op, TypeRange(), ValueRange{all}, op->getAttrs());
    return success();
  }
};

struct DebugBarrierLowering : OpConversionPattern<tile::DebugBarrierOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(tile::DebugBarrierOp op, OpAdaptor,
                                ConversionPatternRewriter &rewriter) const override {
    rewriter.eraseOp(op);
    return success();
  }
};

/// One program runs at a time and grids run in order: nothing to wait for.
struct GridDependencyLowering : OpConversionPattern<tile::GridDependencyOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(tile::GridDependencyOp op, OpAdaptor,
                                ConversionPatternRewriter &rewriter) const override {
    rewriter.eraseOp(op);
    return success();
  }
};

} // namespace

void populateDebugOpPatterns(VectorTypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<PrintLowering, AssertLowering, DebugBarrierLowering, GridDependencyLowering>(
      converter, patterns.getContext());
}

} // namespace cpu
} // namespace tritonc

//===- DebugOps.cpp - print, assert, barriers, griddepcontrol on the GPU ---===//
//
// tile.print calls the CUDA runtime's vprintf once per element this thread
// owns: "pid (x, y, z) idx (i, j) <prefix><value>\n", as Triton prints.
// tile.assert calls __assertfail (which stops the kernel with the message)
// in a branch taken only where the condition is false.
//
//===----------------------------------------------------------------------===//
#include "Lowering.h"

#include "Tile/AssertPosition.h"

#include "mlir/Dialect/LLVMIR/NVVMDialect.h"

using namespace mlir;

namespace tritonc {
namespace {

/// A NUL-terminated string constant in global memory; returns its address.
Value stringConstant(ConversionPatternRewriter &b, Operation *from, StringRef text) {
  auto module = from->getParentOfType<ModuleOp>();
  std::string contents = text.str();
  contents.push_back('\0');
  std::string name = "tritonc_str_" + std::to_string(llvm::hash_value(contents) & 0xffffffffu);
  auto type = LLVM::LLVMArrayType::get(b.getI8Type(), contents.size());
  if (!module.lookupSymbol(name)) {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(module.getBody());
    b.create<LLVM::GlobalOp>(from->getLoc(), type, /*isConstant=*/true, LLVM::Linkage::Internal, name,
                             b.getStringAttr(contents));
  }
  return b.create<LLVM::AddressOfOp>(from->getLoc(), LLVM::LLVMPointerType::get(b.getContext()), name);
}

struct PrintLowering : ConvertOpToLLVMPattern<tile::PrintOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult matchAndRewrite(tile::PrintOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &b) const override {
    Location loc = op.getLoc();
    MLIRContext *ctx = b.getContext();
    auto ptrType = LLVM::LLVMPointerType::get(ctx);
    auto vprintf = declareExternalFunction(b, op, "vprintf",
                           LLVM::LLVMFunctionType::get(b.getI32Type(), {ptrType, ptrType}));
    Value pid[3] = {b.create<NVVM::BlockIdXOp>(loc, b.getI32Type()), b.create<NVVM::BlockIdYOp>(loc, b.getI32Type()),
                    b.create<NVVM::BlockIdZOp>(loc, b.getI32Type())};
    auto printOne = [&](ArrayRef<Value> index, Value value) {
      std::string format = "pid (%d, %d, %d)";
      SmallVector<Value> args(pid, pid + 3);
      if (!index.empty()) {
        format += " idx (";
        for (size_t i = 0; i < index.size(); ++i) {
          format += i ? ", %d" : "%d";
          args.push_back(index[i]);
        }
        format += ")";
      }
      format += " " + op.getPrefix().str();
      if (value) {
        Type t = value.getType();
        if (isa<FloatType>(t)) {
          format += op.getHex() ? "0x%llx" : "%f";
          value = op.getHex() ? b.create<LLVM::BitcastOp>(loc, b.getIntegerType(t.getIntOrFloatBitWidth()), value).getResult()
                              : value;
          if (op.getHex() && t.getIntOrFloatBitWidth() < 64)
            value = b.create<LLVM::ZExtOp>(loc, b.getI64Type(), value);
          else if (!op.getHex() && !t.isF64())
            value = b.create<LLVM::FPExtOp>(loc, b.getF64Type(), value);
        } else if (isa<LLVM::LLVMPointerType>(t)) {
          format += "%p";
        } else if (t.getIntOrFloatBitWidth() == 64) {
          format += op.getHex() ? "0x%llx" : "%lld";
        } else {
          format += op.getHex() ? "0x%x" : "%d";
          if (t.getIntOrFloatBitWidth() < 32)
            value = b.create<LLVM::SExtOp>(loc, b.getI32Type(), value);
        }
        args.push_back(value);
      }
      format += "\n";
      // vprintf takes the arguments packed in a local buffer.
      SmallVector<Type> fields;
      for (Value a : args)
        fields.push_back(a.getType());
      auto structType = LLVM::LLVMStructType::getLiteral(ctx, fields);
      Value one = i32Constant(b, loc, 1);
      Value buffer = b.create<LLVM::AllocaOp>(loc, ptrType, structType, one, /*alignment=*/8);
      for (auto [i, a] : llvm::enumerate(args)) {
        Value field = b.create<LLVM::GEPOp>(loc, ptrType, structType, buffer,
                                            ArrayRef<LLVM::GEPArg>{0, (int32_t)i});
        b.create<LLVM::StoreOp>(loc, a, field);
      }
      b.create<LLVM::CallOp>(loc, vprintf, ValueRange{stringConstant(b, op, format), buffer});
    };
    if (op.getArgs().empty())
      printOne({}, Value());
    for (auto [original, converted] : llvm::zip(op.getArgs(), adaptor.getArgs())) {
      auto values = unpackElements(b, loc, converted, original.getType());
      if (auto tensor = dyn_cast<RankedTensorType>(original.getType())) {
        ElementIndices where = emitElementIndices(b, loc, tensor);
        for (auto [value, index] : llvm::zip(values, where.indices))
          printOne(index, value);
      } else {
        printOne({}, values[0]);
      }
    }
    b.eraseOp(op);
    return success();
  }
};

struct AssertLowering : ConvertOpToLLVMPattern<tile::AssertOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult matchAndRewrite(tile::AssertOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &b) const override {
    Location loc = op.getLoc();
    auto conditions = unpackElements(b, loc, adaptor.getCondition(), op.getCondition().getType());
    Value allTrue = conditions[0];
    for (size_t i = 1; i < conditions.size(); ++i)
      allTrue = b.create<LLVM::AndOp>(loc, allTrue, conditions[i]);
    tile::AssertPosition position = tile::assertPosition(op);
    // Split: the failing path calls __assertfail, then both paths continue.
    Block *before = b.getInsertionBlock();
    Block *after = b.splitBlock(before, b.getInsertionPoint());
    Block *failing = b.createBlock(after);
    b.setInsertionPointToEnd(before);
    b.create<LLVM::CondBrOp>(loc, allTrue, after, failing);
    b.setInsertionPointToStart(failing);
    auto ptrType = LLVM::LLVMPointerType::get(b.getContext());
    auto assertfail = declareExternalFunction(b, op, "__assertfail",
                              LLVM::LLVMFunctionType::get(LLVM::LLVMVoidType::get(b.getContext()),
                                                          {ptrType, ptrType, b.getI32Type(), ptrType, b.getI64Type()}));
    b.create<LLVM::CallOp>(loc, assertfail,
                           ValueRange{stringConstant(b, op, op.getMessage()), stringConstant(b, op, position.file),
                                      i32Constant(b, loc, position.line), stringConstant(b, op, "kernel"),
                                      b.create<LLVM::ConstantOp>(loc, b.getI64Type(), b.getI64IntegerAttr(1))});
    b.create<LLVM::BrOp>(loc, ValueRange(), after);
    b.setInsertionPointToStart(after);
    b.eraseOp(op);
    return success();
  }
};

struct DebugBarrierLowering : ConvertOpToLLVMPattern<tile::DebugBarrierOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult matchAndRewrite(tile::DebugBarrierOp op, OpAdaptor,
                                ConversionPatternRewriter &b) const override {
    barrier(b, op.getLoc());
    b.eraseOp(op);
    return success();
  }
};

/// griddepcontrol (sm_90+; the driver checks the architecture first). The
/// memory clobber keeps loads and stores on their side of it.
struct GridDependencyLowering : ConvertOpToLLVMPattern<tile::GridDependencyOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult matchAndRewrite(tile::GridDependencyOp op, OpAdaptor,
                                ConversionPatternRewriter &b) const override {
    ptxStatement(b, op.getLoc(), ("griddepcontrol." + op.getKind() + ";").str(), "~{memory}", ValueRange());
    b.eraseOp(op);
    return success();
  }
};

} // namespace

void populateDebugOpPatterns(TileGPUTypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<PrintLowering, AssertLowering, DebugBarrierLowering, GridDependencyLowering>(converter);
}

} // namespace tritonc

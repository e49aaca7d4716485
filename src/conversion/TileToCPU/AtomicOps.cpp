//===- AtomicOps.cpp - tile.atomic_rmw / atomic_cas, one element at a time --===//
//
// Each element is one LLVM atomicrmw or cmpxchg (floats are compared as
// integers of their width), behind an scf.if where a mask is given; masked-
// off elements return 0. Tensors loop over their elements in stack buffers.
// The memory scope (gpu, cta, sys) is the whole process on the CPU.
//
//===----------------------------------------------------------------------===//
#include "Lowering.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/ADT/StringSwitch.h"

using namespace mlir;

namespace tritonc {
namespace cpu {
namespace {

LLVM::AtomicOrdering ordering(StringRef sem) {
  return llvm::StringSwitch<LLVM::AtomicOrdering>(sem)
      .Case("acquire", LLVM::AtomicOrdering::acquire)
      .Case("release", LLVM::AtomicOrdering::release)
      .Case("acq_rel", LLVM::AtomicOrdering::acq_rel)
      .Default(LLVM::AtomicOrdering::monotonic);
}

/// cmpxchg's failure ordering cannot release.
LLVM::AtomicOrdering failureOrdering(LLVM::AtomicOrdering success) {
  if (success == LLVM::AtomicOrdering::release)
    return LLVM::AtomicOrdering::monotonic;
  if (success == LLVM::AtomicOrdering::acq_rel)
    return LLVM::AtomicOrdering::acquire;
  return success;
}

std::optional<LLVM::AtomicBinOp> binOp(StringRef kind) {
  return llvm::StringSwitch<std::optional<LLVM::AtomicBinOp>>(kind)
      .Case("add", LLVM::AtomicBinOp::add)
      .Case("fadd", LLVM::AtomicBinOp::fadd)
      .Case("max", LLVM::AtomicBinOp::max)
      .Case("umax", LLVM::AtomicBinOp::umax)
      .Case("min", LLVM::AtomicBinOp::min)
      .Case("umin", LLVM::AtomicBinOp::umin)
      .Case("fmax", LLVM::AtomicBinOp::fmax)
      .Case("fmin", LLVM::AtomicBinOp::fmin)
      .Case("and", LLVM::AtomicBinOp::_and)
      .Case("or", LLVM::AtomicBinOp::_or)
      .Case("xor", LLVM::AtomicBinOp::_xor)
      .Case("xchg", LLVM::AtomicBinOp::xchg)
      .Default(std::nullopt);
}

/// Runs `atomic(b, loc, args)` for every element, where args are the
/// element's values of `operands` (the first is the pointer, as an
/// !llvm.ptr), under its mask element when there is a mask; returns the
/// results assembled into a value of `type` (0 where masked off). Tensors
/// loop over stack buffers (see ScratchBuffer).
Value perElement(ConversionPatternRewriter &rewriter, Location loc, Operation *op, Type type,
                 ValueRange operands, Value mask,
                 function_ref<Value(OpBuilder &, Location, ArrayRef<Value>)> atomic) {
  Type ptr = LLVM::LLVMPointerType::get(rewriter.getContext());
  auto vectorType = dyn_cast<VectorType>(type);
  Type element = getElementTypeOrSelf(type);
  if (!vectorType) {
    auto run = [&](OpBuilder &b, Location loc) {
      return atomic(b, loc, SmallVector<Value>(operands.begin(), operands.end()));
    };
    if (!mask)
      return run(rewriter, loc);
    auto ifOp = rewriter.create<scf::IfOp>(
        loc, mask, [&](OpBuilder &b, Location loc) { b.create<scf::YieldOp>(loc, run(b, loc)); },
        [&](OpBuilder &b, Location loc) { b.create<scf::YieldOp>(loc, zeroLike(b, loc, element)); });
    return ifOp.getResult(0);
  }
  int64_t n = vectorType.getNumElements();
  SmallVector<ScratchBuffer> buffers;
  for (Value operand : operands) {
    buffers.emplace_back(rewriter, loc, op, cast<VectorType>(operand.getType()).getElementType(), n);
    buffers.back().storeAll(rewriter, loc, operand);
  }
  std::optional<ScratchBuffer> flags;
  if (mask) {
    Type bytes = vectorOf(rewriter.getI8Type(), n);
    flags.emplace(rewriter, loc, op, rewriter.getI8Type(), n);
    flags->storeAll(rewriter, loc, rewriter.create<arith::ExtUIOp>(loc, bytes, mask));
  }
  ScratchBuffer results(rewriter, loc, op, element, n);
  results.storeAll(rewriter, loc, zeroLike(rewriter, loc, type));
  Value zero = i64Constant(rewriter, loc, 0);
  forEachIndex(rewriter, loc, zero, n, [&](OpBuilder &b, Location loc, Value i) {
    auto run = [&](OpBuilder &b, Location loc) {
      SmallVector<Value> args;
      for (const ScratchBuffer &buffer : buffers)
        args.push_back(buffer.loadElement(b, loc, i));
      args[0] = b.create<LLVM::IntToPtrOp>(loc, ptr, args[0]);
      results.storeElement(b, loc, i, atomic(b, loc, args));
    };
    if (!flags) {
      run(b, loc);
      return;
    }
    Value byte = flags->loadElement(b, loc, i);
    Value enabled = b.create<LLVM::ICmpOp>(loc, LLVM::ICmpPredicate::ne, byte,
                                           zeroLike(b, loc, byte.getType()));
    b.create<scf::IfOp>(loc, enabled, [&](OpBuilder &b, Location loc) {
      run(b, loc);
      b.create<scf::YieldOp>(loc);
    });
  });
  Value result = results.loadAll(rewriter, loc);
  for (const ScratchBuffer &buffer : buffers)
    buffer.end(rewriter, loc);
  if (flags)
    flags->end(rewriter, loc);
  results.end(rewriter, loc);
  return result;
}

/// An atomic add of the bf16 `value` (its bits, i16: bf16 arithmetic is
/// kept off the host backend) at `ptr`: the sum of the value last seen and
/// `value` in f32, rounded to nearest even (a NaN stays a quiet NaN),
/// swapped in with cmpxchg until nothing changed the value in between.
/// Returns the bits it replaced.
Value addBF16WithCas(OpBuilder &b, Location loc, Value ptr, Value value, LLVM::AtomicOrdering order) {
  Type i16 = b.getI16Type(), i32 = b.getI32Type(), f32 = b.getF32Type();
  auto c32 = [&](int64_t v) { return b.create<LLVM::ConstantOp>(loc, i32, b.getI32IntegerAttr(v)); };
  auto widen = [&](OpBuilder &b, Value bits) {  // bf16 bits -> f32
    Value wide = b.create<LLVM::ShlOp>(loc, b.create<LLVM::ZExtOp>(loc, i32, bits), c32(16));
    return b.create<LLVM::BitcastOp>(loc, f32, wide);
  };
  Value addend = widen(b, value);
  Value first = b.create<LLVM::LoadOp>(loc, i16, ptr);
  auto loop = b.create<scf::WhileOp>(
      loc, TypeRange{i16}, ValueRange{first},
      [&](OpBuilder &b, Location loc, ValueRange seen) {
        Value sum = b.create<LLVM::FAddOp>(loc, widen(b, seen[0]), addend);
        Value bits = b.create<LLVM::BitcastOp>(loc, i32, sum);
        Value odd = b.create<LLVM::AndOp>(loc, b.create<LLVM::LShrOp>(loc, bits, c32(16)), c32(1));
        Value rounded = b.create<LLVM::LShrOp>(
            loc, b.create<LLVM::AddOp>(loc, b.create<LLVM::AddOp>(loc, bits, c32(0x7FFF)), odd), c32(16));
        Value nan = b.create<LLVM::FCmpOp>(loc, LLVM::FCmpPredicate::uno, sum, sum);
        Value next = b.create<LLVM::SelectOp>(loc, nan, c32(0x7FC0), rounded);
        Value swapped = b.create<LLVM::AtomicCmpXchgOp>(loc, ptr, seen[0], b.create<LLVM::TruncOp>(loc, i16, next),
                                                        order, LLVM::AtomicOrdering::monotonic);
        Value found = b.create<LLVM::ExtractValueOp>(loc, swapped, 0);
        Value done = b.create<LLVM::ExtractValueOp>(loc, swapped, 1);
        Value retry = b.create<LLVM::XOrOp>(
            loc, done, b.create<LLVM::ConstantOp>(loc, b.getI1Type(), b.getBoolAttr(true)));
        b.create<scf::ConditionOp>(loc, retry, ValueRange{found});
      },
      [&](OpBuilder &b, Location loc, ValueRange found) { b.create<scf::YieldOp>(loc, found); });
  return loop.getResult(0);
}

struct AtomicRMWLowering : OpConversionPattern<tile::AtomicRMWOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(tile::AtomicRMWOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    std::optional<LLVM::AtomicBinOp> kind = binOp(op.getKind());
    if (!kind)
      return rewriter.notifyMatchFailure(op, "unknown atomic kind");
    Type original = getElementTypeOrSelf(op.getType());
    bool bf16 = original.isBF16();
    if ((bf16 && *kind != LLVM::AtomicBinOp::fadd) || original.isInteger(1))
      return op.emitError("atomic ") << op.getKind() << " on " << original
                                     << " is not supported by the CPU target";
    Type type = getTypeConverter()->convertType(op.getType());
    LLVM::AtomicOrdering order = ordering(op.getSem());
    Value result = perElement(rewriter, op.getLoc(), op, type,
                              ValueRange{adaptor.getPtr(), adaptor.getVal()}, adaptor.getMask(),
                              [&](OpBuilder &b, Location loc, ArrayRef<Value> args) -> Value {
                                if (bf16)
                                  return addBF16WithCas(b, loc, args[0], args[1], order);
                                return b.create<LLVM::AtomicRMWOp>(loc, *kind, args[0], args[1], order);
                              });
    rewriter.replaceOp(op, result);
    return success();
  }
};

struct AtomicCASLowering : OpConversionPattern<tile::AtomicCASOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(tile::AtomicCASOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    if (getElementTypeOrSelf(op.getType()).isInteger(1))
      return op.emitError("atomic_cas on i1 is not supported by the CPU target");
    Type type = getTypeConverter()->convertType(op.getType());
    Type element = getElementTypeOrSelf(type);
    // cmpxchg takes integers (or pointers): floats are compared bitwise.
    Type intType = isa<FloatType>(element)
                       ? Type(rewriter.getIntegerType(element.getIntOrFloatBitWidth()))
                       : element;
    LLVM::AtomicOrdering order = ordering(op.getSem());
    Value result = perElement(
        rewriter, op.getLoc(), op, type,
        ValueRange{adaptor.getPtr(), adaptor.getCmp(), adaptor.getVal()}, Value(),
        [&](OpBuilder &b, Location loc, ArrayRef<Value> args) -> Value {
          Value cmp = args[1], val = args[2];
          if (intType != element) {
            cmp = b.create<LLVM::BitcastOp>(loc, intType, cmp);
            val = b.create<LLVM::BitcastOp>(loc, intType, val);
          }
          auto cas = b.create<LLVM::AtomicCmpXchgOp>(loc, args[0], cmp, val, order,
                                                     failureOrdering(order));
          Value old = b.create<LLVM::ExtractValueOp>(loc, cas, 0);
          if (intType != element)
            old = b.create<LLVM::BitcastOp>(loc, element, old);
          return old;
        });
    rewriter.replaceOp(op, result);
    return success();
  }
};

} // namespace

void populateAtomicOpPatterns(VectorTypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<AtomicRMWLowering, AtomicCASLowering>(converter, patterns.getContext());
}

} // namespace cpu
} // namespace tritonc

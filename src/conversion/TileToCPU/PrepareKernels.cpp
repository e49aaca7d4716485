//===- PrepareKernels.cpp - kernel ABI arguments, arith made x86-safe ------===//
//
// The pass tritonc-cpu-prepare-kernels, first of the CPU pipeline. Before
// any type changes:
//   - each kernel (func.func with tile.kernel) gets the CPU ABI arguments
//     (pid_x/y/z, num_x/y/z, context); tile.program_id / tile.num_programs
//     become those arguments;
//   - divisibility hints on pointer arguments become llvm.align;
//   - tensor loads and stores record how many consecutive addresses their
//     pointers have along the last dimension (axis analysis), so that runs
//     of them move as one vector;
//   - integer division and remainder get a divisor that cannot trap: x86's
//     idiv faults on a zero divisor (and on INT_MIN / -1) where a GPU returns
//     an unspecified value. Masked-off lanes loaded as 0 are divided too, so
//     this matters for correct kernels;
//   - arith ops without an x86 lowering are expanded: floor/ceil division,
//     maximumf/minimumf, and bf16/f16 arithmetic, which is computed in f32
//     (for bf16 LLVM would call __truncsfbf2, missing from libgcc before
//     GCC 13; for f16 it would call libgcc per element and operation).
//
//===----------------------------------------------------------------------===//
#include "Lowering.h"
#include "conversion/TileToCPU/Passes.h"

#include "analysis/AxisInfo.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace tritonc {
#define GEN_PASS_DEF_CPUPREPAREKERNELS
#include "conversion/TileToCPU/TileToCPUPasses.h.inc"
} // namespace tritonc

using namespace mlir;

namespace tritonc {
namespace cpu {
namespace {

LogicalResult addAbiArguments(func::FuncOp func) {
  MLIRContext *ctx = func.getContext();
  Location loc = func.getLoc();
  Type i32 = IntegerType::get(ctx, 32);
  unsigned first = func.getNumArguments();
  for (unsigned i = 0; i < 6; ++i)
    func.insertArgument(first + i, i32, DictionaryAttr::get(ctx), loc);
  func.insertArgument(first + 6, LLVM::LLVMPointerType::get(ctx), DictionaryAttr::get(ctx), loc);

  func.walk([&](Operation *op) {
    if (auto pid = dyn_cast<tile::ProgramIdOp>(op)) {
      pid.replaceAllUsesWith(func.getArgument(first + pid.getAxis()));
      pid.erase();
    } else if (auto num = dyn_cast<tile::NumProgramsOp>(op)) {
      num.replaceAllUsesWith(func.getArgument(first + 3 + num.getAxis()));
      num.erase();
    }
  });

  // Alignment promises the launcher checks; LLVM may use them.
  for (unsigned i = 0; i < first; ++i) {
    auto div = func.getArgAttrOfType<IntegerAttr>(i, tile::kDivisibilityAttr);
    if (!div)
      continue;
    func.removeArgAttr(i, tile::kDivisibilityAttr);
    if (isa<tile::PointerType>(func.getArgument(i).getType()) && div.getInt() > 1)
      func.setArgAttr(i, LLVM::LLVMDialect::getAlignAttrName(),
                      IntegerAttr::get(IntegerType::get(ctx, 64),
                                       std::min<int64_t>(div.getInt(), 4096)));
  }
  func->removeAttr(tile::kKernelAttr);
  func->setAttr(kCpuKernelAttr, UnitAttr::get(ctx));
  return success();
}

/// A constant with the shape of `type` (scalar or tensor) and every element `value`.
Value intConstantLike(OpBuilder &b, Location loc, Type type, const APInt &value) {
  if (auto tensor = dyn_cast<RankedTensorType>(type))
    return b.create<arith::ConstantOp>(loc, DenseElementsAttr::get(tensor, value));
  return b.create<arith::ConstantOp>(loc, IntegerAttr::get(type, value));
}

/// Whether `v` is a constant whose every element differs from 0 and, for
/// signed division, from -1.
bool isSafeDivisor(Value v, bool isSigned) {
  APInt value;
  if (!matchPattern(v, m_ConstantInt(&value)))
    return false;
  return !value.isZero() && !(isSigned && value.isAllOnes());
}

void makeDivisionSafe(Operation *op, bool isSigned) {
  Value lhs = op->getOperand(0), rhs = op->getOperand(1);
  if (isSafeDivisor(rhs, isSigned))
    return;
  OpBuilder b(op);
  Location loc = op->getLoc();
  Type type = rhs.getType();
  unsigned width = getElementTypeOrSelf(type).getIntOrFloatBitWidth();
  Value zero = intConstantLike(b, loc, type, APInt(width, 0));
  Value one = intConstantLike(b, loc, type, APInt(width, 1));
  Value bad = b.create<arith::CmpIOp>(loc, arith::CmpIPredicate::eq, rhs, zero);
  if (isSigned && width > 1) {
    Value min = intConstantLike(b, loc, type, APInt::getSignedMinValue(width));
    Value minusOne = intConstantLike(b, loc, type, APInt::getAllOnes(width));
    Value overflow = b.create<arith::AndIOp>(
        loc, b.create<arith::CmpIOp>(loc, arith::CmpIPredicate::eq, lhs, min),
        b.create<arith::CmpIOp>(loc, arith::CmpIPredicate::eq, rhs, minusOne));
    bad = b.create<arith::OrIOp>(loc, bad, overflow);
  }
  Value safe = b.create<arith::SelectOp>(loc, bad, one, rhs);
  op->setOperand(1, safe);
}

bool isFloat8(Type type) {
  Type element = getElementTypeOrSelf(type);
  if (auto ptr = dyn_cast<tile::PointerType>(element))
    return false;  // fp8 pointers may be passed along; loads of them are caught below
  return isa<FloatType>(element) && element.getIntOrFloatBitWidth() == 8;
}

void annotateContiguity(ModuleOp module) {
  AxisInfoAnalysis analysis;
  module.walk([&](Operation *op) {
    Value ptr;
    if (auto load = dyn_cast<tile::LoadOp>(op))
      ptr = load.getPtr();
    else if (auto store = dyn_cast<tile::StoreOp>(op))
      ptr = store.getPtr();
    auto type = ptr ? dyn_cast<RankedTensorType>(ptr.getType()) : RankedTensorType();
    if (!type)
      return;
    const AxisInfo &info = analysis.get(ptr);
    int64_t last = type.getShape().back();
    int64_t run = info.rank() == (unsigned)type.getRank() ? info.contiguity.back() : 1;
    run = std::max<int64_t>(1, std::min(run, last));
    while (run > 1 && (last % run != 0 || !llvm::isPowerOf2_64(run)))
      run /= 2;
    op->setAttr(kContiguityAttr, IntegerAttr::get(IntegerType::get(op->getContext(), 64), run));
  });
}

LogicalResult prepareKernels(ModuleOp module) {
  MLIRContext *ctx = module.getContext();
  annotateContiguity(module);

  // fp8 values are kept as their bits (i8): moving them is fine, computing
  // on them is not (the frontend refuses it and writes casts as integer
  // operations; this catches hand-written IR). Inline assembly is PTX
  // written for the GPU: nothing can run it here.
  WalkResult fp8 = module.walk([&](Operation *op) {
    if (isa<tile::InlineAsmElementwiseOp>(op)) {
      op->emitError("tl.inline_asm_elementwise contains PTX and cannot run on the CPU target");
      return WalkResult::interrupt();
    }
    if (!isa<arith::ArithDialect, math::MathDialect>(op->getDialect()) ||
        isa<arith::BitcastOp, arith::SelectOp, arith::ConstantOp>(op))
      return WalkResult::advance();
    for (TypeRange types : {TypeRange(op->getResultTypes()), TypeRange(op->getOperandTypes())})
      for (Type type : types)
        if (isFloat8(type)) {
          op->emitError("arithmetic on fp8 values is not supported by the CPU target (convert "
                        "to float16 or float32 first)");
          return WalkResult::interrupt();
        }
    return WalkResult::advance();
  });
  if (fp8.wasInterrupted())
    return failure();

  for (auto func : llvm::make_early_inc_range(module.getOps<func::FuncOp>())) {
    if (func->hasAttr(tile::kKernelAttr)) {
      if (func.getFunctionType().getNumResults() != 0)
        return func.emitError("a kernel returns nothing");
      if (failed(addAbiArguments(func)))
        return failure();
      continue;
    }
    WalkResult grid = func.walk([](Operation *op) {
      if (isa<tile::ProgramIdOp, tile::NumProgramsOp>(op)) {
        op->emitError("program_id and num_programs are only available in a kernel");
        return WalkResult::interrupt();
      }
      return WalkResult::advance();
    });
    if (grid.wasInterrupted())
      return failure();
  }

  // libdevice functions: arithmetic inline, C math library calls later;
  // nothing else is known on the CPU.
  SmallVector<tile::ExternElementwiseOp> externs;
  module.walk([&](tile::ExternElementwiseOp op) { externs.push_back(op); });
  for (tile::ExternElementwiseOp op : externs) {
    OpBuilder b(op);
    if (Value value = rewriteLibdeviceInline(b, op)) {
      op.replaceAllUsesWith(value);
      op.erase();
    }
  }
  WalkResult unknown = module.walk([&](tile::ExternElementwiseOp op) {
    if (libmNameForLibdevice(op.getSymbol()))
      return WalkResult::advance();
    op.emitError("the CPU target has no implementation of the external function '")
        << op.getSymbol() << "'";
    return WalkResult::interrupt();
  });
  if (unknown.wasInterrupted())
    return failure();

  // math ops on bf16 (tl.abs, tl.fma...) in f32: bf16 is kept as i16 below
  // and LLVM's intrinsics would not take it. |x| is exact in f32.
  SmallVector<Operation *> bf16Math;
  module.walk([&](Operation *op) {
    if (op->getDialect() && op->getDialect()->getNamespace() == "math" && op->getNumResults() == 1 &&
        getElementTypeOrSelf(op->getResult(0).getType()).isBF16() &&
        llvm::all_of(op->getOperandTypes(), [](Type t) { return getElementTypeOrSelf(t).isBF16(); }))
      bf16Math.push_back(op);
  });
  for (Operation *op : bf16Math) {
    OpBuilder b(op);
    Type type = op->getResult(0).getType();
    Type f32 = tile::getSameShape(type, Float32Type::get(ctx));
    for (OpOperand &operand : op->getOpOperands())
      operand.set(b.create<arith::ExtFOp>(op->getLoc(), f32, operand.get()));
    op->getResult(0).setType(f32);
    b.setInsertionPointAfter(op);
    auto narrow = b.create<arith::TruncFOp>(op->getLoc(), type, op->getResult(0));
    op->getResult(0).replaceAllUsesExcept(narrow, narrow);
  }

  // Integers -> bf16 go through f64 and the f64 -> bf16 rounding below
  // (through f32 they would round twice). Integers up to 53 bits convert to
  // f64 exactly; wider ones round twice only when the f64 rounding lands on
  // a bf16 tie (about 2^-45 of them).
  SmallVector<Operation *> intToBF16;
  module.walk([&](Operation *op) {
    if (isa<arith::SIToFPOp, arith::UIToFPOp>(op) && getElementTypeOrSelf(op->getResult(0).getType()).isBF16())
      intToBF16.push_back(op);
  });
  for (Operation *op : intToBF16) {
    OpBuilder b(op);
    Type type = op->getResult(0).getType();
    Type f64 = tile::getSameShape(type, Float64Type::get(ctx));
    Value wide = isa<arith::SIToFPOp>(op) ? b.create<arith::SIToFPOp>(op->getLoc(), f64, op->getOperand(0)).getResult()
                                          : b.create<arith::UIToFPOp>(op->getLoc(), f64, op->getOperand(0)).getResult();
    op->getResult(0).replaceAllUsesWith(b.create<arith::TruncFOp>(op->getLoc(), type, wide));
    op->erase();
  }

  // bf16 -> f64 goes through f32 (exact; the bf16 expansion handles f32 only).
  module.walk([&](arith::ExtFOp ext) {
    if (!getElementTypeOrSelf(ext.getIn().getType()).isBF16() || getElementTypeOrSelf(ext.getType()).isF32())
      return;
    OpBuilder b(ext);
    Type f32 = tile::getSameShape(ext.getType(), Float32Type::get(ctx));
    ext.getInMutable().assign(b.create<arith::ExtFOp>(ext.getLoc(), f32, ext.getIn()));
  });

  // f64 -> bf16 goes through f32 (the bf16 expansion handles f32 only). To
  // round once, f64 -> f32 rounds to odd: toward zero, the lowest bit set
  // when inexact; f32 -> bf16 then rounds to nearest even correctly.
  module.walk([&](arith::TruncFOp trunc) {
    Type in = getElementTypeOrSelf(trunc.getIn().getType());
    Type out = getElementTypeOrSelf(trunc.getType());
    if (!out.isBF16() || in.isF32())
      return;
    OpBuilder b(trunc);
    Location loc = trunc.getLoc();
    Type f32 = tile::getSameShape(trunc.getType(), Float32Type::get(ctx));
    Value mid;
    if (in.getIntOrFloatBitWidth() > 32) {
      Value x = trunc.getIn();
      Type i32 = tile::getSameShape(trunc.getType(), IntegerType::get(ctx, 32));
      auto constant = [&](int64_t v) -> Value {
        auto attr = b.getIntegerAttr(IntegerType::get(ctx, 32), v);
        if (auto shaped = dyn_cast<ShapedType>(i32))
          return b.create<arith::ConstantOp>(loc, DenseElementsAttr::get(shaped, attr));
        return b.create<arith::ConstantOp>(loc, attr);
      };
      Value nearest = b.create<arith::TruncFOp>(loc, f32, x);
      Value back = b.create<arith::ExtFOp>(loc, x.getType(), nearest);
      Value above = b.create<arith::CmpFOp>(loc, arith::CmpFPredicate::OGT, b.create<math::AbsFOp>(loc, back),
                                            b.create<math::AbsFOp>(loc, x));
      Value inexact = b.create<arith::CmpFOp>(loc, arith::CmpFPredicate::ONE, back, x);
      Value bits = b.create<arith::BitcastOp>(loc, i32, nearest);
      bits = b.create<arith::SelectOp>(loc, above, b.create<arith::SubIOp>(loc, bits, constant(1)), bits);
      bits = b.create<arith::SelectOp>(loc, inexact, b.create<arith::OrIOp>(loc, bits, constant(1)), bits);
      mid = b.create<arith::BitcastOp>(loc, f32, bits);
    } else {
      mid = b.create<arith::ExtFOp>(loc, f32, trunc.getIn());
    }
    trunc.getInMutable().assign(mid);
  });

  // bf16 and f16 arithmetic in f32, rounding after each operation (what
  // LLVM would do for f16 too, but with a libgcc call per element and
  // operation; only the conversions are left).
  {
    TypeConverter converter;
    arith::populateEmulateUnsupportedFloatsConversions(
        converter, {BFloat16Type::get(ctx), Float16Type::get(ctx)}, Float32Type::get(ctx));
    RewritePatternSet patterns(ctx);
    arith::populateEmulateUnsupportedFloatsPatterns(patterns, converter);
    ConversionTarget target(*ctx);
    arith::populateEmulateUnsupportedFloatsLegality(target, converter);
    if (failed(applyPartialConversion(module, target, std::move(patterns))))
      return module.emitError("internal error: computing bf16 arithmetic in f32 failed");
    // The emulation marks its conversions `contract` so that folding may drop
    // a truncf/extf pair between two operations; every operation must round.
    module.walk([](Operation *op) {
      if (isa<arith::ExtFOp, arith::TruncFOp>(op))
        op->removeAttr("fastmath");
    });
  }

  {
    RewritePatternSet patterns(ctx);
    arith::populateArithExpandOpsPatterns(patterns);
    arith::populateExpandBFloat16Patterns(patterns);
    GreedyRewriteConfig config;
    config.enableRegionSimplification = GreedySimplifyRegionLevel::Disabled;
    if (failed(applyPatternsAndFoldGreedily(module, std::move(patterns), config)))
      return module.emitError("internal error: expanding arith operations failed");
  }

  module.walk([&](Operation *op) {
    if (isa<arith::DivSIOp, arith::RemSIOp>(op))
      makeDivisionSafe(op, /*isSigned=*/true);
    else if (isa<arith::DivUIOp, arith::RemUIOp>(op))
      makeDivisionSafe(op, /*isSigned=*/false);
  });
  return success();
}

struct CPUPrepareKernels : impl::CPUPrepareKernelsBase<CPUPrepareKernels> {
  void runOnOperation() override {
    if (failed(prepareKernels(getOperation())))
      signalPassFailure();
  }
};

} // namespace
} // namespace cpu
} // namespace tritonc

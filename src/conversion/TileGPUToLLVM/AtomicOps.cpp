//===- AtomicOps.cpp - tile.atomic_rmw / tile.atomic_cas on the GPU ---------===//
//
// One predicated PTX `atom` per element owned by this thread (replicated
// copies must not update memory twice), with the requested memory order and
// scope. A scalar atomic is done once per program, by thread 0; the old value
// it returns is then shared with every thread.
//
//===----------------------------------------------------------------------===//
#include "Lowering.h"

#include "llvm/Support/FormatVariadic.h"

using namespace mlir;

namespace tritonc {
namespace {

std::string ptxType(Type t, StringRef kind) {
  unsigned bits = t.getIntOrFloatBitWidth();
  // atom.exch takes only bit types (.b32/.b64), floats included.
  if (kind == "xchg")
    return "b" + std::to_string(bits);
  if (isa<FloatType>(t))
    return (t.isF16() ? "f16" : t.isBF16() ? "bf16" : "f" + std::to_string(bits));
  if (kind == "max" || kind == "min")
    return "s" + std::to_string(bits);
  if (kind == "umax" || kind == "umin" || kind == "add")
    return "u" + std::to_string(bits);
  return "b" + std::to_string(bits);
}

std::string ptxOp(StringRef kind) {
  if (kind == "fadd") return "add";
  if (kind == "umax") return "max";
  if (kind == "umin") return "min";
  if (kind == "fmax") return "max";
  if (kind == "fmin") return "min";
  if (kind == "xchg") return "exch";
  return kind.str();
}

/// `body` reads the predicate $1 itself when it starts with '{' (a block
/// cannot be predicated as a whole).
Value emitAtom(OpBuilder &b, Location loc, StringRef body, Type type, Value pred, Value ptr,
               ValueRange values) {
  // The result is 0 where the predicate is off (it has no meaning there).
  std::string c = inlineAsmConstraint(type);
  std::string text = "mov.b" + std::to_string(type.getIntOrFloatBitWidth()) + " $0, 0;\n\t" +
                     (body.starts_with("{") ? "" : "@$1 ") + body.str();
  std::string constraints = "=" + c + ",b,l";
  SmallVector<Value> operands = {pred, ptr};
  for (Value v : values) {
    constraints += "," + c;
    operands.push_back(v);
  }
  return inlinePtx(b, loc, text, constraints, type, 1, operands, /*sideEffects=*/true)[0];
}

/// Predicates for each element: mask & owner, or thread 0 for scalars.
SmallVector<Value> enabled(OpBuilder &b, Location loc, Type ptrType, ArrayRef<Value> masks, size_t count) {
  SmallVector<Value> preds;
  Value yes = b.create<LLVM::ConstantOp>(loc, b.getI1Type(), b.getBoolAttr(true));
  SmallVector<Value> owners;
  Value firstThread;
  if (auto tensor = dyn_cast<RankedTensorType>(ptrType))
    owners = emitElementIndices(b, loc, tensor).owner;
  else
    firstThread = b.create<LLVM::ICmpOp>(loc, LLVM::ICmpPredicate::eq, threadId(b, loc), i32Constant(b, loc, 0));
  for (size_t i = 0; i < count; ++i) {
    Value p = masks.empty() ? yes : masks[i];
    if (!owners.empty())
      p = b.create<LLVM::AndOp>(loc, p, owners[i]);
    if (firstThread)
      p = b.create<LLVM::AndOp>(loc, p, firstThread);
    preds.push_back(p);
  }
  return preds;
}

struct AtomicRMWLowering : ConvertOpToLLVMPattern<tile::AtomicRMWOp> {
  AtomicRMWLowering(TileGPUTypeConverter &converter, PlannedSharedMemory &plan, bool bf16AtomicAdd)
      : ConvertOpToLLVMPattern(converter), plan(plan), bf16AtomicAdd(bf16AtomicAdd) {}
  PlannedSharedMemory &plan;
  bool bf16AtomicAdd;

  LogicalResult matchAndRewrite(tile::AtomicRMWOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &b) const override {
    Location loc = op.getLoc();
    Type ptrType = op.getPtr().getType();
    Type element = getTypeConverter()->convertType(getElementTypeOrSelf(op.getResult().getType()));
    StringRef kind = op.getKind();
    auto ptrs = unpackElements(b, loc, adaptor.getPtr(), ptrType);
    auto vals = unpackElements(b, loc, adaptor.getVal(), op.getVal().getType());
    SmallVector<Value> masks;
    if (op.getMask())
      masks = unpackElements(b, loc, adaptor.getMask(), op.getMask().getType());
    auto preds = enabled(b, loc, ptrType, masks, ptrs.size());
    std::string sem = op.getSem() == "relaxed" ? ".relaxed" : "." + op.getSem().str();
    // fp16 atom.add exists only without flushing subnormals (.noftz).
    std::string type = ptxType(element, kind);
    if (kind == "fadd" && element.getIntOrFloatBitWidth() == 16)
      type = "noftz." + type;
    std::string body = llvm::formatv("atom{0}.{1}.global.{2}.{3} $0, [$2], $3;", sem, op.getScope(),
                                     ptxOp(kind), type).str();
    // PTX has no 16-bit atom.exch: swap with a compare-and-swap loop.
    if (kind == "xchg" && element.getIntOrFloatBitWidth() == 16)
      body = exchangeWithCas(sem, op.getScope());
    // Before sm_90, no atom.add for bf16: add in fp32 and swap the rounded
    // sum in with a compare-and-swap loop.
    if (kind == "fadd" && element.isBF16() && !bf16AtomicAdd)
      body = bf16AddWithCas(sem, op.getScope());
    SmallVector<Value> results;
    for (size_t i = 0; i < ptrs.size(); ++i)
      results.push_back(kind == "fmax" || kind == "fmin"
                            ? emitFloatMinMax(b, loc, kind == "fmax", sem, op.getScope(), element,
                                              preds[i], ptrs[i], vals[i])
                            : emitAtom(b, loc, body, element, preds[i], ptrs[i], {vals[i]}));
    if (!isa<RankedTensorType>(ptrType))
      results[0] = shareFromThreadZero(b, loc, plan, op, results[0]);
    b.replaceOp(op, packElements(b, loc, *getTypeConverter(), op.getResult().getType(), results));
    return success();
  }

  /// A 16-bit atomic update as a compare-and-swap loop, one PTX block:
  /// from the value last seen ($0, loaded first), `next` computes the
  /// value to swap in (register `swapped`), atom.cas.b16 retries until
  /// nothing changed the value in between, and the value it replaced is
  /// the result. `declarations` and `setup` (run once, before the load)
  /// serve `next`. ${{:uid} makes the labels unique per inlined copy.
  static std::string casLoopB16(StringRef sem, StringRef scope, StringRef label, StringRef declarations,
                                StringRef setup, StringRef next, StringRef swapped) {
    return llvm::formatv("{{\n\t.reg .pred %retry;\n\t.reg .b16 %seen{2};\n\t"
                         "@!$1 bra.uni {3}_done${{:uid};\n\t"
                         "{4}ld.global.b16 $0, [$2];\n"
                         "{3}_retry${{:uid}:\n\t"
                         "{5}atom{0}.{1}.global.cas.b16 %seen, [$2], $0, {6};\n\t"
                         "setp.ne.b16 %retry, %seen, $0;\n\t"
                         "mov.b16 $0, %seen;\n\t"
                         "@%retry bra.uni {3}_retry${{:uid};\n"
                         "{3}_done${{:uid}:\n\t}",
                         sem, scope, declarations, label, setup, next, swapped)
        .str();
  }

  /// An atomic 16-bit exchange: swap in the operand ($3).
  static std::string exchangeWithCas(StringRef sem, StringRef scope) {
    return casLoopB16(sem, scope, "xchg", "", "", "", "$3");
  }

  /// An atomic bf16 add without atom.add.bf16: the sum of the value last
  /// seen and the operand in fp32 (a bf16 is the upper half of an fp32),
  /// rounded to bf16.
  static std::string bf16AddWithCas(StringRef sem, StringRef scope) {
    return casLoopB16(sem, scope, "bf16add",
                      ", %sum;\n\t.reg .b32 %old32, %add32;\n\t.reg .f32 %oldf, %addf",
                      "cvt.u32.u16 %add32, $3;\n\tshl.b32 %add32, %add32, 16;\n\tmov.b32 %addf, %add32;\n\t",
                      "cvt.u32.u16 %old32, $0;\n\tshl.b32 %old32, %old32, 16;\n\tmov.b32 %oldf, %old32;\n\t"
                      "add.rn.f32 %oldf, %oldf, %addf;\n\tcvt.rn.bf16.f32 %sum, %oldf;\n\t",
                      "%sum");
  }

  /// PTX has no float atom.max/min before sm_90's bf16/f16 forms; on the
  /// bit patterns of IEEE floats, signed integer order is float order for
  /// non-negative values and unsigned order is reversed float order for
  /// negative ones. So max(x) is atom.max.s on the bits where x >= 0 and
  /// atom.min.u where x < 0 (min the other way round), as Triton does.
  Value emitFloatMinMax(OpBuilder &b, Location loc, bool isMax, StringRef sem, StringRef scope,
                        Type floatType, Value pred, Value ptr, Value val) const {
    unsigned bits = floatType.getIntOrFloatBitWidth();
    Type intType = b.getIntegerType(bits);
    Value asInt = b.create<LLVM::BitcastOp>(loc, intType, val);
    Value zero = b.create<LLVM::ConstantOp>(loc, intType, b.getIntegerAttr(intType, 0));
    Value nonNegative = b.create<LLVM::ICmpOp>(loc, LLVM::ICmpPredicate::sge, asInt, zero);
    Value negative = b.create<LLVM::XOrOp>(
        loc, nonNegative, b.create<LLVM::ConstantOp>(loc, b.getI1Type(), b.getBoolAttr(true)));
    std::string width = std::to_string(bits);
    auto body = [&](const char *op, const char *type) {
      return llvm::formatv("atom{0}.{1}.global.{2}.{3}{4} $0, [$2], $3;", sem, scope, op, type, width).str();
    };
    Value whenPositive = emitAtom(b, loc, body(isMax ? "max" : "min", "s"), intType,
                                  b.create<LLVM::AndOp>(loc, pred, nonNegative), ptr, {asInt});
    Value whenNegative = emitAtom(b, loc, body(isMax ? "min" : "max", "u"), intType,
                                  b.create<LLVM::AndOp>(loc, pred, negative), ptr, {asInt});
    Value old = b.create<LLVM::SelectOp>(loc, nonNegative, whenPositive, whenNegative);
    return b.create<LLVM::BitcastOp>(loc, floatType, old);
  }
};

struct AtomicCASLowering : ConvertOpToLLVMPattern<tile::AtomicCASOp> {
  AtomicCASLowering(TileGPUTypeConverter &converter, PlannedSharedMemory &plan)
      : ConvertOpToLLVMPattern(converter), plan(plan) {}
  PlannedSharedMemory &plan;

  LogicalResult matchAndRewrite(tile::AtomicCASOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &b) const override {
    Location loc = op.getLoc();
    Type ptrType = op.getPtr().getType();
    Type element = getTypeConverter()->convertType(getElementTypeOrSelf(op.getResult().getType()));
    auto ptrs = unpackElements(b, loc, adaptor.getPtr(), ptrType);
    auto cmps = unpackElements(b, loc, adaptor.getCmp(), op.getCmp().getType());
    auto vals = unpackElements(b, loc, adaptor.getVal(), op.getVal().getType());
    auto preds = enabled(b, loc, ptrType, {}, ptrs.size());
    std::string sem = "." + op.getSem().str();
    std::string body = llvm::formatv("atom{0}.{1}.global.cas.b{2} $0, [$2], $3, $4;", sem, op.getScope(),
                                     element.getIntOrFloatBitWidth()).str();
    SmallVector<Value> results;
    for (size_t i = 0; i < ptrs.size(); ++i)
      results.push_back(emitAtom(b, loc, body, element, preds[i], ptrs[i], {cmps[i], vals[i]}));
    if (!isa<RankedTensorType>(ptrType))
      results[0] = shareFromThreadZero(b, loc, plan, op, results[0]);
    b.replaceOp(op, packElements(b, loc, *getTypeConverter(), op.getResult().getType(), results));
    return success();
  }
};

} // namespace

void populateAtomicOpPatterns(TileGPUTypeConverter &converter, RewritePatternSet &patterns,
                              PlannedSharedMemory &plan, bool bf16AtomicAdd) {
  patterns.add<AtomicRMWLowering>(converter, plan, bf16AtomicAdd);
  patterns.add<AtomicCASLowering>(converter, plan);
}

} // namespace tritonc

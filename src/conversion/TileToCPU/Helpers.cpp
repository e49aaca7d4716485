//===- Helpers.cpp - flat vectors, combine regions, module symbols ---------===//
#include "Lowering.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

using namespace mlir;

namespace tritonc {
namespace cpu {

int64_t numElements(Type type) {
  if (auto vector = dyn_cast<VectorType>(type))
    return vector.getNumElements();
  if (auto vector = dyn_cast<LLVM::LLVMFixedVectorType>(type))
    return vector.getNumElements();
  if (auto tensor = dyn_cast<RankedTensorType>(type))
    return tensor.getNumElements();
  return 1;
}

VectorType vectorOf(Type element, int64_t n) { return VectorType::get({n}, element); }

Value i32Constant(OpBuilder &b, Location loc, int64_t value) {
  return b.create<LLVM::ConstantOp>(loc, b.getI32Type(), b.getI32IntegerAttr(value));
}

Value extractElement(OpBuilder &b, Location loc, Value vector, int64_t i) {
  return b.create<LLVM::ExtractElementOp>(loc, vector, i32Constant(b, loc, i));
}

Value insertElement(OpBuilder &b, Location loc, Value vector, Value element, int64_t i) {
  return b.create<LLVM::InsertElementOp>(loc, vector, element, i32Constant(b, loc, i));
}

Value shuffle(OpBuilder &b, Location loc, Value v1, Value v2, ArrayRef<int32_t> mask) {
  return b.create<LLVM::ShuffleVectorOp>(loc, v1, v2 ? v2 : v1, mask);
}

Value splatVector(OpBuilder &b, Location loc, Value scalar, int64_t n) {
  Type type = vectorOf(scalar.getType(), n);
  Value poison = b.create<LLVM::PoisonOp>(loc, type);
  Value one = insertElement(b, loc, poison, scalar, 0);
  return shuffle(b, loc, one, one, SmallVector<int32_t>(n, 0));
}

Value constantLike(OpBuilder &b, Location loc, Type type, int64_t value) {
  Type element = getElementTypeOrSelf(type);
  TypedAttr scalar;
  if (auto fp = dyn_cast<FloatType>(element))
    scalar = b.getFloatAttr(fp, static_cast<double>(value));
  else
    scalar = b.getIntegerAttr(element, value);
  if (auto vector = dyn_cast<VectorType>(type))
    return b.create<LLVM::ConstantOp>(loc, type, DenseElementsAttr::get(vector, scalar));
  return b.create<LLVM::ConstantOp>(loc, type, scalar);
}

Value zeroLike(OpBuilder &b, Location loc, Type type) {
  if (isa<LLVM::LLVMPointerType>(type))
    return b.create<LLVM::ZeroOp>(loc, type);
  return constantLike(b, loc, type, 0);
}

int64_t linearIndex(ArrayRef<int64_t> index, ArrayRef<int64_t> shape) {
  int64_t linear = 0;
  for (auto [i, size] : llvm::zip(index, shape))
    linear = linear * size + i;
  return linear;
}

SmallVector<int64_t> delinearize(int64_t linear, ArrayRef<int64_t> shape) {
  SmallVector<int64_t> index(shape.size());
  for (int64_t d = shape.size() - 1; d >= 0; --d) {
    index[d] = linear % shape[d];
    linear /= shape[d];
  }
  return index;
}

Type memoryType(Type elementType) {
  MLIRContext *ctx = elementType.getContext();
  if (elementType.isInteger(1))
    return IntegerType::get(ctx, 8);
  if (elementType.isBF16())
    return IntegerType::get(ctx, 16);
  if (isa<Float8E4M3FNType, Float8E5M2Type>(elementType))
    return IntegerType::get(ctx, 8);
  if (isa<tile::PointerType, LLVM::LLVMPointerType>(elementType))
    return IntegerType::get(ctx, 64);
  return elementType;
}

int64_t elementBytes(Type elementType) {
  Type memory = memoryType(elementType);
  return (memory.getIntOrFloatBitWidth() + 7) / 8;
}

//===----------------------------------------------------------------------===//
// Stack buffers and element loops
//===----------------------------------------------------------------------===//

Value i64Constant(OpBuilder &b, Location loc, int64_t value) {
  return b.create<LLVM::ConstantOp>(loc, b.getI64Type(), b.getI64IntegerAttr(value));
}

ScratchBuffer::ScratchBuffer(OpBuilder &b, Location loc, Operation *anchor, Type elementType,
                             int64_t count)
    : elementType(elementType), count(count) {
  auto func = anchor->getParentOfType<FunctionOpInterface>();
  Type ptr = LLVM::LLVMPointerType::get(b.getContext());
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(&func.getFunctionBody().front());
    Value one = i64Constant(b, loc, 1);
    base = b.create<LLVM::AllocaOp>(loc, ptr, LLVM::LLVMArrayType::get(elementType, count), one,
                                    /*alignment=*/64);
  }
  b.create<LLVM::LifetimeStartOp>(loc, count * elementBytes(elementType), base);
}

Value ScratchBuffer::at(OpBuilder &b, Location loc, Value index) const {
  Type ptr = LLVM::LLVMPointerType::get(b.getContext());
  return b.create<LLVM::GEPOp>(loc, ptr, elementType, base, ValueRange{index});
}

Value ScratchBuffer::loadElement(OpBuilder &b, Location loc, Value index) const {
  return b.create<LLVM::LoadOp>(loc, elementType, at(b, loc, index));
}

void ScratchBuffer::storeElement(OpBuilder &b, Location loc, Value index, Value value) const {
  b.create<LLVM::StoreOp>(loc, value, at(b, loc, index));
}

void ScratchBuffer::storeAll(OpBuilder &b, Location loc, Value vector) const {
  b.create<LLVM::StoreOp>(loc, vector, base, elementBytes(elementType));
}

Value ScratchBuffer::loadAll(OpBuilder &b, Location loc) const {
  return b.create<LLVM::LoadOp>(loc, vectorOf(elementType, count), base, elementBytes(elementType));
}

void ScratchBuffer::end(OpBuilder &b, Location loc) const {
  b.create<LLVM::LifetimeEndOp>(loc, count * elementBytes(elementType), base);
}

void forEachIndex(OpBuilder &b, Location loc, Value first, int64_t count,
                  function_ref<void(OpBuilder &, Location, Value)> body) {
  if (count == 1) {
    body(b, loc, first);
    return;
  }
  Value lower = b.create<arith::ConstantIndexOp>(loc, 0);
  Value upper = b.create<arith::ConstantIndexOp>(loc, count);
  Value step = b.create<arith::ConstantIndexOp>(loc, 1);
  b.create<scf::ForOp>(loc, lower, upper, step, ValueRange{},
                       [&](OpBuilder &nested, Location loc, Value iv, ValueRange) {
                         Value i = nested.create<arith::IndexCastOp>(loc, nested.getI64Type(), iv);
                         body(nested, loc, nested.create<LLVM::AddOp>(loc, first, i));
                         nested.create<scf::YieldOp>(loc);
                       });
}

//===----------------------------------------------------------------------===//
// Combine regions
//===----------------------------------------------------------------------===//

bool isVectorizableCombine(Region &combine) {
  Block &block = combine.front();
  auto scalar = [](Type t) { return isa<IntegerType, FloatType>(t); };
  for (Operation &op : block.without_terminator()) {
    if (!isa<arith::ArithDialect, math::MathDialect>(op.getDialect()) || op.getNumRegions())
      return false;
    if (!isa<arith::ConstantOp>(op) && !op.hasTrait<OpTrait::Elementwise>())
      return false;
    for (Value operand : op.getOperands())
      if (!scalar(operand.getType()) || operand.getParentBlock() != &block)
        return false;
    for (Type type : op.getResultTypes())
      if (!scalar(type))
        return false;
  }
  return true;
}

SmallVector<Value> applyCombine(ConversionPatternRewriter &rewriter, Region &combine,
                                ValueRange lhs, ValueRange rhs) {
  Block &block = combine.front();
  IRMapping mapping;
  for (auto [i, value] : llvm::enumerate(lhs))
    mapping.map(block.getArgument(i), value);
  for (auto [i, value] : llvm::enumerate(rhs))
    mapping.map(block.getArgument(i + lhs.size()), value);
  auto vectorType = dyn_cast<VectorType>(lhs.front().getType());
  for (Operation &op : block.without_terminator()) {
    if (!vectorType) {
      rewriter.clone(op, mapping);
      continue;
    }
    // The same operation on whole vectors.
    int64_t n = vectorType.getNumElements();
    if (auto constant = dyn_cast<arith::ConstantOp>(op)) {
      auto type = vectorOf(constant.getType(), n);
      Value splat = rewriter.create<arith::ConstantOp>(
          op.getLoc(), type, DenseElementsAttr::get(type, constant.getValue()));
      mapping.map(constant.getResult(), splat);
      continue;
    }
    OperationState state(op.getLoc(), op.getName());
    for (Value operand : op.getOperands())
      state.addOperands(mapping.lookupOrDefault(operand));
    for (Type type : op.getResultTypes())
      state.addTypes(vectorOf(type, n));
    state.addAttributes(op.getDiscardableAttrDictionary().getValue());
    state.propertiesAttr = op.getPropertiesAsAttribute();
    Operation *vectorOp = rewriter.create(state);
    mapping.map(op.getResults(), vectorOp->getResults());
  }
  // bf16 travels as i16 here, but the region (computed in f32 by Prepare)
  // ends in a bitcast back to bf16: hand back what the inputs were.
  SmallVector<Value> results;
  for (auto [i, value] : llvm::enumerate(block.getTerminator()->getOperands())) {
    Value result = mapping.lookupOrDefault(value);
    Type expected = lhs[i].getType();
    if (result.getType() != expected && getElementTypeOrSelf(result.getType()).isBF16() &&
        getElementTypeOrSelf(expected).isInteger(16))
      result = rewriter.create<arith::BitcastOp>(result.getLoc(), expected, result);
    results.push_back(result);
  }
  return results;
}

//===----------------------------------------------------------------------===//
// Module-level symbols
//===----------------------------------------------------------------------===//

LLVM::LLVMFuncOp getOrInsertFunction(OpBuilder &b, ModuleOp module, StringRef name,
                                     LLVM::LLVMFunctionType type) {
  if (auto existing = module.lookupSymbol<LLVM::LLVMFuncOp>(name))
    return existing;
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(module.getBody());
  return b.create<LLVM::LLVMFuncOp>(module.getLoc(), name, type);
}

Value globalString(OpBuilder &b, Location loc, ModuleOp module, StringRef text) {
  std::string value = text.str();
  value.push_back('\0');
  LLVM::GlobalOp global;
  unsigned count = 0;
  for (auto existing : module.getOps<LLVM::GlobalOp>()) {
    if (!existing.getSymName().starts_with("tritonc_str_"))
      continue;
    ++count;
    if (auto attr = dyn_cast_or_null<StringAttr>(existing.getValueOrNull()))
      if (attr.getValue() == value)
        global = existing;
  }
  if (!global) {
    std::string name = "tritonc_str_" + std::to_string(count);
    while (module.lookupSymbol(name))
      name += "_";
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(module.getBody());
    auto type = LLVM::LLVMArrayType::get(b.getI8Type(), value.size());
    global = b.create<LLVM::GlobalOp>(module.getLoc(), type, /*isConstant=*/true,
                                      LLVM::Linkage::Private, name, b.getStringAttr(value));
  }
  return b.create<LLVM::AddressOfOp>(loc, global);
}

} // namespace cpu
} // namespace tritonc

//===- TypeConverter.cpp - tile types to LLVM types ------------------------===//
#include "Lowering.h"

using namespace mlir;

namespace tritonc {

TileGPUTypeConverter::TileGPUTypeConverter(MLIRContext *ctx) : LLVMTypeConverter(ctx) {
  // Kernels only address global memory (address space 1) for now.
  addConversion([ctx](tile::PointerType) { return LLVM::LLVMPointerType::get(ctx, 1); });
  addConversion([this, ctx](RankedTensorType type) -> std::optional<Type> {
    // A tile in shared memory is the address of its first row.
    if (isa_and_nonnull<tilegpu::SharedAttr>(type.getEncoding()))
      return LLVM::LLVMPointerType::get(ctx, 3);
    unsigned count = tilegpu::elemsPerThread(type);
    if (count == 0)
      return std::nullopt;
    Type element = convertType(type.getElementType());
    if (!element)
      return std::nullopt;
    return LLVM::LLVMStructType::getLiteral(type.getContext(),
                                            SmallVector<Type>(count, element));
  });
}

SmallVector<Value> unpackElements(OpBuilder &b, Location loc, Value packed, Type originalType) {
  auto structType = dyn_cast<LLVM::LLVMStructType>(packed.getType());
  if (!isa<RankedTensorType>(originalType) || !structType)
    return {packed};
  // A struct built by packElements (an insertvalue per element) is read
  // back from the chain itself. An llvm.extractvalue per element would be
  // folded the same way by the canonicalizer, but its folder walks the
  // chain once per extract: quadratic in the elements per thread, minutes
  // for a 1024x1024 tile. Positions the chain does not set come from what
  // it starts from (extractvalue, or undef when that is undef).
  unsigned count = structType.getBody().size();
  SmallVector<Value> elements(count);
  unsigned found = 0;
  Value container = packed;
  while (found < count) {
    auto insert = container.getDefiningOp<LLVM::InsertValueOp>();
    if (!insert || insert.getPosition().size() != 1)
      break;
    int64_t i = insert.getPosition()[0];
    if (i >= 0 && i < int64_t(count) && !elements[i]) {
      elements[i] = insert.getValue();
      ++found;
    }
    container = insert.getContainer();
  }
  if (found == count)
    return elements;
  bool undefined = container.getDefiningOp<LLVM::UndefOp>() || container.getDefiningOp<LLVM::PoisonOp>();
  for (unsigned i = 0; i < count; ++i)
    if (!elements[i])
      elements[i] = undefined ? b.create<LLVM::UndefOp>(loc, structType.getBody()[i]).getResult()
                              : b.create<LLVM::ExtractValueOp>(loc, container, i).getResult();
  return elements;
}

Value packElements(OpBuilder &b, Location loc, const TypeConverter &converter, Type tensorType,
                   ValueRange elements) {
  Type structType = converter.convertType(tensorType);
  if (!isa<RankedTensorType>(tensorType))
    return elements.front();
  Value result = b.create<LLVM::UndefOp>(loc, structType);
  for (auto [i, element] : llvm::enumerate(elements))
    result = b.create<LLVM::InsertValueOp>(loc, result, element, i);
  return result;
}

Value i32Constant(OpBuilder &b, Location loc, int64_t value) {
  return b.create<LLVM::ConstantOp>(loc, b.getI32Type(), b.getI32IntegerAttr(value));
}

} // namespace tritonc

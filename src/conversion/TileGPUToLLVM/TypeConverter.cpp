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
  SmallVector<Value> elements;
  for (unsigned i = 0, e = structType.getBody().size(); i < e; ++i)
    elements.push_back(b.create<LLVM::ExtractValueOp>(loc, packed, i));
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

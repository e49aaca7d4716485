//===- TileDialect.cpp - tile dialect registration, types, verifiers ------===//
#include "Tile/TileDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace tritonc::tile;

#include "Tile/TileDialect.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "Tile/TileTypes.cpp.inc"

void TileDialect::initialize() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "Tile/TileTypes.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "Tile/TileOps.cpp.inc"
      >();
}

namespace tritonc::tile {

Type getSameShape(Type type, Type elementType) {
  if (auto tensor = dyn_cast<RankedTensorType>(type))
    return RankedTensorType::get(tensor.getShape(), elementType, tensor.getEncoding());
  return elementType;
}

Type getI1SameShape(Type type) {
  return getSameShape(type, IntegerType::get(type.getContext(), 1));
}

Type getPointeeType(Type ptrLike) {
  Type element = getElementTypeOrSelf(ptrLike);
  if (auto ptr = dyn_cast<PointerType>(element))
    return getSameShape(ptrLike, ptr.getPointeeType());
  return {};
}

} // namespace tritonc::tile

//===----------------------------------------------------------------------===//
// Verifiers
//===----------------------------------------------------------------------===//

LogicalResult MakeRangeOp::verify() {
  auto type = getResult().getType();
  int64_t start = getStart(), end = getEnd();
  if (type.getRank() != 1)
    return emitOpError("result must be a 1-D tensor");
  if (end <= start)
    return emitOpError("end must be greater than start");
  if (type.getDimSize(0) != end - start)
    return emitOpError("result length must equal end - start");
  if (!llvm::isPowerOf2_64(end - start))
    return emitOpError("range length must be a power of two");
  return success();
}

LogicalResult SplatOp::verify() {
  if (getResult().getType().getElementType() != getSrc().getType())
    return emitOpError("result element type must equal the operand type");
  return success();
}

static LogicalResult verifyMask(Operation *op, Type ptrType, Value mask) {
  if (mask && mask.getType() != getI1SameShape(ptrType))
    return op->emitOpError("mask must be i1 with the shape of the pointer operand");
  return success();
}

LogicalResult LoadOp::verify() {
  Type expected = getPointeeType(getPtr().getType());
  if (getResult().getType() != expected)
    return emitOpError("result type must be the pointee type of the pointer operand");
  if (getOther() && !getMask())
    return emitOpError("'other' requires a mask");
  if (getOther() && getOther().getType() != expected)
    return emitOpError("'other' must have the result type");
  return verifyMask(*this, getPtr().getType(), getMask());
}

LogicalResult StoreOp::verify() {
  if (getValue().getType() != getPointeeType(getPtr().getType()))
    return emitOpError("value type must be the pointee type of the pointer operand");
  return verifyMask(*this, getPtr().getType(), getMask());
}

//===----------------------------------------------------------------------===//
// Custom assembly for load/store: optional operands are introduced by a
// keyword, and their types follow from the pointer type.
//===----------------------------------------------------------------------===//

static ParseResult parseKeywordOperand(OpAsmParser &parser, StringRef keyword,
                                       std::optional<OpAsmParser::UnresolvedOperand> &operand) {
  if (succeeded(parser.parseOptionalKeyword(keyword))) {
    operand.emplace();
    return parser.parseOperand(*operand);
  }
  return success();
}

ParseResult LoadOp::parse(OpAsmParser &parser, OperationState &result) {
  OpAsmParser::UnresolvedOperand ptr;
  std::optional<OpAsmParser::UnresolvedOperand> mask, other;
  Type ptrType;
  if (parser.parseOperand(ptr) || parseKeywordOperand(parser, "mask", mask) ||
      parseKeywordOperand(parser, "other", other) ||
      parser.parseOptionalAttrDict(result.attributes) || parser.parseColonType(ptrType))
    return failure();
  Type valueType = getPointeeType(ptrType);
  if (!valueType)
    return parser.emitError(parser.getNameLoc(), "expected a pointer type");
  if (parser.resolveOperand(ptr, ptrType, result.operands) ||
      (mask && parser.resolveOperand(*mask, getI1SameShape(ptrType), result.operands)) ||
      (other && parser.resolveOperand(*other, valueType, result.operands)))
    return failure();
  result.getOrAddProperties<Properties>().operandSegmentSizes = {1, mask ? 1 : 0,
                                                                 other ? 1 : 0};
  result.addTypes(valueType);
  return success();
}

void LoadOp::print(OpAsmPrinter &p) {
  p << ' ' << getPtr();
  if (getMask())
    p << " mask " << getMask();
  if (getOther())
    p << " other " << getOther();
  SmallVector<StringRef> elided = {"operandSegmentSizes"};
  if (getCache().empty()) elided.push_back("cache");
  if (getEvict().empty()) elided.push_back("evict");
  p.printOptionalAttrDict((*this)->getAttrs(), elided);
  p << " : " << getPtr().getType();
}

ParseResult StoreOp::parse(OpAsmParser &parser, OperationState &result) {
  OpAsmParser::UnresolvedOperand ptr, value;
  std::optional<OpAsmParser::UnresolvedOperand> mask;
  Type ptrType;
  if (parser.parseOperand(ptr) || parser.parseComma() || parser.parseOperand(value) ||
      parseKeywordOperand(parser, "mask", mask) ||
      parser.parseOptionalAttrDict(result.attributes) || parser.parseColonType(ptrType))
    return failure();
  Type valueType = getPointeeType(ptrType);
  if (!valueType)
    return parser.emitError(parser.getNameLoc(), "expected a pointer type");
  if (parser.resolveOperand(ptr, ptrType, result.operands) ||
      parser.resolveOperand(value, valueType, result.operands) ||
      (mask && parser.resolveOperand(*mask, getI1SameShape(ptrType), result.operands)))
    return failure();
  return success();
}

void StoreOp::print(OpAsmPrinter &p) {
  p << ' ' << getPtr() << ", " << getValue();
  if (getMask())
    p << " mask " << getMask();
  SmallVector<StringRef> elided;
  if (getCache().empty()) elided.push_back("cache");
  if (getEvict().empty()) elided.push_back("evict");
  p.printOptionalAttrDict((*this)->getAttrs(), elided);
  p << " : " << getPtr().getType();
}

#define GET_OP_CLASSES
#include "Tile/TileOps.cpp.inc"

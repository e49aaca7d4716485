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
  registerAttributes();
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

LogicalResult GridDependencyOp::verify() {
  if (getKind() != "wait" && getKind() != "launch_dependents")
    return emitOpError("kind must be \"wait\" or \"launch_dependents\", got \"") << getKind() << "\"";
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

void LoadOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>> &effects) {
  effects.emplace_back(MemoryEffects::Read::get(), SideEffects::DefaultResource::get());
  if (getIsVolatile())
    effects.emplace_back(MemoryEffects::Write::get(), SideEffects::DefaultResource::get());
}

/// A load's or store's block parts (empty, or a base pointer and per
/// dimension of `accessed` an i64 shape, an i64 stride and an i32 offset).
static LogicalResult verifyBlockParts(Operation *op, ValueRange block, Type accessed) {
  if (block.empty())
    return success();
  auto tensor = dyn_cast<RankedTensorType>(accessed);
  size_t rank = tensor ? tensor.getRank() : 0;
  if (!rank || block.size() != 1 + 3 * rank)
    return op->emitOpError("block needs a base and a shape, stride and offset per dimension of the block");
  if (!isa<PointerType>(block[0].getType()))
    return op->emitOpError("block's base must be a scalar pointer");
  for (size_t i = 1; i < block.size(); ++i)
    if (!block[i].getType().isInteger(i <= 2 * rank ? 64 : 32))
      return op->emitOpError("block's shapes and strides must be i64, its offsets i32");
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
  if (failed(verifyBlockParts(*this, getBlock(), expected)))
    return failure();
  return verifyMask(*this, getPtr().getType(), getMask());
}

/// The types of a load's block parts: the scalar pointer of `ptrType`'s
/// elements, then i64 shapes and strides and i32 offsets.
static SmallVector<Type> blockPartTypes(Type ptrType, size_t parts) {
  auto tensor = cast<RankedTensorType>(ptrType);
  SmallVector<Type> types = {tensor.getElementType()};
  size_t rank = tensor.getRank();
  MLIRContext *ctx = ptrType.getContext();
  for (size_t i = 1; i < parts; ++i)
    types.push_back(IntegerType::get(ctx, i <= 2 * rank ? 64 : 32));
  return types;
}

LogicalResult StoreOp::verify() {
  if (getValue().getType() != getPointeeType(getPtr().getType()))
    return emitOpError("value type must be the pointee type of the pointer operand");
  if (failed(verifyBlockParts(*this, getBlock(), getValue().getType())))
    return failure();
  return verifyMask(*this, getPtr().getType(), getMask());
}


//===----------------------------------------------------------------------===//
// Shape operations
//===----------------------------------------------------------------------===//

LogicalResult ExpandDimsOp::verify() {
  auto src = getSrc().getType();
  auto result = getResult().getType();
  int64_t axis = getAxis();
  if (axis < 0 || axis > src.getRank())
    return emitOpError("axis out of range");
  SmallVector<int64_t> shape(src.getShape());
  shape.insert(shape.begin() + axis, 1);
  if (result.getShape() != ArrayRef<int64_t>(shape) ||
      result.getElementType() != src.getElementType())
    return emitOpError("result must be the operand with a dimension of size 1 inserted at axis");
  return success();
}

LogicalResult BroadcastOp::verify() {
  auto src = getSrc().getType();
  auto result = getResult().getType();
  if (src.getRank() != result.getRank() || src.getElementType() != result.getElementType())
    return emitOpError("operand and result must have the same rank and element type");
  for (int64_t d = 0; d < src.getRank(); ++d)
    if (src.getDimSize(d) != 1 && src.getDimSize(d) != result.getDimSize(d))
      return emitOpError("only dimensions of size 1 can be broadcast");
  return success();
}

LogicalResult ReshapeOp::verify() {
  auto src = getSrc().getType();
  auto result = getResult().getType();
  if (src.getNumElements() != result.getNumElements() ||
      src.getElementType() != result.getElementType())
    return emitOpError("reshape must keep the number and type of elements");
  return success();
}

LogicalResult TransOp::verify() {
  auto src = getSrc().getType();
  auto result = getResult().getType();
  ArrayRef<int32_t> order = getOrder();
  if ((int64_t)order.size() != src.getRank())
    return emitOpError("order must list every dimension");
  SmallVector<bool> seen(order.size(), false);
  for (auto [i, d] : llvm::enumerate(order)) {
    if (d < 0 || d >= (int32_t)order.size() || seen[d])
      return emitOpError("order must be a permutation");
    seen[d] = true;
    if (result.getDimSize(i) != src.getDimSize(d))
      return emitOpError("result shape must be the permuted operand shape");
  }
  return success();
}

LogicalResult JoinOp::verify() {
  auto lhs = getLhs().getType();
  if (lhs != getRhs().getType())
    return emitOpError("operands must have the same type");
  SmallVector<int64_t> shape(lhs.getShape());
  shape.push_back(2);
  if (getResult().getType().getShape() != ArrayRef<int64_t>(shape))
    return emitOpError("result must add a last dimension of size 2");
  return success();
}

LogicalResult SplitOp::verify() {
  auto src = getSrc().getType();
  if (src.getRank() < 1 || src.getShape().back() != 2)
    return emitOpError("the last dimension of the operand must be 2");
  if (getLhs().getType() != getRhs().getType() ||
      getLhs().getType().getShape() != src.getShape().drop_back())
    return emitOpError("results must be the operand without its last dimension");
  return success();
}

LogicalResult CatOp::verify() {
  auto lhs = getLhs().getType();
  if (lhs != getRhs().getType())
    return emitOpError("operands must have the same type");
  auto result = getResult().getType();
  if (result.getRank() != lhs.getRank() || result.getDimSize(0) != 2 * lhs.getDimSize(0))
    return emitOpError("result must double dimension 0");
  return success();
}

LogicalResult GatherOp::verify() {
  auto src = getSrc().getType(), indices = getIndices().getType(), result = getResult().getType();
  int64_t rank = src.getRank(), axis = getAxis();
  if (indices.getRank() != rank)
    return emitOpError("indices must have the rank of the source");
  if (axis < 0 || axis >= rank)
    return emitOpError("axis ") << axis << " out of range for rank " << rank;
  for (int64_t d = 0; d < rank; ++d)
    if (d != axis && indices.getDimSize(d) != src.getDimSize(d))
      return emitOpError("indices must match the source in dimension ") << d;
  if (result.getShape() != indices.getShape() || result.getElementType() != src.getElementType())
    return emitOpError("result must have the indices' shape and the source's element type");
  return success();
}

//===----------------------------------------------------------------------===//
// Matrix multiplication
//===----------------------------------------------------------------------===//

LogicalResult DotOp::verify() {
  auto a = getA().getType(), b = getB().getType(), acc = getAcc().getType();
  unsigned rank = a.getRank();
  if (rank < 2 || rank > 3 || b.getRank() != rank || acc.getRank() != rank)
    return emitOpError("operands must all be 2-D or all be 3-D");
  if (rank == 3 && (b.getDimSize(0) != a.getDimSize(0) || acc.getDimSize(0) != a.getDimSize(0)))
    return emitOpError("batch dimensions must agree");
  int64_t m = a.getDimSize(rank - 2), k = a.getDimSize(rank - 1), n = b.getDimSize(rank - 1);
  if (b.getDimSize(rank - 2) != k)
    return emitOpError("inner dimensions must agree");
  if (acc.getDimSize(rank - 2) != m || acc.getDimSize(rank - 1) != n)
    return emitOpError("accumulator must be ") << m << "x" << n;
  // fp8 (E4M3FN, E5M2) may pair with either fp8 type, as wgmma takes them;
  // every other input type only with itself.
  auto isFp8 = [](Type t) { return isa<Float8E4M3FNType, Float8E5M2Type>(t); };
  Type in = a.getElementType(), inB = b.getElementType(), out = acc.getElementType();
  bool fp8 = isFp8(in) && isFp8(inB);
  if (in != inB && !fp8)
    return emitOpError("a and b must have one element type (or two fp8 types)");
  if (getResult().getType() != acc)
    return emitOpError("result must have the accumulator's type");
  bool ok = ((in.isF16() || fp8) && (out.isF32() || out.isF16())) || (in.isBF16() && out.isF32()) ||
            (in.isF32() && out.isF32()) || (in.isInteger(8) && out.isInteger(32));
  if (!ok)
    return emitOpError("unsupported element types ") << in << " x " << inB << " -> " << out;
  StringRef precision = getInputPrecision();
  if (precision != "tf32" && precision != "tf32x3" && precision != "ieee")
    return emitOpError("input_precision must be tf32, tf32x3 or ieee");
  return success();
}

//===----------------------------------------------------------------------===//
// Reductions and scans
//===----------------------------------------------------------------------===//

static LogicalResult verifyCombineRegion(Operation *op, ValueRange srcs, Region &region) {
  if (srcs.empty())
    return op->emitOpError("needs at least one operand");
  auto shape = cast<RankedTensorType>(srcs[0].getType()).getShape();
  for (Value src : srcs)
    if (cast<RankedTensorType>(src.getType()).getShape() != shape)
      return op->emitOpError("operands must have one shape");
  Block &block = region.front();
  if (block.getNumArguments() != 2 * srcs.size())
    return op->emitOpError("the combine region takes two scalars per operand");
  for (auto [i, src] : llvm::enumerate(srcs)) {
    Type element = cast<RankedTensorType>(src.getType()).getElementType();
    if (block.getArgument(i).getType() != element ||
        block.getArgument(i + srcs.size()).getType() != element)
      return op->emitOpError("combine region arguments must be the operands' element types");
  }
  auto ret = dyn_cast<ReduceReturnOp>(block.getTerminator());
  if (!ret || ret.getResult().size() != srcs.size())
    return op->emitOpError("the combine region must yield one value per operand");
  for (auto [i, src] : llvm::enumerate(srcs))
    if (ret.getResult()[i].getType() != cast<RankedTensorType>(src.getType()).getElementType())
      return op->emitOpError("the combine region must yield the operands' element types");
  return success();
}

LogicalResult ReduceOp::verify() {
  if (failed(verifyCombineRegion(*this, getSrcs(), getCombineOp())))
    return failure();
  auto type = cast<RankedTensorType>(getSrcs()[0].getType());
  int64_t axis = getAxis();
  if (axis < 0 || axis >= type.getRank())
    return emitOpError("axis out of range");
  if (getResults().size() != getSrcs().size())
    return emitOpError("one result per operand");
  for (auto [src, result] : llvm::zip(getSrcs(), getResults())) {
    auto srcType = cast<RankedTensorType>(src.getType());
    if (srcType.getRank() == 1) {
      if (result.getType() != srcType.getElementType())
        return emitOpError("reducing a 1-D tensor gives a scalar");
      continue;
    }
    auto resultType = dyn_cast<RankedTensorType>(result.getType());
    SmallVector<int64_t> shape(srcType.getShape());
    shape.erase(shape.begin() + axis);
    if (!resultType || resultType.getShape() != ArrayRef<int64_t>(shape) ||
        resultType.getElementType() != srcType.getElementType())
      return emitOpError("result must be the operand's shape without the axis");
  }
  return success();
}

LogicalResult ScanOp::verify() {
  if (failed(verifyCombineRegion(*this, getSrcs(), getCombineOp())))
    return failure();
  auto type = cast<RankedTensorType>(getSrcs()[0].getType());
  if (getAxis() < 0 || getAxis() >= type.getRank())
    return emitOpError("axis out of range");
  for (auto [src, result] : llvm::zip(getSrcs(), getResults()))
    if (src.getType() != result.getType())
      return emitOpError("results must have the operands' types");
  return success();
}

//===----------------------------------------------------------------------===//
// Atomics
//===----------------------------------------------------------------------===//

static LogicalResult verifyMemoryOrder(Operation *op, StringRef sem, StringRef scope) {
  if (!llvm::is_contained({"relaxed", "acquire", "release", "acq_rel"}, sem))
    return op->emitOpError("sem must be relaxed, acquire, release or acq_rel");
  if (!llvm::is_contained({"gpu", "cta", "sys"}, scope))
    return op->emitOpError("scope must be gpu, cta or sys");
  return success();
}

LogicalResult AtomicRMWOp::verify() {
  static const char *kinds[] = {"add", "fadd", "max", "umax", "min", "umin", "fmax",
                                "fmin", "and", "or", "xor", "xchg"};
  if (!llvm::is_contained(kinds, getKind()))
    return emitOpError("unknown atomic kind '") << getKind() << "'";
  Type expected = getPointeeType(getPtr().getType());
  if (getVal().getType() != expected || getResult().getType() != expected)
    return emitOpError("value and result must have the pointee type");
  if (failed(verifyMask(*this, getPtr().getType(), getMask())))
    return failure();
  return verifyMemoryOrder(*this, getSem(), getScope());
}

LogicalResult AtomicCASOp::verify() {
  Type expected = getPointeeType(getPtr().getType());
  if (getCmp().getType() != expected || getVal().getType() != expected ||
      getResult().getType() != expected)
    return emitOpError("operands and result must have the pointee type");
  return verifyMemoryOrder(*this, getSem(), getScope());
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

/// `block(%base, %shape.., %stride.., %offset..)`, if present.
static ParseResult parseOptionalBlock(OpAsmParser &parser,
                                      SmallVectorImpl<OpAsmParser::UnresolvedOperand> &block) {
  if (succeeded(parser.parseOptionalKeyword("block")))
    return parser.parseOperandList(block, OpAsmParser::Delimiter::Paren);
  return success();
}

/// A block lists a base and a shape, stride and offset per dimension of the
/// pointer tensor.
static ParseResult checkBlockCount(OpAsmParser &parser, ArrayRef<OpAsmParser::UnresolvedOperand> block,
                                   Type ptrType) {
  if (!block.empty() && (!isa<RankedTensorType>(ptrType) ||
                         block.size() != 1 + 3 * cast<RankedTensorType>(ptrType).getRank()))
    return parser.emitError(parser.getNameLoc(), "block needs a base and a shape, stride and offset per dimension");
  return success();
}

ParseResult LoadOp::parse(OpAsmParser &parser, OperationState &result) {
  OpAsmParser::UnresolvedOperand ptr;
  std::optional<OpAsmParser::UnresolvedOperand> mask, other;
  Type ptrType;
  SmallVector<OpAsmParser::UnresolvedOperand> block;
  if (parser.parseOperand(ptr) || parseKeywordOperand(parser, "mask", mask) ||
      parseKeywordOperand(parser, "other", other))
    return failure();
  if (parseOptionalBlock(parser, block))
    return failure();
  if (parser.parseOptionalAttrDict(result.attributes) || parser.parseColonType(ptrType))
    return failure();
  Type valueType = getPointeeType(ptrType);
  if (!valueType)
    return parser.emitError(parser.getNameLoc(), "expected a pointer type");
  if (checkBlockCount(parser, block, ptrType))
    return failure();
  if (parser.resolveOperand(ptr, ptrType, result.operands) ||
      (mask && parser.resolveOperand(*mask, getI1SameShape(ptrType), result.operands)) ||
      (other && parser.resolveOperand(*other, valueType, result.operands)) ||
      (!block.empty() && parser.resolveOperands(block, blockPartTypes(ptrType, block.size()),
                                                parser.getNameLoc(), result.operands)))
    return failure();
  result.getOrAddProperties<Properties>().operandSegmentSizes = {1, mask ? 1 : 0, other ? 1 : 0,
                                                                 int32_t(block.size())};
  result.addTypes(valueType);
  return success();
}

void LoadOp::print(OpAsmPrinter &p) {
  p << ' ' << getPtr();
  if (getMask())
    p << " mask " << getMask();
  if (getOther())
    p << " other " << getOther();
  if (!getBlock().empty())
    p << " block(" << getBlock() << ")";
  SmallVector<StringRef> elided = {"operandSegmentSizes"};
  if (getCache().empty()) elided.push_back("cache");
  if (getEvict().empty()) elided.push_back("evict");
  p.printOptionalAttrDict((*this)->getAttrs(), elided);
  p << " : " << getPtr().getType();
}

ParseResult StoreOp::parse(OpAsmParser &parser, OperationState &result) {
  OpAsmParser::UnresolvedOperand ptr, value;
  std::optional<OpAsmParser::UnresolvedOperand> mask;
  SmallVector<OpAsmParser::UnresolvedOperand> block;
  Type ptrType;
  if (parser.parseOperand(ptr) || parser.parseComma() || parser.parseOperand(value) ||
      parseKeywordOperand(parser, "mask", mask))
    return failure();
  if (parseOptionalBlock(parser, block))
    return failure();
  if (parser.parseOptionalAttrDict(result.attributes) || parser.parseColonType(ptrType))
    return failure();
  Type valueType = getPointeeType(ptrType);
  if (!valueType)
    return parser.emitError(parser.getNameLoc(), "expected a pointer type");
  if (checkBlockCount(parser, block, ptrType))
    return failure();
  if (parser.resolveOperand(ptr, ptrType, result.operands) ||
      parser.resolveOperand(value, valueType, result.operands) ||
      (mask && parser.resolveOperand(*mask, getI1SameShape(ptrType), result.operands)) ||
      (!block.empty() && parser.resolveOperands(block, blockPartTypes(ptrType, block.size()),
                                                parser.getNameLoc(), result.operands)))
    return failure();
  result.getOrAddProperties<Properties>().operandSegmentSizes = {1, 1, mask ? 1 : 0, int32_t(block.size())};
  return success();
}

void StoreOp::print(OpAsmPrinter &p) {
  p << ' ' << getPtr() << ", " << getValue();
  if (getMask())
    p << " mask " << getMask();
  if (!getBlock().empty())
    p << " block(" << getBlock() << ")";
  SmallVector<StringRef> elided = {"operandSegmentSizes"};
  if (getCache().empty()) elided.push_back("cache");
  if (getEvict().empty()) elided.push_back("evict");
  p.printOptionalAttrDict((*this)->getAttrs(), elided);
  p << " : " << getPtr().getType();
}

OpFoldResult PtrCastOp::fold(FoldAdaptor) {
  if (getSrc().getType() == getType())
    return getSrc();
  // A cast of a cast is one cast from the first source.
  if (auto inner = getSrc().getDefiningOp<PtrCastOp>()) {
    getSrcMutable().assign(inner.getSrc());
    return getSrc().getType() == getType() ? OpFoldResult(getSrc()) : OpFoldResult(getResult());
  }
  return {};
}

#define GET_OP_CLASSES
#include "Tile/TileOps.cpp.inc"

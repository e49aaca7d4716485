//===- SharedMemory.cpp - scratch shared memory, barriers, shuffles -------===//
#include "Lowering.h"

#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/IRMapping.h"

using namespace mlir;

namespace tritonc {

SmallVector<unsigned> elementCoordinates(tilegpu::BlockedAttr layout, ArrayRef<int64_t> shape,
                                         unsigned e) {
  return tilegpu::ThreadLayout{layout}.parentCoordinates(shape, e);
}

Value linearize(OpBuilder &b, Location loc, ArrayRef<Value> indices, ArrayRef<int64_t> shape) {
  Value linear = i32Constant(b, loc, 0);
  for (size_t d = 0; d < shape.size(); ++d) {
    linear = b.create<LLVM::MulOp>(loc, linear, i32Constant(b, loc, shape[d]));
    linear = b.create<LLVM::AddOp>(loc, linear, indices[d]);
  }
  return linear;
}

Value sharedMemoryBase(OpBuilder &b, Location loc) {
  return b.create<LLVM::AddressOfOp>(loc, LLVM::LLVMPointerType::get(b.getContext(), 3),
                                     kSharedMemorySymbol);
}

void barrier(OpBuilder &b, Location loc) { b.create<NVVM::Barrier0Op>(loc); }

/// `base + offset` bytes.
static Value offsetFromBase(OpBuilder &b, Location loc, unsigned offset) {
  Value base = sharedMemoryBase(b, loc);
  if (offset == 0)
    return base;
  return b.create<LLVM::GEPOp>(loc, base.getType(), b.getI8Type(), base, ValueRange{i32Constant(b, loc, offset)});
}

Value PlannedSharedMemory::begin(OpBuilder &b, Location loc, Operation *op, unsigned bytes) {
  auto region = op->getAttrOfType<tilegpu::ScratchAttr>(tilegpu::kScratchAttr);
  if (!region || bytes > region.getBytes()) {
    // The lowering and scratchBytesFor disagree (or the plan did not run):
    // a compiler bug, reported rather than allowed to corrupt a
    // neighbour's region.
    op->emitError("internal error: shared memory for this operation was not planned (")
        << bytes << " bytes needed" << (region ? ", " + std::to_string(region.getBytes()) + " planned)" : ")");
    broken = true;
    return sharedMemoryBase(b, loc);
  }
  if (region.getBarrier())
    barrier(b, loc);
  return offsetFromBase(b, loc, region.getOffset());
}

Value PlannedSharedMemory::bufferAddress(OpBuilder &b, Location loc, Operation *alloc) {
  auto buffer = alloc->getAttrOfType<tilegpu::BufferAttr>(tilegpu::kBufferAttr);
  if (!buffer) {
    alloc->emitError("internal error: this buffer was not placed in shared memory");
    broken = true;
    return sharedMemoryBase(b, loc);
  }
  return offsetFromBase(b, loc, buffer.getOffset());
}

Value shareFromThreadZero(OpBuilder &b, Location loc, PlannedSharedMemory &plan, Operation *op, Value value) {
  // Narrow integers (i1, i8) travel as i32: PTX registers start at 16 bits.
  if (auto narrow = dyn_cast<IntegerType>(value.getType()); narrow && narrow.getWidth() < 16) {
    Value wide = b.create<LLVM::ZExtOp>(loc, b.getI32Type(), value);
    return b.create<LLVM::TruncOp>(loc, narrow, shareFromThreadZero(b, loc, plan, op, wide));
  }
  Value base = plan.begin(b, loc, op, kShareScratchBytes);
  Value first = b.create<LLVM::ICmpOp>(loc, LLVM::ICmpPredicate::eq, threadId(b, loc), i32Constant(b, loc, 0));
  // Only thread 0 stores (a predicated st.shared keeps the code branch-free).
  Value slot = i32Constant(b, loc, 0);
  Value address = b.create<LLVM::GEPOp>(loc, base.getType(), value.getType(), base, ValueRange{slot});
  std::string c = inlineAsmConstraint(value.getType());
  std::string text = "@$0 st.shared.b" + std::to_string(value.getType().getIntOrFloatBitWidth()) + " [$1], $2;";
  ptxStatement(b, loc, text, "b,r," + c, {first, sharedAddress(b, loc, address), value});
  barrier(b, loc);
  return b.create<LLVM::LoadOp>(loc, value.getType(), address);
}

unsigned scratchBytes(Type type) {
  if (isa<LLVM::LLVMPointerType>(type))
    return 8;
  return std::max(1u, type.getIntOrFloatBitWidth() / 8);
}

/// i1 is kept as a byte, pointers as i64.
static Type storageType(OpBuilder &b, Type type) {
  if (isa<LLVM::LLVMPointerType>(type))
    return b.getI64Type();
  if (type.isInteger(1))
    return b.getI8Type();
  return type;
}

void storeScratch(OpBuilder &b, Location loc, Value base, Value index, Value value) {
  Type type = value.getType();
  Type storage = storageType(b, type);
  if (isa<LLVM::LLVMPointerType>(type))
    value = b.create<LLVM::PtrToIntOp>(loc, storage, value);
  else if (type.isInteger(1))
    value = b.create<LLVM::ZExtOp>(loc, storage, value);
  Value address = b.create<LLVM::GEPOp>(loc, base.getType(), storage, base, ValueRange{index});
  b.create<LLVM::StoreOp>(loc, value, address);
}

Value loadScratch(OpBuilder &b, Location loc, Value base, Value index, Type type) {
  Type storage = storageType(b, type);
  Value address = b.create<LLVM::GEPOp>(loc, base.getType(), storage, base, ValueRange{index});
  Value value = b.create<LLVM::LoadOp>(loc, storage, address);
  if (isa<LLVM::LLVMPointerType>(type))
    return b.create<LLVM::IntToPtrOp>(loc, type, value);
  if (type.isInteger(1))
    return b.create<LLVM::TruncOp>(loc, type, value);
  return value;
}

LLVM::LLVMFuncOp declareExternalFunction(OpBuilder &b, Operation *from, StringRef name,
                                         LLVM::LLVMFunctionType type) {
  auto module = from->getParentOfType<ModuleOp>();
  if (auto existing = module.lookupSymbol<LLVM::LLVMFuncOp>(name))
    return existing;
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(module.getBody());
  return b.create<LLVM::LLVMFuncOp>(from->getLoc(), name, type);
}

Value threadId(OpBuilder &b, Location loc) {
  return b.create<NVVM::ThreadIdXOp>(loc, b.getI32Type());
}

static Value shuffle32(OpBuilder &b, Location loc, Value value, Value laneOrDelta, ShuffleKind kind) {
  auto i32 = b.getI32Type();
  Value mask = i32Constant(b, loc, -1);
  // The clamp operand: 0x1f for xor/down/index (whole warp); 0 for up.
  Value clamp = i32Constant(b, loc, kind == ShuffleKind::Up ? 0 : 0x1f);
  NVVM::ShflKind k = kind == ShuffleKind::Xor    ? NVVM::ShflKind::bfly
                     : kind == ShuffleKind::Up   ? NVVM::ShflKind::up
                     : kind == ShuffleKind::Down ? NVVM::ShflKind::down
                                                 : NVVM::ShflKind::idx;
  return b.create<NVVM::ShflOp>(loc, i32, mask, value, laneOrDelta, clamp, k, UnitAttr());
}

Value shuffle(OpBuilder &b, Location loc, Value value, Value laneOrDelta, ShuffleKind kind) {
  Type type = value.getType();
  auto i32 = b.getI32Type();
  unsigned bits = isa<LLVM::LLVMPointerType>(type) ? 64 : type.getIntOrFloatBitWidth();
  Type intType = b.getIntegerType(bits);
  Value asInt = isa<LLVM::LLVMPointerType>(type) ? b.create<LLVM::PtrToIntOp>(loc, intType, value).getResult()
                : type.isInteger(bits)          ? value
                                                : b.create<LLVM::BitcastOp>(loc, intType, value).getResult();
  Value result;
  if (bits <= 32) {
    Value word = bits < 32 ? b.create<LLVM::ZExtOp>(loc, i32, asInt).getResult() : asInt;
    Value moved = shuffle32(b, loc, word, laneOrDelta, kind);
    result = bits < 32 ? b.create<LLVM::TruncOp>(loc, intType, moved).getResult() : moved;
  } else {
    Value lo = b.create<LLVM::TruncOp>(loc, i32, asInt);
    Value hi = b.create<LLVM::TruncOp>(
        loc, i32, b.create<LLVM::LShrOp>(loc, asInt, b.create<LLVM::ConstantOp>(loc, intType, b.getIntegerAttr(intType, 32))));
    lo = b.create<LLVM::ZExtOp>(loc, intType, shuffle32(b, loc, lo, laneOrDelta, kind));
    hi = b.create<LLVM::ZExtOp>(loc, intType, shuffle32(b, loc, hi, laneOrDelta, kind));
    hi = b.create<LLVM::ShlOp>(loc, hi, b.create<LLVM::ConstantOp>(loc, intType, b.getIntegerAttr(intType, 32)));
    result = b.create<LLVM::OrOp>(loc, lo, hi);
  }
  if (isa<LLVM::LLVMPointerType>(type))
    return b.create<LLVM::IntToPtrOp>(loc, type, result);
  if (!type.isInteger(bits))
    return b.create<LLVM::BitcastOp>(loc, type, result);
  return result;
}

SmallVector<Value> applyCombine(ConversionPatternRewriter &rewriter, Region &combine, ValueRange lhs,
                                ValueRange rhs) {
  Block &block = combine.front();
  IRMapping mapping;
  for (auto [i, v] : llvm::enumerate(lhs))
    mapping.map(block.getArgument(i), v);
  for (auto [i, v] : llvm::enumerate(rhs))
    mapping.map(block.getArgument(i + lhs.size()), v);
  for (Operation &op : block.without_terminator())
    rewriter.clone(op, mapping);
  SmallVector<Value> results;
  for (Value v : block.getTerminator()->getOperands())
    results.push_back(mapping.lookupOrDefault(v));
  return results;
}

} // namespace tritonc

//===- MemoryOps.cpp - addptr, load and store on the CPU --------------------===//
//
// A tensor of pointers is a vector of 64-bit addresses: addptr adds the
// offsets scaled by the element size. A tensor load or store goes through
// stack buffers (addresses, mask bytes, values) and a loop over runs of
// consecutive addresses (the contiguity the prepare stage recorded from the
// axis analysis): a run whose mask is all true moves as one vector load or
// store, any other run element by element. Masked-off elements are neither
// read nor written, and load `other` (0 when there is none, as on the GPU).
// Scalar accesses are plain loads and stores, behind an scf.if when masked.
// i1 lives in memory as one byte, bf16 as its 16 bits. Cache and eviction
// hints mean nothing here.
//
//===----------------------------------------------------------------------===//
#include "Lowering.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;

namespace tritonc {
namespace cpu {
namespace {

/// The pointee element type of a tile-level pointer or tensor of pointers.
Type pointeeElement(Type ptrLike) {
  return cast<tile::PointerType>(getElementTypeOrSelf(ptrLike)).getPointeeType();
}

/// The converted value as it is stored: i1 -> i8.
Value toMemory(OpBuilder &b, Location loc, Value value, Type memory) {
  Type type = value.getType();
  if (getElementTypeOrSelf(type).isInteger(1)) {
    Type wide = isa<VectorType>(type) ? Type(vectorOf(memory, numElements(type))) : memory;
    return b.create<arith::ExtUIOp>(loc, wide, value);
  }
  return value;
}

/// The loaded value as the program sees it: i8 -> i1 (any non-zero byte is true).
Value fromMemory(OpBuilder &b, Location loc, Value value, Type element) {
  if (!element.isInteger(1))
    return value;
  return b.create<arith::CmpIOp>(loc, arith::CmpIPredicate::ne, value,
                                 zeroLike(b, loc, value.getType()));
}

/// Elements one vector move of the access loop covers: the contiguity,
/// at most 64 bytes' worth (longer runs are several iterations), so that the
/// code stays the same size whatever the tensor's.
int64_t runLength(Operation *op, Type memory) {
  auto attr = op->getAttrOfType<IntegerAttr>(kContiguityAttr);
  int64_t run = attr ? std::max<int64_t>(attr.getInt(), 1) : 1;
  return std::min<int64_t>(run, std::max<int64_t>(1, 64 / elementBytes(memory)));
}

/// The vectors of one tensor access, in stack buffers. Only the address of
/// the first element of each run is kept (LLVM then computes only those).
struct AccessBuffers {
  int64_t run;
  ScratchBuffer addresses, values;
  std::optional<ScratchBuffer> mask;
  AccessBuffers(OpBuilder &b, Location loc, Operation *op, Value addressVector, Value maskVector,
                Type memory, int64_t n, int64_t run)
      : run(run), addresses(b, loc, op, b.getI64Type(), n / run), values(b, loc, op, memory, n) {
    if (run > 1) {
      SmallVector<int32_t> starts;
      for (int64_t i = 0; i < n; i += run)
        starts.push_back(i);
      addressVector = shuffle(b, loc, addressVector, {}, starts);
    }
    addresses.storeAll(b, loc, addressVector);
    if (maskVector) {
      mask.emplace(b, loc, op, b.getI8Type(), n);
      mask->storeAll(b, loc, b.create<arith::ExtUIOp>(loc, vectorOf(b.getI8Type(), n), maskVector));
    }
  }
  /// The address of element `index`, which is in the run starting at
  /// `first`.
  Value pointer(OpBuilder &b, Location loc, Value index, Value first, Type memory) const {
    Type ptr = LLVM::LLVMPointerType::get(b.getContext());
    if (run == 1)
      return b.create<LLVM::IntToPtrOp>(loc, ptr, addresses.loadElement(b, loc, index));
    Value runIndex = b.create<LLVM::UDivOp>(loc, first, i64Constant(b, loc, run));
    Value start = b.create<LLVM::IntToPtrOp>(loc, ptr, addresses.loadElement(b, loc, runIndex));
    Value offset = b.create<LLVM::SubOp>(loc, index, first);
    return b.create<LLVM::GEPOp>(loc, ptr, memory, start, ValueRange{offset});
  }
  void end(OpBuilder &b, Location loc) const {
    addresses.end(b, loc);
    values.end(b, loc);
    if (mask)
      mask->end(b, loc);
  }
};

/// The loop of a tensor access: for each run of `run` consecutive
/// addresses, `whole(first)` when its mask is all true, else
/// `one(index, first)` for each enabled element.
void forEachRun(OpBuilder &b, Location loc, const AccessBuffers &buffers, int64_t n, int64_t run,
                function_ref<void(OpBuilder &, Location, Value)> whole,
                function_ref<void(OpBuilder &, Location, Value, Value)> one) {
  auto elements = [&](OpBuilder &b, Location loc, Value first, int64_t count) {
    forEachIndex(b, loc, first, count, [&](OpBuilder &b, Location loc, Value index) {
      if (!buffers.mask) {
        one(b, loc, index, first);
        return;
      }
      Value enabled = b.create<LLVM::ICmpOp>(loc, LLVM::ICmpPredicate::ne,
                                             buffers.mask->loadElement(b, loc, index),
                                             b.create<LLVM::ConstantOp>(loc, b.getI8Type(), b.getI8IntegerAttr(0)));
      b.create<scf::IfOp>(loc, enabled, [&](OpBuilder &b, Location loc) {
        one(b, loc, index, first);
        b.create<scf::YieldOp>(loc);
      });
    });
  };
  if (run == 1) {
    forEachIndex(b, loc, i64Constant(b, loc, 0), n, [&](OpBuilder &b, Location loc, Value index) {
      elements(b, loc, index, 1);
    });
    return;
  }
  forEachIndex(b, loc, i64Constant(b, loc, 0), n / run, [&](OpBuilder &b, Location loc, Value k) {
    Value first = b.create<LLVM::MulOp>(loc, k, i64Constant(b, loc, run));
    if (!buffers.mask) {
      whole(b, loc, first);
      return;
    }
    Type bytes = vectorOf(b.getI8Type(), run);
    Value flags = b.create<LLVM::LoadOp>(loc, bytes, buffers.mask->at(b, loc, first), 1);
    Value all = b.create<LLVM::vector_reduce_and>(
        loc, b.getI1Type(),
        b.create<LLVM::ICmpOp>(loc, LLVM::ICmpPredicate::ne, flags, zeroLike(b, loc, bytes)));
    b.create<scf::IfOp>(
        loc, all,
        [&](OpBuilder &b, Location loc) {
          whole(b, loc, first);
          b.create<scf::YieldOp>(loc);
        },
        [&](OpBuilder &b, Location loc) {
          elements(b, loc, first, run);
          b.create<scf::YieldOp>(loc);
        });
  });
}

/// Memory type of one element for a scalar access (pointers stay pointers).
Type scalarMemoryType(const TypeConverter &converter, Type element) {
  if (element.isInteger(1))
    return IntegerType::get(element.getContext(), 8);
  return converter.convertType(element);
}

struct AddPtrLowering : OpConversionPattern<tile::AddPtrOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(tile::AddPtrOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type element = pointeeElement(op.getType());
    Value offset = adaptor.getOffset();
    if (!isa<RankedTensorType>(op.getType())) {
      Type memory = scalarMemoryType(*getTypeConverter(), element);
      rewriter.replaceOpWithNewOp<LLVM::GEPOp>(op, adaptor.getPtr().getType(), memory,
                                               adaptor.getPtr(), ValueRange{offset});
      return success();
    }
    int64_t n = numElements(op.getType());
    Type i64Vector = vectorOf(rewriter.getI64Type(), n);
    if (getElementTypeOrSelf(offset.getType()).getIntOrFloatBitWidth() < 64)
      offset = rewriter.create<arith::ExtSIOp>(loc, i64Vector, offset);
    if (int64_t bytes = elementBytes(element); bytes != 1)
      offset = rewriter.create<arith::MulIOp>(loc, offset, constantLike(rewriter, loc, i64Vector, bytes));
    rewriter.replaceOpWithNewOp<arith::AddIOp>(op, adaptor.getPtr(), offset);
    return success();
  }
};

/// tile.int_to_ptr, tile.ptr_to_int, tile.ptr_cast: tensors of pointers are
/// vectors of i64 addresses already, so only scalars (`!llvm.ptr`) convert.
template <class Op>
struct PointerCastLowering : OpConversionPattern<Op> {
  using OpConversionPattern<Op>::OpConversionPattern;
  LogicalResult matchAndRewrite(Op op, typename Op::Adaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Value src = adaptor.getSrc();
    Type type = this->getTypeConverter()->convertType(op.getType());
    if constexpr (std::is_same_v<Op, tile::IntToPtrOp>) {
      if (isa<LLVM::LLVMPointerType>(type))
        src = rewriter.create<LLVM::IntToPtrOp>(op.getLoc(), type, src);
    } else if constexpr (std::is_same_v<Op, tile::PtrToIntOp>) {
      if (isa<LLVM::LLVMPointerType>(src.getType()))
        src = rewriter.create<LLVM::PtrToIntOp>(op.getLoc(), type, src);
    }
    if (src.getType() != type)
      return rewriter.notifyMatchFailure(op, "unexpected pointer representation");
    rewriter.replaceOp(op, src);
    return success();
  }
};

struct LoadLowering : OpConversionPattern<tile::LoadOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(tile::LoadOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type element = pointeeElement(op.getPtr().getType());
    Type type = getTypeConverter()->convertType(op.getType());
    int64_t bytes = elementBytes(element);

    if (!isa<RankedTensorType>(op.getType())) {
      Type memory = scalarMemoryType(*getTypeConverter(), element);
      auto load = [&](OpBuilder &b, Location loc) -> Value {
        auto value = b.create<LLVM::LoadOp>(loc, memory, adaptor.getPtr(), bytes, op.getIsVolatile());
        return fromMemory(b, loc, value, element);
      };
      if (!adaptor.getMask()) {
        rewriter.replaceOp(op, load(rewriter, loc));
        return success();
      }
      Value other = adaptor.getOther() ? adaptor.getOther() : zeroLike(rewriter, loc, type);
      auto ifOp = rewriter.create<scf::IfOp>(
          loc, adaptor.getMask(),
          [&](OpBuilder &b, Location loc) { b.create<scf::YieldOp>(loc, load(b, loc)); },
          [&](OpBuilder &b, Location loc) { b.create<scf::YieldOp>(loc, other); });
      rewriter.replaceOp(op, ifOp.getResults());
      return success();
    }

    int64_t n = numElements(type);
    Type memory = memoryType(element);
    int64_t run = runLength(op, memory);
    Value passThrough = adaptor.getOther()
                            ? toMemory(rewriter, loc, adaptor.getOther(), memory)
                            : zeroLike(rewriter, loc, vectorOf(memory, n));
    AccessBuffers buffers(rewriter, loc, op, adaptor.getPtr(), adaptor.getMask(), memory, n, run);
    buffers.values.storeAll(rewriter, loc, passThrough);
    forEachRun(
        rewriter, loc, buffers, n, run,
        [&](OpBuilder &b, Location loc, Value first) {
          Value v = b.create<LLVM::LoadOp>(loc, vectorOf(memory, run), buffers.pointer(b, loc, first, first, memory),
                                           bytes, op.getIsVolatile());
          b.create<LLVM::StoreOp>(loc, v, buffers.values.at(b, loc, first), bytes);
        },
        [&](OpBuilder &b, Location loc, Value index, Value first) {
          Value v = b.create<LLVM::LoadOp>(loc, memory, buffers.pointer(b, loc, index, first, memory), bytes,
                                           op.getIsVolatile());
          buffers.values.storeElement(b, loc, index, v);
        });
    Value loaded = buffers.values.loadAll(rewriter, loc);
    buffers.end(rewriter, loc);
    rewriter.replaceOp(op, fromMemory(rewriter, loc, loaded, element));
    return success();
  }
};

struct StoreLowering : OpConversionPattern<tile::StoreOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(tile::StoreOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type element = pointeeElement(op.getPtr().getType());
    int64_t bytes = elementBytes(element);

    if (!isa<RankedTensorType>(op.getPtr().getType())) {
      Type memory = scalarMemoryType(*getTypeConverter(), element);
      auto store = [&](OpBuilder &b, Location loc) {
        Value value = toMemory(b, loc, adaptor.getValue(), memory);
        b.create<LLVM::StoreOp>(loc, value, adaptor.getPtr(), bytes);
      };
      if (!adaptor.getMask()) {
        store(rewriter, loc);
      } else {
        rewriter.create<scf::IfOp>(loc, adaptor.getMask(), [&](OpBuilder &b, Location loc) {
          store(b, loc);
          b.create<scf::YieldOp>(loc);
        });
      }
      rewriter.eraseOp(op);
      return success();
    }

    int64_t n = numElements(adaptor.getValue().getType());
    Type memory = memoryType(element);
    int64_t run = runLength(op, memory);
    AccessBuffers buffers(rewriter, loc, op, adaptor.getPtr(), adaptor.getMask(), memory, n, run);
    buffers.values.storeAll(rewriter, loc, toMemory(rewriter, loc, adaptor.getValue(), memory));
    forEachRun(
        rewriter, loc, buffers, n, run,
        [&](OpBuilder &b, Location loc, Value first) {
          Value v = b.create<LLVM::LoadOp>(loc, vectorOf(memory, run), buffers.values.at(b, loc, first), bytes);
          b.create<LLVM::StoreOp>(loc, v, buffers.pointer(b, loc, first, first, memory), bytes);
        },
        [&](OpBuilder &b, Location loc, Value index, Value first) {
          b.create<LLVM::StoreOp>(loc, buffers.values.loadElement(b, loc, index),
                                  buffers.pointer(b, loc, index, first, memory), bytes);
        });
    buffers.end(rewriter, loc);
    rewriter.eraseOp(op);
    return success();
  }
};

} // namespace

void populateMemoryOpPatterns(VectorTypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<AddPtrLowering, LoadLowering, StoreLowering, PointerCastLowering<tile::IntToPtrOp>,
               PointerCastLowering<tile::PtrToIntOp>, PointerCastLowering<tile::PtrCastOp>>(
      converter, patterns.getContext());
}

} // namespace cpu
} // namespace tritonc

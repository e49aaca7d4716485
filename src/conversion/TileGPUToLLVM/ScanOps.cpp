//===- ScanOps.cpp - tile.scan on the GPU ---------------------------------===//
//
// The elements go to shared memory and a Hillis-Steele scan runs there
// (log2(n) rounds, double-buffered), each thread updating its own elements.
//
//===----------------------------------------------------------------------===//
#include "Lowering.h"

using namespace mlir;

namespace tritonc {
namespace {

/// Two buffers per operand, each `total` elements; byte offsets.
SmallVector<unsigned> bufferOffsets(ArrayRef<Type> types, int64_t total, unsigned *bytesOut = nullptr) {
  SmallVector<unsigned> offset;
  unsigned bytes = 0;
  for (Type t : types) {
    bytes = llvm::alignTo(bytes, 8);
    offset.push_back(bytes);
    bytes += 2 * total * scratchBytes(t);
  }
  if (bytesOut)
    *bytesOut = bytes;
  return offset;
}

struct ScanLowering : ConvertOpToLLVMPattern<tile::ScanOp> {
  ScanLowering(TileGPUTypeConverter &converter, SharedMemoryPlan &plan)
      : ConvertOpToLLVMPattern(converter), plan(plan) {}
  SharedMemoryPlan &plan;

  LogicalResult matchAndRewrite(tile::ScanOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &b) const override {
    Location loc = op.getLoc();
    auto type = cast<RankedTensorType>(op.getSrcs()[0].getType());
    ArrayRef<int64_t> shape = type.getShape();
    unsigned axis = op.getAxis(), n = op.getSrcs().size();
    int64_t total = type.getNumElements(), length = shape[axis];
    int64_t axisStride = 1;
    for (unsigned d = axis + 1; d < shape.size(); ++d)
      axisStride *= shape[d];
    bool reverse = op.getReverse();
    Region &combine = op.getCombineOp();

    SmallVector<SmallVector<Value>> values;
    SmallVector<Type> types;
    for (auto [src, converted] : llvm::zip(op.getSrcs(), adaptor.getSrcs())) {
      values.push_back(unpackElements(b, loc, converted, src.getType()));
      types.push_back(getTypeConverter()->convertType(cast<RankedTensorType>(src.getType()).getElementType()));
    }
    unsigned count = values[0].size();
    ElementIndices where = emitElementIndices(b, loc, type);
    SmallVector<Value> linear, position;
    for (unsigned e = 0; e < count; ++e) {
      linear.push_back(linearize(b, loc, where.indices[e], shape));
      position.push_back(where.indices[e][axis]);
    }
    SmallVector<unsigned> offset = bufferOffsets(types, total);
    Value base = plan.begin(b, loc, op, scanScratchBytes(op, *getTypeConverter()));
    auto bufferOf = [&](unsigned k, unsigned which) {
      Type i8 = b.getI8Type();
      return b.create<LLVM::GEPOp>(loc, base.getType(), i8, base,
                                   ValueRange{i32Constant(b, loc, offset[k] + which * total * scratchBytes(types[k]))})
          .getResult();
    };
    for (unsigned k = 0; k < n; ++k)
      for (unsigned e = 0; e < count; ++e)
        storeScratch(b, loc, bufferOf(k, 0), linear[e], values[k][e]);
    unsigned current = 0;
    for (int64_t step = 1; step < length; step *= 2) {
      barrier(b, loc);
      for (unsigned e = 0; e < count; ++e) {
        // The partner `step` positions earlier (later with reverse) along
        // the axis, when it exists.
        Value stepValue = i32Constant(b, loc, step);
        Value hasPartner = reverse
            ? b.create<LLVM::ICmpOp>(loc, LLVM::ICmpPredicate::slt,
                                     b.create<LLVM::AddOp>(loc, position[e], stepValue), i32Constant(b, loc, length))
            : b.create<LLVM::ICmpOp>(loc, LLVM::ICmpPredicate::sge, position[e], stepValue);
        Value delta = i32Constant(b, loc, (reverse ? 1 : -1) * step * axisStride);
        Value partnerIndex = b.create<LLVM::AddOp>(loc, linear[e], delta);
        // Out-of-range partners read this element itself (any valid slot);
        // the select below discards the combination.
        partnerIndex = b.create<LLVM::SelectOp>(loc, hasPartner, partnerIndex, linear[e]);
        SmallVector<Value> mine, partner;
        for (unsigned k = 0; k < n; ++k) {
          mine.push_back(values[k][e]);
          partner.push_back(loadScratch(b, loc, bufferOf(k, current), partnerIndex, types[k]));
        }
        // As Triton: the values accumulated so far (from the left, or from
        // the right with `reverse`) come first, this element's second.
        SmallVector<Value> combined = applyCombine(b, combine, partner, mine);
        for (unsigned k = 0; k < n; ++k)
          values[k][e] = b.create<LLVM::SelectOp>(loc, hasPartner, combined[k], mine[k]);
      }
      for (unsigned k = 0; k < n; ++k)
        for (unsigned e = 0; e < count; ++e)
          storeScratch(b, loc, bufferOf(k, 1 - current), linear[e], values[k][e]);
      current = 1 - current;
    }
    SmallVector<Value> replacements;
    for (unsigned k = 0; k < n; ++k)
      replacements.push_back(packElements(b, loc, *getTypeConverter(), op.getResults()[k].getType(), values[k]));
    b.replaceOp(op, replacements);
    return success();
  }
};

} // namespace

unsigned scanScratchBytes(Operation *op, const TypeConverter &converter) {
  auto scan = cast<tile::ScanOp>(op);
  SmallVector<Type> types;
  for (Value src : scan.getSrcs())
    types.push_back(converter.convertType(cast<RankedTensorType>(src.getType()).getElementType()));
  unsigned bytes = 0;
  bufferOffsets(types, cast<RankedTensorType>(scan.getSrcs()[0].getType()).getNumElements(), &bytes);
  return bytes;
}

void populateScanOpPatterns(TileGPUTypeConverter &converter, RewritePatternSet &patterns,
                            SharedMemoryPlan &plan) {
  patterns.add<ScanLowering>(converter, plan);
}

} // namespace tritonc

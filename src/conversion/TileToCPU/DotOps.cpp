//===- DotOps.cpp - tile.dot on the CPU ------------------------------------===//
//
// result[b, m, n] = acc[b, m, n] + sum over k = 0, 1, ..., K-1 (in that
// order) of a[b, m, k] * b[b, k, n], in the precision tile.dot states:
//
//   f16 / bf16 inputs   widened to f32 (exactly); each product is exact in
//                       f32, so multiply then add rounds once per k, as an
//                       f32 fma would; accumulated in f32;
//   f32, "ieee"         acc = fma(a, b, acc) in f32;
//   f32, "tf32"         a and b rounded to tf32 first (round to nearest
//                       even, 10 mantissa bits kept), products exact in
//                       f32, accumulated in f32;
//   f32, "tf32x3"       x = big + small with big = tf32(x) and small =
//                       tf32(x - big); per k the small products first:
//                       acc += big_a * small_b; acc += small_a * big_b;
//                       acc += big_a * big_b (each product exact in f32);
//   fp8 inputs          (e4m3, e5m2, one of each too) decoded to f32
//                       exactly, then as f16 inputs;
//   i8 inputs           sign-extended, i32 multiply-add (wrapping);
//   f16 accumulator     computed in f32 and rounded to f16 (nearest even)
//                       after every 16 values of k, the K step of one GPU
//                       mma instruction with an f16 accumulator.
//
// Code: the operands are widened (and split) once into stack buffers with
// element loops; then a loop over the B*M rows, inside it a loop over k
// that updates the row's N accumulators as one vector<N> (a[m, k] splatted
// times row k of b). Code size does not depend on M or K.
//
//===----------------------------------------------------------------------===//
#include "Lowering.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

#include <limits>

using namespace mlir;

namespace tritonc {
namespace cpu {
namespace {

/// The K step after which an f16 accumulator is rounded.
constexpr int64_t kF16AccumulateStep = 16;

Value i32Const(OpBuilder &b, Location loc, int64_t v) {
  return b.create<arith::ConstantOp>(loc, b.getI32IntegerAttr(int32_t(v)));
}

/// f32 rounded to tf32 (1 sign, 8 exponent, 10 mantissa bits; the low 13
/// bits cleared) to nearest even. Infinities and NaNs are kept; finite
/// values that round past the largest tf32 become infinities.
Value roundToTF32(OpBuilder &b, Location loc, Value x) {
  Type i32 = b.getI32Type();
  Value bits = b.create<arith::BitcastOp>(loc, i32, x);
  Value lsb = b.create<arith::AndIOp>(loc, b.create<arith::ShRUIOp>(loc, bits, i32Const(b, loc, 13)),
                                      i32Const(b, loc, 1));
  Value biased = b.create<arith::AddIOp>(loc, b.create<arith::AddIOp>(loc, bits, i32Const(b, loc, 0xFFF)), lsb);
  Value rounded = b.create<arith::AndIOp>(loc, biased, i32Const(b, loc, int32_t(0xFFFFE000u)));
  Value exponent = b.create<arith::AndIOp>(loc, bits, i32Const(b, loc, 0x7F800000));
  Value special = b.create<arith::CmpIOp>(loc, arith::CmpIPredicate::eq, exponent, i32Const(b, loc, 0x7F800000));
  Value result = b.create<arith::SelectOp>(loc, special, bits, rounded);
  return b.create<arith::BitcastOp>(loc, b.getF32Type(), result);
}

/// fp8 bits (i8) of type `fp8` as the f32 they stand for, exactly.
Value decodeFp8(OpBuilder &b, Location loc, Value bits, Type fp8) {
  Type i16 = b.getI16Type(), f32 = b.getF32Type();
  auto int16 = [&](int64_t v) { return b.create<arith::ConstantOp>(loc, b.getI16IntegerAttr(v)); };
  auto asF32 = [&](Value halfBits) -> Value {
    Value half = b.create<arith::BitcastOp>(loc, b.getF16Type(), halfBits);
    return b.create<arith::ExtFOp>(loc, f32, half).getResult();
  };
  Value wide = b.create<arith::ExtUIOp>(loc, i16, bits);
  if (isa<Float8E5M2Type>(fp8)) // the top byte of an f16
    return asF32(b.create<arith::ShLIOp>(loc, wide, int16(8)));
  // E4M3FN: its fields in f16's places are the value times 2^-8 (biases 7
  // and 15), subnormals too; S.1111.111 is NaN.
  Value sign = b.create<arith::ShLIOp>(loc, b.create<arith::AndIOp>(loc, wide, int16(0x80)), int16(8));
  Value magnitude = b.create<arith::AndIOp>(loc, wide, int16(0x7F));
  Value half = b.create<arith::OrIOp>(loc, sign, b.create<arith::ShLIOp>(loc, magnitude, int16(7)));
  Value value = b.create<arith::MulFOp>(loc, asF32(half), b.create<arith::ConstantOp>(loc, b.getF32FloatAttr(256.0f)));
  Value nan = b.create<arith::CmpIOp>(loc, arith::CmpIPredicate::eq, magnitude, int16(0x7F));
  Value nanValue = b.create<arith::ConstantOp>(loc, b.getF32FloatAttr(std::numeric_limits<float>::quiet_NaN()));
  return b.create<arith::SelectOp>(loc, nan, nanValue, value);
}

/// A vector<n> of `buffer` from element `index` on.
Value loadVector(OpBuilder &b, Location loc, const ScratchBuffer &buffer, Type element, Value index, int64_t n) {
  return b.create<LLVM::LoadOp>(loc, vectorOf(element, n), buffer.at(b, loc, index), elementBytes(element));
}

void storeVector(OpBuilder &b, Location loc, const ScratchBuffer &buffer, Type element, Value index, Value v) {
  b.create<LLVM::StoreOp>(loc, v, buffer.at(b, loc, index), elementBytes(element));
}

struct DotLowering : OpConversionPattern<tile::DotOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(tile::DotOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto aType = cast<RankedTensorType>(op.getA().getType());
    auto bType = cast<RankedTensorType>(op.getB().getType());
    auto accType = cast<RankedTensorType>(op.getAcc().getType());
    int64_t rank = aType.getRank();
    int64_t batch = rank == 3 ? aType.getDimSize(0) : 1;
    int64_t M = aType.getDimSize(rank - 2), K = aType.getDimSize(rank - 1), N = bType.getDimSize(rank - 1);
    Type in = aType.getElementType(), out = accType.getElementType();
    bool isInt = in.isInteger(8);
    Type compute = isInt ? Type(rewriter.getI32Type()) : Type(rewriter.getF32Type());
    StringRef precision = in.isF32() ? op.getInputPrecision() : "";
    bool split = precision == "tf32x3";

    // The operands, widened (big and small parts for tf32x3) into buffers.
    auto widen = [&](Value vector, Type element, int64_t n) -> std::pair<ScratchBuffer, std::optional<ScratchBuffer>> {
      ScratchBuffer wide(rewriter, loc, op, compute, n);
      std::optional<ScratchBuffer> small;
      if (split)
        small.emplace(rewriter, loc, op, compute, n);
      if (element.isF32() && precision == "ieee") {
        wide.storeAll(rewriter, loc, vector);
        return {wide, small};
      }
      Type stored = cast<VectorType>(vector.getType()).getElementType(); // bf16 travels as i16
      ScratchBuffer raw(rewriter, loc, op, stored, n);
      raw.storeAll(rewriter, loc, vector);
      forEachIndex(rewriter, loc, i64Constant(rewriter, loc, 0), n, [&](OpBuilder &b, Location loc, Value i) {
        Value x = raw.loadElement(b, loc, i);
        if (isa<Float8E4M3FNType, Float8E5M2Type>(element)) {
          x = decodeFp8(b, loc, x, element);
        } else if (element.isInteger(8)) {
          x = b.create<arith::ExtSIOp>(loc, b.getI32Type(), x);
        } else if (element.isF16()) {
          x = b.create<arith::ExtFOp>(loc, b.getF32Type(), x);
        } else if (element.isBF16()) {
          Value bits = b.create<arith::ExtUIOp>(loc, b.getI32Type(), x);
          x = b.create<arith::BitcastOp>(loc, b.getF32Type(),
                                         b.create<arith::ShLIOp>(loc, bits, i32Const(b, loc, 16)));
        } else { // f32: tf32 or tf32x3
          Value big = roundToTF32(b, loc, x);
          if (small)
            small->storeElement(b, loc, i, roundToTF32(b, loc, b.create<arith::SubFOp>(loc, x, big)));
          x = big;
        }
        wide.storeElement(b, loc, i, x);
      });
      raw.end(rewriter, loc);
      return {wide, small};
    };
    std::pair<ScratchBuffer, std::optional<ScratchBuffer>> aParts = widen(adaptor.getA(), in, batch * M * K);
    std::pair<ScratchBuffer, std::optional<ScratchBuffer>> bParts =
        widen(adaptor.getB(), bType.getElementType(), batch * K * N);
    const ScratchBuffer &aBig = aParts.first, &bBig = bParts.first;
    const std::optional<ScratchBuffer> &aSmall = aParts.second, &bSmall = bParts.second;

    // The accumulator in the compute type.
    int64_t count = batch * M * N;
    ScratchBuffer acc(rewriter, loc, op, compute, count);
    bool f16Acc = out.isF16();
    std::optional<ScratchBuffer> narrow;
    if (f16Acc) {
      narrow.emplace(rewriter, loc, op, rewriter.getF16Type(), count);
      narrow->storeAll(rewriter, loc, adaptor.getAcc());
      forEachIndex(rewriter, loc, i64Constant(rewriter, loc, 0), count, [&](OpBuilder &b, Location loc, Value i) {
        acc.storeElement(b, loc, i, b.create<arith::ExtFOp>(loc, b.getF32Type(), narrow->loadElement(b, loc, i)));
      });
    } else {
      acc.storeAll(rewriter, loc, adaptor.getAcc());
    }

    // The products of one k for row `row`: rowAcc + a[row, k] * b[k, :].
    auto step = [&](OpBuilder &b, Location loc, Value row, Value bBase, Value k, Value rowAcc) {
      Value aIndex = b.create<LLVM::AddOp>(loc, b.create<LLVM::MulOp>(loc, row, i64Constant(b, loc, K)), k);
      Value bIndex = b.create<LLVM::AddOp>(loc, bBase, b.create<LLVM::MulOp>(loc, k, i64Constant(b, loc, N)));
      auto term = [&](const ScratchBuffer &x, const ScratchBuffer &y, Value sum) -> Value {
        Value av = splatVector(b, loc, x.loadElement(b, loc, aIndex), N);
        Value bv = loadVector(b, loc, y, compute, bIndex, N);
        if (isInt)
          return b.create<arith::AddIOp>(loc, sum, b.create<arith::MulIOp>(loc, av, bv));
        if (precision == "ieee")
          return b.create<LLVM::FMAOp>(loc, av, bv, sum);
        // Exact products: one rounding per k, as an fma.
        return b.create<arith::AddFOp>(loc, sum, b.create<arith::MulFOp>(loc, av, bv));
      };
      if (split) {
        rowAcc = term(aBig, *bSmall, rowAcc);
        rowAcc = term(*aSmall, bBig, rowAcc);
      }
      return term(aBig, bBig, rowAcc);
    };

    // for row in [0, B*M): for k in [0, K): acc[row, :] += a[row, k] * b[k, :]
    forEachIndex(rewriter, loc, i64Constant(rewriter, loc, 0), batch * M, [&](OpBuilder &b, Location loc, Value row) {
      Value batchIndex = b.create<LLVM::UDivOp>(loc, row, i64Constant(b, loc, M));
      Value bBase = b.create<LLVM::MulOp>(loc, batchIndex, i64Constant(b, loc, K * N));
      Value accIndex = b.create<LLVM::MulOp>(loc, row, i64Constant(b, loc, N));
      Value rowAcc = loadVector(b, loc, acc, compute, accIndex, N);
      // f16 accumulators round after every kF16AccumulateStep values of k.
      int64_t chunk = f16Acc && K % kF16AccumulateStep == 0 ? kF16AccumulateStep : K;
      Value zero = b.create<arith::ConstantIndexOp>(loc, 0);
      Value one = b.create<arith::ConstantIndexOp>(loc, 1);
      auto chunks = b.create<scf::ForOp>(loc, zero, b.create<arith::ConstantIndexOp>(loc, K / chunk), one,
                                         ValueRange{rowAcc});
      {
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPointToStart(chunks.getBody());
        Value first = b.create<arith::MulIOp>(loc, chunks.getInductionVar(),
                                              b.create<arith::ConstantIndexOp>(loc, chunk));
        auto inner = b.create<scf::ForOp>(loc, zero, b.create<arith::ConstantIndexOp>(loc, chunk), one,
                                          chunks.getRegionIterArgs());
        {
          OpBuilder::InsertionGuard guard(b);
          b.setInsertionPointToStart(inner.getBody());
          Value k = b.create<arith::IndexCastOp>(loc, b.getI64Type(),
                                                 b.create<arith::AddIOp>(loc, first, inner.getInductionVar()));
          b.create<scf::YieldOp>(loc, step(b, loc, row, bBase, k, inner.getRegionIterArgs()[0]));
        }
        Value sum = inner.getResult(0);
        if (f16Acc) {
          // Round the row through f16 (the stored row is reloaded).
          storeVector(b, loc, acc, compute, accIndex, sum);
          forEachIndex(b, loc, accIndex, N, [&](OpBuilder &b, Location loc, Value i) {
            Value h = b.create<arith::TruncFOp>(loc, b.getF16Type(), acc.loadElement(b, loc, i));
            acc.storeElement(b, loc, i, b.create<arith::ExtFOp>(loc, b.getF32Type(), h));
          });
          sum = loadVector(b, loc, acc, compute, accIndex, N);
        }
        b.create<scf::YieldOp>(loc, sum);
      }
      storeVector(b, loc, acc, compute, accIndex, chunks.getResult(0));
    });

    Value result;
    if (f16Acc) {
      forEachIndex(rewriter, loc, i64Constant(rewriter, loc, 0), count, [&](OpBuilder &b, Location loc, Value i) {
        narrow->storeElement(b, loc, i, b.create<arith::TruncFOp>(loc, b.getF16Type(), acc.loadElement(b, loc, i)));
      });
      result = narrow->loadAll(rewriter, loc);
      narrow->end(rewriter, loc);
    } else {
      result = acc.loadAll(rewriter, loc);
    }
    acc.end(rewriter, loc);
    for (const ScratchBuffer *buffer : {&aBig, &bBig})
      buffer->end(rewriter, loc);
    for (const std::optional<ScratchBuffer> *buffer : {&aSmall, &bSmall})
      if (*buffer)
        (*buffer)->end(rewriter, loc);
    rewriter.replaceOp(op, result);
    return success();
  }
};

} // namespace

void populateDotOpPatterns(VectorTypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<DotLowering>(converter, patterns.getContext());
}

} // namespace cpu
} // namespace tritonc
